// A type alias may have generic parameters of its own.
typealias Pair<Element> = (Element, Element)
typealias Check<Input> = (Input) -> Bool
typealias Groups<Key: Hashable, Member> = [Key: [Member]]

let corners: Pair<Double> = (0, 1)
print(corners)
let isShort: Check<String> = { $0.count < 4 }
print(["OK", "Cancel", "Delete"].filter(isShort))
var byLength: Groups<Int, String> = [:]
for word in ["OK", "No", "Yes"] { byLength[word.count, default: []].append(word) }
print(byLength[2] ?? [], byLength[3] ?? [])
func larger<T: Comparable>(_ pair: Pair<T>) -> T { max(pair.0, pair.1) }
print(larger((3, 9)), larger(("b", "a")))
