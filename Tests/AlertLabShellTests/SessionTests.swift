import AlertLabKit
import Testing

@testable import AlertLabShell

/// A session as a test drives it: ASCII drawings, no colour, no wrapping.
func makeSession(device: Device = Device(model: .iphone), iOS: IOSVersion = .current) -> Session {
  Session(options: Session.Options(color: false, ascii: true, width: nil, device: device, iOS: iOS))
}

let simpleAlert = """
  let alert = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: .alert)
  """

@Suite struct SessionTests {
  @Test func declarationEchoesLikeTheREPL() {
    var session = makeSession()
    #expect(
      session.submit(simpleAlert)
        == "alert: UIAlertController = <UIAlertController: 0x600000c04000 title: \"DefaultStyle\" "
        + "style: .alert actions: 0>\n")
  }

  @Test func presentingDrawsAndTapRunsTheHandler() {
    var session = makeSession()
    _ = session.submit(simpleAlert)
    _ = session.submit(
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in print(\"tapped\") })")
    let presented = session.submit("present(alert, animated: true)")
    #expect(presented.contains("|      DefaultStyle       |"))
    #expect(presented.contains("OK"))
    let tapped = session.submit(":tap \"OK\"")
    #expect(tapped.hasPrefix("tapped\n"))
    #expect(tapped.contains("[ Show Sheet ]"))
    #expect(session.world.topPresented == nil)
    #expect(
      session.submit(":tap \"OK\"") == "There is no alert or action sheet on screen to tap.\n")
  }

  @Test func crashRestoresTheWorldAndWhyExplains() {
    var session = makeSession()
    _ = session.submit(simpleAlert)
    _ = session.submit("alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))")
    let before = session.world
    let crash = session.submit("alert.addAction(UIAlertAction(title: \"No\", style: .cancel))")
    // Xcode's console around the exception (0.1, 0.3), then its Thread 1 banner (0.2).
    let lines = crash.split(separator: "\n").map(String.init)
    let reason =
      "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    #expect(lines.count == 7)
    #expect(
      lines.first
        == "*** Assertion failure in -[UIAlertController addAction:], UIAlertController.m:291")
    #expect(
      lines.dropFirst().first
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: '\(reason)'")
    #expect(lines.dropFirst(2).first == "*** First throw call stack:")
    #expect(lines.dropFirst(3).first?.hasPrefix("(0x") == true)
    #expect(
      lines.dropFirst(4).first
        == "libc++abi: terminating due to uncaught exception of type NSException")
    #expect(lines.dropFirst(5).first == "Thread 1: \"\(reason)\"")
    #expect(
      lines.last
        == "AlertLab restarted the app: everything before this statement is intact. :why explains.")
    #expect(session.world == before)
    // A crash is what the app does, not a failure of the input: `run` still exits 0.
    #expect(!session.hadFailure)
    let why = session.submit(":why")
    #expect(why.hasPrefix("one-cancel (crash): "))
    #expect(!why.contains("E-A1"), "the catalog's reference ids stay internal")
    #expect(why.contains("Fix: "))
  }

  @Test func undoAndRedoAcrossACrash() {
    var session = makeSession()
    _ = session.submit(simpleAlert)
    _ = session.submit("alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))")
    _ = session.submit("alert.addAction(UIAlertAction(title: \"Again\", style: .cancel))")
    #expect(
      session.world.viewControllers.values.first { $0.alert != nil }?.alert?.actions.count == 1)
    #expect(
      session.submit(":undo").hasPrefix(
        "Undone: alert.addAction(UIAlertAction(title: \"Cancel\", style: .canc…\n"))
    #expect(
      session.world.viewControllers.values.first { $0.alert != nil }?.alert?.actions.count == 0)
    #expect(session.submit(":undo").hasPrefix("Undone: let alert = UIAlertController("))
    #expect(session.submit(":vars").contains("alert") == false)
    #expect(session.submit(":undo") == "Nothing to undo.\n")
    #expect(session.submit(":redo").hasPrefix("Redone: let alert = UIAlertController("))
    #expect(session.submit(":vars").contains("alert: UIAlertController"))
    #expect(session.submit(":redo").hasPrefix("Redone: alert.addAction("))
    #expect(session.submit(":redo") == "Nothing to redo.\n")
  }

  @Test("an assignment to an existing variable is undone to its old value, not deleted")
  func undoRestoresAnAssignedVariable() {
    var session = makeSession()
    _ = session.submit("var x = 1")
    _ = session.submit("x = 2")
    #expect(session.submit(":undo") == "Undone: x = 2\n")
    #expect(session.submit("x").contains("= 1"))
    #expect(session.submit(":vars").contains("x: Int = 1"))
  }

  @Test("a statement that changes nothing leaves nothing to undo and draws nothing")
  func unchangedStatementsKeepNoState() {
    var session = makeSession()
    _ = session.submit(simpleAlert)
    _ = session.submit("alert.title")
    _ = session.submit("print(1)")
    #expect(session.submit(":undo").hasPrefix("Undone: let alert"))
    #expect(session.submit(":undo") == "Nothing to undo.\n")
  }

  @Test("the shell keeps the last 1,000 states; scripts that never undo keep none")
  func undoHistoryIsBounded() {
    var session = makeSession()
    for value in 0..<1_005 { _ = session.submit("let v\(value) = \(value)") }
    var undone = 0
    while session.submit(":undo").hasPrefix("Undone") { undone += 1 }
    #expect(undone == 1_000)
    #expect(session.submit(":help undo").contains("the last 1,000 are kept"))
    #expect(session.submit(":vars").contains("v4: Int = 4"))
    #expect(!session.submit(":vars").contains("v5: Int = 5"))
    var script = Session(options: Session.Options(script: true, undoLimit: 0))
    _ = script.submit("let a = 1")
    #expect(script.submit(":undo") == "Nothing to undo: this run keeps no states to go back to.\n")
    #expect(Session.needsUndoHistory("let a = 1\n  :undo\n"))
    #expect(!Session.needsUndoHistory("let a = 1\n// :undo is not used\n"))
  }

  @Test func resetStartsFreshAndUndoBringsItBack() {
    var session = makeSession()
    _ = session.submit(simpleAlert)
    #expect(session.submit(":reset").hasPrefix("A fresh app"))
    #expect(!session.submit(":vars").contains("alert:"))
    _ = session.submit(":undo")
    #expect(session.submit(":vars").contains("alert:"))
  }

  @Test func helpListsEveryCommandAndExplainsOne() {
    var session = makeSession()
    let help = session.submit(":help")
    for command in Session.commands { #expect(help.contains(":" + command.name)) }
    #expect(
      session.submit(":help tap")
        == ":tap \"Title\" [TAPS] — tap a button of the alert or action sheet on screen, or with "
        + "nothing up a control of the screen (\"+\", \"Show Sheet\"): your @IBAction runs, or "
        + "its UIMenu opens (then tap an item); TAPS taps a view that many times (2: a double "
        + "tap)\n")
    #expect(session.submit(":help nope") == "No command ':nope'. :help lists them.\n")
  }

  @Test func unknownCommandSuggestsTheNearest() {
    var session = makeSession()
    #expect(
      session.submit(":rotat")
        == "Unknown command ':rotat'. Did you mean ':rotate'? :help lists the commands.\n")
  }

  @Test func quitFinishes() {
    var session = makeSession()
    #expect(session.submit(":quit") == "")
    #expect(session.isFinished)
  }

  @Test func deviceIosAndRotateChangeTheWorld() {
    var session = makeSession()
    #expect(session.submit(":device ipad").contains("iPad, portrait"))
    #expect(session.world.device.model == .ipad)
    #expect(session.submit(":rotate").contains("iPad, landscape"))
    #expect(session.submit(":ios 8").contains("iOS 8.0"))
    #expect(session.world.iOS == IOSVersion(8))
    #expect(session.submit(":device toaster").hasPrefix("Unknown device 'toaster'."))
    #expect(session.submit(":device ipda").contains("Did you mean 'ipad'?"))
    #expect(session.submit(":ios 5").hasPrefix("Give an iOS version"))
  }

  @Test func typeIntoTextFieldsByNumberAndPlaceholder() {
    var session = makeSession()
    _ = session.submit(simpleAlert)
    _ = session.submit("alert.addTextField { $0.placeholder = \"Login\" }")
    _ = session.submit(
      "alert.addTextField { tf in tf.placeholder = \"Password\"; tf.isSecureTextEntry = true }")
    _ = session.submit("alert.addAction(UIAlertAction(title: \"OK\", style: .default))")
    _ = session.submit("present(alert, animated: true)")
    let typed = session.submit(":type 1 \"bob\"")
    #expect(typed.contains("bob"))
    let secret = session.submit(":type \"Password\" \"secret\"")
    #expect(secret.contains("******"))
    #expect(!secret.contains("secret"))
    #expect(session.submit(":type 3 \"x\"").hasPrefix("There is no text field 3"))
    // One argument types into the one text field; with two it asks which.
    #expect(session.submit(":type \"x\"").hasPrefix("There are 2 text fields on screen"))
    #expect(session.submit(":type").hasPrefix("Usage: :type"))
    #expect(session.submit("alert.textFields![0].text!") == "$R0: String = \"bob\"\n")
    var single = makeSession()
    _ = single.submit(
      "let ask = UIAlertController(title: \"New item\", message: nil, preferredStyle: .alert)")
    _ = single.submit("ask.addTextField { $0.placeholder = \"Name\" }")
    _ = single.submit("present(ask, animated: true)")
    #expect(single.submit(":type \"Bread\"").contains("Bread"))
    #expect(single.submit("ask.textFields?.first?.text ?? \"\"") == "$R0: String = \"Bread\"\n")
  }

  @Test func tapOutsideAndBackground() {
    var session = makeSession()
    _ = session.submit(
      "let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)")
    _ = session.submit(
      "sheet.addAction(UIAlertAction(title: \"Cancel\", style: .cancel) { _ in print(\"cancelled\") })"
    )
    _ = session.submit("present(sheet, animated: true)")
    #expect(session.submit(":tapout").hasPrefix("cancelled\n"))
    _ = session.submit(
      "NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in print(\"bye\") }"
    )
    #expect(session.submit(":background") == "bye\n")
    #expect(session.submit(":tapout").hasPrefix("Nothing is presented"))
  }

  @Test func renderDescribeAndRenderAControllerNotPresented() {
    var session = makeSession()
    _ = session.submit(simpleAlert)
    #expect(session.submit(":render").contains("[ Show Sheet ]"))
    let alone = session.submit(":render alert")
    #expect(alone.contains("DefaultStyle"))
    #expect(!alone.contains("Show Sheet"))
    #expect(session.submit(":render nothing").hasPrefix("error: cannot find 'nothing' in scope"))
    #expect(session.submit(":describe").hasPrefix("iPhone, portrait, iOS 17.0."))
  }

  @Test func rulesExplainHistoryClearColorAscii() {
    var session = makeSession()
    let rules = session.submit(":rules")
    #expect(rules.contains("\none-cancel (crash): ") || rules.hasPrefix("one-cancel (crash): "))
    #expect(!rules.contains("E-A1") && !rules.contains("L-S3"))
    #expect(rules.hasSuffix(":explain ID tells more about one, for example :explain one-cancel.\n"))
    // A reference id still finds its rule, for a learner who read one in the catalog.
    #expect(session.submit(":explain E-A1").hasPrefix("one-cancel (crash): "))
    #expect(session.submit(":explain one-cancle").contains("Did you mean 'one-cancel'?"))
    _ = session.submit("let x = 1")
    #expect(
      session.submit(":history")
        == "1  :rules\n2  :explain E-A1\n3  :explain one-cancle\n4  let x = 1\n")
    #expect(session.submit(":clear") == "")
    #expect(session.submit(":color on") == "Colour is on.\n")
    #expect(session.options.color)
    #expect(session.submit(":color maybe") == "Usage: :color on or :color off.\n")
    #expect(session.submit(":ascii off") == "ASCII drawing is off.\n")
    #expect(session.submit(":render").contains("┌"))
  }

  @Test func whyBeforeAnythingSaysSo() {
    var session = makeSession()
    #expect(session.submit(":why").hasPrefix("Nothing has gone wrong yet"))
  }

  @Test func completionUsesTheInterpretersBindings() {
    var session = makeSession()
    _ = session.submit(simpleAlert)
    #expect(
      session.completions(for: "alert.add") == [
        "addAction(", "addChild(", "addObserver(", "addTextField(",
      ])
    #expect(
      session.completions(for: "UIAlertController(title: \"a\", message: nil, preferredStyle: .")
        == ["actionSheet", "alert"])
    #expect(session.completions(for: ":he") == [":help"])
    #expect(session.completions(for: ":device ipad-") == ["ipad-landscape", "ipad-split"])
    #expect(session.completions(for: "ale") == ["alert"])
    #expect(session.completions(for: "UIAlertController(ti").contains("title:"))
  }

  @Test func continuationIsDecidedByTheParser() {
    let session = makeSession()
    #expect(session.needsMoreInput("alert.addTextField { tf in"))
    #expect(session.needsMoreInput("present(alert,"))
    #expect(!session.needsMoreInput("present(alert, animated: true)"))
    #expect(!session.needsMoreInput(":tap \"(\""))
  }

  @Test func scriptModeExplainsCrashes() {
    var session = Session(options: Session.Options(ascii: true, script: true))
    let output = session.submit(
      "let x = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\npresent(x, animated: true)"
    )
    #expect(output.hasPrefix("x: UIAlertController = "))
    #expect(output.contains("  What: "))
  }
}

@Suite struct OutputTests {
  @Test func proseWrapsByDisplayWidthAndKeepsIndentation() {
    var out = Output(width: 24)
    out.prose("  What: 是否結束行程？ is a title the alert shows in full")
    #expect(
      out.text == "  What: 是否結束行程？\n  is a title the alert\n  shows in full\n")
  }

  @Test func drawingsNeverWrapButSayWhenTooWide() {
    var out = Output(width: 30)
    out.drawing(
      String(repeating: "-", count: 40), columns: 40, description: "Alert. Title: T.")
    #expect(
      out.text.hasPrefix(
        "(The drawing is 40 columns\nwide and your terminal 30:\nwiden the terminal to see it,\n"))
    #expect(out.text.hasSuffix("in words:)\nAlert. Title: T.\n"))
    #expect(!out.text.contains("----"))
    var wide = Output(width: 50)
    wide.drawing(String(repeating: "-", count: 40), columns: 40, description: "unused")
    #expect(wide.text == String(repeating: "-", count: 40) + "\n")
  }

  /// Colour sequences take no columns: a coloured iPad drawing, 79 columns on its canvas
  /// and many more bytes, fits an 80-column terminal.
  @Test func aColouredIPadDrawingFitsEightyColumns() {
    var session = Session(
      options: .init(color: true, width: 80, height: 60, device: Device(model: .ipad)))
    _ = session.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)")
    let shown = session.submit("present(alert, animated: true)")
    #expect(!shown.contains("columns wide"), "\(shown)")
    #expect(shown.contains("\u{1B}["))
    #expect(shown.contains("iPad, portrait"))
    var narrow = Session(options: .init(color: true, width: 60, device: Device(model: .ipad)))
    #expect(narrow.submit(":render").contains("(The drawing is 79 columns"))
  }
}

@Suite struct StatementReaderTests {
  @Test func statementsAreSplitAsTheShellReadsThem() {
    #expect(
      ScriptRunner.statements(
        in: "let a = 1\n\nalert.addTextField { tf in\n  tf.placeholder = \"(\"\n}\n:tap \"(\"\n")
        == ["let a = 1", "alert.addTextField { tf in\n  tf.placeholder = \"(\"\n}", ":tap \"(\""])
  }

  /// A line that starts with a member goes on with the statement before it, as in a Swift
  /// file; a range's `...` and a command do not.
  @Test func aChainOfMembersOneALineIsOneStatement() {
    #expect(
      ScriptRunner.statements(
        in: "let doubled = [1, 2]\n  .map { $0 * 2 }\n  .filter { $0 > 2 }\n:tap \"OK\"\n"
          + "alert\n.addAction(ok)\nlet r = 1\n...5\n")
        == [
          "let doubled = [1, 2]\n  .map { $0 * 2 }\n  .filter { $0 > 2 }", ":tap \"OK\"",
          "alert\n.addAction(ok)", "let r = 1", "...5",
        ])
    var session = makeSession()
    var output = ""
    _ = ScriptRunner.run(
      "let words = [\"b\", \"a\"]\n  .sorted()\nprint(words)\n", fileName: "chain.swift",
      session: &session
    ) { output += $0 }
    #expect(output.contains("[\"a\", \"b\"]\n"), "\(output)")
    #expect(!output.contains("error"), "\(output)")
  }

  /// A line that starts with an operator and a space is the right side of a binary
  /// operator, as Swift reads it; one against its operand (`-1`, `!done`) starts a statement,
  /// `: ` goes on only after a `? ` line, and an Objective-C method (`- (void)show`) starts
  /// one.
  @Test func aLineStartingWithABinaryOperatorGoesOn() {
    #expect(
      ScriptRunner.statements(
        in: "let all = [1]\n  + [2]\nlet t = on\n  ? \"a\"\n  : \"b\"\nx\n-1\nok\n!done\n"
          + "let y = 2\n: z\nlet d = a\n  - (b + c)\n- (void)load {\n}\n- (void)show {\n}\n")
        == [
          "let all = [1]\n  + [2]", "let t = on\n  ? \"a\"\n  : \"b\"", "x", "-1", "ok",
          "!done", "let y = 2", ": z", "let d = a\n  - (b + c)", "- (void)load {\n}",
          "- (void)show {\n}",
        ])
  }

  @Test func printedTextNeverReachesTheTerminalRaw() {
    var session = makeSession()
    #expect(
      session.submit("print(\"a\\u{1B}[2Jb\\u{202E}c\")") == "a\\u{1B}[2Jb\\u{202E}c\n")
  }
}
