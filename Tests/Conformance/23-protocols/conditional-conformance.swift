// A conformance that holds only when the elements conform: `as?` and `is` ask the elements.
protocol Announcing {
  func announce()
}

struct Alert: Announcing {
  var title: String
  func announce() { print("alert:", title) }
}

extension Array: Announcing where Element: Announcing {
  func announce() {
    for item in self { item.announce() }
  }
}

let alerts = [Alert(title: "Saved"), Alert(title: "Deleted")]
alerts.announce()
let nested = [[Alert(title: "Inner")], []]
nested.announce()

let values: [Any] = [alerts, [1, 2, 3], nested, [Alert](), [Int]()]
for value in values {
  print(value is Announcing, (value as? Announcing) != nil)
}
