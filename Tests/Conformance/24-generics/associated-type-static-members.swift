// A static member reached through a generic parameter's associated type (`C.Item.zero`).
protocol Container {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
struct Box<Element>: Container {
  var items: [Element]
  var count: Int { items.count }
  subscript(i: Int) -> Element { items[i] }
}
protocol Summable { static func + (a: Self, b: Self) -> Self; static var zero: Self { get } }
extension Int: Summable { static var zero: Int { 0 } }
extension String: Summable { static var zero: String { "" } }
func sum<C: Container>(_ c: C) -> C.Item where C.Item: Summable {
  var total = C.Item.zero
  for i in 0..<c.count { total = total + c[i] }
  return total
}
print(sum(Box(items: [4, 8, 15])), sum(Box(items: ["ada", "grace"])))
func zeroOf<T: Summable>(_ value: T) -> T { T.zero }
print(zeroOf(7), zeroOf("text").isEmpty)
