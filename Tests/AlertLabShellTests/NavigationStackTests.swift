import AlertLabKit
import Testing

@testable import AlertLabShell

/// `show(_:sender:)`, `popToRootViewController(animated:)` and
/// `popToViewController(_:animated:)` on `self`'s navigation stack.
@Suite struct NavigationStackTests {
  static let setup = [
    "class Page: UIViewController { override func viewDidLoad() { super.viewDidLoad(); print(\"loaded\", title ?? \"-\") } }",
    "let first = Page()",
    "first.title = \"First\"",
    "let second = Page()",
    "second.title = \"Second\"",
  ]

  func session() -> Session {
    var session = makeSession()
    for line in Self.setup { _ = session.submit(line) }
    return session
  }

  @Test func showPushesFromAControllerInTheStack() {
    var session = session()
    #expect(session.submit("show(first, sender: nil)").hasPrefix("loaded First\n"))
    #expect(session.submit("first.show(second, sender: nil)").hasPrefix("loaded Second\n"))
    #expect(
      session.submit("print(navigationController?.viewControllers.count ?? 0)").hasSuffix("3\n"))
    #expect(session.submit(":render").contains("< First"))
  }

  @Test func showPresentsFromAControllerOutsideTheStack() {
    var session = session()
    let output = session.submit("first.show(second, sender: nil)")
    #expect(output.contains("whose view is not in the window hierarchy"))
  }

  @Test func popToRootAnswersWhatItPopped() {
    var session = session()
    _ = session.submit("show(first, sender: nil)")
    _ = session.submit("show(second, sender: nil)")
    #expect(
      session.submit(
        "print(navigationController?.popToViewController(first, animated: true)?.count ?? -1)"
      ).hasPrefix("1\n"))
    _ = session.submit("show(second, sender: nil)")
    #expect(
      session.submit(
        "print(navigationController?.popToRootViewController(animated: true)?.map { $0.title ?? \"\" } ?? [])"
      ).hasPrefix("[\"First\", \"Second\"]\n"))
    #expect(
      session.submit("print(navigationController?.viewControllers.count ?? 0)").hasSuffix("1\n"))
    #expect(!session.submit(":render").contains("< "))
  }
}
