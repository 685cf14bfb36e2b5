// Operators passed as functions, tuples compared in order, a guard that ends in a call of a
// function returning Never, and a function whose body is one closure.
func fold(_ values: [Int], _ start: Int, _ step: (Int, Int) -> Int) -> Int {
  var total = start
  for value in values { total = step(total, value) }
  return total
}
print(fold([3, 4, 5], 0, +), fold([3, 4, 5], 1, *), fold([50, 7], 1000, %))
print([9, 2, 7].sorted(by: >), [9, 2, 7].sorted(by: <))

let tides = [(3, "neap"), (1, "spring"), (3, "king"), (2, "ebb")]
print(tides.sorted { $0 < $1 }.map { "\($0.0)-\($0.1)" })
print((1, "b") < (1, "c"), (2, 0) > (1, 9), (4, 4) <= (4, 4), ("a", 2) >= ("b", 1))

func abandonShip(_ reason: String) -> Never { fatalError(reason) }
let depth: Int? = 40
guard let metres = depth else { abandonShip("no sounding") }
print("sounding", metres)

func chain(_ first: @escaping (Int) -> Int, _ second: @escaping (Int) -> Int) -> (Int) -> Int {
  { second(first($0)) }
}
let addThenDouble = chain({ $0 + 1 }, { $0 * 2 })
print(addThenDouble(4), chain(addThenDouble, addThenDouble)(1))
