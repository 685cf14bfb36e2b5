/// Draws presented controllers: alerts, action sheets, popovers, full-screen and page-sheet
/// presentations, and the lines inside their boxes.
struct PresentationDrawing {
  let world: World
  /// `DrawingOptions.color` and `.ascii` (its words are the caption's, not drawn here).
  let color: Bool
  let ascii: Bool
  let symbols: Symbols
  /// The glyphs of `symbols.ellipsis`.
  let ellipsis: [Glyph]

  init(world: World, options: DrawingOptions) {
    self.world = world
    color = options.color
    ascii = options.ascii
    symbols = Symbols.of(options)
    ellipsis = options.ascii ? Self.asciiEllipsis : Self.ellipsis
  }

  /// The glyphs of `Symbols.ascii.ellipsis` and `Symbols.boxDrawing.ellipsis`, made once.
  private static let asciiEllipsis = TextLayout.glyphs(Symbols.ascii.ellipsis)
  private static let ellipsis = TextLayout.glyphs(Symbols.boxDrawing.ellipsis)

  /// The alert's width in columns (L-A1): 270 points, 320 from iOS 26.
  var alertColumns: Int { Scale.columns(world.iOS >= IOSVersion(26) ? 320 : 270) }

  /// An action sheet's inset from the screen's sides in columns (L-S1): 8 points, 16 from
  /// iOS 26; at least one column.
  var sheetInset: Int { max(1, Scale.columns(world.iOS >= IOSVersion(26) ? 16 : 8)) }

  // MARK: Labels

  /// Learner text wrapped into centred lines of at most `width` columns.
  func wrapped(_ text: String?, width: Int, keepNewlines: Bool) -> [[Glyph]] {
    guard let text, !text.isEmpty else { return [] }
    return TextLayout.wrap(text, width: width, keepNewlines: keepNewlines)
  }

  /// A button's label at most `width` columns wide: its title cut with `…` when too long;
  /// bold, red or faint in colour, and marked `*bold*`, `!destructive!`, `(disabled)`
  /// without.
  func buttonLabel(_ actionID: ObjectID, emphasized: ObjectID?, width: Int) -> Label {
    let action = world.actions[actionID]
    let bold = actionID == emphasized
    let destructive = action?.style == .destructive
    let disabled = !(action?.isEnabled ?? true)
    var style: CellStyle = []
    if bold { style.insert(.bold) }
    if destructive { style.insert(.red) }
    if disabled { style.insert(.faint) }
    let checkmark = ascii ? "v" : "\u{2713}"
    let title = TextLayout.line(world.shownActionTitle(actionID, checkmark: checkmark))
    if color {
      return Label(glyphs: TextLayout.cut(title, to: width, ellipsis: ellipsis), style: style)
    }
    // The marks are ASCII, one glyph each: `(!*` before the title, `*!)` after it.
    var prefix: [Glyph] = []
    if disabled { prefix.append(Glyph("(", width: 1)) }
    if destructive { prefix.append(Glyph("!", width: 1)) }
    if bold { prefix.append(Glyph("*", width: 1)) }
    let room = max(0, width - 2 * prefix.count)
    let cut = TextLayout.cut(title, to: room, ellipsis: ellipsis)
    guard !prefix.isEmpty else { return Label(glyphs: cut, style: style) }
    var glyphs = prefix
    glyphs.reserveCapacity(2 * prefix.count + cut.count)
    glyphs += cut
    glyphs += prefix.reversed().map { $0.lead == "(" ? Glyph(")", width: 1) : $0 }
    return Label(glyphs: glyphs, style: style)
  }

  /// A text field's content at most `width` columns wide: the placeholder (faint in colour,
  /// in parentheses without) when empty, `•` per character for secure entry, else the text,
  /// its end shown when it is too long (the caret is there).
  func fieldLabel(_ fieldID: ObjectID, width: Int) -> Label {
    guard let field = world.textFields[fieldID] else { return .none }
    if field.text.isEmpty {
      guard let placeholder = field.placeholder, !placeholder.isEmpty else { return .none }
      let text = TextLayout.line(placeholder)
      if color {
        return Label(glyphs: TextLayout.cut(text, to: width, ellipsis: ellipsis), style: .faint)
      }
      let inner = TextLayout.cut(text, to: max(0, width - 2), ellipsis: ellipsis)
      return Label(glyphs: TextLayout.glyphs("(") + inner + TextLayout.glyphs(")"))
    }
    let shown =
      field.isSecureTextEntry
      ? TextLayout.glyphs(String(repeating: symbols.bullet, count: field.text.count))
      : TextLayout.line(field.text)
    guard TextLayout.width(shown) > width else { return Label(glyphs: shown) }
    let room = width - TextLayout.width(ellipsis)
    var tail: [Glyph] = []
    var used = 0
    for glyph in shown.reversed() {
      if used + glyph.width > room { break }
      tail.insert(glyph, at: 0)
      used += glyph.width
    }
    return Label(glyphs: room >= 0 ? ellipsis + tail : [])
  }

  // MARK: Lines inside the boxes

  /// An alert's lines for a box `interior` columns wide (L-A2, L-A6): title (bold), message,
  /// text fields, a rule, then the buttons: two side by side when both fit, otherwise one per
  /// row, with a rule between rows.
  func alertLines(_ controllerID: ObjectID, interior: Int) -> [BoxLine] {
    guard let alert = world.viewControllers.field(controllerID, { $0.alert }) else { return [] }
    let text = max(1, interior - 2)
    var lines: [BoxLine] = []
    // Room for a title and a message of a line each, the fields and three buttons with the
    // rules between them, so that the lines are seldom copied as they grow.
    lines.reserveCapacity(8 + alert.textFields.count)
    for line in wrapped(world.shownTitle(of: controllerID), width: text, keepNewlines: true) {
      lines.append(.text(Label(glyphs: line, style: .bold)))
    }
    for line in wrapped(world.shownMessage(of: controllerID), width: text, keepNewlines: true) {
      lines.append(.message(Label(glyphs: line)))
    }
    placeDatePickers(of: controllerID, in: &lines, width: text)
    for field in alert.textFields {
      lines.append(.field(fieldLabel(field, width: max(1, interior - 4))))
    }
    let actions = world.displayedActions(of: controllerID)
    let emphasized = world.emphasizedAction(of: controllerID)
    if !actions.isEmpty, !lines.isEmpty { lines.append(.rule) }
    if actions.count == 2 {
      let left = (interior - 1) / 2
      let right = interior - 1 - left
      let first = buttonLabel(actions[0], emphasized: emphasized, width: .max)
      let second = buttonLabel(actions[1], emphasized: emphasized, width: .max)
      if first.width + 2 <= left, second.width + 2 <= right {
        lines.append(.pair(first, second))
        return lines
      }
    }
    // Stacked, the cancel button goes to the bottom (L-A3), even for two; on iOS 8 AlertLab
    // keeps the order they were added in.
    var stacked = actions
    if stacked.count == 2, world.iOS >= IOSVersion(9),
      let cancel = stacked.firstIndex(where: { world.actions[$0]?.style == .cancel })
    {
      stacked.append(stacked.remove(at: cancel))
    }
    for (index, action) in stacked.enumerated() {
      if index > 0 { lines.append(.rule) }
      lines.append(.text(buttonLabel(action, emphasized: emphasized, width: text)))
    }
    return lines
  }

  /// An action sheet group's lines: title (bold) and message, a rule, then one action per
  /// row.
  func sheetLines(_ controllerID: ObjectID, actions: [ObjectID], interior: Int) -> [BoxLine] {
    guard world.viewControllers[controllerID]?.alert != nil else { return [] }
    let text = max(1, interior - 2)
    var lines: [BoxLine] = []
    for line in wrapped(world.shownTitle(of: controllerID), width: text, keepNewlines: true) {
      lines.append(.text(Label(glyphs: line, style: .bold)))
    }
    for line in wrapped(world.shownMessage(of: controllerID), width: text, keepNewlines: true) {
      lines.append(.message(Label(glyphs: line)))
    }
    placeDatePickers(of: controllerID, in: &lines, width: text)
    if !lines.isEmpty, !actions.isEmpty { lines.append(.rule) }
    let emphasized = world.emphasizedAction(of: controllerID)
    for action in actions {
      lines.append(.text(buttonLabel(action, emphasized: emphasized, width: text)))
    }
    return lines
  }

  /// The date pickers added to an alert's or sheet's `view`, drawn over the blank lines of
  /// its title and message (people make room with a title of newlines), centred in the
  /// longest run of them with a blank line above and below; without room, under the text.
  /// On a device the picker covers whatever is behind it; a row of the terminal is a line of
  /// text, so the blank run is drawn no taller than the picker and its margins.
  func placeDatePickers(of controllerID: ObjectID, in lines: inout [BoxLine], width: Int) {
    let pickers = world.alertDatePickers(of: controllerID)
    guard !pickers.isEmpty else { return }
    var rows: [BoxLine] = []
    for picker in pickers {
      rows += datePickerLines(picker, width: width)
    }
    var best = 0..<0
    var start: Int?
    for index in 0...lines.count {
      var isBlank = false
      if index < lines.count {
        switch lines[index] {
        case .text(let label), .message(let label): isBlank = label.glyphs.allSatisfy(\.isSpace)
        case .blank: isBlank = true
        default: break
        }
      }
      if isBlank {
        if start == nil { start = index }
      } else if let first = start {
        if index - first > best.count { best = first..<index }
        start = nil
      }
    }
    guard best.count >= rows.count else {
      lines += rows
      return
    }
    let margin = best.count >= rows.count + 2 ? [BoxLine.blank] : []
    lines.replaceSubrange(best, with: margin + rows + margin)
  }

  /// A date picker's rows: the selected one bold between `›` and `‹`, the others faint.
  func datePickerLines(_ picker: ObjectID, width: Int) -> [BoxLine] {
    guard let state = world.app.datePickers[picker] else { return [] }
    let rows = state.drawnRows(iOS: world.iOS, now: world.simulatedNow)
    let marks = state.shownStyle(iOS: world.iOS) == .wheels
    return rows.map { row in
      let text = TextLayout.line(row.text)
      guard marks else {
        return .text(Label(glyphs: TextLayout.cut(text, to: width, ellipsis: ellipsis)))
      }
      let open = TextLayout.glyphs(row.selected ? symbols.disclosure + " " : "  ")
      let close = TextLayout.glyphs(row.selected ? " " + symbols.back : "  ")
      let inner = TextLayout.cut(text, to: max(1, width - 4), ellipsis: ellipsis)
      return .text(Label(glyphs: open + inner + close, style: row.selected ? .bold : .faint))
    }
  }

  /// The name a controller without alert content is drawn with: its title, else its class.
  func controllerLabel(_ controllerID: ObjectID, width: Int) -> Label {
    // A navigation controller shows its root's view.
    let shown = world.popovers.navigationRoots[controllerID] ?? controllerID
    let controller = world.viewControllers[shown]
    let name =
      controller?.title.flatMap { $0.isEmpty ? nil : $0 } ?? controller?.swiftClassName ?? ""
    return Label(glyphs: TextLayout.cut(TextLayout.line(name), to: width, ellipsis: ellipsis))
  }

  /// Blank lines, then `label` on the middle line of a box with `count` lines.
  func centredLines(_ label: Label, count: Int) -> [BoxLine] {
    Array(repeating: .blank, count: max(0, (count - 1) / 2)) + [.text(label)]
  }

  // MARK: Presentations on the screen

  /// Draws a presented controller over what is on `canvas`.
  /// Whether a controller shown in `mode` dims the whole screen below it (a popover keeps its
  /// anchor undimmed; a full-screen controller covers the screen).
  static func dimsWholeScreen(_ mode: PresentationMode) -> Bool {
    switch mode {
    case .pageSheet, .formSheet, .alert, .sheet: return true
    case .fullScreen, .popover: return false
    }
  }

  /// Draws the controller over the screen on `canvas`; `dimmed` says the canvas is already
  /// dimmed as `dimsWholeScreen(mode)` dims it.
  func draw(
    _ controllerID: ObjectID, mode: PresentationMode, on canvas: inout Canvas,
    anchors: SceneAnchors, dimmed: Bool = false
  ) {
    let isAlert = world.viewControllers.field(controllerID, { $0.alert }) != nil
    if Self.dimsWholeScreen(mode), !dimmed {
      canvas.dim(dot: symbols.dimDot, color: color, keep: 0..<0)
    }
    switch mode {
    case .fullScreen:
      drawFullScreen(world.adaptedController(of: controllerID), on: &canvas)
    case .pageSheet:
      drawPageSheet(world.adaptedController(of: controllerID), on: &canvas)
    case .formSheet:
      drawFormSheet(controllerID, on: &canvas)
    case .popover:
      // Apple: "In a horizontally regular environment, this style displays the view
      // controller in a popover view. The background content is dimmed and taps outside the
      // popover cause the popover to be dismissed." (UIModalPresentationStyle.popover); and of
      // UIPopoverController: "the background is dimmed automatically". The anchor stays
      // undimmed so the arrow's target can be seen.
      let keep = world.popoverAnchor(of: controllerID).flatMap { anchors[$0] } ?? 0..<0
      canvas.dim(dot: symbols.dimDot, color: color, keep: keep)
      drawPopover(controllerID, on: &canvas)
    case .alert, .sheet:
      if !isAlert {
        drawLabelledBox(controllerID, on: &canvas)
      } else if mode == .alert {
        drawAlert(controllerID, on: &canvas)
      } else {
        let inset = min(sheetInset, max(0, canvas.columns / 2 - 2))
        drawSheet(
          controllerID, from: inset, through: canvas.columns - 1 - inset, on: &canvas)
      }
    }
  }

  /// An alert, centred.
  func drawAlert(_ controllerID: ObjectID, on canvas: inout Canvas) {
    let width = min(alertColumns, canvas.columns)
    let lines = BoxPainter.fit(
      alertLines(controllerID, interior: width - 2), count: canvas.rows - 2, ellipsis: ellipsis)
    let height = lines.count + 2
    let top = max(0, (canvas.rows - height) / 2)
    let left = max(0, (canvas.columns - width) / 2)
    let rect = CellRect(top: top, left: left, bottom: top + height - 1, right: left + width - 1)
    BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: symbols)
  }

  /// An iPhone action sheet at the bottom of the canvas between two columns: the group of
  /// actions (with title and message), then, one row lower, the cancel action in its own
  /// group.
  func drawSheet(
    _ controllerID: ObjectID, from left: Int, through right: Int, on canvas: inout Canvas
  ) {
    let (group, cancel) = world.sheetGroups(of: controllerID, asPopover: false)
    var bottom = canvas.rows - 1
    if let cancel {
      let label = buttonLabel(
        cancel, emphasized: world.emphasizedAction(of: controllerID), width: right - left - 3)
      let rect = CellRect(top: bottom - 2, left: left, bottom: bottom, right: right)
      BoxPainter.paint(rect, lines: [.text(label)], on: &canvas, symbols: symbols)
      bottom -= 4
    }
    let lines = BoxPainter.fit(
      sheetLines(controllerID, actions: group, interior: right - left - 1),
      count: bottom - 1, ellipsis: ellipsis)
    guard !lines.isEmpty, bottom >= 1 else { return }
    let rect = CellRect(top: bottom - lines.count - 1, left: left, bottom: bottom, right: right)
    BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: symbols)
  }

  /// A popover: a box at the frame `PopoverLayout` gives (grown to fit its lines, kept on
  /// the screen), with its arrow on the side `arrow` says, at the cell nearest the tip.
  func drawPopover(_ controllerID: ObjectID, on canvas: inout Canvas) {
    guard let popoverID = world.viewControllers[controllerID]?.popoverPresentationController
    else {
      drawLabelledBox(controllerID, on: &canvas)
      return
    }
    let layout = PopoverLayout.frame(for: popoverID, in: world)
    if let background = world.popovers.backgrounds[popoverID] {
      drawCustomPopover(controllerID, layout: layout, background: background, on: &canvas)
      return
    }
    var rect = CellRect(
      top: Scale.row(layout.frame.minY), left: Scale.column(layout.frame.minX),
      bottom: Scale.row(layout.frame.maxY) - 1, right: Scale.column(layout.frame.maxX) - 1)
    rect.right = max(rect.right, rect.left + 3)
    rect.bottom = max(rect.bottom, rect.top + 2)
    var lines = popoverLines(controllerID, rect: rect)
    if lines.count + 2 > rect.height {
      if layout.arrow == .down {
        rect.top = rect.bottom - lines.count - 1
      } else {
        rect.bottom = rect.top + lines.count + 1
      }
    }
    rect = rect.clamped(rows: canvas.rows, columns: canvas.columns)
    lines = BoxPainter.fit(lines, count: rect.height - 2, ellipsis: ellipsis)
    BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: symbols)
    guard let tip = layout.tip, rect.width >= 3, rect.height >= 3 else { return }
    let column = min(max(Scale.column(tip.x), rect.left + 1), rect.right - 1)
    let row = min(max(Scale.row(tip.y), rect.top + 1), rect.bottom - 1)
    switch layout.arrow {
    case .up: BoxPainter.put(symbols.arrowUp, rect.top, column, on: &canvas)
    case .down: BoxPainter.put(symbols.arrowDown, rect.bottom, column, on: &canvas)
    case .left: BoxPainter.put(symbols.arrowLeft, row, rect.left, on: &canvas)
    case .right: BoxPainter.put(symbols.arrowRight, row, rect.right, on: &canvas)
    default: break
    }
  }

  /// What a popover box holds: an action sheet's title, message and actions (no cancel), an
  /// alert, or the presented controller's name in the middle.
  func popoverLines(_ controllerID: ObjectID, rect: CellRect) -> [BoxLine] {
    if world.popovers.navigationRoots[controllerID] != nil {
      return navigationLines(controllerID, rect: rect)
    }
    guard let alert = world.viewControllers[controllerID]?.alert else {
      return viewLines(controllerID, width: max(1, rect.interior - 2))
        ?? centredLines(
          controllerLabel(controllerID, width: max(1, rect.interior - 2)), count: rect.height - 2)
    }
    if alert.style == .alert { return alertLines(controllerID, interior: rect.interior) }
    let (group, _) = world.sheetGroups(of: controllerID, asPopover: true)
    return sheetLines(controllerID, actions: group, interior: rect.interior)
  }

  /// A controller filling the screen below the status bar, its name in the middle.
  func drawFullScreen(_ controllerID: ObjectID, on canvas: inout Canvas) {
    let top = min(world.statusBarRows, canvas.rows)
    guard top < canvas.rows, canvas.columns > 0 else { return }
    canvas.clear(rows: top...(canvas.rows - 1), columns: 0...(canvas.columns - 1))
    if let lines = viewLines(controllerID, width: max(1, canvas.columns - 2)) {
      for (offset, line) in lines.enumerated() where top + 1 + offset < canvas.rows {
        guard case .text(let label) = line else { continue }
        BoxPainter.centre(
          label, row: top + 1 + offset, from: 1, through: canvas.columns - 2, on: &canvas)
      }
      return
    }
    let label = controllerLabel(controllerID, width: max(1, canvas.columns - 2))
    BoxPainter.centre(
      label, row: top + (canvas.rows - top - 1) / 2, from: 1, through: canvas.columns - 2,
      on: &canvas)
  }

  /// A page sheet: a card from the third row down, a grabber at its top, its name in the
  /// middle; the dimmed screen shows above it.
  func drawPageSheet(_ controllerID: ObjectID, on canvas: inout Canvas) {
    let top = min(2, max(0, canvas.rows - 3))
    let rect = CellRect(
      top: top, left: 0, bottom: canvas.rows - 1, right: canvas.columns - 1)
    guard rect.height >= 3, rect.width >= 4 else { return }
    let grabber = BoxLine.text(Label(glyphs: TextLayout.glyphs(symbols.grabber)))
    var lines: [BoxLine]
    if let content = viewLines(controllerID, width: max(1, rect.interior - 2)) {
      lines = [grabber, .blank] + content
    } else {
      let label = controllerLabel(controllerID, width: max(1, rect.interior - 2))
      lines = centredLines(label, count: rect.height - 2)
      lines[0] = lines.count > 1 ? grabber : lines[0]
    }
    BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: symbols)
  }

  /// A form sheet, centred: `preferredContentSize` when set, else 540 × 620 points (AlertLab's
  /// size for UIKit's default, which no source states), never larger than the screen.
  func drawFormSheet(_ controllerID: ObjectID, on canvas: inout Canvas) {
    let preferred = world.viewControllers[controllerID]?.preferredContentSize ?? .zero
    let size =
      preferred.width > 0 && preferred.height > 0
      ? preferred : Size(width: 540, height: 620)
    let width = min(canvas.columns, max(6, Scale.columns(size.width)))
    let height = min(canvas.rows, max(3, Scale.rows(size.height)))
    let top = max(0, (canvas.rows - height) / 2)
    let left = max(0, (canvas.columns - width) / 2)
    let rect = CellRect(top: top, left: left, bottom: top + height - 1, right: left + width - 1)
    let label = controllerLabel(controllerID, width: max(1, rect.interior - 2))
    let lines =
      viewLines(controllerID, width: max(1, rect.interior - 2))
      ?? centredLines(label, count: rect.height - 2)
    BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: symbols)
  }

  /// A controller shown in a mode that has no drawing of its own: a box in the middle.
  func drawLabelledBox(_ controllerID: ObjectID, on canvas: inout Canvas) {
    let label = controllerLabel(controllerID, width: max(1, canvas.columns - 6))
    let width = min(canvas.columns, max(label.width + 6, 20))
    let top = max(0, (canvas.rows - 5) / 2)
    let left = max(0, (canvas.columns - width) / 2)
    let rect = CellRect(top: top, left: left, bottom: top + 4, right: left + width - 1)
      .clamped(rows: canvas.rows, columns: canvas.columns)
    BoxPainter.paint(
      rect, lines: centredLines(label, count: rect.height - 2), on: &canvas, symbols: symbols)
  }
}
