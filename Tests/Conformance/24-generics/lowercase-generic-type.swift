// A generic type whose name starts in lower case is made with its arguments as any other:
// the brackets after the name are its arguments, not two comparisons.
struct pair<First, Second> {
  var first: First
  var second: Second
}
final class box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
let labels = pair<String, Int>(first: "Delete", second: 2)
let stored = box<Double>(2.5)
stored.value *= 2
print(labels.first, labels.second, stored.value)
let a = 1, b = 2
print(a < b, b > a)
