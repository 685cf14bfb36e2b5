// swift-format-ignore-file
// Declarations and statements written as real code writes them: a return whose value is on
// the next line, generic parameters after a space, enum payloads with `_` names, standard
// types' constants and static members of their extensions.
func isSame(_ a: Int, _ b: Int) -> Bool {
    return
        a == b
}
print(isSame(2, 2), isSame(2, 3))

struct Circle {
    var radius: Float
    var area: Float {
        return
            Float.pi * radius * radius
    }
}
print(Circle(radius: 2).area)

func pair <A, B> (_ a: A, _ b: B) -> (A, B) { (a, b) }
print(pair(1, "one"))

enum Failure: Error {
    case rejected(_ reason: String)
    case limited(code: Int, _ detail: String)
}
print(Failure.rejected("empty"), Failure.limited(code: 7, "slow down"))

extension Character {
    static var vowels: [Character] { Array("aeiou") }
}
print(Character.vowels.count, Character.vowels.contains("e"))
print(Float.greatestFiniteMagnitude > 1_000, Float.ulpOfOne < 0.001)

func padded(_ values: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(values.count + 1)
    result.append(0)
    result.append(contentsOf: values)
    return result
}
print(padded([4, 5]))
