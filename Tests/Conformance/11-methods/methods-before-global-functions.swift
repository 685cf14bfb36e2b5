// An unqualified call in a method finds the type's own method (its own, an inherited one, or
// one from an extension; instance or static) before a top-level function of the same name.
func isQuiet(_ hour: Int) -> Bool { false }
func label(for count: Int) -> String { "global \(count)" }
func limit() -> Int { 1 }

struct AlertSchedule {
  let quietStart = 22
  func isQuiet(_ hour: Int) -> Bool { hour >= quietStart }
  func describe(_ hour: Int) -> String { isQuiet(hour) ? "quiet at \(hour)" : "loud at \(hour)" }
  static func limit() -> Int { 5 }
  static func badgeLimit() -> Int { limit() * 2 }
}

extension AlertSchedule {
  func label(for count: Int) -> String { "\(count) alerts" }
  func summary(_ count: Int) -> String { label(for: count) }
}

class SettingsScreen {
  func title() -> String { "Settings" }
  func label(for count: Int) -> String { "\(title()): \(count) options" }
}

class NotificationsScreen: SettingsScreen {
  override func title() -> String { "Notifications" }
  func header(_ count: Int) -> String { label(for: count) }
}

let schedule = AlertSchedule()
print(schedule.describe(23))
print(schedule.describe(9))
print(schedule.summary(3))
print(AlertSchedule.badgeLimit())
print(NotificationsScreen().header(4))
print(isQuiet(23), label(for: 2), limit())
