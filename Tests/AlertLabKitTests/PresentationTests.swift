import AlertLabWords
import Testing

@testable import AlertLabKit

/// Records the callbacks the world makes and runs none of the learner's code.
final class RecordingRunner: CallbackRunner {
  var calls: [String] = []
  var methodResults: [String: CallbackResult] = [:]

  func call(_ callable: Callable, arguments: [CallbackArgument], world: inout World) throws {
    calls.append("call \(callable.rawValue) \(arguments)")
  }

  func callMethod(
    _ selector: [String], on object: ObjectID, arguments: [CallbackArgument], world: inout World
  ) throws -> CallbackResult? {
    for name in selector {
      if let result = methodResults[name] {
        calls.append("method \(name)")
        return result
      }
    }
    return nil
  }
}

/// Runs `operation` on a copy; on a crash returns it and the copy is dropped, as the
/// interpreter does.
func attempt(_ world: inout World, _ operation: (inout World) throws -> Void) -> Crash? {
  var copy = world
  do {
    try operation(&copy)
    world = copy
    return nil
  } catch let crash as Crash {
    return crash
  } catch {
    return nil
  }
}

@Suite struct PresentationTests {
  let runner = RecordingRunner()

  func simpleAlert(_ world: inout World, style: AlertStyle = .alert) -> ObjectID {
    let alert = world.makeAlertController(
      title: "DefaultStyle", message: "the default alert view style", style: style)
    return alert
  }

  @Test func secondCancelCrashesAndLeavesTheWorldAsItWas() throws {
    var world = World()
    let alert = simpleAlert(&world)
    let cancel = world.makeAction(title: "Cancel", style: .cancel, handler: nil)
    try world.addAction(cancel, to: alert)
    let second = world.makeAction(title: "Also", style: .cancel, handler: nil)
    let before = world
    let crash = attempt(&world) { try $0.addAction(second, to: alert) }
    #expect(crash?.rule.id == "one-cancel")
    #expect(
      crash?.consoleText
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'UIAlertController can only have one action with a style of "
        + "UIAlertActionStyleCancel'")
    #expect(world == before)
  }

  @Test func textFieldOnActionSheetCrashes() {
    var world = World()
    let sheet = simpleAlert(&world, style: .actionSheet)
    let before = world
    let crash = attempt(&world) {
      try $0.addTextField(to: sheet, configuration: nil, runner: runner)
    }
    #expect(crash?.rule.id == "text-fields-alert-only")
    #expect(world == before)
  }

  @Test func textFieldConfigurationRunsWithTheField() throws {
    var world = World()
    let alert = simpleAlert(&world)
    try world.addTextField(to: alert, configuration: Callable(7), runner: runner)
    let field = try #require(world.viewControllers[alert]?.alert?.textFields.first)
    #expect(runner.calls == ["call 7 [AlertLabKit.CallbackArgument.object(\(field))]"])
  }

  @Test func preferredActionMustBeInActions() throws {
    var world = World()
    let alert = simpleAlert(&world)
    let ok = world.makeAction(title: "OK", style: .default, handler: nil)
    let crash = attempt(&world) { try $0.setPreferredAction(ok, of: alert) }
    #expect(crash?.rule.id == "preferred-action-in-actions")
    try world.addAction(ok, to: alert)
    try world.setPreferredAction(ok, of: alert)
    #expect(world.viewControllers[alert]?.alert?.preferredAction == ok)
  }

  @Test func emptyAlertCannotBePresented() {
    var world = World()
    let alert = world.makeAlertController(title: nil, message: nil, style: .alert)
    let before = world
    let crash = attempt(&world) {
      try $0.present(alert, from: $0.rootViewController, completion: nil, runner: runner)
    }
    #expect(
      crash?.reason == "UIAlertController must have a title, a message or an action to display")
    #expect(world == before)
  }

  @Test func alertWithoutActionsPresentsWithAdvice() throws {
    var world = World()
    let alert = simpleAlert(&world)
    try world.present(
      alert, from: world.rootViewController, completion: Callable(3), runner: runner)
    #expect(world.topPresented == alert)
    #expect(
      world.events.contains {
        if case .advice(let id, _) = $0 {
          return id == "alert-without-actions"
        } else {
          return false
        }
      })
    #expect(runner.calls == [], "the completion waits for the end of the turn")
    try world.endTurn(runner: runner)
    #expect(runner.calls == ["call 3 []"])
    let crash = attempt(&world) { try $0.tapOutside(runner: runner) }
    #expect(crash == nil)
    #expect(world.topPresented == alert)
  }

  @Test func presentingTwiceLogsAndPresentsNothing() throws {
    var world = World(iOS: IOSVersion(12))
    let first = simpleAlert(&world)
    let second = simpleAlert(&world)
    try world.present(first, from: world.rootViewController, completion: nil, runner: runner)
    try world.endTurn(runner: runner)
    _ = world.takeEvents()
    try world.present(
      second, from: world.rootViewController, completion: Callable(1), runner: runner)
    #expect(world.topPresented == first)
    #expect(
      world.events == [
        .log(
          ruleID: "already-presenting",
          text: "Warning: Attempt to present <UIAlertController: 0x600000c05000>  on "
            + "<ViewController: 0x600000c00000> which is already presenting "
            + "<UIAlertController: 0x600000c04000>")
      ])
    #expect(runner.calls.isEmpty)
  }

  @Test func presentingFromAControllerOffScreenLogs() throws {
    var world = World()
    let alert = simpleAlert(&world)
    let other = world.makeViewController(className: "UIViewController")
    try world.present(alert, from: other, completion: nil, runner: runner)
    #expect(world.topPresented == nil)
    guard case .log(let id, let text)? = world.events.last else {
      Issue.record("no log")
      return
    }
    #expect(id == "not-in-window")
    #expect(text.hasPrefix("[Presentation] Attempt to present <UIAlertController: 0x600000c04000>"))
  }

  @Test func presentingSelfAnActiveControllerOrNilCrashes() throws {
    var world = World(iOS: IOSVersion(7))
    let root = world.rootViewController
    #expect(
      attempt(&world) { try $0.present(root, from: root, completion: nil, runner: runner) }?.rule.id
        == "present-self")
    #expect(
      attempt(&world) { try $0.present(nil, from: root, completion: nil, runner: runner) }?.reason
        == "Application tried to present a nil modal view controller on target "
        + "<ViewController: 0x600000c00000>.")
    let alert = simpleAlert(&world)
    let ok = world.makeAction(title: "OK", style: .default, handler: nil)
    try world.addAction(ok, to: alert)
    try world.present(alert, from: root, completion: nil, runner: runner)
    let crash = attempt(&world) {
      try $0.present(alert, from: alert, completion: nil, runner: runner)
    }
    #expect(crash?.rule.id == "present-self")
  }

  @Test func iPadActionSheetNeedsAnAnchorPerEra() throws {
    for (version, prefix) in [
      (
        8,
        "UIPopoverPresentationController (<_UIAlertControllerActionSheetRegularPresentationController: 0x600000c05000>) should have"
      ),
      (
        9,
        "Your application has presented a UIAlertController (<UIAlertController: 0x600000c04000>) of style UIAlertControllerStyleActionSheet. The modalPresentationStyle"
      ),
      (
        17,
        "Your application has presented a UIAlertController (<UIAlertController: 0x600000c04000>) of style UIAlertControllerStyleActionSheet from ViewController (<ViewController: 0x600000c00000>)."
      ),
    ] {
      var world = World(device: Device(model: .ipad), iOS: IOSVersion(version))
      let sheet = simpleAlert(&world, style: .actionSheet)
      _ = world.popoverPresentationController(of: sheet)
      let before = world
      let crash = attempt(&world) {
        try $0.present(sheet, from: $0.rootViewController, completion: nil, runner: runner)
        // UIKit checks the anchor when the turn of the run loop ends.
        try $0.endTurn(runner: runner)
      }
      #expect(crash?.rule.id == "sheet-needs-anchor")
      #expect(crash?.consoleText.contains("reason: '" + prefix) == true, "iOS \(version)")
      #expect(world == before)
    }
  }

  @Test func iPhoneActionSheetHasNoPopoverAndIPadOneAnchors() throws {
    var phone = World()
    let sheet = simpleAlert(&phone, style: .actionSheet)
    #expect(phone.popoverPresentationController(of: sheet) == nil)
    var pad = World(device: Device(model: .ipad))
    let padSheet = simpleAlert(&pad, style: .actionSheet)
    let cancel = pad.makeAction(title: "Cancel", style: .cancel, handler: Callable(9))
    let delete = pad.makeAction(title: "Delete", style: .destructive, handler: nil)
    try pad.addAction(cancel, to: padSheet)
    try pad.addAction(delete, to: padSheet)
    let popoverFound = pad.popoverPresentationController(of: padSheet)
    let popover = try #require(popoverFound)
    let sourceViewValue = pad.button
    pad.popoverPresentations[popover]?.sourceView = sourceViewValue
    let sourceRectValue = pad.views[pad.button]?.bounds
    pad.popoverPresentations[popover]?.sourceRect = sourceRectValue
    try pad.present(padSheet, from: pad.rootViewController, completion: nil, runner: runner)
    #expect(pad.presentationModes[padSheet] == .popover)
    #expect(pad.displayedActions(of: padSheet) == [delete])
    #expect(pad.popoverPresentations[popover]?.arrowDirection != .unknown)
    #expect(throws: GestureRefusal.self) { try pad.tap("Cancel", runner: runner) }
    try pad.tapOutside(runner: runner)
    #expect(pad.topPresented == nil)
    #expect(runner.calls == ["call 9 [AlertLabKit.CallbackArgument.object(\(cancel))]"])
    #expect(pad.popoverPresentations[popover]?.arrowDirection == .unknown)
  }

  @Test func splitViewActionSheetIsCompact() {
    var world = World(device: Device(model: .ipadSplit))
    let sheet = simpleAlert(&world, style: .actionSheet)
    #expect(world.popoverPresentationController(of: sheet) == nil)
  }

  @Test func popoverWithRectButNoViewCrashes() throws {
    var world = World(device: Device(model: .ipad))
    let content = world.makeViewController(className: "UIViewController")
    world.setModalPresentationStyle(.popover, of: content)
    let popoverFound = world.popoverPresentationController(of: content)
    let popover = try #require(popoverFound)
    world.popoverPresentations[popover]?.sourceRect = Rect(x: 0, y: 0, width: 10, height: 10)
    let crash = attempt(&world) {
      try $0.present(content, from: $0.rootViewController, completion: nil, runner: runner)
      try $0.endTurn(runner: runner)
    }
    #expect(crash?.rule.id == "source-rect-needs-view")
    world.popoverPresentations[popover]?.sourceRect = nil
    let plain = attempt(&world) {
      try $0.present(content, from: $0.rootViewController, completion: nil, runner: runner)
      try $0.endTurn(runner: runner)
    }
    #expect(
      plain?.reason
        == "UIPopoverPresentationController (<UIPopoverPresentationController: 0x600000c05000>) "
        + "should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
  }

  @Test func compactPopoverAdaptsUnlessTheDelegateSaysNone() throws {
    var world = World()
    let content = world.makeViewController(className: "UIViewController")
    world.setModalPresentationStyle(.popover, of: content)
    let popoverFound = world.popoverPresentationController(of: content)
    let popover = try #require(popoverFound)
    let barButtonItemValue = world.addButton
    world.popoverPresentations[popover]?.barButtonItem = barButtonItemValue
    var adapted = world
    try adapted.present(content, from: adapted.rootViewController, completion: nil, runner: runner)
    #expect(adapted.presentationModes[content] == .pageSheet)
    let delegateValue = world.rootViewController
    world.popoverPresentations[popover]?.delegate = delegateValue
    runner.methodResults["adaptivePresentationStyle(for:)"] = .presentationStyle(.none)
    try world.present(content, from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.presentationModes[content] == .popover)
    #expect(world.popoverPresentations[popover]?.arrowDirection == .up)
  }

  @Test func tapRunsTheHandlerAfterDismissingAndDisabledDoesNothing() throws {
    var world = World()
    let alert = simpleAlert(&world)
    let ok = world.makeAction(title: "OK", style: .default, handler: Callable(5))
    try world.addAction(ok, to: alert)
    try world.present(alert, from: world.rootViewController, completion: nil, runner: runner)
    world.actions[ok]?.isEnabled = false
    #expect(throws: GestureRefusal(Said(.disabledTappingDoesNothing, "OK"))) {
      try world.tap("OK", runner: runner)
    }
    world.actions[ok]?.isEnabled = true
    try world.tap("OK", runner: runner)
    #expect(world.topPresented == nil)
    #expect(runner.calls.count == 1)
  }

  @Test func cancelIsPlacedAsUIKitPlacesIt() throws {
    for (version, expected) in [(8, ["OK", "Cancel"]), (9, ["Cancel", "OK"])] {
      var world = World(iOS: IOSVersion(version))
      let alert = simpleAlert(&world)
      for (title, style) in [("OK", ActionStyle.default), ("Cancel", .cancel)] {
        try world.addAction(world.makeAction(title: title, style: style, handler: nil), to: alert)
      }
      #expect(world.displayedActions(of: alert).compactMap { world.actions[$0]?.title } == expected)
    }
    var world = World()
    let sheet = simpleAlert(&world, style: .actionSheet)
    for (title, style) in [
      ("Cancel", ActionStyle.cancel), ("Delete", .destructive), ("Archive", .default),
    ] {
      try world.addAction(world.makeAction(title: title, style: style, handler: nil), to: sheet)
    }
    #expect(
      world.displayedActions(of: sheet).compactMap { world.actions[$0]?.title }
        == ["Delete", "Archive", "Cancel"])
  }

  @Test func typingPostsTextDidChangePerCharacter() throws {
    var world = World()
    let alert = simpleAlert(&world)
    try world.addTextField(to: alert, configuration: nil, runner: runner)
    let field = try #require(world.viewControllers[alert]?.alert?.textFields.first)
    world.textFields[field]?.placeholder = "Login"
    world.addObserver(
      world.rootViewController, selector: "changed:", name: NotificationName.textDidChange,
      object: field)
    runner.methodResults["changed:"] = CallbackResult.none
    try world.present(alert, from: world.rootViewController, completion: nil, runner: runner)
    try world.type("bob", into: .placeholder("Login"), runner: runner)
    #expect(world.textFields[field]?.text == "bob")
    #expect(runner.calls == ["method changed:", "method changed:", "method changed:"])
    world.removeObserver(
      world.rootViewController, name: NotificationName.textDidChange, object: nil)
    try world.type("!", into: .number(1), runner: runner)
    #expect(runner.calls.count == 3)
    #expect(throws: GestureRefusal.self) { try world.type("x", into: .number(2), runner: runner) }
  }

  @Test func aSelectorTheObserverLacksCrashes() throws {
    var world = World()
    world.addObserver(
      world.rootViewController, selector: "changed", name: NotificationName.didEnterBackground,
      object: nil)
    let crash = attempt(&world) { try $0.enterBackground(runner: runner) }
    #expect(
      crash?.reason
        == "-[ViewController changed]: unrecognized selector sent to instance 0x600000c00000")
  }

  @Test func tapOutsideAPhoneSheetNeedsACancelAction() throws {
    var world = World()
    let sheet = simpleAlert(&world, style: .actionSheet)
    try world.addAction(
      world.makeAction(title: "Archive", style: .default, handler: nil), to: sheet)
    try world.present(sheet, from: world.rootViewController, completion: nil, runner: runner)
    #expect(throws: GestureRefusal.self) { try world.tapOutside(runner: runner) }
    #expect(world.topPresented == sheet)
  }

  @Test func backgroundNotificationReachesBlockObservers() throws {
    var world = World()
    let token = world.addObserver(
      name: NotificationName.didEnterBackground, object: nil, block: Callable(4))
    try world.enterBackground(runner: runner)
    #expect(runner.calls.count == 1)
    world.removeObserver(token, name: nil, object: nil)
    try world.enterBackground(runner: runner)
    #expect(runner.calls.count == 1)
  }

  @Test func alertControllerIgnoresModalPresentationStyle() {
    var world = World()
    let alert = simpleAlert(&world)
    world.setModalPresentationStyle(.popover, of: alert)
    #expect(world.viewControllers[alert]?.modalPresentationStyle == .custom)
    #expect(world.popoverPresentationController(of: alert) == nil)
  }

  @Test func longTitlesAreCut() {
    var world = World()
    let alert = world.makeAlertController(
      title: String(repeating: "a", count: 1200), message: nil, style: .alert)
    #expect(world.viewControllers[alert]?.alert?.title?.count == 999)
  }

  @Test func rotationAdaptsPresentedPopovers() throws {
    var world = World(device: Device(model: .iphonePlus), iOS: IOSVersion(8, 2))
    let content = world.makeViewController(className: "UIViewController")
    world.setModalPresentationStyle(.popover, of: content)
    let popoverFound = world.popoverPresentationController(of: content)
    let popover = try #require(popoverFound)
    let barButtonItemValue = world.addButton
    world.popoverPresentations[popover]?.barButtonItem = barButtonItemValue
    var modern = world
    try world.present(content, from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.presentationModes[content] == .fullScreen)
    try world.setDevice(world.device.rotated(), runner: runner)
    #expect(world.presentationModes[content] == .popover, "regular width in landscape")
    // From iOS 8.3 a vertically compact environment adapts too.
    modern.iOS = IOSVersion(8, 3)
    modern.device = modern.device.rotated()
    try modern.present(content, from: modern.rootViewController, completion: nil, runner: runner)
    #expect(modern.presentationModes[content] == .fullScreen)
  }
}
