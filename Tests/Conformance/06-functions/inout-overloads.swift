// Overloads that differ only in `inout`: `&` chooses the one that changes its argument.
struct Counter {
  var taps = 0
}

final class Tracker {
  var taps = 0
}

func tap(_ counter: Counter) -> Counter {
  var copy = counter
  copy.taps += 1
  print("tapped a copy")
  return copy
}

func tap(_ counter: inout Counter) {
  counter.taps += 1
  print("tapped in place")
}

func tap(_ tracker: Tracker) {
  tracker.taps += 1
  print("tapped the tracker")
}

var counter = Counter()
let copied = tap(counter)
tap(&counter)
tap(&counter)
let tracker = Tracker()
tap(tracker)
print(counter.taps, copied.taps, tracker.taps)
