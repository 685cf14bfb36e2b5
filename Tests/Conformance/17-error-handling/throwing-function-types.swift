// The type of a throwing function says `throws`, as `type(of:)` prints it: a function
// declared `throws`, one that throws a typed error, and a closure that says `throws` before
// `in`.
enum TicketError: Error {
  case soldOut
  case tooMany(Int)
}

var seatsLeft = 3

func book(_ count: Int) throws -> Int {
  guard count <= 4 else { throw TicketError.tooMany(count) }
  guard count <= seatsLeft else { throw TicketError.soldOut }
  seatsLeft -= count
  return seatsLeft
}

func cancelAll() throws {
  if seatsLeft == 0 { throw TicketError.soldOut }
  seatsLeft = 3
}

func strictBook(_ count: Int, for name: String) throws(TicketError) -> String {
  guard count <= seatsLeft else { throw .soldOut }
  seatsLeft -= count
  return "\(name): \(count)"
}

func twice(_ step: () throws -> Int) rethrows -> Int {
  try step() + step()
}

func seatsFree() -> Int { seatsLeft }

print(type(of: book))
print(type(of: cancelAll))
print(type(of: strictBook))
print(type(of: seatsFree))

let refund = { (count: Int) throws -> Int in
  guard count > 0 else { throw TicketError.tooMany(count) }
  seatsLeft += count
  return seatsLeft
}
print(type(of: refund))
let quiet = { (count: Int) -> Int in count * 2 }
print(type(of: quiet))

let booking = book
print(type(of: booking))
do {
  print(try booking(2))
  print(try strictBook(1, for: "Ada"))
  print(try booking(1))
} catch {
  print("error:", error)
}
print(try refund(2))
print(twice { seatsLeft })
