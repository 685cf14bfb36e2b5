// Opaque and boxed types with primary associated types, and opaque results in protocols.
protocol Store<Item> {
  associatedtype Item
  var items: [Item] { get }
  func first(where test: (Item) -> Bool) -> Item?
}
extension Store {
  func first(where test: (Item) -> Bool) -> Item? {
    for item in items where test(item) { return item }
    return nil
  }
}
struct Shelf: Store { var items: [String] }
struct Crate: Store { var items: [Int] }
func strings() -> some Store<String> { Shelf(items: ["jam", "tea", "oats"]) }
func anyStores() -> [any Store] { [Shelf(items: ["x"]), Crate(items: [1, 2])] }
let shelf = strings()
print(shelf.items, shelf.first { $0.hasPrefix("t") } ?? "none", shelf.items.count)
print(anyStores().map { $0.items.count })
func countAll(_ stores: [any Store<Int>]) -> Int { stores.reduce(0) { $0 + $1.items.count } }
print(countAll([Crate(items: [1, 2, 3]), Crate(items: [])]))
protocol Shape { func area() -> Double }
struct Rect: Shape {
  var w: Double, h: Double
  func area() -> Double { w * h }
}
protocol Factory {
  associatedtype Product: Shape
  func make(_ size: Double) -> Product
}
struct RectFactory: Factory {
  func make(_ size: Double) -> some Shape { Rect(w: size, h: 2) }
}
let factory = RectFactory()
print(factory.make(3).area(), [1.0, 2.5].map { factory.make($0).area() })
func describe(_ value: any CustomStringConvertible) -> String { "<\(value.description)>" }
print(describe(42), describe([1, 2]), describe("s"))
let boxes: [any Equatable] = [1, "a", 2.5]
print(boxes.count, boxes.compactMap { $0 as? Int })
func same<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool { (b as? T) == a }
print(same(1, 1), same(1, "1"), same("x", "x"))
