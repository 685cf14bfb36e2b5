// In an extension of a standard collection, `.zero` is the element type's zero when
// `reduce` starts from it, and `Element(count)` converts to the element type.
extension Sequence where Element: AdditiveArithmetic {
  var total: Element { reduce(.zero, +) }
}

extension Collection where Element: BinaryFloatingPoint {
  var mean: Element { total / Element(count) }
}

let prices: [Double] = [2.5, 4.0, 3.5]
let counts = [3, 4, 5]
let weights: [Float] = [1, 2, 4]
print(prices.total, prices.mean)
print(counts.total, weights.mean)
print(Int.zero, Double.zero, Float.zero, UInt8.zero)
let start: Double = .zero
print(start + prices.total)
