// Associated values, pattern matching and recursive enumerations.
enum Payment {
  case card(last4: String, expiry: (month: Int, year: Int))
  case voucher(String)
  case cash
}
var pay = Payment.card(last4: "4821", expiry: (month: 9, year: 2031))
print(pay)
pay = .voucher("GIFT-77"); print(pay)
for p in [Payment.card(last4: "0007", expiry: (1, 2029)), .voucher("X1"), .cash] {
  switch p {
  case let .card(last4, expiry):
    print("card ending \(last4), expires \(expiry.month)/\(expiry.year)")
  case .voucher(let code):
    print("voucher \(code)")
  case .cash:
    print("cash")
  }
}
enum Reminder { case once(at: Int), repeating(every: Int, times: Int), never }
let reminders: [Reminder] = [.once(at: 9), .repeating(every: 15, times: 4), .never]
for r in reminders {
  print(r)
  if case .repeating(let every, let times) = r, every * times >= 60 {
    print("  covers at least an hour")
  }
}
indirect enum Recipe {
  case ingredient(String, grams: Int)
  case mix(Recipe, Recipe)
  case double(Recipe)
}
func weight(_ r: Recipe) -> Int {
  switch r {
  case .ingredient(_, let g): return g
  case let .mix(a, b): return weight(a) + weight(b)
  case .double(let inner): return 2 * weight(inner)
  }
}
func describe(_ r: Recipe) -> String {
  switch r {
  case .ingredient(let name, _): return name
  case let .mix(a, b): return "(\(describe(a)) + \(describe(b)))"
  case .double(let inner): return "2×\(describe(inner))"
  }
}
let dough = Recipe.mix(
  .double(.ingredient("flour", grams: 250)),
  .mix(.ingredient("water", grams: 300), .ingredient("salt", grams: 10)))
print(describe(dough), "=", weight(dough), "g")
print(Recipe.ingredient("yeast", grams: 7))
