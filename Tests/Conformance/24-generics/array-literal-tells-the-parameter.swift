// `[T]` given an array literal: its first element tells the type, and the implicit members
// after it are cases of that type.
enum ChartKind: String {
  case line, bar, pie
}

enum Tint {
  case red, green
}

func labels<T>(_ items: [T]) -> [String] {
  items.map { "\($0)" }
}

func count<T: Hashable>(_ items: [T], of wanted: T) -> Int {
  items.filter { $0 == wanted }.count
}

print(labels([ChartKind.line, .bar, .pie]))
print(count([Tint.red, .green, .red], of: .red))
print(labels([ChartKind.pie.rawValue, "x"]), labels([1, 2]))
