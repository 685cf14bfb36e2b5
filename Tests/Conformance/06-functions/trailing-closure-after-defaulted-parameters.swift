// A trailing closure passes parameters with defaults before it; casts to Any always succeed.
func repeatTask(_ times: Int = 2, label: String = "task", _ body: (Int) -> Void) {
  for round in 1...times {
    print(label, terminator: " ")
    body(round)
  }
}

repeatTask { print("round", $0) }
repeatTask(3) { print("step", $0) }
repeatTask(1, label: "once") { _ in print("done") }

class Ticket {
  let seat: String
  init(seat: String) { self.seat = seat }
}

func reveal<Wanted>(_ object: AnyObject, as type: Wanted.Type) -> Wanted? {
  object as? Wanted
}

let stored: AnyObject = Ticket(seat: "12A")
func force<Wanted>(_ object: AnyObject, to type: Wanted.Type) -> Wanted { object as! Wanted }
print(type(of: force(stored, to: Any.self)))
print(reveal(stored, as: Ticket.self)?.seat ?? "none")
let mixed: [Any] = [Ticket(seat: "3C"), "note", 4]
print(mixed.filter { $0 is Ticket }.count)
