// Memory safety with value types: copy-on-write behaviour and isolated mutation.
struct AlertLog {
  var entries: [String] = []
  mutating func add(_ s: String) { entries.append(s) }
}
var live = AlertLog()
live.add("boot")
var snapshot = live
live.add("network up")
print(live.entries, snapshot.entries)
snapshot.add("snapshot only")
print(live.entries.count, snapshot.entries.count)

func appendAll(_ log: inout AlertLog, from source: AlertLog) {
  for e in source.entries { log.add(e + "'") }
}
let source = live
appendAll(&live, from: source)
print(live.entries)

var matrix = [[1, 2], [3, 4]]
var row = matrix[0]
row.append(99)
print(matrix, row)
matrix[1].append(5)
print(matrix)

final class Counter { var value = 0 }
struct Wrapper { let counter: Counter }
let w1 = Wrapper(counter: Counter())
let w2 = w1
w2.counter.value += 5
print(w1.counter.value, w2.counter.value)
var text = "abc"
var textCopy = text
text.append("d")
print(text, textCopy)
textCopy.removeAll()
print(text.count, textCopy.isEmpty)
func modify(_ a: inout [Int], _ transform: (Int) -> Int) {
  for i in a.indices { a[i] = transform(a[i]) }
}
var numbers = [1, 2, 3]
let factor = numbers.count
modify(&numbers) { $0 * factor }
print(numbers)
var dict = ["a": [1]]
dict["a"]!.append(2)
dict["b", default: []].append(3)
print(dict.keys.sorted().map { "\($0):\(dict[$0]!)" })
