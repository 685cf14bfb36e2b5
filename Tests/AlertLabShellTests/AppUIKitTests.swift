import AlertLabKit
import Testing

@testable import AlertLabScript
@testable import AlertLabShell

/// The UIKit and Foundation beside the alert, typed into a session, and the honest answer
/// for real members AlertLab does not simulate.
@Suite struct AppUIKitTests {
  func run(_ lines: [String], device: Device = Device(model: .iphone)) -> String {
    var session = makeSession(device: device)
    return lines.map { session.submit($0) }.joined()
  }

  // MARK: UIView, UILabel, UIButton

  @Test func aTargetOfTheLearnersOwnClassNamedByTypeInTheSelector() {
    var session = makeSession()
    _ = session.submit(
      """
      final class Counter: NSObject {
          var taps = 0
          @objc func tapped() { taps += 1; print("tapped", taps) }
          func silent() {}
      }
      """)
    _ = session.submit("let counter = Counter()")
    _ = session.submit(
      "sender.addTarget(counter, action: #selector(Counter.tapped), for: .touchUpInside)")
    #expect(session.submit(":tap \"Show Sheet\"").hasPrefix("tapped 1\n"))
    #expect(
      session.submit("let s = #selector(Counter.silent)").contains(
        "argument of '#selector' refers to instance method 'silent' that is not exposed to "
          + "Objective-C"))
    #expect(
      session.submit("let t = #selector(Counter.missing)").contains(
        "type 'Counter' has no member 'missing'"))
  }

  @Test func aSelectorInTheLearnersClassNamesItsOwnMethodsFromItsCodeAndClosures() {
    var session = makeSession()
    _ = session.submit(
      """
      final class Counter: NSObject {
          var taps = 0
          @objc func tapped(_ sender: UIButton) { taps += 1; print("tapped", taps) }
          func watch(_ button: UIButton) {
              button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
          }
          func watchLater(_ button: UIButton) {
              DispatchQueue.main.async { [weak self] in
                  button.addTarget(self, action: #selector(self?.tapped(_:)), for: .touchUpInside)
              }
          }
          func misspelled(_ button: UIButton) {
              button.addTarget(self, action: #selector(tapped(sender:)), for: .touchUpInside)
          }
      }
      """)
    _ = session.submit("let counter = Counter()")
    _ = session.submit("counter.watch(sender)")
    #expect(session.submit(":tap \"Show Sheet\"").hasPrefix("tapped 1\n"))
    // The same target and action added again is kept once, as UIControl keeps it.
    _ = session.submit("counter.watchLater(sender)")
    let second = session.submit(":tap \"Show Sheet\"")
    #expect(second.hasPrefix("tapped 2\n") && !second.contains("tapped 3"))
    #expect(
      session.submit("counter.misspelled(sender)").contains(
        "type 'Counter' has no member 'tapped(sender:)'"))
  }

  @Test func aSelectorNamesAMethodAnExtensionAddsToAUIKitClass() {
    var session = makeSession()
    _ = session.submit(
      """
      extension UIAlertController {
          @objc func checkName() { print("name:", textFields?.first?.text ?? "") }
          func makeNumeric() { textFields?.first?.keyboardType = .numberPad }
      }
      """)
    _ = session.submit(
      "let alert = UIAlertController(title: \"Name\", message: nil, preferredStyle: .alert)")
    _ = session.submit(
      "alert.addTextField { $0.addTarget(alert, action: #selector(UIAlertController.checkName), "
        + "for: .editingChanged) }")
    _ = session.submit("alert.makeNumeric()")
    #expect(
      session.submit("print(alert.textFields?.first?.keyboardType == .numberPad)").contains(
        "true"))
    _ = session.submit("alert.addAction(UIAlertAction(title: \"OK\", style: .default))")
    _ = session.submit("present(alert, animated: true)")
    #expect(session.submit(":type \"Ada\"").contains("name: Ada"))
    // A name no extension declares is not found, as Swift says.
    #expect(
      session.submit("let s = #selector(UIAlertController.missing)").contains(
        "type 'UIAlertController' has no member 'missing'"))
  }

  @Test func aTapReachesTheButtonOfTheControllerPresentedOnTop() {
    var session = makeSession()
    _ = session.submit(
      """
      class Panel: UIViewController {
          var name = "screen"
          override func viewDidLoad() {
              super.viewDidLoad()
              let go = UIButton(type: .system)
              go.setTitle("Go", for: .normal)
              go.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
              go.addAction(UIAction { [weak self] _ in print("go in", self?.name ?? "nil") }, for: .touchUpInside)
              view.addSubview(go)
          }
      }
      """)
    #expect(session.submit(":tap \"Go\"").contains("go in screen"))
    _ = session.submit("let panel = Panel()")
    _ = session.submit("panel.name = \"presented\"")
    _ = session.submit("present(panel, animated: true)")
    #expect(session.submit(":tap \"Go\"").contains("go in presented"))
  }

  @Test func aButtonOfTheLearnersUIButtonSubclassIsDrawnDescribedAndTapped() {
    var session = makeSession()
    _ = session.submit("class MenuButton: UIButton { var taps = 0 }")
    _ = session.submit("let level = MenuButton(type: .system)")
    _ = session.submit("level.frame = CGRect(x: 20, y: 120, width: 160, height: 44)")
    _ = session.submit("level.setTitle(\"Level\", for: .normal)")
    _ = session.submit(
      "level.addAction(UIAction { _ in level.taps += 1; print(\"taps\", level.taps) }, "
        + "for: .touchUpInside)")
    #expect(session.submit("view.addSubview(level)").contains("[ Level ]"))
    #expect(session.submit(":tap \"Level\"").contains("taps 1"))
    #expect(session.submit(":describe").contains("Level"))
    #expect(session.submit("print(level)").contains("MenuButton"))
  }

  @Test func aSystemImageIsMadeFromIOS13() {
    let today = run(["let pencil = UIImage(systemName: \"pencil\")", "print(pencil == nil)"])
    #expect(today.contains("false\n"))
    var old = makeSession(device: Device(model: .iphone), iOS: IOSVersion(12))
    #expect(
      old.submit("let pencil = UIImage(systemName: \"pencil\")").contains(
        "is only available in iOS 13.0 or newer"))
  }

  @Test func superInAnOverrideOfUIKitsMethodRunsUIKitsOwn() {
    let out = run([
      """
      class LoginAlert: UIAlertController {
          override func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
              super.addTextField { field in
                  field.placeholder = "Name"
                  configurationHandler?(field)
              }
          }
          override func addAction(_ action: UIAlertAction) {
              print("adding", action.title ?? "")
              super.addAction(action)
          }
      }
      """,
      "let alert = LoginAlert(title: \"Sign in\", message: nil, preferredStyle: .alert)",
      "alert.addTextField { $0.isSecureTextEntry = true }",
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
      "print(alert.actions.count, alert.textFields?.first?.placeholder ?? \"-\", "
        + "alert.textFields?.first?.isSecureTextEntry == true)",
    ])
    #expect(out.contains("adding OK\n"))
    #expect(out.contains("1 Name true\n"))
    #expect(!out.contains("error"))
    // A method UIKit does not declare has no `super` to call.
    let missing = run([
      "class Plain: UIAlertController { func shake() { super.shake() } }",
      "Plain(title: nil, message: nil, preferredStyle: .alert).shake()",
    ])
    #expect(missing.contains("AlertLab simulates 'super' only"))
  }

  @Test func aLabelAddedToTheViewIsDrawnAndHidingItRemovesIt() {
    var session = makeSession()
    _ = session.submit("let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))")
    _ = session.submit("label.text = \"Ready to share\"")
    #expect(!session.submit("print(label.superview == nil)").contains("Ready to share"))
    #expect(session.submit("view.addSubview(label)").contains("Ready to share"))
    #expect(
      session.submit("print(view.subviews.count, label.superview == nil)").contains("2 false"))
    #expect(!session.submit("label.isHidden = true").contains("Ready to share"))
    _ = session.submit("label.isHidden = false")
    #expect(!session.submit("label.alpha = 0").contains("Ready to share"))
  }

  @Test func aPresentedControllersLabelLeavesTheScreenWithIt() {
    var session = makeSession()
    for line in [
      "let shown = UIViewController()", "shown.modalPresentationStyle = .fullScreen",
      "present(shown, animated: false)",
      "let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))",
      "label.text = \"Only while shown\"", "shown.view.addSubview(label)",
    ] {
      _ = session.submit(line)
    }
    let dismissed = session.submit("shown.dismiss(animated: false)")
    #expect(dismissed.contains("Show Sheet"), "\(dismissed)")
    #expect(!dismissed.contains("Only while shown"), "\(dismissed)")
    // Added to the screen's own view instead, it shows.
    #expect(session.submit("view.addSubview(label)").contains("Only while shown"))
  }

  @Test func viewPropertiesKeepWhatIsSet() {
    let output = run([
      "view.backgroundColor = .red", "view.tintColor = UIColor.orange", "button.tag = 7",
      "print(view.backgroundColor == UIColor.red, button.tag, view.viewWithTag(7) == button)",
      "button.center = CGPoint(x: 100, y: 200)",
      "print(button.frame.origin.x, button.frame.origin.y)",
      "let label = UILabel()", "label.textColor = .blue", "label.numberOfLines = 0",
      "label.textAlignment = .center", "label.font = UIFont.boldSystemFont(ofSize: 20)",
      "print(label.numberOfLines, label.textAlignment == .center)",
    ])
    #expect(output.contains("true 7 true\n"))
    #expect(output.contains("20.0 178.0\n"))
    #expect(output.contains("0 true\n"))
  }

  /// A layer keeps what is set on it (seed 000's CustomView draws with it); a shadow is
  /// not drawn, and one note says so.
  @Test func aLayerKeepsItsCornerRadiusAndBorder() {
    let output = run([
      "view.layer.cornerRadius = 8", "button.layer.borderWidth = 1",
      "print(view.layer.cornerRadius, button.layer.borderWidth, button.layer === button.layer)",
      "view.layer.shadowOpacity = 0.5", "button.layer.shadowOpacity = 0.5",
    ])
    #expect(output.contains("8.0 1.0 true\n"))
    #expect(output.components(separatedBy: "AlertLab does not draw shadows").count == 2)
    #expect(!output.contains("error"))
  }

  @Test func buttonTitlesAndATargetActionAnsweringATap() {
    let output = run([
      "@objc func shareTapped(_ sender: UIButton) { print(\"tapped \\(sender.tag)\") }",
      "button.setTitle(\"Share\", for: .normal)", "print(button.title(for: .normal) ?? \"\")",
      "print(button.titleLabel?.text ?? \"none\", button.currentTitle ?? \"\")",
      "button.tag = 3",
      "button.addTarget(self, action: #selector(shareTapped(_:)), for: .touchUpInside)",
      ":tap \"Share\"",
    ])
    #expect(output.contains("[ Share ]"))
    #expect(output.contains("Share\nShare Share\n"))
    #expect(output.contains("tapped 3\n"))
  }

  @Test func aTargetWithoutTheMethodCrashesAsTheRuntimeDoes() {
    let output = run([
      "button.addTarget(self, action: Selector(\"missing:\"), for: .touchUpInside)",
      ":tap \"Show Sheet\"",
    ])
    #expect(output.contains("unrecognized selector sent to instance"))
  }

  @Test func animateAppliesAtOnceThenCompletes() {
    let output = run([
      "UIView.animate(withDuration: 0.3, animations: { self.button.alpha = 0 }) { done in print(\"done \\(done)\") }",
      "print(button.alpha)",
    ])
    #expect(output.contains("UIView.animate applies the animations at once"))
    #expect(output.contains("done true\n"))
    #expect(output.hasSuffix("0.0\n"))
    // The button faded out at once: the last drawing does not show it.
    let lastDrawing = output.components(separatedBy: "done true").last ?? ""
    #expect(!lastDrawing.contains("Show Sheet"))
  }

  // MARK: Text fields

  @Test func aTextFieldsDelegateAndTargetHearTypingAsUIKitTellsThem() {
    let output = run([
      "func textFieldDidBeginEditing(_ textField: UITextField) { print(\"begin\") }",
      "func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { return string != \"x\" }",
      "@objc func changed(_ sender: UITextField) { print(\"now \\(sender.text ?? \"\")\") }",
      "let alert = UIAlertController(title: \"Code\", message: nil, preferredStyle: .alert)",
      "alert.addTextField { f in f.delegate = self; f.keyboardType = .numberPad; f.autocapitalizationType = .none; f.clearButtonMode = .whileEditing; f.addTarget(self, action: #selector(changed(_:)), for: .editingChanged) }",
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
      "present(alert, animated: true)",
      ":type 1 \"1x2\"",
      "print(alert.textFields![0].text!, alert.textFields![0].keyboardType == .numberPad, alert.textFields![0].clearButtonMode == .whileEditing, alert.textFields![0].isFirstResponder)",
    ])
    #expect(output.contains("begin\nnow 1\nnow 12\n"))
    #expect(output.contains("12 true true true\n"))
  }

  @Test func theTypingTraitsOfAnAlertsFieldsAreKeptAndReadBack() {
    let output = run([
      "let alert = UIAlertController(title: \"Log in\", message: nil, preferredStyle: .alert)",
      "alert.addTextField { f in f.placeholder = \"Email\"; f.autocorrectionType = .no; f.spellCheckingType = .no; f.returnKeyType = .next; f.textContentType = .emailAddress; f.keyboardAppearance = .dark; f.enablesReturnKeyAutomatically = true }",
      "alert.addTextField { f in f.isSecureTextEntry = true; f.textContentType = .password; f.returnKeyType = .done }",
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
      "present(alert, animated: true)",
      "let email = alert.textFields![0]",
      "print(email.autocorrectionType == .no, email.spellCheckingType == .no, email.returnKeyType == .next, email.textContentType == .emailAddress, email.keyboardAppearance == .dark, email.enablesReturnKeyAutomatically)",
      "print(alert.textFields![1].textContentType == .password, alert.textFields![1].returnKeyType == .done, alert.textFields![1].isSecureTextEntry)",
      "print(UITextField().textContentType == nil, UITextField().autocorrectionType == .default)",
    ])
    #expect(!output.contains("does not simulate"))
    #expect(output.contains("true true true true true true\n"))
    #expect(output.contains("true true true\n"))
    #expect(output.hasSuffix("true true\n"))
  }

  @Test func objectiveCReturnKeyConstantsDropTheTypesType() {
    var session = makeSession()
    _ = session.submit(
      """
      UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Code" message:nil preferredStyle:UIAlertControllerStyleAlert];
      [alert addTextFieldWithConfigurationHandler:^(UITextField *textField) {
          textField.returnKeyType = UIReturnKeyGo;
          textField.autocorrectionType = UITextAutocorrectionTypeNo;
      }];
      """)
    #expect(
      session.submit(
        "print(alert.textFields![0].returnKeyType == .go, alert.textFields![0].autocorrectionType == .no)"
      ).hasSuffix("true true\n"))
  }

  // MARK: Navigation, application, screen, storyboard

  @Test func theNavigationItemIsWhatTheBarShows() {
    var session = makeSession()
    #expect(session.submit("navigationItem.title = \"Photos\"").contains("Photos"))
    let right = session.submit(
      "navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"Share\", style: .plain, target: nil, action: nil)"
    )
    #expect(right.contains("Share"))
    let bar = right.split(separator: "\n").first { $0.contains("Photos") } ?? ""
    #expect(!bar.dropFirst().dropLast().contains("+"), "the + item left the bar: \(bar)")
    let left = session.submit(
      "navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)"
    )
    #expect(left.contains("Cancel"))
    #expect(
      session.submit("print(navigationController?.topViewController == self)").contains("true"))
  }

  @Test func aViewHasAWindowOnlyWhileItIsInTheWindowsHierarchy() {
    let output = run([
      "let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))",
      "print(view.window != nil, v.window == nil)",
      "view.addSubview(v)",
      "let c = UIViewController()",
      "print(v.window != nil, c.view.window == nil)",
      "present(c, animated: true)",
      "print(c.view.window === UIApplication.shared.windows.first)",
    ])
    #expect(output.components(separatedBy: "true true\n").count == 3)
    #expect(output.hasSuffix("true\n"))
  }

  /// `convert(_:to:)` and `convert(_:from:)` for a rect and for a point: the overloads with the
  /// same labels are told apart by their argument's type.
  @Test func convertMovesRectsAndPointsBetweenViews() {
    let output = run([
      "let box = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))",
      "view.addSubview(box)",
      "let inner = UIView(frame: CGRect(x: 10, y: 5, width: 50, height: 50))",
      "box.addSubview(inner)",
      "print(inner.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: nil))",
      "print(view.convert(CGPoint(x: 40, y: 110), to: inner))",
      "print(box.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: inner))",
      "let p = inner.convert(CGPoint(x: 1, y: 1), to: nil)",
      "print(p.x + p.y)",
    ])
    #expect(output.contains("(31.0, 107.0, 3.0, 4.0)\n"))
    #expect(output.contains("(10.0, 5.0)\n"))
    #expect(output.contains("(10.0, 5.0, 10.0, 10.0)\n"))
    #expect(output.contains("137.0\n"))
  }

  /// What pasted controllers set on their views and buttons is kept and read back, and
  /// NSObject's `isKind(of:)` answers as the runtime does.
  @Test func contentModeImagesAndKindsAreKept() {
    let output = run([
      "let b = UIButton(type: .system)",
      "b.setImage(UIImage(named: \"flag-fr\"), for: .normal)",
      "print(b.currentImage != nil, b.image(for: .highlighted) == nil)",
      "let iv = UIImageView(frame: .zero)",
      "iv.contentMode = .scaleAspectFit",
      "iv.translatesAutoresizingMaskIntoConstraints = false",
      "print(iv.contentMode == .scaleAspectFit, iv.translatesAutoresizingMaskIntoConstraints)",
      "print(b.isKind(of: UIView.self), b.isMember(of: UIView.self), iv.isKind(of: UIButton.self))",
    ])
    #expect(output.contains("true true\n"))
    #expect(output.contains("true false\n"))
    #expect(output.hasSuffix("true false false\n"))
  }

  @Test func presentingFromTheNavigationControllerPresentsOverSelf() {
    let output = run([
      "let alert = UIAlertController(title: \"Nav\", message: nil, preferredStyle: .alert)",
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
      "navigationController?.present(alert, animated: true, completion: nil)",
      "print(presentedViewController == alert)",
    ])
    #expect(output.contains("Nav"))
    #expect(output.contains("true\n"))
  }

  @Test func theApplicationsWindowsAndTheTopViewControllerWalk() {
    let output = run([
      "print(UIApplication.shared.keyWindow?.rootViewController == self, UIApplication.shared.windows.count)",
      "print(UIApplication.shared.delegate?.window??.rootViewController == self)",
      "let first = UIAlertController(title: \"One\", message: nil, preferredStyle: .alert)",
      "first.addAction(UIAlertAction(title: \"OK\", style: .default))",
      "present(first, animated: true)",
      "var top = UIApplication.shared.keyWindow!.rootViewController!",
      "while let presented = top.presentedViewController { top = presented }",
      "print(top == first)",
    ])
    #expect(output.contains("true 1\n"))
    #expect(output.contains("true\n"))
    #expect(output.hasSuffix("true\n"))
  }

  @Test func theScreenIsTheDevicesInPointsWithItsScale() {
    #expect(run(["print(UIScreen.main.bounds.width, UIScreen.main.scale)"]).contains("375.0 2.0"))
    #expect(
      run(
        ["print(UIScreen.main.bounds.width, UIScreen.main.scale)"],
        device: Device(model: .iphonePlus)
      ).contains("414.0 3.0"))
    #expect(
      run(
        ["print(UIScreen.main.bounds.width, view.bounds.width)"], device: Device(model: .ipadSplit)
      )
      .contains("768.0 320.0"))
    #expect(run(["print(UIScreen.mainScreen().bounds.height)"]).contains("667.0"))
  }

  // MARK: Presented controllers

  @Test func theShareSheetIsASheetOnIPhoneAndCrashesOnIPadWithoutAnAnchor() {
    let phone = run([
      "let share = UIActivityViewController(activityItems: [\"Hi\"], applicationActivities: nil)",
      "present(share, animated: true)",
    ])
    #expect(phone.contains("Share"))
    #expect(!phone.contains("Terminating"))
    let pad = run(
      [
        "let share = UIActivityViewController(activityItems: [\"Hi\"], applicationActivities: nil)",
        "present(share, animated: true)",
      ], device: Device(model: .ipad))
    #expect(
      pad.contains(
        "reason: 'Your application has presented a UIActivityViewController (<UIActivityViewController: 0x"
      ))
    #expect(
      pad.contains("You must provide either a sourceView and sourceRect or a barButtonItem.  If"))
    let anchored = run(
      [
        "let share = UIActivityViewController(activityItems: [\"Hi\"], applicationActivities: nil)",
        "share.popoverPresentationController?.barButtonItem = addButton",
        "present(share, animated: true)",
      ], device: Device(model: .ipad))
    #expect(!anchored.contains("Terminating"))
  }

  @Test func theShareSheetsCrashOnIOS8HasThePopoverText() {
    var session = makeSession(device: Device(model: .ipad), iOS: IOSVersion(8))
    _ = session.submit(
      "let share = UIActivityViewController(activityItems: [\"Hi\"], applicationActivities: nil)")
    #expect(
      session.submit("present(share, animated: true)").contains(
        "should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
  }

  @Test func anImagePickerIsPresented() {
    let output = run(["let picker = UIImagePickerController()", "present(picker, animated: true)"])
    #expect(output.contains("Photos"))
  }

  // MARK: Foundation

  @Test func localizedStringsGiveTheKeyOrTheValue() {
    let output = run([
      "print(NSLocalizedString(\"Delete\", comment: \"button\"))",
      "print(NSLocalizedString(\"delete.title\", value: \"Delete photo?\", comment: \"\"))",
    ])
    #expect(output.contains("Delete\nDelete photo?\n"))
    #expect(output.components(separatedBy: "NSLocalizedString finds no").count == 2)
  }

  @Test func stringLocalizedGivesTheKeyInterpolatedOrTheDefaultValue() {
    let output = run([
      "let name = \"Ada\"",
      "print(String(localized: \"OK\", bundle: .module, comment: \"Dismiss\"))",
      "print(String(localized: \"Hello \\(name)\"))",
      "print(String(localized: \"delete.title\", defaultValue: \"Delete?\", comment: \"\"))",
    ])
    #expect(output.contains("OK\nHello Ada\nDelete?\n"))
    #expect(output.components(separatedBy: "String(localized:) finds no").count == 2)
  }

  @Test func anExtensionOfUIApplicationReadsItsPropertiesWithoutSelf() {
    let output = run([
      """
      extension UIApplication {
        var root: UIViewController? {
          connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController
        }
      }
      """,
      "print(UIApplication.shared.root === self)",
    ])
    #expect(output.contains("true\n"))
  }

  @Test func affineTransformsAreMadeAndCombinedAsCoreGraphicsDoes() {
    let output = run([
      "let grow = CGAffineTransform(scaleX: 0.5, y: 0.5)",
      "print(grow)",
      "let moved = CGAffineTransform.identity.translatedBy(x: 10, y: 5).scaledBy(x: 2, y: 2)",
      "print(moved.tx, moved.a, moved.inverted().concatenating(moved).isIdentity)",
      "print(CGAffineTransform(rotationAngle: .pi / 2).b, CGAffineTransform().isIdentity)",
      "let button = UIButton(type: .system)",
      "button.transform = grow",
    ])
    #expect(
      output.contains("CGAffineTransform(a: 0.5, b: 0.0, c: 0.0, d: 0.5, tx: 0.0, ty: 0.0)\n"))
    #expect(output.contains("10.0 2.0 true\n"))
    #expect(output.contains("1.0 false\n"))
    #expect(output.contains("AlertLab does not simulate `UIView.transform`; the rest of this"))
  }

  @Test func stringFormatAndNSLogConversions() {
    let output = run([
      "print(String(format: \"%d|%i|%ld|%lu|%@|%f|%.2f|%s|%%\", 1, 2, 3, 4, \"five\", 6.5, 7.125, \"eight\"))",
      "NSLog(\"%@ has %d items\", \"Cart\", 3)",
    ])
    #expect(output.contains("1|2|3|4|five|6.500000|7.12|eight|%\n"))
    #expect(
      output.contains("2024-01-01 09:41:00.000000+0000 AlertLab[1000:2000] Cart has 3 items\n"))
    #expect(run(["String(format: \"%d %d\", 1)"]).contains("has more conversions than arguments"))
    #expect(run(["String(format: \"%d\", \"x\")"]).contains("expects a number"))
  }

  @Test func aNavigationControllersVisibleControllerIsWhatShows() {
    let output = run([
      "let root = UIViewController()",
      "let nav = UINavigationController(rootViewController: root)",
      "print(nav.visibleViewController === root, nav.visibleViewController === nav)",
    ])
    #expect(output.contains("true false\n"), "\(output)")
  }

  @Test func aDictionaryIsAValueOfItsOwnBesideAttributes() {
    #expect(run(["let d = [\"a\": 1]"]).contains("d: [String: Int] = [\"a\": 1]"))
  }

  @Test func privateKeysDrawWhatShowsAndSayTheyArePrivate() {
    var session = makeSession()
    _ = session.submit(
      "let alert = UIAlertController(title: \"Plain\", message: \"m\", preferredStyle: .alert)")
    _ = session.submit(
      "let title = NSMutableAttributedString(string: \"Styled\", attributes: [.foregroundColor: UIColor.red])"
    )
    let set = session.submit("alert.setValue(title, forKey: \"attributedTitle\")")
    #expect(set.contains("'attributedTitle' is a private key of UIAlertController"))
    _ = session.submit("let ok = UIAlertAction(title: \"OK\", style: .default)")
    _ = session.submit("ok.setValue(true, forKey: \"checked\")")
    _ = session.submit("alert.addAction(ok)")
    let shown = session.submit("present(alert, animated: true)")
    #expect(shown.contains("Styled"))
    #expect(!shown.contains("Plain"))
    #expect(shown.contains("v OK"))
    #expect(session.submit(":describe").contains("title in red"))
    #expect(session.submit("print(alert.title!)").contains("Plain"))
    #expect(
      session.submit("alert.setValue(1, forKey: \"flavour\")").contains(
        "AlertLab does not simulate key-value coding for the key 'flavour' of UIAlertController"))
  }

  // MARK: Honest refusals

  @Test func aRealMemberNotSimulatedIsSaidToBeSo() {
    let output = run(["UIView.transition(with: view, duration: 0.3, options: [], animations: nil)"])
    #expect(
      output.contains(
        "AlertLab does not simulate `UIView.transition(with:duration:options:animations:)`; "
          + "nothing ran"))
    #expect(
      output.contains("the nearest AlertLab simulates: 'UIView.animate(withDuration:animations:)'"))
    #expect(!output.contains("has no member"))
  }

  @Test func realMembersOfEachKnownClassAreNotReportedMissing() {
    let lines = [
      "view.layer.position = CGPoint(x: 1, y: 2)", "button.setAttributedTitle(nil, for: .normal)",
      "navigationController?.setViewControllers([], animated: true)",
      "UIApplication.shared.canOpenURL(nil)", "print(UIScreen.main.nativeBounds)",
      "let a = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert); print(a.severity)",
      "print(\"abc\".localizedCapitalized)",
      "self.showDetailViewController(UIViewController(), sender: nil)",
    ]
    for line in lines {
      let output = run([line])
      #expect(output.contains("AlertLab does not simulate `"), "\(line): \(output)")
      #expect(!output.contains("has no member"), "\(line): \(output)")
    }
  }

  @Test func settingARealPropertyNotSimulatedRunsTheRestOfTheStatement() {
    let output = run(["view.clipsToBounds = true", "print(\"after\")"])
    #expect(
      output.contains(
        "AlertLab does not simulate `UIView.clipsToBounds`; the rest of this statement ran"))
    #expect(output.contains("after\n"))
    // A navigation item's real members AlertLab does not simulate say so too.
    let prompt = run(["navigationItem.prompt = \"Score: 3\"", "print(\"asked\")"])
    #expect(
      prompt.contains(
        "AlertLab does not simulate `UINavigationItem.prompt`; the rest of this statement ran"),
      "\(prompt)")
    #expect(prompt.contains("asked\n"))
  }

  /// A text field's configuration handler sets what a real app sets; its parameter's type
  /// comes from the call, not from a declaration.
  @Test func settingARealPropertyInAHandlerRunsTheRestOfTheHandler() {
    let output = run([
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
      "alert.addTextField { field in\n  field.accessibilityHint = \"Six digits\"\n"
        + "  field.placeholder = \"Code\"\n}",
      "print(alert.textFields?.first?.placeholder ?? \"none\")",
    ])
    #expect(
      output.contains(
        "AlertLab does not simulate `UIView.accessibilityHint`; the rest of this statement ran"
      ), "\(output)")
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("Code\n"), "\(output)")
  }

  @Test func aNameUIKitDoesNotHaveStaysNoMemberWithDidYouMean() {
    let output = run(["view.backgroundColour = .red"])
    #expect(output.contains("value of type 'UIView' has no member 'backgroundColour'"))
    #expect(output.contains("did you mean 'backgroundColor'?"))
  }

  @Test func aClassOfTheSDKNotSimulatedIsSaidToBeSo() {
    #expect(
      run(["let t = UICollectionView()"]).contains(
        "AlertLab does not simulate `UICollectionView`; nothing ran"))
    #expect(run(["let t = UIFoo()"]).contains("cannot find 'UIFoo' in scope"))
    // Extending one is real Swift too.
    let extended = run(["extension CGVector {\n  var length: CGFloat { 0 }\n}"])
    #expect(extended.contains("AlertLab does not simulate `CGVector`; nothing ran"), "\(extended)")
    #expect(!extended.contains("cannot find type"), "\(extended)")
    #expect(run(["extension Foo {}"]).contains("cannot find type 'Foo' in scope"))
  }

  @Test func everyListedClassHasItsSDKNames() {
    for name in [
      "UIView", "UILabel", "UIButton", "UITextField", "UIViewController", "UINavigationController",
      "UIApplication", "UIScreen", "UIAlertController", "UIAlertAction",
      "UIPopoverPresentationController", "NSString",
    ] {
      #expect(SDKNames.classes[name] != nil, "\(name)")
    }
  }

  /// A disabled control gets no taps, as on a device; enabled again, it does.
  @Test func aDisabledButtonGetsNoTaps() {
    let lines = [
      """
      class VC: UIViewController {
        let button = UIButton(type: .system)
        override func viewDidLoad() {
          super.viewDidLoad()
          button.setTitle("Save", for: .normal)
          button.addTarget(self, action: #selector(save), for: .touchUpInside)
          view.addSubview(button)
          button.isEnabled = false
          print(button.isEnabled, button.isSelected, button.isHighlighted)
        }
        @objc func save() { print("saved") }
      }
      """,
      ":tap \"Save\"", "self.button.isEnabled = true", ":tap \"Save\"",
    ]
    var session = makeSession()
    let outputs = lines.map { session.submit($0) }
    #expect(outputs[0].contains("false false false"), "\(outputs[0])")
    #expect(
      outputs[1].hasPrefix("\"Save\" is disabled (its isEnabled is false)"), "\(outputs[1])")
    #expect(!outputs[1].contains("saved"))
    #expect(outputs[3].contains("saved"), "\(outputs[3])")
  }

  /// A module AlertLab does not simulate is said once; the rest of the code runs.
  @Test func anImportOfAModuleNotSimulatedRunsTheRest() {
    var session = makeSession()
    let imported = session.submit("import WebKit")
    #expect(imported.contains("AlertLab does not simulate the module 'WebKit'"), "\(imported)")
    #expect(!imported.contains("error"), "\(imported)")
    #expect(session.submit("print(\"after\")").contains("after"))
    #expect(!session.submit("import WebKit").contains("WebKit"))
  }

  /// Auto Layout code runs: constraints are kept and read back, and a note says once that
  /// they change nothing on the screen.
  @Test func autoLayoutConstraintsAreKeptAndSaidToChangeNothing() {
    var session = makeSession()
    let lines = [
      "let box = UIView()", "box.translatesAutoresizingMaskIntoConstraints = false",
      "view.addSubview(box)",
      """
      NSLayoutConstraint.activate([
        box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        box.widthAnchor.constraint(equalToConstant: 120),
      ])
      """,
      "let height = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)",
      "print(height.isActive, height.constant)",
      "height.isActive = true", "height.constant = 60", "print(height.isActive, height.constant)",
    ]
    let outputs = lines.map { session.submit($0) }
    let all = outputs.joined()
    #expect(!all.contains("error"), "\(all)")
    #expect(outputs[3].contains("AlertLab keeps Auto Layout constraints"), "\(outputs[3])")
    #expect(!outputs[6].contains("Auto Layout"), "the note is said once: \(outputs[6])")
    #expect(outputs[5].contains("false 44.0"), "\(outputs[5])")
    #expect(outputs[8].contains("true 60.0"), "\(outputs[8])")
  }
}
