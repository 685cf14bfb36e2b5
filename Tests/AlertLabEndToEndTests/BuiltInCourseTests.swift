import Foundation
import Testing

/// The course compiled into `alertlab`: the binary copied alone into an empty folder, run with
/// a clean environment, still teaches and checks the whole course.
@Suite struct BuiltInCourseTests {
  /// A copy of the built binary alone in a folder of `folder`, and an environment with
  /// nothing of AlertLab's: `HOME` the folder, no `ALERTLAB_*`, no locale.
  static func lonelyBinary(in folder: TemporaryFolder) throws -> (URL, [String: String]) {
    let bin = folder.url.appendingPathComponent("alone")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let copy = bin.appendingPathComponent("alertlab")
    try FileManager.default.copyItem(at: try AlertLabBinary.url(), to: copy)
    let environment = ["HOME": folder.path, "PATH": "/usr/bin:/bin", "TERM": "dumb"]
    return (copy, environment)
  }

  /// Runs `binary` in `folder` with `arguments`, `input` on standard input.
  static func run(
    _ binary: URL, _ arguments: [String], input: String = "", in folder: TemporaryFolder,
    environment: [String: String]
  ) throws -> RunResult {
    try runTool(
      binary.path, arguments, input: input, environment: environment, folder: folder.url)
  }

  @Test func theBinaryAloneListsTeachesAndVerifiesTheCourse() throws {
    let folder = try TemporaryFolder()
    let (binary, environment) = try Self.lonelyBinary(in: folder)
    func alertlab(_ arguments: [String], input: String = "") throws -> RunResult {
      try Self.run(binary, arguments, input: input, in: folder, environment: environment)
    }

    let lessons = try alertlab(["lessons"])
    #expect(lessons.status == 0, "\(lessons.errors)")
    #expect(
      lessons.output.hasPrefix(
        "The course: the copy built into alertlab (no Lessons folder beside it)\n"))
    #expect(lessons.output.contains(" first-alert            A first alert (0/4)\n"))
    #expect(lessons.output.contains("Course: ["))

    let input =
      "let alert = UIAlertController(title: \"DefaultStyle\", "
      + "message: \"the default alert view style\", preferredStyle: .alert)\n"
    let lesson = try alertlab(["lesson", "first-alert"], input: input)
    #expect(lesson.status == 0, "\(lesson.errors)")
    #expect(lesson.output.contains("Lesson 1 of 26: A first alert"))
    #expect(lesson.output.contains("✓ the title is DefaultStyle"), "\(lesson.output)")
    #expect(lesson.errors == "")
    let byNumber = try alertlab(["lesson", "3"], input: "")
    #expect(byNumber.output.contains("Lesson 3 of 26"))

    let verify = try alertlab(["verify"])
    #expect(verify.status == 0, "\(verify.errors)")
    #expect(verify.output.hasSuffix("\n104 passed, 0 failed\n"), "\(verify.output.suffix(200))")
    #expect(verify.output.contains("PASS zh/first-alert"))
    // A diagnostic or report names a built-in file as the checkout would.
    let junit = try alertlab(["verify", "--format", "junit"])
    #expect(junit.output.contains("Lessons/01-first-alert.md"))
    #expect(junit.output.contains("Lessons/hi/01-first-alert.md"))

    let handout = try alertlab(["handout", "first-alert"])
    #expect(handout.status == 0, "\(handout.errors)")
    #expect(handout.output.contains("(Lessons/01-first-alert.md)"))
    #expect(handout.output.contains("# A first alert"))
    // By its number in the course, as `alertlab lesson 1` takes it.
    let handoutByNumber = try alertlab(["handout", "1"])
    #expect(handoutByNumber.status == 0, "\(handoutByNumber.errors)")
    #expect(handoutByNumber.output == handout.output)

    // A recorded workshop that walks through lesson 3 replays against the built-in course.
    let workshop = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/workshops/one-cancel-walkthrough.md")
    try FileManager.default.copyItem(
      at: workshop, to: folder.url.appendingPathComponent("walkthrough.md"))
    let replay = try alertlab(["test", "walkthrough.md"])
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.output.hasPrefix("PASS walkthrough.md"))

    // Last: `--lang` is remembered with the progress.
    let chinese = try alertlab(["lessons", "--lang", "zh"])
    #expect(chinese.output.hasPrefix("课程：alertlab 内置的副本"))
    #expect(chinese.output.contains(" first-alert            第一个提醒框 (1/4)\n"))
  }

  /// A `Lessons` folder in the current folder is the user's own: `verify PATH` reads it from
  /// the disk, and the built-in course stays what `lessons` shows.
  @Test func aLessonsFolderOfTheUsersOwnIsReadFromTheDisk() throws {
    let folder = try TemporaryFolder()
    let (binary, environment) = try Self.lonelyBinary(in: folder)
    let course = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons")
    let own = try String(
      contentsOf: course.appendingPathComponent("01-first-alert.md"), encoding: .utf8
    ).replacingOccurrences(of: "- id: first-alert", with: "- id: my-first-alert")
    try folder.write(own, to: "Lessons/01-first-alert.md")
    let verify = try Self.run(
      binary, ["verify", "Lessons/01-first-alert.md"], in: folder, environment: environment)
    #expect(verify.status == 0, "\(verify.errors)")
    #expect(verify.output.contains("PASS my-first-alert"))
    let lessons = try Self.run(binary, ["lessons"], in: folder, environment: environment)
    #expect(lessons.output.contains(" first-alert "))
    #expect(!lessons.output.contains("my-first-alert"))
  }

  @Test func versionNamesTheCommit() throws {
    let folder = try TemporaryFolder()
    let version = try runAlertLab(["--version"], in: folder)
    #expect(version.status == 0)
    let line = version.output
    #expect(line.hasPrefix("AlertLab 0.1.0 ("), "\(line)")
    let commit = line.dropFirst("AlertLab 0.1.0 (".count).dropLast(")\n".count)
    #expect(
      commit == "unknown commit" || (commit.count >= 7 && commit.allSatisfy(\.isHexDigit)),
      "\(line)")
  }

  /// The build step that writes the course into the binary: every file with its path and
  /// text, a file that is not UTF-8 as bytes, and no commit (nor a failed build) without git.
  @Test func theEmbedderWritesEveryFileAndCopesWithoutGit() throws {
    let embedder = try AlertLabBinary.url().deletingLastPathComponent()
      .appendingPathComponent("CourseEmbedder")
    try #require(
      FileManager.default.isExecutableFile(atPath: embedder.path),
      "CourseEmbedder is built beside alertlab")
    let folder = try TemporaryFolder()
    try folder.write("# A \"quoted\" \\ lesson\n\ttab 提醒框\n", to: "Lessons/01-a.md")
    try Data([0x23, 0x20, 0xFF, 0x0A]).write(
      to: folder.url.appendingPathComponent("Lessons/02-b.md"))
    try folder.write("# 第一\n", to: "Lessons/zh/01-a.md")
    let output = folder.url.appendingPathComponent("out.swift").path
    let process = Process()
    process.executableURL = embedder
    let lessons = folder.url.appendingPathComponent("Lessons").path
    process.arguments =
      [output, folder.path, "/nonexistent/git", lessons, "BuiltInCourse"]
      + ["01-a.md", "02-b.md", "zh/01-a.md"].map { lessons + "/" + $0 }
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(source.contains("extension BuiltInCourse {\n"))
    #expect(source.contains("static let commitHash: StaticString = \"\"\n"))
    #expect(source.contains("(\"01-a.md\", \"# A \\\"quoted\\\" \\\\ lesson\\n\\ttab 提醒框\\n\"),"))
    #expect(source.contains("(\"zh/01-a.md\", \"# 第一\\n\"),"))
    #expect(source.contains("(\"02-b.md\", [35, 32, 255, 10]),"))
  }
}
