// Swift 6's `count(where:)`: how many elements pass the test, of any sequence.
let rolls = [2, 2, 4, 4, 4, 6]
print(rolls.count(where: { $0 == 4 }))
print(rolls.count { $0.isMultiple(of: 3) })
print(rolls.count)

let title = "Delete all photos?"
print(title.count(where: { $0 == "o" }))
print(title.count { $0.isUppercase })

let styles: Set = ["default", "cancel", "destructive"]
print(styles.count(where: { $0.hasPrefix("de") }))

struct Button {
  var title: String
  var enabled: Bool
}
let buttons = [
  Button(title: "OK", enabled: true), Button(title: "Later", enabled: false),
  Button(title: "Cancel", enabled: true),
]
print(buttons.count(where: \.enabled))
