// One operator, two overloads: applying a function to a value, and composing two
// functions. The more specific overload takes two functions.
precedencegroup PipePrecedence {
  associativity: left
}
infix operator |> : PipePrecedence

func |> <A, B>(value: A, transform: (A) -> B) -> B {
  transform(value)
}

func |> <A, B, C>(
  first: @escaping (A) -> B, second: @escaping (B) -> C
) -> (A) -> C {
  { second(first($0)) }
}

func square(_ x: Int) -> Int { x * x }
func increment(_ x: Int) -> Int { x + 1 }
func describe(_ x: Int) -> String { "value \(x)" }

func map<A, B>(_ transform: @escaping (A) -> B) -> ([A]) -> [B] {
  { $0.map(transform) }
}

print(3 |> square |> increment)
let both = square |> increment
print(both(4))
print([1, 2, 3] |> map(square |> increment |> describe))
print(5 |> (increment |> square))

// A function of two parameters is no `(A) -> B`: it is applied, not composed.
func keepingEven(
  _ reducer: @escaping (Int, Int) -> Int
) -> (Int, Int) -> Int {
  { total, next in next % 2 == 0 ? reducer(total, next) : total }
}
func add(_ a: Int, _ b: Int) -> Int { a + b }
print((1...10).reduce(0, add |> keepingEven))
print((1...10).reduce(0, (+) |> keepingEven), (1...4).reduce(1, (*) |> keepingEven))
