// Capturing values, closures as reference types, capture lists.
func makeTicketDispenser(startingAt first: Int, step: Int) -> () -> Int {
  var next = first
  func dispense() -> Int {
    defer { next += step }
    return next
  }
  return dispense
}
let bakeryTickets = makeTicketDispenser(startingAt: 1, step: 1)
print(bakeryTickets(), bakeryTickets(), bakeryTickets())
let deliTickets = makeTicketDispenser(startingAt: 100, step: 5)
print(deliTickets(), deliTickets())
print(bakeryTickets())
let sameDispenser = bakeryTickets
print(sameDispenser(), bakeryTickets())
var volume = 2
let liveVolume = { print("live volume:", volume) }
let savedVolume = { [volume] in print("saved volume:", volume) }
volume = 9
liveVolume()
savedVolume()
final class Scoreboard { var home = 0 }
let board = Scoreboard()
let announce = { [board] in "home has \(board.home)" }
board.home = 3
print(announce())
var greeters: [() -> String] = []
for name in ["Ida", "Jo", "Kofi"] {
  greeters.append { "hi \(name)" }
}
print(greeters.map { $0() })
func makeToggle() -> (flip: () -> Void, isOn: () -> Bool) {
  var on = false
  return ({ on.toggle() }, { on })
}
let lamp = makeToggle()
lamp.flip(); lamp.flip(); lamp.flip()
print("lamp on:", lamp.isOn())
var trail: [String] = []
let steps = ["left", "right"].map { direction in { trail.append(direction) } }
print(trail)
steps.reversed().forEach { $0() }
print(trail)
