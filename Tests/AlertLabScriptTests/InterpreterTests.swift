import AlertLabKit
import Testing

@testable import AlertLabScript

/// Runs `source` statement by statement and returns what each printed: echoes, events
/// (`out:`, `log:`, `advice:`, `note:`) and failures (`error:` with line:column, `crash:`).
func transcript(_ source: String, world: World = World()) -> [String] {
  let interpreter = Interpreter(world: world)
  let (diagnostics, outcomes) = interpreter.run(source)
  var lines = diagnostics.map { "error: \($0.range.start): \($0.message)" }
  for outcome in outcomes {
    for event in outcome.events {
      switch event {
      case .output(let text): lines.append("out: " + text)
      case .log(let id, _): lines.append("log: " + id)
      case .advice(let id, _): lines.append("advice: " + id)
      case .note(let said): lines.append("note: " + said.english)
      }
    }
    if let echo = outcome.echo { lines.append(echo) }
    switch outcome.failure {
    case .diagnostic(let diagnostic)?:
      lines.append("error: \(diagnostic.range.start): \(diagnostic.message)")
      for note in diagnostic.notes { lines.append("note: \(note.message)") }
    case .crash(let crash, _)?:
      lines.append("crash: \(crash.rule.id)")
    case nil:
      break
    }
  }
  return lines
}

@Suite struct InterpreterTests {
  @Test func declarationsEchoLikeTheREPL() {
    #expect(
      transcript(
        """
        let n = 3
        var title: String? = "Hi"
        let size = CGSize(width: 300, height: 200)
        n + 1
        """)
        == [
          "n: Int = 3", "title: String? = \"Hi\"", "size: CGSize = (300.0, 200.0)",
          "$R0: Int = 4",
        ])
  }

  @Test func closuresCaptureVariablesByReference() {
    #expect(
      transcript(
        """
        var count = 0
        let bump = { count += 1 }
        bump()
        bump()
        print(count)
        """
      ).last == "out: 2")
  }

  @Test func handlersRunWhenUIKitCallsThem() {
    let lines = transcript(
      """
      var log = ""
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { action in log = "tapped \\(action.title!)" })
      present(alert, animated: true) { print("presented") }
      """)
    #expect(lines.contains("out: presented"))
  }

  @Test func optionalsChainUnwrapAndBind() {
    #expect(
      transcript(
        """
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Login" }
        alert.textFields?.first?.placeholder
        alert.textFields!.count
        if let field = alert.textFields?.first { print(field.placeholder ?? "none") }
        alert.message ?? "no message"
        alert.popoverPresentationController == nil ? "no popover" : "popover"
        """
      ).suffix(5)
        == [
          "$R0: String? = \"Login\"", "$R1: Int = 1", "out: Login",
          "$R2: String = \"no message\"", "$R3: String = \"no popover\"",
        ])
  }

  @Test func forceUnwrappingNilTrapsAndLeavesTheStateAlone() {
    let interpreter = Interpreter()
    _ = interpreter.run("var name: String? = nil")
    let before = interpreter.state.world
    let (_, outcomes) = interpreter.run("let x = name!")
    guard case .crash(let crash, _)? = outcomes.first?.failure else {
      Issue.record("expected a trap")
      return
    }
    #expect(
      crash.consoleText(file: "input", line: 1)
        == "input:1: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    #expect(interpreter.state.world == before)
    #expect(interpreter.state.variableNames == ["name", "sender"])
  }

  @Test func oldSpellingsRunAndAreNamedOnce() {
    let lines = transcript(
      """
      var a = UIAlertController(title: "T", message: "M", preferredStyle: UIAlertControllerStyle.Alert)
      var b = UIAlertController(title: "T", message: "M", preferredStyle: UIAlertControllerStyle.Alert)
      var ok = UIAlertAction(title: "OK", style: UIAlertActionStyle.Default, handler: nil)
      ok.enabled = false
      a.addAction(ok)
      self.presentViewController(a, animated: true, completion: nil)
      """)
    #expect(
      lines.filter { $0.hasPrefix("note:") } == [
        "note: 'UIAlertControllerStyle.Alert' is 'UIAlertController.Style.alert' in today's Swift",
        "note: 'UIAlertActionStyle.Default' is 'UIAlertAction.Style.default' in today's Swift",
        "note: 'enabled' is 'isEnabled' in today's Swift",
        "note: 'presentViewController(_:animated:completion:)' is 'present(_:animated:completion:)' in today's Swift",
      ])
    #expect(!lines.contains { $0.hasPrefix("error") || $0.hasPrefix("crash") })
  }

  @Test func swiftOneTextFieldObserverCodeRuns() {
    let lines = transcript(
      """
      var alertController = UIAlertController(title: "Login", message: nil, preferredStyle: UIAlertControllerStyle.Alert)
      alertController.addTextFieldWithConfigurationHandler { (textField: UITextField!) -> Void in
        textField.placeholder = "登录"
        NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("alertTextFieldDidChange:"), name: UITextFieldTextDidChangeNotification, object: textField)
      }
      var okAction = UIAlertAction(title: "好的", style: UIAlertActionStyle.Default, handler: nil)
      okAction.enabled = false
      alertController.addAction(okAction)
      func alertTextFieldDidChange(notification: NSNotification) {
        var alertController = self.presentedViewController as UIAlertController?
        if (alertController != nil) {
          var login = alertController!.textFields?.first as UITextField
          var okAction = alertController!.actions.last as UIAlertAction
          okAction.enabled = countElements(login.text) > 2
        }
      }
      self.presentViewController(alertController, animated: true, completion: nil)
      """)
    #expect(!lines.contains { $0.hasPrefix("error") || $0.hasPrefix("crash") }, "\(lines)")
  }

  @Test func compilerStyleErrors() {
    #expect(
      transcript(
        "let alert = UIAlertController(title: \"a\", message: nil, preferredStyle: .alert)\nalert.addButton(1)"
      ).suffix(2)
        == [
          "error: 2:7: value of type 'UIAlertController' has no member 'addButton'",
          "note: did you mean 'addAction(_:)'?",
        ])
    #expect(
      transcript("UIAlertAction(title: \"OK\", styl: .default)")
        == [
          "error: 1:1: incorrect argument label in call (have 'title:styl:', expected 'title:style:')"
        ])
    #expect(
      transcript("let x = 1\nx = 2").last
        == "note: change 'let' to 'var' to make it mutable")
    #expect(
      transcript("let t: Int = \"x\"") == [
        "error: 1:14: cannot convert value of type 'String' to specified type 'Int'"
      ])
    // One of the program's own types takes no value of another (`swiftc` says the same).
    #expect(
      transcript(
        "enum Rank { case two }\nstruct Card { let rank: Rank }\nlet r: Rank = Card(rank: .two)"
      ).first == "error: 3:15: cannot convert value of type 'Card' to specified type 'Rank'")
    #expect(
      transcript("let s = UIAlertAction(title: \"A\", style: .cancle)").first
        == "error: 1:42: type 'UIAlertAction.Style' has no member 'cancle'")
    #expect(
      transcript("presnt(1)") == [
        "error: 1:1: cannot find 'presnt' in scope", "note: did you mean 'present('?",
      ]
        || transcript("presnt(1)").first == "error: 1:1: cannot find 'presnt' in scope")
  }

  @Test func sandboxLimitsEndInErrors() {
    let recursion = transcript("func f() { f() }\nf()")
    #expect(recursion.last?.contains("calls nested more than 128 deep") == true)
    let nested = transcript(
      "let x = " + String(repeating: "(", count: 10_000) + "1"
        + String(repeating: ")", count: 10_000))
    #expect(nested.first?.contains("nested too deeply") == true)
    let huge = transcript("let x = \"" + String(repeating: "a", count: 1_100_000) + "\"")
    #expect(huge.first?.contains("input is too large") == true)
  }

  @Test func availabilityAndVersionChecksFollowTheSimulatedIOS() {
    let source = """
      if #available(iOS 8.0, *) { print("8+") } else { print("7") }
      if (UIDevice.current.systemVersion as NSString).floatValue >= 8.0 { print("new") } else { print("old") }
      """
    #expect(transcript(source, world: World(iOS: IOSVersion(7))) == ["out: 7", "out: old"])
    #expect(transcript(source, world: World(iOS: IOSVersion(9))) == ["out: 8+", "out: new"])
  }

  /// `#unavailable(iOS 18)` (Swift 5.6) is true where `#available` is false; its `*` is
  /// implied, and writing it is the compiler's error.
  @Test func unavailabilityIsTheNegationOfAvailability() {
    let source = """
      if #unavailable(iOS 18) { print("before 18") } else { print("18 or later") }
      while #unavailable(iOS 16.4) { print("before 16.4"); break }
      """
    #expect(transcript(source, world: World(iOS: IOSVersion(18))) == ["out: 18 or later"])
    #expect(
      transcript(source, world: World(iOS: IOSVersion(16))) == [
        "out: before 18", "out: before 16.4",
      ])
    #expect(
      transcript("if #unavailable(iOS 18, *) { }").first?.contains(
        "platform wildcard '*' is always implicit in #unavailable") == true)
  }

  @Test func alertControllerOnIOS7IsNilAndPresentingItCrashes() {
    let lines = transcript(
      """
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
      self.present(alert, animated: true, completion: nil)
      """, world: World(iOS: IOSVersion(7)))
    #expect(lines.last == "crash: present-nil")
  }

  @Test func preferredActionNeedsIOS9() {
    let source = """
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      let ok = UIAlertAction(title: "OK", style: .default)
      alert.addAction(ok)
      alert.preferredAction = ok
      """
    #expect(
      transcript(source, world: World(iOS: IOSVersion(8))).contains {
        $0.contains("'preferredAction' is only available in iOS 9.0 or newer")
      })
    #expect(
      !transcript(source, world: World(iOS: IOSVersion(9))).contains { $0.hasPrefix("error") })
  }

  /// The learner's own `@available(iOS 15, *)` declarations follow the simulated iOS as
  /// UIKit's members do: guarded by `#available` they run, used unguarded on an older iOS they
  /// are the compiler's error.
  @Test func theLearnersAvailableDeclarationsFollowTheSimulatedIOS() {
    let declarations = """
      @available(iOS 15, *)
      func sheetStyle() -> String { "medium" }
      @available(iOS, introduced: 14.0)
      final class Picker { func pick() -> String { "menu" } }
      """
    let guarded =
      declarations + """

        if #available(iOS 15, *) { print(sheetStyle()) } else { print("full screen") }
        print(Picker().pick())
        """
    #expect(
      transcript(guarded, world: World(iOS: IOSVersion(14))) == ["out: full screen", "out: menu"])
    #expect(transcript(guarded, world: World(iOS: IOSVersion(16))) == ["out: medium", "out: menu"])
    let unguarded = transcript(
      declarations + "\nprint(sheetStyle())", world: World(iOS: IOSVersion(14)))
    #expect(
      unguarded.contains {
        $0.contains(
          "'sheetStyle()' is only available in iOS 15.0 or newer (this app runs iOS 14.0)")
      }, "\(unguarded)")
    let olderClass = transcript(
      declarations + "\nPicker().pick()", world: World(iOS: IOSVersion(13)))
    #expect(
      olderClass.contains { $0.contains("'Picker' is only available in iOS 14.0 or newer") },
      "\(olderClass)")
  }

  /// A `#Preview` is what Xcode's canvas shows: read, never run, and said so once.
  @Test func aPreviewIsReadAndNotRun() {
    let lines = transcript(
      """
      #Preview("Compact", traits: .sizeThatFitsLayout) {
        print("preview ran")
        return UIViewController()
      }
      #Preview { UIViewController() }
      print("app ran")
      """)
    #expect(!lines.contains("out: preview ran"), "\(lines)")
    #expect(lines.contains("out: app ran"), "\(lines)")
    #expect(lines.filter { $0.contains("#Preview") }.count == 1, "\(lines)")
    #expect(parseError("#Preview { UIViewController() ") != nil)
  }

  @Test func geometryFunctionsOfEveryEra() {
    #expect(
      transcript(
        """
        CGRectMake(0, 0, 10, 20)
        CGRect(x: 1, y: 2, width: 3, height: 4).size.width
        sender.bounds
        UIEdgeInsetsMake(10, 10, 10, 10).top
        """
      ).filter { !$0.hasPrefix("note") }
        == [
          "$R0: CGRect = (0.0, 0.0, 10.0, 20.0)", "$R1: CGFloat = 3.0",
          "$R2: CGRect = (0.0, 0.0, 160.0, 44.0)", "$R3: CGFloat = 10.0",
        ])
  }

  @Test func skippedOptionalCallIsAdvice() {
    let lines = transcript(
      """
      var popover: UIAlertController? = nil
      popover?.dismiss(animated: true)
      """)
    #expect(lines.last == "advice: nil-optional-chain", "and no echo of the skipped call")
  }
}

@Suite struct InterpreterTypesTests {
  @Test func nilResultsShowTheirStaticType() {
    #expect(
      transcript(
        """
        var popover = UIAlertController(title: nil, message: "m", preferredStyle: .actionSheet).popoverPresentationController
        let s = UIAlertController(title: nil, message: "m", preferredStyle: .actionSheet)
        s.textFields?.count
        var c = self.presentedViewController as? UIAlertController
        s.actions.first
        """
      ).filter { !$0.hasPrefix("s:") }
        == [
          "popover: UIPopoverPresentationController? = nil", "$R0: Int? = nil",
          "c: UIAlertController? = nil", "$R1: UIAlertAction? = nil",
        ])
  }

  @Test func functionValuesShowTheirSignature() {
    #expect(
      transcript("@objc func changed(_ n: Notification) {}\nchanged").last
        == "$R0: (Notification) -> () = (Function)")
  }

  @Test func aFunctionsEchoNamesItsTypeAsTypeOfDoes() {
    #expect(
      transcript(
        """
        func each(_ body: () -> Void) -> Int { body(); return 1 }
        each
        let f = each
        print(type(of: f), f is (() -> Void) -> Int)
        """)
        == [
          "$R0: (() -> ()) -> Int = (Function)", "f: (() -> ()) -> Int = (Function)",
          "out: (() -> ()) -> Int true",
        ])
  }

  @Test func aThrowingFunctionsSignatureSaysThrows() {
    #expect(
      transcript(
        """
        struct Empty: Error {}
        func load() throws -> Int { throw Empty() }
        func check(_ name: String) throws(Empty) {}
        load
        check
        """
      ).suffix(2)
        == ["$R0: () throws -> Int = (Function)", "$R1: (String) throws(Empty) -> () = (Function)"])
  }

  @Test func aClosuresEchoNamesItsTypeAsTypeOfDoes() {
    #expect(
      transcript("let c = { (x: Int) throws -> Int in x }\nprint(type(of: c))")
        == ["c: (Int) throws -> Int = (Function)", "out: (Int) throws -> Int"])
  }

  @Test func arraysTakeClosures() {
    #expect(
      transcript(
        """
        let a = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        a.addAction(UIAlertAction(title: "C", style: .cancel))
        a.addAction(UIAlertAction(title: "D", style: .destructive))
        a.actions.filter { $0.style == .cancel }.count
        a.actions.contains { $0.style == .destructive }
        a.actions.first(where: { $0.title == "D" })?.title
        a.actions.map { $0.title! }
        """
      ).suffix(4)
        == [
          "$R0: Int = 1", "$R1: Bool = true", "$R2: String? = \"D\"",
          "$R3: [String] = [\"C\", \"D\"]",
        ])
  }

  @Test func swiftOneCastsAndTypesAreNamed() {
    let lines = transcript(
      """
      let a = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
      a.addTextField { _ in }
      var login = a.textFields?.first as UITextField
      func f(notification: NSNotification) {}
      """)
    #expect(lines.contains("note: 'as' is 'as!' in today's Swift"))
    #expect(lines.contains("note: 'NSNotification' is 'Notification' in today's Swift"))
  }

  @Test func selectorsAreCheckedAsTheCompilerDoes() {
    #expect(
      transcript("#selector(nothere(_:))").first == "error: 1:1: cannot find 'nothere' in scope")
    #expect(
      transcript("func changed(_ n: Notification) {}\n#selector(changed(_:))").contains(
        "error: 2:1: argument of '#selector' refers to instance method 'changed' that is not "
          + "exposed to Objective-C"))
    #expect(
      transcript("@objc func changed(_ n: Notification) {}\n#selector(changed(_:))").last
        == "$R0: Selector = changed(_:)")
  }
}

@Suite struct InterpreterSandboxMessageTests {
  @Test func namesOutsideTheSandboxSaySo() {
    #expect(
      transcript("ProcessInfo.processInfo").first?.hasPrefix(
        "error: 1:1: AlertLab does not simulate 'ProcessInfo' (processes)") == true)
    // Threads are simulated on the run loop's clock now: sleeping moves it on.
    #expect(!(transcript("Thread.sleep(forTimeInterval: 1)").first ?? "").hasPrefix("error"))
    // The run loop's queues are simulated now: nothing is refused.
    #expect(transcript("DispatchQueue.main.async { }").isEmpty)
  }

  @Test func assigningToAMissingMemberSaysSoFirst() {
    #expect(
      transcript(
        "let a = UIAlertController(title: \"t\", message: nil, preferredStyle: .alert)\n"
          + "a.view.shimmer = .red"
      ).last == "error: 2:8: value of type 'UIView' has no member 'shimmer'")
  }
}

@Suite struct InterpreterNumberTypesTests {
  @Test func cgFloatAndFloatShowAsDeclared() {
    #expect(
      transcript(
        """
        let w = sender.bounds.width
        (UIDevice.current.systemVersion as NSString).floatValue
        let insets: UIEdgeInsets = .init(top: 1, left: 2, bottom: 3, right: 4)
        """
      ).filter { !$0.hasPrefix("note") }
        == [
          "w: CGFloat = 160.0", "$R0: Float = 17.0",
          "insets: UIEdgeInsets = UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)",
        ])
  }
}

@Suite struct InterpreterReviewFixesTests {
  @Test func runawayStringsAndOverflowEndInErrors() {
    var source = "var s = \"" + String(repeating: "a", count: 64) + "\"\n"
    source += String(repeating: "s = \"\\(s)\\(s)\\(s)\\(s)\"\n", count: 8)
    #expect(transcript(source).contains { $0.contains("this string grew past 1000000 bytes") })
    #expect(
      transcript("let m = 9223372036854775807 + 1").first
        == "error: 1:9: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results "
        + "in an overflow")
  }

  @Test func topLevelVariablesAreSelfsPropertiesAndSceneObjectsItsOutlets() {
    #expect(
      transcript(
        """
        var popover: UIAlertController? = nil
        self.popover = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        self.popover!.title
        self.button.bounds.width
        """
      ).suffix(2) == ["$R0: String? = \"t\"", "$R1: CGFloat = 160.0"])
  }

  /// `self.alert = alert` in a method of the adopted controller sets the property, not the
  /// method's local constant of the same name.
  @Test func selfsPropertyIsSetPastALocalOfTheSameName() {
    #expect(
      transcript(
        """
        class ViewController: UIViewController {
            var alert: UIAlertController?
            func make() {
                let alert = UIAlertController(title: "kept", message: nil, preferredStyle: .alert)
                self.alert = alert
                print(alert.title ?? "")
            }
        }
        make()
        print(self.alert?.title ?? "none")
        """
      ).suffix(2) == ["out: kept", "out: kept"])
  }

  /// UI tests find an alert's button and a view by `accessibilityIdentifier`: it is kept.
  @Test func accessibilityIdentifiersAreKept() {
    #expect(
      transcript(
        """
        let ok = UIAlertAction(title: "OK", style: .default)
        ok.accessibilityIdentifier = "confirm"
        let view = UIView()
        print(view.accessibilityIdentifier ?? "none")
        view.accessibilityIdentifier = "banner"
        print(ok.accessibilityIdentifier ?? "none", view.accessibilityIdentifier ?? "none")
        """
      ).suffix(2) == ["out: none", "out: confirm banner"])
  }

  /// `@escaping() -> Void`, written without a space, is the attribute and a function type.
  @Test func anAttributeWithoutArgumentsLeavesTheParenthesesToTheType() {
    #expect(
      transcript(
        """
        func later(_ handler: @escaping() -> Void) { handler() }
        later { print("ran") }
        """
      ).suffix(1) == ["out: ran"])
  }

  /// A convenience initializer with more defaulted parameters delegates to UIKit's own
  /// `init(title:message:preferredStyle:)`, which Swift ranks first, not to itself.
  @Test func aConvenienceInitDelegatesToUIKitsInitializerOfTheSameLabels() {
    #expect(
      transcript(
        """
        extension UIAlertController {
            convenience init(title: String?, message: String? = nil,
                             preferredStyle: UIAlertController.Style = .alert, okTitle: String = "OK") {
                self.init(title: title, message: message, preferredStyle: preferredStyle)
                addAction(UIAlertAction(title: okTitle, style: .default))
            }
        }
        let saved = UIAlertController(title: "Saved")
        let plain = UIAlertController(title: "Plain", message: nil, preferredStyle: .actionSheet)
        print(saved.actions.count, plain.actions.count)
        """
      ).suffix(1) == ["out: 1 0"])
  }

  /// A controller's view loads when `view` is read; `isViewLoaded` and `viewIfLoaded` say
  /// whether it has, without loading it.
  @Test func isViewLoadedSaysWhetherTheViewWasRead() {
    #expect(
      transcript(
        """
        let shown = UIViewController()
        print(shown.isViewLoaded, shown.viewIfLoaded == nil)
        shown.view.backgroundColor = .red
        print(shown.isViewLoaded, shown.viewIfLoaded === shown.view)
        """
      ).suffix(2) == ["out: false true", "out: true true"])
  }

  /// `UIAlertAction()` is NSObject's initializer; `Swift.Result` and `UIKit.UIAlertAction` name
  /// their types with the module.
  @Test func moduleQualifiedTypesAndAnActionWithoutArguments() {
    #expect(
      transcript(
        """
        var placeholder: UIKit.UIAlertAction = UIAlertAction()
        print(placeholder.title ?? "nil", placeholder.style == .default)
        let outcome: Swift.Result<Int, Error> = .success(3)
        if case .success(let value) = outcome { print(value) }
        """
      ).filter { $0.hasPrefix("out: ") } == ["out: nil true", "out: 3"])
  }

  /// A static property an extension adds to UIKit's enum is found by its implicit member.
  @Test func anImplicitMemberFindsAStaticPropertyOfAnExtensionOfUIKitsEnum() {
    #expect(
      transcript(
        """
        extension UIAlertController.Style {
            static var preferActionSheet: UIAlertController.Style {
                UIDevice.current.userInterfaceIdiom == .pad ? .alert : .actionSheet
            }
        }
        let menu = UIAlertController(title: "Drawing", message: nil, preferredStyle: .preferActionSheet)
        print(menu.preferredStyle == .actionSheet)
        """
      ).suffix(1) == ["out: true"])
  }

  /// Foundation's number format styles, in an interpolation and in `formatted(_:)`, as the
  /// simulated device (United States English) writes them; another style says it is not
  /// simulated.
  @Test func numbersAreFormattedInFoundationsStyles() {
    #expect(
      transcript(
        """
        let price = 1234.5
        let count = 1200
        print("Pay \\(price, format: .currency(code: "USD"))?")
        print("\\(count, format: .number) items, \\(0.256, format: .percent.precision(.fractionLength(1)))")
        print(price.formatted(), count.formatted(.currency(code: "EUR")), 3.14159.formatted(.number.precision(.fractionLength(2))))
        print((0.5).formatted(.percent))
        """
      ).filter { $0.hasPrefix("out: ") } == [
        "out: Pay $1,234.50?", "out: 1,200 items, 25.6%", "out: 1,234.5 €1,200.00 3.14",
        "out: 50%",
      ])
    #expect(
      transcript("let when = 3\nprint(\"\\(when, format: .dateTime)\")").contains {
        $0.contains("it does not simulate this format style")
      })
  }

  @Test func superInTheLifeCycleRuns() {
    #expect(
      transcript(
        "override func viewDidLoad() {\n  super.viewDidLoad()\n  print(\"loaded\")\n}\nviewDidLoad()"
      )
        == ["out: loaded"])
  }

  @Test func compilerChecksOfTheReview() {
    #expect(
      transcript("let t = UIAlertController").first
        == "error: 1:9: expected member name or constructor call after type name")
    #expect(
      transcript("var n: Int = nil").first
        == "error: 1:14: 'nil' cannot initialize specified type 'Int'")
    #expect(
      transcript("let n: String? = nil\nguard let y = n else { print(\"none\") }").last?.hasPrefix(
        "error: 2:1: 'guard' body must not fall through") == true)
    #expect(
      transcript(
        ":device ipad".isEmpty
          ? ""
          : "let s = UIAlertController(title: nil, message: \"m\", preferredStyle: .alert)\ns.popoverPresentationController.sourceView = sender"
      ).contains {
        $0.contains("value of optional type 'UIPopoverPresentationController?' must be unwrapped")
      })
    #expect(transcript("String(repeating: \"ab\", count: 3)") == ["$R0: String = \"ababab\""])
  }
}

@Suite struct InterpreterFunctionErrorTests {
  @Test func anErrorInAFunctionBodyIsReportedWhenTheFunctionIsDeclared() {
    #expect(
      transcript("func g() -> Int {\n  let x: String? = nil\n  return x.count\n}\n\ng()") == [
        "error: 3:10: value of optional type 'String?' must be unwrapped to refer "
          + "to member 'count' of wrapped base type 'String'",
        "note: chain the optional using '?' to access the member only for non-nil values, or "
          + "force-unwrap with '!'",
        "error: 6:1: cannot find 'g' in scope",
      ])
  }

  @Test func anErrorOnlyRunningFindsIsReportedAtTheCallNamingTheFunction() {
    // A member AlertLab does not simulate is accepted when declared and named when it runs.
    #expect(
      transcript(
        "let a = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n"
          + "func g() {\n  a.view.qwzxv = 1\n}\ng()"
      ).last == "error: 5:1: in func 'g': value of type 'UIView' has no member 'qwzxv'")
  }
}

@Suite struct InterpreterPresentationMembersTests {
  @Test func everyPresentationMemberOfTheTablesAnswers() {
    let lines = transcript(
      """
      let c = UIViewController()
      c.modalInPopover = true
      c.isModalInPopover
      c.isBeingPresented
      c.isBeingDismissed
      """)
    #expect(lines.contains("note: 'modalInPopover' is 'isModalInPopover' in today's Swift"))
    #expect(lines.suffix(3) == ["$R0: Bool = true", "$R1: Bool = false", "$R2: Bool = false"])
  }
}

@Suite struct InterpreterAssignmentTests {
  @Test func theObjectOfAnAssignmentIsEvaluatedOnce() {
    #expect(
      transcript(
        """
        var made = 0
        let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
        func theAlert() -> UIAlertController {
          made += 1
          return alert
        }
        theAlert().title = "changed"
        made
        alert.title
        """
      ).suffix(2) == ["$R0: Int = 1", "$R1: String? = \"changed\""])
  }
}
