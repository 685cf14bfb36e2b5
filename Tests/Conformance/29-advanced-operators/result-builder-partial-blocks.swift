// A result builder with buildPartialBlock, buildFinalResult, buildLimitedAvailability and
// expressions of several types.
struct Line: CustomStringConvertible {
  var text: String
  var description: String { text }
}
@resultBuilder
struct Doc {
  static func buildExpression(_ text: String) -> [Line] { [Line(text: text)] }
  static func buildExpression(_ line: Line) -> [Line] { [line] }
  static func buildExpression(_ lines: [Line]) -> [Line] { lines }
  static func buildPartialBlock(first: [Line]) -> [Line] { first }
  static func buildPartialBlock(accumulated: [Line], next: [Line]) -> [Line] { accumulated + next }
  static func buildOptional(_ lines: [Line]?) -> [Line] { lines ?? [] }
  static func buildEither(first lines: [Line]) -> [Line] { lines }
  static func buildEither(second lines: [Line]) -> [Line] { lines }
  static func buildArray(_ groups: [[Line]]) -> [Line] { groups.flatMap { $0 } }
  static func buildFinalResult(_ lines: [Line]) -> String {
    lines.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}
func bullet(_ text: String) -> Line { Line(text: "* " + text) }
@Doc func report(items: [String], urgent: Bool) -> String {
  "Report"
  if urgent {
    bullet("urgent")
  } else {
    "calm"
  }
  for item in items where !item.isEmpty {
    bullet(item)
  }
  [Line(text: "end"), Line(text: "bye")]
}
print(report(items: ["a", "", "b"], urgent: true))
print(report(items: [], urgent: false))
struct Card {
  var title: String
  @Doc var body: String {
    title
    if title.count > 3 { "long title" }
  }
}
print(Card(title: "Hi").body)
print(Card(title: "Hello").body)
