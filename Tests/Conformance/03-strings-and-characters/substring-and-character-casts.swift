// `Substring(_:)` of a string, and a one-character literal cast to `Character`.
let whole = Substring("Delete photo?")
print(whole, type(of: whole), whole.count)
let word = Substring(whole.prefix(6))
print(word, word.uppercased())
let mark = "?" as Character
print(mark, type(of: mark), mark.isPunctuation)
let choices = ["y" as Character, "n"]
print(choices, whole.last == mark)
