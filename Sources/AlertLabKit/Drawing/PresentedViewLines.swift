/// The lines of a presented controller whose view holds labels, buttons and text fields: its
/// title, then its views row by row as their frames place them (a view's rows from the top,
/// the views of one row side by side), as a sheet, a popover or a full-screen controller
/// shows them. A controller whose view holds none of them is drawn by its name.
extension PresentationDrawing {
  /// The views the learner's code put on the controller's view that text can show, walked
  /// from its view down (bounded by the views made).
  func shownViews(of controllerID: ObjectID) -> [ObjectID] {
    let shown = world.popovers.navigationRoots[controllerID] ?? controllerID
    guard let root = world.viewControllers.field(shown, { $0.view }) else { return [] }
    var found: [ObjectID] = []
    var pending = [root]
    var visited: Set<ObjectID> = []
    while let next = pending.popLast(), visited.insert(next).inserted {
      if next != root, let view = world.views[next], world.isVisible(next),
        ["UILabel", "UIButton", "UITextField"].contains(view.kitClass)
      {
        found.append(next)
      }
      pending += (world.app.looks[next]?.subviews ?? []).reversed()
    }
    return found
  }

  /// The title and rows of views of the controller, at most `width` columns wide; nil when
  /// its view shows none.
  func viewLines(_ controllerID: ObjectID, width: Int) -> [BoxLine]? {
    let views = shownViews(of: controllerID)
    guard !views.isEmpty, width > 0 else { return nil }
    var rows: [(row: Int, views: [(column: Int, id: ObjectID)])] = []
    for id in views {
      let frame = world.windowFrame(of: id)
      let row = Scale.row(frame.midY)
      let entry = (column: Scale.column(frame.minX), id: id)
      if let index = rows.firstIndex(where: { $0.row == row }) {
        rows[index].views.append(entry)
      } else {
        rows.append((row: row, views: [entry]))
      }
    }
    rows.sort { $0.row < $1.row }
    var lines: [BoxLine] = []
    let shown = world.popovers.navigationRoots[controllerID] ?? controllerID
    if let title = world.viewControllers[shown]?.title, !title.isEmpty {
      lines.append(
        .text(
          Label(
            glyphs: TextLayout.cut(TextLayout.line(title), to: width, ellipsis: ellipsis),
            style: [.bold])))
      lines.append(.blank)
    }
    let gap = TextLayout.glyphs("  ")
    for row in rows {
      // A label alone on its row that may take more lines (`numberOfLines` 0, as a SwiftUI
      // `Text` is) wraps within the width, up to its number of lines.
      if row.views.count == 1, let id = row.views.first?.id, let view = world.views[id],
        view.kitClass == "UILabel", let most = world.app.looks[id]?.numberOfLines, most != 1
      {
        let wrapped = TextLayout.labelLines(
          view.title ?? "", width: width, numberOfLines: most, ellipsis: ellipsis)
        lines += wrapped.map { .text(Label(glyphs: $0)) }
        continue
      }
      var glyphs: [Glyph] = []
      for (index, entry) in row.views.sorted(by: { $0.column < $1.column }).enumerated() {
        if index > 0 { glyphs += gap }
        glyphs += viewGlyphs(entry.id, width: width)
      }
      lines.append(.text(Label(glyphs: TextLayout.cut(glyphs, to: width, ellipsis: ellipsis))))
    }
    return lines
  }

  /// A label's text, a button's title in brackets, a text field's text or placeholder.
  func viewGlyphs(_ id: ObjectID, width: Int) -> [Glyph] {
    guard let view = world.views[id] else { return [] }
    switch view.kitClass {
    case "UIButton":
      return SceneDrawing.Fixed.buttonOpen + TextLayout.line(view.title ?? "")
        + SceneDrawing.Fixed.buttonClose
    case "UITextField":
      let frame = world.windowFrame(of: id)
      return SceneDrawing.fieldGlyphs(
        world, id, frame: frame, columns: width, symbols: symbols)
    default:
      return TextLayout.line(view.title ?? "")
    }
  }
}
