// Creating, accessing and modifying arrays.
var packing: [String] = ["tent", "stove"]
print("Packing \(packing.count) items:", packing)
print(packing.isEmpty ? "nothing to pack" : "bag started")
packing.append("lantern")
packing += ["rope"]
packing += ["map", "compass", "whistle"]
print(packing)
print(packing[0], packing.first!, packing.last ?? "-")
packing[1] = "gas stove"
packing[3...5] = ["blanket"]
print(packing)
packing.insert("boots", at: 0)
let dropped = packing.remove(at: 2)
let lastOne = packing.removeLast()
print("left behind \(dropped) and \(lastOne):", packing)
for (n, item) in packing.enumerated() {
  print("\(n + 1)) \(item)")
}
var pegs = [Int](repeating: 5, count: 2)
let spares = Array(repeating: 1, count: 3)
pegs += spares
print(pegs, pegs.count)
var weights: [Double] = []
print(weights, weights.isEmpty)
weights.append(2.25)
weights = []
print(weights)
let fares = [7.8, 2.4, 15.0, 0.9]
print(fares.sorted(), fares.sorted(by: >))
print(fares.min()!, fares.max()!, fares.reduce(0, +))
print(fares.firstIndex(of: 15.0) as Any, fares.contains(3.0))
print(Array(fares.reversed()), fares.dropFirst(2), Array(fares.prefix(2)))
let shelves = [[7, 8], [], [9]]
print(shelves, shelves.flatMap { $0 }, shelves.map { $0.count })
var seats = [[0, 0, 0], [0, 0, 0]]
seats[0][2] = 1
print(seats)
print([String](), [[Double]]())
print(["x", "y"].description, [Double?]([0.5, nil]))
