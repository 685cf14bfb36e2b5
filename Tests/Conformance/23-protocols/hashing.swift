// `hash(into:)` with a `Hasher`, and `hashValue`: equal values hash equally. The numbers
// themselves change with every run of a compiled program, so only comparisons are printed.
struct Device: Hashable {
  var serial: String
  var capacity: Int

  static func == (lhs: Device, rhs: Device) -> Bool { lhs.serial == rhs.serial }

  func hash(into hasher: inout Hasher) {
    hasher.combine(serial)
  }
}

struct Point: Hashable {
  var x: Int
  var y: Int
}

let phone = Device(serial: "A1", capacity: 64)
let same = Device(serial: "A1", capacity: 256)
let other = Device(serial: "B2", capacity: 64)
print(phone == same, phone.hashValue == same.hashValue)
print(phone == other)

var first = Hasher()
first.combine(1)
first.combine("two")
var second = Hasher()
second.combine(1)
second.combine("two")
let hash = first.finalize()
print(hash == second.finalize(), type(of: hash))

print(Point(x: 1, y: 2).hashValue == Point(x: 1, y: 2).hashValue)
print(7.hashValue == 7.hashValue, "alert".hashValue == "alert".hashValue)

// A set keeps one of the values its type's own `==` calls equal.
print(Set([phone, same, other]).count)
let stock: Set<Device> = [phone, same]
print(stock.count, stock.contains(Device(serial: "A1", capacity: 1)))
var shelf = Set<Device>()
shelf.insert(phone)
shelf.insert(same)
shelf.insert(other)
print(shelf.count, shelf.union([same]).count, shelf.subtracting([same]).count)
