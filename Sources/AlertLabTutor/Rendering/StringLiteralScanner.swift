/// Follows Swift's one-line string literals through a line, a character at a time, so a
/// search can skip what is inside quotes (a `=>` or a space in `"a => b"`).
struct StringLiteralScanner {
  private var inString = false
  private var escaped = false

  /// Reads the next character: true when it is code outside any string literal, false for a
  /// quote or a character inside a literal.
  mutating func isCode(_ character: Character) -> Bool {
    if inString {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString = false
      }
      return false
    }
    if character == "\"" {
      inString = true
      return false
    }
    return true
  }
}
