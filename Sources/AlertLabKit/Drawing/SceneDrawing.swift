/// Draws the app's own screen: status bar, navigation bar with its bar button items and a
/// rule under it, and the view's buttons.
enum SceneDrawing {
  /// Draws the scene and returns, for each bar button item and button drawn, the indices of
  /// its cells (a popover keeps its anchor undimmed).
  static func draw(_ world: World, on canvas: inout Canvas, symbols: Symbols) -> [ObjectID: [Int]] {
    var anchors: [ObjectID: [Int]] = [:]
    let columns = canvas.columns
    var row = 0
    if world.statusBarRows > 0 {
      canvas.write(TextLayout.glyphs("9:41"), row: row, column: 1, style: [])
      canvas.write(TextLayout.glyphs("100%"), row: row, column: columns - 5, style: [])
      row += 1
    }
    let barRow = row
    let title = TextLayout.line(
      world.app.navigationTitle ?? world.viewControllers[world.rootViewController]?.title ?? "")
    BoxPainter.centre(
      Label(glyphs: TextLayout.cut(title, to: columns - 12, ellipsis: ellipsis(symbols))),
      row: barRow, from: 0, through: columns - 1, on: &canvas)
    // Object tables iterate in id order.
    for (id, item) in world.barButtonItems {
      guard let frame = item.frame else { continue }
      let glyphs = TextLayout.cut(
        TextLayout.line(item.title), to: max(1, Scale.columns(frame.width)),
        ellipsis: ellipsis(symbols))
      let start = Scale.column(frame.midX) - TextLayout.width(glyphs) / 2
      anchors[id] = canvas.write(
        glyphs, row: barRow, column: min(max(0, start), columns - TextLayout.width(glyphs)),
        style: [])
    }
    canvas.fill(row: barRow + 1, from: 0, through: columns - 1, with: symbols.horizontal)
    let contentTop = barRow + 2
    for (id, view) in world.views {
      // Buttons, labels and text fields in the window show; hidden or transparent ones do not.
      let isButton = view.className == "UIButton"
      let isField = view.className == "UITextField"
      guard isButton || isField || view.className == "UILabel", view.isInWindow,
        world.isVisible(id)
      else { continue }
      let frame = world.windowFrame(of: id)
      let row = Scale.row(frame.midY)
      guard row >= contentTop, row < canvas.rows else { continue }
      var label: [Glyph]
      if isField {
        label = fieldGlyphs(world, id, frame: frame, columns: columns, symbols: symbols)
      } else {
        let title = TextLayout.cut(
          TextLayout.line(view.title ?? ""), to: max(1, columns - 4), ellipsis: ellipsis(symbols))
        label = isButton ? TextLayout.glyphs("[ ") + title + TextLayout.glyphs(" ]") : title
      }
      let width = TextLayout.width(label)
      let left = Scale.column(frame.minX)
      let span = Scale.column(frame.maxX) - left
      var start = left + (span - width) / 2
      start = min(max(0, start), max(0, columns - width))
      anchors[id] = canvas.write(label, row: row, column: start, style: [])
    }
    return anchors
  }

  /// A text field of the view: `[text      ]` as wide as its frame (6 columns at least), its
  /// placeholder in parentheses while it is empty, the end of a long text shown.
  static func fieldGlyphs(
    _ world: World, _ id: ObjectID, frame: Rect, columns: Int, symbols: Symbols
  ) -> [Glyph] {
    let span = min(max(6, Scale.columns(frame.width)), columns)
    let room = span - 2
    var text = TextLayout.line(world.sceneFieldText(id, bullet: symbols.bullet))
    while TextLayout.width(text) > room, !text.isEmpty { text.removeFirst() }
    let pad = room - TextLayout.width(text)
    return TextLayout.glyphs("[") + text + TextLayout.glyphs(String(repeating: " ", count: pad))
      + TextLayout.glyphs("]")
  }

  static func ellipsis(_ symbols: Symbols) -> [Glyph] {
    TextLayout.glyphs(symbols.ellipsis)
  }
}
