import AlertLabKit
import Foundation
import Testing

@testable import AlertLabShell

/// The seeds' Objective-C samples in `Examples/objc`: each `NAME.m` runs as `alertlab run
/// --ascii` would run it and must print `NAME.out`; and it must draw, print and crash exactly as
/// its Swift twin (named in its first comment lines) does, the notes on Objective-C spellings and
/// the declarations' echo lines aside. `ALERTLAB_BLESS=1 swift test --filter ObjectiveCExamples`
/// rewrites the goldens.
@Suite struct ObjectiveCExamplesTests {
  static let folder = AlertExamplesTests.packageRoot.appendingPathComponent("Examples/objc")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".m") }.map { String($0.dropLast(2)) }.sorted()
  }()

  static func source(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("\(name).m"), encoding: .utf8)
  }

  /// Runs a script as `alertlab run --ascii PATH` does: its output and exit status.
  static func run(_ source: String, path: String) -> (output: String, status: Int32) {
    var session = Session(options: Session.Options(ascii: true, script: true))
    var output = ""
    let status = ScriptRunner.run(source, fileName: path, session: &session) { output += $0 }
    return (output, status)
  }

  /// `Examples/alerts/NAME.swift`, as the script's leading comment names it.
  static func twin(of source: String) -> String? {
    let comment = source.split(separator: "\n").prefix { $0.hasPrefix("//") }.joined(separator: " ")
    guard let start = comment.range(of: "Examples/") else { return nil }
    let rest = comment[start.lowerBound...]
    guard let end = rest.range(of: ".swift") else { return nil }
    return String(rest[..<end.upperBound])
  }

  /// What a run shows that both languages must agree on: everything but the notes and the
  /// lines that echo a declared value (`name: Type = ...`), whose types the languages spell
  /// differently.
  static let nsLogPrefix = "2024-01-01 09:41:00.000000+0000 AlertLab[1000:2000] "

  static func comparable(_ output: String) -> [String] {
    // The articles log with NSLog where the Swift twins print: the same line after NSLog's
    // date-and-process prefix.
    output.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix(nsLogPrefix) ? String($0.dropFirst(nsLogPrefix.count)) : String($0)
    }.filter {
      line in
      if line.hasPrefix("note: ") { return false }
      if let colon = line.firstIndex(of: ":"),
        line[..<colon].allSatisfy({ $0.isLetter || $0.isNumber }),
        line.contains(" = ")
      {
        return false
      }
      return true
    }
  }

  @Test(arguments: names) func golden(_ name: String) throws {
    let path = "Examples/objc/\(name).m"
    let (output, status) = Self.run(try Self.source(name), path: path)
    #expect(status == AlertExamplesTests.expectedStatus(output), "exit status of \(name).m")
    #expect(!output.contains("error:"), "\(name).m: \(output)")
    let golden = Self.folder.appendingPathComponent("\(name).out")
    if AlertExamplesTests.blessing {
      try output.write(to: golden, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(
      output == expected, "\(name).out: \(AlertExamplesTests.firstDifference(expected, output))")
  }

  @Test(arguments: names) func sameAsItsSwiftTwin(_ name: String) throws {
    let source = try Self.source(name)
    let twinPath = try #require(Self.twin(of: source), "\(name).m names no Swift twin")
    let twinSource = try String(
      contentsOf: AlertExamplesTests.packageRoot.appendingPathComponent(twinPath), encoding: .utf8)
    let objc = Self.run(source, path: "Examples/objc/\(name).m")
    let swift = Self.run(twinSource, path: twinPath)
    #expect(objc.status == swift.status)
    #expect(objc.output.contains("note: "), "an Objective-C run notes today's spellings")
    let lhs = Self.comparable(objc.output)
    let rhs = Self.comparable(swift.output)
    #expect(
      lhs == rhs,
      "\(name).m and \(twinPath): \(AlertExamplesTests.firstDifference(rhs.joined(separator: "\n"), lhs.joined(separator: "\n")))"
    )
  }

  @Test func everySampleIsThere() {
    #expect(Self.names.count >= 12)
    #expect(Self.names.contains { $0.contains("-break-") })
    #expect(Self.names.contains("popover-background"))
    #expect(Self.names.contains("alert-view"))
  }
}

/// Lessons 1 to 10 each show the article's Objective-C in a ```objc block, in every language;
/// the block runs, from the lesson's start (its device and setup code), without an error.
@Suite struct LessonObjectiveCTests {
  static let lessons: [String] = {
    let folder = AlertExamplesTests.packageRoot.appendingPathComponent("Lessons")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let numbered = files.filter { $0.hasSuffix(".md") && ($0 < "11") }.sorted()
    return numbered.flatMap { ["Lessons/\($0)", "Lessons/zh/\($0)", "Lessons/hi/\($0)"] }
  }()

  /// The text of each fenced block with the info string `info`.
  static func blocks(_ info: String, in text: String) -> [String] {
    var result: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```" + info {
        current = []
      } else if current != nil, line == "```" {
        result.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return result
  }

  @Test func tenLessonsInThreeLanguages() {
    #expect(Self.lessons.count == 30)
  }

  @Test(arguments: lessons) func theArticlesObjectiveCRuns(_ path: String) throws {
    let text = try String(
      contentsOf: AlertExamplesTests.packageRoot.appendingPathComponent(path), encoding: .utf8)
    let code = Self.blocks("objc", in: text)
    #expect(code.count == 1, "\(path) shows the article's Objective-C once")
    let ipad = text.contains("- device: ipad")
    var session = Session(
      options: Session.Options(
        ascii: true, script: true, device: Device(model: ipad ? .ipad : .iphone)))
    for setup in Self.blocks("swift setup", in: text) {
      _ = ScriptRunner.run(setup, fileName: "setup.swift", session: &session) { _ in }
    }
    var output = ""
    let status = ScriptRunner.run(code.first ?? "", fileName: "lesson.m", session: &session) {
      output += $0
    }
    #expect(status == 0, "\(path): \(output)")
    #expect(!output.contains("error:"), "\(path): \(output)")
    #expect(output.contains("note: "), "\(path): the Swift spellings are noted")
  }
}
