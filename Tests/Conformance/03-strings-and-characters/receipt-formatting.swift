// Building a formatted receipt: padding, alignment, character filtering, string comparison.
struct LineItem { let name: String; let cents: Int; let quantity: Int }
let items = [
  LineItem(name: "Crème brûlée", cents: 650, quantity: 2),
  LineItem(name: "Espresso", cents: 280, quantity: 3),
  LineItem(name: "Bagel 🥯", cents: 325, quantity: 1),
]
func money(_ cents: Int) -> String {
  let fraction = cents % 100
  return "\(cents / 100)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
}
func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
  let fill = String(repeating: " ", count: max(0, width - s.count))
  return right ? fill + s : s + fill
}
let width = 28
print(String(repeating: "=", count: width))
var total = 0
for item in items {
  let lineTotal = item.cents * item.quantity
  total += lineTotal
  let left = "\(item.quantity)x \(item.name)"
  print(pad(left, width - 8) + pad(money(lineTotal), 8, right: true))
}
print(String(repeating: "-", count: width))
print(pad("TOTAL", width - 8) + pad(money(total), 8, right: true))
print(String(repeating: "=", count: width))

let names = items.map(\.name)
print(names.sorted())
print(names.map { $0.count }, names.map { $0.utf8.count })
let asciiOnly = names.map { String($0.filter { $0.isASCII }) }
print(asciiOnly)
let code = "  ord-2048-XK  "
let cleaned = code.filter { !$0.isWhitespace }.uppercased()
print("[\(cleaned)]", cleaned.hasPrefix("ORD"), cleaned.split(separator: "-").last!)
print(
  "apple" < "banana", "apple".lexicographicallyPrecedes("apricot"), "Apple" < "apple", "é" > "e")
print(
  "a".unicodeScalars.first!.value, Character(UnicodeScalar(98)), String(UnicodeScalar(0x1F600)!))
var tally: [Character: Int] = [:]
for ch in "brûlée" { tally[ch, default: 0] += 1 }
print(tally.keys.sorted().map { "\($0)\(tally[$0]!)" }.joined(separator: " "))
