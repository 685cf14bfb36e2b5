import AlertLabKit
import Foundation

/// What `alertlab verify` and `alertlab test` found, in the shapes that CI servers and
/// autograders read: JUnit XML (a `testsuite` per file, a `testcase` per lesson step or
/// transcript block) and Gradescope's `results.json` (a test per case, one point each).
public struct TestReport: Equatable, Sendable {
  /// One step of a lesson, one block of a transcript, or a file that could not be read.
  public struct Case: Equatable, Sendable {
    public var name: String
    /// The lesson id (with its language, `zh/first-alert`) or the transcript's path.
    public var group: String
    public var file: String
    public var line: Int
    /// The problems that fail the case, as `file:line:column: error: message` lines; empty
    /// when it passed.
    public var failures: [String]

    public init(name: String, group: String, file: String, line: Int, failures: [String] = []) {
      self.name = name
      self.group = group
      self.file = file
      self.line = line
      self.failures = failures
    }

    public var passed: Bool { failures.isEmpty }
  }

  /// One file: a lesson, a translation or a transcript.
  public struct Suite: Equatable, Sendable {
    public var name: String
    public var cases: [Case]

    public init(name: String, cases: [Case]) {
      self.name = name
      self.cases = cases
    }

    public var failures: Int { cases.filter { !$0.passed }.count }
  }

  /// The tool that made the report: `alertlab verify` or `alertlab test`.
  public var name: String
  public var suites: [Suite]

  public init(name: String, suites: [Suite] = []) {
    self.name = name
    self.suites = suites
  }

  public var tests: Int { suites.reduce(0) { $0 + $1.cases.count } }
  public var failures: Int { suites.reduce(0) { $0 + $1.failures } }

  /// The lesson's steps as cases: each problem belongs to the step whose heading is the last
  /// one before the problem's line; a problem before the first step (the metadata, the setup
  /// code) or of the whole file is a case of its own named after the lesson.
  public static func suite(
    lesson: Lesson, verdict: LessonVerdict, group: String
  ) -> Suite {
    let steps = lesson.steps.enumerated().map { index, step in
      Case(
        name: "Step \(index + 1): \(step.title)", group: group, file: verdict.path,
        line: step.line)
    }
    return suite(
      verdict.path, cases: steps,
      whole: Case(name: lesson.title, group: group, file: verdict.path, line: 1),
      problems: LessonVerifier.inFileOrder(verdict.problems)
    ) { problem in
      problem.line > 0 ? steps.lastIndex { $0.line <= problem.line } : nil
    }
  }

  /// A transcript's blocks as cases: a mismatch belongs to the block whose fences hold its
  /// line; one outside every block (none: the file has no block) is a case named after the
  /// file.
  public static func suite(
    transcript path: String, blocks: [TranscriptBlock], mismatches: [LessonError]
  ) -> Suite {
    let cases = blocks.enumerated().map { index, block in
      Case(
        name: "Block \(index + 1) (line \(block.openingLine))", group: path, file: path,
        line: block.openingLine)
    }
    return suite(
      path, cases: cases, whole: Case(name: path, group: path, file: path, line: 1),
      problems: mismatches
    ) { mismatch in
      blocks.firstIndex { $0.openingLine <= mismatch.line && mismatch.line <= $0.closingLine }
    }
  }

  /// `cases` with each problem added to the case `place` names, or to `whole`, which comes
  /// first when it failed or when there is no other case.
  static func suite(
    _ name: String, cases: [Case], whole: Case, problems: [LessonError],
    place: (LessonError) -> Int?
  ) -> Suite {
    var cases = cases
    var whole = whole
    for problem in problems {
      if let index = place(problem) {
        cases[index].failures.append(problem.description)
      } else {
        whole.failures.append(problem.description)
      }
    }
    if !whole.passed || cases.isEmpty { cases.insert(whole, at: 0) }
    return Suite(name: name, cases: cases)
  }

  /// A file that could not be loaded: one failing case with its problems.
  public static func suite(unreadable file: String, problems: [String]) -> Suite {
    Suite(
      name: file,
      cases: [
        Case(
          name: file, group: file, file: file, line: 0, failures: problems)
      ])
  }

  // MARK: - JUnit XML

  /// JUnit XML as Ant's `junit` task writes it and CI servers read it: `testsuites`, a
  /// `testsuite` per file with its counts, a `testcase` per case with `classname`, `name`,
  /// `file` and `line`, and a `failure` (its `message` the first problem, its text all of
  /// them) for each case that failed.
  public func junit() -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"\(Self.xml(name))\" tests=\"\(tests)\" failures=\"\(failures)\" "
        + "errors=\"0\">",
    ]
    for suite in suites {
      lines.append(
        "  <testsuite name=\"\(Self.xml(suite.name))\" tests=\"\(suite.cases.count)\" "
          + "failures=\"\(suite.failures)\" errors=\"0\" skipped=\"0\">")
      for test in suite.cases {
        let attributes =
          "classname=\"\(Self.xml(test.group))\" name=\"\(Self.xml(test.name))\" "
          + "file=\"\(Self.xml(test.file))\" line=\"\(test.line)\""
        guard let first = test.failures.first else {
          lines.append("    <testcase \(attributes)/>")
          continue
        }
        lines.append("    <testcase \(attributes)>")
        lines.append(
          "      <failure message=\"\(Self.xml(first))\" type=\"failure\">"
            + Self.xml(test.failures.joined(separator: "\n")) + "</failure>")
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text as XML character data or an attribute value: control characters and escape
  /// sequences as the terminal sees them (`\u{1B}`, through the one escaper), then the five
  /// special characters as entities and a newline as `&#10;`, which attributes keep.
  static func xml(_ text: String) -> String {
    var out = ""
    for scalar in TextLayout.visible(text, keepNewlines: true).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      // The two non-characters XML 1.0 cannot hold at all.
      case "\u{FFFE}", "\u{FFFF}": out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  // MARK: - Gradescope

  /// Gradescope's `results.json`: the total `score`, and a test per case with `name`,
  /// `number`, `score` and `max_score` (one point a case), `status` (`passed` or `failed`),
  /// its problems as `output`, and `visibility` `visible`. Keys sorted, so the same results
  /// give the same bytes.
  public func gradescope() -> String {
    var tests: [[String: Any]] = []
    for (suiteIndex, suite) in suites.enumerated() {
      for (caseIndex, test) in suite.cases.enumerated() {
        var entry: [String: Any] = [
          "name": "\(test.group): \(test.name)",
          "number": "\(suiteIndex + 1).\(caseIndex + 1)",
          "score": test.passed ? 1 : 0,
          "max_score": 1,
          "status": test.passed ? "passed" : "failed",
          "visibility": "visible",
        ]
        if !test.passed { entry["output"] = test.failures.joined(separator: "\n") }
        tests.append(entry)
      }
    }
    let results: [String: Any] = [
      "score": tests.count - failures,
      "visibility": "visible",
      "stdout_visibility": "visible",
      "tests": tests,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: results, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The formats `--format` takes for `verify` and `test`.
  public enum Format: String, CaseIterable, Sendable {
    case text, junit, gradescope
  }

  /// The report in `format`; nil for `text`, which the commands print as they go.
  public func rendered(as format: Format) -> String? {
    switch format {
    case .text: return nil
    case .junit: return junit()
    case .gradescope: return gradescope()
    }
  }
}
