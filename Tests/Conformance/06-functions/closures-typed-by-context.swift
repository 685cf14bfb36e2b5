// A closure written where a function type is expected takes its parameter and result types
// from it: a whole-number literal passed to a `Double` parameter is a Double.
let halve: (Double) -> Double = { $0 / 2 }
print(halve(9))
let scalers: [(Double) -> Double] = [{ $0 * 3 }, { _ in 10 }]
for scale in scalers { print(scale(2)) }
let named: [(String, (Double) -> Double)] = [("negate", { -$0 }), ("square", { $0 * $0 })]
for (name, rule) in named { print(name, rule(5)) }
var optionalRule: ((Double) -> Double)? = { _ in 7 }
print(optionalRule?(1) ?? 0)
optionalRule = nil
print(optionalRule?(1) ?? -1)
func applying(_ rule: (Double) -> Double, to value: Double) -> Double { rule(value) }
print(applying({ $0 + 0.5 }, to: 2))
let doubler: (Int) -> Int = { $0 * 2 }
print(doubler(21))
let describe: (Double, Int) -> String = { "\($0) and \($1)" }
print(describe(3, 4))
func area(width: Double, height: Double) -> Double { width * height }
func bump(_ value: inout Int) { value += 1 }
print(type(of: area), type(of: bump))
