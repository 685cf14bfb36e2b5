// A member that only a protocol extension declares, no requirement, is read statically:
// through a value of the protocol's type it is the extension's, whatever the value's own type
// declares. A requirement is read from the value's own type.
protocol Badge {
  var title: String { get }
  func describe() -> String
}

extension Badge {
  var label: String { "badge: \(title)" }
  func describe() -> String { "a badge titled \(title)" }
  func shout() -> String { title.uppercased() + "!" }
}

struct Star: Badge {
  let title: String
  var label: String { "star: \(title)" }
  func describe() -> String { "a star titled \(title)" }
  func shout() -> String { "*\(title)*" }
}

struct Ribbon: Badge {
  let title: String
}

let star = Star(title: "gold")
print(star.label, star.shout(), star.describe())

let asBadge: Badge = star
print(asBadge.label, asBadge.shout(), asBadge.describe())
print((star as Badge).label)

let badges: [Badge] = [star, Ribbon(title: "blue")]
for badge in badges {
  print(badge.label, "|", badge.shout(), "|", badge.describe())
}

func show(_ badge: Badge) -> String { badge.label }
func showStar(_ star: Star) -> String { star.label }
print(show(star), showStar(star))
