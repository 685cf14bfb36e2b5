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
}
