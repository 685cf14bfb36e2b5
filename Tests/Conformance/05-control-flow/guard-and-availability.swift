// Early exit with guard, defer ordering, if/switch expressions and availability.
func checkIn(_ guest: [String: String]) {
  guard let name = guest["name"] else {
    print("Missing guest name")
    return
  }
  print("Checking in \(name)")
  guard let room = guest["room"], let number = Int(room) else {
    print("No room booked for \(name)")
    return
  }
  print("\(name) goes to floor \(number / 100)")
}
checkIn([:])
checkIn(["name": "Oskar"])
checkIn(["name": "Lena", "room": "412"])
func bake(_ trays: Int) {
  print("preheat for \(trays)")
  defer { print("turn off oven") }
  defer { print("wipe counter") }
  if trays > 1 {
    defer { print("rotate trays") }
    print("bake in batches")
  }
  print("done baking")
}
bake(2)
var opened = 0
do {
  defer { opened += 1 }
  print("opened in block:", opened)
}
print("opened after block:", opened)
let humidity = 64
let comfort = if humidity > 70 { "muggy" } else if humidity > 40 { "pleasant" } else { "dry" }
print(comfort)
let symbol =
  switch comfort {
  case "muggy": "💧"
  case "pleasant": "🙂"
  default: "🌵"
  }
print(symbol)
if #available(macOS 10.15, iOS 13, *) {
  print("modern APIs available")
} else {
  print("fallback")
}
for score in [12, -3, 40] { guard score >= 0 else { continue }; print("valid score:", score) }
