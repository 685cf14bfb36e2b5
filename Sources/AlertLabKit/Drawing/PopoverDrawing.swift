/// Popovers with a custom background class, and navigation controllers inside popovers.
///
/// A custom background (`popoverBackgroundViewClass`) is drawn as an outer box, the
/// background, around the content, inset by `contentViewInsets()`: any inset above zero
/// takes at least one cell, so insets of 10 points show as a frame one cell wide. With
/// `wantsDefaultContentAppearance` (the default) the content has its own border. The arrow
/// fills the room `arrowHeight()` leaves between the anchor and the box, as a triangle whose
/// widest row is `arrowBase()` wide; it sits at the centre of its side moved by what the
/// class's `arrowOffset` getter returns, kept between 12-point caps at the box's ends as seed
/// 004's `layoutSubviews` keeps its arrow image (it does so for left and right arrows;
/// AlertLab does it on every side so the arrow stays on the box). An arrow shorter than a
/// cell is drawn on the border; an arrow a class does not size (NaN, iOS 17+) is not drawn.
/// When the class's `layoutSubviews()` placed an arrow image (a subview touching the arrow's
/// edge, less than half the background across), the arrow is drawn where that image is.
extension PresentationDrawing {
  /// Cells for an inset of `points`: at least one for anything above zero.
  func insetCells(_ points: Double, perCell: Double) -> Int {
    guard points.isFinite, points > 0 else { return 0 }
    return max(1, Scale.cells(points / perCell))
  }

  func drawCustomPopover(
    _ controllerID: ObjectID, layout: (frame: Rect, arrow: ArrowDirections, tip: Point?),
    background: PopoverBackground, on canvas: inout Canvas
  ) {
    let insets = background.contentViewInsets
    let top = insetCells(insets.top, perCell: Scale.pointsPerRow)
    let left = insetCells(insets.left, perCell: Scale.pointsPerColumn)
    let bottom = insetCells(insets.bottom, perCell: Scale.pointsPerRow)
    let right = insetCells(insets.right, perCell: Scale.pointsPerColumn)
    var rect = CellRect(
      top: Scale.row(layout.frame.minY), left: Scale.column(layout.frame.minX),
      bottom: Scale.row(layout.frame.maxY) - 1, right: Scale.column(layout.frame.maxX) - 1)
    rect.right = max(rect.right, rect.left + left + right + 3)
    rect.bottom = max(rect.bottom, rect.top + top + bottom + 2)
    rect = rect.clamped(rows: canvas.rows, columns: canvas.columns)
    BoxPainter.paint(rect, lines: [], on: &canvas, symbols: symbols)
    let inner = CellRect(
      top: rect.top + top, left: rect.left + left, bottom: rect.bottom - bottom,
      right: rect.right - right)
    if inner.width >= 3, inner.height >= 3 {
      if background.wantsDefaultContentAppearance {
        let lines = BoxPainter.fit(
          popoverLines(controllerID, rect: inner), count: inner.height - 2, ellipsis: ellipsis)
        BoxPainter.paint(inner, lines: lines, on: &canvas, symbols: symbols)
      } else {
        let area = CellRect(
          top: inner.top - 1, left: inner.left - 1, bottom: inner.bottom + 1,
          right: inner.right + 1)
        let lines = BoxPainter.fit(
          popoverLines(controllerID, rect: area), count: area.height - 2, ellipsis: ellipsis)
        for (index, line) in lines.enumerated() {
          let row = inner.top + index
          switch line {
          case .text(let label), .message(let label):
            BoxPainter.centre(
              label, row: row, from: inner.left + 1, through: inner.right - 1, on: &canvas)
          case .rule:
            canvas.fill(
              row: row, from: inner.left, through: inner.right, with: symbols.box.horizontal)
          default:
            continue
          }
        }
      }
    }
    drawCustomArrow(layout: layout, background: background, rect: rect, on: &canvas)
  }

  /// The arrow of a custom background (see the type's documentation).
  func drawCustomArrow(
    layout: (frame: Rect, arrow: ArrowDirections, tip: Point?), background: PopoverBackground,
    rect: CellRect, on canvas: inout Canvas
  ) {
    let side = background.arrowDirection
    guard let tip = layout.tip, [ArrowDirections.up, .down, .left, .right].contains(side),
      background.arrowHeight.isFinite, background.arrowBase.isFinite, rect.width >= 3,
      rect.height >= 3
    else { return }
    let box = layout.frame
    let placed = background.arrowImageOffset ?? background.arrowOffset
    let offset = placed.isFinite ? placed : 0
    let base = max(0, background.arrowBase)
    let cap = 12.0
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      low > high ? (low + high) / 2 : min(max(value, low), high)
    }
    let vertical = side == .up || side == .down
    let glyph: String
    let cells: [Int]
    let baseCells: Int
    let centre: Int
    if vertical {
      let x = clamp(box.midX + offset, box.minX + cap + base / 2, box.maxX - cap - base / 2)
      centre = min(max(Scale.column(x), rect.left + 1), rect.right - 1)
      baseCells = max(1, Scale.columns(base))
      glyph = side == .up ? symbols.arrowUp : symbols.arrowDown
      let tipRow = Scale.row(tip.y)
      if side == layout.arrow {
        cells =
          side == .up
          ? Array(max(0, tipRow)..<max(max(0, tipRow), rect.top))
          : Array((rect.bottom + 1)..<max(rect.bottom + 1, min(tipRow, canvas.rows)))
      } else {
        cells = []
      }
    } else {
      let y = clamp(box.midY + offset, box.minY + cap + base / 2, box.maxY - cap - base / 2)
      centre = min(max(Scale.row(y), rect.top + 1), rect.bottom - 1)
      baseCells = max(1, Scale.rows(base))
      glyph = side == .left ? symbols.arrowLeft : symbols.arrowRight
      let tipColumn = Scale.column(tip.x)
      if side == layout.arrow {
        cells =
          side == .left
          ? Array(max(0, tipColumn)..<max(max(0, tipColumn), rect.left))
          : Array((rect.right + 1)..<max(rect.right + 1, min(tipColumn, canvas.columns)))
      } else {
        cells = []
      }
    }
    guard !cells.isEmpty else {
      switch side {
      case .up: BoxPainter.put(glyph, rect.top, centre, on: &canvas)
      case .down: BoxPainter.put(glyph, rect.bottom, centre, on: &canvas)
      case .left: BoxPainter.put(glyph, centre, rect.left, on: &canvas)
      default: BoxPainter.put(glyph, centre, rect.right, on: &canvas)
      }
      return
    }
    // From the tip (distance 0) to the box: each row or column a little wider.
    let fromTip = side == .up || side == .left ? cells : cells.reversed()
    for (distance, cell) in fromTip.enumerated() {
      let width = max(
        1, Int((Double(baseCells) * Double(distance + 1) / Double(fromTip.count)).rounded()))
      let first = centre - (width - 1) / 2
      for position in first..<(first + width) {
        if vertical {
          guard position >= 0, position < canvas.columns else { continue }
          BoxPainter.put(glyph, cell, position, on: &canvas)
        } else {
          guard position >= 0, position < canvas.rows else { continue }
          BoxPainter.put(glyph, position, cell, on: &canvas)
        }
      }
    }
  }

  /// A navigation controller in a popover: its navigation bar (the top controller's title,
  /// and the bar's appearance inside popovers when one is set), then the top controller's
  /// name in the middle.
  func navigationLines(_ controllerID: ObjectID, rect: CellRect) -> [BoxLine] {
    let root = world.popovers.navigationRoots[controllerID]
    let title = root.flatMap { world.viewControllers[$0]?.title } ?? ""
    let width = max(1, rect.interior - 2)
    var lines: [BoxLine] = [
      .text(
        Label(
          glyphs: TextLayout.cut(TextLayout.line(title), to: width, ellipsis: ellipsis),
          style: .bold))
    ]
    let appearance = world.popovers.barAppearance.overridden(
      by: world.popovers.popoverBarAppearance)
    var parts: [String] = []
    if let tint = appearance.tintColor { parts.append("tint " + tint) }
    if let bar = appearance.barTintColor { parts.append("bar " + bar) }
    if let image = appearance.backgroundImage, !image.isEmpty {
      parts.append("image \"" + image + "\"")
    }
    if !parts.isEmpty {
      var style: CellStyle = .faint
      if CellStyle.isRed(appearance.tintColor) || CellStyle.isRed(appearance.barTintColor) {
        style = .red
      }
      let text = "(" + parts.joined(separator: ", ") + ")"
      lines.append(
        .text(
          Label(
            glyphs: TextLayout.cut(TextLayout.line(text), to: width, ellipsis: ellipsis),
            style: color ? style : [])))
    }
    lines.append(.rule)
    let body = root.map { controllerLabel($0, width: width) } ?? .none
    let remaining = max(1, rect.height - 2 - lines.count)
    return lines + centredLines(body, count: remaining)
  }
}
