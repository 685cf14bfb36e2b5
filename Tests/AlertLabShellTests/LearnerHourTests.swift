import AlertLabKit
import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabShell

/// The course as a new learner meets it, through `Session`: what is on the screen after a
/// step, which problem `:why` explains, steps that wait for `:next`, the Swift 1 spelling a
/// lesson quotes, sources and rule ids a learner can use, and the commands around them.
@Suite struct LearnerHourTests {
  static let course = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons").path

  func session(width: Int? = nil, height: Int? = nil, progress: String? = nil) -> Session {
    Session(
      options: Session.Options(
        ascii: true, width: width, height: height, lessonsDirectory: Self.course,
        progressPath: progress))
  }

  func rows(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  // MARK: 1. After a step: one drawing, then the next step, all on a 24-row screen

  @Test func afterEachStepTheNextStepComesLastAndFits() throws {
    var shell = session(width: 80, height: 24)
    _ = shell.submit(":lesson first-alert")
    _ = shell.submit(
      "let alert = UIAlertController(title: \"DefaultStyle\", message: \"the default alert "
        + "view style\", preferredStyle: .alert)")
    _ = shell.submit(
      "let okAction = UIAlertAction(title: \"OK\", style: .default) { action in log = \"OK\" }")
    _ = shell.submit("alert.addAction(okAction)")
    let presented = shell.submit("present(alert, animated: true, completion: nil)")
    let lines = rows(presented)
    #expect(lines.count <= 23, "with the prompt, it fits 24 rows: \(presented)")
    #expect(lines.filter { $0.hasPrefix("+---") }.count == 2, "one frame: \(presented)")
    #expect(lines.contains { $0.contains("DefaultStyle") }, "the alert is kept")
    #expect(lines.contains { $0.contains("+") && $0.contains("AlertLab") }, "the bar is kept")
    #expect(lines.contains { $0.hasPrefix(":") && $0.hasSuffix(":") }, "the cut is marked")
    #expect(presented.contains("repeated rows left out to fit the terminal; :render draws all."))
    #expect(lines.last == "Step done — explore, then :next.")

    let next = shell.submit(":next")
    #expect(!next.contains("+---"), "the screen did not change: no second drawing")
    #expect(rows(next).first == "Step 4 of 4: Tap OK")
    #expect(rows(next).suffix(2) == ["  [ ] the handler ran", "  [ ] the alert is gone"])

    // :render is the whole screen, never shortened.
    let whole = rows(shell.submit(":render"))
    #expect(whole.count == 31)
  }

  /// `:reset` in a lesson starts the step again with its setup, not with an empty app, and
  /// `:undo` brings back the work it replaced; outside a lesson it is a fresh app.
  @Test func resetInALessonRestartsTheStepWithItsSetup() {
    var shell = session()
    _ = shell.submit(":lesson one-cancel")
    _ = shell.submit("let extra = 42")
    #expect(shell.submit(":undo").contains("Undone: let extra = 42"))
    #expect(shell.submit(":undo").contains("(:reset starts it again)"))
    _ = shell.submit("let extra = 42")
    let reset = shell.submit(":reset")
    #expect(reset.contains("Step 1 starts again: a fresh app with the step's setup"), "\(reset)")
    #expect(reset.contains("Step 1 of 4: A cancel action"))
    #expect(shell.submit("alert.title").contains("DefaultStyle"))
    #expect(shell.submit("extra").contains("cannot find 'extra' in scope"))
    _ = shell.submit(":undo")
    #expect(shell.submit("extra").contains("42"))
    _ = shell.submit(":sandbox")
    #expect(shell.submit(":reset").hasPrefix("A fresh app"))
    #expect(shell.submit("alert").contains("cannot find 'alert' in scope"))
  }

  /// Lesson 9, step 5, with the anchor set after `present`: the popover moves under the bar
  /// with its arrow up at "+", as with the anchor set first.
  @Test func aBarButtonAnchorSetAfterPresentingPointsUpFromBelowTheBar() {
    var shell = session()
    _ = shell.submit(":lesson sheet-ipad")
    for _ in 0..<4 { _ = shell.submit(":skip") }
    #expect(shell.prompt == "sheet-ipad 5/5> ")
    _ = shell.submit("present(sheet, animated: true, completion: nil)")
    let anchored = rows(
      shell.submit("sheet.popoverPresentationController?.barButtonItem = addButton"))
    // The bar's rule is row 4 of the frame; the popover's top edge, with its up arrow, is
    // the row under it.
    let bar = anchored.firstIndex { $0.hasPrefix("|---") }
    #expect(bar != nil, "\(anchored)")
    if let bar {
      #expect(anchored[bar + 1].contains("^+"), "\(anchored)")
      #expect(!anchored.contains { $0.contains("-v") }, "\(anchored)")
    }
    #expect(anchored.contains("  [x] anchored to the + item"))

    var free = Session(
      options: Session.Options(ascii: true, device: Device(model: .ipad)))
    for line in [
      "let sheet = UIAlertController(title: \"T\", message: nil, preferredStyle: .actionSheet)",
      "sheet.addAction(UIAlertAction(title: \"Archive\", style: .default))",
      "sheet.popoverPresentationController?.sourceView = button",
      "present(sheet, animated: true)",
      "sheet.popoverPresentationController?.barButtonItem = addButton",
    ] {
      _ = free.submit(line)
    }
    #expect(free.submit("sheet.popoverPresentationController?.arrowDirection").contains(".up"))
    #expect(free.submit(":describe").contains("pointing up at"))
  }

  /// Lesson 6, step 3: OK added before Cancel leaves the step open (the next step's method
  /// enables `actions.last`), and `:why` says which goal is missing.
  @Test func okBeforeCancelDoesNotPassLessonSixStepThree() {
    var shell = session()
    _ = shell.submit(":lesson enable-ok")
    _ = shell.submit(":skip")
    _ = shell.submit(":skip")
    #expect(shell.prompt == "enable-ok 3/5> ")
    _ = shell.submit(
      "let cancelAction = UIAlertAction(title: \"Cancel\", style: .cancel) { action in }")
    _ = shell.submit(
      "let okAction = UIAlertAction(title: \"OK\", style: .default) { action in }")
    _ = shell.submit("alert.addAction(okAction)")
    _ = shell.submit("alert.addAction(cancelAction)")
    let disabled = shell.submit("okAction.isEnabled = false")
    #expect(disabled.contains("  [ ] OK comes last"), "\(disabled)")
    #expect(!disabled.contains("Step done"))
    #expect(shell.prompt == "enable-ok 3/5> ")
    let why = shell.submit(":why")
    #expect(why.contains("Not met yet:\n  [ ] OK comes last\n"), "\(why)")
  }

  @Test func theDrawingOfAFinishedStepComesBeforeTheNextStep() {
    var shell = session(width: 80, height: 24)
    _ = shell.submit(":lesson destructive")
    _ = shell.submit(
      "let resetAction = UIAlertAction(title: \"Reset\", style: .destructive) { action in "
        + "log = \"Reset action\" }")
    _ = shell.submit(
      "let cancelAction = UIAlertAction(title: \"Cancel\", style: .cancel) { action in "
        + "log = \"Cancel action\" }")
    _ = shell.submit("alert.addAction(resetAction)")
    _ = shell.submit("alert.addAction(cancelAction)")
    _ = shell.submit("present(alert, animated: true, completion: nil)")
    _ = shell.submit(":next")
    let tapped = shell.submit(":tap \"Reset\"")
    let lines = rows(tapped)
    let frame = lines.lastIndex { $0.hasPrefix("+---") } ?? lines.count
    let title = lines.firstIndex { $0.hasPrefix("Step 4 of 5") } ?? -1
    #expect(frame < title, "the drawing, then the next step: \(tapped)")
    #expect(lines.filter { $0.hasPrefix("+---") }.count <= 2, "at most one drawing")
  }

  // MARK: 2. :why explains this step's problem, or says there is none

  @Test func whyNeverExplainsAnEarlierStep() {
    var shell = session()
    _ = shell.submit(":lesson one-cancel")
    _ = shell.submit(":next")
    let crash = shell.submit("alert.addAction(UIAlertAction(title: \"Again\", style: .cancel))")
    #expect(crash.contains("Terminating app"))
    #expect(shell.submit(":why").hasPrefix("one-cancel (crash): "))
    _ = shell.submit(":lesson text-fields")
    let why = shell.submit(":why")
    #expect(
      why.hasPrefix(
        "Nothing has gone wrong in this step: :why explains its last crash or warning.\n"
          + "Not met yet:\n  [ ] "), "\(why)")
    _ = shell.submit(":sandbox")
    #expect(shell.submit(":why").hasPrefix("Nothing has gone wrong in free play"))
  }

  // MARK: 4. A step that invites exploring waits for :next

  @Test func aStepThatSaysTypeIos8WaitsThenCarriesOnWithTheLearnersWork() {
    var shell = session()
    _ = shell.submit(":lesson destructive")
    _ = shell.submit(
      "let resetAction = UIAlertAction(title: \"Reset\", style: .destructive) { action in "
        + "log = \"mine\" }")
    _ = shell.submit("let cancelAction = UIAlertAction(title: \"Cancel\", style: .cancel)")
    _ = shell.submit("alert.addAction(resetAction)")
    let added = shell.submit("alert.addAction(cancelAction)")
    #expect(added.contains("Step 2 of 5: Show it"), "step 1 invites nothing: it moves on")
    let shown = shell.submit("present(alert, animated: true, completion: nil)")
    #expect(shown.hasSuffix("Step done — explore, then :next.\n"))
    #expect(shell.prompt == "destructive 2/5> ")
    let explored = shell.submit(":ios 8")
    #expect(explored.contains("iOS 8.0"))
    #expect(!explored.contains("[x]") && !explored.contains("[ ]"), "no goals while exploring")
    #expect(explored.hasSuffix("(This step is done: :next moves on.)\n"))
    _ = shell.submit(":ios 17")
    let next = shell.submit(":next")
    #expect(next.hasPrefix("Step 3 of 5: Tap Reset"))
    _ = shell.submit(":tap \"Reset\"")
    #expect(shell.submit("log").contains("\"mine\""), "the learner's own handler ran")
  }

  // MARK: 5. The Swift 1 spelling lesson 15 quotes meets its goal

  @Test func theSwift1DelegateMethodMeetsTheGoalWithANote() {
    var shell = session()
    _ = shell.submit(":lesson adaptive-popover")
    _ = shell.submit(":next")
    #expect(shell.submit(":next").contains("Step 3 of 4: Ask UIKit not to adapt"))
    let written = shell.submit(
      "func adaptivePresentationStyleForPresentationController(controller: "
        + "UIPresentationController!) -> UIModalPresentationStyle { return .None }")
    #expect(
      written.contains(
        "note: 'adaptivePresentationStyleForPresentationController(_:)' is "
          + "'adaptivePresentationStyle(for:)' in today's Swift; UIKit calls it either way"))
    #expect(written.contains("  [x] the delegate method is written"))
    #expect(written.contains("Step 4 of 4"))
  }

  // MARK: 6. Sources by title, rule ids a learner can type

  @Test func lessonsNameTheirArticleNotItsFile() {
    var shell = session()
    let ids = shell.lessonIDs().ids
    #expect(ids.count == 26)
    for id in ids {
      let start = shell.submit(":lesson \(id)")
      let from = rows(start).first { $0.hasPrefix("From: ") } ?? ""
      #expect(from.hasPrefix("From: “"), "\(id): \(from)")
      #expect(!start.contains(".txt"), "\(id): no seed file name")
    }
    let advice = shell.submit(":explain destructive-first")
    #expect(advice.hasPrefix("destructive-first (advice): "))
    #expect(!advice.contains("L-S3"))
  }

  // MARK: 8. The commands around the lessons

  @Test func lessonsCanBeNamedByTheirNumber() {
    var shell = session()
    #expect(shell.submit(":lesson 1").contains("Lesson 1 of 26: A first alert"))
    #expect(shell.submit(":lesson 17").contains("Lesson 17 of 26"))
    #expect(
      shell.submit(":lesson 27")
        == "No lesson '27'. The lessons are numbered 1 to 26. :lessons lists them.\n")
  }

  @Test func theHelpListWrapsUnderItsSummaries() throws {
    var shell = session(width: 80)
    let lines = rows(shell.submit(":help"))
    let lang = try #require(lines.firstIndex { $0.hasPrefix("  :lang en|hi|zh|zh-Hant") })
    let next = lines[lang + 1]
    #expect(next.hasPrefix(String(repeating: " ", count: 30)) && next.last == ")", "\(next)")
    #expect(lines.allSatisfy { $0.count <= 80 })
    // A terminal too narrow for the column wraps to the line's own indentation.
    var narrow = session(width: 40)
    let narrowLines = rows(narrow.submit(":help"))
    #expect(!narrowLines.contains { $0.hasPrefix(String(repeating: " ", count: 21)) })
  }

  @Test func unknownCommandsSuggestOnlyWhatIsClose() {
    var shell = session()
    #expect(shell.submit(":foo") == "Unknown command ':foo'. :help lists the commands.\n")
    #expect(shell.submit(":hlep").contains("Did you mean ':help'?"))
    #expect(shell.submit(":les").contains("Did you mean ':lesson'?"))
    #expect(shell.submit(":rotat").contains("Did you mean ':rotate'?"))
    #expect(shell.submit(":iso").contains("Did you mean ':ios'?"))
  }

  @Test func anIPadTooWideForTheTerminalIsSaidInWords() {
    var shell = session(width: 70, height: 24)
    let switched = shell.submit(":device ipad")
    #expect(switched.hasPrefix("(The drawing is 79 columns wide and your terminal 70"))
    #expect(switched.contains("iPad, portrait, iOS 17.0."))
    // At 80 columns it is drawn, and fitted to 24 rows.
    var wide = session(width: 80, height: 24)
    let drawn = rows(wide.submit(":device ipad"))
    #expect(drawn.count <= 23)
    #expect(drawn.contains { $0.contains("Show Sheet") })
  }

  @Test func resumingALessonSaysWhyTheDeviceAskedForIsNotUsed() {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-progress-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var first = session(progress: path)
    _ = first.submit(":lesson first-alert")
    var second = session(progress: path)
    let resumed = second.resume(requestedDevice: Device(name: "ipad"), requestedIOS: nil)
    #expect(
      resumed.contains(
        "This lesson runs on iPhone, portrait, iOS 17.0, so --device ipad (:device ipad "
          + "switches) waits until you ask."))
    var third = session(progress: path)
    #expect(!third.resume(requestedDevice: Device(name: "iphone")).contains("This lesson runs"))
  }

  @Test func varsListsTheSceneAndTheLearnersFunctionsAndClasses() {
    var shell = session()
    _ = shell.submit("func showAlert(_ sender: UIButton) { }")
    _ = shell.submit(
      "class MyBackground: UIPopoverBackgroundView { override class func arrowHeight() "
        + "-> CGFloat { return 10 } }")
    let listed = shell.submit(":vars")
    #expect(listed.contains("  addButton: UIBarButtonItem = <UIBarButtonItem: "))
    #expect(listed.contains("  button: UIButton = <UIButton: "))
    #expect(
      listed.contains("Your functions (methods of self):\n  func showAlert(_ sender: UIButton)\n"))
    #expect(listed.contains("Your classes:\n  class MyBackground: UIPopoverBackgroundView\n"))
  }

  @Test func theBannerFitsEightyColumnsAndKnowsAReturningLearner() {
    let fresh = session(width: 80)
    let banner = fresh.banner
    #expect(rows(banner).count == 3)
    #expect(rows(banner).allSatisfy { DisplayWidth.of($0) <= 80 })
    #expect(banner.contains("New here? :lesson 1 starts the course."))
    #expect(banner.contains(":quit leaves"))

    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-progress-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var first = session(progress: path)
    _ = first.submit(":lesson first-alert")
    var back = session(width: 80, progress: path)
    _ = back.resume()
    #expect(!back.banner.contains("New here?"))
    #expect(back.banner.contains(":lessons shows the course and your progress."))
  }

  // MARK: 7. What the lessons promise is what is drawn

  @Test func theLessonsSayWhatEachModeDraws() throws {
    let loaded = CourseLocator.load(paths: [Self.course])
    let destructive = try #require(loaded.lessons.first { $0.id == "destructive" })
    let textFields = try #require(loaded.lessons.first { $0.id == "text-fields" })
    let showIt = ProseRenderer.render(destructive.steps[1].prose, width: 200, color: false)
    let password = ProseRenderer.render(textFields.steps[1].prose, width: 200, color: false)

    let code = [
      "let a = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
      "a.addTextField { t in t.isSecureTextEntry = true }",
      "a.addAction(UIAlertAction(title: \"Reset\", style: .destructive))",
      "present(a, animated: true, completion: nil)", ":type 1 \"secret\"",
    ]
    func drawn(_ options: Session.Options) -> String {
      var shell = Session(options: options)
      return code.map { shell.submit($0) }.joined()
    }
    let plain = drawn(Session.Options())
    let colour = drawn(Session.Options(color: true))
    let ascii = drawn(Session.Options(ascii: true))
    // Lesson 4: red in colour; `!Reset!` without colour, which the lesson says.
    #expect(colour.contains("\u{1B}[31mReset") && !colour.contains("!Reset!"))
    #expect(plain.contains("!Reset!"))
    #expect(showIt.contains("without colour") && showIt.contains("!Reset!"))
    // Lesson 5: `•` per letter, `*` with --ascii, as the lesson says.
    #expect(plain.contains("••••••") && ascii.contains("******"))
    #expect(password.contains("•") && password.contains("*") && password.contains("--ascii"))
    // Lesson 5 names the optional it means instead of pointing at code the learner never saw.
    let handler = ProseRenderer.render(textFields.steps[2].prose, width: 200, color: false)
    #expect(!handler.contains("as above"))
  }
}
