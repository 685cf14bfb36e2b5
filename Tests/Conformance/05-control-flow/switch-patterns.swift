// switch over characters and integers: compound cases, intervals, fallthrough, exhaustive Bool.
func kind(of ch: Character) -> String {
  switch ch {
  case "+", "-", "*", "/":
    return "operator"
  case "a"..."z", "A"..."Z":
    return "letter"
  case "0"..."9":
    return "digit"
  case " ":
    return "space"
  default:
    return "symbol"
  }
}
print("x + 7 = ?".map(kind))
func crowd(_ people: Int) -> String {
  switch people {
  case 0: return "empty room"
  case 1...3: return "quiet"
  case 4..<20: return "busy"
  case 20..<150: return "packed"
  default: return "overflowing"
  }
}
print([0, 2, 19, 20, 400].map(crowd))
let floor = 13
var notice = "Floor \(floor):"
switch floor {
case 4, 13:
  notice += " skipped on some buttons,"
  fallthrough
case 1...30:
  notice += " served by lift A,"
  fallthrough
default:
  notice += " open."
}
print(notice)
let doorLocked = false
switch doorLocked {
case true: print("locked")
case false: print("unlocked")
}
