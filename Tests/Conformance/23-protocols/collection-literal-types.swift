// Types of the program's own made from array and dictionary literals.
struct Tally<Item: Hashable>: ExpressibleByArrayLiteral, CustomStringConvertible {
  private var counts: [Item: Int] = [:]

  init(arrayLiteral items: Item...) {
    for item in items { counts[item, default: 0] += 1 }
  }

  func count(of item: Item) -> Int { counts[item] ?? 0 }

  var description: String { "Tally of \(counts.count) kinds" }
}

let taps: Tally<String> = ["OK", "Cancel", "OK", "OK"]
print(taps, taps.count(of: "OK"), taps.count(of: "Later"))

struct Route: ExpressibleByArrayLiteral {
  var screens: [String]
  init(arrayLiteral screens: String...) { self.screens = screens }
}

func open(_ route: Route) {
  print(route.screens.isEmpty ? "(root)" : route.screens.joined(separator: " > "))
}
open(["Settings", "Privacy"])
open([])
let home: Route = ["Home"]
print(home.screens)

struct Labels: ExpressibleByDictionaryLiteral {
  var pairs: [(String, String)]
  init(dictionaryLiteral pairs: (String, String)...) { self.pairs = pairs }
}

let labels: Labels = ["ok": "OK", "cancel": "Cancel"]
for (key, title) in labels.pairs {
  print(key, "->", title)
}
let none: Labels = [:]
print(none.pairs.count)
