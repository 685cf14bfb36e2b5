// Extensions of the standard library's protocols reach every type that adopts them.
extension CustomStringConvertible {
  var framed: String { "[" + description + "]" }
}

extension Comparable {
  func limited(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}

extension Collection {
  var hasItems: Bool { !isEmpty }
}

extension Sequence where Element: Numeric {
  func sum() -> Element { reduce(0, +) }
}

print(7.framed, true.framed, 2.5.framed, "OK".framed)
print([1, 2].framed, (1...3).framed)
print(15.limited(to: 0...10), (-2.5).limited(to: 0.0...1.0), "m".limited(to: "a"..."k"))
print([3].hasItems, "".hasItems, [4, 5, 6].sum(), [0.5, 0.25].sum())
