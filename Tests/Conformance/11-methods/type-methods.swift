// Type methods with static and class, and self inside type methods.
struct Achievements {
  static var bestScore = 0
  var earned: [String] = []
  static func submit(_ score: Int) -> Bool {
    guard score > bestScore else { return false }
    bestScore = score
    return true
  }
  static func badge(for score: Int) -> String { score >= bestScore ? "gold" : "silver" }
  mutating func record(_ score: Int) {
    if Achievements.submit(score) { earned.append("record \(score)") }
    earned.append(Achievements.badge(for: score))
  }
}
var ana = Achievements(), ben = Achievements()
ana.record(120)
ben.record(90)
ben.record(150)
ana.record(140)
print(ana.earned, ben.earned, Achievements.bestScore)
class Sticker {
  class func material() -> String { "paper" }
  class func label() -> String { "a \(self.material()) sticker" }
  static func make() -> Self { self.init() }
  required init() {}
}
final class FoilSticker: Sticker {
  override class func material() -> String { "foil" }
}
print(Sticker.label(), FoilSticker.label())
let made = FoilSticker.make()
print(type(of: made))
let kinds: [Sticker.Type] = [Sticker.self, FoilSticker.self]
print(kinds.map { $0.material() })
enum Recipe {
  static func scale(_ grams: Int, servings: Int) -> Int { grams * servings / 4 }
  static let baseServings = 4
}
print(Recipe.scale(300, servings: 6), Recipe.baseServings)
print(Int.max.advanced(by: -1), Int("3")!, String.init(42), Double.maximum(2, 7.5))
