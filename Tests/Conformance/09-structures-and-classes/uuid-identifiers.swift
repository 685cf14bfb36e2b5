import Foundation

// Identifiers that are values: each UUID() differs from every other, reads back from its
// text, and serves as an Identifiable or Hashable key. (What is random is not printed.)
struct Reminder: Identifiable, Hashable {
  let id = UUID()
  var title: String
}

let first = Reminder(title: "Call back")
let second = Reminder(title: "Call back")
print(first.id == second.id, first == first, first == second)
print(Set([first, second, first]).count)

let text = first.id.uuidString
print(text.count, text.split(separator: "-").map(\.count))
print(Array(text)[14], "89AB".contains(Array(text)[19]))
print(UUID(uuidString: text) == first.id)

let fixed = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
print(fixed?.uuidString ?? "none")
print(fixed.map { "\($0)" } ?? "none")
print(UUID(uuidString: "not-a-uuid") == nil, UUID(uuidString: "") == nil)

var seen: [UUID: String] = [:]
seen[first.id] = first.title
print(seen[first.id] ?? "missing", seen[second.id] ?? "missing")
print(type(of: first.id))
