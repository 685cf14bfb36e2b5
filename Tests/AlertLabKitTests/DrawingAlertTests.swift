import Testing

@testable import AlertLabKit

/// Alerts as drawn: the box, its buttons and their styles, text fields (L-A1 to L-A7).
@Suite struct DrawingAlertTests {
  typealias F = DrawingFixtures

  @Test func seedDefaultStyleAlertOnIPhone() throws {
    var world = World(device: Device(model: .iphone), iOS: IOSVersion(17))
    let alert = try F.defaultStyleAlert(in: &world)
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
      |.....|      DefaultStyle       |......|
      |.....| the default alert view  |......|
      |.....|          style          |......|
      |.....+------------+------------+......|
      |.....|  *Cancel*  |     OK     |......|
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
  }

  @Test func seedDefaultStyleAlertInBoxDrawingCharacters() throws {
    var world = World()
    let alert = try F.defaultStyleAlert(in: &world)
    try F.present(alert, in: &world)
    expectDrawing(
      ScreenRenderer.draw(world, options: DrawingOptions()),
      """
      ┌──────────────────────────────────────┐
      │·9:41····························100%·│
      │···············AlertLab············+··│
      │──────────────────────────────────────│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │·····┌─────────────────────────┐······│
      │·····│      DefaultStyle       │······│
      │·····│ the default alert view  │······│
      │·····│          style          │······│
      │·····├────────────┬────────────┤······│
      │·····│  *Cancel*  │     OK     │······│
      │·····└────────────┴────────────┘······│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      │······································│
      └──────────────────────────────────────┘
            iPhone, portrait · iOS 17.0
      """)
  }

  @Test func threeActionsStackOneRowEachWithCancelLast() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "Photo", message: "What should happen to it?",
      actions: [("Cancel", .cancel), ("Share", .default), ("Print", .default)])
    try F.present(alert, in: &world)
    expectDrawing(
      F.draw(world),
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
      |.....+-------------------------+......|
      |.....|          Photo          |......|
      |.....|  What should happen to  |......|
      |.....|           it?           |......|
      |.....+-------------------------+......|
      |.....|          Share          |......|
      |.....+-------------------------+......|
      |.....|          Print          |......|
      |.....+-------------------------+......|
      |.....|        *Cancel*         |......|
      |.....+-------------------------+......|
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
  }

  @Test func destructiveResetBesideCancel() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "Reset", message: "All settings will be lost.",
      actions: [("Reset", .destructive), ("Cancel", .cancel)])
    try F.present(alert, in: &world)
    expectDrawing(
      F.draw(world),
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
      |.....|          Reset          |......|
      |.....|  All settings will be   |......|
      |.....|          lost.          |......|
      |.....+------------+------------+......|
      |.....|  *Cancel*  |  !Reset!   |......|
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
  }

  @Test func loginAndPasswordWithTypedText() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "Login", message: "Enter login and password",
      actions: [("Cancel", .cancel), ("OK", .default)])
    try world.addTextField(to: alert, configuration: nil, runner: F.runner)
    try world.addTextField(to: alert, configuration: nil, runner: F.runner)
    let fields = world.viewControllers[alert]?.alert?.textFields ?? []
    try #require(fields.count == 2)
    world.textFields[fields[0]]?.placeholder = "Login"
    world.textFields[fields[1]]?.placeholder = "Password"
    world.textFields[fields[1]]?.isSecureTextEntry = true
    try F.present(alert, in: &world)
    expectDrawing(
      ScreenRenderer.drawController(alert, in: world, options: F.ascii),
      """
      +-------------------------+
      |          Login          |
      |     Enter login and     |
      |        password         |
      | [(Login)              ] |
      | [(Password)           ] |
      +------------+------------+
      |  *Cancel*  |     OK     |
      +------------+------------+
      """)
    try world.type("bob", into: .placeholder("Login"), runner: F.runner)
    try world.type("secret", into: .number(2), runner: F.runner)
    expectDrawing(
      F.draw(world),
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
      |.....+-------------------------+......|
      |.....|          Login          |......|
      |.....|     Enter login and     |......|
      |.....|        password         |......|
      |.....| [bob                  ] |......|
      |.....| [******               ] |......|
      |.....+------------+------------+......|
      |.....|  *Cancel*  |     OK     |......|
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
      +--------------------------------------+
            iPhone, portrait - iOS 17.0
      """)
  }

  @Test func iOS8KeepsTheAddedOrderAndIOS9PutsCancelLeft() throws {
    var boxes: [String] = []
    for version in [IOSVersion(8), IOSVersion(9)] {
      var world = World(iOS: version)
      let alert = try F.makeAlert(
        in: &world, title: "Sign out?", message: nil,
        actions: [("Sign Out", .default), ("Cancel", .cancel)])
      boxes.append(ScreenRenderer.drawController(alert, in: world, options: F.ascii))
    }
    expectDrawing(
      boxes[0],
      """
      +-------------------------+
      |        Sign out?        |
      +------------+------------+
      |  Sign Out  |  *Cancel*  |
      +------------+------------+
      """)
    expectDrawing(
      boxes[1],
      """
      +-------------------------+
      |        Sign out?        |
      +------------+------------+
      |  *Cancel*  |  Sign Out  |
      +------------+------------+
      """)
  }

  @Test func disabledOKIsMarked() throws {
    var world = World()
    let alert = try F.defaultStyleAlert(in: &world)
    let ok = try #require(world.viewControllers[alert]?.alert?.actions.last)
    world.actions[ok]?.isEnabled = false
    expectDrawing(
      ScreenRenderer.drawController(alert, in: world, options: F.ascii),
      """
      +-------------------------+
      |      DefaultStyle       |
      | the default alert view  |
      |          style          |
      +------------+------------+
      |  *Cancel*  |    (OK)    |
      +------------+------------+
      """)
  }

  @Test func preferredActionIsBoldInsteadOfCancelFromIOS9() throws {
    var boxes: [String] = []
    for version in [IOSVersion(8, 4), IOSVersion(9)] {
      var world = World(iOS: version)
      let alert = try F.defaultStyleAlert(in: &world)
      try world.setPreferredAction(world.viewControllers[alert]?.alert?.actions.last, of: alert)
      boxes.append(ScreenRenderer.drawController(alert, in: world, options: F.ascii))
    }
    #expect(boxes[0].contains("*Cancel*"))
    #expect(!boxes[0].contains("*OK*"))
    #expect(boxes[1].contains("*OK*"))
    #expect(!boxes[1].contains("*Cancel*"))
  }

  @Test func destructivePreferredDisabledMarkersCombine() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "Delete", message: nil,
      actions: [("Keep", .default), ("Delete", .destructive), ("Cancel", .cancel)])
    let delete = try #require(world.viewControllers[alert]?.alert?.actions[1])
    try world.setPreferredAction(delete, of: alert)
    let bold = ScreenRenderer.drawController(alert, in: world, options: F.ascii)
    #expect(bold.contains("!*Delete*!"))
    world.actions[delete]?.isEnabled = false
    let disabled = ScreenRenderer.drawController(alert, in: world, options: F.ascii)
    #expect(disabled.contains("(!*Delete*!)"))
    #expect(disabled.contains(" Cancel "))
  }

  @Test func controlCharactersInATitleAreDrawnEscaped() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "Bell\u{7}\u{1B}[2J", message: "tab\there\r\nnext line",
      actions: [("O\u{1B}K", .default)])
    try F.present(alert, in: &world)
    let drawing = F.draw(world)
    #expect(!drawing.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    expectDrawing(
      ScreenRenderer.drawController(alert, in: world, options: F.ascii),
      #"""
      +-------------------------+
      |   Bell\u{07}\u{1B}[2J   |
      |       tab\there\r       |
      |        next line        |
      +-------------------------+
      |        O\u{1B}K         |
      +-------------------------+
      """#)
    F.expectAligned(drawing, world: world)
  }

  /// Stacked because a title is too wide, the cancel button of two goes to the bottom.
  @Test func longTitlesAreCutAndLongMessagesWrapped() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "A title that is long enough to need two lines",
      message: "First line\n\nThird line, after an empty one, long enough to wrap",
      actions: [
        ("Cancel", .cancel), ("A button title far too long for the width of any alert", .default),
      ])
    let box = ScreenRenderer.drawController(alert, in: world, options: F.ascii)
    expectDrawing(
      box,
      """
      +-------------------------+
      |  A title that is long   |
      |   enough to need two    |
      |          lines          |
      |       First line        |
      |                         |
      |  Third line, after an   |
      | empty one, long enough  |
      |         to wrap         |
      +-------------------------+
      | A button title far t... |
      +-------------------------+
      |        *Cancel*         |
      +-------------------------+
      """)
    #expect(Set(F.widths(box)) == [27])
  }

  @Test func unpresentedAlertDrawnAlone() throws {
    var world = World()
    let alert = try F.defaultStyleAlert(in: &world)
    let box = ScreenRenderer.drawController(alert, in: world, options: F.ascii)
    expectDrawing(
      box,
      """
      +-------------------------+
      |      DefaultStyle       |
      | the default alert view  |
      |          style          |
      +------------+------------+
      |  *Cancel*  |     OK     |
      +------------+------------+
      """)
    #expect(F.draw(world) == F.draw(World()), "nothing is presented yet")
    try F.present(alert, in: &world)
    for line in box.split(separator: "\n") {
      #expect(F.draw(world).contains("|....." + line + "......|"))
    }
  }

  @Test func alertIs320PointsWideFromIOS26() throws {
    var world = World(iOS: IOSVersion(26))
    let alert = try F.defaultStyleAlert(in: &world)
    let box = ScreenRenderer.drawController(alert, in: world, options: F.ascii)
    #expect(Set(F.widths(box)) == [32])
    #expect(box.hasPrefix("+------------------------------+\n|         DefaultStyle         |"))
  }

  @Test func plainControllerDrawnAloneAsALabelledBox() {
    var world = World()
    let sized = world.makeViewController(className: "ContentViewController")
    world.viewControllers[sized]?.preferredContentSize = Size(width: 200, height: 72)
    expectDrawing(
      ScreenRenderer.drawController(sized, in: world, options: F.ascii),
      """
      +------------------+
      | ContentViewCo... |
      +------------------+
      """)
    let titled = world.makeViewController(className: "UIViewController", title: "Settings")
    expectDrawing(
      ScreenRenderer.drawController(titled, in: world, options: F.ascii),
      """
      +------------+
      |  Settings  |
      +------------+
      """)
    #expect(ScreenRenderer.drawController(ObjectID(999), in: world, options: F.ascii) == "")
  }
}
