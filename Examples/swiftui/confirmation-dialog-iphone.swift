// A confirmation dialog is an action sheet. On an iPhone SwiftUI adds the Cancel button
// itself when the actions have none, and the title shows only with `.visible`.
import SwiftUI

struct ContentView: View {
    @State private var confirming = false
    @State private var status = "12 items in the trash"

    var body: some View {
        VStack {
            Text(status)
            Button("Empty Trash", role: .destructive) {
                confirming = true
            }
            .confirmationDialog("Empty the trash?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Empty Trash", role: .destructive) { status = "The trash is empty" }
            } message: {
                Text("You can't undo this.")
            }
        }
    }
}
:tap "Empty Trash"
:tap "Empty Trash"
