import Foundation

// A reminder's due date written several ways, for the en_US locale.
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US")
let due = Date(timeIntervalSince1970: 1_718_454_600)
formatter.dateFormat = "EEEE, MMM d"
print(formatter.string(from: due))
formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
print(formatter.string(from: due))
formatter.dateFormat = "h:mm a 'on the' D'th day'"
print(formatter.string(from: due))

let styles: [DateFormatter.Style] = [.short, .medium, .long, .full]
for (number, style) in styles.enumerated() {
  formatter.dateStyle = style
  formatter.timeStyle = .none
  print(number + 1, formatter.string(from: due))
}
formatter.dateStyle = .medium
formatter.timeStyle = .short
let both = formatter.string(from: due)
print(both.count, both.unicodeScalars.contains("\u{202F}"))

// The last days of December belong to the next week-based year.
formatter.dateFormat = "yyyy 'and' YYYY, week w"
print(formatter.string(from: Date(timeIntervalSince1970: 1_735_516_800)))

let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.dateFormat = "dd/MM/yyyy"
if let leapDay = parser.date(from: "29/02/2024") {
  print(leapDay, leapDay.timeIntervalSince1970)
}
print(parser.date(from: "30/02/2024") == nil)
print(parser.dateFormat ?? "none")
