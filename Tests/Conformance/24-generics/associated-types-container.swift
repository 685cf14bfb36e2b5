// Protocols with associated types, conforming generic types and where clauses.
protocol Bin {
  associatedtype Item
  mutating func put(_ item: Item)
  var size: Int { get }
  subscript(i: Int) -> Item { get }
}
struct CoinJar: Bin {
  var coins: [Int] = []
  mutating func put(_ item: Int) { coins.append(item) }
  var size: Int { coins.count }
  subscript(i: Int) -> Int { coins[i] }
}
struct Conveyor<Element>: Bin {
  var items: [Element] = []
  mutating func put(_ item: Element) { items.append(item) }
  var size: Int { items.count }
  subscript(i: Int) -> Element { items[i] }
}
extension Array: Bin {
  mutating func put(_ item: Element) { append(item) }; var size: Int { count }
}
func sameContents<A: Bin, B: Bin>(_ a: A, _ b: B) -> Bool
where A.Item == B.Item, A.Item: Equatable {
  guard a.size == b.size else { return false }
  for i in 0..<a.size where a[i] != b[i] { return false }
  return true
}
var belt = Conveyor<String>()
belt.put("box"); belt.put("crate"); belt.put("sack")
print(sameContents(belt, ["box", "crate", "sack"]), sameContents(belt, ["box"]))
var jar = CoinJar()
jar.put(20); jar.put(50)
print(sameContents(jar, [20, 50]), jar[1])
extension Bin where Item: Equatable {
  func begins(with item: Item) -> Bool { size > 0 && self[0] == item }
}
extension Bin where Item == Double {
  func mean() -> Double { (0..<size).reduce(0.0) { $0 + self[$1] } / Double(size) }
}
print(belt.begins(with: "box"), [3, 3].begins(with: 4), [2.0, 4.5, 9.25, 0.25].mean())
protocol TrimmableBin: Bin {
  associatedtype Tail: TrimmableBin where Tail.Item == Item
  func last(_ n: Int) -> Tail
}
extension Conveyor: TrimmableBin {
  func last(_ n: Int) -> Conveyor { Conveyor(items: Array(items.suffix(n))) }
}
print(belt.last(2).items)
func render<B: Bin>(_ b: B) -> String where B.Item: CustomStringConvertible {
  (0..<b.size).map { b[$0].description }.joined(separator: "+")
}
print(render(jar), render(belt), render([true, false]))
