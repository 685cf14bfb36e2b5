// A method named without a call is a function bound to its instance.
struct Printer {
  let prefix: String
  func show(_ line: String) { print(prefix + line) }
}

final class Counter {
  var total = 0
  func add(_ amount: Int) -> Int {
    total += amount
    return total
  }
}

let printer = Printer(prefix: "> ")
["first", "second"].forEach(printer.show)
let counter = Counter()
let add = counter.add
print(add(2), add(3))
print([10, 20].map(counter.add), counter.total)
