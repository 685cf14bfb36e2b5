// Safe overlapping access: local structs, swapping through tuples, and methods that
// read and write different stored properties in sequence.
struct Inventory {
  var stock: [String: Int]
  var reserved: [String: Int]
  mutating func reserve(_ item: String, _ n: Int) -> Bool {
    let available = stock[item, default: 0] - reserved[item, default: 0]
    guard available >= n else { return false }
    reserved[item, default: 0] += n
    return true
  }
}
var shop = Inventory(stock: ["lamp": 3, "desk": 1], reserved: [:])
print(
  shop.reserve("lamp", 2), shop.reserve("lamp", 2), shop.reserve("desk", 1),
  shop.reserve("chair", 1))
print(shop.reserved.keys.sorted().map { "\($0)=\(shop.reserved[$0]!)" })

func transfer(_ amount: Int, from a: inout Int, to b: inout Int) {
  let moved = min(amount, a)
  a -= moved
  b += moved
}
func localAccounts() {
  var accounts = (checking: 100, savings: 20)
  transfer(30, from: &accounts.checking, to: &accounts.savings)
  print(accounts)
}
localAccounts()

var wallet = 50, piggy = 5
transfer(80, from: &wallet, to: &piggy)
print(wallet, piggy)
(wallet, piggy) = (piggy, wallet)
print(wallet, piggy)
struct Grid {
  var cells = [0, 0, 0, 0]
  mutating func copy(from i: Int, to j: Int) {
    let value = cells[i]
    cells[j] = value + 1
  }
}
var grid = Grid()
grid.copy(from: 0, to: 1)
grid.copy(from: 1, to: 2)
grid.copy(from: 2, to: 3)
print(grid.cells)
var pair = [1, 2]
pair.swapAt(0, 1)
let (first, second) = (pair[0], pair[1])
pair[0] = first + second
print(pair)
