// A set made from a string holds its characters, each once; a filtered string (a String, as
// `filter` of a String gives) makes one too.
let sentence = "Never odd or even"
let letters = Set(sentence.lowercased().filter { $0.isLetter })
print(letters.count, letters.sorted())
print(letters.contains("v"), letters.contains("z"))
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
print(letters.intersection(vowels).sorted())
let word = Set("banana")
print(word.count, word.sorted(), type(of: word))
print(Set("level") == Set("evlel"), Set("").isEmpty)
