// A result builder whose buildExpression overloads take a number, an array and a tuple:
// each statement goes to the overload of its type, a tuple literal's string read as the
// Character its overload wants.
@resultBuilder
struct Repeats {
  typealias Component = [Int]

  static func buildBlock(_ parts: Component...) -> Component { parts.flatMap { $0 } }
  static func buildExpression(_ value: Int) -> Component { [value] }
  static func buildExpression(_ values: Component) -> Component { values }
  static func buildExpression(_ pair: (Int, Character)) -> Component {
    Array(repeating: pair.1.wholeNumberValue ?? -1, count: pair.0)
  }
  static func buildArray(_ parts: [Component]) -> Component { parts.flatMap { $0 } }
}

@Repeats var digits: [Int] {
  1
  [7, 8]
  (3, "5")
  for n in 1...2 {
    n * 10
  }
}

print(digits)
