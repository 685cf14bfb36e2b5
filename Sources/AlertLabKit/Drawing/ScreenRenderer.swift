/// Draws a `World` as text: the device screen in a frame, at the one `Scale`, with every
/// presented controller drawn over the dimmed screen in the order it was presented, and a
/// caption naming the device and iOS version under the frame.
///
/// The same world always gives the same bytes. Lines are joined with `\n` (no newline at
/// the end) and carry no trailing spaces; ANSI sequences appear only with
/// `DrawingOptions.color`. Every width is a display width, so CJK and Devanagari titles line
/// up, and learner text never reaches the terminal raw: control characters and escape
/// sequences are drawn escaped (`\u{1B}`).
public enum ScreenRenderer {
  /// The whole screen.
  public static func draw(_ world: World, options: DrawingOptions) -> String {
    drawTop(of: world, on: layersBelowTop(of: world, options: options), options: options)
  }

  /// What the screen shows below the controller drawn last: the canvas with the scene and
  /// every presentation but the last drawn on it, the scene's anchors, and that last
  /// controller (nil when nothing is presented). A controller that changes while it is on
  /// top is drawn again on these (`ScreenMemo`).
  struct Layers {
    var canvas: Canvas
    var anchors: SceneAnchors
    var top: ObjectID?
    /// The canvas is dimmed as the top's presentation dims the whole screen.
    var dimmedForTop = false
  }

  static func layersBelowTop(of world: World, options: DrawingOptions) -> Layers {
    var canvas = screenCanvas(world)
    let anchors = SceneDrawing.draw(
      world, on: &canvas, symbols: Symbols.of(options), words: options.words)
    let painter = PresentationDrawing(world: world, options: options)
    let presentations = world.drawnPresentations
    for (controller, mode) in presentations.dropLast() {
      painter.draw(controller, mode: mode, on: &canvas, anchors: anchors)
    }
    var layers = Layers(canvas: canvas, anchors: anchors, top: presentations.last?.controller)
    // The top's dimming is kept with what is below it: drawing the top again costs no dimming.
    if let mode = presentations.last?.mode, PresentationDrawing.dimsWholeScreen(mode) {
      layers.canvas.dim(dot: painter.symbols.dimDot, color: options.color, keep: 0..<0)
      layers.dimmedForTop = true
    }
    return layers
  }

  /// The whole screen: the controller drawn last, the legacy views and an open menu drawn
  /// on `layers`, which hold what is below them in `world`, and the frame and caption.
  static func drawTop(of world: World, on layers: Layers, options: DrawingOptions) -> String {
    drawTop(of: world, on: layers, options: options, reusing: nil).text
  }

  /// A screen's text, the canvas it was written from and where each of its rows is in the
  /// text: the next screen copies the bytes of the rows whose cells are the same, and its
  /// frame and caption when they are.
  struct Encoded {
    var text: String
    var canvas: Canvas
    /// Each row of the canvas, as UTF-8 offsets into `text`: the newline before it, the
    /// frame's sides and the cells between them.
    var rows: [Range<Int>]
    /// The frame's top edge, at the start of `text`.
    var top: Range<Int>
    /// The newline after the last row, the frame's bottom edge and the caption: the rest of
    /// `text`. Written for `device` and `iOS`.
    var end: Range<Int>
    var device: Device
    var iOS: IOSVersion
    /// The columns the whole text takes on a terminal (`columns(of:options:)`).
    var columns: Int
    var color: Bool
    /// The rows drawn on over the layers below the top.
    var touched: Range<Int>
  }

  /// `drawTop`, copying from `previous` each row whose cells it drew the same way, and its
  /// frame and caption when the screen is as wide and the device and iOS version the same.
  static func drawTop(
    of world: World, on layers: Layers, options: DrawingOptions, reusing previous: Encoded?
  ) -> Encoded {
    var canvas = layers.canvas.untouched()
    drawTop(of: world, on: &canvas, layers: layers, options: options)
    let earlier = previous.flatMap {
      $0.color == options.color && $0.canvas.columns == canvas.columns ? $0 : nil
    }
    let kept = (0..<canvas.rows).map { row in
      earlier.map { row < $0.rows.count && canvas.drawsRow(row, as: $0.canvas) } ?? false
    }
    return Composer(canvas: canvas, world: world, options: options, earlier: earlier, kept: kept)
      .compose()
  }

  /// `drawTop` over the layers `previous` was drawn over, with the same options: its canvas
  /// becomes the new one once the rows its top drew on are the layers' again, so that the
  /// screen is neither copied nor compared cell by cell. The rows neither top drew on are
  /// the same; only the others are written.
  static func drawTop(
    of world: World, on layers: Layers, options: DrawingOptions, over previous: consuming Encoded
  ) -> Encoded {
    var canvas = previous.canvas
    previous.canvas = Canvas(rows: 0, columns: 0)
    let before = previous.touched
    let saved = canvas.saved(before)
    guard previous.color == options.color, canvas.restore(before, from: layers.canvas) else {
      previous.canvas = canvas
      return drawTop(of: world, on: layers, options: options, reusing: previous)
    }
    drawTop(of: world, on: &canvas, layers: layers, options: options)
    // A row neither top drew on is the layers' in both; one the last top drew on is compared
    // with its cells then, one only this top drew on with the layers'.
    let now = canvas.touched
    let kept = (0..<canvas.rows).map { row in
      guard row < previous.rows.count else { return false }
      if before.contains(row) {
        return canvas.drawsRow(row, asSaved: saved, index: row - before.lowerBound)
      }
      return !now.contains(row) || canvas.drawsRow(row, as: layers.canvas)
    }
    return Composer(canvas: canvas, world: world, options: options, earlier: previous, kept: kept)
      .compose()
  }

  /// Draws the controller drawn last, the legacy views and an open menu on `canvas`, which
  /// holds what is below them.
  private static func drawTop(
    of world: World, on canvas: inout Canvas, layers: Layers, options: DrawingOptions
  ) {
    let anchors = layers.anchors
    if let (controller, mode) = world.drawnPresentations.last {
      PresentationDrawing(world: world, options: options).draw(
        controller, mode: mode, on: &canvas, anchors: anchors, dimmed: layers.dimmedForTop)
    }
    LegacyDrawing.draw(world, on: &canvas, options: options, anchors: anchors)
    MenuDrawing.draw(world, on: &canvas, anchors: anchors, options: options)
  }

  /// Writes a drawn canvas as the screen's text: the frame's top, each row between the
  /// frame's sides, the frame's bottom and the caption. What `earlier` wrote the same way is
  /// appended from its text, runs of rows at a time, neither written nor checked again: only
  /// the rows that changed are encoded (and their UTF-8 checked as a string is made).
  private struct Composer {
    let canvas: Canvas
    let world: World
    let options: DrawingOptions
    let earlier: Encoded?
    /// Which rows are drawn as the last screen drew them.
    let kept: [Bool]

    func compose() -> Encoded {
      let symbols = Symbols.of(options)
      let horizontal = Array(symbols.horizontal.utf8)
      let vertical = Array(symbols.vertical.utf8)
      let rowBytes = canvas.rowBytes(color: options.color) + 2 * vertical.count + 1
      func edge(_ left: String, _ right: String) -> String {
        ByteWriter.text(
          capacity: left.utf8.count + right.utf8.count + canvas.columns * horizontal.count
        ) { writer in
          writer.write(left)
          for _ in 0..<canvas.columns { writer.write(horizontal) }
          writer.write(right)
        }
      }
      var text = ""
      text.reserveCapacity((earlier?.text.utf8.count ?? 0) + rowBytes)
      // Ranges of the earlier text that follow one another are appended as one.
      var pending = 0..<0
      /// Appends the earlier text's pending bytes.
      func flush(_ earlier: Encoded) {
        let utf8 = earlier.text.utf8
        defer { pending = 0..<0 }
        guard !pending.isEmpty, pending.lowerBound >= 0, pending.upperBound <= utf8.count
        else { return }
        let start = utf8.index(utf8.startIndex, offsetBy: pending.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: pending.upperBound)
        text += earlier.text[start..<end]
      }
      /// Appends `range` of the earlier text (once the text after it is written), and returns
      /// how far its bytes moved.
      func append(_ range: Range<Int>, of earlier: Encoded) -> Int {
        let shift = text.utf8.count + pending.count - range.lowerBound
        if pending.isEmpty || pending.upperBound != range.lowerBound { flush(earlier) }
        pending = (pending.isEmpty ? range.lowerBound : pending.lowerBound)..<range.upperBound
        return shift
      }
      let top: Range<Int>
      if let earlier {
        _ = append(earlier.top, of: earlier)
        top = earlier.top
      } else {
        text += edge(symbols.topLeft, symbols.topRight)
        top = 0..<text.utf8.count
      }
      var rows: [Range<Int>] = []
      rows.reserveCapacity(canvas.rows)
      var row = 0
      while row < canvas.rows {
        var last = row
        while last + 1 < canvas.rows, kept[last + 1] == kept[row] { last += 1 }
        if kept[row], let earlier, last < earlier.rows.count {
          let shift = append(
            earlier.rows[row].lowerBound..<earlier.rows[last].upperBound, of: earlier)
          for kept in earlier.rows[row...last] {
            rows.append((kept.lowerBound + shift)..<(kept.upperBound + shift))
          }
        } else {
          var written: [Range<Int>] = []
          let piece = ByteWriter.text(capacity: (last - row + 1) * rowBytes) { writer in
            for drawn in row...last {
              let start = writer.count
              writer.write(UInt8(ascii: "\n"))
              writer.write(vertical)
              canvas.write(row: drawn, color: options.color, trim: false, to: &writer)
              writer.write(vertical)
              written.append(start..<writer.count)
            }
          }
          if let earlier { flush(earlier) }
          let shift = text.utf8.count
          text += piece
          for range in written {
            rows.append((range.lowerBound + shift)..<(range.upperBound + shift))
          }
        }
        row = last + 1
      }
      // The rest of the text is the last screen's when the device and version are.
      let start = text.utf8.count + pending.count
      let columns: Int
      if let earlier, earlier.device == world.device, earlier.iOS == world.iOS {
        _ = append(earlier.end, of: earlier)
        flush(earlier)
        columns = earlier.columns
      } else {
        if let earlier { flush(earlier) }
        let caption = Caption(world, symbols: symbols, options: options)
        text += "\n"
        text += edge(symbols.bottomLeft, symbols.bottomRight)
        text += "\n"
        text += ByteWriter.text(capacity: caption.bytes(width: width(of: world))) { writer in
          caption.write(width: canvas.columns + 2, to: &writer)
        }
        columns = max(width(of: world), caption.columns)
      }
      return Encoded(
        text: text, canvas: canvas, rows: rows, top: top, end: start..<text.utf8.count,
        device: world.device, iOS: world.iOS, columns: columns, color: options.color,
        touched: canvas.touched)
    }
  }

  /// A controller drawn alone, as it looks (or would look) when presented on the world's
  /// device now, without the screen around it: an alert's box; an action sheet's groups as
  /// on a phone, or its popover box (no cancel, no arrow) where it would be a popover; any
  /// other controller as a box of its `preferredContentSize` (or just big enough) with its
  /// title or class name in the middle. Empty for an unknown id.
  public static func drawController(
    _ id: ObjectID, in world: World, options: DrawingOptions
  ) -> String {
    drawControllerMeasured(id, in: world, options: options).text
  }

  /// `drawController` with the columns its canvas takes, so that a caller compares that
  /// with a terminal's width instead of measuring text that may hold colour sequences.
  public static func drawControllerMeasured(
    _ id: ObjectID, in world: World, options: DrawingOptions
  ) -> (text: String, columns: Int) {
    guard let controller = world.viewControllers[id] else { return ("", 0) }
    let painter = PresentationDrawing(world: world, options: options)
    let screen = screenCanvas(world)
    var canvas: Canvas
    if let alert = controller.alert, alert.style == .alert {
      let width = min(painter.alertColumns, screen.columns)
      let lines = painter.alertLines(id, interior: width - 2)
      canvas = Canvas(rows: lines.count + 2, columns: width)
      BoxPainter.paint(
        CellRect(top: 0, left: 0, bottom: canvas.rows - 1, right: width - 1), lines: lines,
        on: &canvas, symbols: painter.symbols)
    } else if controller.alert != nil {
      let mode = world.presentationModes[id]
      let asPopover = mode.map { $0 == .popover } ?? world.actionSheetIsPopover
      if asPopover {
        let width = min(Scale.columns(world.actionSheetPopoverWidth), screen.columns)
        let (group, _) = world.sheetGroups(of: id, asPopover: true)
        let lines = painter.sheetLines(id, actions: group, interior: width - 2)
        canvas = Canvas(rows: lines.count + 2, columns: width)
        BoxPainter.paint(
          CellRect(top: 0, left: 0, bottom: canvas.rows - 1, right: width - 1), lines: lines,
          on: &canvas, symbols: painter.symbols)
      } else {
        let width = screen.columns - 2 * painter.sheetInset
        let (group, cancel) = world.sheetGroups(of: id, asPopover: false)
        let lines = painter.sheetLines(id, actions: group, interior: width - 2)
        let groupRows = lines.isEmpty ? 0 : lines.count + 2
        let cancelRows = cancel == nil ? 0 : 3
        let gap = groupRows > 0 && cancelRows > 0 ? 1 : 0
        canvas = Canvas(rows: groupRows + gap + cancelRows, columns: width)
        painter.drawSheet(id, from: 0, through: width - 1, on: &canvas)
      }
    } else {
      let name = painter.controllerLabel(id, width: max(1, screen.columns - 6))
      let size = controller.preferredContentSize
      let hasSize = size.width > 0 && size.height > 0
      let width = min(
        screen.columns, max(4, hasSize ? Scale.columns(size.width) : name.width + 6))
      let label = painter.controllerLabel(id, width: max(1, width - 4))
      let height = min(screen.rows, max(3, hasSize ? Scale.rows(size.height) : 3))
      canvas = Canvas(rows: height, columns: width)
      BoxPainter.paint(
        CellRect(top: 0, left: 0, bottom: height - 1, right: width - 1),
        lines: painter.centredLines(label, count: height - 2), on: &canvas,
        symbols: painter.symbols)
    }
    let text = (0..<canvas.rows).map { canvas.line($0, color: options.color, trim: true) }
      .joined(separator: "\n")
    return (text, canvas.columns)
  }

  /// The columns `draw` takes: the screen's width at the scale plus the frame's two sides.
  public static func width(of world: World) -> Int {
    Scale.columns(world.device.screenSize.width) + 2
  }

  /// The columns the whole of `draw`'s text takes on a terminal: the frame, or the caption
  /// under it where that is wider. Known from the canvas, so it costs nothing to ask and
  /// colour sequences in the text never count.
  public static func columns(of world: World, options: DrawingOptions) -> Int {
    let caption = Caption(world, symbols: Symbols.of(options), options: options)
    return max(width(of: world), caption.columns)
  }

  /// An empty canvas the size of the world's screen.
  static func screenCanvas(_ world: World) -> Canvas {
    let size = world.device.screenSize
    return Canvas(rows: Scale.rows(size.height), columns: Scale.columns(size.width))
  }

  /// `iPhone, portrait · iOS 17.0`, centred under the frame: the caption's parts, written
  /// without joining them into a string first.
  struct Caption {
    let device: String
    let separator: String
    let version: IOSVersion

    init(_ world: World, symbols: Symbols, options: DrawingOptions) {
      device = options.words.name(of: world.device)
      separator = symbols.captionSeparator
      version = world.iOS
    }

    /// The columns of `iOS 17.0`: ASCII.
    var versionColumns: Int { 4 + digits(version.major) + 1 + digits(version.minor) }

    func digits(_ value: Int) -> Int { String(value).utf8.count }

    /// The most bytes `write` takes for a line `width` columns wide.
    func bytes(width: Int) -> Int {
      max(0, width) + device.utf8.count + separator.utf8.count + versionColumns
    }

    /// The columns of the caption's text.
    var columns: Int { DisplayWidth.of(device) + DisplayWidth.of(separator) + versionColumns }

    func write(width: Int, to writer: inout ByteWriter) {
      for _ in 0..<max(0, (width - columns) / 2) { writer.write(UInt8(ascii: " ")) }
      writer.write(device)
      writer.write(separator)
      writer.write("iOS ")
      writer.write(decimal: version.major)
      writer.write(UInt8(ascii: "."))
      writer.write(decimal: version.minor)
    }
  }
}
