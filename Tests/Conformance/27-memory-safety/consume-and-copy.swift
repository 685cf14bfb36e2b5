// Noncopyable types, `consume` and `copy`: ownership the compiler checks; the values are
// the ones the bindings hold. `copy` and `consume` stay usable as names.
struct Token: ~Copyable {
  let id: Int
  consuming func redeem() -> Int { id }
  borrowing func peek() -> Int { id }
}
enum Order: ~Copyable {
  case a(Int)
  case b
}
func run(_ o: consuming Order) {
  switch consume o {
  case .a(let n): print("a", n)
  case .b: print("b")
  }
}
func show(_ t: borrowing Token) { print("token", t.peek()) }
func demo() {
  run(.a(7))
  run(.b)
  let t = Token(id: 3)
  show(t)
  let x = 5
  let y = copy x
  let z = consume t
  print(y, z.redeem())
  let copy = 2
  let consume = copy + 1
  print(copy, consume)
}
demo()
