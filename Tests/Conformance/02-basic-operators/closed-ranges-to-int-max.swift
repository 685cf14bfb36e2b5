// Closed and half-open ranges, up to the largest Int.
let lastTwo = (Int.max - 1)...Int.max
print(lastTwo.count, lastTwo, lastTwo.contains(Int.max))
print(0...Int.max, (0...Int.max).contains(5))
print(1...3, 0..<2, Array(1...3), (1...3).map { $0 * 2 })
for level in 1...3 { print(level, terminator: " ") }
print()
switch 5 {
case 1...5: print("in")
default: print("out")
}
let scores = [10, 20, 30]
print(scores[0...1], scores[1..<3], (1...4).reduce(0, +), (0..<0).isEmpty)
