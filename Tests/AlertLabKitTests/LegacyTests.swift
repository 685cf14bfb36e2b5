import Testing

@testable import AlertLabKit

/// Records every delegate method UIKit asks for, as `name index`, and answers from `answers`
/// (by the first, Swift 3+, selector); methods in `missing` are not implemented.
final class DelegateRecorder: CallbackRunner {
  var calls: [String] = []
  var answers: [String: CallbackResult] = [:]
  var missing: Set<String> = []

  func call(_ callable: Callable, arguments: [CallbackArgument], world: inout World) throws {
    calls.append("closure")
  }

  func callMethod(
    _ selector: [String], on object: ObjectID, arguments: [CallbackArgument], world: inout World
  ) throws -> CallbackResult? {
    guard let name = selector.first, !missing.contains(name) else { return nil }
    let index = arguments.compactMap { argument -> String? in
      if case .integer(let number) = argument { return " \(number)" }
      return nil
    }.joined()
    calls.append(name + index)
    return answers[name] ?? CallbackResult.none
  }
}

@Suite struct LegacyTests {
  let ios7 = IOSVersion(7)
  let ios9 = IOSVersion(9)

  // MARK: - Button numbering (U-3, U-4)

  @Test func alertViewNumbersCancelFirstThenOthers() throws {
    var world = World(iOS: ios7)
    let alert = try world.makeAlertView(
      title: "T", message: "M", delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: ["One", "Two"])
    let view = try #require(world.legacy.views[alert])
    #expect(view.buttons == ["Cancel", "One", "Two"])
    #expect(view.cancelButtonIndex == 0)
    #expect(view.firstOtherButtonIndex == 1)
    #expect(try world.addLegacyButton("Three", to: alert) == 3)
    #expect(world.legacyButtonTitle(at: 3, of: alert) == "Three")
    #expect(world.legacyButtonTitle(at: 4, of: alert) == nil)
    #expect(world.className(of: alert) == "UIAlertView")
  }

  @Test func alertViewWithoutCancelOrOthers() throws {
    var world = World(iOS: ios7)
    let others = try world.makeAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: nil, otherButtonTitles: ["A"])
    #expect(world.legacy.views[others]?.cancelButtonIndex == -1)
    #expect(world.legacy.views[others]?.firstOtherButtonIndex == 0)
    let empty = try world.makeAlertView(
      title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
    #expect(try world.addLegacyButton("Cancel", to: empty) == 0)
    #expect(try world.addLegacyButton("OK", to: empty) == 1)
    #expect(world.legacy.views[empty]?.cancelButtonIndex == -1)
    #expect(world.legacy.views[empty]?.firstOtherButtonIndex == -1)
  }

  @Test func actionSheetNumbersDestructiveFirstCancelLast() throws {
    var world = World(iOS: ios7)
    let sheet = world.makeActionSheet(
      title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
      otherButtonTitles: ["Save", "Share"])
    let view = try #require(world.legacy.views[sheet])
    #expect(view.buttons == ["Delete", "Save", "Share", "Cancel"])
    #expect(view.destructiveButtonIndex == 0)
    #expect(view.firstOtherButtonIndex == 1)
    #expect(view.cancelButtonIndex == 3)
    #expect(world.className(of: sheet) == "UIActionSheet")
  }

  @Test func swiftOverlayAddsOtherButtonsAfterCancel() throws {
    var world = World(iOS: ios7)
    let sheet = world.makeActionSheet(
      title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete")
    _ = try world.addLegacyButton("Save", to: sheet)
    let view = try #require(world.legacy.views[sheet])
    #expect(view.buttons == ["Delete", "Cancel", "Save"])
    #expect(view.cancelButtonIndex == 1)
    #expect(view.firstOtherButtonIndex == -1)
    // Drawn as UIKit positions them anyway: destructive first, cancel in its own group.
    let order = world.legacyButtonOrder(of: sheet)
    #expect(order.main == [0, 2])
    #expect(order.cancel == 1)
  }

  @Test func alertViewOrderPutsCancelLeftOfTwoAndLastOfMore() throws {
    var world = World(iOS: ios7)
    let two = try world.makeAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: nil)
    _ = try world.addLegacyButton("OK", to: two)
    _ = try world.addLegacyButton("Cancel", to: two)
    world.legacy.views[two]?.cancelButtonIndex = 1
    #expect(world.legacyButtonOrder(of: two).main == [1, 0])
    let three = try world.makeAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: ["A", "B"])
    #expect(world.legacyButtonOrder(of: three).main == [1, 2, 0])
  }

  @Test func padPopoverHidesTheCancelButton() {
    var world = World(device: Device(model: .ipad), iOS: ios7)
    let sheet = world.makeActionSheet(
      title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil,
      otherButtonTitles: ["Save"])
    let order = world.legacyButtonOrder(of: sheet)
    #expect(order.main == [0])
    #expect(order.cancel == nil)
  }

  // MARK: - Rule texts

  @Test func buttonsNeedTitles() throws {
    var world = World(iOS: ios7)
    let alert = try world.makeAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: nil)
    let sheet = world.makeActionSheet(
      title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
    let alertCrash = attempt(&world) { _ = try $0.addLegacyButton(nil, to: alert) }
    #expect(
      alertCrash?.consoleText
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'UIAlertView: Buttons added must have a title.'")
    let sheetCrash = attempt(&world) { _ = try $0.addLegacyButton(nil, to: sheet) }
    #expect(
      sheetCrash?.consoleText
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'UIActionSheet: Buttons added must have a title.'")
    #expect(world.legacy.views[alert]?.buttons == [])
  }

  @Test func textFieldOutOfRangeThrowsOnIOS7AndIsNilLater() throws {
    var old = World(iOS: ios7)
    let alert = try old.makeAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: nil)
    old.setAlertViewStyle(.plainTextInput, of: alert)
    #expect(try old.legacyTextField(at: 0, of: alert) != nil)
    let crash = attempt(&old) { _ = try $0.legacyTextField(at: 1, of: alert) }
    #expect(
      crash?.consoleText
        == "*** Terminating app due to uncaught exception 'NSRangeException', reason: "
        + "'textFieldIndex (1) is outside of the bounds of the array of text fields'")
    var new = World(iOS: IOSVersion(8))
    let shimmed = try new.makeAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: nil)
    #expect(try new.legacyTextField(at: 0, of: shimmed) == nil)
  }

  @Test func deprecationTextsAreTheCompilers() {
    let context = RuleContext(iOS: ios9)
    #expect(
      RuleCatalog.deprecatedAlertView.message(context)
        == "'UIAlertView' is deprecated: first deprecated in iOS 9.0 - UIAlertView is deprecated. "
        + "Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead")
    #expect(
      RuleCatalog.deprecatedActionSheet.message(context)
        == "'UIActionSheet' is deprecated: first deprecated in iOS 8.3 - UIActionSheet is "
        + "deprecated. Use UIAlertController with a preferredStyle of "
        + "UIAlertControllerStyleActionSheet instead")
    #expect(RuleCatalog.deprecatedAlertView.kind == .warning)
  }

  // MARK: - Styles (L-A7, U-9)

  @Test func eachStyleGivesItsFields() throws {
    for iOS in [ios7, ios9] {
      var world = World(iOS: iOS)
      let alert = try world.makeAlertView(
        title: "T", message: nil, delegate: nil, cancelButtonTitle: nil)
      func fields() -> [String] {
        (world.legacy.views[alert]?.textFields ?? []).map { id in
          let field = world.textFields[id]
          return (field?.placeholder ?? "-") + (field?.isSecureTextEntry == true ? " secure" : "")
        }
      }
      #expect(fields() == [])
      world.setAlertViewStyle(.plainTextInput, of: alert)
      #expect(fields() == ["-"])
      world.setAlertViewStyle(.secureTextInput, of: alert)
      #expect(fields() == ["Password secure"])
      world.setAlertViewStyle(.loginAndPasswordInput, of: alert)
      #expect(fields() == ["Login", "Password secure"])
      world.setAlertViewStyle(.default, of: alert)
      #expect(fields() == [])
      #expect(world.textFields.isEmpty)
    }
  }

  // MARK: - Delegate order (U-6)

  @Test func tapCallsTheDelegateInUIKitsOrder() throws {
    for iOS in [ios7, ios9] {
      var world = World(iOS: iOS)
      let runner = DelegateRecorder()
      let alert = try world.makeAlertView(
        title: "T", message: "M", delegate: world.rootViewController, cancelButtonTitle: "Cancel",
        otherButtonTitles: ["OK"])
      try world.showLegacy(alert, runner: runner)
      #expect(world.isLegacyVisible(alert))
      try world.tap("OK", runner: runner)
      #expect(!world.isLegacyVisible(alert))
      #expect(
        runner.calls == [
          "willPresent(_:)", "alertViewShouldEnableFirstOtherButton(_:)", "didPresent(_:)",
          "alertView(_:clickedButtonAt:) 1", "alertView(_:willDismissWithButtonIndex:) 1",
          "alertView(_:didDismissWithButtonIndex:) 1",
        ], "iOS \(iOS)")
    }
  }

  @Test func dismissInCodeSkipsTheClick() throws {
    var world = World(iOS: ios7)
    let runner = DelegateRecorder()
    let alert = try world.makeAlertView(
      title: "T", message: nil, delegate: world.rootViewController, cancelButtonTitle: "Cancel")
    try world.showLegacy(alert, runner: runner)
    runner.calls = []
    try world.dismissLegacy(alert, clickedButtonIndex: 0, runner: runner)
    #expect(
      runner.calls == [
        "alertView(_:willDismissWithButtonIndex:) 0", "alertView(_:didDismissWithButtonIndex:) 0",
      ])
    #expect(world.legacy.shown.isEmpty)
  }

  @Test func actionSheetTapOutsideIsTheCancelPath() throws {
    for (device, iOS) in [(Device(model: .iphone), ios7), (Device(model: .ipad), ios9)] {
      var world = World(device: device, iOS: iOS)
      let runner = DelegateRecorder()
      let sheet = world.makeActionSheet(
        title: "T", delegate: world.rootViewController, cancelButtonTitle: "Cancel",
        destructiveButtonTitle: "Delete", otherButtonTitles: ["Save"])
      try world.showLegacy(sheet, anchor: .barButtonItem(world.addButton), runner: runner)
      runner.calls = []
      try world.tapOutside(runner: runner)
      #expect(
        runner.calls == [
          "actionSheet(_:clickedButtonAt:) 2", "actionSheet(_:willDismissWithButtonIndex:) 2",
          "actionSheet(_:didDismissWithButtonIndex:) 2",
        ])
      #expect(!world.isLegacyVisible(sheet))
    }
  }

  @Test func alertViewIgnoresTapsOutside() throws {
    var world = World(iOS: ios7)
    let runner = DelegateRecorder()
    let alert = try world.makeAlertView(
      title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
    try world.showLegacy(alert, runner: runner)
    #expect(throws: GestureRefusal.self) { try world.tapOutside(runner: runner) }
    #expect(world.isLegacyVisible(alert))
  }

  @Test func systemCancelCallsAlertViewCancelOrClicksCancel() throws {
    var world = World(iOS: ios7)
    let runner = DelegateRecorder()
    let alert = try world.makeAlertView(
      title: "T", message: nil, delegate: world.rootViewController, cancelButtonTitle: "Cancel")
    try world.showLegacy(alert, runner: runner)
    runner.calls = []
    try world.enterBackground(runner: runner)
    #expect(runner.calls == ["alertViewCancel(_:)"])
    #expect(!world.isLegacyVisible(alert))
    try world.showLegacy(alert, runner: runner)
    runner.calls = []
    runner.missing = ["alertViewCancel(_:)"]
    try world.enterBackground(runner: runner)
    #expect(
      runner.calls == [
        "alertView(_:clickedButtonAt:) 0", "alertView(_:willDismissWithButtonIndex:) 0",
        "alertView(_:didDismissWithButtonIndex:) 0",
      ])
    var shimmed = World(iOS: ios9)
    let later = try shimmed.makeAlertView(
      title: "T", message: nil, delegate: shimmed.rootViewController, cancelButtonTitle: "Cancel")
    try shimmed.showLegacy(later, runner: runner)
    runner.calls = []
    try shimmed.enterBackground(runner: runner)
    #expect(runner.calls == [])
    #expect(shimmed.isLegacyVisible(later))
  }

  // MARK: - alertViewShouldEnableFirstOtherButton (U-8)

  @Test func firstOtherButtonFollowsTheDelegate() throws {
    for iOS in [ios7, ios9] {
      var world = World(iOS: iOS)
      let runner = DelegateRecorder()
      runner.answers["alertViewShouldEnableFirstOtherButton(_:)"] = .bool(false)
      let alert = try world.makeAlertView(
        title: "Login", message: nil, delegate: world.rootViewController,
        cancelButtonTitle: "Cancel", otherButtonTitles: ["OK"])
      world.setAlertViewStyle(.plainTextInput, of: alert)
      try world.showLegacy(alert, runner: runner)
      #expect(!world.isLegacyButtonEnabled(1, of: alert))
      #expect(throws: GestureRefusal.self) { try world.tap("OK", runner: runner) }
      runner.calls = []
      runner.answers["alertViewShouldEnableFirstOtherButton(_:)"] = .bool(true)
      try world.type("ab", into: .number(1), runner: runner)
      #expect(
        runner.calls == [
          "alertViewShouldEnableFirstOtherButton(_:)", "alertViewShouldEnableFirstOtherButton(_:)",
        ])
      #expect(world.isLegacyButtonEnabled(1, of: alert))
      let field = try #require(world.legacy.views[alert]?.textFields.first)
      #expect(world.textFields[field]?.text == "ab")
      try world.tap("OK", runner: runner)
      #expect(!world.isLegacyVisible(alert))
    }
  }

  @Test func firstOtherButtonIsNeverAskedAboutFromSwift() throws {
    var world = World(iOS: ios7)
    let runner = DelegateRecorder()
    let alert = try world.makeAlertView(
      title: "Login", message: nil, delegate: world.rootViewController, cancelButtonTitle: "Cancel")
    _ = try world.addLegacyButton("OK", to: alert)
    world.setAlertViewStyle(.plainTextInput, of: alert)
    try world.showLegacy(alert, runner: runner)
    try world.type("abc", into: .number(1), runner: runner)
    #expect(!runner.calls.contains("alertViewShouldEnableFirstOtherButton(_:)"))
    let notes = world.events.filter {
      if case .note(let said) = $0 { return said.english.contains("firstOtherButtonIndex is -1") }
      return false
    }
    #expect(notes.count == 1)
  }

  // MARK: - iOS 8+: the shim (U-2)

  @Test func fromIOS8TheShimIsAPresentedAlertController() throws {
    var world = World(iOS: ios9)
    let runner = DelegateRecorder()
    let alert = try world.makeAlertView(
      title: "T", message: "M", delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: ["OK"])
    try world.showLegacy(alert, runner: runner)
    let shim = try #require(world.legacy.views[alert]?.shim)
    #expect(world.topPresented == shim)
    #expect(world.presentationModes[shim] == .alert)
    let actions = world.viewControllers[shim]?.alert?.actions ?? []
    #expect(actions.map { world.actions[$0]?.style } == [.cancel, .default])
    #expect(world.legacyViewOnTop == alert)
  }

  @Test func padSheetShimIsAPopoverFromItsAnchor() throws {
    var world = World(device: Device(model: .ipad), iOS: ios9)
    let runner = DelegateRecorder()
    let sheet = world.makeActionSheet(
      title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete")
    try world.showLegacy(sheet, anchor: .view(world.button), runner: runner)
    let shim = try #require(world.legacy.views[sheet]?.shim)
    #expect(world.presentationModes[shim] == .popover)
    let popover = try #require(world.viewControllers[shim]?.popoverPresentationController)
    #expect(world.popoverPresentations[popover]?.sourceView == world.button)
    #expect(
      world.popoverPresentations[popover]?.sourceRect == Rect(x: 80, y: 22, width: 1, height: 1))
    let actions = world.viewControllers[shim]?.alert?.actions ?? []
    #expect(actions.map { world.actions[$0]?.style } == [.destructive, .cancel])
    #expect(throws: GestureRefusal.self) { try world.tap("Cancel", runner: runner) }
  }

  // MARK: - Drawing (U-12)

  @Test func iOS7AlertViewIsDrawnWithItsClassOnTheBox() throws {
    var world = World(iOS: ios7)
    let runner = DelegateRecorder()
    let alert = try world.makeAlertView(
      title: "Title", message: "Message", delegate: nil, cancelButtonTitle: "Cancel",
      otherButtonTitles: ["OK"])
    world.setAlertViewStyle(.loginAndPasswordInput, of: alert)
    try world.showLegacy(alert, runner: runner)
    let drawing = ScreenRenderer.draw(world, options: DrawingOptions(ascii: true, color: false))
    #expect(drawing.contains("+- iOS 7 UIAlertView -----+"))
    #expect(drawing.contains("|          Title          |"))
    #expect(drawing.contains("| [(Login)              ] |"))
    #expect(drawing.contains("|  *Cancel*  |     OK     |"))
    #expect(
      ScreenDescription.describe(world).hasSuffix(
        "Alert view (iOS 7). Title: Title. Message: Message. Text fields: 1 \"Login\" "
          + "(placeholder), 2 \"Password\" (placeholder, secure). Buttons: Cancel (cancel, bold), OK."
      ))
  }

  @Test func iOS7PhoneSheetHasItsCancelGroupAtTheBottom() throws {
    var world = World(iOS: ios7)
    let runner = DelegateRecorder()
    let sheet = world.makeActionSheet(
      title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
      otherButtonTitles: ["Save"])
    try world.showLegacy(sheet, anchor: .view(world.rootView), runner: runner)
    let drawing = ScreenRenderer.draw(world, options: DrawingOptions(ascii: true, color: false))
    let lines = drawing.split(separator: "\n").map(String.init)
    let cancelRow = try #require(lines.firstIndex { $0.contains("*Cancel*") })
    let deleteRow = try #require(lines.firstIndex { $0.contains("!Delete!") })
    let saveRow = try #require(lines.firstIndex { $0.contains(" Save ") })
    #expect(deleteRow < saveRow && saveRow < cancelRow)
    #expect(drawing.contains("iOS 7 UIActionSheet"))
  }
}
