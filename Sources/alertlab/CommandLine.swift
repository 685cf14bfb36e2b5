import AlertLabCourse
import AlertLabKit
import AlertLabShell
import AlertLabTutor
import AlertLabWords
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
  /// `--lang CODE`, if given.
  var language: Language?
  var bless = false
  /// `run --no-echo`: only what the program prints, as its compiled build prints it.
  var noEcho = false
  /// `record --append` / `--force`, `handout --force`, `progress export --force`.
  var append = false
  var force = false
  /// `--format`, `-o FILE`, `--name NAME`, `--from ARTICLE`, `--articles DIR`.
  var format: String?
  var output: String?
  var name: String?
  var from: String?
  var articles: String?
  /// The command-specific flags given, to check they belong to the command.
  var commandFlags: [String] = []
  /// The language `alertlab` itself speaks (`--lang`, else the environment's).
  var spoken = Language.en
  /// `--help` or `--version`: print that and stop.
  var stop: Stop?

  enum Stop { case help, version }
}

/// What every command runs with: the session's options, the environment, the language
/// `alertlab` speaks and where the course comes from.
struct CommandContext {
  var options: Session.Options
  let environment: [String: String]
  let language: Language
  let course: CourseSource

  func say(_ words: CommandLineWords) -> String { words.text(in: language) }
}

/// A usage error: printed on stderr, exit status 2.
struct UsageError: Error {
  let problem: CommandLineWords
  init(_ problem: CommandLineWords) { self.problem = problem }
}

enum AlertLabCommand {
  static let subcommands = Set(CommandTable.commands.map(\.name))

  /// The commands each command-specific flag belongs to.
  static let flagCommands: [String: [String]] = Dictionary(
    uniqueKeysWithValues: CommandTable.options.filter { !$0.commands.isEmpty }.map {
      ($0.flag, $0.commands)
    })

  /// What `--version` prints: the version and the commit built from.
  static var versionLine: String {
    "AlertLab \(AlertLabVersion.current) (\(BuiltInCourse.commit ?? "unknown commit"))"
  }

  static func parse(_ arguments: [String], language: Language = .en) throws -> Invocation? {
    var invocation = Invocation()
    invocation.spoken = language
    var index = 0
    func value(for flag: String) throws -> String {
      index += 1
      guard index < arguments.count else { throw UsageError(.needsValue(flag: flag)) }
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
      if argument.hasPrefix("-") && argument != "-" {
        guard let option = CommandTable.option(spelled: argument) else {
          throw UsageError(.unknownOption(argument))
        }
        try option.set(&invocation, option.value == nil ? "" : try flagValue())
        if !option.commands.isEmpty { invocation.commandFlags.append(option.flag) }
        switch invocation.stop {
        case .help?:
          print(CommandLineWords.usage(in: language))
          return nil
        case .version?:
          print(versionLine)
          return nil
        case nil: break
        }
      } else if invocation.subcommand == nil {
        guard subcommands.contains(argument) else {
          throw UsageError(.unknownCommand(argument))
        }
        invocation.subcommand = argument
      } else {
        invocation.arguments.append(argument)
      }
      index += 1
    }
    for flag in invocation.commandFlags {
      let commands = flagCommands[flag] ?? []
      guard let subcommand = invocation.subcommand, commands.contains(subcommand) else {
        let spelled = flag == "--output" ? "-o" : flag
        throw UsageError(.flagBelongsTo(flag: spelled, commands: commands))
      }
    }
    return invocation
  }

  static func main() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let environment = Terminal.environment()
    let language = CommandLineWords.language(arguments: arguments, environment: environment)
    func say(_ words: CommandLineWords) -> String { words.text(in: language) }
    let invocation: Invocation
    do {
      guard let parsed = try parse(arguments, language: language) else { return 0 }
      invocation = parsed
    } catch let error as UsageError {
      writeError("alertlab: \(say(error.problem))\n\(say(.tryHelp))\n")
      return 2
    } catch {
      return 2
    }
    let useColor =
      (try? Terminal.colorEnabled(flag: invocation.color, environment: environment)) ?? false
    var options = Session.Options(
      color: useColor, ascii: invocation.ascii, width: nil, script: false,
      device: invocation.device, iOS: invocation.iOS)
    let command = invocation.subcommand.flatMap { name in
      CommandTable.commands.first { $0.name == name }
    }
    let course = CourseSource.find(invocation, environment: environment)
    options.lessonsDirectory =
      command?.readsPathsGiven(invocation) == true ? course.folder : course.directory()
    options.lessonsChosen =
      invocation.lessons != nil || !(environment["ALERTLAB_LESSONS"] ?? "").isEmpty
    options.language = invocation.language
    options.environmentLanguage = Language.fromEnvironment(environment)
    let context = CommandContext(
      options: options, environment: environment, language: language, course: course)
    return command?.run(invocation, context) ?? shell(invocation, context)
  }

  /// The shell, with no command or `alertlab lesson ID` (`lesson`): a lesson started, or the
  /// learner's place resumed.
  static func shell(_ invocation: Invocation, _ context: CommandContext, lesson: Bool = false)
    -> Int32
  {
    var options = context.options
    options.width = Terminal.terminalWidth()
    options.height = Terminal.terminalHeight()
    options.progressPath = ProgressStore.resolvePath(
      override: invocation.progressFile, environment: context.environment)
    var session = Session(options: options)
    let opening: String
    if lesson {
      guard invocation.arguments.count == 1 else {
        writeError("alertlab: \(context.say(.lessonTakesOneID))\n")
        return 2
      }
      let (known, notices) = session.lessonIDs()
      // A lesson is named by its id or by its number in 'alertlab lessons'.
      let id = Course.id(named: invocation.arguments[0], among: known)
      printVisible(notices, terminator: "")
      guard known.contains(id) else {
        let suggestion = Spelling.nearest(id, in: known)
        writeError("alertlab: \(context.say(.noLesson(id: id, suggestion: suggestion)))\n")
        return 2
      }
      opening = session.startLesson(id)
    } else {
      opening = session.resume(
        requestedDevice: invocation.deviceGiven ? invocation.device : nil,
        requestedIOS: invocation.iOSGiven ? invocation.iOS : nil)
    }
    return InteractiveShell.run(
      session: &session, environment: context.environment, opening: opening)
  }

  /// `alertlab lessons`: where the course is, then the course with the learner's progress.
  static func listLessons(_ invocation: Invocation, _ context: CommandContext) -> Int32 {
    var options = context.options
    options.progressPath = ProgressStore.resolvePath(
      override: invocation.progressFile, environment: context.environment)
    var session = Session(options: options)
    printVisible(context.say(.courseFrom(context.course)))
    printVisible(session.courseOverview(), terminator: "")
    return 0
  }

  /// `alertlab run FILE`.
  static func runFile(_ invocation: Invocation, _ context: CommandContext) -> Int32 {
    guard invocation.arguments.count == 1 else {
      writeError("alertlab: \(context.say(.runTakesOneFile))\n\(context.say(.tryHelp))\n")
      return 2
    }
    return runScript(
      path: invocation.arguments[0], options: context.options, invocation: invocation,
      language: context.language)
  }

  /// `alertlab man`: the manual page in roff.
  static func manualPage(_ invocation: Invocation, _ context: CommandContext) -> Int32 {
    guard invocation.arguments.isEmpty else {
      return usageError(context.say(.takesNoArguments(command: "man")), context.language)
    }
    print(ManualPage.text, terminator: "")
    return 0
  }

  static func runScript(
    path: String, options: Session.Options, invocation: Invocation, language: Language = .en
  ) -> Int32 {
    var options = options
    options.script = true
    options.echoes = !invocation.noEcho
    let source: String
    let fileName: String
    // Read no further than `Files.largestText`: standard input may never end.
    let name = path == "-" ? "<stdin>" : path
    let tooLarge =
      "alertlab: \(invocation.say(Said(.nameLargerThan, name, Files.largestText >> 20)))\n"
    if path == "-" {
      guard let data = Files.read(FileHandle.standardInput) else {
        writeError(tooLarge)
        return 2
      }
      source = String(decoding: data, as: UTF8.self)
      fileName = name
    } else {
      guard let handle = FileHandle(forReadingAtPath: path), Files.kind(of: path) == .file else {
        writeError("alertlab: \(CommandLineWords.cannotRead(path: path).text(in: language))\n")
        return 2
      }
      defer { try? handle.close() }
      guard let data = Files.read(handle) else {
        writeError(tooLarge)
        return 2
      }
      guard let text = String(data: data, encoding: .utf8) else {
        writeError("alertlab: \(CommandLineWords.notUTF8(path: path).text(in: language))\n")
        return 2
      }
      source = text
      fileName = path
    }
    let problems = applyFirstLine(of: source, to: &options, invocation: invocation)
    guard problems.isEmpty else {
      for problem in problems {
        let line = "\(fileName):1: error: \(problem.text(in: language.code))"
        writeError(TextLayout.visible(line) + "\n")
      }
      return 2
    }
    options.undoLimit = Session.needsUndoHistory(source) ? Session.shellUndoLimit : 0
    var session = Session(options: options)
    var output = OutputBuffer()
    defer { output.flush() }
    return ScriptRunner.run(source, fileName: fileName, session: &session) { text in
      output.add(text)
    }
  }

  /// The course folder: `--lessons`, `ALERTLAB_LESSONS`, a folder beside the executable, else
  /// the built-in course (mounted as `Lessons`); nil only when a build holds no lessons.
  static func courseDirectory(_ invocation: Invocation, environment: [String: String]) -> String? {
    CourseSource.find(invocation, environment: environment).directory()
  }

  /// A script may choose its device and iOS version on its first line,
  /// `// alertlab: --device ipad --ios 7`, unless the command line already does. Returns
  /// what the line says that AlertLab does not understand.
  static func applyFirstLine(
    of source: String, to options: inout Session.Options, invocation: Invocation
  ) -> [Said] {
    let header = ScriptHeader(of: source)
    if let device = header.device, !invocation.deviceGiven { options.device = device }
    if let version = header.iOS, !invocation.iOSGiven { options.iOS = version }
    return header.saidProblems
  }

  /// Writes a message to standard error through the escaper: the paths, ids and names it
  /// quotes come from the command line or from files, and an ESC or BEL in them must not
  /// reach the terminal.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(TextLayout.visible(text, keepNewlines: true).utf8))
  }
}

/// Prints text that holds names and lines from files (paths, lesson text, transcript
/// lines) with control characters and direction controls spelled out.
func printVisible(_ text: String, terminator: String = "\n") {
  print(TextLayout.visible(text, keepNewlines: true), terminator: terminator)
}

/// `printVisible` to standard error: a diagnostic (`path:line:column: error: ...`), where
/// compilers and CI systems look for them.
func writeVisibleError(_ text: String) {
  FileHandle.standardError.write(Data((TextLayout.visible(text, keepNewlines: true) + "\n").utf8))
}
