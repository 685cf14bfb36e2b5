import Foundation
import FoundationXML
import Testing

@testable import AlertLabTutor

/// `verify --format junit|gradescope` and `test --format ...`: each problem lands in its step or
/// block, and each format keeps its rules.
@Suite struct TestReportTests {
  static let lessonText = """
    # Two steps

    - id: two-steps
    - source: 001_1ba81a9920402955.txt, "A Standard Alert"

    Some words.

    ## Make it

    ```swift
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    ```

    ```goal
    it exists: alert.title == "T"
    ```

    ## Show <it> & "go"

    ```swift
    present(alert, animated: true)
    ```

    ```goal
    on screen: self.presentedViewController === alert
    ```
    """

  func verdict(_ problems: [LessonError]) -> LessonVerdict {
    LessonVerdict(
      lessonID: "two-steps", path: "L/01-two.md", steps: 2, goals: 2, problems: problems)
  }

  func problem(_ line: Int, _ message: String) -> LessonError {
    LessonError(file: "L/01-two.md", line: line, column: 3, message: message)
  }

  @Test func problemsLandInTheStepWhoseHeadingComesBeforeThem() throws {
    let lesson = try LessonParser.parse(Self.lessonText, path: "L/01-two.md")
    let suite = TestReport.suite(
      lesson: lesson, verdict: verdict([problem(24, "not met"), problem(3, "bad id")]),
      group: "two-steps")
    #expect(
      suite.cases.map(\.name) == ["Two steps", "Step 1: Make it", "Step 2: Show <it> & \"go\""])
    #expect(suite.cases[0].failures == ["L/01-two.md:3:3: error: bad id"])
    #expect(suite.cases[1].passed)
    #expect(suite.cases[2].failures == ["L/01-two.md:24:3: error: not met"])
    #expect(suite.failures == 2)
    let passing = TestReport.suite(lesson: lesson, verdict: verdict([]), group: "two-steps")
    #expect(passing.cases.count == 2)
    #expect(passing.failures == 0)
  }

  @Test func transcriptMismatchesLandInTheirBlock() {
    let blocks = Transcript.blocks(
      in: "# T\n\n```alertlab\nalertlab> let n = 1\n```\n\n```alertlab\nalertlab> n\n```\n")
    let mismatch = LessonError(file: "t.md", line: 8, message: "expected 1")
    let suite = TestReport.suite(transcript: "t.md", blocks: blocks, mismatches: [mismatch])
    #expect(suite.cases.map(\.name) == ["Block 1 (line 3)", "Block 2 (line 7)"])
    #expect(suite.cases[0].passed)
    #expect(suite.cases[1].failures == ["t.md:8:1: error: expected 1"])
  }

  func report() throws -> TestReport {
    let lesson = try LessonParser.parse(Self.lessonText, path: "L/01-two.md")
    return TestReport(
      name: "alertlab verify",
      suites: [
        TestReport.suite(unreadable: "L/02-gone.md", problems: ["L/02-gone.md: no such file"]),
        TestReport.suite(
          lesson: lesson, verdict: verdict([problem(24, "a \u{1B}[31m <b>&'\" \n second")]),
          group: "two-steps"),
      ])
  }

  /// JUnit's shape: `testsuites` with counts, a `testsuite` per file whose `tests` and
  /// `failures` count its `testcase`s, each with `classname` and `name`, and a `failure` with
  /// a `message` in the failed ones; well-formed XML whatever the text holds.
  @Test func junitIsWellFormedAndCountsItsCases() throws {
    let xml = try report().junit()
    let document = try XMLDocument(xmlString: xml)
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    #expect(root.attribute(forName: "tests")?.stringValue == "3")
    #expect(root.attribute(forName: "failures")?.stringValue == "2")
    let suites = root.elements(forName: "testsuite")
    #expect(suites.count == 2)
    var total = 0
    for suite in suites {
      let cases = suite.elements(forName: "testcase")
      total += cases.count
      #expect(suite.attribute(forName: "tests")?.stringValue == "\(cases.count)")
      let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
      #expect(suite.attribute(forName: "failures")?.stringValue == "\(failed.count)")
      for test in cases {
        #expect(test.attribute(forName: "classname")?.stringValue?.isEmpty == false)
        #expect(test.attribute(forName: "name")?.stringValue?.isEmpty == false)
      }
    }
    #expect(total == 3)
    let lessonCases = suites[1].elements(forName: "testcase")
    #expect(lessonCases[1].attribute(forName: "name")?.stringValue == "Step 2: Show <it> & \"go\"")
    let failure = try #require(lessonCases[1].elements(forName: "failure").first)
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == "L/01-two.md:24:3: error: a \\u{1B}[31m <b>&'\" \n second")
    #expect(!xml.unicodeScalars.contains("\u{1B}"))
    #expect(try report().junit() == xml)
  }

  /// Gradescope's `results.json`: a `tests` array whose entries have `name`, `number`,
  /// `score` ≤ `max_score`, `status` passed or failed, `visibility` one of Gradescope's four,
  /// and `output` on failures; the total `score` is the sum of the tests' scores.
  @Test func gradescopeResultsHaveTheDocumentedFields() throws {
    let json = try report().gradescope()
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let results = try #require(object as? [String: Any])
    let tests = try #require(results["tests"] as? [[String: Any]])
    #expect(tests.count == 3)
    let visibilities: Set<String> = ["hidden", "after_due_date", "after_published", "visible"]
    var sum = 0.0
    for test in tests {
      let score = try #require((test["score"] as? NSNumber)?.doubleValue)
      let maximum = try #require((test["max_score"] as? NSNumber)?.doubleValue)
      #expect(score <= maximum)
      sum += score
      let status = try #require(test["status"] as? String)
      #expect(["passed", "failed"].contains(status))
      #expect((test["output"] as? String != nil) == (status == "failed"))
      #expect(visibilities.contains(try #require(test["visibility"] as? String)))
      #expect((test["name"] as? String)?.isEmpty == false)
      #expect(test["number"] is String)
    }
    #expect((results["score"] as? NSNumber)?.doubleValue == sum)
    #expect(sum == 1)
    #expect(visibilities.contains(try #require(results["visibility"] as? String)))
    #expect(try report().gradescope() == json)
  }
}
