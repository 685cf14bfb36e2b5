// Encapsulation of invariants with private state, private setters and internal API.
final class BankAccount {
  let owner: String
  private(set) var balance: Int = 0
  private var transactions: [Int] = []
  private static var nextNumber = 1000
  let number: Int
  init(owner: String) {
    self.owner = owner
    number = BankAccount.nextNumber
    BankAccount.nextNumber += 1
  }
  @discardableResult
  func deposit(_ amount: Int) -> Bool {
    guard amount > 0 else { return false }
    apply(amount)
    return true
  }
  @discardableResult
  func withdraw(_ amount: Int) -> Bool {
    guard amount > 0, amount <= balance else { return false }
    apply(-amount)
    return true
  }
  private func apply(_ delta: Int) { balance += delta; transactions.append(delta) }
  var statement: String { transactions.map { $0 > 0 ? "+\($0)" : "\($0)" }.joined(separator: " ") }
}
let account = BankAccount(owner: "Ilse")
account.deposit(100)
print(account.withdraw(30), account.withdraw(500), account.deposit(-5))
print(account.owner, account.number, account.balance, "[\(account.statement)]")
let second = BankAccount(owner: "Omar")
second.deposit(7)
print(second.number, second.balance)
struct Temperature {
  private var kelvin: Double
  init(celsius: Double) { kelvin = celsius + 273.15 }
  var celsius: Double {
    get { kelvin - 273.15 }
    set { kelvin = max(0, newValue + 273.15) }
  }
}
var t = Temperature(celsius: 25)
t.celsius -= 5
print(t.celsius)
t.celsius = -500
print(t.celsius)
print(t)
