// Optional chaining versus map/flatMap, nil-coalescing and optional pattern matching.
struct Alert {
  var title: String
  var detail: String?
  var snooze: Snooze?
}
struct Snooze {
  var minutes: Int
  var label: String? { minutes > 0 ? "\(minutes) min" : nil }
}
let alerts: [Alert?] = [
  Alert(title: "Wake up", detail: "Gym at 7", snooze: Snooze(minutes: 9)),
  Alert(title: "Meeting", detail: nil, snooze: Snooze(minutes: 0)),
  nil,
]
for alert in alerts {
  let title = alert?.title ?? "<none>"
  let detailLength = alert?.detail?.count
  let snoozeLabel = alert?.snooze?.label
  print(title, detailLength as Any, snoozeLabel as Any)
}
let first = alerts[0]
print(first?.detail.map { $0.uppercased() } as Any)
print(first.flatMap { $0.snooze }.flatMap { $0.label } as Any)
print(alerts.compactMap { $0?.snooze?.minutes })
print(alerts.map { $0?.title.count ?? -1 })

var mutableAlert: Alert? = alerts[1]
mutableAlert?.detail = "Room 4"
mutableAlert?.snooze?.minutes += 5
print(mutableAlert?.detail as Any, mutableAlert?.snooze?.label as Any)
mutableAlert = nil
mutableAlert?.title = "ignored"
print(mutableAlert as Any)

let counts: [Int?] = [3, nil, 7]
for case let n? in counts { print("present", n) }
for c in counts {
  switch c {
  case .some(let x) where x > 5: print("big", x)
  case .some(let x): print("small", x)
  case .none: print("missing")
  }
}
let words = ["apple": "fruit"]
print(words["apple"]?.first as Any, words["kale"]?.first as Any)
let nested: [String: [String: Int]] = ["a": ["b": 1]]
print(nested["a"]?["b"] as Any, nested["a"]?["z"] as Any, nested["q"]?["b"] as Any)
let chainedCount = nested["a"]?.count
print(type(of: chainedCount), chainedCount!)
