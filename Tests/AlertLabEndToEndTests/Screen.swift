/// Just enough of a terminal to know what a line editor left on the screen: printable text,
/// carriage return, newline, backspace, and the cursor and erase sequences libedit sends for
/// `xterm` (`CSI n G`, `CSI n A/B/C/D`, `CSI K`, `CSI J`). Each character takes one column, so
/// only lines of ASCII text read back faithfully.
struct Screen {
  private(set) var lines: [[Character]] = [[]]
  private(set) var row = 0
  private(set) var column = 0
  let width: Int

  init(width: Int, output: String) {
    self.width = width
    var scalars = output.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar {
      case "\u{1B}":
        guard let next = scalars.next() else { return }
        guard next == "[" else { continue }  // a two-character escape: nothing to draw
        var parameters = ""
        while let part = scalars.next() {
          if (0x40...0x7E).contains(part.value) {
            apply(final: part, parameters: parameters)
            break
          }
          parameters.unicodeScalars.append(part)
        }
      case "\r": column = 0
      case "\n": moveTo(row: row + 1)
      case "\u{8}": column = max(0, min(column, width) - 1)
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: break
      default: put(Character(scalar))
      }
    }
  }

  /// Row `index` of the screen as text, without trailing spaces.
  func line(_ index: Int) -> String {
    guard lines.indices.contains(index) else { return "" }
    var text = String(lines[index])
    while text.last == " " { text.removeLast() }
    return text
  }

  /// What a terminal `rows` high shows: the last rows written, down to the cursor's.
  func visibleLines(rows: Int) -> [String] {
    (max(0, row - rows + 1)...row).map(line)
  }

  /// The row the cursor is on.
  var currentLine: String { line(row) }

  private mutating func put(_ character: Character) {
    if column >= width {
      moveTo(row: row + 1)
      column = 0
    }
    while lines[row].count <= column { lines[row].append(" ") }
    lines[row][column] = character
    column += 1
  }

  private mutating func moveTo(row newRow: Int) {
    row = max(0, newRow)
    while lines.count <= row { lines.append([]) }
  }

  private mutating func apply(final: Unicode.Scalar, parameters: String) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 0 }
    let count = max(numbers.first ?? 1, 1)
    switch final {
    case "G": column = count - 1
    case "A": moveTo(row: row - count)
    case "B": moveTo(row: row + count)
    case "C": column += count
    case "D": column = max(0, column - count)
    case "K":
      switch numbers.first ?? 0 {
      case 1: for index in 0..<min(column + 1, lines[row].count) { lines[row][index] = " " }
      case 2: lines[row].removeAll()
      default: if column < lines[row].count { lines[row].removeSubrange(column...) }
      }
    case "J":
      if column < lines[row].count { lines[row].removeSubrange(column...) }
      if row + 1 < lines.count { lines.removeSubrange((row + 1)...) }
    default: break
    }
  }
}
