// Characters, extended grapheme clusters and counting.
for ch in "Owl?🦉" {
  print(ch, terminator: " ")
}
print()
let bang: Character = "!"
let parts: [Character] = ["s", "u", "n", "☀"]
let word = String(parts)
print(word, word.count)
var shout = "go"
shout.append(bang)
print(shout)
let precomposedN: Character = "\u{F1}"
let decomposedN: Character = "\u{6E}\u{303}"
print(precomposedN, decomposedN, precomposedN == decomposedN)
let ringA: Character = "\u{41}\u{30A}"
print(ringA, ringA == "\u{C5}")
let flagFR: Character = "\u{1F1EB}\u{1F1F7}"
print(flagFR)
let couple = "👩‍❤️‍👨"
print(couple.count, couple.unicodeScalars.count, couple.utf8.count, couple.utf16.count)
var name = "Zoe"
print(name.count)
name += "\u{308}"
print(name, name.count, name.unicodeScalars.count)
print("piñata" == "pin\u{303}ata")
print("O" == "\u{39F}")
let sample = "Z9 q!"
for c in sample {
  print(c, c.isLetter, c.isNumber, c.isUppercase, c.isWhitespace, c.isPunctuation)
}
print(Character("4").wholeNumberValue as Any, Character("A").asciiValue as Any)
print(Character("W").lowercased(), "groß".uppercased())
