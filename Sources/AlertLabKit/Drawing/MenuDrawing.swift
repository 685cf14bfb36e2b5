/// Draws the open `UIMenu` (see `Menus.swift`) as a list in a box under the control it opened
/// from (above it when there is no room below), like a popover's list of actions: the menu's
/// title, a rule, then one item per row. The screen is not dimmed. A destructive item is red
/// (`!Delete!` without colour), a disabled one faint (`(Paste)`), one whose state is on has a
/// checkmark, and a submenu ends with `>` (AlertLab's mark for the chevron).
enum MenuDrawing {
  static func draw(
    _ world: World, on canvas: inout Canvas, anchors: SceneAnchors, options: DrawingOptions
  ) {
    guard let open = world.app.openMenu else { return }
    let symbols = Symbols.of(options)
    let ellipsis = TextLayout.glyphs(symbols.ellipsis)
    let room = max(4, canvas.columns - 6)
    var lines: [BoxLine] = []
    if let title = world.app.menuElements[open.menu]?.title, !title.isEmpty {
      let glyphs = TextLayout.cut(TextLayout.line(title), to: room, ellipsis: ellipsis)
      lines += [.text(Label(glyphs: glyphs, style: options.color ? .faint : [])), .rule]
    }
    for item in world.menuItems(of: open.menu) {
      lines.append(.text(label(item, in: world, options: options, room: room)))
    }
    let widest = lines.reduce(0) { widest, line in
      guard case .text(let label) = line else { return widest }
      return max(widest, label.width)
    }
    let width = min(canvas.columns, max(14, widest + 4))
    let height = lines.count + 2
    var top = 2
    var middle = canvas.columns / 2
    if let cells = anchors[open.anchor], !cells.isEmpty, canvas.columns > 0 {
      let row = cells.lowerBound / canvas.columns
      middle = (cells.lowerBound % canvas.columns + (cells.upperBound - 1) % canvas.columns) / 2
      top = row + height + 1 <= canvas.rows ? row + 1 : row - height
    }
    let rect = CellRect(
      top: top, left: middle - width / 2, bottom: top + height - 1,
      right: middle - width / 2 + width - 1
    ).clamped(rows: canvas.rows, columns: canvas.columns)
    BoxPainter.paint(rect, lines: lines, on: &canvas, symbols: symbols)
  }

  /// An item's label, marked as the file's comment says.
  static func label(_ item: ObjectID, in world: World, options: DrawingOptions, room: Int)
    -> Label
  {
    guard let element = world.app.menuElements[item] else { return .none }
    var style: CellStyle = []
    if element.isDestructive { style.insert(.red) }
    if element.isDisabled || element.isDeferred { style.insert(.faint) }
    // A deferred element still loading: UIKit shows a spinner; AlertLab says it in words.
    var text = element.isDeferred ? "loading" + Symbols.of(options).ellipsis : element.title
    if element.state == "on" { text = (options.ascii ? "v " : "\u{2713} ") + text }
    let chevron = element.isMenu ? " >" : ""
    let ellipsis = TextLayout.glyphs(Symbols.of(options).ellipsis)
    var prefix = ""
    var suffix = ""
    if !options.color {
      let faint = element.isDisabled || element.isDeferred
      prefix = (faint ? "(" : "") + (element.isDestructive ? "!" : "")
      suffix = (element.isDestructive ? "!" : "") + (faint ? ")" : "")
    }
    let fit = max(0, room - prefix.utf8.count - suffix.utf8.count - chevron.utf8.count)
    let glyphs =
      TextLayout.glyphs(prefix) + TextLayout.cut(TextLayout.line(text), to: fit, ellipsis: ellipsis)
      + TextLayout.glyphs(suffix + chevron)
    return Label(glyphs: glyphs, style: style)
  }
}

extension ScreenDescription {
  /// `Menu of button "Sort", titled "Sort by": Buttons: Name (checked), Date, More
  /// (submenu), Delete (destructive).` Nothing when no menu is open.
  static func menu(_ world: World, _ words: ScreenWords) -> [String] {
    guard let open = world.app.openMenu else { return [] }
    var anchor = words.sourceView
    if let item = world.barButtonItems[open.anchor] {
      anchor = ScreenWords.fill(words.barButtonAnchor, text(item.shownTitle), text(item.name))
    } else if let view = world.views[open.anchor] {
      anchor = ScreenWords.fill(words.buttonAnchor, text(view.title ?? ""))
    }
    let title = world.app.menuElements[open.menu]?.title ?? ""
    let items = world.menuItems(of: open.menu).compactMap { id -> String? in
      guard let element = world.app.menuElements[id] else { return nil }
      if element.isDeferred { return words.menuLoading }
      var traits: [String] = []
      if element.state == "on" { traits.append(words.checked) }
      if element.isMenu { traits.append(words.submenu) }
      if element.isDestructive { traits.append(words.destructive) }
      if element.isDisabled { traits.append(words.disabled) }
      return words.traits(element.title.isEmpty ? words.untitled : text(element.title), traits)
    }
    return [
      title.isEmpty
        ? ScreenWords.fill(words.menu, anchor)
        : ScreenWords.fill(
          words.menuWithTitle, anchor, ScreenWords.fill(words.quoted, text(title))),
      items.isEmpty
        ? words.noButtons
        : ScreenWords.fill(words.buttons, items.joined(separator: words.separator)),
    ]
  }
}
