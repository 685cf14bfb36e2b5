import Foundation
import Testing

/// Headless Chromium, where it is installed: the HTML handout's test needs it.
let installedChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: {
  FileManager.default.isExecutableFile(atPath: $0)
})

/// The commands for teachers and classrooms, through the binary: record and test, verify,
/// progress export and import, class report, handout, new lesson.
@Suite(.serialized) struct TeacherCommandTests {
  func write(_ text: String, to name: String, in folder: TemporaryFolder) throws {
    try folder.write(text, to: name)
  }

  func read(_ name: String, in folder: TemporaryFolder) throws -> String {
    try folder.read(name)
  }

  func exists(_ name: String, in folder: TemporaryFolder) -> Bool {
    FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name).path)
  }

  static let firstAlert =
    "let alert = UIAlertController(title: \"DefaultStyle\", message: \"the default alert view "
    + "style\", preferredStyle: .alert)"

  // MARK: record and test

  @Test func aRecordingReplaysAtSixtyEightyAndTwoHundredColumns() throws {
    let folder = try TemporaryFolder()
    let binary = try AlertLabBinary.url()
    for columns: UInt16 in [60, 80, 200] {
      let name = "rec\(columns).md"
      let shell = try PseudoTerminal(
        binary: binary, environment: folder.environment(term: "xterm"),
        arguments: ["record", name], columns: columns, folder: folder.path, home: folder)
      try shell.waitFor("alertlab> ", timeout: .seconds(20))
      // It says at once that it records, and where to.
      #expect(
        shell.transcript.hasPrefix("Recording to \(name): what you type"), "\(shell.transcript)")
      try shell.type(":lesson first-alert\r")
      try shell.waitFor("first-alert 1/4> ")
      try shell.type(Self.firstAlert + "\r")
      try shell.waitFor("first-alert 2/4> ")
      try shell.type(":quit\r")
      #expect(try shell.waitForExit(timeout: .seconds(10)) == 0)
      let transcript = try read(name, in: folder)
      #expect(transcript.contains("```alertlab width=\(columns)\n"))
      #expect(transcript.contains("Step 2 of 4"))
      // Lesson prose was wrapped at the terminal's width, as the teacher saw it.
      // (Code is never wrapped; its lines start with four spaces or a prompt.)
      let prose = transcript.split(separator: "\n").filter {
        !$0.hasPrefix("    ") && !$0.contains("UIAlertController")
      }
      let wide = prose.filter { $0.count > Int(columns) }
      #expect(wide.isEmpty, "\(columns): \(wide)")
      let test = try runAlertLab(["test", name], in: folder)
      #expect(test.output == "PASS \(name) (1 block, 3 inputs)\n1 passed, 0 failed\n")
      #expect(test.status == 0)
    }
    #expect(try read("rec60.md", in: folder) != read("rec200.md", in: folder))
  }

  /// On a colour terminal a recording shows its screens in colour and marks its prompt; the
  /// transcript keeps neither, so it replays as it was recorded.
  @Test func aRecordingInColourShowsColourAndKeepsAPlainTranscript() throws {
    let folder = try TemporaryFolder()
    var environment = folder.environment(term: "xterm")
    environment["NO_COLOR"] = nil
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: environment,
      arguments: ["record", "colour.md"], folder: folder.path, home: folder)
    try shell.waitFor("(rec) alertlab> ", timeout: .seconds(20))
    try shell.type(Self.firstAlert + "\r")
    try shell.waitFor("(rec) alertlab> ")
    try shell.type("alert.addAction(UIAlertAction(title: \"OK\", style: .default))\r")
    try shell.waitFor("(rec) alertlab> ")
    try shell.type("present(alert, animated: true)\r")
    try shell.waitFor("(rec) alertlab> ")
    let shown = shell.transcript
    try shell.type(":quit\r")
    #expect(try shell.waitForExit(timeout: .seconds(10)) == 0)
    let drawing = shown.components(separatedBy: "present(alert, animated: true)").last ?? ""
    #expect(drawing.contains("DefaultStyle"))
    #expect(drawing.contains("\u{1B}["), "\(drawing)")
    let transcript = try read("colour.md", in: folder)
    #expect(transcript.contains("DefaultStyle"))
    #expect(!transcript.contains("\u{1B}"))
    #expect(!transcript.contains("(rec)"))
    let test = try runAlertLab(["test", "colour.md"], in: folder)
    #expect(test.output == "PASS colour.md (1 block, 4 inputs)\n1 passed, 0 failed\n")
  }

  /// `verify --format junit` and `test --format gradescope` print only the report on standard
  /// output (the diagnostics still go to standard error) and keep the exit status.
  @Test func verifyAndTestWriteReportsThatToolsRead() throws {
    let folder = try TemporaryFolder()
    try write(
      """
      # Mine

      - id: mine
      - source: 001_1ba81a9920402955.txt, "A Standard Alert"

      ## Make it

      ```swift
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      ```

      ```goal
      it exists: alert.title == "T"
      ```

      ## Name it

      ```swift
      alert.title = "U"
      ```

      ```goal
      renamed: alert.title == "V"
      ```
      """, to: "l/01-mine.md", in: folder)
    let junit = try runAlertLab(["verify", "l", "--format", "junit"], in: folder)
    #expect(junit.status == 1)
    #expect(junit.errors.contains("l/01-mine.md:"))
    #expect(junit.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
    #expect(junit.output.contains(#"<testsuites name="alertlab verify" tests="2" failures="1""#))
    #expect(
      junit.output.contains(
        #"<testcase classname="mine" name="Step 1: Make it" file="l/01-mine.md" line="6"/>"#))
    #expect(junit.output.contains(#"name="Step 2: Name it" file="l/01-mine.md" line="16">"#))
    #expect(!junit.output.contains("passed, "))

    try write(
      "# T\n\n```alertlab\nalertlab> let n = 1\nn: Int = 1\n```\n", to: "t.md", in: folder)
    let graded = try runAlertLab(["test", "t.md", "--format", "gradescope"], in: folder)
    #expect(graded.status == 0)
    let results = try JSONSerialization.jsonObject(with: Data(graded.output.utf8))
    let tests = (results as? [String: Any])?["tests"] as? [[String: Any]]
    #expect(tests?.count == 1)
    #expect(tests?.first?["status"] as? String == "passed")
    #expect(tests?.first?["name"] as? String == "t.md: Block 1 (line 3)")

    let wrong = try runAlertLab(["test", "t.md", "--format", "xml"], in: folder)
    #expect(wrong.status == 2)
    #expect(wrong.errors.hasPrefix("alertlab: --format for verify and test takes text, junit or "))
  }

  @Test func anExistingFileSurvivesRecord() throws {
    let folder = try TemporaryFolder()
    let handout = (1...100).map { "Line \($0) of the workshop handout." }.joined(separator: "\n")
    try write(handout, to: "handout.md", in: folder)
    let refused = try runAlertLab(["record", "handout.md"], input: "let n = 1\n", in: folder)
    #expect(refused.status == 2)
    #expect(
      refused.errors
        == "alertlab: handout.md already exists: give --append to add the transcript at its "
        + "end, or --force to replace it\n")
    #expect(try read("handout.md", in: folder) == handout)

    let appended = try runAlertLab(
      ["record", "handout.md", "--append"], input: "let n = 1\n", in: folder)
    #expect(appended.status == 0)
    #expect(
      appended.output.hasSuffix(
        "Transcript added to handout.md; 'alertlab test handout.md' replays it.\n"))
    #expect(
      try read("handout.md", in: folder)
        == handout + "\n\n```alertlab\nalertlab> let n = 1\nn: Int = 1\n```\n")
    #expect(try runAlertLab(["test", "handout.md"], in: folder).status == 0)

    let replaced = try runAlertLab(
      ["record", "handout.md", "--force"], input: "let m = 2\n", in: folder)
    #expect(replaced.status == 0)
    #expect(
      try read("handout.md", in: folder)
        == "# AlertLab transcript\n\n```alertlab\nalertlab> let m = 2\nm: Int = 2\n```\n")
    let both = try runAlertLab(["record", "x.md", "--append", "--force"], in: folder)
    #expect(both.status == 2)
    #expect(both.errors.hasPrefix("alertlab: give --append or --force, not both\n"))
    let folderTarget = try runAlertLab(["record", "."], in: folder)
    #expect(folderTarget.status == 2)
    #expect(!exists("x.md", in: folder))
  }

  @Test func testNamesMissingFilesSearchesFoldersAndReadsHeaders() throws {
    let folder = try TemporaryFolder()
    let missing = try runAlertLab(["test", "missing.md"], in: folder)
    #expect(missing.status == 1)
    #expect(missing.errors == "alertlab: missing.md: no such file or folder\n")
    #expect(missing.output == "0 passed, 1 failed\n")

    try write("# Notes\n\nNo transcript here.\n", to: "course/README.md", in: folder)
    try write(
      "# One\n\n```alertlab ascii\nalertlab> let n = 1\nn: Int = 1\n```\n", to: "course/a.md",
      in: folder)
    try write(
      "# Two\n\n```alertlab devise=ipad\nalertlab> let n = 1\nn: Int = 1\n```\n\n"
        + "```alertlab device=ipda ios=6.0 width=10\nalertlab> let n = 1\n```\n",
      to: "course/deeper/b.md", in: folder)
    let searched = try runAlertLab(["test", "course"], in: folder)
    #expect(searched.status == 1)
    // Diagnostics on standard error, as a compiler's; PASS lines and the count on standard
    // output.
    #expect(searched.output == "PASS course/a.md (1 block, 1 input)\n1 passed, 1 failed\n")
    #expect(
      searched.errors == """
        course/deeper/b.md:3:13: error: unknown word 'devise=ipad' in the block header (did you mean 'device='?); a block header knows device=, ios=, width=, lang=, lessons=, ascii
        course/deeper/b.md:8:13: error: unknown device 'ipda' (did you mean 'ipad'?); devices: iphone, iphone-landscape, iphone-plus, iphone-plus-landscape, ipad, ipad-landscape, ipad-split
        course/deeper/b.md:8:25: error: unknown iOS version '6.0': give 7.0 or later, e.g. ios=8.0
        course/deeper/b.md:8:33: error: the width '10' is not a number of columns from 20 to 1000

        """)
    try write("# Empty\n", to: "empty/notes.md", in: folder)
    let empty = try runAlertLab(["test", "empty"], in: folder)
    #expect(
      empty.errors == "empty: error: no Markdown file with an ```alertlab block in this folder\n")
    #expect(empty.output == "0 passed, 1 failed\n")
  }

  @Test func aLessonPromptPastedIntoABlockReplaysAsALesson() throws {
    let folder = try TemporaryFolder()
    let block = """
      # Pasted from the lesson

      ```alertlab ascii
      first-alert 1/4> \(Self.firstAlert)
      alert: UIAlertController = <UIAlertController: 0x600000c04000 title: "DefaultStyle" style: .alert actions: 0>
        [x] the title is DefaultStyle
        [x] the message is set
        [x] it has the alert style
      Step done!
      ```

      """
    try write(block, to: "pasted.md", in: folder)
    let blessed = try runAlertLab(["test", "--bless", "pasted.md"], in: folder)
    #expect(blessed.status == 0)
    let test = try runAlertLab(["test", "pasted.md"], in: folder)
    #expect(test.output == "PASS pasted.md (1 block, 1 input)\n1 passed, 0 failed\n")
    #expect(try read("pasted.md", in: folder).contains("Step 2 of 4"))
    try write(
      block.replacingOccurrences(of: "first-alert 1/4", with: "frist-alert 1/4"), to: "bad.md",
      in: folder)
    let bad = try runAlertLab(["test", "bad.md"], in: folder)
    #expect(
      bad.errors.hasPrefix(
        "bad.md:4:1: error: the prompt 'frist-alert 1/4> ' names no lesson step of the course "
          + "(lesson 'frist-alert', step 1)\n"))
  }

  // MARK: verify

  @Test func verifySpeaksLikeACompilerAboutEveryProblem() throws {
    let folder = try TemporaryFolder()
    try write(
      """
      # Broken

      - id: broken
      - source: 001_1ba81a9920402955.txt, "A Simple Alert"
      - device: ipda
      - ios: 6.0

      ## Make it

      ```swift
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      ```

      ```goal
      it exists: alert.title == "T"
      the crash: crash: one-cancel
      ```

      ## Unclosed

      ```swift
      alert.addAction(UIAlertAction(title: "A", style: .cancel))
      ```

      ```goal
      one action: alert.actions.count == 1

      1. A hint.
      2. Another hint.
      """, to: "lessons/01-broken.md", in: folder)
    try write(
      """
      # Good

      - id: good
      - source: 001_1ba81a9920402955.txt, "A Standard Alert"

      ## Make it

      ```swift
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      ```

      ```goal
      it exists: alert.title == "T"
      ```
      """, to: "lessons/02-good.md", in: folder)
    let result = try runAlertLab(["verify", "lessons", "missing.md"], in: folder)
    #expect(result.status == 1)
    #expect(result.output == "PASS good (1 steps, 1 goals)\n1 passed, 2 failed\n")
    #expect(
      result.errors == """
        lessons/01-broken.md:5:11: error: unknown device 'ipda' (did you mean 'ipad'?); the known devices are iphone, iphone-landscape, iphone-plus, iphone-plus-landscape, ipad, ipad-landscape, ipad-split
        lessons/01-broken.md:6:8: error: iOS 6.0 is too old: lessons can start on iOS 7.0 or later
        lessons/01-broken.md:16:12: error: goal line 2 puts the label 'the crash' before 'crash:': write 'crash: one-cancel' alone on the line (the learner sees it as its label)
        lessons/01-broken.md:25:1: error: the '```goal' block that starts here is never closed: end it with a line '```' (everything after it was read as part of the block)
        alertlab: missing.md: no such file or folder

        """)

    // With the articles at hand, the section is looked up in the article.
    try write(
      "A Simple Alert\nSome words.\n", to: "articles/001_1ba81a9920402955.txt", in: folder)
    let checked = try runAlertLab(
      ["verify", "lessons/02-good.md", "--articles", "articles"], in: folder)
    #expect(
      checked.errors
        == "lessons/02-good.md:4:11: error: the section \"A Standard Alert\" does not occur in "
        + "001_1ba81a9920402955.txt\n")
    #expect(checked.output == "0 passed, 1 failed\n")
    let misplaced = try runAlertLab(["test", "--articles", "x"], in: folder)
    #expect(misplaced.status == 2)
    #expect(
      misplaced.errors.hasPrefix(
        "alertlab: --articles belongs to 'alertlab verify' and 'alertlab new'\n"))
  }

  /// Three steps; the first's goal block and the second's solution are written as `goal` and
  /// `solution` say.
  static func threeSteps(id: String, goal: String, solution: String) -> String {
    """
    # Three steps

    - id: \(id)
    - source: 001_1ba81a9920402955.txt, "A Simple Alert"

    Intro.

    ## Step one

    ```swift
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    ```

    ```goal
    \(goal)

    1. A hint.

    ## Step two

    ```swift
    \(solution)
    ```

    ```goal
    one action: alert.actions.count == 1
    ```

    1. Hint.

    ## Step three

    ```swift
    alert.addAction(UIAlertAction(title: "B", style: .default))
    ```

    ```goal
    two actions: alert.actions.count == 2
    ```

    1. Hint.

    """
  }

  /// A goal block left open in the middle of a file, and a `)` missing in a solution, are
  /// each reported once, where the teacher must type.
  @Test func verifyPointsAtAMissingFenceAndAMissingParenthesis() throws {
    let folder = try TemporaryFolder()
    try write(
      Self.threeSteps(
        id: "open-goal", goal: "it exists: alert.title == \"T\"",
        solution: "alert.addAction(UIAlertAction(title: \"A\", style: .cancel))"),
      to: "l/01-open-goal.md", in: folder)
    try write(
      Self.threeSteps(
        id: "paren", goal: "it exists: alert.title == \"T\"\n```",
        solution: "alert.addAction(UIAlertAction(title: \"A\", style: .cancel)"),
      to: "l/02-paren.md", in: folder)
    let result = try runAlertLab(["verify", "l"], in: folder)
    #expect(result.status == 1)
    #expect(result.output == "0 passed, 2 failed\n")
    #expect(
      result.errors == """
        l/01-open-goal.md:14:1: error: the '```goal' block that starts here is not closed before line 19: end it with a line '```' above that line (the lines after it were read as part of the block)
        l/02-paren.md:23:58: error: step 2 "Step two": its solution does not run: expected ')' in expression list (the solution is the step's first swift block, line 22)

        """)
    let chinese = try runAlertLab(["verify", "l/01-open-goal.md", "--lang", "zh"], in: folder)
    #expect(
      chinese.errors
        == "l/01-open-goal.md:14:1: error: 从这里开始的“```goal”代码块在第 19 行之前没有结束："
        + "请在那一行上面加一行“```”（它后面的内容都被当成了这个代码块的一部分）\n")
  }

  // MARK: new lesson

  @Test func aNewLessonPassesVerifyOnceFilledIn() throws {
    let folder = try TemporaryFolder()
    try write("# Old\n", to: "mine/07-old.md", in: folder)
    let made = try runAlertLab(
      ["new", "lesson", "my-alert", "--lessons", "mine", "--from", "001_1ba81a9920402955.txt"],
      in: folder)
    #expect(made.status == 0)
    #expect(
      made.output
        == "Wrote mine/08-my-alert.md. Fill in its TODOs, then check it: alertlab verify "
        + "mine/08-my-alert.md\n")
    var text = try read("mine/08-my-alert.md", in: folder)
    #expect(text.contains("- source: 001_1ba81a9920402955.txt, \"TODO: the section\"\n"))
    let unfilled = try runAlertLab(["verify", "mine/08-my-alert.md"], in: folder)
    #expect(unfilled.status == 1)
    #expect(unfilled.output == "0 passed, 1 failed\n")
    let errors = unfilled.errors.split(separator: "\n")
    #expect(errors.count >= 10)
    #expect(errors.allSatisfy { $0.hasPrefix("mine/08-my-alert.md:") && $0.contains(": error: ") })
    #expect(
      errors.contains(
        "mine/08-my-alert.md:5:3: error: fill in the placeholder: TODO: the lesson's title"))
    let again = try runAlertLab(["new", "lesson", "my-alert", "--lessons", "mine"], in: folder)
    #expect(again.status == 2)
    #expect(
      again.errors == "alertlab: the lesson id 'my-alert' is already used by mine/08-my-alert.md\n")
    let badID = try runAlertLab(["new", "lesson", "My Alert"], in: folder)
    #expect(badID.status == 2)

    let fill: [(String, String)] = [
      ("TODO: the lesson's title", "My first alert"),
      ("\"TODO: the section\"", "\"A Simple Alert\""),
      ("TODO: one or two sentences on what the lesson teaches, and why it matters.", "Alerts."),
      ("TODO: the first step's title", "Make an alert"),
      (
        "TODO: what the learner reads, and what to type: the API, and the names and titles the\n"
          + "goals look for (for example an alert called `alert`).", "Make `alert` with one action."
      ),
      (
        "// TODO: the code the learner types; it is also the step's solution.",
        Self.firstAlert + "\nalert.addAction(UIAlertAction(title: \"OK\", style: .cancel))"
      ),
      (
        "TODO: a label: and a predicate, such as alert.actions.count == 1",
        "one action: alert.actions.count == 1"
      ),
      ("TODO: a gentle first hint.", "UIAlertController."),
      ("TODO: a hint that comes close to the answer.", "addAction."),
      ("TODO what the learner breaks", "a second cancel"),
      (
        "TODO: what to try, so that UIKit's rule shows itself. (Delete this step if the lesson\n"
          + "teaches no rule; :rules lists them.)", "Add a second cancel action."
      ),
      (
        "// TODO: the code that breaks the rule.",
        "alert.addAction(UIAlertAction(title: \"No\", style: .cancel))"
      ),
      ("TODO-RULE-ID", "one-cancel"), ("TODO: a hint.", "Another `.cancel`."),
    ]
    for (placeholder, value) in fill {
      #expect(text.contains(placeholder), "\(placeholder)")
      text = text.replacingOccurrences(of: placeholder, with: value)
    }
    try write(text, to: "mine/08-my-alert.md", in: folder)
    let filled = try runAlertLab(["verify", "mine/08-my-alert.md"], in: folder)
    #expect(filled.output == "PASS my-alert (2 steps, 2 goals)\n1 passed, 0 failed\n")
    #expect(filled.status == 0)
  }

  /// Articles are named by their titles: `--from` takes a title, a part of one, or a
  /// section a lesson cites (the file name still works); a name it does not know lists the
  /// titles; a lesson's handout says where it comes from by title.
  @Test func articlesAreNamedByTheirTitles() throws {
    let folder = try TemporaryFolder()
    try write("# Mine\n", to: "mine/README.md", in: folder)
    let bySection = try runAlertLab(
      ["new", "lesson", "by-section", "--lessons", "mine", "--from", "destructive actions"],
      in: folder)
    #expect(bySection.status == 0, "\(bySection.errors)")
    #expect(
      try read("mine/01-by-section.md", in: folder).contains(
        "- source: 001_1ba81a9920402955.txt, \"Destructive actions\"\n"))
    let byTitle = try runAlertLab(
      ["new", "lesson", "by-title", "--lessons", "mine", "--from", "UIAlertView in Swift"],
      in: folder)
    #expect(byTitle.status == 0, "\(byTitle.errors)")
    #expect(
      try read("mine/02-by-title.md", in: folder).contains("- source: 002_621c4382a21859a7.txt"))
    let unknown = try runAlertLab(
      ["new", "lesson", "nope", "--lessons", "mine", "--from", "Destructive action"], in: folder)
    #expect(unknown.status == 2)
    #expect(
      unknown.errors.hasPrefix(
        "alertlab: no article 'Destructive action' (did you mean 'Destructive actions'?); give an "
          + "article's file, its title or one of its sections; the articles are “UIPopoverController"
      ),
      "\(unknown.errors)")
    #expect(
      unknown.errors.contains("“UIAlertController changes in iOS 8” (001_1ba81a9920402955.txt)"))
    let handout = try runAlertLab(["handout", "destructive"], in: folder)
    #expect(handout.status == 0)
    #expect(
      handout.output.contains(
        "From: “UIAlertController changes in iOS 8” (an English blog post, reposted on th7.cn), "
          + "section “Destructive actions”"), "\(handout.output.prefix(600))")
    #expect(!handout.output.contains("001_1ba81a9920402955.txt"))
  }

  // MARK: progress and the class report

  /// A progress export for `name`, with these steps of `first-alert` and these crashes.
  static func export(
    _ name: String, steps: [Int: (String?, Int)], current: Int? = nil,
    crashes: [String: Int] = [:]
  ) -> String {
    let stepText = steps.sorted { $0.key < $1.key }.map { index, record in
      let state = record.0.map { #", "state": "\#($0)""# } ?? ""
      return #""\#(index)": {"hintsUsed": \#(record.1)\#(state)}"#
    }.joined(separator: ", ")
    let crashText = crashes.sorted { $0.key < $1.key }.map { #""\#($0.key)": \#($0.value)"# }
      .joined(separator: ", ")
    let currentText =
      current.map {
        #""current": {"lesson": "first-alert", "step": \#($0)}, "#
      } ?? ""
    return #"{"format": "alertlab-progress", "name": "\#(name)", "progress": {"version": 1, "#
      + currentText
      + #""lessons": {"first-alert": {"steps": {\#(stepText)}}}, "crashes": {\#(crashText)}}}"#
  }

  @Test func exportThenImportOnAFreshMachineLosesNothing() throws {
    let laptop = try TemporaryFolder()
    let progress = laptop.url.appendingPathComponent("data/alertlab/progress.json").path
    try write(
      #"{"version": 1, "current": {"lesson": "one-cancel", "step": 1}, "crashes": {"one-cancel": 2}, "lessons": {"first-alert": {"steps": {"0": {"state": "done", "hintsUsed": 1}, "1": {"state": "assisted", "hintsUsed": 3}, "2": {"state": "skipped", "hintsUsed": 0}}}, "retired": {"steps": {"4": {"state": "done", "hintsUsed": 0}}}}}"#,
      to: "data/alertlab/progress.json", in: laptop)
    let exported = try runAlertLab(
      ["progress", "export", "--name", "Ada", "-o", "ada.json"], in: laptop)
    #expect(exported.status == 0)
    #expect(exported.output == "Progress written to ada.json.\n")

    let desktop = try TemporaryFolder()
    try write(try read("ada.json", in: laptop), to: "ada.json", in: desktop)
    let imported = try runAlertLab(["progress", "import", "ada.json"], in: desktop)
    #expect(imported.status == 0)
    let desktopProgress = desktop.url.appendingPathComponent("data/alertlab/progress.json").path
    #expect(
      imported.output
        == "Imported ada.json (Ada): 4 finished steps, 4 new. Your progress in \(desktopProgress) "
        + "now has 4.\n")
    let original =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: progress))) as? NSDictionary
    let copied =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: desktopProgress))) as? NSDictionary
    #expect(original != nil && original == copied)

    // Importing what is already there changes nothing; a step done here stays done.
    let twice = try runAlertLab(["progress", "import", "ada.json"], in: desktop)
    #expect(twice.output.hasPrefix("Nothing new in ada.json (Ada)"))
    try write(
      Self.export("Ada", steps: [1: (nil, 5), 3: ("done", 0)]), to: "later.json", in: desktop)
    let merged = try runAlertLab(["progress", "import", "later.json"], in: desktop)
    #expect(merged.status == 0)
    let after = try read("data/alertlab/progress.json", in: desktop)
    #expect(after.contains(#""state" : "assisted""#))
    #expect(after.contains(#""hintsUsed" : 5"#))

    try write("{ not json", to: "broken.json", in: desktop)
    let before = try read("data/alertlab/progress.json", in: desktop)
    let broken = try runAlertLab(["progress", "import", "broken.json"], in: desktop)
    #expect(broken.status == 1)
    #expect(
      broken.errors == "alertlab: cannot import broken.json: it is not JSON; nothing changed\n")
    #expect(try read("data/alertlab/progress.json", in: desktop) == before)
  }

  @Test func aClassReportOverTenFilesOneCorruptInEveryFormat() throws {
    let folder = try TemporaryFolder()
    let learners: [(String, [Int: (String?, Int)], Int?, [String: Int])] = [
      ("ada", [0: ("done", 0), 1: ("done", 0), 2: ("done", 0), 3: ("done", 0)], nil, [:]),
      ("ben", [0: ("done", 1), 1: (nil, 2)], 1, ["one-cancel": 2]),
      ("cai", [0: ("done", 0), 1: ("skipped", 3)], 2, ["one-cancel": 1]),
      ("dee", [0: ("done", 0), 1: ("assisted", 4), 2: ("done", 0), 3: ("done", 0)], nil, [:]),
      ("eli", [0: ("done", 0), 1: (nil, 1)], 1, ["sheet-needs-anchor": 1]),
      ("fay", [:], nil, [:]),
      ("gus", [0: ("done", 0), 1: (nil, 0)], 1, [:]),
      (
        "hal", [0: ("skipped", 0), 1: ("skipped", 0), 2: ("skipped", 0), 3: ("skipped", 0)], nil,
        [:]
      ),
      ("ivy", [0: ("done", 0), 1: ("done", 0), 2: ("done", 0), 3: ("done", 2)], nil, [:]),
    ]
    for (name, steps, current, crashes) in learners {
      try write(
        Self.export(name, steps: steps, current: current, crashes: crashes),
        to: "class/\(name).json", in: folder)
    }
    try write(
      #"{"format": "alertlab-progress", "name": "jo", "progr"#, to: "class/jo.json", in: folder)
    let text = try runAlertLab(["class", "report", "class"], in: folder)
    #expect(text.status == 0)
    #expect(text.errors.hasPrefix("alertlab: skipped class/jo.json: it is not JSON\n"))
    let lines = text.output.split(separator: "\n", omittingEmptySubsequences: false)
    // Each row's lessons after the first: not started.
    let laterLessons = String(repeating: "  ·", count: 25)
    #expect(lines.first == "Class report: 9 learners, 26 lessons")
    #expect(
      lines[2]
        == "Learner  1  2  3  4  5  6  7  8  9  10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 Hints"
    )
    #expect(lines[3] == "ada      ✓" + laterLessons + "  0")
    #expect(lines[4] == "ben      ▶" + laterLessons + "  3")
    #expect(lines[6] == "dee      ◐" + laterLessons + "  4")
    #expect(lines[10] == "hal      ↷" + laterLessons + "  0")
    #expect(text.output.contains("✓ done  ◐ assisted  ↷ skipped  ▶ in progress  · not started\n"))
    #expect(
      text.output.contains(
        "Where learners are stuck:\n"
          + "  first-alert step 2 \"Add an OK button\": 6 of 9 (3 on it now, 2 skipped it, "
          + "1 took the solution), 10 hints\n"))
    #expect(
      text.output.hasSuffix(
        "Rules crashed into most:\n  one-cancel: 2 of 9 learners, 3 crashes\n"
          + "  sheet-needs-anchor: 1 of 9 learners, 1 crash\n"))

    let csv = try runAlertLab(["class", "report", "class", "--format", "csv"], in: folder)
    #expect(csv.status == 0)
    let rows = csv.output.components(separatedBy: "\r\n")
    #expect(rows.count == 11)
    #expect(rows[0].hasPrefix("learner,file,first-alert,cancel-and-default,"))
    #expect(
      rows[0].hasSuffix(
        ",ib-inspectable,not-in-window,alerts-in-turn,main-thread,share-sheet-ipad,top-view-controller,await-answer,swiftui-alert,swiftui-dialog,swiftui-popover,hints,crashes"
      ))
    #expect(
      rows[2] == "ben,class/ben.json,in progress 1/4"
        + String(repeating: ",not started", count: 25) + ",3,2")

    let json = try runAlertLab(["class", "report", "class", "--format", "json"], in: folder)
    #expect(json.status == 0)
    let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let rowsJSON = document?["learners"] as? [[String: Any]]
    #expect(rowsJSON?.count == 9)
    #expect(
      (rowsJSON?.first?["lessons"] as? [String: [String: Any]])?["first-alert"]?["state"] as? String
        == "done")
    let skipped = document?["skippedFiles"] as? [[String: String]]
    #expect(skipped == [["file": "class/jo.json", "reason": "it is not JSON"]])
    let stuck = document?["stuck"] as? [[String: Any]]
    #expect(stuck?.first?["step"] as? Int == 2)

    let nothing = try runAlertLab(["class", "report", "class/jo.json"], in: folder)
    #expect(nothing.status == 1)
    let badFormat = try runAlertLab(["class", "report", "class", "--format", "xml"], in: folder)
    #expect(badFormat.status == 2)
  }

  // MARK: handouts

  @Test func aHandoutForEveryLessonOfTheCourseBuilds() throws {
    let folder = try TemporaryFolder()
    let lessons = try runAlertLab(["lessons", "--ascii"], in: folder)
    // ` 1. [ ] not started first-alert            A first alert (0/4)`
    // The first line says where the course is, the last is the progress bar.
    let ids = lessons.output.split(separator: "\n").dropFirst().dropLast().compactMap { line in
      line.components(separatedBy: " not started ").last?.split(separator: " ").first
    }.map(String.init)
    #expect(ids.count == 26)
    for id in ids {
      let markdown = try runAlertLab(["handout", id, "-o", "\(id).md"], in: folder)
      #expect(markdown.status == 0, "\(id): \(markdown.errors)")
      let html = try runAlertLab(["handout", id, "-o", "\(id).html"], in: folder)
      #expect(html.status == 0, "\(id): \(html.errors)")
      let page = try read("\(id).html", in: folder)
      #expect(page.hasPrefix("<!-- Made by alertlab handout from the lesson \(id) "))
      #expect(page.contains("<pre class=\"screen\">"))
      for banned in ["<script", "src=", "href=", "@import", "url("] {
        #expect(!page.contains(banned), "\(id): \(banned)")
      }
      #expect(try read("\(id).md", in: folder).contains("## Step 1 of "))
    }
    let crash = try read("one-cancel.md", in: folder)
    #expect(
      crash.contains(
        "The console shows:\n\n```text\n*** Assertion failure in -[UIAlertController "
          + "addAction:], UIAlertController.m:291\n*** Terminating app due to uncaught exception "
          + "'NSInternalInconsistencyException', reason: 'UIAlertController can only have one "
          + "action with a style of UIAlertActionStyleCancel'\n"))
    let page = try read("destructive.html", in: folder)
    #expect(page.contains("<span class=\"destructive\">"))
    #expect(page.contains("<span class=\"bold\">"))
    #expect(page.contains(".destructive { color: #b00020; }"))
    #expect(page.contains("@media print"))
  }

  @Test func aTranscriptHandoutIsReplayedAndNeverOverwritesATeachersFile() throws {
    let folder = try TemporaryFolder()
    try write(
      "# Workshop\n\nTry *this*:\n\n```alertlab\nalertlab> let n = 1\nn: Int = 99\n```\n",
      to: "workshop.md", in: folder)
    let made = try runAlertLab(["handout", "workshop.md"], in: folder)
    #expect(made.status == 0)
    #expect(
      made.errors
        == "alertlab: note: workshop.md differs from its replay in 1 place; the handout shows "
        + "the replay ('alertlab test workshop.md' lists them)\n")
    #expect(
      made.output
        == "<!-- Made by alertlab handout from the transcript workshop.md: remake it rather "
        + "than edit it. -->\n\n# Workshop\n\nTry *this*:\n\n```text\nalertlab> let n = 1\n"
        + "n: Int = 1\n```\n")
    let overwrite = try runAlertLab(["handout", "workshop.md", "-o", "workshop.md"], in: folder)
    #expect(overwrite.status == 2)
    #expect(try read("workshop.md", in: folder).contains("n: Int = 99"))
    let missing = try runAlertLab(["handout", "frist-alert"], in: folder)
    #expect(missing.status == 2)
    #expect(
      missing.errors.hasPrefix("alertlab: no lesson 'frist-alert' (did you mean 'first-alert'?)"))
  }

  /// The course in this checkout.
  static let course = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons").path

  /// A one-step lesson with the same id as the course's first, in words of its own.
  static let ownLesson = """
    # My first alert

    - id: first-alert
    - source: 001_1ba81a9920402955.txt, "A Simple Alert"

    Our own course's words.

    ## Make the alert

    Make `alert`.

    ```swift
    let alert = UIAlertController(title: "Mine", message: nil, preferredStyle: .alert)
    ```

    ```goal
    it exists: alert.title == "Mine"
    ```

    1. A hint of our own.

    """

  /// A workshop recorded with `--lessons` names the folder in its header, relative to the
  /// transcript: `test` and `handout` replay those lessons (wherever the two folders are
  /// copied together) and refuse another course.
  @Test func aWorkshopRecordedWithItsOwnLessonsReplaysThem() throws {
    let folder = try TemporaryFolder()
    try write(Self.ownLesson, to: "mine/01-first-alert.md", in: folder)
    try write("# Workshops\n", to: "ws/README.md", in: folder)
    let recorded = try runAlertLab(
      ["record", "ws/workshop.md", "--lessons", "mine"], input: ":lesson first-alert\n:hint\n",
      in: folder)
    #expect(recorded.status == 0)
    let transcript = try read("ws/workshop.md", in: folder)
    #expect(transcript.contains("```alertlab lessons=../mine\n"), "\(transcript)")
    #expect(transcript.contains("Hint 1/1: A hint of our own."))
    let test = try runAlertLab(["test", "ws/workshop.md"], in: folder)
    #expect(test.output == "PASS ws/workshop.md (1 block, 2 inputs)\n1 passed, 0 failed\n")
    #expect(test.errors == "")
    let handout = try runAlertLab(["handout", "ws/workshop.md"], in: folder)
    #expect(handout.status == 0)
    #expect(handout.output.contains("Our own course's words."))
    #expect(handout.errors == "")

    let other = try runAlertLab(["test", "ws/workshop.md", "--lessons", Self.course], in: folder)
    #expect(other.status == 1)
    #expect(other.output == "0 passed, 1 failed\n")
    #expect(
      other.errors.hasPrefix(
        "ws/workshop.md:3:1: error: the block was recorded with the lessons in '\(folder.path)/mine', "
          + "not '\(Self.course)'"), "\(other.errors)")
    let wrongHandout = try runAlertLab(
      ["handout", "ws/workshop.md", "--lessons", Self.course], in: folder)
    #expect(wrongHandout.status == 1)
    #expect(wrongHandout.output == "")
    #expect(wrongHandout.errors.contains("was recorded with the lessons in"))

    // Copied elsewhere together, the two folders still replay.
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("copy"), withIntermediateDirectories: true)
    for name in ["ws", "mine"] {
      try FileManager.default.copyItem(
        at: folder.url.appendingPathComponent(name),
        to: folder.url.appendingPathComponent("copy/\(name)"))
    }
    #expect(try runAlertLab(["test", "copy/ws/workshop.md"], in: folder).status == 0)
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("copy/mine"))
    let gone = try runAlertLab(["test", "copy/ws/workshop.md"], in: folder)
    #expect(gone.status == 1)
    #expect(gone.errors.contains("which is not a folder now"), "\(gone.errors)")
  }

  /// An HTML handout of a transcript of a lesson shows the lesson's inline code as styled
  /// text, never as escape codes.
  @Test func anHTMLHandoutOfALessonTranscriptHasNoEscapeCodes() throws {
    let folder = try TemporaryFolder()
    try write(
      "# Workshop\n\n```alertlab\nalertlab> :lesson destructive\n```\n", to: "workshop.md",
      in: folder)
    let made = try runAlertLab(["handout", "workshop.md", "--format", "html"], in: folder)
    #expect(made.status == 0)
    #expect(made.output.contains("<span class=\"inline-code\">.destructive</span>"))
    #expect(!made.output.contains("\\u{1B}"), "\(made.output)")
    #expect(!made.output.contains("[36m"))
    #expect(!made.output.contains("\u{1B}"))
  }

  /// The HTML handout in a real browser: headless Chromium, when it is installed
  /// (`apt-get install chromium`), lays the page out and prints it to PDF with the network
  /// off. Where it is not installed the test is reported as skipped, not passed.
  @Test(
    .enabled(
      if: installedChromium != nil,
      "chromium is not installed: the HTML handout is not checked in a browser"))
  func theHTMLHandoutRendersAndPrintsInHeadlessChromium() throws {
    let chromium = try #require(installedChromium)
    let folder = try TemporaryFolder()
    #expect(try runAlertLab(["handout", "destructive", "-o", "d.html"], in: folder).status == 0)
    func browser(_ arguments: [String]) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: chromium)
      process.arguments =
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
          "--user-data-dir=\(folder.path)/profile", "--proxy-server=127.0.0.1:9",
          "--host-resolver-rules=MAP * ~NOTFOUND",
        ] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    let page = folder.url.appendingPathComponent("d.html").absoluteString
    let dom = try browser(["--dump-dom", page])
    #expect(dom.contains("<pre class=\"screen\">"))
    #expect(dom.contains("<span class=\"destructive\">Reset</span>"))
    _ = try browser(["--print-to-pdf=\(folder.path)/d.pdf", "--no-pdf-header-footer", page])
    let pdf = try Data(contentsOf: folder.url.appendingPathComponent("d.pdf"))
    #expect(pdf.starts(with: Data("%PDF".utf8)))
    #expect(pdf.count > 10_000)

    // A transcript's handout: the lesson text it replays keeps its inline code as styled
    // text, and the page shows no escape codes.
    try write(
      "# Workshop\n\n```alertlab\nalertlab> :lesson destructive\n```\n", to: "workshop.md",
      in: folder)
    #expect(try runAlertLab(["handout", "workshop.md", "-o", "w.html"], in: folder).status == 0)
    let transcriptPage = folder.url.appendingPathComponent("w.html").absoluteString
    let transcriptDOM = try browser(["--dump-dom", transcriptPage])
    #expect(transcriptDOM.contains("<pre class=\"console\">"))
    #expect(transcriptDOM.contains("<span class=\"inline-code\">.destructive</span>"))
    #expect(!transcriptDOM.contains("\\u{1B}"))
    #expect(!transcriptDOM.contains("[36m"))
    _ = try browser(
      ["--print-to-pdf=\(folder.path)/w.pdf", "--no-pdf-header-footer", transcriptPage])
    let transcriptPDF = try Data(contentsOf: folder.url.appendingPathComponent("w.pdf"))
    #expect(transcriptPDF.starts(with: Data("%PDF".utf8)))
  }
}
