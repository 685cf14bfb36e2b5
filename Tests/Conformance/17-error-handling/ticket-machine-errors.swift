// Throwing functions, do-catch with patterns, propagating errors.
enum TicketError: Error {
  case unknownZone
  case notEnoughCredit(short: Int)
  case soldOut
}
final class TicketMachine {
  var fares = [
    "zone A": (price: 3, left: 5), "zone B": (price: 5, left: 2), "night": (price: 8, left: 0),
  ]
  var credit = 0
  func issue(_ zone: String) throws {
    guard let fare = fares[zone] else { throw TicketError.unknownZone }
    guard fare.left > 0 else { throw TicketError.soldOut }
    guard fare.price <= credit else {
      throw TicketError.notEnoughCredit(short: fare.price - credit)
    }
    credit -= fare.price
    fares[zone]!.left -= 1
    print("Printing ticket for \(zone)")
  }
}
let usualZone = ["Ama": "zone B", "Bo": "harbour", "Cy": "night", "Di": "zone B"]
func buyUsual(for rider: String, at machine: TicketMachine) throws {
  try machine.issue(usualZone[rider] ?? "zone A")
}
let machine = TicketMachine()
machine.credit = 9
for rider in ["Ama", "Bo", "Cy", "Di"] {
  do {
    try buyUsual(for: rider, at: machine)
    print("\(rider) is ready to ride; credit left \(machine.credit)")
  } catch TicketError.unknownZone {
    print("\(rider): no such zone.")
  } catch TicketError.soldOut {
    print("\(rider): sold out.")
  } catch TicketError.notEnoughCredit(let short) {
    print("\(rider): insert \(short) more.")
  } catch {
    print("Unexpected error: \(error).")
  }
}
do {
  try machine.issue("airport")
} catch {
  print("caught:", error)
}
do {
  try machine.issue("zone B")
} catch let e as TicketError {
  print("typed:", e)
}
print(machine.fares["zone B"]!.left)
