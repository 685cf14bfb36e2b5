import AlertLabKit
import Testing

@testable import AlertLabShell

/// Unwind segues performed by a controller above `self`, and segues whose destination is
/// embedded in a navigation controller.
@Suite struct UnwindSegueTests {
  static let classes = [
    """
    class ListViewController: UIViewController {
      var items: [String] = []
      var adder: AddItemViewController?
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let navigation = segue.destination as? UINavigationController,
          let add = navigation.topViewController as? AddItemViewController {
          adder = add
          print("prepared", type(of: segue.destination))
        } else if let add = segue.destination as? AddItemViewController {
          adder = add
        }
      }
      @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        if let add = segue.source as? AddItemViewController, let item = add.item {
          items.append(item)
          print("unwound", item, segue.destination === self, segue.identifier ?? "-")
        }
      }
    }
    """,
    """
    class AddItemViewController: UIViewController {
      var item: String?
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) { item = "Milk" }
      func save() { performSegue(withIdentifier: "saveUnwind", sender: self) }
    }
    """,
  ]

  func session(_ segues: [String]) -> Session {
    var session = makeSession()
    for line in Self.classes + segues { _ = session.submit(line) }
    return session
  }

  @Test func anUnwindActionIsNotConnectedToAControl() {
    var session = makeSession()
    let output = session.submit(Self.classes[0])
    #expect(output.contains("self is now of class ListViewController"))
    #expect(!output.contains("Connected"))
  }

  @Test func aPresentedNavigationControllerUnwindsToSelf() {
    var session = session([
      ":segue \"addItem\" modal AddItemViewController in navigation",
      ":segue \"saveUnwind\" unwind unwindToList(_:)",
    ])
    #expect(
      session.submit("performSegue(withIdentifier: \"addItem\", sender: nil)").hasPrefix(
        "prepared UINavigationController\n"))
    #expect(session.submit(":render").contains("AddItemViewController"))
    #expect(session.submit("adder?.save()").hasPrefix("unwound Milk true saveUnwind\n"))
    #expect(
      session.submit("print(presentedViewController == nil, items)").hasSuffix("true [\"Milk\"]\n"))
  }

  @Test func aPushedControllerUnwindsByPopping() {
    var session = session([
      ":segue \"addItem\" show AddItemViewController",
      ":segue \"saveUnwind\" unwind unwindToList",
    ])
    _ = session.submit("performSegue(withIdentifier: \"addItem\", sender: nil)")
    #expect(session.submit("adder?.save()").hasPrefix("unwound Milk true saveUnwind\n"))
    #expect(
      session.submit("print(navigationController?.viewControllers.count ?? 0)").hasSuffix("1\n"))
  }

  @Test func selfCannotPerformAnUnwindSegueAndAMissingActionIsSaid() {
    var session = session([":segue \"saveUnwind\" unwind unwindToLists"])
    #expect(
      session.submit("performSegue(withIdentifier: \"saveUnwind\", sender: nil)").contains(
        "has no segue with identifier 'saveUnwind'"))
    _ = session.submit(":segue \"addItem\" modal AddItemViewController")
    _ = session.submit("performSegue(withIdentifier: \"addItem\", sender: nil)")
    let output = session.submit("adder?.save()")
    #expect(
      output.contains("The unwind segue's action 'unwindToLists(_:)' is not a method of self"))
    #expect(session.submit("print(presentedViewController == nil)").hasSuffix("true\n"))
  }

  @Test func unwindAndNavigationWordsAreChecked() {
    var session = makeSession()
    #expect(session.submit(":segue \"back\" unwind").hasPrefix("Usage: :segue"))
    #expect(session.submit(":segue \"next\" show Detail in navigation").hasPrefix("Usage: :segue"))
    #expect(
      session.submit(":segue \"back\" unwind done:")
        == "Segue \"back\": unwind → done(_:), performed in code\n")
  }
}
