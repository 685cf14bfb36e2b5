import AlertLabKit
import AlertLabShell
import AlertLabTutor
import Foundation

/// What the command line asked for.
struct Invocation {
  var subcommand: String?
  var arguments: [String] = []
  var device = Device(model: .iphone)
  var iOS = IOSVersion.current
  /// Whether `--device` / `--ios` were given (a script's own first line yields to them).
  var deviceGiven = false
  var iOSGiven = false
  var color = "auto"
  var ascii = false
  var lessons: String?
  var progressFile: String?
  var bless = false
}

/// A usage error: printed on stderr, exit status 2.
struct UsageError: Error {
  let message: String
}

enum AlertLabCommand {
  static let usage = """
    usage: alertlab [options]                 the shell
           alertlab run FILE [options]        run a script (Swift and :commands); '-' reads stdin
           alertlab lessons                   the course with progress
           alertlab lesson ID                 start or resume one lesson
           alertlab verify [PATH...]          check lessons
           alertlab test FILE... [--bless]    replay Markdown transcripts (--bless rewrites
                                              their expected output)
           alertlab record FILE               the shell, writing a transcript to FILE

    options:
      --device NAME         iphone, iphone-landscape, iphone-plus, iphone-plus-landscape,
                            ipad, ipad-landscape, ipad-split (default iphone)
      --ios VERSION         7.0 and later (default \(IOSVersion.current))
      --color WHEN          auto, always or never (default auto: only on a terminal,
                            never with NO_COLOR or TERM=dumb)
      --ascii               draw with ASCII characters only
      --lessons DIR         load lessons from DIR instead of the course
      --progress-file FILE  keep progress in FILE
      --help                this text
      --version             the version
    """

  static let subcommands: Set<String> = ["run", "lessons", "lesson", "verify", "test", "record"]

  static func parse(_ arguments: [String]) throws -> Invocation? {
    var invocation = Invocation()
    var index = 0
    func value(for flag: String) throws -> String {
      index += 1
      guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      var argument = arguments[index]
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        inlineValue = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      func flagValue() throws -> String {
        if let inlineValue { return inlineValue }
        return try value(for: argument)
      }
      switch argument {
      case "--help", "-h":
        print(usage)
        return nil
      case "--version":
        print("alertlab \(AlertLabVersion.current)")
        return nil
      case "--device":
        let name = try flagValue()
        guard let device = Device(name: name) else {
          throw UsageError(
            message: "unknown device '\(name)'; devices: " + Device.names.joined(separator: ", "))
        }
        invocation.device = device
        invocation.deviceGiven = true
      case "--ios":
        let text = try flagValue()
        guard let version = IOSVersion(string: text) else {
          throw UsageError(message: "unknown iOS version '\(text)'; give 7.0 or later, e.g. 8.0")
        }
        invocation.iOS = version
        invocation.iOSGiven = true
      case "--color", "--colour":
        let when = try flagValue()
        guard ["auto", "always", "never"].contains(when) else {
          throw UsageError(message: "--color takes auto, always or never, not '\(when)'")
        }
        invocation.color = when
      case "--ascii":
        invocation.ascii = true
      case "--lessons":
        invocation.lessons = try flagValue()
      case "--progress-file":
        invocation.progressFile = try flagValue()
      case "--bless":
        invocation.bless = true
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw UsageError(message: "unknown option '\(argument)'")
        }
        if invocation.subcommand == nil {
          guard subcommands.contains(argument) else {
            throw UsageError(message: "unknown command '\(argument)'")
          }
          invocation.subcommand = argument
        } else {
          invocation.arguments.append(argument)
        }
      }
      index += 1
    }
    return invocation
  }

  static func main() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let invocation: Invocation
    do {
      guard let parsed = try parse(arguments) else { return 0 }
      invocation = parsed
    } catch let error as UsageError {
      writeError("alertlab: \(error.message)\nTry 'alertlab --help'.\n")
      return 2
    } catch {
      return 2
    }
    let environment = Terminal.environment()
    let useColor =
      (try? Terminal.colorEnabled(flag: invocation.color, environment: environment)) ?? false
    var options = Session.Options(
      color: useColor, ascii: invocation.ascii, width: nil, script: false,
      device: invocation.device, iOS: invocation.iOS)
    options.lessonsDirectory = courseDirectory(invocation, environment: environment)
    switch invocation.subcommand {
    case nil, "lesson":
      options.width = Terminal.terminalWidth()
      options.progressPath = ProgressStore.resolvePath(
        override: invocation.progressFile, environment: environment)
      var session = Session(options: options)
      let opening: String
      if invocation.subcommand == "lesson" {
        guard invocation.arguments.count == 1 else {
          writeError("alertlab: lesson takes one lesson id (alertlab lessons lists them)\n")
          return 2
        }
        let id = invocation.arguments[0]
        let (known, notices) = session.lessonIDs()
        printVisible(notices, terminator: "")
        guard known.contains(id) else {
          let suggestion = Spelling.nearest(id, in: known)
          writeError(
            "alertlab: no lesson '\(id)'"
              + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
              + "; 'alertlab lessons' lists them\n")
          return 2
        }
        opening = session.startLesson(id)
      } else {
        opening = session.resume()
      }
      return InteractiveShell.run(session: &session, environment: environment, opening: opening)
    case "lessons":
      options.progressPath = ProgressStore.resolvePath(
        override: invocation.progressFile, environment: environment)
      var session = Session(options: options)
      printVisible(session.courseOverview(), terminator: "")
      return 0
    case "run":
      guard invocation.arguments.count == 1 else {
        writeError("alertlab: run takes one FILE ('-' for stdin)\nTry 'alertlab --help'.\n")
        return 2
      }
      return runScript(path: invocation.arguments[0], options: options, invocation: invocation)
    case "verify":
      return verify(invocation, environment: environment)
    case "test":
      return test(invocation, options: options)
    case "record":
      guard invocation.arguments.count == 1 else {
        writeError("alertlab: record takes one FILE to write\nTry 'alertlab --help'.\n")
        return 2
      }
      // A transcript is replayed without colour and at no particular width: record it so.
      options.color = false
      options.record = true
      var session = Session(options: options)
      let status = InteractiveShell.run(session: &session, environment: environment)
      let path = invocation.arguments[0]
      var flags: [String] = []
      if invocation.device != Device(model: .iphone) {
        flags.append("device=\(invocation.device.name)")
      }
      if invocation.iOS != .current { flags.append("ios=\(invocation.iOS)") }
      if invocation.ascii { flags.append("ascii") }
      let document = Transcript.document(
        title: "AlertLab transcript", options: flags,
        body: Transcript.body(session.recordedEntries))
      guard FileManager.default.createFile(atPath: path, contents: Data(document.utf8)) else {
        writeError("alertlab: cannot write '\(path)'\n")
        return 2
      }
      print("Transcript written to \(path); 'alertlab test \(path)' replays it.")
      return status
    default:
      let name = invocation.subcommand ?? ""
      writeError("alertlab: '\(name)' is not available in this version of AlertLab yet.\n")
      return 2
    }
  }

  static func runScript(path: String, options: Session.Options, invocation: Invocation) -> Int32 {
    var options = options
    options.script = true
    let source: String
    let fileName: String
    if path == "-" {
      var lines: [String] = []
      while let line = readLine(strippingNewline: false) { lines.append(line) }
      source = lines.joined()
      fileName = "<stdin>"
    } else {
      guard let data = FileManager.default.contents(atPath: path) else {
        writeError("alertlab: cannot read '\(path)': no such file, or not readable\n")
        return 2
      }
      guard let text = String(data: data, encoding: .utf8) else {
        writeError("alertlab: '\(path)' is not UTF-8 text\n")
        return 2
      }
      source = text
      fileName = path
    }
    let problems = applyFirstLine(of: source, to: &options, invocation: invocation)
    guard problems.isEmpty else {
      for problem in problems {
        writeError(TextLayout.visible("\(fileName):1: error: \(problem)") + "\n")
      }
      return 2
    }
    var session = Session(options: options)
    return ScriptRunner.run(source, fileName: fileName, session: &session) { text in
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  static func courseDirectory(_ invocation: Invocation, environment: [String: String]) -> String? {
    CourseLocator.courseDirectory(
      override: invocation.lessons, environment: environment,
      executablePath: CommandLine.arguments.first ?? "alertlab")
  }

  static func verify(_ invocation: Invocation, environment: [String: String]) -> Int32 {
    var paths = invocation.arguments
    if paths.isEmpty {
      guard let course = courseDirectory(invocation, environment: environment) else {
        writeError("alertlab: cannot find the course; give --lessons DIR or lesson files\n")
        return 2
      }
      paths = [course]
    }
    let (lessons, errors) = CourseLocator.load(paths: paths)
    var passed = 0
    var failed = errors.count
    for error in errors {
      if error.line == 0 && error.message == "no such file or folder" {
        writeError("alertlab: \(error.file): no such file or folder\n")
      }
      printVisible("FAIL \(error)")
    }
    for lesson in lessons {
      let verdict = LessonVerifier.verify(lesson) { Session(startingOn: $0) }
      printVisible(verdict.line)
      if verdict.passed { passed += 1 } else { failed += 1 }
    }
    print("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  static func test(_ invocation: Invocation, options: Session.Options) -> Int32 {
    guard !invocation.arguments.isEmpty else {
      writeError("alertlab: test takes one or more Markdown transcripts\nTry 'alertlab --help'.\n")
      return 2
    }
    var passed = 0
    var failed = 0
    for path in invocation.arguments {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        printVisible("FAIL \(path): cannot read it as UTF-8 text")
        failed += 1
        continue
      }
      let result = TranscriptReplay.run(text, path: path, base: options)
      if invocation.bless, result.blocks > 0 {
        if result.blessed != text {
          guard FileManager.default.createFile(atPath: path, contents: Data(result.blessed.utf8))
          else {
            printVisible("FAIL \(path): cannot write it")
            failed += 1
            continue
          }
          printVisible("BLESSED \(path) (\(result.inputs) inputs)")
        } else {
          printVisible("PASS \(path) (\(result.blocks) blocks, \(result.inputs) inputs)")
        }
        passed += 1
        continue
      }
      if result.passed {
        printVisible("PASS \(path) (\(result.blocks) blocks, \(result.inputs) inputs)")
        passed += 1
      } else {
        printVisible("FAIL " + result.mismatches.joined(separator: "\n     "))
        failed += 1
      }
    }
    print("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  /// A script may choose its device and iOS version on its first line,
  /// `// alertlab: --device ipad --ios 7`, unless the command line already does. Returns
  /// what the line says that AlertLab does not understand.
  static func applyFirstLine(
    of source: String, to options: inout Session.Options, invocation: Invocation
  ) -> [String] {
    let header = ScriptHeader(of: source)
    if let device = header.device, !invocation.deviceGiven { options.device = device }
    if let version = header.iOS, !invocation.iOSGiven { options.iOS = version }
    return header.problems
  }

  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Prints text that holds names and lines from files (paths, lesson text, transcript
/// lines) with control characters and direction controls spelled out.
func printVisible(_ text: String, terminator: String = "\n") {
  print(TextLayout.visible(text, keepNewlines: true), terminator: terminator)
}
