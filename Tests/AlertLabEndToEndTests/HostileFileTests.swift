import AlertLabTestSupport
import Foundation
import Testing

/// Files, folders, limits and arguments a hostile user or a careless machine hands the
/// teacher's commands and `run`: each ends with a message, never a signal, a hang or a raw
/// byte on the terminal. Serialized: each test drives processes.
@Suite(.serialized) struct HostileFileTests {
  func write(_ text: String, to name: String, in folder: TemporaryFolder) throws {
    try folder.write(text, to: name)
  }

  func read(_ name: String, in folder: TemporaryFolder) throws -> String {
    try folder.read(name)
  }

  /// The names in `folder` (hidden ones too: a temporary file left behind shows).
  func names(in folder: TemporaryFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// Runs the binary with `arguments` under `ulimit -f 1` (one block: far less than a
  /// handout or a progress file); what it said on standard error, and how it ended.
  func underFileSizeLimit(_ arguments: String, in folder: TemporaryFolder) throws -> (
    errors: String, reason: Process.TerminationReason, status: Int32
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "ulimit -f 1; exec \"$0\" " + arguments, try AlertLabBinary.url().path,
    ]
    process.environment = folder.environment(term: "dumb")
    process.currentDirectoryURL = folder.url
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (said, process.terminationReason, process.terminationStatus)
  }

  @Test func aFileSizeLimitIsReportedLikeAFullDiskNotKilledBySIGXFSZ() throws {
    let folder = try TemporaryFolder()
    let handout = try underFileSizeLimit("handout destructive -o handout.md", in: folder)
    #expect(handout.reason == .exit, "killed by signal \(handout.status)")
    #expect(handout.status == 2)
    #expect(
      handout.errors == "alertlab: cannot write handout.md: \(String(cString: strerror(EFBIG)))\n")
    // No partial handout, and no temporary file beside it.
    let left = try names(in: folder)
    #expect(left.allSatisfy { !$0.contains("handout") }, "\(left)")

    // Saving progress goes through the same writer.
    let steps = (0..<4).map { #""\#($0)": {"hintsUsed": 1, "state": "done"}"# }
      .joined(separator: ", ")
    try write(
      #"{"format": "alertlab-progress", "name": "Ada", "progress": {"version": 1, "lessons": "#
        + #"{"first-alert": {"steps": {\#(steps)}}, "one-cancel": {"steps": {\#(steps)}}}}}"#,
      to: "ada.json", in: folder)
    let imported = try underFileSizeLimit("progress import ada.json", in: folder)
    #expect(imported.reason == .exit, "killed by signal \(imported.status)")
    #expect(imported.status == 1)
    #expect(imported.errors.contains(": \(String(cString: strerror(EFBIG))). Nothing changed."))
    let saved = folder.url.appendingPathComponent("data/alertlab")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: saved.path)) ?? []
    #expect(files.allSatisfy { !$0.contains("tmp") && $0 != "progress.json" }, "\(files)")
  }

  @Test func blessingLeavesAReadOnlyTranscriptAsItIs() throws {
    let folder = try TemporaryFolder()
    let text = "# T\n\n```alertlab\nalertlab> print(1)\n2\n```\n"
    try write(text, to: "t.md", in: folder)
    let path = folder.url.appendingPathComponent("t.md").path
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let blessed = try runAlertLab(["test", "--bless", "t.md"], in: folder)
    #expect(blessed.status == 1)
    #expect(
      blessed.errors.contains(
        "t.md: error: cannot write t.md: the file is read-only, so it is left as it is"))
    #expect(try read("t.md", in: folder) == text)
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect((permissions as? Int) == 0o444)
  }

  static func export(_ name: String) -> String {
    let escaped = name.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return #"{"format": "alertlab-progress", "name": "\#(escaped)", "progress": {"version": 1, "#
      + #""lessons": {"first-alert": {"steps": {"0": {"hintsUsed": 1, "state": "done"}}}}}}"#
  }

  @Test func aClassReportCountsEachRealFileOnceThroughLinksToItsOwnFolder() throws {
    let folder = try TemporaryFolder()
    try write(Self.export("Ada"), to: "class/ada.json", in: folder)
    try write(Self.export("Ben"), to: "class/inner/ben.json", in: folder)
    let manager = FileManager.default
    let inner = folder.url.appendingPathComponent("class/inner")
    for number in 1...5 {
      try manager.createSymbolicLink(
        atPath: inner.appendingPathComponent("up\(number)").path, withDestinationPath: "..")
    }
    try manager.createSymbolicLink(
      atPath: inner.appendingPathComponent("self").path, withDestinationPath: ".")
    try manager.createSymbolicLink(
      atPath: inner.appendingPathComponent("ada-again.json").path,
      withDestinationPath: "../ada.json")
    let report = try runWithinBudget(
      ["class", "report", "class", "class/ada.json", "--format", "csv"], in: folder,
      budget: 120)
    #expect(!report.timedOut)
    #expect(report.status == 0)
    let rows = report.output.split(separator: "\r\n").map { $0.split(separator: ",").first ?? "" }
    #expect(rows == ["learner", "Ada", "Ben"])
  }

  @Test(arguments: [
    ("=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""),
    ("+1+1", "\"'+1+1\""), ("-2", "\"'-2\""), ("@SUM(A1)", "\"'@SUM(A1)\""),
    ("\u{FF1D}1+1", "\"'\u{FF1D}1+1\""), ("Ada", "Ada"), ("Ada, Lovelace", "\"Ada, Lovelace\""),
  ])
  func aCSVReportNeutralisesFormulaCells(name: String, cell: String) throws {
    let folder = try TemporaryFolder()
    try write(Self.export(name), to: "class/one.json", in: folder)
    let report = try runAlertLab(["class", "report", "class", "--format", "csv"], in: folder)
    #expect(report.status == 0)
    let row = report.output.split(separator: "\r\n").dropFirst().first ?? ""
    #expect(row.hasPrefix(cell + ",class/one.json,"), "\(row)")
  }

  @Test func runReadsEndlessStandardInputNoFurtherThanSixteenMegabytes() throws {
    let folder = try TemporaryFolder()
    // More than the limit, in one line: the binary stops reading past 16 MB.
    let input = Data(repeating: UInt8(ascii: "a"), count: (16 << 20) + 4096)
    let run = try runWithinBudget(["run", "-"], input: input, in: folder, budget: 120)
    #expect(!run.timedOut)
    #expect(run.reason == .exit)
    #expect(run.status == 2)
    #expect(run.errors == "alertlab: <stdin> is larger than 16 MB\n")
    #expect(run.output.isEmpty)
  }

  @Test func thePipedShellCutsAnEndlessLineAndAStatementThatNeverCloses() throws {
    let folder = try TemporaryFolder()
    // One 20 MB line with no newline, then a statement that never closes, then a good one.
    var input = Data(repeating: UInt8(ascii: "a"), count: 20 << 20)
    input += Data(("\nfunc f() {\n" + String(repeating: "print(1)\n", count: 120_000)).utf8)
    let run = try runWithinBudget(
      ["--progress-file", "/dev/null"], input: input, in: folder, budget: 240)
    #expect(!run.timedOut)
    #expect(run.reason == .exit)
    let refusals = run.output.components(separatedBy: "error: input is too large").count - 1
    #expect(refusals == 2, "\(run.output.prefix(600))")
    #expect(run.output.utf8.count < 4_000_000)
  }

  @Test func aNewLessonFromAnArticleKeepsItsNoteACommentAndItsBytesVisible() throws {
    let folder = try TemporaryFolder()
    try write(
      "Alerts --> the end\nThe \u{1B}]0;pwn\u{07} title\nSome words that end a sentence.\n",
      to: "article.txt", in: folder)
    let made = try runAlertLab(
      ["new", "lesson", "from-article", "--from", "article.txt", "--lessons", "."], in: folder)
    #expect(made.status == 0)
    let skeleton = try read("01-from-article.md", in: folder)
    let note = try #require(skeleton.firstRange(of: "-->"))
    #expect(skeleton[..<note.lowerBound].contains("Alerts - -> the end"))
    #expect(skeleton[..<note.lowerBound].contains("The \\u{1B}]0;pwn\\u{07} title"))
    #expect(!TerminalBytes.hasRawControl(skeleton))
  }

  @Test func rawControlBytesInArgumentsAreSpelledOutInEveryMessage() throws {
    let folder = try TemporaryFolder()
    let hostile = "x\u{1B}[2J\u{07}y"
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent(hostile + ".md"), withIntermediateDirectories: true)
    let commands: [[String]] = [
      ["--device", hostile], ["--ios", hostile], ["--lang", hostile], ["lesson", hostile],
      ["run", hostile], ["run", hostile + ".md"], ["test", hostile + ".md"],
      ["handout", hostile], ["handout", hostile + ".md"],
      ["handout", "destructive", "-o", hostile + "/out.md"], ["progress", "import", hostile],
      ["class", "report", hostile], ["new", "lesson", hostile], ["verify", hostile],
      ["record", hostile + ".md"], [hostile],
    ]
    for arguments in commands {
      let result = try runWithinBudget(arguments, in: folder, budget: 120)
      #expect(!result.timedOut, "\(arguments)")
      #expect(result.reason == .exit, "\(arguments)")
      #expect(!result.errors.isEmpty || !result.output.isEmpty, "\(arguments)")
      #expect(
        !TerminalBytes.hasRawControl(result.output + result.errors),
        "\(arguments): \((result.output + result.errors).debugDescription)")
    }
  }

  @Test func aLessonLargerThanOneMegabyteIsRefusedByVerify() throws {
    let folder = try TemporaryFolder()
    let paragraph = String(repeating: "word ", count: 4_000_000)
    try write(
      "# Big\n\n- id: big\n- source: a.txt, \"A\"\n- device: iphone\n- ios: 17.0\n\n"
        + paragraph + "\n", to: "lessons/01-big.md", in: folder)
    let verified = try runAlertLab(["verify", "lessons"], in: folder)
    #expect(verified.status == 1)
    // Diagnostics go to standard error, as a compiler's do.
    #expect(
      verified.errors.contains(
        "lessons/01-big.md: error: the file is larger than 1 MB, the most a lesson may be"))
  }

  @Test func aLessonWithTwentyThousandLinesOfSetupStartsAndMovesOn() throws {
    let folder = try TemporaryFolder()
    let setup = (0..<20_000).map { "var v\($0) = \($0)" }.joined(separator: "\n")
    try write(
      """
      # Big setup

      - id: big-setup
      - source: a.txt, "A"
      - device: iphone
      - ios: 17.0

      A lesson whose setup is long.

      ```swift setup
      \(setup)
      ```

      ## Make it

      Make the alert.

      ```swift
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      ```

      ```goal
      made: alert.title == "T"
      ```

      1. A hint.

      ## Show it

      Present it.

      ```swift
      present(alert, animated: true)
      ```

      ```goal
      shown: presentedViewController === alert
      ```

      1. A hint.

      """, to: "lessons/01-big-setup.md", in: folder)
    let input = Data(
      "v19999\n:next\n:prev\nlet alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)\n"
        .utf8)
    let run = try runWithinBudget(
      ["lesson", "big-setup", "--lessons", "lessons", "--ascii"], input: input, in: folder,
      budget: 240)
    #expect(!run.timedOut)
    #expect(run.status == 0)
    #expect(run.output.contains("Int = 19999"))
    #expect(run.output.contains("Step 2 of 2: Show it"))
    #expect(run.output.contains("[x] made"))
  }
}
