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

  struct Result {
    var output: String
    var errors: String
    var status: Int32
  }

  /// Runs the binary with `input` on standard input and collects both outputs.
  private func runPiped(_ input: String) throws -> Result {
    let folder = try TemporaryFolder()
    let process = Process()
    process.executableURL = try AlertLabBinary.url()
    process.environment = folder.environment(term: "xterm")
    let standardInput = Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
    let errors = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self),
      status: process.terminationStatus)
  }
}
