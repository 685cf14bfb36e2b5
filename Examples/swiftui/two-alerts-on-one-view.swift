// Two `.alert(isPresented:)` modifiers returning iOS 13's `Alert` values on one view: only the
// outer one (the last written) can show; the inner one's state turns true and nothing
// appears, with nothing in the console (zachsim.one, "Multiple Preference Keys on the Same
// View in SwiftUI", June 2022). Put each alert on the view that shows it.
import SwiftUI

struct ContentView: View {
    @State private var showingSaved = false
    @State private var showingDeleted = false

    var body: some View {
        VStack {
            Button("Save") { showingSaved = true }
            Button("Delete") { showingDeleted = true }
        }
        .alert(isPresented: $showingSaved) {
            Alert(title: Text("Saved"))
        }
        .alert(isPresented: $showingDeleted) {
            Alert(title: Text("Deleted"))
        }
    }
}
:tap "Save"
:describe
:tap "Delete"
:describe
:tap "OK"
