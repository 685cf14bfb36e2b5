// The same dialog on an iPad: SwiftUI anchors the action sheet at the view the modifier is
// on, so it is a popover pointing at the button (no crash for a missing anchor), and UIKit
// hides its Cancel button: a tap outside cancels.
:device ipad
import SwiftUI

struct ContentView: View {
    @State private var confirming = false

    var body: some View {
        Button("Empty Trash", role: .destructive) {
            confirming = true
        }
        .confirmationDialog("Empty the trash?", isPresented: $confirming, titleVisibility: .visible) {
            Button("Empty Trash", role: .destructive) { print("emptied") }
        }
    }
}
:tap "Empty Trash"
:uikit
:tapout
:tap "Empty Trash"
:tap "Empty Trash"
