/// A view's layer drawn: the border its `layer` sets, as a box over the view's frame, with
/// rounded corners when `cornerRadius` is set, heavy lines from 2 points wide, and the
/// border's colour and width written in its top edge (red also in colour).
public enum ViewDrawing {
  /// The border of every view in the window whose layer has one that shows (a width above
  /// zero and a colour that is not clear), below the navigation bar.
  static func drawBorders(_ world: World, on canvas: inout Canvas, symbols: Symbols, top: Int) {
    for (id, view) in world.views where view.isInWindow {
      guard let look = world.app.looks[id], shows(look), world.isVisible(id) else { continue }
      let frame = world.windowFrame(of: id)
      let rect = CellRect(
        top: max(top, Scale.row(frame.minY)), left: Scale.column(frame.minX),
        bottom: Scale.row(frame.maxY) - 1, right: Scale.column(frame.maxX) - 1)
      box(look, in: rect, on: &canvas, symbols: symbols)
    }
  }

  /// True when the layer's border shows: wider than zero, and not clear.
  static func shows(_ look: ViewLook) -> Bool {
    look.borderWidth > 0 && look.borderColor != "clear"
  }

  /// The border's colour (a layer's default is black) and width, as the top edge says it.
  static func caption(_ look: ViewLook) -> String {
    let width = look.borderWidth
    let points =
      width == width.rounded() && width < 1e6 ? String(Int(width)) : String(width)
    return (look.borderColor ?? "black") + " " + points + " pt"
  }

  /// Draws the border box of `look` on `rect`, if the rect has room for one.
  static func box(_ look: ViewLook, in rect: CellRect, on canvas: inout Canvas, symbols: Symbols) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let heavy = look.borderWidth >= 2
    let corners =
      look.cornerRadius > 0
      ? symbols.roundCorners
      : heavy
        ? symbols.heavyCorners
        : [symbols.topLeft, symbols.topRight, symbols.bottomLeft, symbols.bottomRight]
    let horizontal = heavy ? symbols.heavyHorizontal : symbols.horizontal
    let vertical = heavy ? symbols.heavyVertical : symbols.vertical
    let style: CellStyle = CellStyle.isRed(look.borderColor) ? [.red] : []
    let line = Array(repeating: horizontal, count: rect.interior).joined()
    for (row, left, right) in [
      (rect.top, corners[0], corners[1]), (rect.bottom, corners[2], corners[3]),
    ] {
      canvas.write(
        TextLayout.glyphs(left + line + right), row: row, column: rect.left, style: style)
    }
    for row in (rect.top + 1)..<rect.bottom {
      canvas.write(TextLayout.glyphs(vertical), row: row, column: rect.left, style: style)
      canvas.write(TextLayout.glyphs(vertical), row: row, column: rect.right, style: style)
    }
    let label = TextLayout.glyphs(" " + caption(look) + " ")
    if TextLayout.width(label) + 2 <= rect.interior {
      canvas.write(label, row: rect.top, column: rect.left + 2, style: style)
    }
  }

  /// The view alone as Interface Builder's canvas would show it: a designable view drawn as
  /// its layer makes it; any other as the plain box Interface Builder draws for a view whose
  /// code it does not run. One line per row, framed by the view's own size.
  public static func drawAlone(
    _ world: World, view id: ObjectID, designable: Bool, options: DrawingOptions
  ) -> [String] {
    let symbols = Symbols.of(options)
    let frame = world.views[id]?.frame ?? .zero
    let columns = min(78, max(4, Scale.columns(frame.width)))
    let rows = min(20, max(3, Scale.rows(frame.height)))
    var canvas = Canvas(rows: rows, columns: columns)
    let rect = CellRect(top: 0, left: 0, bottom: rows - 1, right: columns - 1)
    var look = designable ? world.app.looks[id] ?? ViewLook() : ViewLook()
    if !designable || !shows(look) {
      // Interface Builder's outline of a view, thin and square.
      look = ViewLook()
      look.borderWidth = 1
      look.borderColor = "gray"
      box(look, in: rect, on: &canvas, symbols: symbols)
      // The outline is not the view's own border: no caption.
      canvas.write(
        TextLayout.glyphs(Array(repeating: symbols.horizontal, count: rect.interior).joined()),
        row: 0, column: 1, style: [])
    } else {
      box(look, in: rect, on: &canvas, symbols: symbols)
    }
    return (0..<rows).map { canvas.line($0, color: options.color, trim: false) }
  }
}
