// A Sequence extension adds `async` versions of `map` and `filter`. A closure that awaits
// picks them; a closure that does not picks the standard library's, even inside them.
extension Sequence {
  func map<T>(_ transform: (Element) async -> T) async -> [T] {
    var results: [T] = []
    for element in self {
      results.append(await transform(element))
    }
    let labels = results.map { _ in "async map" }
    print(labels.count, "results from", labels.first ?? "nothing")
    return results
  }

  func filter(_ keep: (Element) async -> Bool) async -> [Element] {
    var kept: [Element] = []
    for element in self where await keep(element) {
      kept.append(element)
    }
    print("async filter kept", kept.count)
    return kept
  }
}

func slowDouble(_ n: Int) async -> Int {
  await Task.yield()
  return n * 2
}

func isEven(_ n: Int) async -> Bool {
  n % 2 == 0
}

let doubled = await [1, 2, 3].map { await slowDouble($0) }
print(doubled)
let plain = [1, 2, 3].map { $0 + 1 }
print(plain)
let evens = await (1...6).filter { await isEven($0) }
print(evens)
let odds = (1...6).filter { $0 % 2 == 1 }
print(odds)
let words = await ["a", "bb"].map { word async in word.uppercased() }
print(words)
