import AlertLabKit
import Testing

@testable import AlertLabShell

/// A learner's own view controller as the screen: it replaces `self`'s class, its life cycle
/// runs in UIKit's order, its outlets and actions connect to the scene.
@Suite struct ScreenControllerTests {
  let controller = """
    class Base: UIViewController {
      var log: [String] = []
      override func viewDidLoad() {
        super.viewDidLoad()
        log.append("Base.viewDidLoad")
      }
    }
    """

  /// The first view controller class of a paste is the screen even when it names one the
  /// paste declares after it (which then runs ahead of it).
  @Test func theFirstControllerOfAPasteIsSelfThoughItNamesALaterOne() {
    var session = makeSession()
    let out = session.submit(
      """
      class ListViewController: UIViewController {
        var detail: DetailViewController?
        override func viewDidLoad() {
          super.viewDidLoad()
          detail = DetailViewController()
        }
      }
      class DetailViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad() }
      }
      print(type(of: self), detail != nil)
      """)
    #expect(out.contains("note: self is now of class ListViewController (UIViewController)"))
    #expect(!out.contains("self is now of class DetailViewController"))
    #expect(out.hasSuffix("ListViewController true\n"))
  }

  @Test func thePastedControllerBecomesSelfAndItsLifeCycleRunsInOrder() {
    var session = makeSession()
    let out = session.submit(
      """
      class ListViewController: UITableViewController {
        @IBOutlet weak var addButton: UIBarButtonItem!
        var items = ["a"]
        override func awakeFromNib() { print("awakeFromNib") }
        override func viewDidLoad() {
          super.viewDidLoad()
          print("viewDidLoad", items.count)
        }
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          print("viewWillAppear", animated)
        }
        override func viewDidAppear(_ animated: Bool) { print("viewDidAppear") }
        func add() { items.append("b") }
      }
      """)
    #expect(
      out.hasPrefix(
        "awakeFromNib\nviewDidLoad 1\nviewWillAppear false\nviewDidAppear\n"
          + "note: self is now of class ListViewController (UITableViewController): its awakeFromNib, "
          + "viewDidLoad, viewWillAppear, viewDidAppear ran. :undo, or :reset, brings back the "
          + "plain ViewController.\n"))
    #expect(session.world.className(of: session.world.rootViewController) == "ListViewController")
    _ = session.submit("self.add()")
    #expect(session.submit("self.items") == "$R0: [String] = [\"a\", \"b\"]\n")
    #expect(session.submit("self is UITableViewController") == "$R1: Bool = true\n")
    _ = session.submit(":undo")
    _ = session.submit(":undo")
    #expect(session.world.className(of: session.world.rootViewController) == "ViewController")
  }

  @Test func superCallsClimbTheLearnersClasses() {
    var session = makeSession()
    _ = session.submit(controller)
    #expect(session.submit("log") == "$R0: [String] = [\"Base.viewDidLoad\"]\n")
    _ = session.submit(
      """
      class Sub: Base {
        override func viewDidLoad() {
          super.viewDidLoad()
          log.append("Sub.viewDidLoad")
        }
      }
      """)
    #expect(session.world.className(of: session.world.rootViewController) == "Sub")
    #expect(
      session.submit("log") == "$R1: [String] = [\"Base.viewDidLoad\", \"Sub.viewDidLoad\"]\n")
  }

  @Test func onlyTheFirstControllerBecomesTheScreen() {
    var session = makeSession()
    _ = session.submit(controller)
    let second = session.submit("class Other: UIViewController { func hi() {} }")
    #expect(!second.contains("self is now"))
    #expect(session.world.className(of: session.world.rootViewController) == "Base")
  }

  @Test func outletsConnectByNameThenTypeOrStayNilWithANote() {
    var session = makeSession()
    let out = session.submit(
      """
      class C: UIViewController {
        @IBOutlet weak var plusItem: UIBarButtonItem!
        @IBOutlet weak var first: UIButton!
        @IBOutlet weak var second: UIButton!
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet weak var toggle: UISwitch!
      }
      """)
    #expect(
      out.contains(
        "note: Connected: @IBOutlet plusItem → the \"+\" item; @IBOutlet first → the \"Show "
          + "Sheet\" button; @IBOutlet second → a button added to the view (the scene had no "
          + "other, a storyboard would); @IBOutlet nameLabel → a label added to the view"))
    #expect(
      out.contains(
        "note: @IBOutlet toggle (UISwitch) stays nil: the scene has no control of that name or "
          + "type.\n"))
    // A label outlet gets a label added to the view, as the storyboard would have it.
    #expect(out.contains("@IBOutlet nameLabel → a label added to the view"))
    #expect(session.submit("first === button") == "$R0: Bool = true\n")
    #expect(session.submit("nameLabel == nil") == "$R1: Bool = false\n")
  }

  @Test func actionsAnswerTapsOnTheControlsWithTheControlAsSender() {
    var session = makeSession()
    let out = session.submit(
      """
      class C: UIViewController {
        @IBAction func addTapped(_ sender: UIBarButtonItem) {
          print("add", sender === addButton)
        }
        @IBAction func showSheet(_ sender: Any) {
          let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "OK", style: .default))
          present(alert, animated: true)
        }
      }
      """)
    #expect(
      out.contains(
        "@IBAction addTapped(_:) ← :tap \"+\"; @IBAction showSheet(_:) ← :tap \"Show Sheet\""))
    #expect(session.submit(":tap \"+\"").hasPrefix("add true\n"))
    let shown = session.submit(":tap \"Show Sheet\"")
    #expect(shown.contains("Hi"))
    // With the alert up, the tap goes to the alert.
    #expect(
      session.submit(":tap \"+\"") == "There is no button \"+\" on screen. Buttons: \"OK\".\n")
  }

  @Test func withoutAControllerTheControlsHaveNoAction() {
    var session = makeSession()
    #expect(session.submit(":tap \"+\"").hasPrefix("\"+\" is connected to no action"))
  }

  @Test func presentingFromViewDidLoadIsTooEarly() {
    var session = makeSession()
    let out = session.submit(
      """
      class C: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          present(UIAlertController(title: "Early", message: nil, preferredStyle: .alert), animated: true)
        }
        override func viewDidAppear(_ animated: Bool) {
          present(UIAlertController(title: "Now", message: nil, preferredStyle: .alert), animated: true)
        }
      }
      """)
    #expect(out.contains("whose view is not in the window hierarchy"))
    #expect(out.contains("Now"))
  }

  /// The screen's class gets the methods of the extensions of the protocols it adopts,
  /// whether the extension comes before the class or after it; its own method of the same
  /// signature wins.
  @Test func theScreenClassGetsItsProtocolsDefaultMethods() {
    var session = makeSession()
    let out = session.submit(
      """
      protocol Confirming {}
      extension Confirming where Self: UIViewController {
        func confirm(_ title: String) {
          let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "OK", style: .default))
          present(alert, animated: true)
        }
        func greeting() -> String { "default" }
      }
      class ViewController: UIViewController, Confirming, Logging {
        func greeting() -> String { "own" }
        @IBAction func showSheet(_ sender: UIButton) { confirm("Sure?") }
      }
      protocol Logging {}
      extension Logging { func log(_ text: String) { print("log:", text) } }
      print(greeting())
      self.log("ready")
      """)
    #expect(out.contains("note: self is now of class ViewController (UIViewController)"))
    #expect(out.contains("own\nlog: ready\n"))
    #expect(session.submit(":tap \"Show Sheet\"").contains("Sure?"))
  }

  /// iOS 7's system colours and iOS 13's semantic ones are `UIColor`'s static properties,
  /// each available from its version.
  @Test func systemColorsAreUIColorsFromTheirVersion() {
    var session = makeSession()
    #expect(
      session.submit(
        "let tint: UIColor = .systemRed\nprint(tint == UIColor.systemRed, tint == .red)"
      )
      .hasSuffix("true false\n"))
    _ = session.submit(":ios 12")
    #expect(
      session.submit("let back = UIColor.systemBackground").contains(
        "'systemBackground' is only available in iOS 13.0 or newer (this app runs iOS 12.0)"))
    #expect(session.submit("print(UIColor.systemPurple)").hasSuffix("systemPurple\n"))
  }

  /// A method of the learner's `extension UIViewController` named as one of UIKit's
  /// (`present(controller:from:)`) leaves UIKit's for the calls its labels do not fit, with
  /// `self.` or without.
  @Test func anExtensionMethodBesideUIKitsOfTheSameName() {
    var session = makeSession()
    let out = session.submit(
      """
      extension UIViewController {
        func present(controller: UIViewController, title: String) {
          controller.title = title
          present(controller, animated: true, completion: nil)
        }
        func present(message: String) {
          let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "OK", style: .default))
          self.present(alert, animated: true)
        }
      }
      present(message: "Saved")
      """)
    #expect(!out.contains("error"))
    #expect(session.submit(":describe").contains("Alert. Title: Saved. Buttons: OK."))
    _ = session.submit(":tap \"OK\"")
    _ = session.submit("present(controller: UIViewController(), title: \"Details\")")
    #expect(
      session.submit("print(presentedViewController?.title ?? \"none\")").hasSuffix("Details\n"))
  }

  /// The screen's `viewDidLoad` may call a method of an extension declared further down the
  /// same paste, as in a Swift file: the life cycle runs once the extension is declared.
  @Test func theLifeCycleWaitsForALaterExtensionOfTheScreenClass() {
    for name in ["ViewController", "SettingsViewController"] {
      var session = makeSession()
      let out = session.submit(
        """
        class \(name): UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            configure()
          }
        }

        fileprivate extension \(name) {
          func configure() { navigationItem.title = "Configured" }
        }
        print(navigationItem.title ?? "none")
        """)
      #expect(!out.contains("error"), "\(name)")
      #expect(out.contains("its viewDidLoad ran"), "\(name)")
      #expect(out.hasSuffix("Configured\n"), "\(name)")
    }
  }
}
