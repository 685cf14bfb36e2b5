// min and max take any Comparable values, not only numbers: strings compare by their
// characters, a type of one's own by its `<`, and of equal values max keeps the last.
struct Priority: Comparable, CustomStringConvertible {
  let level: Int
  let name: String
  static func < (a: Priority, b: Priority) -> Bool { a.level < b.level }
  static func == (a: Priority, b: Priority) -> Bool { a.level == b.level }
  var description: String { "\(name) (\(level))" }
}

let titles = ["Delete", "Cancel", "Rename"]
print(max("Delete", "Cancel"), min("Delete", "Cancel"))
print(min(titles[0], titles[1], titles[2]), max(titles[0], titles[1], titles[2]))
let low = Priority(level: 1, name: "info")
let high = Priority(level: 3, name: "destructive")
let alsoHigh = Priority(level: 3, name: "warning")
print(max(low, high), min(low, high))
print(max(high, alsoHigh), min(high, alsoHigh))
print(max(2, 9), min(4.5, 1.5), max(3, 2.5))
