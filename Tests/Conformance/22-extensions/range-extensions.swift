// Extensions of the standard ranges: `Bound` is the type of the range's ends, whatever
// they are.
extension ClosedRange {
  func clamp(_ value: Bound) -> Bound {
    Swift.min(Swift.max(value, lowerBound), upperBound)
  }

  var ends: (Bound, Bound) { (lowerBound, upperBound) }
}

extension Range {
  func holds(_ value: Bound) -> Bool { contains(value) }
}

let percent = 0...100
print(percent.clamp(140), percent.clamp(-3), percent.clamp(42))
let unit = 0.0...1.0
print(unit.clamp(1.5), unit.clamp(0.25))
let letters = "b"..."y"
print(letters.clamp("a"), letters.clamp("z"), letters.clamp("m"))
print(percent.ends, unit.ends)
let slots = 0..<4
print(slots.holds(3), slots.holds(4))
