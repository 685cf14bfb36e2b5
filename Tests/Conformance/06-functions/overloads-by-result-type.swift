// Methods that differ only in their result: the type the context expects picks one, and a
// generic result parameter is bound to it, in a single-expression body too.
extension Sequence where Element: Numeric {
  func total() -> Element { reduce(0, +) }
}

extension Collection where Element: BinaryInteger {
  func mean() -> Element {
    isEmpty ? 0 : total() / Element(count)
  }

  func mean<F: BinaryFloatingPoint>() -> F {
    isEmpty ? .zero : F(total()) / F(count)
  }
}

struct Gauge {
  var level = 3

  func read() -> Int { level }
  func read() -> String { "level \(level)" }
  func read() -> Double { Double(level) / 4 }
}

let laps = [61, 58, 64, 60]
let rounded: Int = laps.mean()
let exact: Double = laps.mean()
let single: Float = laps.mean()
print(rounded, exact, single)
print(laps.mean() as Double, [Int]().mean() as Double, [Int]().mean() as Int)

let gauge = Gauge()
let n: Int = gauge.read()
let s: String = gauge.read()
let d: Double = gauge.read()
print(n, s, d)
print(gauge.read() as String)
