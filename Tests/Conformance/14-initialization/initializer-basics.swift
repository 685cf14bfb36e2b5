// Default values, custom initializers, labels, optional and constant properties.
struct Oven {
  var celsius: Double
  init() { celsius = 180 }
}
print("Default oven setting: \(Oven().celsius)°C")
struct Distance {
  var metres: Double
  init(fromMiles miles: Double) { metres = miles * 1609.344 }
  init(fromFeet feet: Double) { metres = feet * 0.3048 }
  init(_ metres: Double) { self.metres = metres }
}
print(Distance(fromMiles: 2).metres)
print(Distance(fromFeet: 10).metres)
print(Distance(42.195))
final class Poll {
  let question: String
  var answer: String?
  init(question: String) { self.question = question }
  func ask() { print("Q: \(question)") }
}
let poll = Poll(question: "Tabs or spaces?")
poll.ask()
print(poll.answer as Any)
poll.answer = "Spaces"; print(poll.answer!)
struct Margin { var top = 0, left = 0 }
struct Card {
  var title = "Untitled"
  var margin = Margin()
  init() {}
  init(title: String, margin: Margin) {
    self.title = title
    self.margin = margin
  }
  init(title: String, uniform: Int) {
    self.init(title: title, margin: Margin(top: uniform, left: uniform))
  }
}
print(Card())
print(Card(title: "Weather", margin: Margin(top: 4, left: 8)))
print(Card(title: "News", uniform: 12))
print(Margin(top: 3), Margin(left: 5), Margin())
struct Checkerboard {
  let squares: [Character] = {
    var row: [Character] = []
    for i in 0..<8 { row.append(i % 2 == 0 ? "#" : ".") }
    return row
  }()
}
print(String(Checkerboard().squares))
