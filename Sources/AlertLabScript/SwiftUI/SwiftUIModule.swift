/// SwiftUI as AlertLab simulates it: a module written in the Swift AlertLab runs, over the
/// simulated UIKit, as SwiftUI is built over UIKit on a device. `import SwiftUI` declares it
/// (`Interpreter.importSwiftUI`); a view type the learner declares then becomes the screen.
enum SwiftUIModule {
  /// The module's source, in the order its declarations need.
  static var source: String {
    [views, modifiers, state, presentations, host].joined(separator: "\n")
  }
}
