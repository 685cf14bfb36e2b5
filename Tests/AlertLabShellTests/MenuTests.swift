import AlertLabKit
import Testing

@testable import AlertLabShell

/// iOS 14's UIMenu and UIAction on buttons and bar button items: `:tap` opens the menu,
/// `:tap "Title"` runs an action, `:tapout` closes it.
@Suite struct MenuTests {
  static let sortButton = [
    "var order = \"name\"",
    "let sort = UIButton(type: .system)",
    "sort.setTitle(\"Sort\", for: .normal)",
    "sort.frame = CGRect(x: 120, y: 200, width: 100, height: 44)",
    "view.addSubview(sort)",
    "let byDate = UIAction(title: \"Date\") { action in order = \"date\"; print(\"chose\", action.title) }",
    "let wipe = UIAction(title: \"Delete\", attributes: .destructive) { _ in print(\"wiped\") }",
    "let paste = UIAction(title: \"Paste\", attributes: [.disabled]) { _ in print(\"pasted\") }",
    "let more = UIMenu(title: \"More\", children: [UIAction(title: \"Archive\") { _ in print(\"archived\") }, paste])",
    "sort.menu = UIMenu(title: \"Sort by\", children: [UIAction(title: \"Name\", state: .on) { _ in }, byDate, more, UIMenu(title: \"\", options: .displayInline, children: [wipe])])",
  ]

  func session(_ lines: [String]) -> Session {
    var session = makeSession()
    for line in lines { _ = session.submit(line) }
    return session
  }

  @Test func aTapOpensTheMenuOnlyWhenItIsTheButtonsPrimaryAction() {
    var session = session(Self.sortButton)
    // Without showsMenuAsPrimaryAction a tap is a plain tap (a long press would open it).
    #expect(!session.submit(":tap \"Sort\"").contains("Sort by"))
    _ = session.submit("sort.showsMenuAsPrimaryAction = true")
    let opened = session.submit(":tap \"Sort\"")
    #expect(opened.contains("|  Sort by   |"))
    #expect(opened.contains("|   v Name   |"))
    #expect(opened.contains("|   More >   |"))
    #expect(opened.contains("|  !Delete!  |"))
    #expect(
      session.submit(":describe").hasSuffix(
        "Menu of button \"Sort\", titled \"Sort by\". Buttons: Name (checked), Date, More "
          + "(submenu), Delete (destructive).\n"))
    // A menu is not a presentation.
    #expect(session.submit("print(presentedViewController == nil)").hasSuffix("true\n"))
    let chosen = session.submit(":tap \"Date\"")
    #expect(chosen.contains("chose Date\n"))
    #expect(!chosen.contains("Sort by"))
    #expect(session.submit("print(order)").hasSuffix("date\n"))
  }

  @Test func aSubmenuOpensInPlaceAndADisabledItemDoesNothing() {
    var session = session(Self.sortButton + ["sort.showsMenuAsPrimaryAction = true"])
    _ = session.submit(":tap \"Sort\"")
    let submenu = session.submit(":tap \"More\"")
    #expect(submenu.contains("|  Archive   |"))
    #expect(submenu.contains("|  (Paste)   |"))
    #expect(session.submit(":tap \"Paste\"") == "\"Paste\" is disabled: tapping it does nothing.\n")
    #expect(session.submit(":tap \"Name\"").contains("There is no button \"Name\" on screen."))
    #expect(session.submit(":tap \"Archive\"").contains("archived\n"))
    _ = session.submit(":tap \"Sort\"")
    #expect(!session.submit(":tapout").contains("Sort by"))
    #expect(!session.submit(":describe").contains("Menu of"))
  }

  @Test func aBarButtonItemsMenuAndPrimaryActions() {
    var session = makeSession()
    for line in [
      "let share = UIAction(title: \"Share\") { action in print(\"shared\", action.title) }",
      "navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"Edit\", image: nil, primaryAction: nil, menu: UIMenu(title: \"\", children: [share]))",
      "navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: \"Refresh\") { _ in print(\"refreshed\") })",
      "let go = UIButton(primaryAction: UIAction(title: \"Go\") { _ in print(\"went\") })",
      "go.frame = CGRect(x: 100, y: 300, width: 100, height: 40)",
      "view.addSubview(go)",
    ] {
      _ = session.submit(line)
    }
    #expect(
      session.submit(":tap \"Edit\"").contains("Menu") == false
        && session.submit(":describe").contains("Menu of the bar button \"Edit\""))
    #expect(session.submit(":tap \"Share\"").hasPrefix("shared Share\n"))
    #expect(session.submit(":tap \"Refresh\"").hasPrefix("refreshed\n"))
    #expect(session.submit(":tap \"Go\"").hasPrefix("went\n"))
    #expect(
      session.submit(
        "print(go.currentTitle!, navigationItem.rightBarButtonItem?.menu?.children.count ?? 0)"
      )
      .hasSuffix("Go 1\n"))
  }

  /// `addAction(_:for:)` (iOS 14): the action's handler runs for the event, after the
  /// targets added before it and before those added after; `removeAction(_:for:)` takes it
  /// away.
  @Test func aControlRunsTheActionsAddedForAnEvent() {
    var session = makeSession()
    _ = session.submit(
      """
      let button = UIButton(type: .system)
      button.setTitle("Delete All", for: .normal)
      button.frame = CGRect(x: 100, y: 300, width: 120, height: 40)
      view.addSubview(button)
      let confirm = UIAction(title: "Confirm") { action in print("confirm", action.title) }
      button.addAction(confirm, for: .touchUpInside)
      button.addAction(UIAction { _ in print("second") }, for: .touchUpInside)
      button.addAction(UIAction { _ in print("never") }, for: .touchDown)
      """)
    #expect(session.submit(":tap \"Delete All\"").hasPrefix("confirm Confirm\nsecond\n"))
    _ = session.submit("button.removeAction(confirm, for: .touchUpInside)")
    #expect(session.submit(":tap \"Delete All\"").hasPrefix("second\n"))
    _ = session.submit(":ios 13")
    #expect(
      session.submit("button.addAction(confirm, for: .touchUpInside)").contains(
        "'addAction(_:for:)' is only available in iOS 14.0 or newer"))
  }

  /// `UIButton.Configuration` (iOS 15): the button shows its configuration's title, keeps its
  /// own copy (a change through `button.configuration` is the button's alone), and runs its
  /// primary action; older iOS versions refuse the style, the initializer and the property.
  @Test func aButtonMadeFromAConfiguration() {
    var session = makeSession()
    _ = session.submit(
      """
      var config = UIButton.Configuration.filled()
      config.title = "Delete"
      config.baseBackgroundColor = .systemRed
      config.cornerStyle = .capsule
      let button = UIButton(configuration: config, primaryAction: UIAction { _ in print("tapped") })
      button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
      view.addSubview(button)
      """)
    #expect(session.submit(":describe").contains("button \"Delete\""))
    _ = session.submit("button.configuration?.title = \"Remove\"")
    #expect(
      session.submit("print(button.currentTitle ?? \"\", config.title ?? \"\")")
        .hasSuffix("Remove Delete\n"))
    #expect(session.submit(":tap \"Remove\"").hasPrefix("tapped\n"))
    let checks: [(iOS: String, line: String, said: String)] = [
      (
        "17", "print(UIButton(configuration: .plain()).configuration?.cornerStyle == .dynamic)",
        "true\n"
      ),
      ("14", "let old = UIButton.Configuration.gray()", "'gray()' is only available in iOS 15.0"),
      (
        "14", "let made = UIButton(configuration: config)",
        "'init(configuration:primaryAction:)' is only"
      ),
    ]
    for check in checks {
      _ = session.submit(":ios " + check.iOS)
      #expect(session.submit(check.line).contains(check.said), "\(check.line)")
    }
  }

  @Test func menusCameWithIOS14() {
    var session = makeSession(iOS: IOSVersion(13))
    _ = session.submit("let b = UIButton(type: .system)")
    #expect(session.submit("b.showsMenuAsPrimaryAction = true").contains("iOS 14.0 or newer"))
  }

  @Test func theMenuSentenceIsTranslated() {
    var session = session(Self.sortButton + ["sort.showsMenuAsPrimaryAction = true"])
    _ = session.submit(":tap \"Sort\"")
    _ = session.submit(":lang zh")
    #expect(session.submit(":describe").contains("菜单（来自按钮“Sort”），标题为 “Sort by”。"))
    _ = session.submit(":lang hi")
    #expect(session.submit(":describe").contains("बटन \"Sort\" का मेनू, शीर्षक \"Sort by\"।"))
  }
}
