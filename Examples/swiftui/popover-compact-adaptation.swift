// A popover on an iPhone becomes a sheet, unless its content asks to stay a popover
// (`presentationCompactAdaptation(.popover)`, iOS 16.4): underneath, the popover's delegate
// answers `.none` from `adaptivePresentationStyle(for:traitCollection:)`.
import SwiftUI

struct ContentView: View {
    @State private var showingHelp = false
    @State private var showingTip = false

    var body: some View {
        VStack {
            Button("Help") { showingHelp = true }
                .popover(isPresented: $showingHelp) {
                    HelpView()
                }
            Button("Tip") { showingTip = true }
                .popover(isPresented: $showingTip) {
                    Text("Long-press for more.")
                        .presentationCompactAdaptation(.popover)
                }
        }
    }
}

struct HelpView: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Text("Swipe a row to delete it.")
        Button("Close") { dismiss() }
    }
}
:tap "Help"
:describe
:tap "Close"
:tap "Tip"
:describe
:uikit
:tapout
:tap "Tip"
