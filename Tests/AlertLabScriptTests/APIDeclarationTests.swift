import AlertLabKit
import Testing

@testable import AlertLabScript

@Suite struct APIDeclarationTests {
  /// Script lines that make `x`, an instance of each declared class with properties; `{reads}`
  /// stands where the reads go when `x` only exists inside a closure.
  static let receivers: [String: String] = [
    "UIViewController": "var x = UIViewController()",
    "UITapGestureRecognizer": "var x = UITapGestureRecognizer()",
    "UISwipeGestureRecognizer": "var x = UISwipeGestureRecognizer()",
    "UIStoryboardSegue":
      "var x = UIStoryboardSegue(identifier: \"a\", source: self, destination: UIViewController())",
    "UITableViewController": "var x = UITableViewController()",
    "UITableView": "var x = UITableView(frame: .zero, style: .plain)",
    "UITableViewCell": "var x = UITableViewCell(style: .subtitle, reuseIdentifier: \"Item\")",
    "IndexPath": "var x = IndexPath(row: 2, section: 1)",
    "UIListContentConfiguration": """
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var x = cell.defaultContentConfiguration()
    """,
    "UIAlertController":
      "var x = UIAlertController(title: \"T\", message: \"M\", preferredStyle: .alert)",
    "UIAlertAction": "var x = UIAlertAction(title: \"OK\", style: .default)",
    "UITextField": """
    let a = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    a.addTextField { _ in }
    var x = a.textFields![0]
    """,
    "UIView": "var x = self.view",
    "Task": "var x = Task { 1 }\n_ = await x.value\n{reads}",
    "TaskGroup":
      "_ = await withTaskGroup(of: Int.self) { x in\nx.addTask { 1 }\n{reads}\nreturn 0\n}",
    "UIColor": "var x = UIColor.red",
    "UIButton": "var x = button",
    "UIButton.Configuration": "var x = UIButton.Configuration.filled()",
    "UIControl": "var x: UIControl = button",
    "NSLayoutConstraint": "var x = UIView().widthAnchor.constraint(equalToConstant: 40)",
    "UILayoutGuide": "var x = UIView().safeAreaLayoutGuide",
    "UIBarButtonItem": "var x = addButton",
    "UIPopoverPresentationController": """
    let c = UIViewController()
    c.modalPresentationStyle = .popover
    var x = c.popoverPresentationController!
    """,
    "NotificationCenter": "var x = NotificationCenter.default",
    "Notification": """
    NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { x in
    {reads}
    }
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: nil)
    """,
    "UIDevice": "var x = UIDevice.current",
    "UITraitCollection": "var x = self.traitCollection",
    "CGRect": "var x = CGRect(x: 1, y: 2, width: 3, height: 4)",
    "CGSize": "var x = CGSize(width: 3, height: 4)",
    "CGPoint": "var x = CGPoint(x: 1, y: 2)",
    "UIEdgeInsets": "var x = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
    "String": "var x = \"8.4\"",
    "Array": "var x = [1, 2]",
    "UIAlertView": "var x = UIAlertView()",
    "Timer": "var x = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }",
    "UIActionSheet": "var x = UIActionSheet()",
    "UIPopoverController":
      "var x = UIPopoverController(contentViewController: UIViewController())",
    "UIPopoverBackgroundView": """
    class Background: UIPopoverBackgroundView {}
    var x = Background()
    """,
    "UINavigationController":
      "var x = UINavigationController(rootViewController: UIViewController())",
    "UINavigationBar": "var x = UINavigationBar.appearance()",
    "UIImage": "var x = UIImage(named: \"popover-arrow.png\")!",
    "UIImageView": "var x = UIImageView(image: UIImage(named: \"popover-arrow.png\"))",
    "UIActivityIndicatorView": "var x = UIActivityIndicatorView(style: .medium)",
    "UIGestureRecognizer": "var x = UITapGestureRecognizer(target: nil, action: nil)",
    "UIMenuElement": "var x = UIAction(title: \"Copy\") { _ in }",
    "UIMenu": "var x = UIMenu(title: \"Sort\", children: [UIAction(title: \"Name\") { _ in }])",
    "UIAction": "var x = UIAction(title: \"Copy\", attributes: .destructive) { _ in }",
    "UnsafeMutablePointer": repositioning(rect: "x", view: "view"),
    "AutoreleasingUnsafeMutablePointer": repositioning(rect: "rect", view: "x"),
    "UILabel": "var x = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))",
    "CALayer": "var x = view.layer",
    "UIApplication": "var x = UIApplication.shared",
    "UIApplicationDelegate": "var x = UIApplication.shared.delegate!",
    "UIWindow": "var x = UIApplication.shared.keyWindow!",
    "UIScreen": "var x = UIScreen.main",
    "UINavigationItem": "var x = navigationItem",
    "UIImagePickerController": "var x = UIImagePickerController()",
    "NSAttributedString": "var x = NSAttributedString(string: \"Title\")",
    "Thread": "var x = Thread.current",
    "Date": "var x = Date(timeIntervalSince1970: 0)",
    "UIDatePicker": "var x = UIDatePicker()",
    "UIToolbar": "var x = UIToolbar()",
    "DateFormatter": "var x = DateFormatter()",
    "Locale": "var x = Locale(identifier: \"en_US\")",
    "UIScene": "var x = UIApplication.shared.connectedScenes.first!",
    "UIWindowScene": "var x = UIApplication.shared.connectedScenes.first as! UIWindowScene",
  ]

  /// A popover whose delegate reads and sets its pointer arguments (`{reads}`) when the
  /// device turns: pointers exist only while that call lasts.
  static func repositioning(rect: String, view: String) -> String {
    """
    let c = UIViewController()
    c.modalPresentationStyle = .popover
    c.popoverPresentationController?.sourceView = button
    c.popoverPresentationController?.delegate = self
    func popoverPresentationController(_ p: UIPopoverPresentationController, willRepositionPopoverTo \(rect): UnsafeMutablePointer<CGRect>, in \(view): AutoreleasingUnsafeMutablePointer<UIView>) {
    {reads}
    }
    present(c, animated: true)
    """
  }

  /// The receivers above that exist only while UIKit calls back: the device turns after the
  /// source runs.
  static let turning: Set<String> = ["UnsafeMutablePointer", "AutoreleasingUnsafeMutablePointer"]

  /// The iOS a class's receiver is made on where today's would refuse it: UIAlertView
  /// throws in a UIScene app from iOS 13.
  static let eras: [String: IOSVersion] = [
    "UIAlertView": IOSVersion(8), "UIActionSheet": IOSVersion(8),
  ]

  /// Every property a class declares is read on a real instance, and every settable one is
  /// set to what it reads, without an error: a declaration whose behaviour does not work (or a
  /// new class without a receiver here) fails.
  @Test func everyDeclaredPropertyReadsAndSetsOnARealInstance() {
    for type in APICatalog.classes {
      let properties = type.members.filter {
        if case .property = $0.kind { return true }
        return false
      }
      let statics = type.members.filter { $0.kind == .staticProperty }
      for member in statics {
        let lines = transcript(
          "print(\(type.name).\(member.name))", world: World(device: Device(model: .ipad)))
        #expect(lines.filter { $0.hasPrefix("out: ") }.count == 1, "\(member.id): \(lines)")
      }
      guard !properties.isEmpty else { continue }
      guard let receiver = Self.receivers[type.name] else {
        Issue.record("no receiver for \(type.name): add one to APIDeclarationTests.receivers")
        continue
      }
      var reads = properties.map { "print(x.\($0.name))" }
      reads += properties.filter { $0.set != nil }.map { "x.\($0.name) = x.\($0.name)" }
      let source =
        receiver.contains("{reads}")
        ? receiver.replacing("{reads}", with: reads.joined(separator: "\n"))
        : receiver + "\n" + reads.joined(separator: "\n")
      let era = Self.eras[type.name] ?? World().iOS
      var lines = transcript(source, world: World(device: Device(model: .ipad), iOS: era))
      if Self.turning.contains(type.name) {
        lines = transcriptTurning(source, world: World(device: Device(model: .ipad), iOS: era))
      }
      let failures = lines.filter { $0.hasPrefix("error:") || $0.hasPrefix("crash:") }
      #expect(failures.isEmpty, "\(type.name): \(failures)")
      #expect(
        lines.filter { $0.hasPrefix("out: ") }.count == properties.count,
        "\(type.name): \(lines)")
    }
  }

  @Test func noMemberIsDeclaredTwiceOrShadowedByAnOldSpelling() {
    #expect(APICatalog.duplicates(in: APICatalog.classes) == [])
  }

  @Test func aDuplicateMemberOrOldSpellingIsFound() {
    let title = APIMember.property("title", "String?") { _, _ in .none }
    let shadowing = APIMember.property("name", "String?", old: ["title"]) { _, _ in .none }
    let zero = APIMember.zero("CGRect", .rect(.zero), global: "CGRectZero")
    let problems = APICatalog.duplicates(in: [
      APIClass("Twice", members: [title, title, shadowing]), APIClass("Zero", members: [zero]),
      APIClass("AlsoZero", members: [zero]),
    ])
    #expect(
      problems == [
        "Twice.title is declared twice",
        "Twice.name: its old spelling 'title' is a member's spelling today",
        "AlsoZero.zero: the global 'CGRectZero' is another member's too",
      ])
  }

  @Test func idsAndOldSpellingNotesComeFromTheDeclaration() throws {
    let present = try #require(
      APICatalog.table(of: "UIAlertController").methods["present"]?.first)
    #expect(present.id == "UIViewController.present(_:animated:completion:)")
    let old = try #require(present.old.first)
    #expect(
      present.note(for: old)
        == ("presentViewController(_:animated:completion:)", "present(_:animated:completion:)"))
    let zero = try #require(APICatalog.globals["CGRectZero"])
    #expect(zero.member.note(for: zero.spelling) == ("CGRectZero", "CGRect.zero"))
    let make = try #require(APICatalog.globals["CGRectMake"])
    #expect(
      make.member.note(for: make.spelling) == ("CGRectMake(...)", "CGRect(x:y:width:height:)"))
    let field = try #require(APICatalog.globals["UITextFieldTextDidChangeNotification"])
    #expect(field.member.id == "UITextField.textDidChangeNotification")
  }

  @Test func dispatchFindsOldSpellingsInTheTable() throws {
    let action = APICatalog.table(of: "UIAlertAction")
    #expect(action.properties["enabled"]?.member.name == "isEnabled")
    #expect(action.properties["enabled"]?.isOld == true)
    #expect(action.properties["isEnabled"]?.isOld == false)
    // A subclass finds what it inherits, and its own member before an inherited one.
    let alert = APICatalog.table(of: "UIAlertController")
    #expect(alert.properties["title"]?.member.owner == "UIAlertController")
    #expect(alert.properties["view"]?.member.owner == "UIViewController")
    #expect(APICatalog.table(of: "UIDevice").staticCalls["currentDevice"]?.member.name == "current")
  }

  @Test func lessonsNameAPIsTheDeclarationsHave() {
    #expect(APIMention.check("UIAlertAction.isEnabled") == .declared)
    #expect(APIMention.check("UIAlertAction.enabled") == .declared)
    #expect(APIMention.check("UIAlertController.Style") == .declared)
    #expect(APIMention.check("UIColor.red") == .declared)
    #expect(APIMention.check("UIDevice.currentDevice()") == .declared)
    // SwiftUI's `dismiss()` (an environment value called as a function) is no UIKit call.
    #expect(APIMention.check("dismiss()") == .declared)
    #expect(APIMention.check("dismiss(animated:completion:)") == .declared)
    #expect(APIMention.check("dismiss(animate:)") != .declared)
    #expect(APIMention.check("NSNotificationCenter.defaultCenter()") == .declared)
    #expect(APIMention.check("UIAlertController(title:message:preferredStyle:)") == .declared)
    #expect(APIMention.check("addButtonWithTitle(_:)") == .declared)
    #expect(APIMention.check("present(_:animated:completion:)") == .declared)
    #expect(
      APIMention.check("UIAlertAction.isEnabld")
        == .undeclared(nearest: "UIAlertAction.isEnabled"))
    #expect(
      APIMention.check("UIAlertController(title:message:style:)")
        == .undeclared(nearest: "UIAlertController(title:message:preferredStyle:)"))
    #expect(
      APIMention.check("addAction(action:)") == .undeclared(nearest: "addAction(_:)"))
    // Not an API of a declared type: a learner's function, a delegate method, a file.
    #expect(APIMention.check("alertView(_:clickedButtonAt:)") == nil)
    #expect(APIMention.check("MyBackground.self") == nil)
    #expect(APIMention.check("README.md") == nil)
    #expect(APIMention.check("let x = 1") == nil)
  }
}

/// `transcript` of `source` followed by a turn of the device.
func transcriptTurning(_ source: String, world: World) -> [String] {
  let interpreter = Interpreter(world: world)
  let (diagnostics, _) = interpreter.run(source)
  var lines = diagnostics.map { "error: \($0.range.start): \($0.message)" }
  let (outcome, refusal) = interpreter.perform { world, runner in
    try world.setDevice(world.device.rotated(), runner: runner)
  }
  if let refusal { lines.append("error: " + refusal.english) }
  for event in outcome.events {
    if case .output(let text) = event { lines.append("out: " + text) }
  }
  switch outcome.failure {
  case .diagnostic(let diagnostic)?: lines.append("error: \(diagnostic.message)")
  case .crash(let crash, _)?: lines.append("crash: \(crash.rule.id)")
  case nil: break
  }
  return lines
}
