import AlertLabKit
import Foundation
import Testing

@testable import AlertLabShell

/// What a learner can type to flood the terminal, stall the shell or smuggle bytes to the
/// terminal: the shell shows a bounded, escaped answer and carries on.
@Suite struct HostileSessionTests {
  @Test func aStatementShowsAtMostTwentyThousandCharactersOfOutput() {
    var session = makeSession()
    _ = session.submit("let line = String(repeating: \"ab\", count: 5000)")
    let printed = session.submit("func many() { print(line); print(line); print(line) }\nmany()")
    #expect(printed.utf8.count < 20_200)
    #expect(printed.hasSuffix("… (10002 more characters of output)\n"))
    #expect(session.submit("print(1)") == "1\n")
  }

  @Test(arguments: ["9223372036854775807", "-1", "3"])
  func aSavedPlaceOutOfRangeResumesInsideTheLesson(step: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-progress-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(
      (#"{"version": 1, "current": {"lesson": "first-alert", "step": \#(step)}, "#
        + #""lessons": {"first-alert": {"steps": {"2": {"hintsUsed": 9223372036854775807}}}}}"#)
        .utf8
    ).write(to: URL(fileURLWithPath: path))
    var shell = Session(
      options: Session.Options(ascii: true, lessonsDirectory: fixture("good"), progressPath: path))
    #expect(shell.resume().contains("Welcome back"))
    #expect(shell.prompt == (step == "-1" ? "first-alert 1/3> " : "first-alert 3/3> "))
    #expect(!shell.submit(":hint").isEmpty)
  }

  /// True when `text` holds a byte a terminal would act on (ESC, BEL, ...) or a direction
  /// control; newlines are fine.
  static func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      (scalar.value < 0x20 && scalar != "\n") || (0x7F..<0xA0).contains(scalar.value)
        || [0x061C, 0x200E, 0x200F].contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value)
    }
  }

  @Test func noCommandEchoesRawEscapeBytes() {
    var session = makeSession()
    _ = session.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)")
    _ = session.submit(
      "alert.addAction(UIAlertAction(title: \"\\u{1B}[2J\\u{061C}OK\", style: .default))")
    _ = session.submit("alert.addTextField { $0.placeholder = \"\\u{1B}]0;pwn\\u{07}\" }")
    _ = session.submit("present(alert, animated: true)")
    let inputs = [
      ":tap \"nope\"", ":type \"nope\" \"x\"", ":explain \u{1B}[31m", ":help \u{1B}[31m",
      ":lesson \u{1B}[31m", ":device \u{1B}[31m", ":\u{1B}[31m", "let x = \"\u{1B}[31m",
      "\u{1B}[31m + 1", "let \u{202E} = 1",
    ]
    for input in inputs {
      let output = session.submit(input)
      #expect(!output.isEmpty, "\(input)")
      #expect(!Self.hasRawControl(output), "\(input) gave \(output.debugDescription)")
    }
    #expect(session.submit(":tap \"nope\"").contains("\\u{1B}[2J\\u{61C}OK"))
  }

  @Test func lessonTextIsEscaped() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-lessons-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let lesson = try String(
      contentsOfFile: fixture("good") + "/01-first-alert.md", encoding: .utf8)
    let hostile = lesson.replacingOccurrences(of: "A first alert", with: "A \u{1B}[2J alert")
      .replacingOccurrences(of: "Make the alert", with: "Make \u{1B}]0;x\u{07} the alert")
      .replacingOccurrences(of: "the alert has its title", with: "the \u{9B}31m title")
      .replacingOccurrences(of: "Use `", with: "Use \u{1B}[5m `")
    #expect(hostile != lesson)
    try hostile.write(toFile: folder + "/01-first-alert.md", atomically: true, encoding: .utf8)
    var shell = Session(options: Session.Options(ascii: true, lessonsDirectory: folder))
    for input in [":lessons", ":lesson first-alert", ":hint", ":goal", "let a = 1"] {
      let output = shell.submit(input)
      #expect(!output.isEmpty, "\(input)")
      #expect(!Self.hasRawControl(output), "\(input) gave \(output.debugDescription)")
    }
  }

  @Test func aStatementWithThousandsOfErrorsShowsTwentyAndCountsTheRest() {
    var session = makeSession()
    let output = session.submit(String(repeating: "\u{01} ", count: 3_000))
    let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 20)
    #expect(output.hasSuffix("… (2980 more)\n"))
    #expect(!Self.hasRawControl(output))
  }

  @Test func aFirstLineOptionAlertLabDoesNotKnowIsReported() {
    let header = ScriptHeader(of: "// alertlab: --device nokia --ios 8 --fast\nlet x = 1\n")
    #expect(header.device == nil)
    #expect(header.iOS == IOSVersion(string: "8"))
    #expect(
      header.problems == [
        "unknown device 'nokia' (devices: iphone, iphone-landscape, iphone-plus, "
          + "iphone-plus-landscape, ipad, ipad-landscape, ipad-split)",
        "unknown option '--fast': the first line may say --device NAME and --ios VERSION",
      ])
    let good = ScriptHeader(of: "// alertlab: --device ipad --ios 7\n")
    #expect(good.device == Device(name: "ipad") && good.problems.isEmpty)
    #expect(ScriptHeader(of: "let x = 1") == ScriptHeader(of: ""))
  }

  @Test func importFoundationSaysWhatIsThere() {
    var session = makeSession()
    #expect(
      session.submit("import Foundation")
        == "note: AlertLab simulates UIKit and the parts of Foundation that alert code uses "
        + "(strings, numbers, geometry, NotificationCenter); there are no files, processes or "
        + "network here\n")
    #expect(session.submit("import UIKit").isEmpty)
  }

  @Test func lessonCodeKeepsNoUndoHistory() {
    var session = makeSession()
    _ = session.runLessonCode("let a = 1\nlet b = 2\n:tapout")
    #expect(session.submit(":undo") == "Nothing to undo.\n")
    _ = session.submit("let c = 3")
    #expect(session.submit(":undo").hasPrefix("Undone"))
  }
}
