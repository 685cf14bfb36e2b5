// Assigning through an optional chain: when the chain is nil, the value is never computed.
class Settings {
  var theme: String = "light"
  var volume = 3
}
class Account {
  var settings: Settings?
}
var calls = 0
func chosenTheme() -> String {
  calls += 1
  print("computing the theme")
  return "dark"
}
let account = Account()
account.settings?.theme = chosenTheme()
print("calls:", calls)
account.settings = Settings()
account.settings?.theme = chosenTheme()
print("calls:", calls, account.settings?.theme ?? "none")
var maybe: Account? = nil
maybe?.settings?.volume = {
  print("never"); return 9
}()
maybe = account
maybe?.settings?.volume = {
  print("now"); return 7
}()
print(account.settings?.volume ?? 0)
