// A closure made in a struct's method captures `self` as it is then; one made in a
// mutating method changes the instance through `self.` and the implicit property alike.
var pending: [() -> Void] = []
func later(_ work: @escaping () -> Void) { pending.append(work) }
func now(_ work: () -> Void) { work() }

struct Counter {
  var count = 1
  var label = "taps"

  func report() {
    later { print("later:", count, self.count, label) }
    now { print("now:", count) }
  }

  mutating func add() {
    now { count += 10 }
    now { self.count += 100 }
  }
}

var counter = Counter()
counter.report()
counter.count = 5
counter.label = "clicks"
counter.add()
print("after add:", counter.count)
var copy = counter
copy.report()
copy.count = 0
pending.forEach { $0() }

final class Box {
  var count = 1
  func report() { later { print("class:", self.count) } }
}
let box = Box()
box.report()
box.count = 7
pending.last?()
