import Testing

@testable import AlertLabKit

/// The scale, display widths (CJK, Devanagari), escaping, colour and its plain-text
/// markers, and determinism.
@Suite struct DrawingTextTests {
  typealias F = DrawingFixtures

  @Test func oneScaleFromPointsToCells() {
    #expect(Scale.columns(375) == 38)
    #expect(Scale.rows(667) == 28)
    #expect(Scale.columns(270) == 27)
    #expect(Scale.column(107.5) == 11)
    #expect(Scale.row(566) == 24)
    #expect(Scale.columns(.nan) == 0)
    #expect(ScreenRenderer.width(of: World()) == 40)
    #expect(ScreenRenderer.width(of: World(device: Device(model: .ipad))) == 79)
    let lines = F.draw(World()).split(separator: "\n")
    #expect(lines.count == 28 + 2 + 1)
    let landscape = F.draw(World(device: Device(model: .iphone, landscape: true)))
    #expect(landscape.split(separator: "\n").count == 16 + 2 + 1)
  }

  @Test func emptyScreenShowsBarsButtonAndCaption() {
    expectDrawing(
      F.draw(World()),
      """
      +--------------------------------------+
      | 9:41                            100% |
      |               AlertLab            +  |
      |--------------------------------------|
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |            [ Show Sheet ]            |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      |                                      |
      +--------------------------------------+
            iPhone, portrait - iOS 17.0
      """)
  }

  @Test func landscapePhoneHasNoStatusBar() {
    let drawing = F.draw(World(device: Device(model: .iphone, landscape: true)))
    let lines = drawing.split(separator: "\n")
    #expect(!drawing.contains("9:41"))
    #expect(lines[1].contains("AlertLab"))
    #expect(lines.last == "                    iPhone, landscape - iOS 17.0")
  }

  @Test func chineseAlertLinesUp() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "是否結束行程？", message: nil,
      actions: [("取消", .cancel), ("好的", .default)])
    try F.present(alert, in: &world)
    let drawing = F.draw(world)
    expectDrawing(
      drawing,
      """
      +--------------------------------------+
      |.9:41............................100%.|
      |...............AlertLab............+..|
      |--------------------------------------|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |.....+-------------------------+......|
      |.....|     是否結束行程？      |......|
      |.....+------------+------------+......|
      |.....|   *取消*   |    好的    |......|
      |.....+------------+------------+......|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      +--------------------------------------+
            iPhone, portrait - iOS 17.0
      """)
    F.expectAligned(drawing, world: world)
    let boxes = ScreenRenderer.draw(world, options: DrawingOptions())
    #expect(Set(F.widths(boxes).dropLast()) == [40])
    let alone = ScreenRenderer.drawController(alert, in: world, options: F.ascii)
    #expect(Set(F.widths(alone)) == [27])
  }

  @Test func hindiTitleLinesUp() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "पॉपओवर की उपस्थिति", message: "UIPopoverBackgroundView का तीर",
      actions: [("रद्द करें", .cancel), ("ठीक है", .default)])
    try F.present(alert, in: &world)
    let drawing = F.draw(world)
    expectDrawing(
      drawing,
      """
      +--------------------------------------+
      |.9:41............................100%.|
      |...............AlertLab............+..|
      |--------------------------------------|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |.....+-------------------------+......|
      |.....|    पॉपओवर की उपस्थिति    |......|
      |.....| UIPopoverBackgroundView |......|
      |.....|         का तीर          |......|
      |.....+------------+------------+......|
      |.....|  *रद्द करें*  |   ठीक है    |......|
      |.....+------------+------------+......|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      |......................................|
      +--------------------------------------+
            iPhone, portrait - iOS 17.0
      """)
    F.expectAligned(drawing, world: world)
    let alone = ScreenRenderer.drawController(alert, in: world, options: DrawingOptions())
    #expect(Set(F.widths(alone)) == [27])
  }

  @Test func colourUsesBoldRedAndFaint() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "Reset", message: nil,
      actions: [("Reset", .destructive), ("Cancel", .cancel)])
    try F.present(alert, in: &world)
    let drawing = ScreenRenderer.draw(world, options: DrawingOptions(ascii: true, color: true))
    let lines = drawing.split(separator: "\n").map(String.init)
    let faint = "\u{1B}[2m"
    let reset = "\u{1B}[0m"
    #expect(lines[1] == "|" + faint + " 9:41                            100% " + reset + "|")
    #expect(
      lines.contains(
        "|" + faint + "     " + reset + "|          \u{1B}[1mReset" + reset + "          |"
          + faint + "      " + reset + "|"))
    #expect(
      lines.contains(
        "|" + faint + "     " + reset + "|   \u{1B}[1mCancel" + reset + "   |   \u{1B}[31mReset"
          + reset + "    |" + faint + "      " + reset + "|"))
    #expect(!drawing.contains("*Cancel*"))
    #expect(!drawing.contains("!Reset!"))
    #expect(!lines.dropLast().joined().contains("."))
  }

  @Test func withoutColourTheSameFactsShowAsMarkers() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "Reset", message: nil,
      actions: [("Reset", .destructive), ("Cancel", .cancel)])
    try F.present(alert, in: &world)
    let drawing = F.draw(world)
    let lines = drawing.split(separator: "\n").map(String.init)
    #expect(!drawing.contains("\u{1B}"))
    #expect(lines[1] == "|.9:41............................100%.|")
    #expect(lines.contains("|.....|  *Cancel*  |  !Reset!   |......|"))
    #expect(lines.contains("|.....|          Reset          |......|"))
  }

  @Test func colourMarksDisabledFaintAndPlaceholderFaint() throws {
    var world = World()
    let alert = try F.defaultStyleAlert(in: &world)
    try world.addTextField(to: alert, configuration: nil, runner: F.runner)
    let field = try #require(world.viewControllers[alert]?.alert?.textFields.first)
    world.textFields[field]?.placeholder = "Name"
    let ok = try #require(world.viewControllers[alert]?.alert?.actions.last)
    world.actions[ok]?.isEnabled = false
    let box = ScreenRenderer.drawController(alert, in: world, options: DrawingOptions(color: true))
    #expect(box.contains("│ [\u{1B}[2mName\u{1B}[0m                 ] │"))
    #expect(box.contains("│     \u{1B}[2mOK\u{1B}[0m     │"))
    #expect(!box.contains("(Name)"))
  }

  @Test func sameWorldSameBytesAndNoTrailingSpaces() throws {
    var world = World(device: Device(model: .ipad))
    let sheet = try F.seedSheet(in: &world)
    let created = world.popoverPresentationController(of: sheet)
    let popover = try #require(created)
    let barButtonItemValue = world.addButton
    world.popoverPresentations[popover]?.barButtonItem = barButtonItemValue
    try F.present(sheet, in: &world)
    for options in [F.ascii, DrawingOptions(), DrawingOptions(color: true)] {
      let first = ScreenRenderer.draw(world, options: options)
      #expect(first == ScreenRenderer.draw(world, options: options))
      for line in first.split(separator: "\n") { #expect(line.last != " ") }
    }
    #expect(!F.draw(world).unicodeScalars.contains { !$0.isASCII })
  }

  @Test func wrappingCutsAndEscapes() {
    let wrapped = TextLayout.wrap("刪除數據將不可恢復", width: 8, keepNewlines: true)
    #expect(wrapped.map { TextLayout.width($0) } == [8, 8, 2])
    #expect(TextLayout.wrap("a\nb", width: 5, keepNewlines: false).count == 1)
    #expect(TextLayout.wrap("a\n\nb", width: 5, keepNewlines: true).count == 3)
    let cut = TextLayout.cut(TextLayout.line("是否結束行程？"), to: 7, ellipsis: TextLayout.line("…"))
    #expect(cut.map(\.text).joined() == "是否結…")
    #expect(TextLayout.visible("a\u{1B}[31m\t\r\0\u{202E}") == #"a\u{1B}[31m\t\r\0\u{202E}"#)
    #expect(TextLayout.visible("a\tb\u{1B}", keepTabs: true) == "a\tb\\u{1B}")
    #expect(TextLayout.line("e\u{301}").count == 1)
  }

  /// A short line of printable ASCII is taken whole without being split into words: the
  /// lines are those of wrapping it word by word, spaces at either end and doubled ones
  /// included.
  @Test func oneLineOfASCIIWrapsAsItsWords() {
    let texts = [
      "Title 12", "a  b", "a ", " a", "  ", "x", "Delete all?", "ab cd ef", "a b  c   d",
      "no-spaces-here", "trailing  ",
    ]
    for text in texts {
      for width in 1...16 {
        let wrapped = TextLayout.wrap(text, width: width, keepNewlines: false)
        let wordByWord = TextLayout.wrapParagraph(TextLayout.glyphs(text), width: width)
        #expect(wrapped == wordByWord, "\(text) at \(width)")
      }
    }
  }
  @Test(arguments: [
    "", "\u{301}", "e\u{301}\u{302}\u{303}", "👨‍👩‍👧 family", String(repeating: "長", count: 400),
    String(repeating: "x", count: 300), "\n\n\n", "\u{202E}reversed", "tab\tand\u{1B}[31mred",
    "पॉपओवर की उपस्थिति", "a\u{0}b",
  ])
  func oddTextNeverBreaksTheFrame(text: String) throws {
    for device in [
      Device(model: .iphone), Device(model: .ipad), Device(model: .iphone, landscape: true),
    ] {
      var world = World(device: device)
      let alert = try F.makeAlert(
        in: &world, title: text, message: text, style: .alert,
        actions: [(text, .cancel), (text, .destructive), (text, .default)])
      try world.addTextField(to: alert, configuration: nil, runner: F.runner)
      let field = try #require(world.viewControllers[alert]?.alert?.textFields.first)
      world.textFields[field]?.placeholder = text
      try F.present(alert, in: &world)
      for options in [F.ascii, DrawingOptions()] {
        let drawing = ScreenRenderer.draw(world, options: options)
        #expect(Set(F.widths(drawing).dropLast()) == [ScreenRenderer.width(of: world)])
        #expect(!drawing.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      }
      let sheet = try F.makeAlert(
        in: &world, title: text, message: text, style: .actionSheet,
        actions: [(text, .cancel), (text, .default)])
      let alone = ScreenRenderer.drawController(sheet, in: world, options: F.ascii)
      #expect(Set(F.widths(alone).filter { $0 > 0 }).count == 1)
    }
  }
}
