struct Point { var x: Int; var y = 0.0 }
var p = Point(x: 1)
var q = p
q.x = 9
print(p.x, q.x, p, [q])
class Box { var items: [Point] = [] }
let box = Box()
box.items.append(p)
box.items[0].x = 5
print(p.x, box.items[0].x, box)
enum Drink { case tea, coffee(size: Int) }
print(Drink.tea, Drink.coffee(size: 2), [Drink.tea], "\(Drink.tea)")
let maybe: Int? = nil
print(maybe as Any, Optional(3) as Any, type(of: p))
class Counter {
  var count = 0
  func increment() { count += 1 }
  func increment(by amount: Int) { count += amount }
}
let counter = Counter()
counter.increment()
counter.increment(by: 5)
print(counter.count)
