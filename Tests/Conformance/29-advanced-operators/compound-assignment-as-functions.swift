// Compound assignments of arithmetic passed where a function is wanted: they change their
// first argument in place.
let rows = [[3, 1], [4], [1, 5, 9]]
let flattened = rows.reduce(into: [], +=)
print(flattened)

let sum = [2, 7, 1, 8].reduce(into: 0, +=)
print("sum:", sum)

let product = [1.5, 2.0, 4.0].reduce(into: 1.0, *=)
print("product:", product)

let sentence = ["swift", " ", "alerts"].reduce(into: "", +=)
print(sentence)

let countdown = [10, 3, 2].reduce(into: 100, -=)
print("left:", countdown)

var score = 40
let bonus: (inout Int, Int) -> Void = (+=)
bonus(&score, 2)
print("score:", score)

func apply(_ change: (inout Int, Int) -> Void, to value: Int, with amount: Int) -> Int {
  var copy = value
  change(&copy, amount)
  return copy
}
print(apply(+=, to: 5, with: 5), apply(*=, to: 5, with: 5), apply(%=, to: 17, with: 5))
