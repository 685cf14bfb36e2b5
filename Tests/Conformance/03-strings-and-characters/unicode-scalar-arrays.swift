// An array of Unicode scalars prints each as its debug description: printable ASCII as it
// is, escapes for quotes and controls, and a hexadecimal value for any other scalar.
let title = "Delete \"Notes\"?\n"
print(Array(title.unicodeScalars))

let symbols = "I ♥ Swift 🐶‼"
print(Array(symbols.unicodeScalars))
print(symbols.unicodeScalars.filter { !$0.isASCII }.map(\.value))

let accent: Unicode.Scalar = "é"
print([accent], accent)
let flag = "🇰🇷"
print(flag.count, Array(flag.unicodeScalars), flag.unicodeScalars.count)
