// Local functions may be overloaded by their parameter types and labels; the call picks the
// one its arguments fit, and each sees the variables around it.
func showSettings() {
  let prefix = "Setting"
  func describe(_ value: Int) -> String { "\(prefix): a number \(value)" }
  func describe(_ value: String) -> String { "\(prefix): a text \(value)" }
  func describe(_ value: Int, of total: Int) -> String { "\(prefix): \(value) of \(total)" }
  print(describe(3))
  print(describe("Sounds"))
  print(describe(2, of: 5))
  print(describe(7), describe("Badges"))
  var count = 0
  func bump(_ n: inout Int) { n += 1 }
  func bump(_ n: inout Int, by step: Int) { n += step }
  bump(&count)
  bump(&count, by: 10)
  print(count)
}
showSettings()
