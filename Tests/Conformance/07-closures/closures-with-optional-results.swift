// A closure whose type's result is optional returns that optional, whether the type is
// written in the closure or where the closure is kept.
let half = { (n: Int) -> Int? in n.isMultiple(of: 2) ? n / 2 : nil }
if let value = half(8) { print("half of 8:", value) }
print(half(8) as Any, half(7) as Any)

let lookup: (String) -> Int? = { name in name.count }
if let length = lookup("alert") { print("length:", length) }
print(lookup("sheet") as Any)

var counter = 0
let bump: (inout Int) -> Int? = { value in
  value += 1
  return value
}
if let now = bump(&counter) { print("now", now, "counter", counter) }

struct Validator {
  let check: (String) -> String?
  func message(for text: String) -> String {
    if let problem = check(text) { return "invalid: " + problem }
    return "ok"
  }
}
let nonEmpty = Validator(check: { $0.isEmpty ? "empty" : "fine" })
print(nonEmpty.message(for: ""), nonEmpty.message(for: "Ada"))

struct Pair<Element> {
  var items: [Element]
  init<S: Sequence>(_ source: S) where S.Element == Element { items = Array(source) }
}
print(Pair([3, 4]).items, Pair("ab").items)
