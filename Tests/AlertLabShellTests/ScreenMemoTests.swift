import Foundation
import Testing

@testable import AlertLabKit
@testable import AlertLabShell

/// The shell draws through `ScreenMemo`, which draws only the part of the world the screen
/// shows and keeps the drawing while that part stays the same. Every example is run here on
/// several devices, iOS versions and drawing options with a memo that also draws the whole
/// world after every statement: the two drawings must be the same bytes each time.
@Suite struct ScreenMemoTests {
  static let examples = AlertExamplesTests.packageRoot.appendingPathComponent("Examples")

  /// Every script under `Examples/`, by its path there.
  static let scripts: [String] = {
    let manager = FileManager.default
    let folders = (try? manager.contentsOfDirectory(atPath: examples.path)) ?? []
    var paths: [String] = []
    for folder in folders.sorted() {
      let files =
        (try? manager.contentsOfDirectory(
          atPath: examples.appendingPathComponent(folder).path)) ?? []
      for file in files.sorted() where file.hasSuffix(".swift") || file.hasSuffix(".m") {
        paths.append(folder + "/" + file)
      }
    }
    return paths
  }()

  /// A run of `source` with a checking memo; returns the memo.
  static func checkedRun(
    _ source: String, fileName: String, options: Session.Options
  ) -> ScreenMemo {
    var session = Session(options: options)
    let memo = ScreenMemo(checkingWholeWorld: true)
    session.screenMemo = memo
    _ = ScriptRunner.run(source, fileName: fileName, session: &session) { _ in }
    return memo
  }

  @Test func thereAreExamplesInEveryFolder() {
    #expect(Self.scripts.count >= 80)
    for folder in ["alerts", "app", "ios7", "objc", "popovers", "swift"] {
      #expect(Self.scripts.contains { $0.hasPrefix(folder + "/") }, "\(folder)")
    }
  }

  @Test(arguments: scripts) func theDrawnPartDrawsAsTheWholeWorld(_ path: String) throws {
    let source = try String(
      contentsOf: Self.examples.appendingPathComponent(path), encoding: .utf8)
    let (device, iOS) = LegacyExamplesTests.options(for: source)
    let runs: [Session.Options] = [
      Session.Options(ascii: true, script: true, device: device, iOS: iOS),
      Session.Options(color: true, script: true, device: Device(model: .ipad), iOS: iOS),
      Session.Options(
        script: true, device: Device(model: .iphone, landscape: true), iOS: IOSVersion(8)),
    ]
    for options in runs {
      let memo = Self.checkedRun(source, fileName: path, options: options)
      #expect(memo.mismatches.isEmpty, "\(path): \(memo.mismatches.first ?? "")")
    }
  }

  @Test func aStatementThatChangesNothingOnScreenCostsNoDrawing() {
    let memo = ScreenMemo(checkingWholeWorld: true)
    var session = Session(options: Session.Options(ascii: true, script: true))
    session.screenMemo = memo
    let source = """
      let alert = UIAlertController(title: "Hi", message: "there", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      alert.addTextField { field in field.placeholder = "Name" }
      NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: nil) { _ in }
      let other = UIAlertController(title: "Other", message: nil, preferredStyle: .actionSheet)
      """
    _ = ScriptRunner.run(source, fileName: "quiet.swift", session: &session) { _ in }
    #expect(memo.mismatches.isEmpty)
    #expect(memo.calls >= 5)
    #expect(memo.drawings == 1, "made \(memo.drawings) drawings for \(memo.calls) calls")
  }

  @Test func whatTheScreenShowsIsDrawnAgain() {
    let memo = ScreenMemo(checkingWholeWorld: true)
    var session = Session(options: Session.Options(ascii: true, script: true))
    session.screenMemo = memo
    var drawings: [Int] = []
    for statement in [
      #"let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)"#,
      #"let ok = UIAlertAction(title: "OK", style: .default)"#,
      "alert.addAction(ok)",
      "alert.addTextField()",
      "present(alert, animated: false)",
      #"alert.message = "World""#,
      "ok.isEnabled = false",
      #"alert.textFields?.first?.text = "typed""#,
      #"alert.title = "Hello""#,
      #"alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))"#,
      #"let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))"#,
      #"label.text = "Under""#,
      "view.addSubview(label)",
      "alert.dismiss(animated: false)",
    ] {
      _ = ScriptRunner.run(statement, fileName: "loud.swift", session: &session) { _ in }
      drawings.append(memo.drawings)
    }
    #expect(memo.mismatches.isEmpty, "\(memo.mismatches.first ?? "")")
    // Made, given an action and a field, presented: one drawing until it is presented.
    #expect(drawings[0...3].allSatisfy { $0 == drawings[0] }, "\(drawings)")
    // Every later statement changes what is on screen, but for the unattached label.
    for index in 4..<drawings.count where index != 10 {
      #expect(drawings[index] == drawings[index - 1] + 1, "statement \(index): \(drawings)")
    }
    // The message, the action, the title and the new action change only the alert on top:
    // it is drawn again over the screen below it.
    #expect(memo.topsDrawn >= 4, "\(memo.topsDrawn)")
  }

  @Test func anObjectSharedWithAControllerBelowTheTopDrawsTheWholeScreenAgain() {
    let memo = ScreenMemo(checkingWholeWorld: true)
    var session = Session(options: Session.Options(ascii: true, script: true))
    session.screenMemo = memo
    var tops: [Int] = []
    for statement in [
      #"let shared = UIAlertAction(title: "Shared", style: .default)"#,
      #"let below = UIAlertController(title: "Below", message: nil, preferredStyle: .actionSheet)"#,
      "below.addAction(shared)",
      "present(below, animated: false)",
      #"let top = UIAlertController(title: "Top", message: "m", preferredStyle: .alert)"#,
      "top.addAction(shared)",
      "below.present(top, animated: false)",
      #"top.title = "Top again""#,
      "shared.isEnabled = false",
      #"below.title = "Changed below""#,
      #"top.message = "changed""#,
    ] {
      _ = ScriptRunner.run(statement, fileName: "stacked.swift", session: &session) { _ in }
      tops.append(memo.topsDrawn)
    }
    #expect(memo.mismatches.isEmpty, "\(memo.mismatches.first ?? "")")
    #expect(session.world.drawnPresentations.count == 2)
    // The top's title and message: the top alone; the shared action and the title below: all.
    #expect(tops[7] == tops[6] + 1, "\(tops)")
    #expect(tops[8] == tops[7], "\(tops)")
    #expect(tops[9] == tops[8], "\(tops)")
    #expect(tops[10] == tops[9] + 1, "\(tops)")
  }

  @Test func aLongChainOfPresentedControllersIsListedWithoutRecursion() {
    let memo = ScreenMemo(checkingWholeWorld: true)
    var session = Session(options: Session.Options(ascii: true, script: true))
    session.screenMemo = memo
    // One presentation a statement: UIKit refuses a second one in the same turn.
    var lines = ["var top: UIViewController = self"]
    for index in 0..<100 {
      lines.append("let c\(index) = UIViewController()")
      lines.append("c\(index).modalPresentationStyle = .overFullScreen")
      lines.append("top.present(c\(index), animated: false)")
      lines.append("top = c\(index)")
    }
    var output = ""
    _ = ScriptRunner.run(
      lines.joined(separator: "\n"), fileName: "chain.swift", session: &session
    ) { output += $0 }
    #expect(!output.contains("Attempt to present"), "\(output.prefix(400))")
    #expect(memo.mismatches.isEmpty, "\(memo.mismatches.first ?? "")")
    #expect(session.world.drawnObjects.controllers.count == 101)
  }

  @Test func otherOptionsOrAnotherDeviceDrawAgain() {
    let memo = ScreenMemo()
    var world = World()
    let first = memo.draw(world, options: DrawingOptions(ascii: true))
    #expect(memo.draw(world, options: DrawingOptions(ascii: true)) == first)
    #expect(memo.drawings == 1)
    _ = memo.draw(world, options: DrawingOptions(ascii: false))
    #expect(memo.drawings == 2)
    world.device = Device(model: .ipad)
    let ipad = memo.draw(world, options: DrawingOptions(ascii: false))
    #expect(memo.drawings == 3)
    #expect(ipad == ScreenRenderer.draw(world, options: DrawingOptions(ascii: false)))
  }

  /// Two drawings through a checking memo, of `world` and then of `world` changed by
  /// `change`; the memo's mismatches with the whole world's drawings, and whether the second
  /// drawing differs from the first.
  static func drawnBeforeAndAfter(
    _ world: World, _ change: (inout World) -> Void
  ) -> (mismatches: [String], changed: Bool, drawings: Int) {
    let memo = ScreenMemo(checkingWholeWorld: true)
    let options = DrawingOptions(ascii: true)
    var world = world
    let before = memo.draw(world, options: options)
    change(&world)
    let after = memo.draw(world, options: options)
    return (memo.mismatches, before != after, memo.drawings)
  }

  @Test func anIdThatComesToNameAControllerOrStopsIsDrawnAgain() {
    var world = World()
    let root = world.rootViewController
    let late = ObjectID(900)
    world.viewControllers[root]?.presentedViewController = late
    var controller = ViewController(className: "UIViewController", title: "Late")
    controller.presentingViewController = root
    var named = world
    named.viewControllers[late] = controller
    // The presented id names no controller, then names one; and the other way round.
    for (start, end) in [(world, named), (named, world)] {
      let result = Self.drawnBeforeAndAfter(start) { $0 = end }
      #expect(result.mismatches.isEmpty, "\(result.mismatches.first ?? "")")
      #expect(result.changed)
      #expect(result.drawings == 2)
    }
  }

  @Test func aViewThatBecomesATextFieldIsDrawnAgain() {
    var world = World()
    let id = world.makeID()
    world.views[id] = View(
      className: "UITextField", name: "field", title: nil,
      frame: Rect(x: 20, y: 120, width: 200, height: 30), isInWindow: true)
    let result = Self.drawnBeforeAndAfter(world) { world in
      var field = TextField()
      field.placeholder = "Name"
      world.textFields[id] = field
    }
    #expect(result.mismatches.isEmpty, "\(result.mismatches.first ?? "")")
    #expect(result.changed)
    #expect(result.drawings == 2)
  }
}
