/// Draws a table view from what its data source last answered: each row's text on a line of
/// its own with its detail and accessory, a separator under it (a 44-point row is two lines of
/// the screen), section headers, and as many rows as fit; a last line says how many are not
/// drawn.
enum TableDrawing {
  static func draw(
    _ id: ObjectID, of world: World, on canvas: inout Canvas, top: Int, symbols: Symbols,
    words: ScreenWords
  ) {
    guard let table = world.app.tables[id] else { return }
    let frame = world.windowFrame(of: id)
    let columns = canvas.columns
    let left = min(max(0, Scale.column(frame.minX)), columns)
    let right = min(columns, max(left, Scale.column(frame.maxX)))
    let width = right - left
    guard width > 4 else { return }
    let first = max(top, Scale.row(frame.minY))
    let end = min(canvas.rows, Scale.row(frame.maxY))
    guard first < end else { return }
    let ellipsis = TextLayout.glyphs(symbols.ellipsis)
    var row = first
    var drawn = 0
    var stopped = false
    // The last line is kept for the count of rows not drawn.
    let last = end - 1
    func fits(_ lines: Int) -> Bool { row + lines <= last }
    for section in table.sections {
      if let header = section.header, !header.isEmpty {
        guard fits(1) else {
          stopped = true
          break
        }
        let text = TextLayout.cut(
          TextLayout.line(table.style == "plain" ? header : header.uppercased()),
          to: width - 2, ellipsis: ellipsis)
        canvas.write(text, row: row, column: left + 1, style: [])
        row += 1
      }
      for shown in section.rows {
        let subtitle = shown.detail != nil && shown.detail?.isEmpty == false && shown.isSubtitle
        guard fits(subtitle ? 3 : 2) else {
          stopped = true
          break
        }
        drawRow(shown, row: row, left: left, width: width, on: &canvas, symbols: symbols)
        row += subtitle ? 2 : 1
        canvas.fill(row: row, from: left + 2, through: right - 1, with: symbols.box.horizontal)
        row += 1
        drawn += 1
      }
      if stopped { break }
    }
    let total = table.sections.reduce(0) { sum, section in
      sum > Int.max - section.rowCount ? Int.max : sum + section.rowCount
    }
    let hidden = total - drawn
    let moreSections = table.sectionCount > table.sections.count
    guard hidden > 0 || moreSections else { return }
    let template = moreSections ? words.moreRowsAndSections : words.moreRows
    let text = symbols.ellipsis + " " + ScreenWords.fill(template, String(hidden))
    canvas.write(
      TextLayout.cut(TextLayout.line(text), to: width - 2, ellipsis: ellipsis), row: min(row, last),
      column: left + 1, style: [])
  }

  /// One row: its text at the left, a `value1` detail and the accessory at the right, a
  /// subtitle's detail on the line under it.
  static func drawRow(
    _ shown: TableRow, row: Int, left: Int, width: Int, on canvas: inout Canvas, symbols: Symbols
  ) {
    let ellipsis = TextLayout.glyphs(symbols.ellipsis)
    var accessory: [Glyph] = []
    switch shown.accessory {
    case "disclosureIndicator", "detailDisclosureButton":
      accessory = TextLayout.glyphs(symbols.disclosure)
    case "checkmark": accessory = TextLayout.glyphs(symbols.checkmark)
    default: break
    }
    let accessoryWidth = accessory.isEmpty ? 0 : TextLayout.width(accessory) + 1
    let room = max(1, width - 3 - accessoryWidth)
    var detail: [Glyph] = []
    if let text = shown.detail, !text.isEmpty, !shown.isSubtitle {
      detail = TextLayout.cut(TextLayout.line(text), to: max(1, room / 2), ellipsis: ellipsis)
    }
    let detailWidth = detail.isEmpty ? 0 : TextLayout.width(detail) + 1
    let text = TextLayout.cut(
      TextLayout.line(shown.text), to: max(1, room - detailWidth), ellipsis: ellipsis)
    canvas.write(text, row: row, column: left + 2, style: [])
    let end = left + width - 1
    if !accessory.isEmpty {
      canvas.write(accessory, row: row, column: end - TextLayout.width(accessory), style: [])
    }
    if !detail.isEmpty {
      canvas.write(
        detail, row: row, column: end - accessoryWidth - TextLayout.width(detail), style: [])
    }
    if shown.isSubtitle, let text = shown.detail, !text.isEmpty {
      canvas.write(
        TextLayout.cut(TextLayout.line(text), to: room, ellipsis: ellipsis), row: row + 1,
        column: left + 2, style: [])
    }
  }
}
