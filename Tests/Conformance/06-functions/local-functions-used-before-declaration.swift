// A local function can be called above its declaration in the same body.
func presentAlert(_ title: String) {
  print(format(title))
  if title.isEmpty { report() }
  func format(_ text: String) -> String { text.isEmpty ? "(untitled)" : "[\(text)]" }
  func report() { print("empty title") }
}
presentAlert("Update available")
presentAlert("")

func countdown(_ n: Int) {
  tick(n)
  func tick(_ k: Int) {
    guard k > 0 else { print("done"); return }
    print(k)
    tick(k - 1)
  }
}
countdown(2)

func reviewAlerts() {
  var unread = 3
  announce()
  unread -= 1
  announce()
  func announce() { print("\(unread) unread alerts") }
}
reviewAlerts()
