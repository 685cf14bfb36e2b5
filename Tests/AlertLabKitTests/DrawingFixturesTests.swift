import Testing

@testable import AlertLabKit

/// A callback runner for drawing tests: handlers and delegate methods do nothing.
struct DrawingSilentRunner: CallbackRunner {
  func call(_ callable: Callable, arguments: [CallbackArgument], world: inout World) throws {}
  func callMethod(
    _ selector: [String], on object: ObjectID, arguments: [CallbackArgument], world: inout World
  ) throws -> CallbackResult? { nil }
}

/// Worlds and checks the drawing tests share.
enum DrawingFixtures {
  static let runner = DrawingSilentRunner()
  static let ascii = DrawingOptions(ascii: true)

  /// An alert or action sheet with the given actions, added in order.
  static func makeAlert(
    in world: inout World, title: String?, message: String?, style: AlertStyle = .alert,
    actions: [(String, ActionStyle)]
  ) throws -> ObjectID {
    let controller = world.makeAlertController(title: title, message: message, style: style)
    for (title, actionStyle) in actions {
      try world.addAction(
        world.makeAction(title: title, style: actionStyle, handler: nil), to: controller)
    }
    return controller
  }

  /// Presents `controller` from `self`.
  static func present(_ controller: ObjectID, in world: inout World) throws {
    try world.present(
      controller, from: world.rootViewController, completion: nil, runner: runner)
  }

  /// The seed's first alert: "DefaultStyle" with Cancel and OK.
  static func defaultStyleAlert(in world: inout World) throws -> ObjectID {
    try makeAlert(
      in: &world, title: "DefaultStyle", message: "the default alert view style",
      actions: [("Cancel", .cancel), ("OK", .default)])
  }

  /// Seed 001's action sheet: Cancel added first, then Delete (destructive), then Archive.
  static func seedSheet(in world: inout World) throws -> ObjectID {
    try makeAlert(
      in: &world, title: nil, message: nil, style: .actionSheet,
      actions: [("Cancel", .cancel), ("Delete", .destructive), ("Archive", .default)])
  }

  /// The drawing in ASCII without colour.
  static func draw(_ world: World) -> String {
    ScreenRenderer.draw(world, options: ascii)
  }

  /// Display widths of the lines.
  static func widths(_ drawing: String) -> [Int] {
    drawing.split(separator: "\n", omittingEmptySubsequences: false).map {
      DisplayWidth.of(String($0))
    }
  }

  /// For every line of a framed drawing that crosses a box, the display columns of the
  /// box's left and right sides (the second and second-to-last border characters).
  static func boxSides(_ drawing: String, borders: Set<Character> = ["|", "+"]) -> [[Int]] {
    var result: [[Int]] = []
    for line in drawing.split(separator: "\n") {
      var column = 0
      var found: [Int] = []
      for character in line {
        if borders.contains(character) { found.append(column) }
        column += DisplayWidth.of(String(character))
      }
      if found.count >= 4 { result.append([found[1], found[found.count - 2]]) }
    }
    return result
  }

  /// Checks that a framed drawing lines up: every line of the frame as wide as the screen,
  /// and every line of each box with its sides at the same columns.
  static func expectAligned(
    _ drawing: String, world: World, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = widths(drawing).dropLast()
    #expect(
      Set(lines) == [ScreenRenderer.width(of: world)], "frame lines differ in width",
      sourceLocation: sourceLocation)
    let sides = boxSides(drawing)
    #expect(!sides.isEmpty, "no box found", sourceLocation: sourceLocation)
    #expect(Set(sides).count == 1, "box sides differ: \(sides)", sourceLocation: sourceLocation)
  }
}

/// Compares a drawing with its golden text.
func expectDrawing(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual == expected, sourceLocation: sourceLocation)
}
