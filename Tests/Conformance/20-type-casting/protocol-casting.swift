// Casting to protocol types, checking conformance, metatypes.
protocol Alertable { var message: String { get } }
protocol Dismissable { func dismiss() -> String }

struct Toast: Alertable { let message: String }
struct Modal: Alertable, Dismissable {
  let message: String
  func dismiss() -> String { "dismissed \(message)" }
}
struct Banner: Dismissable {
  func dismiss() -> String { "banner swiped away" }
}

let notifications: [Any] = [Toast(message: "Copied"), Modal(message: "Rate us?"), Banner(), 17]
for n in notifications {
  var parts: [String] = []
  if let a = n as? Alertable { parts.append("says \"\(a.message)\"") }
  if let d = n as? Dismissable { parts.append(d.dismiss()) }
  if n is Alertable & Dismissable { parts.append("is both") }
  print(type(of: n), parts.isEmpty ? "-" : parts.joined(separator: "; "))
}
let alertables = notifications.compactMap { $0 as? any Alertable }
print(alertables.map(\.message))
let types: [Any.Type] = [Toast.self, Modal.self, Int.self]
for t in types {
  print(t, t is Alertable.Type, t is Dismissable.Type)
}
let meta: Alertable.Type = Modal.self
print(meta)
let existential: any Alertable = Modal(message: "x")
if let modal = existential as? Modal { print(modal.dismiss()) }
print(existential is Toast)
let numbers: [Any] = [1, 2.5, Int8(3)]
print(numbers.map { $0 is any Numeric }, numbers.map { $0 is any BinaryInteger })
print((numbers[0] as? any CustomStringConvertible)?.description as Any)
