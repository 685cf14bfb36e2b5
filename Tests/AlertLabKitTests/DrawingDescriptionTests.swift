import Testing

@testable import AlertLabKit

/// The screen as plain sentences (`:describe`).
@Suite struct DrawingDescriptionTests {
  typealias F = DrawingFixtures
  static let scene =
    "iPhone, portrait, iOS 17.0. Navigation bar: AlertLab, with the bar button \"+\""
    + " (addButton). View: button \"Show Sheet\"."

  @Test func emptyScreen() {
    #expect(ScreenDescription.describe(World()) == Self.scene)
  }

  @Test func alert() throws {
    var world = World()
    let alert = try F.defaultStyleAlert(in: &world)
    try F.present(alert, in: &world)
    #expect(
      ScreenDescription.describe(world)
        == Self.scene + " Alert. Title: DefaultStyle. Message: the default alert view style."
        + " Buttons: Cancel (cancel, bold), OK.")
  }

  @Test func alertWithTextFieldsAndDisabledButton() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "Login", message: "Two\nlines",
      actions: [("Cancel", .cancel), ("Delete", .destructive), ("OK", .default)])
    for _ in 0..<3 { try world.addTextField(to: alert, configuration: nil, runner: F.runner) }
    let fields = world.viewControllers[alert]?.alert?.textFields ?? []
    try #require(fields.count == 3)
    world.textFields[fields[0]]?.placeholder = "Login"
    world.textFields[fields[1]]?.isSecureTextEntry = true
    world.textFields[fields[1]]?.text = "pass"
    let ok = try #require(world.viewControllers[alert]?.alert?.actions.last)
    world.actions[ok]?.isEnabled = false
    try F.present(alert, in: &world)
    #expect(
      ScreenDescription.describe(world)
        == Self.scene + " Alert. Title: Login. Message: Two lines."
        + " Text fields: 1 \"Login\" (placeholder), 2 \"••••\" (secure), 3 empty."
        + " Buttons: Delete (destructive), OK (disabled), Cancel (cancel, bold).")
  }

  @Test func sheetOnIPhone() throws {
    var world = World()
    let sheet = try F.seedSheet(in: &world)
    try F.present(sheet, in: &world)
    #expect(
      ScreenDescription.describe(world)
        == Self.scene + " Action sheet at the bottom of the screen."
        + " Buttons: Delete (destructive), Archive, Cancel (cancel, bold).")
  }

  @Test func sheetInAPopoverOnIPad() throws {
    var world = World(device: Device(model: .ipad))
    let sheet = try F.seedSheet(in: &world)
    let created = world.popoverPresentationController(of: sheet)
    let popover = try #require(created)
    let anchor = world.button
    let anchorBounds = world.views[anchor]?.bounds
    world.popoverPresentations[popover]?.sourceView = anchor
    world.popoverPresentations[popover]?.sourceRect = anchorBounds
    world.popoverPresentations[popover]?.permittedArrowDirections = .up
    try F.present(sheet, in: &world)
    #expect(
      ScreenDescription.describe(world)
        == "iPad, portrait, iOS 17.0. Navigation bar: AlertLab, with the bar button \"+\""
        + " (addButton). View: button \"Show Sheet\"."
        + " Action sheet in a popover pointing up at button \"Show Sheet\"."
        + " Buttons: Delete (destructive), Archive."
        + " The cancel button \"Cancel\" is hidden: tap outside to cancel.")
  }

  @Test func popoverAndAdaptedPresentations() throws {
    var pad = try DrawingPopoverTests.popoverWorld(permitting: .left)
    #expect(
      ScreenDescription.describe(pad).hasSuffix(
        " Popover pointing left at button \"Show Sheet\": ContentViewController,"
          + " 294 by 300 points."))
    pad = try DrawingPopoverTests.popoverWorld(permitting: [])
    #expect(
      ScreenDescription.describe(pad).hasSuffix(
        " Popover in the middle of the screen, without an arrow: ContentViewController,"
          + " 300 by 300 points."))
    var phone = World(iOS: IOSVersion(12))
    let content = phone.makeViewController(className: "ContentViewController", title: "Pick")
    phone.setModalPresentationStyle(.popover, of: content)
    let created = phone.popoverPresentationController(of: content)
    let popover = try #require(created)
    let item = phone.addButton
    phone.popoverPresentations[popover]?.barButtonItem = item
    try F.present(content, in: &phone)
    #expect(
      ScreenDescription.describe(phone)
        == "iPhone, portrait, iOS 12.0. Navigation bar: AlertLab, with the bar button \"+\""
        + " (addButton). View: button \"Show Sheet\". Full screen: \"Pick\" (ContentViewController)."
    )
  }

  @Test func learnerTextIsEscaped() throws {
    var world = World()
    let alert = try F.makeAlert(
      in: &world, title: "\u{1B}[2J", message: nil, actions: [("O\tK", .default)])
    try F.present(alert, in: &world)
    #expect(
      ScreenDescription.describe(world)
        == Self.scene + #" Alert. Title: \u{1B}[2J. Buttons: O\tK."#)
  }
}
