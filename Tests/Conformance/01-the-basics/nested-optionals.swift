// An optional of an optional keeps its levels: nil inside is not nil outside.
let missing: String? = nil
let wrapped: String?? = missing
let literal: String?? = nil

if let level = wrapped { print("wrapped holds", level as Any) } else { print("wrapped is nil") }
if let level = literal { print("literal holds", level as Any) } else { print("literal is nil") }
print(wrapped as Any, literal as Any)

func depth(_ value: Int??) -> String {
  switch value {
  case .some(.some(let number)): return "number \(number)"
  case .some(.none): return "inner nil"
  case .none: return "outer nil"
  }
}
print(depth(nil), depth(.some(nil)), depth(8))

var scores: [String: Int?] = ["ann": 3, "bob": nil]
if let score = scores["bob"] { print("bob is listed:", score as Any) }
if let score = scores["cy"] {
  print("cy is listed:", score as Any)
} else {
  print("cy is not listed")
}
print(scores["ann"] as Any)

var remembered: Int?? = nil
print(remembered == nil)
remembered = .some(nil)
print(remembered == nil, remembered as Any)
let fallback = remembered ?? 5
print(fallback as Any)
var name: String? = "Kim"
var chosen: String?? = name
if let outer = chosen, let inner = outer { print("chosen", inner) }
name = nil
chosen = name
print(chosen as Any)
