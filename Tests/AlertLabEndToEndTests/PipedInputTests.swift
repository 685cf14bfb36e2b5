import Foundation
import Testing

/// The binary with standard input from a pipe: no banner, no prompt, exactly what the
/// session prints.
@Suite struct PipedInputTests {
  @Test func printsExactlyTheSessionOutput() throws {
    let result = try runPiped(Expected.pipedInput + "\n")
    #expect(result.output == Expected.pipedOutput)
    #expect(result.errors == "")
    #expect(result.status == 0)
  }

  @Test func printsNoBannerAndNoPrompt() throws {
    let result = try runPiped("")
    #expect(result.output == "")
    #expect(result.status == 0)
  }

  @Test func submitsAnUnfinishedStatementAtTheEndOfInput() throws {
    let result = try runPiped(Expected.unfinishedInput)
    #expect(result.output == Expected.unfinishedOutput)
    #expect(result.status == 1)
  }

  @Test func stopsReadingAfterQuit() throws {
    let result = try runPiped("\(Expected.typedLine)\n:quit\n\(Expected.typedLine)\n")
    #expect(result.output == Expected.typedLineOutput)
    #expect(result.status == 0)
  }

  /// Runs the binary with `input` on standard input and collects both outputs.
  private func runPiped(_ input: String) throws -> RunResult {
    let folder = try TemporaryFolder()
    return try runAlertLab(
      [], input: input, in: folder, environment: folder.environment(term: "xterm"))
  }
}
