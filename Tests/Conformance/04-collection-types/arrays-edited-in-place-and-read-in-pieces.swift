// Editing arrays in place and reading them in pieces, as inventory code does.
var shelf = ["tea", "jam", "rice", "salt", "oats", "figs"]
shelf.removeSubrange(1..<3)
print(shelf)
shelf.replaceSubrange(0...1, with: ["coffee", "sugar", "flour"])
print(shelf)
shelf.insert(contentsOf: ["honey", "nuts"], at: 2)
print(shelf)
shelf.removeFirst(2)
shelf.removeLast(1)
print(shelf)

let readings = [3, 4, 7, 2, 0, 5, 0, 0, 8]
print(Array(readings.prefix(while: { $0 < 7 })))
print(Array(readings.drop(while: { $0 < 7 })))
print(readings.split(separator: 0).map { $0.reduce(0, +) })
print(readings.split(separator: 0).map(Array.init))
print(readings.split(separator: 0).map(Set.init).map(\.count))
print(readings.split(separator: 0, maxSplits: 1).count)
print(readings.split(separator: 0, omittingEmptySubsequences: false).count)
print(readings.elementsEqual([3, 4, 7, 2, 0, 5, 0, 0, 8]))

let weeks = [[1, 2], [3], [], [4, 5]]
print(Array(weeks.joined()))

let tally = "banana".reduce(into: [:]) { counts, letter in counts[letter, default: 0] += 1 }
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let line = "name,age,,city"
print(line.split(separator: ",", maxSplits: 1))
print(line.split(separator: ",", omittingEmptySubsequences: false))
print(line.contains { $0 == "," }, line.contains { $0.isNumber })

var stock = ["tea": 2, "jam": 1]
stock.merge(["jam": 4, "figs": 3]) { old, new in old + new }
print(stock.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
