// Protocol composition, inheritance, synthesized Equatable/Hashable/Comparable conformance.
protocol Titled { var title: String { get } }
protocol Timed { var minutes: Int { get } }
protocol Scheduled: Titled, Timed { var agenda: String { get } }
extension Scheduled { var agenda: String { "\(title) (\(minutes) min)" } }
struct Workshop: Scheduled { var title: String; var minutes: Int }
class Venue { let capacity: Int; init(capacity: Int) { self.capacity = capacity } }
final class Studio: Venue, Titled {
  let title: String
  init(title: String, capacity: Int) { self.title = title; super.init(capacity: capacity) }
}
func remind(about event: Titled & Timed) {
  print("Reminder: \(event.title) lasts \(event.minutes) minutes")
}
remind(about: Workshop(title: "Pottery", minutes: 90))
func open(_ room: Venue & Titled) {
  print("Opening \(room.title) for \(room.capacity) people")
}
open(Studio(title: "Studio 2", capacity: 12))
print(Workshop(title: "Knots", minutes: 45).agenda)
struct GridPoint: Equatable, Hashable { var col = 0, row = 0 }
print(GridPoint(col: 1, row: 2) == GridPoint(col: 1, row: 2))
print(Set([GridPoint(), GridPoint(), GridPoint(row: 4)]).count)
enum Belt: Comparable {
  case white
  case green
  case black(dan: Int)
}
let belts = [Belt.black(dan: 2), .white, .black(dan: 1), .green]
for belt in belts.sorted() { print(belt) }
print(Belt.black(dan: 1) > .green)
enum Seat: Hashable { case aisle, window(row: Int) }
var booked = Set<Seat>()
for s in [Seat.aisle, .window(row: 3), .aisle, .window(row: 3), .window(row: 9)] {
  booked.insert(s)
}
print(booked.count)
struct Rating: Comparable {
  let stars: Int
  static func < (l: Rating, r: Rating) -> Bool { l.stars < r.stars }
}
print(
  [Rating(stars: 4), Rating(stars: 1), Rating(stars: 3)].sorted().map(\.stars),
  Rating(stars: 2) >= Rating(stars: 2))
let mixed: [Any] = [Workshop(title: "A", minutes: 1), Studio(title: "B", capacity: 0), 4]
print(mixed.map { ($0 as? Titled)?.title ?? "untitled" })
