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

  /// `rightBarButtonItems` put several items on a side, the first at the bar's edge; a popover
  /// from one of them points at it.
  @Test func severalItemsASideTheFirstAtTheEdge() {
    var session = makeSession(device: Device(model: .ipad))
    _ = session.submit(
      """
      class NotesViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let share = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(shareTapped(_:)))
              let edit = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(editTapped))
              navigationItem.rightBarButtonItems = [share, edit]
              navigationItem.setLeftBarButtonItems([UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)], animated: false)
          }
          @objc func editTapped() { print("editing") }
          @objc func shareTapped(_ sender: UIBarButtonItem) {
              let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
              sheet.addAction(UIAlertAction(title: "Copy", style: .default))
              sheet.popoverPresentationController?.barButtonItem = sender
              present(sheet, animated: true)
          }
      }
      """)
    #expect(
      session.submit("print(navigationItem.rightBarButtonItems?.count ?? 0)").hasPrefix("2\n"))
    let bar = session.submit(":render").split(separator: "\n").first { $0.contains("Share") } ?? ""
    let cancel = bar.range(of: "Cancel")?.lowerBound ?? bar.endIndex
    let edit = bar.range(of: "Edit")?.lowerBound ?? bar.startIndex
    let share = bar.range(of: "Share")?.lowerBound ?? bar.startIndex
    #expect(cancel < edit && edit < share)
    #expect(session.submit(":tap \"Edit\"").contains("editing"))
    _ = session.submit(":tap \"Share\"")
    let described = session.submit(":describe")
    #expect(described.contains("pointing up at the bar button \"Share\"."))
    #expect(described.contains("with the bar buttons \"Share\", \"Edit\" and \"Cancel\"."))
    _ = session.submit(":tapout")
    _ = session.submit("navigationItem.rightBarButtonItem = nil")
    #expect(!session.submit(":render").contains("Share"))
    _ = session.submit(
      "navigationItem.setRightBarButton(UIBarButtonItem(title: \"Done\", style: .done, "
        + "target: nil, action: nil), animated: true)")
    #expect(session.submit(":render").contains("Done"))
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
