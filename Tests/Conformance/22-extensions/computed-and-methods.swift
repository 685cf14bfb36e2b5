// Extending built-in types with computed properties, methods, subscripts and mutating methods.
extension Int {
  var kilobytes: Int { self * 1_024 }
  var megabytes: Int { self * 1_024 * 1_024 }
  var isPrime: Bool {
    guard self > 1 else { return false }
    return !(2..<self).contains { self % $0 == 0 }
  }
  func times(_ action: (Int) -> Void) {
    for i in 0..<self { action(i) }
  }
  mutating func halve() { self /= 2 }
  subscript(bit index: Int) -> Int { (self >> index) & 1 }
}
print(4.kilobytes, 2.megabytes + 512.kilobytes)
print((1...20).filter(\.isPrime))
3.times { print("round \($0 + 1)") }
var budget = 250
budget.halve()
print(budget)
print((0..<8).map { 0b1011_0010[bit: $0] })
extension Double {
  var asPercent: String { "\(self * 100)%" }
  func rounded(toPlaces places: Int) -> Double {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    return Double(Int(self * factor + 0.5)) / factor
  }
}
print(0.25.asPercent, 3.14159.rounded(toPlaces: 2))
extension String {
  var initials: String { split(separator: " ").compactMap(\.first).map(String.init).joined() }
  func padded(to width: Int, with pad: Character = ".") -> String {
    count >= width ? self : self + String(repeating: pad, count: width - count)
  }
}
print("Katherine Coleman Johnson".initials)
for (dish, price) in [("Soup", 6), ("Lemon tart", 5)] {
  print(dish.padded(to: 14) + "\(price)")
}
extension Array where Element == Int {
  var total: Int { reduce(0, +) }
}
extension Collection {
  var middle: Element? { isEmpty ? nil : self[index(startIndex, offsetBy: count / 2)] }
}
print([4, 5, 6].total, [1, 2, 3, 4, 5].middle as Any, "abc".middle as Any, [Int]().middle as Any)
