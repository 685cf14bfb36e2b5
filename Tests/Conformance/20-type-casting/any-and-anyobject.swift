// Type casting for Any and AnyObject, switch with is and as patterns.
final class Sticker { let text: String; init(_ t: String) { text = t } }
struct Size { var w: Int, h: Int }
var drawer: [Any] = [
  -1, 2.75, 0.0, 7, "receipt", (4, 9), Size(w: 3, h: 5), Sticker("fragile"),
  { (n: Int) -> String in String(repeating: "*", count: n) },
  ["pen", "clip"], Optional<String>.none as Any, Int16(300), -0.5,
]
for thing in drawer {
  switch thing {
  case -1 as Int:
    print("the sentinel -1")
  case 0.0 as Double:
    print("exactly zero (Double)")
  case let n as Int:
    print("an Int: \(n)")
  case let d as Double where d > 0:
    print("a positive Double: \(d)")
  case is Double:
    print("a non-positive Double")
  case let s as String:
    print("a String: \"\(s)\"")
  case let (a, b) as (Int, Int):
    print("an Int pair summing to \(a + b)")
  case let size as Size:
    print("a Size with area \(size.w * size.h)")
  case let sticker as Sticker:
    print("a sticker saying \(sticker.text)")
  case let stars as (Int) -> String:
    print("a closure producing \(stars(3))")
  case let words as [String]:
    print("\(words.count) words: \(words)")
  case let maybe as String?:
    print("an optional String:", maybe as Any)
  default:
    print("unhandled:", thing, type(of: thing))
  }
}
let refs: [AnyObject] = [Sticker("up"), Sticker("down")]
print(refs.compactMap { ($0 as? Sticker)?.text })
let boxed: Any = 12
print(boxed as? String as Any, boxed as? Int as Any, boxed)
print([1, "two", 3.0] as [Any])
let config: [String: Any] = ["sizes": [1, 2]]
print(config)
print(Int.self, type(of: boxed), boxed is Int)
