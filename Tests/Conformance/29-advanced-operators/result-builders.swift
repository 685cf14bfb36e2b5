// A result builder assembling alert text from declarative blocks.
protocol Line { func render() -> String }
struct Text: Line {
  var content: String
  func render() -> String { content }
}
struct Stars: Line {
  var count: Int
  func render() -> String { String(repeating: "*", count: count) }
}
struct Joined: Line {
  var parts: [Line]
  func render() -> String { parts.map { $0.render() }.joined(separator: "\n") }
}

@resultBuilder
enum AlertBuilder {
  static func buildBlock(_ components: Line...) -> Line { Joined(parts: components) }
  static func buildEither(first component: Line) -> Line { component }
  static func buildEither(second component: Line) -> Line { component }
  static func buildOptional(_ component: Line?) -> Line { component ?? Joined(parts: []) }
  static func buildArray(_ components: [Line]) -> Line { Joined(parts: components) }
  static func buildExpression(_ s: String) -> Line { Text(content: s) }
  static func buildExpression(_ l: Line) -> Line { l }
}

func makeAlert(@AlertBuilder content: () -> Line) -> String { content().render() }

func batteryAlert(level: Int, critical: Bool, tips: [String]) -> String {
  makeAlert {
    Stars(count: 10)
    "Battery at \(level)%"
    if critical {
      "Plug in now!"
    } else {
      "Consider charging soon."
    }
    if level < 5 {
      Text(content: "Shutting down in 1 minute")
    }
    for (i, tip) in tips.enumerated() {
      "tip \(i + 1): \(tip)"
    }
    Stars(count: 10)
  }
}
print(batteryAlert(level: 3, critical: true, tips: ["dim screen", "close apps"]))
print("---")
print(batteryAlert(level: 18, critical: false, tips: []))
