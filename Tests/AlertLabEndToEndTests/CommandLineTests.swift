import Foundation
import Testing

/// The binary's arguments: help, version, usage errors on stderr with status 2, `run`,
/// `verify`, `lessons`, `test`.
@Suite struct CommandLineTests {
  func alertlab(_ arguments: [String], input: String = "", in folder: TemporaryFolder)
    throws -> RunResult
  {
    try runAlertLab(arguments, input: input, in: folder)
  }

  @Test func helpAndVersion() throws {
    let folder = try TemporaryFolder()
    let help = try alertlab(["--help"], in: folder)
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: alertlab [options]"))
    let version = try alertlab(["--version"], in: folder)
    #expect(version.output.hasPrefix("AlertLab 0.1.0 ("))
  }

  @Test func usageErrorsGoToStandardErrorWithStatusTwo() throws {
    let folder = try TemporaryFolder()
    for (arguments, message) in [
      (["--frobnicate"], "alertlab: unknown option '--frobnicate'"),
      (["frobnicate"], "alertlab: unknown command 'frobnicate'"),
      (["--device", "toaster"], "alertlab: unknown device 'toaster'"),
      (["--ios", "5"], "alertlab: unknown iOS version '5'"),
      (["--color", "sometimes"], "alertlab: --color takes auto, always or never, not 'sometimes'"),
      (["run"], "alertlab: run takes one FILE"),
      (["run", "missing.swift"], "alertlab: cannot read 'missing.swift'"),
      (["--device"], "alertlab: --device needs a value"),
      (
        ["lesson", "frist-alert"], "alertlab: no lesson 'frist-alert' (did you mean 'first-alert'?)"
      ),
    ] {
      let result = try alertlab(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.output == "", "\(arguments)")
      #expect(result.errors.hasPrefix(message), "\(arguments): \(result.errors)")
    }
  }

  /// A crash of the simulated app is the script's output, as on a device: `run` and the
  /// piped shell exit 0 after it, and 1 after a statement that does not compile.
  @Test func runPrintsTheSameAsThePipedShellAndExitsOneOnlyOnAnError() throws {
    let folder = try TemporaryFolder()
    let script = """
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "A", style: .cancel))
      alert.addAction(UIAlertAction(title: "B", style: .cancel))

      """
    let path = folder.path + "/crash.swift"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(script.utf8)))
    let run = try alertlab(["run", "crash.swift", "--ascii"], in: folder)
    #expect(run.status == 0)
    #expect(run.output.contains("reason: 'UIAlertController can only have one action"))
    #expect(run.output.contains("  Fix: "))
    let piped = try alertlab(["--ascii"], input: script, in: folder)
    #expect(piped.output == run.output)
    #expect(piped.status == 0)
    let stdin = try alertlab(["run", "-", "--ascii"], input: script, in: folder)
    #expect(stdin.output == run.output)
    #expect(stdin.status == 0)
    let wrong = try alertlab(["run", "-", "--ascii"], input: "alert.addActoin(nil)\n", in: folder)
    #expect(wrong.status == 1)
    #expect(wrong.output.contains("<stdin>:1:1: error: "), "\(wrong.output)")
    #expect(try alertlab(["--ascii"], input: "alert.addActoin(nil)\n", in: folder).status == 1)
    #expect(try alertlab(["run", "missing.swift"], in: folder).status == 2)
  }

  @Test func noEchoPrintsWhatTheProgramPrints() throws {
    let folder = try TemporaryFolder()
    let program = """
      let names = ["tea", "cake"]
      for name in names { print(name, terminator: " ") }
      print()
      let alert = UIAlertController(title: "Shown", message: nil, preferredStyle: .alert)
      present(alert, animated: true)
      print("done", terminator: "")

      """
    let path = folder.path + "/program.swift"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(program.utf8)))
    let echoed = try alertlab(["run", "program.swift"], in: folder)
    #expect(echoed.output.hasPrefix("names: [String] = [\"tea\", \"cake\"]\n"))
    let plain = try alertlab(["run", "--no-echo", "program.swift"], in: folder)
    #expect(plain.output == "tea cake \ndone")
    #expect(plain.status == 0)
    let misplaced = try alertlab(["verify", "--no-echo"], in: folder)
    #expect(misplaced.status == 2)
    #expect(misplaced.errors.contains("--no-echo"), "\(misplaced.errors)")
  }

  @Test func sameInputSameBytes() throws {
    let folder = try TemporaryFolder()
    let script = """
      :device ipad
      let sheet = UIAlertController(title: "保存或刪除數據", message: "刪除數據將不可恢復", preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "取消", style: .cancel))
      sheet.popoverPresentationController?.barButtonItem = addButton
      present(sheet, animated: true)

      """
    let first = try alertlab([], input: script, in: folder)
    let second = try alertlab([], input: script, in: folder)
    #expect(first.output == second.output)
    #expect(first.status == 0)
    #expect(!first.output.contains("\u{1B}["), "no colour when stdout is not a terminal")
  }

  @Test func verifyAndLessonsFindTheCourse() throws {
    let folder = try TemporaryFolder()
    let verify = try alertlab(["verify"], in: folder)
    #expect(verify.output.hasSuffix(" failed\n"))
    let lessons = try alertlab(["lessons"], in: folder)
    #expect(lessons.status == 0)
    #expect(lessons.output.contains("Course: ["))
  }

  /// Installed as the README says, a link on the PATH: typed as `alertlab` from any folder,
  /// it finds the course, and `alertlab lesson 1` starts the first lesson.
  @Test func aLinkOnThePathFindsTheCourseFromAnyFolder() throws {
    let folder = try TemporaryFolder()
    let bin = folder.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("alertlab"), withDestinationURL: try AlertLabBinary.url())
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "alertlab lessons && alertlab lesson 1 < /dev/null"]
    var environment = folder.environment(term: "dumb")
    environment["PATH"] = bin.path + ":/usr/bin:/bin"
    process.environment = environment
    process.currentDirectoryURL = folder.url
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.contains("first-alert            A first alert (0/4)"), "\(text)")
    #expect(text.contains("Lesson 1 of 26: A first alert"), "\(text)")
  }
}
