import Testing

@testable import AlertLabScript

/// Source text with position markers (`1️⃣`, `2️⃣`, ...) where diagnostics must point, in the
/// style of swift-format's tests: the markers are removed and their line and column kept.
struct MarkedSource {
  static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  let source: String
  /// Marker → (line, column), 1-based, columns in characters.
  let positions: [Character: (line: Int, column: Int)]

  init(_ marked: String) {
    var source = ""
    var positions: [Character: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    for character in marked {
      if MarkedSource.markers.contains(character) {
        positions[character] = (line, column)
        continue
      }
      source.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    self.source = source
    self.positions = positions
  }
}

/// Parses `marked` and expects a diagnostic with `message` at `marker`.
func expectDiagnostic(
  _ marked: String, _ message: String, at marker: Character = "1️⃣",
  severity: Diagnostic.Severity = .error,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let input = MarkedSource(marked)
  let diagnostics = Parser.parse(input.source).diagnostics
  guard let position = input.positions[marker] else {
    Issue.record("no marker \(marker) in the input", sourceLocation: sourceLocation)
    return
  }
  let found = diagnostics.first { $0.message == message }
  guard let found else {
    Issue.record(
      "no diagnostic '\(message)'; got: \(diagnostics.map { "\($0.range.start): \($0.message)" })",
      sourceLocation: sourceLocation)
    return
  }
  #expect(found.severity == severity, sourceLocation: sourceLocation)
  #expect(
    found.range.start.line == position.line && found.range.start.column == position.column,
    "'\(message)' at \(found.range.start), expected \(position.line):\(position.column)",
    sourceLocation: sourceLocation)
}

@Suite struct DiagnosticMarkerTests {
  @Test func markersAreRemovedAndTheirPositionsKept() {
    let input = MarkedSource("let 1️⃣x = 1\n  2️⃣登录3️⃣")
    #expect(input.source == "let x = 1\n  登录")
    #expect(input.positions["1️⃣"]?.line == 1)
    #expect(input.positions["1️⃣"]?.column == 5)
    #expect(input.positions["2️⃣"]?.column == 3)
    #expect(input.positions["3️⃣"]?.line == 2)
    #expect(input.positions["3️⃣"]?.column == 5)
  }
}
