import AlertLabWords
import Testing

@testable import AlertLabKit

/// A runner standing for a learner's UIPopoverBackgroundView subclass: class members answer
/// from `classMembers`, instance properties are stored in `properties` (absent names are not
/// implemented).
final class BackgroundRunner: CallbackRunner {
  var classMembers: [String: CallbackResult] = [
    "arrowHeight()": .number(20), "arrowBase()": .number(30),
    "contentViewInsets()": .insets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
  ]
  var properties: [String: CallbackArgument] = [
    "arrowOffset": .number(0), "arrowDirection": .arrowDirections(.any),
  ]
  var delegateResults: [String: CallbackResult] = [:]
  var calls: [String] = []

  func call(_ callable: Callable, arguments: [CallbackArgument], world: inout World) throws {}
  func callMethod(
    _ selector: [String], on object: ObjectID, arguments: [CallbackArgument], world: inout World
  ) throws -> CallbackResult? {
    guard let name = selector.first(where: { delegateResults[$0] != nil }) else { return nil }
    calls.append(name)
    return delegateResults[name]
  }
  func makeInstance(of className: String, world: inout World) throws -> ObjectID? {
    let id = world.makeID()
    world.plainObjects[id] = className
    return id
  }
  func callClassMember(_ names: [String], of className: String, world: inout World) throws
    -> CallbackResult?
  {
    names.lazy.compactMap { self.classMembers[$0] }.first
  }
  func readProperty(_ name: String, of object: ObjectID, world: inout World) throws
    -> CallbackResult?
  {
    switch properties[name] {
    case .number(let value)?: return .number(value)
    case .arrowDirections(let value)?: return .arrowDirections(value)
    default: return nil
    }
  }
  func writeProperty(
    _ name: String, of object: ObjectID, value: CallbackArgument, world: inout World
  ) throws -> Bool {
    guard properties[name] != nil else { return false }
    properties[name] = value
    return true
  }
}

@Suite struct PopoverControllerTests {
  let runner = BackgroundRunner()

  func pad(_ iOS: IOSVersion = IOSVersion(8)) -> World {
    World(device: Device(model: .ipad), iOS: iOS)
  }

  @Test func onlyOnIPad() {
    var world = World(device: Device(model: .iphone), iOS: IOSVersion(8))
    let content = world.makeViewController(className: "UIViewController")
    let crash = attempt(&world) { _ = try $0.makePopoverController(content: content) }
    #expect(
      crash?.consoleText
        == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
        + "'-[UIPopoverController initWithContentViewController:] called when not running under "
        + "UIUserInterfaceIdiomPad.'")
  }

  @Test func fromABarButtonItemTheArrowIsUpOrDownAndTheWidthAtLeast320() throws {
    var world = pad()
    let content = world.makeViewController(className: "UIViewController")
    let popover = try world.makePopoverController(content: content)
    world.popovers.controllers[popover]?.contentSize = Size(width: 200, height: 300)
    try world.presentPopoverController(
      popover, from: world.addButton, permitted: .left, runner: runner)
    #expect(world.isPopoverControllerVisible(popover))
    let presentation = try #require(world.viewControllers[content]?.popoverPresentationController)
    #expect(world.popoverPresentations[presentation]?.arrowDirection == .up)
    #expect(PopoverLayout.frame(for: presentation, in: world).frame.width == 320)
    world.dismissPopoverController(popover)
    #expect(!world.isPopoverControllerVisible(popover))
  }

  @Test func unknownArrowsNoWindowAndEmptyRects() throws {
    var world = pad()
    let content = world.makeViewController(className: "UIViewController")
    let popover = try world.makePopoverController(content: content)
    let unknown = attempt(&world) {
      try $0.presentPopoverController(
        popover, from: $0.addButton, permitted: .unknown, runner: runner)
    }
    #expect(
      unknown?.reason
        == "-[UIPopoverController presentPopoverFromBarButtonItem:permittedArrowDirections:"
        + "animated:]: Popovers cannot be presented with UIPopoverArrowDirectionUnknown.")
    world.views[world.button]?.isInWindow = false
    let noWindow = attempt(&world) {
      try $0.presentPopoverController(
        popover, from: .zero, in: $0.button, permitted: .any, runner: runner)
    }
    #expect(noWindow?.rule.id == "popover-no-window")
    world.views[world.button]?.isInWindow = true
    try world.presentPopoverController(
      popover, from: .zero, in: world.button, permitted: .any, runner: runner)
    #expect(
      world.takeEvents().filter { if case .log = $0 { return true } else { return false } }.count
        == 1)
    try world.endTurn(runner: runner)
    world.dismissPopoverController(popover)
    try world.presentPopoverController(
      popover, from: .zero, in: world.button, permitted: .any, runner: runner)
    #expect(world.takeEvents().isEmpty)
    let presentation = try #require(world.viewControllers[content]?.popoverPresentationController)
    #expect(world.popoverPresentations[presentation]?.sourceRect?.size == Size(width: 2, height: 2))
  }

  @Test func aTapOutsideAsksTheDelegate() throws {
    var world = pad()
    let content = world.makeViewController(className: "UIViewController")
    let popover = try world.makePopoverController(content: content)
    let delegateValue = world.rootViewController
    world.popovers.controllers[popover]?.delegate = delegateValue
    try world.presentPopoverController(
      popover, from: world.addButton, permitted: .any, runner: runner)
    runner.delegateResults = ["popoverControllerShouldDismissPopover(_:)": .bool(false)]
    try world.tapOutside(runner: runner)
    #expect(world.isPopoverControllerVisible(popover))
    runner.delegateResults = [
      "popoverControllerShouldDismissPopover(_:)": .bool(true),
      "popoverControllerDidDismissPopover(_:)": CallbackResult.none,
    ]
    try world.tapOutside(runner: runner)
    #expect(!world.isPopoverControllerVisible(popover))
    #expect(runner.calls.last == "popoverControllerDidDismissPopover(_:)")
  }

  @Test func deallocatedWhileVisibleCrashes() throws {
    var world = pad()
    let content = world.makeViewController(className: "UIViewController")
    let other = world.makeViewController(className: "UIViewController")
    let hidden = try world.makePopoverController(content: other)
    let shown = try world.makePopoverController(content: content)
    try world.presentPopoverController(
      shown, from: world.addButton, permitted: .any, runner: runner)
    try world.releasePopoverControllers(keeping: [shown])
    #expect(world.popovers.controllers[hidden] == nil)
    let crash = attempt(&world) { try $0.releasePopoverControllers(keeping: []) }
    #expect(
      crash?.reason == "-[UIPopoverController dealloc] reached while popover is still visible.")
  }

  @Test func deprecatedFromIOS9Once() throws {
    var world = pad(IOSVersion(9))
    let content = world.makeViewController(className: "UIViewController")
    _ = try world.makePopoverController(content: content)
    _ = try world.makePopoverController(content: content)
    let logs = world.takeEvents().filter {
      if case .log(let id, _) = $0 { return id == "deprecated-popover-controller" }
      return false
    }
    #expect(logs.count == 1)
  }

  @Test func aPopoverControllerDoesNotAdaptInSplitView() throws {
    var world = World(device: Device(model: .ipadSplit), iOS: IOSVersion(9))
    let content = world.makeViewController(className: "UIViewController")
    let popover = try world.makePopoverController(content: content)
    try world.presentPopoverController(
      popover, from: world.addButton, permitted: .any, runner: runner)
    #expect(world.presentationModes[content] == .popover)
  }

  /// E-PC5 is UIPopoverController's: a popover presentation with `.unknown` raises nothing
  /// made up, and AlertLab says in its own words that no source covers it.
  @Test func unknownArrowsOfPopoverPresentationsRaiseNoInventedException() throws {
    var world = pad()
    let content = world.makeViewController(className: "UIViewController")
    world.setModalPresentationStyle(.popover, of: content)
    let created = world.popoverPresentationController(of: content)
    let presentation = try #require(created)
    let barButtonItemValue = world.addButton
    world.popoverPresentations[presentation]?.barButtonItem = barButtonItemValue
    world.popoverPresentations[presentation]?.permittedArrowDirections = .unknown
    let crash = attempt(&world) {
      try $0.present(content, from: $0.rootViewController, completion: nil, runner: runner)
      try $0.endTurn(runner: runner)
    }
    #expect(crash == nil)
    #expect(world.takeEvents().contains(.note(Said(.noSourceShowsWhat))))
    #expect(world.topPresented == content)
  }

  /// A custom background with insets 10 and a 20 × 30 arrow from the "+" item: the content
  /// inside a frame one cell wide, the arrow in the row between the bar and the box, kept
  /// 12 points from the box's end.
  @Test func customBackgroundDrawing() throws {
    var world = pad()
    let content = world.makeViewController(className: "UIViewController", title: "Custom")
    world.setModalPresentationStyle(.popover, of: content)
    world.viewControllers[content]?.preferredContentSize = Size(width: 300, height: 200)
    let created = world.popoverPresentationController(of: content)
    let presentation = try #require(created)
    let barButtonItemValue = world.addButton
    world.popoverPresentations[presentation]?.barButtonItem = barButtonItemValue
    world.popovers.backgroundClasses[presentation] = "MyBackground"
    try world.present(content, from: world.rootViewController, completion: nil, runner: runner)
    let background = try #require(world.popovers.backgrounds[presentation])
    #expect(background.arrowOffset == 140)
    let lines = ScreenRenderer.draw(world, options: DrawingOptions(ascii: true))
      .split(separator: "\n").map(String.init)
    #expect(
      lines[4] == "|........................................................................^^^..|")
    #expect(
      lines[5] == "|............................................+------------------------------+.|")
    #expect(
      lines[6] == "|............................................|+----------------------------+|.|")
    #expect(
      lines[9] == "|............................................||           Custom           ||.|")
  }

  @Test func aMissingAccessorThrowsBeforeIOS17Only() throws {
    runner.properties["arrowOffset"] = nil
    for (version, crashes) in [(IOSVersion(8), true), (IOSVersion(17), false)] {
      var world = pad(version)
      let content = world.makeViewController(className: "UIViewController")
      world.setModalPresentationStyle(.popover, of: content)
      let created = world.popoverPresentationController(of: content)
      let presentation = try #require(created)
      let barButtonItemValue = world.addButton
      world.popoverPresentations[presentation]?.barButtonItem = barButtonItemValue
      world.popovers.backgroundClasses[presentation] = "Half"
      let crash = attempt(&world) {
        try $0.present(content, from: $0.rootViewController, completion: nil, runner: runner)
      }
      #expect(
        (crash?.reason
          == "[AlertLab] UIKit raises an exception here because Half does not override "
          + "-setArrowOffset:. UIKit's exact message is not known.")
          == crashes)
      #expect((crash == nil) == !crashes)
    }
  }
}
