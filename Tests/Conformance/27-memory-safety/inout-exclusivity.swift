// Avoiding conflicting access: copies before in-out, distinct variables, local tuples.
var tipPercent = 15
func addTip(_ bill: inout Int) { bill += bill * tipPercent / 100 }
var lunch = 40
addTip(&lunch)
print(lunch)
var tipCopy = tipPercent
addTip(&tipCopy)
tipPercent = tipCopy
print("tip percent is now", tipPercent)
func even(_ a: inout Int, _ b: inout Int) {
  let total = a + b
  a = total / 2
  b = total - a
}
var redTeam = 17, blueTeam = 4
even(&redTeam, &blueTeam)
print(redTeam, blueTeam)
struct Hiker {
  var name: String
  var water: Int
  var snacks: Int
  mutating func share(with friend: inout Hiker) { even(&friend.water, &water) }
}
var ines = Hiker(name: "Ines", water: 9, snacks: 2)
var joao = Hiker(name: "Joao", water: 2, snacks: 6)
ines.share(with: &joao)
print(ines.water, joao.water)
func camp() {
  var hiker = Hiker(name: "Local", water: 1, snacks: 7)
  even(&hiker.water, &hiker.snacks)
  print("local hiker:", hiker.water, hiker.snacks)
}
camp()
var guide = Hiker(name: "Guide", water: 10, snacks: 0)
var snacks = guide.snacks
even(&guide.water, &snacks)
guide.snacks = snacks
print(guide)
var queue = [5, 6, 7]
queue.withUnsafeMutableBufferPointer { $0.swapAt(0, 2) }
print(queue)
queue.swapAt(0, 1)
print(queue)
