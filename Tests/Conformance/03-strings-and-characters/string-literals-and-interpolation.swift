// String literals, multiline strings, escapes, raw strings and interpolation.
let shoppingNote = """
  Shopping list:
    - apples
    - "fresh" bread
  Total items: 2
  """
print(shoppingNote)

let joined = """
  one \
  two \
  three
  """
print(joined)

let escapes = "Tab:\tQuote:\" Backslash:\\ Single:\'"
print(escapes)
let scalars = "\u{A3} \u{263C} \u{1F514}"
print(scalars)
let raw = #"Raw \n stays, but \#(1 + 1) interpolates"#
print(raw)
let hashes = ##"contains "# inside"##
print(hashes)

let items = 3
let price = 2.5
print("\(items) items at \(price) cost \(Double(items) * price)")
print("nested: \("inner \(items * 2)")")
let optionalName: String? = "Kim"
print("name: \(optionalName ?? "none")")
print("array: \([1, 2, 3]) tuple: \((1, "x"))")
print("bool: \(items > 2) char: \(Character("Z"))")

var empty = ""
let another = String()
print(empty.isEmpty, another.isEmpty, empty == another)
empty += "filled"
print(empty, empty.count)
var mutable = "Kettle"
mutable += " is boiling"
mutable.append("!")
print(mutable)
let multilineWithBlank = """

  indented line
  the blank first line is kept
  """
print(multilineWithBlank)
print("end")
