// Noncopyable structs (Swift 5.9): a value moved from one owner to the next, never copied;
// its deinit runs once, when its last owner is done with it, unless a consuming method
// discards it.
struct Ticket: ~Copyable {
  let seat: Int
  init(seat: Int) {
    self.seat = seat
    print("printed ticket \(seat)")
  }
  borrowing func show() -> String { "ticket for \(seat)" }
  consuming func use() {
    print("used \(seat)")
  }
  consuming func refund() {
    print("refunded \(seat)")
    discard self
  }
  deinit {
    print("ticket \(seat) thrown away")
  }
}

func inspect(_ ticket: borrowing Ticket) -> String {
  ticket.show().uppercased()
}

func evening() {
  let ticket = Ticket(seat: 1)
  print(inspect(ticket))
  let moved = ticket
  print(moved.show())
  print("end of evening")
}

func refundDay() {
  let ticket = Ticket(seat: 2)
  ticket.refund()
  print("after the refund")
}

func matinee() {
  let ticket = Ticket(seat: 3)
  ticket.use()
  print("after the show")
}

evening()
refundDay()
matinee()
print("done")
