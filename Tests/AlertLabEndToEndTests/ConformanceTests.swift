import Foundation
import Testing

/// The conformance suite (`Tests/Conformance`): each program runs through the built binary
/// as `alertlab run --no-echo` and must print exactly what the Swift compiler's build of it
/// printed (`NAME.expected`, written by `Tests/Conformance/generate`), and exit 0.
///
/// `Tests/Conformance/differences.txt` lists the programs AlertLab does not yet run as the
/// compiler does. A listed program that now matches fails too, so the list only shrinks.
/// Whatever a program holds, AlertLab must never die of a signal or hang on it.
@Suite struct ConformanceTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // AlertLabEndToEndTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Conformance")

  /// Every program, as its path below `Tests/Conformance` (`12-subscripts/matrix.swift`).
  static let programs: [String] = {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    var found: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".swift") { found.append(path) }
    }
    return found.sorted()
  }()

  /// The programs known to differ, one path a line; `#` starts a comment.
  static let differences: Set<String> = {
    let url = folder.appendingPathComponent("differences.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return Set(
      text.split(separator: "\n").compactMap { line in
        let path = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          .first?.trimmingCharacters(in: .whitespaces)
        return path?.isEmpty == false ? path : nil
      })
  }()

  /// How long one program may take before the run counts as a hang: far above what any
  /// program here costs, so only a runaway trips it.
  static let budget: TimeInterval = 60

  @Test(arguments: programs) func program(_ path: String) throws {
    let source = Self.folder.appendingPathComponent(path)
    let expectedURL = source.deletingPathExtension().appendingPathExtension("expected")
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    let folder = try TemporaryFolder()
    let run = try runAlertLab(
      ["run", "--no-echo", "--color", "never", "--ascii", source.path], in: folder,
      timeout: Self.budget)
    #expect(!run.signalled, "AlertLab died of signal \(run.status) on \(path)")
    #expect(!run.timedOut, "AlertLab did not finish \(path) in \(Self.budget) s")
    if Self.differences.contains(path) {
      #expect(
        run.output != expected || run.status != 0,
        "\(path) now prints what the compiled program prints: remove it from differences.txt")
    } else {
      #expect(run.output == expected, "\(path):\n\(run.output)\(run.errors)")
      #expect(run.status == 0, "\(path) exited \(run.status)")
    }
  }

  @Test func theSuiteIsThere() {
    #expect(Self.programs.count >= 60)
    let chapters = Set(Self.programs.compactMap { $0.split(separator: "/").first })
    #expect(chapters.count >= 25)
    for path in Self.programs {
      let source = Self.folder.appendingPathComponent(path)
      let expected = source.deletingPathExtension().appendingPathExtension("expected")
      #expect(FileManager.default.fileExists(atPath: expected.path), "\(path) has no .expected")
    }
  }

  @Test func differencesNameOnlyPrograms() {
    for path in Self.differences {
      #expect(Self.programs.contains(path), "differences.txt names \(path), which is not there")
    }
  }
}
