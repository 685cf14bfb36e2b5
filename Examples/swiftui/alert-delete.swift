// SwiftUI's alert is UIKit's underneath: `.alert` with a destructive and a cancel button,
// shown when the state says so. Tapping a button runs its action and sets the state back,
// so the same button shows the alert again. `:uikit` prints the UIKit it became.
import SwiftUI

struct ContentView: View {
    @State private var showingAlert = false
    @State private var photos = 3

    var body: some View {
        VStack {
            Text("Photos: \(photos)")
            Button("Delete Photo") {
                showingAlert = true
            }
        }
        .alert("Delete this photo?", isPresented: $showingAlert) {
            Button("Delete", role: .destructive) { photos -= 1 }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("It will be removed from all your devices.")
        }
    }
}
:tap "Delete Photo"
:uikit
:tap "Delete"
:tap "Delete Photo"
:tap "Cancel"
