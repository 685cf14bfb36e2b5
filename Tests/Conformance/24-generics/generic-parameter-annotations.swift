// A local annotated with a generic parameter's name takes the type bound to it, so an
// implicit member (`.zero`) or a literal there is of that type.
func total<T: Numeric>(_ values: [T]) -> T {
  var sum: T = .zero
  for value in values {
    sum += value
  }
  return sum
}

func midpoint<F: FloatingPoint>(_ a: F, _ b: F) -> F {
  let two: F = 2
  return (a + b) / two
}

func firstOrFallback<Item>(_ items: [Item], _ fallback: Item) -> Item {
  let chosen: Item = items.first ?? fallback
  return chosen
}

print(total([1, 2, 3]))
print(total([0.5, 0.25]))
print(midpoint(1.0, 2.0))
print(midpoint(Float(3), Float(4)))
print(firstOrFallback([String](), "none"), firstOrFallback([7, 8], 0))
let empty: [Double] = []
print(total(empty))
