// iOS 16 lets an alert hold a text field: SwiftUI adds it with `addTextField`, and the
// binding gets what was typed when a button is tapped.
import SwiftUI

struct ContentView: View {
    @State private var renaming = false
    @State private var name = ""

    var body: some View {
        VStack {
            Text(name.isEmpty ? "A new playlist" : "Playlist: \(name)")
            Button("Rename") { renaming = true }
        }
        .alert("Rename the playlist", isPresented: $renaming) {
            TextField("Name", text: $name)
            Button("Cancel", role: .cancel) { }
            Button("Save") { print("saved", name) }
        }
    }
}
:tap "Rename"
:type "Road Trip"
:tap "Save"
