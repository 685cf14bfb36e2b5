import AlertLabKit
import Testing

@testable import AlertLabShell

/// Bar button items made in code, as pasted controllers make them: system items drawn as on a
/// device, and `target`/`action` answered by `:tap`.
@Suite struct BarButtonItemTests {
  static let itemsController = """
    class ItemsViewController: UIViewController {
        var added = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sortTapped(_:)))
        }
        @objc func addTapped() {
            added += 1
            let ac = UIAlertController(title: "Add", message: nil, preferredStyle: .alert)
            ac.addAction(UIAlertAction(title: "OK", style: .default))
            present(ac, animated: true)
        }
        @objc func sortTapped(_ sender: UIBarButtonItem) {
            print("sort", sender.title ?? "none")
        }
    }
    """

  @Test func aSystemItemIsDrawnAsOnADeviceAndItsTapSendsTheAction() {
    var session = makeSession()
    let pasted = session.submit(Self.itemsController)
    #expect(!pasted.contains(" add\n"))
    #expect(
      session.world.barButtonItems.values.contains { $0.shownTitle == "+" && $0.title.isEmpty })
    let tapped = session.submit(":tap \"+\"")
    #expect(tapped.contains("Add"))
    #expect(session.world.topPresented != nil)
    _ = session.submit(":tap \"OK\"")
    _ = session.submit(":tap \"add\"")
    #expect(session.submit("print(added)").hasPrefix("2\n"))
    _ = session.submit(":tap \"OK\"")
    #expect(session.submit(":tap \"Sort\"").contains("sort Sort\n"))
  }

  @Test func aSystemItemsTitleIsNilAsInUIKit() {
    var session = makeSession()
    let output = session.submit(
      "let item = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)\n"
        + "print(item.title as Any)")
    #expect(output.contains("nil\n"))
  }

  /// `UIAlertController()` leaves `preferredStyle` at 0: UIAlertControllerStyleActionSheet.
  @Test func aPlainlyMadeAlertControllerIsAnActionSheet() {
    var session = makeSession()
    #expect(
      session.submit("let a = UIAlertController()\nprint(a.preferredStyle == .actionSheet)")
        .contains("true\n"))
  }
}
