// `quotientAndRemainder(dividingBy:)` gives both results of one division, labelled.
let (hours, minutes) = 135.quotientAndRemainder(dividingBy: 60)
print(hours, minutes)

let negative = (-17).quotientAndRemainder(dividingBy: 5)
print(negative)
print(negative.quotient, negative.remainder)

let level: UInt8 = 200
print(level.quotientAndRemainder(dividingBy: 7))

func digits(of number: Int) -> [Int] {
  var rest = number
  var result: [Int] = []
  repeat {
    let step = rest.quotientAndRemainder(dividingBy: 10)
    result.insert(step.remainder, at: 0)
    rest = step.quotient
  } while rest > 0
  return result
}
print(digits(of: 40_213))
