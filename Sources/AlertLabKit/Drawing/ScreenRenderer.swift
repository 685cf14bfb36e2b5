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

  /// A screen's text, the canvas it was written from and the text of each of its rows: the
  /// next screen takes the rows whose cells are the same.
  struct Encoded {
    var text: String
    var canvas: Canvas
    /// Each row of the canvas as text, with the newline before it and the frame's sides.
    var rows: [String]
    /// The frame's top and bottom edges.
    var top, bottom: String
    var color: Bool
  }

  /// `drawTop`, copying from `previous` each row whose cells it drew the same way.
  static func drawTop(
    of world: World, on layers: Layers, options: DrawingOptions, reusing previous: Encoded?
  ) -> Encoded {
    let symbols = Symbols.of(options)
    var canvas = layers.canvas
    let anchors = layers.anchors
    if let (controller, mode) = world.drawnPresentations.last {
      PresentationDrawing(world: world, options: options).draw(
        controller, mode: mode, on: &canvas, anchors: anchors, dimmed: layers.dimmedForTop)
    }
    LegacyDrawing.draw(world, on: &canvas, options: options, anchors: anchors)
    MenuDrawing.draw(world, on: &canvas, anchors: anchors, options: options)
    // One buffer for the whole screen: the frame's rows joined by newlines, the caption.
    let horizontal = Array(symbols.horizontal.utf8)
    let vertical = Array(symbols.vertical.utf8)
    let corners = [symbols.topLeft, symbols.topRight, symbols.bottomLeft, symbols.bottomRight]
    let edgeBytes = corners.map(\.utf8.count).reduce(0, +) + 2 * canvas.columns * horizontal.count
    let rowBytes = canvas.rowBytes(color: options.color) + 2 * vertical.count + 1
    let caption = Caption(world, symbols: symbols, options: options)
    let capacity = edgeBytes + canvas.rows * rowBytes + 2 + caption.bytes(width: width(of: world))
    var edge: [UInt8] = []
    edge.reserveCapacity(canvas.columns * horizontal.count)
    for _ in 0..<canvas.columns { edge += horizontal }
    let earlier = previous.flatMap {
      $0.color == options.color && $0.canvas.columns == canvas.columns ? $0 : nil
    }
    // The frame's top and bottom are those of the last screen when it was as wide.
    func border(_ left: String, _ right: String) -> String {
      ByteWriter.text(capacity: edgeBytes) { writer in
        writer.write(left)
        writer.write(edge)
        writer.write(right)
      }
    }
    let top = earlier?.top ?? border(symbols.topLeft, symbols.topRight)
    let bottom = earlier?.bottom ?? border(symbols.bottomLeft, symbols.bottomRight)
    // Each row is a string of its own, from a newline to the frame's right side: a row drawn
    // as the last screen drew it is that screen's string, neither written nor checked again.
    var rows: [String] = []
    rows.reserveCapacity(canvas.rows)
    var text = ""
    text.reserveCapacity(capacity)
    text += top
    for row in 0..<canvas.rows {
      let line: String
      if let earlier, row < earlier.rows.count, canvas.drawsRow(row, as: earlier.canvas) {
        line = earlier.rows[row]
      } else {
        line = ByteWriter.text(capacity: rowBytes) { writer in
          writer.write(UInt8(ascii: "\n"))
          writer.write(vertical)
          canvas.write(row: row, color: options.color, trim: false, to: &writer)
          writer.write(vertical)
        }
      }
      text += line
      rows.append(line)
    }
    text += "\n"
    text += bottom
    text += "\n"
    text += ByteWriter.text(capacity: caption.bytes(width: width(of: world))) { writer in
      caption.write(width: canvas.columns + 2, to: &writer)
    }
    return Encoded(
      text: text, canvas: canvas, rows: rows, top: top, bottom: bottom, color: options.color)
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
        let width = Scale.columns(304)
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
