// Sets: creation, membership, set algebra and sorted iteration.
var labels: Set<String> = ["urgent", "home"]
print(labels.count, labels.contains("home"))
labels.insert("billing")
let (inserted, member) = labels.insert("urgent")
print(inserted, member)
if let gone = labels.remove("home") { print("removed", gone) }
print(labels.remove("garden") as Any)
for label in labels.sorted() { print("#\(label)") }
let squares: Set = [1, 4, 9, 16, 25]
let evens: Set = [2, 4, 6, 8, 10, 12, 14, 16]
let fibs: Set = [1, 2, 3, 5, 8, 13, 21]
print(squares.union(fibs).sorted())
print(squares.intersection(evens).sorted())
print(evens.subtracting(fibs).sorted())
print(squares.symmetricDifference(fibs).sorted())
let weekdays: Set = ["mon", "tue", "wed", "thu", "fri"]
let meetings: Set = ["tue", "thu"]
let weekend: Set = ["sat", "sun"]
print(
  meetings.isSubset(of: weekdays), weekdays.isSuperset(of: meetings),
  weekdays.isDisjoint(with: weekend))
print(meetings.isStrictSubset(of: weekdays), meetings.isStrictSubset(of: meetings))
print(Set([3, 3, 7, 7, 7]).count)
var seen = Set<Character>()
for ch in "bookkeeper" { seen.insert(ch) }
print(seen.count, String(seen.sorted()))
seen.removeAll()
print(seen.isEmpty, seen)
let lonely: Set = ["solo"]
print(lonely)
var active: Set<Int> = [10, 20, 30]
active.formUnion([30, 40])
active.formIntersection([20, 30, 40, 50])
print(active.sorted(), active == [40, 30, 20])
