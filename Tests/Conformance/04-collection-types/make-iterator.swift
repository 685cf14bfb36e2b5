// makeIterator() on the standard collections: next() gives each element in turn, then nil.
let scores = [70, 85, 92]
var walker = scores.makeIterator()
while let score = walker.next() {
  print("score", score)
}
print(walker.next() as Any)

var letters = "abc".makeIterator()
print(letters.next()!, letters.next()!)

var countdown = (1...3).reversed().makeIterator()
print(countdown.next() ?? 0)

var steps = (0..<2).makeIterator()
var seen: [Int] = []
while let step = steps.next() {
  seen.append(step * 10)
}
print(seen)

func firstTwo(_ words: [String]) -> [String] {
  var iterator = words.makeIterator()
  var result: [String] = []
  if let first = iterator.next() { result.append(first) }
  if let second = iterator.next() { result.append(second) }
  return result
}
print(firstTwo(["tent", "stove", "map"]))
print(firstTwo([]))
