// swift-format-ignore-file
// (This program is about layout: `catch` and `else` may start the line after the closing
// brace of `do` and `if`, which the formatter would join.)
enum Parse: Error { case empty, notANumber(String) }

func number(_ text: String) throws -> Int {
  if text.isEmpty {
    throw Parse.empty
  }
  else if let value = Int(text) {
    return value
  }
  else {
    throw Parse.notANumber(text)
  }
}

for text in ["42", "", "x"] {
  do {
    print("read", try number(text))
  }
  catch Parse.empty {
    print("nothing to read")
  }
  catch {
    print("failed:", error)
  }
}

do {
  throw Parse.notANumber("seven")
}
catch Parse.notANumber(let text) {
  print("not a number:", text)
}
catch {
  print("at the top level:", error)
}
