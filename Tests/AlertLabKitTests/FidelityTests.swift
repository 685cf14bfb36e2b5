import Testing

@testable import AlertLabKit

/// Cases where the simulation must do what UIKit does, each from uikit-rules.md.
@Suite struct FidelityTests {
  let runner = RecordingRunner()

  func alert(
    _ world: inout World, style: AlertStyle = .alert, _ actions: [(String, ActionStyle)]
  ) throws -> ObjectID {
    let id = world.makeAlertController(title: "Title", message: nil, style: style)
    for (title, actionStyle) in actions {
      try world.addAction(world.makeAction(title: title, style: actionStyle, handler: nil), to: id)
    }
    return id
  }

  func titles(_ world: World, _ ids: [ObjectID]) -> [String] {
    ids.compactMap { world.actions[$0]?.title }
  }

  // MARK: - L-A3, U-5: stacked buttons put cancel last, on iOS 8 too

  @Test func iOS8StacksThreeButtonsWithCancelLast() throws {
    var world = World(iOS: IOSVersion(8))
    let id = try alert(&world, [("Cancel", .cancel), ("One", .default), ("Two", .default)])
    #expect(titles(world, world.displayedActions(of: id)) == ["One", "Two", "Cancel"])
    let two = try alert(&world, [("Cancel", .cancel), ("OK", .default)])
    #expect(titles(world, world.displayedActions(of: two)) == ["Cancel", "OK"], "add order")
  }

  @Test func iOS8AlertViewWithThreeButtonsPutsCancelLast() throws {
    var world = World(iOS: IOSVersion(8))
    let view = try world.makeAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
    _ = try world.addLegacyButton("One", to: view)
    _ = try world.addLegacyButton("Two", to: view)
    try world.showLegacy(view, runner: runner)
    let order = world.legacyButtonOrder(of: view).main
    #expect(order.compactMap { world.legacy.views[view]?.buttons[$0] } == ["One", "Two", "Cancel"])
  }

  // MARK: - L-S4: iOS 26 never shows an action sheet's cancel button

  @Test func iOS26PhoneSheetHidesCancel() throws {
    var world = World(iOS: IOSVersion(26))
    let id = try alert(
      &world, style: .actionSheet, [("Delete", .destructive), ("Cancel", .cancel)])
    try world.present(id, from: world.rootViewController, completion: nil, runner: runner)
    #expect(titles(world, world.displayedActions(of: id)) == ["Delete"])
    #expect(
      world.takeEvents().contains {
        $0
          == .advice(ruleID: "popover-hides-cancel", context: world.ruleContext(subject: id))
      })
    let earlier = World(iOS: IOSVersion(18))
    var copy = earlier
    let sheet = try alert(
      &copy, style: .actionSheet, [("Delete", .destructive), ("Cancel", .cancel)])
    #expect(titles(copy, copy.displayedActions(of: sheet)) == ["Delete", "Cancel"])
  }

  // MARK: - R-7, E-A8, L-S1: from iOS 26 an anchored iPhone sheet is a popover

  @Test func iOS26PhoneSheetWithAnAnchorIsAPopover() throws {
    var world = World(iOS: IOSVersion(26))
    let sheet = try alert(&world, style: .actionSheet, [("Delete", .destructive)])
    #expect(world.reportedModalPresentationStyle(of: sheet) == .popover)
    let created = world.popoverPresentationController(of: sheet)
    let popover = try #require(created)
    let anchor = world.button
    world.popoverPresentations[popover]?.sourceView = anchor
    try world.present(sheet, from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.presentationModes[sheet] == .popover)
    #expect(PopoverLayout.contentSize(for: popover, in: world).width == 240)
    // Without an anchor the sheet stays at the bottom; before iOS 26 it has no popover.
    var bare = World(iOS: IOSVersion(26))
    let plain = try alert(&bare, style: .actionSheet, [("Delete", .destructive)])
    try bare.present(plain, from: bare.rootViewController, completion: nil, runner: runner)
    #expect(bare.presentationModes[plain] == .sheet)
    var earlier = World(iOS: IOSVersion(18))
    let old = try alert(&earlier, style: .actionSheet, [("Delete", .destructive)])
    #expect(earlier.popoverPresentationController(of: old) == nil)
    #expect(earlier.reportedModalPresentationStyle(of: old) == .custom)
  }

  // MARK: - E-A8, R-7: an iPad action sheet reports .popover

  @Test func modalPresentationStyleOfASheetFollowsTheIdiom() throws {
    var pad = World(device: Device(model: .ipad))
    let sheet = try alert(&pad, style: .actionSheet, [("One", .default)])
    let plain = try alert(&pad, [("OK", .default)])
    #expect(pad.reportedModalPresentationStyle(of: sheet) == .popover)
    #expect(pad.reportedModalPresentationStyle(of: plain) == .custom)
    var phone = World()
    let phoneSheet = try alert(&phone, style: .actionSheet, [("One", .default)])
    #expect(phone.reportedModalPresentationStyle(of: phoneSheet) == .custom)
  }

  // MARK: - L-P4 is UIPopoverController's: a presentation controller keeps left and right

  @Test func barButtonPopoverMayPointLeftOrRight() throws {
    var world = World(device: Device(model: .ipad))
    let content = world.makeViewController(className: "UIViewController")
    world.setModalPresentationStyle(.popover, of: content)
    let popoverFound = world.popoverPresentationController(of: content)
    let popover = try #require(popoverFound)
    let item = world.addButton
    world.popoverPresentations[popover]?.barButtonItem = item
    world.popoverPresentations[popover]?.permittedArrowDirections = [.left, .right]
    world.viewControllers[content]?.preferredContentSize = Size(width: 300, height: 300)
    try world.present(content, from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.popoverPresentations[popover]?.arrowDirection == .right)
    let layout = PopoverLayout.frame(for: popover, in: world)
    #expect(layout.tip != nil, "anchored at the item, not centred")
  }

  // MARK: - R-5: a Plus phone in landscape adapts from iOS 8.3

  @Test func plusPhoneInLandscapeAdaptsFromIOS8Point3() throws {
    for (version, adapts) in [
      (IOSVersion(8), false), (IOSVersion(8, 3), true), (IOSVersion(12), true),
    ] {
      var world = World(device: Device(model: .iphonePlus).rotated(), iOS: version)
      let content = world.makeViewController(className: "UIViewController")
      world.setModalPresentationStyle(.popover, of: content)
      let popoverFound = world.popoverPresentationController(of: content)
      let popover = try #require(popoverFound)
      let item = world.addButton
      world.popoverPresentations[popover]?.barButtonItem = item
      try world.present(content, from: world.rootViewController, completion: nil, runner: runner)
      #expect((world.presentationModes[content] != .popover) == adapts, "\(version)")
      let advice = world.takeEvents().compactMap { event -> String? in
        if case .advice("popover-adapts", let context) = event {
          return RuleCatalog.popoverAdapts.message(context)
        }
        return nil
      }
      #expect(advice.allSatisfy { $0.contains("vertically compact") }, "\(advice)")
      #expect(advice.isEmpty != adapts)
    }
  }

  // MARK: - E-A4: an empty title counts as none only for older SDKs

  @Test func emptyTitleCountsAsNoneOnlyBeforeIOS13() throws {
    for (version, crashes) in [(IOSVersion(12), true), (IOSVersion(17), false)] {
      var world = World(iOS: version)
      let id = world.makeAlertController(title: "", message: "", style: .alert)
      let crash = attempt(&world) {
        try $0.present(id, from: $0.rootViewController, completion: nil, runner: runner)
      }
      #expect((crash?.rule.id == "alert-needs-content") == crashes, "\(version)")
    }
  }

  // MARK: - E-V3, E-V4, E-V6: transitions take the rest of the turn

  @Test func transitionsRefuseAnotherUntilTheTurnEnds() throws {
    var world = World(iOS: IOSVersion(12))
    let first = try alert(&world, [("OK", .default)])
    let second = try alert(&world, [("OK", .default)])
    try world.present(
      first, from: world.rootViewController, completion: Callable(7), runner: runner)
    #expect(world.isBeingPresented(first))
    try world.dismiss(from: world.rootViewController, completion: nil, runner: runner)
    try world.present(second, from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.topPresented == first)
    let logs = world.takeEvents().compactMap { event -> String? in
      if case .log(let id, _) = event { return id }
      return nil
    }
    #expect(logs == ["dismiss-during-transition", "present-during-transition"])
    #expect(runner.calls.isEmpty)
    let crash = attempt(&world) {
      try $0.present(first, from: $0.rootViewController, completion: nil, runner: runner)
    }
    #expect(crash?.rule.id == "present-being-presented")
    try world.endTurn(runner: runner)
    #expect(runner.calls == ["call 7 []"])
    #expect(!world.isTransitioning)
    try world.dismiss(from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.topPresented == nil)
    #expect(world.isBeingDismissed(first))
  }

  @Test func warningTextsPerEra() {
    let old = RuleContext(iOS: IOSVersion(12), subject: "<A: 0x1>", presenter: "<B: 0x2>")
    #expect(
      RuleCatalog.presentDuringTransition.message(old)
        == "Warning: Attempt to present <A: 0x1> on <B: 0x2> while a presentation is in progress!")
    #expect(
      RuleCatalog.dismissDuringTransition.message(old)
        == "Warning: Attempt to dismiss from view controller <B: 0x2> while a presentation or "
        + "dismiss is in progress!")
  }

  // MARK: - E-V8: a child cannot be presented

  @Test func childControllerCannotBePresented() throws {
    var world = World()
    let child = world.makeViewController(className: "UIViewController")
    world.addChild(child, to: world.rootViewController)
    #expect(world.viewControllers[child]?.parent == world.rootViewController)
    let crash = attempt(&world) {
      try $0.present(child, from: $0.rootViewController, completion: nil, runner: runner)
    }
    #expect(crash?.rule.id == "present-child")
    #expect(crash?.reason.contains("that has a parent view controller <ViewController: ") == true)
    world.removeFromParent(child)
    try world.present(child, from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.topPresented == child)
  }

  // MARK: - Each controller owns its view

  @Test func aControllersViewIsItsOwnAndInTheWindowOnlyWhenShown() throws {
    var world = World()
    let content = world.makeViewController(className: "UIViewController")
    let view = world.loadView(of: content)
    #expect(view != world.rootView)
    #expect(world.loadView(of: content) == view)
    #expect(world.loadView(of: world.rootViewController) == world.rootView)
    #expect(world.views[view]?.isInWindow == false)
    try world.present(content, from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.views[view]?.isInWindow == true)
    world.removePresentation(of: content)
    #expect(world.views[view]?.isInWindow == false)
  }

  @Test func popoverControllerFromAViewOutsideTheWindowCrashes() throws {
    var world = World(device: Device(model: .ipad), iOS: IOSVersion(8))
    let content = world.makeViewController(className: "UIViewController")
    let other = world.makeViewController(className: "UIViewController")
    let popover = try world.makePopoverController(content: content)
    let view = world.loadView(of: other)
    let crash = attempt(&world) {
      try $0.presentPopoverController(
        popover, from: Rect(x: 0, y: 0, width: 10, height: 10), in: view, permitted: .any,
        runner: runner)
    }
    #expect(crash?.rule.id == "popover-no-window")
  }

  // MARK: - E-P5, E-PC8, E-L3

  @Test func barButtonItemInNoBarDoesNotAnchor() throws {
    var world = World(device: Device(model: .ipad))
    let item = world.makeBarButtonItem(title: "Share")
    let content = world.makeViewController(className: "UIViewController")
    world.setModalPresentationStyle(.popover, of: content)
    let popoverFound = world.popoverPresentationController(of: content)
    let popover = try #require(popoverFound)
    world.popoverPresentations[popover]?.barButtonItem = item
    let crash = attempt(&world) {
      try $0.present(content, from: $0.rootViewController, completion: nil, runner: runner)
      try $0.endTurn(runner: runner)
    }
    #expect(crash?.rule.id == "bar-item-without-view")
    #expect(crash?.reason.hasPrefix("UIPopoverPresentationController (<") == true)
    let sheet = try alert(&world, style: .actionSheet, [("One", .default)])
    let sheetPopoverFound = world.popoverPresentationController(of: sheet)
    let sheetPopover = try #require(sheetPopoverFound)
    world.popoverPresentations[sheetPopover]?.barButtonItem = item
    let sheetCrash = attempt(&world) {
      try $0.present(sheet, from: $0.rootViewController, completion: nil, runner: runner)
      try $0.endTurn(runner: runner)
    }
    #expect(
      sheetCrash?.reason.hasPrefix("Your application has presented a UIAlertController") == true)
  }

  @Test func presentingAVisiblePopoverControllerAgainLogsOnce() throws {
    var world = World(device: Device(model: .ipad), iOS: IOSVersion(8))
    let content = world.makeViewController(className: "UIViewController")
    let popover = try world.makePopoverController(content: content)
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    try world.presentPopoverController(
      popover, from: rect, in: world.button, permitted: .any, runner: runner)
    try world.endTurn(runner: runner)
    _ = world.takeEvents()
    for _ in 0..<2 {
      try world.presentPopoverController(
        popover, from: rect, in: world.button, permitted: .any, runner: runner)
    }
    let logs = world.takeEvents()
    #expect(logs.count == 1)
    guard case .log("popover-represent", let text)? = logs.first else {
      Issue.record("expected E-PC8")
      return
    }
    #expect(text.hasPrefix("Application tried to represent an active popover presentation: <"))
    #expect(world.isPopoverControllerVisible(popover))
  }

  @Test func alertViewIsUnavailableInASceneApp() throws {
    var world = World(iOS: IOSVersion(13))
    let crash = attempt(&world) {
      _ = try $0.makeAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
    }
    #expect(crash?.rule.exceptionName == "NSObjectNotAvailableException")
    #expect(
      crash?.reason
        == "UIAlertView is deprecated and unavailable for UIScene based applications, please use "
        + "UIAlertController!")
    var old = World(iOS: IOSVersion(12))
    #expect(
      attempt(&old) {
        _ = try $0.makeAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "OK")
      } == nil)
  }

  // MARK: - R-10: Return and Escape

  @Test func returnAndEscapeChooseAsUIKitDoes() throws {
    var world = World()
    let id = try alert(&world, [("Cancel", .cancel), ("Delete", .destructive)])
    let actions = try #require(world.viewControllers[id]?.alert?.actions)
    world.actions[actions[1]]?.handler = Callable(2)
    world.actions[actions[0]]?.handler = Callable(1)
    var returned = world
    try returned.present(id, from: returned.rootViewController, completion: nil, runner: runner)
    try returned.endTurn(runner: runner)
    var escaped = returned
    try returned.press(.returnKey, runner: runner)
    try escaped.press(.escape, runner: runner)
    #expect(
      runner.calls == [
        "call 2 [AlertLabKit.CallbackArgument.object(#\(actions[1].rawValue))]",
        "call 1 [AlertLabKit.CallbackArgument.object(#\(actions[0].rawValue))]",
      ])
    #expect(returned.topPresented == nil)
    // Three actions without a preferred one: Return does nothing.
    let three = try alert(&world, [("A", .default), ("B", .default), ("C", .default)])
    try world.present(three, from: world.rootViewController, completion: nil, runner: runner)
    #expect(throws: GestureRefusal.self) { try world.press(.returnKey, runner: runner) }
    try world.setPreferredAction(world.viewControllers[three]?.alert?.actions[1], of: three)
    try world.press(.returnKey, runner: runner)
    #expect(world.topPresented == nil)
  }
}
