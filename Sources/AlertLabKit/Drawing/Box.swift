/// Glyphs and the style they are drawn in.
struct Label: Hashable {
  var glyphs: [Glyph]
  var style: CellStyle = []

  static let none = Label(glyphs: [])
  var width: Int { TextLayout.width(glyphs) }
}

/// One row inside a box.
enum BoxLine: Hashable {
  /// A label centred between the sides (a title, a button).
  case text(Label)
  /// A line of a message: centred like `.text`, and the first thing left out when the box
  /// is taller than the screen.
  case message(Label)
  /// A text field: ` [text             ] `, the label at its left.
  case field(Label)
  /// Two buttons side by side with a line between them.
  case pair(Label, Label)
  /// A rule across the box.
  case rule
  /// Nothing.
  case blank

  var isPair: Bool {
    if case .pair = self { return true }
    return false
  }
  var isMessage: Bool {
    if case .message = self { return true }
    return false
  }
}

/// A rectangle of cells: its outer edges, borders included.
struct CellRect: Hashable {
  var top: Int
  var left: Int
  var bottom: Int
  var right: Int

  var width: Int { right - left + 1 }
  var height: Int { bottom - top + 1 }
  /// Columns between the sides.
  var interior: Int { width - 2 }
  /// The column of the line between two buttons side by side.
  var split: Int { left + 1 + (interior - 1) / 2 }

  /// Moved (and, if need be, cut) to lie inside a canvas of `rows` × `columns`.
  func clamped(rows: Int, columns: Int) -> CellRect {
    var rect = self
    if rect.bottom > rows - 1 {
      rect.top -= rect.bottom - (rows - 1)
      rect.bottom = rows - 1
    }
    if rect.top < 0 {
      rect.bottom = min(rows - 1, rect.bottom - rect.top)
      rect.top = 0
    }
    if rect.right > columns - 1 {
      rect.left -= rect.right - (columns - 1)
      rect.right = columns - 1
    }
    if rect.left < 0 {
      rect.right = min(columns - 1, rect.right - rect.left)
      rect.left = 0
    }
    return rect
  }
}

/// Draws boxes: a border with rules joined to it, and the lines inside.
enum BoxPainter {
  /// Lines cut to `count`: message lines are left out first (the last one kept becomes
  /// `…`), then lines from the end.
  static func fit(_ lines: [BoxLine], count: Int, ellipsis: [Glyph]) -> [BoxLine] {
    guard lines.count > count else { return lines }
    var result = lines
    var excess = lines.count - count
    let messages = result.indices.filter { result[$0].isMessage }
    if !messages.isEmpty {
      let removable = min(excess, messages.count)
      if removable < messages.count {
        result[messages[messages.count - removable - 1]] = .message(Label(glyphs: ellipsis))
      }
      for index in messages.suffix(removable).reversed() { result.remove(at: index) }
      excess -= removable
    }
    if excess > 0 { result.removeLast(min(excess, result.count)) }
    return result
  }

  /// Draws the box `rect` with `lines` inside, one per row from the top; lines that do not
  /// fit are not drawn. The interior is emptied first.
  static func paint(
    _ rect: CellRect, lines: [BoxLine], on canvas: inout Canvas, symbols: Symbols
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    canvas.clear(
      rows: (rect.top + 1)...max(rect.top + 1, rect.bottom - 1),
      columns: (rect.left + 1)...max(rect.left + 1, rect.right - 1))
    let shown = Array(lines.prefix(rect.height - 2))
    func line(_ index: Int) -> BoxLine? {
      shown.indices.contains(index) ? shown[index] : nil
    }
    let split = rect.split
    let box = symbols.box
    // Top and bottom borders, joined to a pair of buttons just inside them.
    canvas.fill(row: rect.top, from: rect.left, through: rect.right, with: box.horizontal)
    put(box.topLeft, rect.top, rect.left, on: &canvas)
    put(box.topRight, rect.top, rect.right, on: &canvas)
    if line(0)?.isPair == true { put(box.teeDown, rect.top, split, on: &canvas) }
    canvas.fill(
      row: rect.bottom, from: rect.left, through: rect.right, with: box.horizontal)
    put(box.bottomLeft, rect.bottom, rect.left, on: &canvas)
    put(box.bottomRight, rect.bottom, rect.right, on: &canvas)
    if line(rect.height - 3)?.isPair == true {
      put(box.teeUp, rect.bottom, split, on: &canvas)
    }
    for row in (rect.top + 1)..<rect.bottom {
      put(box.vertical, row, rect.left, on: &canvas)
      put(box.vertical, row, rect.right, on: &canvas)
    }
    for (index, content) in shown.enumerated() {
      let row = rect.top + 1 + index
      switch content {
      case .blank:
        break
      case .text(let label), .message(let label):
        centre(label, row: row, from: rect.left + 2, through: rect.right - 2, on: &canvas)
      case .field(let label):
        put(Glyph("[", width: 1), row, rect.left + 2, on: &canvas)
        put(Glyph("]", width: 1), row, rect.right - 2, on: &canvas)
        canvas.write(
          label.glyphs, row: row, column: rect.left + 3, style: label.style,
          within: rect.left + 3, rect.right - 3)
      case .pair(let first, let second):
        centre(first, row: row, from: rect.left + 1, through: split - 1, on: &canvas)
        put(box.vertical, row, split, on: &canvas)
        centre(second, row: row, from: split + 1, through: rect.right - 1, on: &canvas)
      case .rule:
        canvas.fill(row: row, from: rect.left, through: rect.right, with: box.horizontal)
        put(box.teeRight, row, rect.left, on: &canvas)
        put(box.teeLeft, row, rect.right, on: &canvas)
        let above = line(index - 1)?.isPair == true
        let below = line(index + 1)?.isPair == true
        if above || below {
          let junction =
            above && below ? box.cross : (above ? box.teeUp : box.teeDown)
          put(junction, row, split, on: &canvas)
        }
      }
    }
  }

  /// Draws a one-column character.
  static func put(_ text: String, _ row: Int, _ column: Int, on canvas: inout Canvas) {
    put(Glyph(text: text, width: 1), row, column, on: &canvas)
  }

  /// Draws a one-column glyph.
  static func put(_ glyph: Glyph, _ row: Int, _ column: Int, on canvas: inout Canvas) {
    canvas.put(glyph, row: row, column: column, style: [])
  }

  /// Draws `label` centred between two columns (inclusive), clipped to them. Returns the
  /// indices of the cells drawn.
  @discardableResult
  static func centre(
    _ label: Label, row: Int, from first: Int, through last: Int, on canvas: inout Canvas
  ) -> Range<Int> {
    let room = last - first + 1
    let start = first + max(0, room - label.width) / 2
    return canvas.write(
      label.glyphs, row: row, column: start, style: label.style, within: first, last)
  }
}
