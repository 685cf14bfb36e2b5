// The names of function types, as type(of:) prints them and as `is` compares them.
func repeatTwice(_ body: () -> Void) -> Int {
  body()
  body()
  return 2
}
func compose(_ f: @escaping (Int) -> Int) -> (Int) -> Int { { f(f($0)) } }
func label(name: String, count: Int) {}
func lookUp(_ key: Int?) -> [String: Int] { [:] }
func exchange(_ a: inout Int, _ b: inout Int) {}
func validate() throws -> Void {}
func nothing() -> Void {}
func pair() -> (Int, String) { (1, "a") }
func later(_ done: (() -> Void)?) {}
func scores() -> [Double] { [] }
print(type(of: repeatTwice))
print(type(of: compose))
print(type(of: label))
print(type(of: lookUp))
print(type(of: exchange))
print(type(of: validate))
print(type(of: nothing))
print(type(of: pair))
print(type(of: later))
print(type(of: scores))
let add = { (a: Int, b: Int) -> Int in a + b }
let say = { (text: String) -> Void in print(text) }
let call = { (f: () -> Void) -> Void in f() }
print(type(of: add), type(of: say), type(of: call))
let stored: (String) -> Void = say
print(type(of: stored))
print(repeatTwice is (() -> Void) -> Int, add is (Int, Int) -> Int)
print(say is (String) -> (), call is (() -> ()) -> Void, add is (Int) -> Int)
