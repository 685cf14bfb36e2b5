// `.confirmationDialog` came with iOS 15: an app that still supports iOS 14 gets Swift's
// availability error, and uses `.actionSheet` there.
:ios 14
import SwiftUI

struct ContentView: View {
    @State private var confirming = false

    var body: some View {
        Button("Delete") { confirming = true }
            .confirmationDialog("Delete?", isPresented: $confirming) {
                Button("Delete", role: .destructive) { }
            }
    }
}
