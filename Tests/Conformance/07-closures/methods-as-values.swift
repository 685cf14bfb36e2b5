// A method named without calling it, inside its own type, is a function bound to the
// instance: it can be passed, stored and called later.
struct Counter {
  var label = "taps"

  func report() { print("report", label) }
  func twice(_ value: Int) -> Int { value * 2 }
  func run(_ work: () -> Void) { work() }
  func apply(_ transform: (Int) -> Int, to value: Int) -> Int { transform(value) }

  func go() {
    run(report)
    let double = twice
    print(double(4), apply(twice, to: 21))
  }
}

final class Tally {
  var count = 1
  func bump() { count += 1 }
  func makeBump() -> () -> Void { bump }
}

Counter().go()
let tally = Tally()
let bump = tally.makeBump()
bump()
bump()
print(tally.count)
print(["a", "b"].map(\.self))
