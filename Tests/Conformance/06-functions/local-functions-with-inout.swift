// A local function with an `inout` parameter changes the caller's variable.
func countAlerts(_ levels: [String]) -> (Int, Int) {
  func tally(_ total: inout Int, by amount: Int) { total += amount }
  var warnings = 0
  var errors = 0
  for level in levels {
    if level == "warning" { tally(&warnings, by: 1) } else { tally(&errors, by: 10) }
  }
  return (warnings, errors)
}
print(countAlerts(["warning", "error", "warning"]))

func toggleSettings() {
  var flags = [false, true]
  func flip(_ flag: inout Bool) { flag.toggle() }
  flip(&flags[0])
  flip(&flags[1])
  print(flags)
  var name = "Sound"
  func shout(_ text: inout String) { text = text.uppercased() + "!" }
  shout(&name)
  print(name)
}
toggleSettings()
