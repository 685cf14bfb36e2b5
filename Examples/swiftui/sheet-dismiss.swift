// A sheet shows another view; `@Environment(\.dismiss)` closes it from inside, and the
// state that showed it is set back.
import SwiftUI

struct ContentView: View {
    @State private var showingOrder = false

    var body: some View {
        Button("Show Order") { showingOrder = true }
            .sheet(isPresented: $showingOrder, onDismiss: { print("closed") }) {
                OrderView()
            }
    }
}

struct OrderView: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Text("Order #42: 2 coffees")
        Button("Done") { dismiss() }
    }
}
:tap "Show Order"
:describe
:tap "Done"
:tap "Show Order"
