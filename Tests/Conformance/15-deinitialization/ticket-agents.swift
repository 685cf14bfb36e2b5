// Deinitializers run when the last strong reference goes away.
enum TicketPool {
  static var available = 500
  static func take(_ wanted: Int) -> Int {
    let granted = min(wanted, available)
    available -= granted
    return granted
  }
  static func giveBack(_ n: Int) { available += n }
}
final class Agent {
  let name: String
  var held: Int
  init(name: String, wants: Int) {
    self.name = name
    held = TicketPool.take(wants)
    print("\(name) holds \(held) tickets")
  }
  func grab(_ n: Int) { held += TicketPool.take(n) }
  deinit {
    print("\(name) logs off, returning \(held) tickets")
    TicketPool.giveBack(held)
  }
}
var first: Agent? = Agent(name: "Ravi", wants: 40)
print("Pool now has \(TicketPool.available)")
first!.grab(100)
print("Ravi holds \(first!.held); pool has \(TicketPool.available)")
first = nil
print("Pool back to \(TicketPool.available)")
var bulk: Agent? = Agent(name: "Bulk", wants: 900)
print("Pool after bulk:", TicketPool.available)
let shared = bulk
bulk = nil
print("shared still refers to \(shared!.name)")
func shortSession() {
  let temp = Agent(name: "Temp", wants: 3)
  temp.grab(2)
  print("session over for \(temp.name)")
}
shortSession()
print("after session, pool has \(TicketPool.available)")
