import AlertLabKit
import Testing

@testable import AlertLabShell

/// UIKit's behaviour as a learner meets it in the shell (uikit-rules.md).
@Suite struct FidelitySessionTests {
  func run(_ session: inout Session, _ lines: [String]) -> String {
    lines.map { session.submit($0) }.joined()
  }

  @Test func prepareForPopoverPresentationSetsTheAnchorInTime() {
    var session = makeSession(device: Device(model: .ipad))
    let output = run(
      &session,
      [
        """
        func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
          popover.sourceView = button
          popover.sourceRect = button.bounds
          print("prepared")
        }
        """,
        "func popoverPresentationControllerDidDismissPopover(_ p: UIPopoverPresentationController) { print(\"gone\") }",
        "let sheet = UIAlertController(title: nil, message: \"Pick\", preferredStyle: .actionSheet)",
        "sheet.addAction(UIAlertAction(title: \"One\", style: .default))",
        "sheet.popoverPresentationController?.delegate = self",
        "present(sheet, animated: true)",
        ":tapout",
      ])
    #expect(output.contains("prepared\n"))
    #expect(!output.contains("Terminating app"))
    #expect(output.contains("gone\n"))
    #expect(session.world.topPresented == nil)
  }

  @Test func rotationTellsTheDelegateThePopoverMoves() {
    var session = makeSession(device: Device(model: .ipad))
    let output = run(
      &session,
      [
        "func popoverPresentationController(_ p: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<UIView>) { print(\"moving\") }",
        "let content = UIViewController()",
        "content.modalPresentationStyle = .popover",
        "content.popoverPresentationController?.barButtonItem = addButton",
        "content.popoverPresentationController?.delegate = self",
        "present(content, animated: true)",
        ":rotate",
      ])
    #expect(output.components(separatedBy: "moving\n").count == 2)
  }

  @Test func anIPadActionSheetReportsPopover() {
    var session = makeSession(device: Device(model: .ipad))
    _ = session.submit(
      "let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)")
    #expect(
      session.submit("sheet.modalPresentationStyle")
        == "$R0: UIModalPresentationStyle = .popover\n")
  }

  @Test func aControllersViewIsNotSelfView() {
    var session = makeSession()
    _ = session.submit("let content = UIViewController()")
    #expect(session.submit("content.view === view") == "$R0: Bool = false\n")
    #expect(session.submit("view === self.view") == "$R1: Bool = true\n")
  }

  @Test func presentDismissPresentInOneFunctionWarns() {
    var session = makeSession(iOS: IOSVersion(12))
    let output = run(
      &session,
      [
        "let a = UIAlertController(title: \"A\", message: nil, preferredStyle: .alert)",
        "let b = UIAlertController(title: \"B\", message: nil, preferredStyle: .alert)",
        "func show() { present(a, animated: true) { print(\"shown\") }; dismiss(animated: true); present(b, animated: true); print(\"end\") }",
        "show()",
      ])
    let lines = output.split(separator: "\n").map(String.init)
    let warnings = lines.filter { $0.hasPrefix("Warning: ") }
    #expect(
      warnings == [
        "Warning: Attempt to dismiss from view controller <ViewController: 0x600000c00000> while "
          + "a presentation or dismiss is in progress!",
        "Warning: Attempt to present <UIAlertController: 0x600000c05000> on "
          + "<ViewController: 0x600000c00000> while a presentation is in progress!",
      ])
    // The completion runs when the turn ends, after the function's own last line.
    let end = lines.firstIndex(of: "end")
    let shown = lines.firstIndex(of: "shown")
    #expect(end != nil && shown != nil && (end ?? 0) < (shown ?? 0))
    #expect(session.submit("a.isBeingPresented") == "$R0: Bool = false\n")
  }

  @Test func keysChooseActions() {
    var session = makeSession()
    let output = run(
      &session,
      [
        "let alert = UIAlertController(title: \"Delete?\", message: nil, preferredStyle: .alert)",
        "alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel) { _ in print(\"kept\") })",
        "alert.addAction(UIAlertAction(title: \"Delete\", style: .destructive) { _ in print(\"deleted\") })",
        "present(alert, animated: true)",
        ":key return",
        "present(alert, animated: true)",
        ":key escape",
      ])
    #expect(output.contains("deleted\n"))
    #expect(output.contains("kept\n"))
    #expect(session.submit(":key") == "Usage: :key return or :key escape.\n")
    #expect(session.submit(":help key").hasPrefix(":key return|escape"))
    #expect(session.submit(":help").contains(":key return|escape"))
  }

  @Test func rulesAndExplainShowEraAndSourceStatus() {
    var session = makeSession()
    let rules = session.submit(":rules")
    #expect(
      rules.contains(
        "one-cancel (crash): An alert controller can have only one cancel action\n    iOS 8+: verified (decompiled UIKit; developer reports)\n"
      ))
    #expect(
      rules.contains(
        "    up to iOS 12: verified (developer report) (console pastes); iOS 13+: verified (developer report)"
      ))
    #expect(rules.contains("approximate"))
    let explain = session.submit(":explain E-V4")
    #expect(
      explain.contains(
        "Text: up to iOS 12: verified (developer report) (console paste); iOS 13+: approximate"))
    #expect(session.submit(":explain E-P2").contains("seed 001 quotes it byte for byte"))
  }

  @Test func trapsNameTheFileAndLineAsTheRuntimeDoes() {
    var session = makeSession()
    session.setSource(fileName: "ViewController.swift", line: 10)
    _ = session.submit("let name: String? = nil")
    // A file's statement keeps its line: the next input is numbered as `setSource` says.
    session.setSource(fileName: "ViewController.swift", line: 11)
    let output = session.submit("name!")
    #expect(
      output.hasPrefix(
        "ViewController.swift:11: Fatal error: Unexpectedly found nil while unwrapping an "
          + "Optional value\nThread 1: Fatal error: Unexpectedly found nil while unwrapping an "
          + "Optional value\n"))
    var old = makeSession(iOS: IOSVersion(12))
    let crash = run(
      &old,
      [
        "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .actionSheet)",
        "alert.addTextField { _ in }",
      ])
    #expect(
      crash.contains("\nlibc++abi.dylib: terminating with uncaught exception of type NSException\n")
    )
    #expect(!crash.contains("Thread 1:"), "Xcode 12 came with iOS 14")
  }

  @Test func aTrapInCodeDeclaredEarlierNamesTheLineItIsOn() {
    var session = makeSession()
    session.setSource(fileName: "Checks.swift", line: 3)
    _ = session.submit(
      "func makeCheck() -> (Int) -> Int {\n  return { index in\n    let found: Int? = nil\n"
        + "    return found! + index\n  }\n}")
    session.setSource(fileName: "Checks.swift", line: 9)
    _ = session.submit("func first(_ values: [Int?]) -> Int {\n  values[0]!\n}")
    session.setSource(fileName: "Checks.swift", line: 20)
    _ = session.submit("let check = makeCheck()")
    session.setSource(fileName: "Checks.swift", line: 30)
    // The closure's `found!` is on line 6 of the file, the function's `values[0]!` on 10.
    #expect(session.submit("check(1)").hasPrefix("Checks.swift:6: Fatal error: "))
    session.setSource(fileName: "Checks.swift", line: 31)
    #expect(session.submit("first([nil])").hasPrefix("Checks.swift:10: Fatal error: "))
  }

  @Test func subclassingAnAlertControllerIsAdvisedAgainst() {
    var session = makeSession()
    #expect(
      session.submit("class Fancy: UIAlertController {}").contains(
        "does not support subclassing"))
  }

  @Test func theDelegateMayShowAnotherControllerWhenAPopoverAdapts() {
    var session = makeSession()
    _ = run(
      &session,
      [
        "let content = UIViewController()",
        "content.modalPresentationStyle = .popover",
        "content.popoverPresentationController?.sourceView = button",
        "content.popoverPresentationController?.delegate = self",
        "func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { UINavigationController(rootViewController: content) }",
        "present(content, animated: true)",
      ])
    #expect(
      session.submit(":describe").contains(
        "Page sheet over the dimmed screen: UINavigationController."))
  }
}
