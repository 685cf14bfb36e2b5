import AlertLabTestSupport
import Foundation
import Testing

/// The hostile inputs found so far, kept as files in `HostileCorpus/`: each is run by the
/// built binary (`alertlab run FILE`), which must end on its own, without a signal, in far
/// less than the generous time budget below, having shown a bounded answer with no raw
/// control byte. A new way to kill, hang or flood AlertLab belongs here as a file (Swift as
/// `NAME.swift.txt`, so that the formatter leaves it as it is; Objective-C as `NAME.m`).
/// Serialized: each input drives a process of its own.
@Suite(.serialized) struct HostileCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("HostileCorpus")

  /// Far above what any input costs (under a second in a debug build): only a hang fails.
  static let timeBudget: TimeInterval = 120
  /// The most one input may show: a statement's caps (20 diagnostics, 20,000 characters of
  /// output, echoes of 10,000) for a few statements, with room to spare.
  static let outputLimit = 1_000_000

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
  }

  @Test func theCorpusHasTheDeepSharedAndRunawayInputs() {
    #expect(Self.files.count >= 15)
    #expect(Self.files.contains { $0.hasSuffix(".m") })
    #expect(Self.files.contains { $0.hasSuffix(".swift.txt") })
  }

  @Test(arguments: files)
  func runsToAnAnswerWithoutASignal(file: String) throws {
    let folder = try TemporaryFolder()
    let result = try runWithinBudget(
      ["run", Self.corpus.appendingPathComponent(file).path, "--ascii"], in: folder,
      budget: Self.timeBudget)
    #expect(!result.timedOut, "\(file) ran past \(Int(Self.timeBudget)) s")
    #expect(result.reason == .exit, "\(file) died of signal \(result.status)")
    #expect(result.status == 0 || result.status == 1, "\(file) exited \(result.status)")
    #expect(result.output.utf8.count + result.errors.utf8.count < Self.outputLimit)
    #expect(!TerminalBytes.hasRawControl(result.output + result.errors), "\(file)")
  }
}

/// What a run within a time budget printed and how it ended.
struct BudgetedRun {
  var output: String
  var errors: String
  var status: Int32
  var reason: Process.TerminationReason
  var timedOut: Bool
}

/// Runs the built `alertlab` with `arguments` and `input` on standard input; past `budget`
/// seconds it is killed and the run says it timed out.
func runWithinBudget(
  _ arguments: [String], input: Data = Data(), in folder: TemporaryFolder,
  budget: TimeInterval
) throws -> BudgetedRun {
  let (process, standardInput, standardOutput, standardError) = try alertLabProcess(
    arguments, in: folder, environment: nil)
  try process.run()
  let deadline = Date().addingTimeInterval(budget)
  let timedOut = Shared(false)
  let watchdog = Thread {
    while process.isRunning {
      if Date() > deadline {
        timedOut.set(true)
        process.terminate()
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
  watchdog.start()
  // The input is written from its own thread: a binary that stops reading must not block
  // the test.
  let writer = Thread {
    try? standardInput.fileHandleForWriting.write(contentsOf: input)
    try? standardInput.fileHandleForWriting.close()
  }
  writer.start()
  let errorsRead = Shared(Data())
  let errorReader = Thread {
    errorsRead.set(standardError.fileHandleForReading.readDataToEndOfFile())
  }
  errorReader.start()
  let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while !errorReader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
  return BudgetedRun(
    output: String(decoding: output, as: UTF8.self),
    errors: String(decoding: errorsRead.get(), as: UTF8.self),
    status: process.terminationStatus, reason: process.terminationReason,
    timedOut: timedOut.get())
}

/// A value shared between the test and the threads watching a run.
final class Shared<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func get() -> Value { lock.withLock { value } }
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
