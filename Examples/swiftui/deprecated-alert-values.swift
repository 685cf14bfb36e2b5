// iOS 13's way, still in many tutorials: `.alert(isPresented:)` returning an `Alert`, and
// `.actionSheet` returning an `ActionSheet`, with `.default`, `.destructive` and `.cancel`
// buttons.
:ios 13
import SwiftUI

struct ContentView: View {
    @State private var askingToLeave = false
    @State private var choosingColor = false

    var body: some View {
        VStack {
            Button("Leave") { askingToLeave = true }
                .alert(isPresented: $askingToLeave) {
                    Alert(
                        title: Text("Leave the game?"),
                        message: Text("Your progress is lost."),
                        primaryButton: .destructive(Text("Leave")) { print("left") },
                        secondaryButton: .cancel())
                }
            Button("Color") { choosingColor = true }
                .actionSheet(isPresented: $choosingColor) {
                    ActionSheet(
                        title: Text("Pick a color"),
                        buttons: [
                            .default(Text("Red")) { print("red") },
                            .default(Text("Blue")) { print("blue") },
                            .cancel(),
                        ])
                }
        }
    }
}
:tap "Leave"
:tap "Leave"
:tap "Color"
:tap "Blue"
