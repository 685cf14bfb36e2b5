// A lazy sequence printed shows what it wraps and its steps, as the standard library does.
let readings = [3, 8, 1, 9]
let doubled = readings.lazy.map { (value: Int) -> Int in value * 2 }
print(doubled)
print(readings.lazy)
let large = readings.lazy.filter { $0 > 2 }
print(large)
print(doubled.filter { $0 > 5 })
print((1...3).lazy.map { (n: Int) -> String in String(repeating: "*", count: n) })
print((0..<2).lazy)
let evens = readings.lazy.compactMap { (n: Int) -> Int? in n % 2 == 0 ? n : nil }
print(evens)
func label(_ n: Int) -> String { "#\(n)" }
let labels = readings.lazy.map(label)
print("\(labels)")
debugPrint(large)
print([large])
print(Array(doubled), Array(evens), large.count, Array(labels))
