// Splitting text into fields, as programs that read lines do: the pieces are Substrings.
let record = "Ada,36,London"
let fields = record.split(separator: ",")
print(fields, type(of: fields), fields.count)
print(fields[0], type(of: fields[0]))
let name = String(fields[0])
let age = Int(fields[1]) ?? 0
print(name, type(of: name), age + 1)
for field in record.split(separator: ",") {
  print("-", field, field.count)
}
let sentence = "the quick brown fox jumps over the lazy dog"
let words = sentence.split(separator: " ")
print(words.map { String($0) }, words.joined(separator: "_"))
print(words.map { $0.count }, words.filter { $0.hasPrefix("t") })
print(words.sorted().prefix(3), Set(words).count)
var counts: [String: Int] = [:]
for word in words { counts[String(word), default: 0] += 1 }
print(counts["the"] ?? 0, counts["fox"] ?? 0)
let longest = words.sorted(by: { $0.count > $1.count })[0]
print(longest, type(of: longest))
print(words.contains("lazy"), words.firstIndex(of: "fox") ?? -1)
let csv = "3.5;;2.25;x"
let numbers = csv.split(separator: ";").compactMap { Double($0) }
print(numbers, numbers.reduce(0, +))
let pieces = "a-b--c".split(whereSeparator: { $0 == "-" })
print(pieces, type(of: pieces))
let second = fields[1]
print(record.distance(from: record.startIndex, to: second.startIndex))
print(second[second.startIndex], fields[2].uppercased(), fields[2].lowercased())
print("10.0.0.1".replacing(".", with: ":"), "aaa".replacing("a", with: "bb"))
