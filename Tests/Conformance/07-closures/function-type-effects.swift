// A function type's effects are part of its name: `type(of:)` says `throws` and `async`
// as the annotation and the closure's signature write them.
let c = { (x: Int) throws -> Int in x }
print(type(of: c))
let f: () throws -> Int = { 1 }
print(type(of: f))
let g: (() throws -> Int) throws -> Int = { try $0() }
print(type(of: g))
let h: (Int) async throws -> Int = { $0 }
print(type(of: h))
let k: () -> Int = { 2 }
print(type(of: k))
let v: () -> Void = {}
print(type(of: v))
print((try? g(f)) ?? 0)
let thrower: Any = c
print(thrower is (Int) throws -> Int)
