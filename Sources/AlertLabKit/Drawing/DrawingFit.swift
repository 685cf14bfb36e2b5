/// Fits a screen drawing to a terminal's height: rows that repeat the row above them (the
/// empty or dimmed screen, the blank inside of a tall box) are left out, longest run first,
/// and every run made shorter keeps one row whose frame edges are `┆` (`:` in ASCII), so the
/// cut shows. Rows that differ from their neighbours — the bars, the presented controller's
/// title and buttons, a popover's arrow and its anchor — all stay.
public enum DrawingFit {
  /// `drawing` as `ScreenRenderer.draw` makes it (top edge, rows, bottom edge, caption) in at
  /// most `limit` lines, and how many rows were left out (0 when it already fits). When even
  /// the shortest form is taller than `limit`, the shortest form is returned.
  public static func fit(_ drawing: String, lines limit: Int, ascii: Bool) -> (
    drawing: String, leftOut: Int
  ) {
    let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false)
    // The frame's top and bottom edges and the caption are never left out.
    guard lines.count > limit, lines.count >= 4 else { return (drawing, 0) }
    let rows = lines[1..<(lines.count - 2)]
    var runs: [(row: Substring, count: Int)] = []
    for row in rows {
      if let last = runs.last, last.row == row {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((row, 1))
      }
    }
    var kept = runs.map(\.count)
    var excess = lines.count - limit
    while excess > 0 {
      // The longest run that can still lose a row; the first of equals.
      var longest: Int?
      for index in kept.indices where kept[index] >= 2 {
        if let current = longest, kept[current] >= kept[index] { continue }
        longest = index
      }
      guard let longest else { break }
      kept[longest] -= 1
      excess -= 1
    }
    let edge: Character = ascii ? ":" : "┆"
    var result = [String(lines[0])]
    var leftOut = 0
    for (index, run) in runs.enumerated() {
      var block = Array(repeating: String(run.row), count: kept[index])
      if kept[index] < run.count {
        leftOut += run.count - kept[index]
        block[kept[index] / 2] = marked(String(run.row), edge: edge)
      }
      result += block
    }
    result += lines.suffix(2).map(String.init)
    return (result.joined(separator: "\n"), leftOut)
  }

  /// The row with its first and last characters (the frame's sides) replaced by `edge`.
  static func marked(_ row: String, edge: Character) -> String {
    guard row.count >= 2 else { return row }
    return String(edge) + row.dropFirst().dropLast() + String(edge)
  }
}
