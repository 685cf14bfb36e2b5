// Protocol extensions providing default implementations and constrained extensions.
protocol Describable {
  var name: String { get }
  func describe() -> String
}
extension Describable {
  func describe() -> String { "This is \(name)" }
  func shout() -> String { describe().uppercased() + "!" }
}
struct Lamp: Describable { let name = "a lamp" }
struct Clock: Describable {
  let name = "a clock"
  func describe() -> String { "Tick tock, \(name)" }
}
print(Lamp().describe(), "|", Lamp().shout())
print(Clock().describe(), "|", Clock().shout())
let items: [any Describable] = [Lamp(), Clock()]
print(items.map { $0.describe() })

extension Sequence where Element: Numeric {
  func sum() -> Element { reduce(0, +) }
}
extension Sequence where Element == String {
  func sentence() -> String { joined(separator: " ") + "." }
}
print([1, 2, 3].sum(), [0.5, 0.25].sum(), Set([10]).sum())
print(["swift", "is", "fun"].sentence())

extension Collection where Element: Equatable {
  func allEqual() -> Bool {
    guard let first else { return true }
    return allSatisfy { $0 == first }
  }
}
print([1, 1, 1].allEqual(), ["a", "b"].allEqual(), [Int]().allEqual(), "zzz".allEqual())

protocol Shape { func area() -> Double }
extension Shape { func area() -> Double { 0 }; func label() -> String { "area \(area())" } }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Dot: Shape {}
print(Square(side: 3).label(), Dot().label())

protocol Greeter {}
extension Greeter { func hello() -> String { "hello from extension" } }
struct Host: Greeter { func hello() -> String { "hello from Host" } }
let concrete = Host()
let existential: any Greeter = Host()
print(concrete.hello(), "/", existential.hello())
