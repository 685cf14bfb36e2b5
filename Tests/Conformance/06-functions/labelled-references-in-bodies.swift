// A function named with its argument labels, used as a value inside a closure and inside
// another function's body.
func square(of value: Int) -> Int { value * value }
func label(for count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

let squares = { [1, 2, 3].map(square(of:)) }
print(squares())

func describe(_ counts: [Int]) -> [String] {
  counts.map(label(for:))
}
print(describe([1, 4]))

struct Report {
  func lines(_ values: [Int]) -> [String] {
    values.map(square(of:)).map(label(for:))
  }
}
print(Report().lines([2, 1]))
