// A property or method of an extension of a collection that gives `Element` gives a value
// of the element type: a literal there is read as that type.
extension Collection where Element: BinaryFloatingPoint {
  var average: Element {
    isEmpty ? 0 : reduce(0, +) / Element(count)
  }

  func largest() -> Element {
    if isEmpty { return 0 }
    return self.max() ?? 0
  }

  var firstOrZero: Element? { isEmpty ? nil : first }
}

extension Array where Element: Numeric {
  var total: Element { reduce(0, +) }
}

let empty: [Float] = []
print(empty.average, empty.largest(), empty.firstOrZero as Any)
let ratings: [Double] = [4, 5, 3.5]
print(ratings.average, ratings.largest(), ratings.firstOrZero as Any)
let weights: [Float] = [1, 2.5]
print(weights.total, [Double]().total, [1, 2, 3].total)
