/// Draws UIAlertView and UIActionSheet as iOS 7 shows them, over everything else on the
/// screen (they live in a window of their own). From iOS 8 they are shims over a
/// UIAlertController (U-2) and are drawn as that controller, so this draws nothing there.
///
/// iOS 7's own layout rules are not in AlertLab's sources (U-12: UNSURE). The drawing is
/// therefore kept close to the alert and sheet drawings of iOS 8 — the same 270-point alert
/// with its title, message, text fields and buttons, the sheet at the bottom with its cancel
/// button in a group of its own, a popover on an iPad — and marked as the older class by its
/// name on the box's top edge (`iOS 7 UIAlertView`). Button order follows the headers (U-5):
/// an alert view's cancel button left of two and at the bottom of more, an action sheet's
/// destructive button first and cancel button last (hidden in an iPad popover). The cancel
/// button is bold, the destructive one red, a disabled first other button dim.
enum LegacyDrawing {
  /// Draws the legacy views shown on iOS 7, the first shown lowest.
  static func draw(
    _ world: World, on canvas: inout Canvas, options: DrawingOptions,
    anchors: SceneAnchors
  ) {
    guard !world.legacy.shown.isEmpty else { return }
    let painter = PresentationDrawing(world: world, options: options)
    for id in world.legacy.shown {
      guard let view = world.legacy.views[id] else { continue }
      switch view.kind {
      case .alertView:
        canvas.dim(dot: painter.symbols.dimDot, color: options.color, keep: 0..<0)
        drawAlertView(id, in: world, painter: painter, on: &canvas)
      case .actionSheet:
        if world.actionSheetIsPopover {
          let keep = anchorID(of: view).flatMap { anchors[$0] } ?? 0..<0
          canvas.dim(dot: painter.symbols.dimDot, color: options.color, keep: keep)
          drawSheetPopover(id, in: world, painter: painter, on: &canvas)
        } else {
          canvas.dim(dot: painter.symbols.dimDot, color: options.color, keep: 0..<0)
          drawSheet(id, in: world, painter: painter, on: &canvas)
        }
      }
    }
  }

  /// The name written on a box's top edge.
  static func era(_ view: LegacyView) -> String { " iOS 7 \(view.kind.className) " }

  /// A button's label: bold for the cancel button, red for the destructive one, dim when
  /// disabled; without colour `*bold*`, `!destructive!`, `(disabled)`, as for actions.
  static func buttonLabel(
    _ index: Int, of id: ObjectID, in world: World, painter: PresentationDrawing, width: Int
  ) -> Label {
    guard let view = world.legacy.views[id], view.buttons.indices.contains(index) else {
      return .none
    }
    let destructive = view.kind == .actionSheet && index == view.destructiveButtonIndex
    let bold = index == view.cancelButtonIndex && !destructive
    let disabled = !world.isLegacyButtonEnabled(index, of: id)
    var style: CellStyle = []
    if bold { style.insert(.bold) }
    if destructive { style.insert(.red) }
    if disabled { style.insert(.faint) }
    let title = TextLayout.line(view.buttons[index])
    if painter.color {
      return Label(
        glyphs: TextLayout.cut(title, to: width, ellipsis: painter.ellipsis), style: style)
    }
    let prefix = (disabled ? "(" : "") + (destructive ? "!" : "") + (bold ? "*" : "")
    let suffix = (bold ? "*" : "") + (destructive ? "!" : "") + (disabled ? ")" : "")
    let room = max(0, width - prefix.utf8.count - suffix.utf8.count)
    let glyphs =
      TextLayout.glyphs(prefix) + TextLayout.cut(title, to: room, ellipsis: painter.ellipsis)
      + TextLayout.glyphs(suffix)
    return Label(glyphs: glyphs, style: style)
  }

  /// An alert view's lines: title (bold), message, the style's text fields, a rule, then the
  /// buttons: two side by side when both fit, otherwise one per row.
  static func alertViewLines(
    _ id: ObjectID, in world: World, painter: PresentationDrawing, interior: Int
  ) -> [BoxLine] {
    guard let view = world.legacy.views[id] else { return [] }
    let text = max(1, interior - 2)
    var lines: [BoxLine] = []
    for line in painter.wrapped(view.title, width: text, keepNewlines: false) {
      lines.append(.text(Label(glyphs: line, style: .bold)))
    }
    for line in painter.wrapped(view.message, width: text, keepNewlines: true) {
      lines.append(.message(Label(glyphs: line)))
    }
    for field in view.textFields {
      lines.append(.field(painter.fieldLabel(field, width: max(1, interior - 4))))
    }
    let order = world.legacyButtonOrder(of: id).main
    if !order.isEmpty, !lines.isEmpty { lines.append(.rule) }
    if order.count == 2 {
      let left = (interior - 1) / 2
      let right = interior - 1 - left
      let first = buttonLabel(order[0], of: id, in: world, painter: painter, width: .max)
      let second = buttonLabel(order[1], of: id, in: world, painter: painter, width: .max)
      if first.width + 2 <= left, second.width + 2 <= right {
        lines.append(.pair(first, second))
        return lines
      }
    }
    for (position, index) in order.enumerated() {
      if position > 0 { lines.append(.rule) }
      lines.append(.text(buttonLabel(index, of: id, in: world, painter: painter, width: text)))
    }
    return lines
  }

  /// An action sheet's main group: its title, a rule, one button per row.
  static func sheetLines(
    _ id: ObjectID, in world: World, painter: PresentationDrawing, interior: Int
  ) -> [BoxLine] {
    guard let view = world.legacy.views[id] else { return [] }
    let text = max(1, interior - 2)
    var lines: [BoxLine] = []
    for line in painter.wrapped(view.title, width: text, keepNewlines: true) {
      lines.append(.message(Label(glyphs: line)))
    }
    let order = world.legacyButtonOrder(of: id).main
    if !lines.isEmpty, !order.isEmpty { lines.append(.rule) }
    for index in order {
      lines.append(.text(buttonLabel(index, of: id, in: world, painter: painter, width: text)))
    }
    return lines
  }

  /// Writes `text` on a box's top edge (or its bottom edge, where a popover's arrow leaves
  /// the top to the arrow) when it fits.
  static func label(
    _ text: String, on rect: CellRect, canvas: inout Canvas, bottom: Bool = false
  ) {
    let glyphs = TextLayout.glyphs(text)
    guard TextLayout.width(glyphs) + 4 <= rect.width else { return }
    canvas.write(glyphs, row: bottom ? rect.bottom : rect.top, column: rect.left + 2, style: [])
  }

  /// An alert view, centred.
  static func drawAlertView(
    _ id: ObjectID, in world: World, painter: PresentationDrawing, on canvas: inout Canvas
  ) {
    guard let view = world.legacy.views[id] else { return }
    let width = min(painter.alertColumns, canvas.columns)
    let lines = BoxPainter.fit(
      alertViewLines(id, in: world, painter: painter, interior: width - 2),
      count: canvas.rows - 2, ellipsis: painter.ellipsis)
    let height = lines.count + 2
    let top = max(0, (canvas.rows - height) / 2)
    let left = max(0, (canvas.columns - width) / 2)
    let rect = CellRect(top: top, left: left, bottom: top + height - 1, right: left + width - 1)
    BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: painter.symbols)
    label(era(view), on: rect, canvas: &canvas)
  }

  /// A phone's action sheet at the bottom: the main group, then the cancel button alone.
  static func drawSheet(
    _ id: ObjectID, in world: World, painter: PresentationDrawing, on canvas: inout Canvas
  ) {
    guard let view = world.legacy.views[id] else { return }
    let inset = min(painter.sheetInset, max(0, canvas.columns / 2 - 2))
    let left = inset
    let right = canvas.columns - 1 - inset
    var bottom = canvas.rows - 1
    var topRect: CellRect?
    if let cancel = world.legacyButtonOrder(of: id).cancel {
      let label = buttonLabel(cancel, of: id, in: world, painter: painter, width: right - left - 3)
      let rect = CellRect(top: bottom - 2, left: left, bottom: bottom, right: right)
      BoxPainter.paint(rect, lines: [.text(label)], on: &canvas, symbols: painter.symbols)
      topRect = rect
      bottom -= 4
    }
    let lines = BoxPainter.fit(
      sheetLines(id, in: world, painter: painter, interior: right - left - 1),
      count: bottom - 1, ellipsis: painter.ellipsis)
    if !lines.isEmpty, bottom >= 1 {
      let rect = CellRect(top: bottom - lines.count - 1, left: left, bottom: bottom, right: right)
      BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: painter.symbols)
      topRect = rect
    }
    if let topRect { label(era(view), on: topRect, canvas: &canvas) }
  }

  /// The view or bar button item an action sheet points at.
  static func anchorID(of view: LegacyView) -> ObjectID? {
    switch view.anchor {
    case .view(let id)?, .barButtonItem(let id)?, .rect(_, let id)?: return id
    case nil: return nil
    }
  }

  /// The anchor rect in window coordinates (U-11: `show(in:)` points at the view's centre).
  static func anchorRect(of view: LegacyView, in world: World) -> Rect? {
    switch view.anchor {
    case .barButtonItem(let item)?:
      return world.barButtonItems[item]?.frame
    case .rect(let rect, let source)?:
      guard let frame = world.views[source]?.frame else { return nil }
      return rect.offset(by: frame.origin)
    case .view(let source)?:
      guard let frame = world.views[source]?.frame else { return nil }
      return Rect(
        x: frame.minX + (frame.width / 2).rounded(.down),
        y: frame.minY + (frame.height / 2).rounded(.down), width: 1, height: 1)
    case nil:
      return nil
    }
  }

  /// An iPad's action sheet: a popover 304 points wide without the cancel button, below its
  /// anchor with the arrow up when there is room, else above it with the arrow down.
  static func drawSheetPopover(
    _ id: ObjectID, in world: World, painter: PresentationDrawing, on canvas: inout Canvas
  ) {
    guard let view = world.legacy.views[id] else { return }
    let width = min(Scale.columns(304), canvas.columns)
    let lines = BoxPainter.fit(
      sheetLines(id, in: world, painter: painter, interior: width - 2),
      count: max(1, canvas.rows - 4), ellipsis: painter.ellipsis)
    let height = lines.count + 2
    guard let anchor = anchorRect(of: view, in: world) else {
      let top = max(0, (canvas.rows - height) / 2)
      let left = max(0, (canvas.columns - width) / 2)
      let rect = CellRect(top: top, left: left, bottom: top + height - 1, right: left + width - 1)
      BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: painter.symbols)
      label(era(view), on: rect, canvas: &canvas)
      return
    }
    let tipColumn = Scale.column(anchor.midX)
    let below = Scale.row(anchor.maxY)
    let above = Scale.row(anchor.minY) - 1
    let fitsBelow = below + height <= canvas.rows
    let top = fitsBelow ? below : max(0, above - height + 1)
    let left = min(max(0, tipColumn - width / 2), max(0, canvas.columns - width))
    let rect = CellRect(top: top, left: left, bottom: top + height - 1, right: left + width - 1)
      .clamped(rows: canvas.rows, columns: canvas.columns)
    BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: painter.symbols)
    label(era(view), on: rect, canvas: &canvas, bottom: fitsBelow)
    let column = min(max(tipColumn, rect.left + 1), rect.right - 1)
    if fitsBelow {
      BoxPainter.put(painter.symbols.arrowUp, rect.top, column, on: &canvas)
    } else {
      BoxPainter.put(painter.symbols.arrowDown, rect.bottom, column, on: &canvas)
    }
  }

  /// The sentences `:describe` adds for the legacy views shown on iOS 7.
  static func describe(_ world: World, _ words: ScreenWords = .english) -> [String] {
    var sentences: [String] = []
    for id in world.legacy.shown {
      guard let view = world.legacy.views[id] else { continue }
      let order = world.legacyButtonOrder(of: id)
      if view.kind == .alertView {
        sentences.append(words.legacyAlertView)
      } else if world.actionSheetIsPopover {
        sentences.append(words.legacySheetInPopover)
      } else {
        sentences.append(words.legacySheetAtBottom)
      }
      if let title = view.title, !title.isEmpty {
        sentences.append(
          ScreenWords.fill(words.title, ScreenDescription.text(title)) + words.fullStop)
      }
      if let message = view.message, !message.isEmpty {
        let shown = ScreenDescription.text(message, newlines: " ")
        sentences.append(ScreenWords.fill(words.message, shown) + words.fullStop)
      }
      let fields = view.textFields.enumerated().map { index, field in
        ScreenWords.fill(
          words.field, "\(index + 1)", ScreenDescription.describeField(field, in: world, words))
      }
      if !fields.isEmpty {
        sentences.append(
          ScreenWords.fill(words.textFields, fields.joined(separator: words.separator)))
      }
      let buttons = (order.main + (order.cancel.map { [$0] } ?? [])).map { index in
        var traits: [String] = []
        let destructive = view.kind == .actionSheet && index == view.destructiveButtonIndex
        if index == view.cancelButtonIndex, !destructive { traits += [words.cancel, words.bold] }
        if destructive { traits.append(words.destructive) }
        if !world.isLegacyButtonEnabled(index, of: id) { traits.append(words.disabled) }
        return words.traits(ScreenDescription.text(view.buttons[index]), traits)
      }
      sentences.append(
        buttons.isEmpty
          ? words.noButtons
          : ScreenWords.fill(words.buttons, buttons.joined(separator: words.separator)))
    }
    return sentences
  }
}
