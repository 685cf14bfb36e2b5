/// Draws the app's own screen: status bar, navigation bar with its bar button items and a
/// rule under it, and the view's buttons.
enum SceneDrawing {
  /// Draws the scene and returns, for each bar button item and button drawn, the indices of
  /// its cells (a popover keeps its anchor undimmed).
  static func draw(
    _ world: World, on canvas: inout Canvas, symbols: Symbols, words: ScreenWords = .english
  ) -> SceneAnchors {
    var anchors = SceneAnchors()
    let columns = canvas.columns
    let ellipsis = TextLayout.glyphs(symbols.ellipsis)
    var row = 0
    if world.statusBarRows > 0 {
      canvas.write(Fixed.time, row: row, column: 1, style: [])
      canvas.write(Fixed.battery, row: row, column: columns - 5, style: [])
      row += 1
    }
    let barRow = row
    if world.app.navigationBarHidden {
      drawContent(
        world, on: &canvas, symbols: symbols, words: words, top: barRow, anchors: &anchors)
      return anchors
    }
    if let pushed = world.pushedControllers.last {
      drawPushed(pushed, of: world, on: &canvas, barRow: barRow, symbols: symbols)
      return anchors
    }
    let title = TextLayout.line(
      world.app.navigationTitle ?? world.viewControllers[world.rootViewController]?.title ?? "")
    BoxPainter.centre(
      Label(glyphs: TextLayout.cut(title, to: columns - 12, ellipsis: ellipsis)),
      row: barRow, from: 0, through: columns - 1, on: &canvas)
    // In id order, as the table iterates.
    for id in world.barButtonItemsInBar {
      guard let item = world.barButtonItems[id], let frame = item.frame else { continue }
      let glyphs = TextLayout.cut(
        TextLayout.line(item.shownTitle), to: max(1, Scale.columns(frame.width)),
        ellipsis: ellipsis)
      let start = Scale.column(frame.midX) - TextLayout.width(glyphs) / 2
      anchors.record(
        id,
        canvas.write(
          glyphs, row: barRow, column: min(max(0, start), columns - TextLayout.width(glyphs)),
          style: []))
    }
    canvas.fill(row: barRow + 1, from: 0, through: columns - 1, with: symbols.box.horizontal)
    drawContent(
      world, on: &canvas, symbols: symbols, words: words, top: barRow + 2, anchors: &anchors)
    return anchors
  }

  /// The view's tables, buttons, labels, text fields and date pickers, from row `contentTop`.
  static func drawContent(
    _ world: World, on canvas: inout Canvas, symbols: Symbols, words: ScreenWords,
    top contentTop: Int, anchors: inout SceneAnchors
  ) {
    let columns = canvas.columns
    let ellipsis = TextLayout.glyphs(symbols.ellipsis)
    ViewDrawing.drawBorders(world, on: &canvas, symbols: symbols, top: contentTop)
    // A table view controller's view is its table: the scene's own buttons are not on it.
    let tableFills = world.tableFillsScreen
    let presented = world.viewsOfPresentedControllers
    for table in world.shownTables {
      TableDrawing.draw(
        table, of: world, on: &canvas, top: contentTop, symbols: symbols, words: words)
    }
    // The views are walked: whether one shows is stored on it (its class, `isInWindow`, kept
    // for a view and its subviews together as they enter and leave the window) and on its
    // superviews' looks, and no index of the views in the window is kept. The walk costs a
    // step per view made, never per object of another kind.
    for (id, view) in world.views {
      // Buttons, labels and text fields in the window show; hidden or transparent ones do not.
      let isButton = view.kitClass == "UIButton"
      let isField = view.kitClass == "UITextField"
      let isPicker = view.kitClass == "UIDatePicker"
      guard isButton || isField || isPicker || view.kitClass == "UILabel", view.isInWindow,
        world.isVisible(id), !(tableFills && world.sceneButtons.contains(id)),
        presented.isEmpty || !presented.contains(id)
      else { continue }
      let frame = world.windowFrame(of: id)
      let row = Scale.row(frame.midY)
      guard row >= contentTop, row < canvas.rows else { continue }
      if isPicker {
        drawDatePicker(
          id, of: world, frame: frame, rows: contentTop..<canvas.rows, on: &canvas,
          symbols: symbols, anchors: &anchors)
        continue
      }
      if view.kitClass == "UILabel", let most = world.app.looks[id]?.numberOfLines, most != 1,
        drawWrapped(
          id, view.title ?? "", numberOfLines: most, frame: frame, rows: contentTop..<canvas.rows,
          on: &canvas, symbols: symbols, anchors: &anchors)
      {
        continue
      }
      var label: [Glyph]
      if isField {
        label = fieldGlyphs(world, id, frame: frame, columns: columns, symbols: symbols)
      } else {
        let title = TextLayout.cut(
          TextLayout.line(view.title ?? ""), to: max(1, columns - 4), ellipsis: ellipsis)
        label = isButton ? Fixed.buttonOpen + title + Fixed.buttonClose : title
      }
      let width = TextLayout.width(label)
      let left = Scale.column(frame.minX)
      let span = Scale.column(frame.maxX) - left
      var start = left + (span - width) / 2
      start = min(max(0, start), max(0, columns - width))
      anchors.record(id, canvas.write(label, row: row, column: start, style: []))
    }
    drawKeyboardPicker(of: world, rows: contentTop..<canvas.rows, on: &canvas, symbols: symbols)
  }

  /// A label that may take more lines (`numberOfLines` 0, as a SwiftUI `Text` is), is taller
  /// than a line and wider than its frame (or the screen, for a frame of no width): its
  /// lines wrapped within it, as many as its height holds, one under another, centred on the
  /// frame as a block, each from the same column. False when it shows one line, to be drawn
  /// as any label.
  static func drawWrapped(
    _ id: ObjectID, _ text: String, numberOfLines most: Int, frame: Rect, rows: Range<Int>,
    on canvas: inout Canvas, symbols: Symbols, anchors: inout SceneAnchors
  ) -> Bool {
    let columns = canvas.columns
    let left = Scale.column(frame.minX)
    let span = Scale.column(frame.maxX) - left
    let room = max(1, span > 0 ? min(span, columns - 4) : columns - 4)
    // As many lines as its height holds (UIKit draws no line below its bounds).
    let fit = Scale.rows(frame.size.height)
    guard fit > 1 else { return false }
    let lines = TextLayout.labelLines(
      text, width: room, numberOfLines: most > 0 ? min(most, fit) : fit,
      ellipsis: TextLayout.glyphs(symbols.ellipsis))
    guard lines.count > 1 else { return false }
    let width = lines.map(TextLayout.width).max() ?? 0
    let start = min(max(0, left + (max(span, width) - width) / 2), max(0, columns - width))
    let first = Scale.row(frame.midY) - (lines.count - 1) / 2
    var recorded = false
    for (offset, line) in lines.enumerated() where rows.contains(first + offset) {
      let cells = canvas.write(line, row: first + offset, column: start, style: [])
      if !recorded { anchors.record(id, cells) }
      recorded = true
    }
    return true
  }

  /// A date picker of the view: its rows centred on its frame (the wheels' selected row, a
  /// compact picker's pills, an inline calendar).
  static func drawDatePicker(
    _ id: ObjectID, of world: World, frame: Rect, rows: Range<Int>, on canvas: inout Canvas,
    symbols: Symbols, anchors: inout SceneAnchors
  ) {
    guard let state = world.app.datePickers[id] else { return }
    let lines = state.drawnRows(iOS: world.iOS, now: world.simulatedNow)
    let wheels = state.shownStyle(iOS: world.iOS) == .wheels
    let selected = lines.firstIndex { $0.selected } ?? 0
    let first = Scale.row(frame.midY) - (wheels ? selected : lines.count / 2)
    let left = Scale.column(frame.minX)
    if let cells = drawPickerRows(
      lines, wheels: wheels, first: first, left: left, span: Scale.column(frame.maxX) - left,
      rows: rows, on: &canvas, symbols: symbols)
    {
      anchors.record(id, cells)
    }
  }

  /// The date picker of the text field being edited, where the keyboard would be: the
  /// bottom rows of the screen under a rule.
  static func drawKeyboardPicker(
    of world: World, rows: Range<Int>, on canvas: inout Canvas, symbols: Symbols
  ) {
    guard let picker = world.keyboardDatePicker, let state = world.app.datePickers[picker]
    else { return }
    let lines = state.drawnRows(iOS: world.iOS, now: world.simulatedNow)
    let accessory = world.accessoryRow(columns: canvas.columns)
    let first = rows.upperBound - lines.count - 1
    let top = first - 1 - (accessory.isEmpty ? 0 : 1)
    guard top >= rows.lowerBound else { return }
    canvas.fill(row: top, from: 0, through: canvas.columns - 1, with: symbols.box.horizontal)
    for row in (top + 1)..<rows.upperBound {
      canvas.fill(row: row, from: 0, through: canvas.columns - 1, with: .space)
    }
    if !accessory.isEmpty {
      let glyphs = TextLayout.cut(
        TextLayout.line(accessory), to: canvas.columns,
        ellipsis: TextLayout.glyphs(symbols.ellipsis))
      canvas.write(glyphs, row: top + 1, column: 0, style: [])
    }
    _ = drawPickerRows(
      lines, wheels: state.shownStyle(iOS: world.iOS) == .wheels, first: first, left: 0,
      span: canvas.columns, rows: rows, on: &canvas, symbols: symbols)
  }

  /// A picker's rows from row `first`, each centred in `span` columns from `left`; the
  /// selected wheel row between `›` and `‹`, the others faint. The cells of the selected row.
  static func drawPickerRows(
    _ lines: [(text: String, selected: Bool)], wheels: Bool, first: Int, left: Int, span: Int,
    rows: Range<Int>, on canvas: inout Canvas, symbols: Symbols
  ) -> Range<Int>? {
    var selectedCells: Range<Int>?
    for (offset, line) in lines.enumerated() {
      let row = first + offset
      guard rows.contains(row) else { continue }
      var text = line.text
      if wheels {
        text =
          line.selected ? symbols.disclosure + " " + text + " " + symbols.back : "  " + text + "  "
      }
      let glyphs = TextLayout.cut(
        TextLayout.line(text), to: max(1, canvas.columns),
        ellipsis: TextLayout.glyphs(symbols.ellipsis))
      let width = TextLayout.width(glyphs)
      let start = min(max(0, left + (span - width) / 2), max(0, canvas.columns - width))
      let cells = canvas.write(glyphs, row: row, column: start, style: line.selected ? [] : .faint)
      if line.selected { selectedCells = cells }
    }
    return selectedCells
  }

  /// A controller pushed above `self`: the bar shows the back button (the title of the
  /// controller below) and the pushed controller's title; its view shows its name in the
  /// middle, as a presented controller's does.
  static func drawPushed(
    _ pushed: ObjectID, of world: World, on canvas: inout Canvas, barRow: Int, symbols: Symbols
  ) {
    let columns = canvas.columns
    let ellipsis = TextLayout.glyphs(symbols.ellipsis)
    let controller = world.viewControllers[pushed]
    let title = TextLayout.cut(
      TextLayout.line(controller?.title ?? ""), to: max(1, columns - 20), ellipsis: ellipsis)
    BoxPainter.centre(Label(glyphs: title), row: barRow, from: 0, through: columns - 1, on: &canvas)
    // The back button takes the room left of the centred title.
    let room = (columns - TextLayout.width(title)) / 2 - 2
    let back = TextLayout.cut(
      TextLayout.line(symbols.back + " " + (world.backButtonTitle ?? "")), to: max(1, room),
      ellipsis: ellipsis)
    canvas.write(back, row: barRow, column: min(1, columns - 1), style: [])
    canvas.fill(row: barRow + 1, from: 0, through: columns - 1, with: symbols.box.horizontal)
    let top = barRow + 2
    guard top < canvas.rows else { return }
    let name =
      controller?.title.flatMap { $0.isEmpty ? nil : $0 } ?? controller?.swiftClassName ?? ""
    BoxPainter.centre(
      Label(
        glyphs: TextLayout.cut(TextLayout.line(name), to: max(1, columns - 2), ellipsis: ellipsis)),
      row: top + (canvas.rows - top - 1) / 2, from: 1, through: columns - 2, on: &canvas)
  }

  /// A text field of the view: `[text      ]` as wide as its frame (6 columns at least), its
  /// placeholder in parentheses while it is empty, the end of a long text shown.
  static func fieldGlyphs(
    _ world: World, _ id: ObjectID, frame: Rect, columns: Int, symbols: Symbols
  ) -> [Glyph] {
    let span = min(max(6, Scale.columns(frame.width)), columns)
    let room = span - 2
    let line = TextLayout.line(world.sceneFieldText(id, bullet: symbols.bullet))
    // The end of a long text shows: glyphs leave from the front until it fits.
    var textWidth = TextLayout.width(line)
    var dropped = 0
    while textWidth > room, dropped < line.count {
      textWidth -= line[dropped].width
      dropped += 1
    }
    let text = line[dropped...]
    let pad = room - textWidth
    var glyphs = [Glyph("[", width: 1)]
    glyphs.reserveCapacity(span)
    glyphs += text
    glyphs += repeatElement(Glyph.space, count: max(0, pad))
    glyphs.append(Glyph("]", width: 1))
    return glyphs
  }

  /// The scene's own words, made into glyphs once.
  enum Fixed {
    static let time = TextLayout.glyphs("9:41")
    static let battery = TextLayout.glyphs("100%")
    static let buttonOpen = TextLayout.glyphs("[ ")
    static let buttonClose = TextLayout.glyphs(" ]")
  }
}

/// The cells each bar button item and view of the scene was drawn on, in the order drawn (a
/// popover keeps its anchor undimmed). A handful, so a list.
struct SceneAnchors {
  private var drawn: [(id: ObjectID, cells: Range<Int>)] = []

  mutating func record(_ id: ObjectID, _ cells: Range<Int>) {
    drawn.append((id, cells))
  }

  /// The cells `id` was drawn on, if it was drawn.
  subscript(id: ObjectID) -> Range<Int>? {
    drawn.last { $0.id == id }?.cells
  }
}
