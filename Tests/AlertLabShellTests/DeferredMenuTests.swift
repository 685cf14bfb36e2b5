import AlertLabKit
import Testing

@testable import AlertLabShell

/// `UIDeferredMenuElement` in a button's menu: a loading row until the provider's completion
/// gives the elements; a cached element asks once, an uncached one each time the menu opens.
@Suite struct DeferredMenuTests {
  func session(_ provider: String) -> Session {
    var session = makeSession()
    for line in [
      "let files = UIButton(type: .system)",
      "files.setTitle(\"Files\", for: .normal)",
      "files.frame = CGRect(x: 120, y: 200, width: 100, height: 44)",
      "view.addSubview(files)",
      "var asked = 0",
      provider,
      "files.menu = UIMenu(title: \"Open\", children: [deferred])",
      "files.showsMenuAsPrimaryAction = true",
    ] {
      _ = session.submit(line)
    }
    return session
  }

  @Test func aLoadingRowShowsUntilTheCompletionGivesTheElements() {
    var session = session(
      """
      let deferred = UIDeferredMenuElement { completion in
          asked += 1
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
              completion([UIAction(title: "a.txt") { _ in print("opened a") }])
          }
      }
      """)
    let opened = session.submit(":tap \"Files\"")
    #expect(opened.contains("(loading...)") || opened.contains("loading…"), "\(opened)")
    #expect(session.submit(":describe").contains("a row still loading (a deferred element)"))
    #expect(session.submit(":tap \"\"").contains("is disabled"))
    let loaded = session.submit(":wait 1")
    #expect(loaded.contains("a.txt"), "\(loaded)")
    #expect(session.submit(":tap \"a.txt\"").contains("opened a"))
    _ = session.submit(":tap \"Files\"")
    #expect(session.submit("print(asked)") == "1\n", "a cached element asks once")
  }

  @Test func anUncachedElementAsksEachTimeTheMenuOpens() {
    var session = session(
      """
      let deferred = UIDeferredMenuElement.uncached { completion in
          asked += 1
          completion([UIAction(title: "Item \\(asked)") { _ in }])
      }
      """)
    #expect(session.submit(":tap \"Files\"").contains("Item 1"))
    _ = session.submit(":tapout")
    #expect(session.submit(":tap \"Files\"").contains("Item 2"))
    #expect(session.submit("print(asked)") == "2\n")
  }
}
