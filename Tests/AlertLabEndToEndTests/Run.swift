import Foundation

/// What the binary printed and how it ended.
struct RunResult {
  var output: String
  var errors: String
  var status: Int32
  /// True when it died of a signal it did not ask for (not the one `timeout` sent).
  var signalled = false
  /// True when it outlasted the `timeout` it was given and was ended.
  var timedOut = false
}

/// Runs the built `alertlab` with `arguments` in `folder` (its `HOME` and XDG folders), with
/// `input` on standard input, and waits for it to end: at most `timeout` seconds, when given,
/// after which it is ended and the result says so.
func runAlertLab(
  _ arguments: [String], input: String = "", in folder: TemporaryFolder,
  environment: [String: String]? = nil, timeout: TimeInterval? = nil
) throws -> RunResult {
  let (process, standardInput, standardOutput, standardError) = try alertLabProcess(
    arguments, in: folder, environment: environment)
  try process.run()
  let fired = Flag()
  let watchdog = DispatchWorkItem {
    guard process.isRunning else { return }
    fired.set()
    process.terminate()
  }
  if let timeout {
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
  }
  try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
  try standardInput.fileHandleForWriting.close()
  let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
  let errors = standardError.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  watchdog.cancel()
  let timedOut = fired.isSet
  return RunResult(
    output: String(decoding: output, as: UTF8.self),
    errors: String(decoding: errors, as: UTF8.self), status: process.terminationStatus,
    signalled: process.terminationReason == .uncaughtSignal && !timedOut, timedOut: timedOut)
}

/// The built `alertlab` set up to run with `arguments` in `folder` (its `HOME` and XDG
/// folders), and the pipes of its standard input, output and error.
func alertLabProcess(
  _ arguments: [String], in folder: TemporaryFolder, environment: [String: String]?
) throws -> (Process, Pipe, Pipe, Pipe) {
  let process = Process()
  process.executableURL = try AlertLabBinary.url()
  process.arguments = arguments
  process.environment = environment ?? folder.environment(term: "dumb")
  process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
  let standardInput = Pipe()
  let standardOutput = Pipe()
  let standardError = Pipe()
  process.standardInput = standardInput
  process.standardOutput = standardOutput
  process.standardError = standardError
  return (process, standardInput, standardOutput, standardError)
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
