// Foundation's string edits that real code reaches for: replacing every occurrence, padding
// a column, splitting and trimming.
import Foundation

let template = "Delete \"NAME\"? NAME will be gone for good."
print(template.replacingOccurrences(of: "NAME", with: "Notes"))
print("a\\b".replacingOccurrences(of: "\\", with: "\\\\"))
print("no change".replacingOccurrences(of: "", with: "x"))
print("mississippi".replacingOccurrences(of: "ss", with: "SS"))

let rows = [("Cancel", 1), ("Delete", 12), ("OK", 300)]
for (title, count) in rows {
  print(title.padding(toLength: 8, withPad: ".", startingAt: 0) + String(count))
}
print("truncated".padding(toLength: 5, withPad: " ", startingAt: 0) + "|")
print("x".padding(toLength: 6, withPad: "ab", startingAt: 1) + "|")

let tags = " swift, uikit ,alerts "
let cleaned = tags.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print(cleaned)
print(cleaned.joined(separator: " / ").replacingOccurrences(of: " / ", with: "|"))
