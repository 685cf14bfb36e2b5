// Letters shifted by a number: a scalar made from an `Int` is optional, one made from a
// `UInt8` is not.
func shifted(_ text: String, by shift: Int) -> String {
  var result = ""
  for character in text {
    guard let ascii = character.asciiValue, character.isLetter else {
      result.append(character)
      continue
    }
    let base = character.isUppercase ? 65 : 97
    let moved = (Int(ascii) - base + shift + 26) % 26 + base
    if let scalar = UnicodeScalar(moved) {
      result.append(Character(scalar))
    }
  }
  return result
}

print(shifted("Hello, Alert!", by: 3))
print(shifted(shifted("Hello, Alert!", by: 3), by: -3))
let code = 0x1F600
print(UnicodeScalar(code).map(String.init) ?? "none")
print(UnicodeScalar(0xD800 + code - code) == nil)
let byte: UInt8 = 0x41
print(Character(UnicodeScalar(byte)), Character(UnicodeScalar(byte + 1)))
let next = Int(byte) + 2
print(Character(UnicodeScalar(next)!))
