// A set made from a range holds each of its numbers.
func primes(below limit: Int) -> [Int] {
  var candidates = Set(2..<limit)
  for number in 2..<limit where candidates.contains(number) {
    var multiple = number * number
    while multiple < limit {
      candidates.remove(multiple)
      multiple += number
    }
  }
  return candidates.sorted()
}
print(primes(below: 30))
let digits = Set(0...9)
print(digits.count, digits.isSuperset(of: Set(3...5)))
