import AlertLabKit
import AlertLabShell
import AlertLabTutor

/// The command line as data: each subcommand and each option declared once, with what it
/// takes and what it does. Parsing, running, the shell completion scripts (`alertlab
/// completion`) and the manual page (`alertlab man`) are made from it, and a test checks that
/// `--help` in every language names all of it.
enum CommandTable {
  /// What a word on the command line may be.
  enum Argument: Equatable {
    case nothing
    /// Any path (the shell completes files and folders).
    case paths
    /// A folder.
    case folder
    /// One of these words.
    case words([String])
    /// A lesson id of the course.
    case lessons
    /// A lesson id, or a Markdown file.
    case lessonsOrMarkdown
    /// A rule id of the catalog (`:rules`).
    case rules
    /// A value of the user's own (a name, a version): nothing to offer.
    case text

    /// One of these actions of the command (`progress export`).
    static func actions(_ actions: Action...) -> Argument { .words(actions.map(\.rawValue)) }
  }

  /// The word after a command that says what it does (`class report`, `progress export`,
  /// `new lesson`): each command lists its own in `first`, and runs by switching over them.
  enum Action: String, CaseIterable, Sendable {
    case report, export, `import`, lesson

    /// The action `invocation`'s first argument names, or nil.
    init?(of invocation: Invocation) {
      guard let word = invocation.arguments.first else { return nil }
      self.init(rawValue: word)
    }
  }

  struct Command {
    var name: String
    /// The words after the name in the synopsis (`FILE`, `report PATH...`).
    var synopsis: String
    /// What the first argument is, and what those after it are.
    var first: Argument
    var rest: Argument
    /// What it does, in the manual's words (English; `--help` has each language's).
    var summary: String
    /// Whether it reads only the paths it is given, leaving the built-in course unmounted (a
    /// user's own `Lessons/...` is then read from the disk).
    var readsPathsGiven: @Sendable (Invocation) -> Bool = { _ in false }
    /// Runs it; the exit status.
    var run: @Sendable (Invocation, CommandContext) -> Int32
  }

  struct Option {
    var flag: String
    /// Other spellings (`--colour`, `-o`).
    var aliases: [String] = []
    /// The value's name in the synopsis (`NAME`), nil for a flag without one.
    var value: String?
    var argument: Argument = .nothing
    /// The commands it belongs to; empty for an option of every command.
    var commands: [String] = []
    var summary: String
    /// What giving it does to the invocation, with its value (empty for a flag without one).
    var set: @Sendable (inout Invocation, String) throws -> Void = { _, _ in }
  }

  static let commands: [Command] = [
    Command(
      name: "run", synopsis: "FILE", first: .paths, rest: .nothing,
      summary:
        "Runs a script of Swift (or, for FILE.m, Objective-C) and :commands; '-' reads standard "
        + "input. Its first line may say '// alertlab: --device ipad --ios 7'.",
      run: { AlertLabCommand.runFile($0, $1) }),
    Command(
      name: "lessons", synopsis: "", first: .nothing, rest: .nothing,
      summary: "Lists the course with your progress, after a line saying where the course is.",
      run: { AlertLabCommand.listLessons($0, $1) }),
    Command(
      name: "lesson", synopsis: "ID|N", first: .lessons, rest: .nothing,
      summary: "Starts or resumes one lesson, by id or by its number in 'alertlab lessons'.",
      run: { AlertLabCommand.shell($0, $1, lesson: true) }),
    Command(
      name: "verify", synopsis: "[PATH...]", first: .paths, rest: .paths,
      summary:
        "Checks lessons and their translations (by default the course): each problem on "
        + "standard error as path:line:column: error: ..., PASS lines and a count on standard "
        + "output.",
      readsPathsGiven: { !$0.arguments.isEmpty },
      run: { AlertLabCommand.verify($0, environment: $1.environment) }),
    Command(
      name: "test", synopsis: "PATH...", first: .paths, rest: .paths,
      summary:
        "Replays Markdown transcripts (a folder: its *.md files) and reports each difference; "
        + "--bless rewrites their expected output.",
      run: { AlertLabCommand.test($0, options: $1.options) }),
    Command(
      name: "record", synopsis: "FILE", first: .paths, rest: .nothing,
      summary:
        "Starts the shell and writes what you type and see to FILE as a transcript; an "
        + "existing FILE needs --append or --force.",
      run: { AlertLabCommand.record($0, options: $1.options, environment: $1.environment) }),
    Command(
      name: "handout", synopsis: "ID|FILE.md", first: .lessonsOrMarkdown, rest: .nothing,
      summary: "Makes a printable handout of a lesson or of a transcript, replayed.",
      run: { AlertLabCommand.handout($0, options: $1.options) }),
    Command(
      name: "class", synopsis: "report PATH...", first: .actions(.report), rest: .paths,
      summary: "Shows a class at a glance from progress files or folders of them.",
      run: { AlertLabCommand.classReport($0, options: $1.options) }),
    Command(
      name: "progress", synopsis: "export|import [FILE]", first: .actions(.export, .import),
      rest: .paths,
      summary:
        "Exports your progress as one JSON document, or merges such an export into your "
        + "progress (never losing a step).",
      run: { AlertLabCommand.progress($0, environment: $1.environment) }),
    Command(
      name: "new", synopsis: "lesson ID", first: .actions(.lesson), rest: .text,
      summary:
        "Writes a lesson skeleton for teachers into --lessons DIR or the current folder.",
      readsPathsGiven: { _ in true },
      run: { AlertLabCommand.newLesson($0, environment: $1.environment) }),
    Command(
      name: "explain", synopsis: "[RULE]", first: .rules, rest: .nothing,
      summary:
        "Explains one of UIKit's rules as :explain does in the shell; without RULE, lists "
        + "them as :rules does.",
      run: { AlertLabCommand.explain($0, options: $1.options) }),
    Command(
      name: "completion", synopsis: "bash|zsh|fish", first: .words(Shell.allCases.map(\.rawValue)),
      rest: .nothing,
      summary: "Prints a completion script for the shell named.",
      run: { AlertLabCommand.completion($0, options: $1.options) }),
    Command(
      name: "man", synopsis: "", first: .nothing, rest: .nothing,
      summary: "Prints this manual page (alertlab.1) in roff.",
      run: { AlertLabCommand.manualPage($0, $1) }),
  ]

  /// `--format`'s values, by command: the formats each command's library knows.
  static let formats: [String: [String]] = [
    "verify": TestReport.Format.allCases.map(\.rawValue),
    "test": TestReport.Format.allCases.map(\.rawValue),
    "handout": Handout.Format.allCases.map(\.rawValue),
    "class": ClassReport.Format.allCases.map(\.rawValue),
  ]

  static let options: [Option] = [
    Option(
      flag: "--device", value: "NAME", argument: .words(Device.names),
      summary: "The simulated device (default iphone).",
      set: { invocation, name in
        guard let device = Device(name: name) else { throw UsageError(.unknownDevice(name: name)) }
        invocation.device = device
        invocation.deviceGiven = true
      }),
    Option(
      flag: "--ios", value: "VERSION", argument: .text,
      summary: "The iOS version, 7.0 and later (default \(IOSVersion.current)).",
      set: { invocation, text in
        guard let version = IOSVersion(string: text) else {
          throw UsageError(.unknownIOS(text: text))
        }
        invocation.iOS = version
        invocation.iOSGiven = true
      }),
    Option(
      flag: "--color", aliases: ["--colour"], value: "WHEN",
      argument: .words(["auto", "always", "never"]),
      summary:
        "Colour: auto (the default: only on a terminal, never with NO_COLOR or TERM=dumb), "
        + "always or never.",
      set: { invocation, when in
        guard ["auto", "always", "never"].contains(when) else {
          throw UsageError(.colorTakes(given: when))
        }
        invocation.color = when
      }),
    Option(
      flag: "--ascii", summary: "Draws with ASCII characters only.",
      set: { invocation, _ in invocation.ascii = true }),
    Option(
      flag: "--lessons", value: "DIR", argument: .folder,
      summary: "Loads the lessons from DIR instead of the course.",
      set: { $0.lessons = $1 }),
    Option(
      flag: "--progress-file", value: "FILE", argument: .paths,
      summary: "Keeps the learner's progress in FILE.",
      set: { $0.progressFile = $1 }),
    Option(
      flag: "--lang", value: "CODE", argument: .words(Language.allCases.map(\.code)),
      summary:
        "The language of the lessons and of AlertLab's own words: \(Language.codeList) "
        + "(default: LC_ALL, LC_MESSAGES or LANG, else the one last chosen; remembered).",
      set: { invocation, code in
        guard let language = Language(code: code) else { throw UsageError(.langTakes(given: code)) }
        invocation.language = language
      }),
    Option(
      flag: "--help", aliases: ["-h"], summary: "Prints the usage.",
      set: { invocation, _ in invocation.stop = .help }),
    Option(
      flag: "--version", summary: "Prints the version and the commit it was built from.",
      set: { invocation, _ in invocation.stop = .version }),
    Option(
      flag: "--no-echo", commands: ["run"],
      summary: "Prints only what the program prints, as its compiled build does.",
      set: { invocation, _ in invocation.noEcho = true }),
    Option(
      flag: "--bless", commands: ["test"], summary: "Rewrites the transcripts' expected output.",
      set: { invocation, _ in invocation.bless = true }),
    Option(
      flag: "--format", value: "FORMAT", argument: .text,
      commands: ["handout", "class", "verify", "test"],
      summary:
        "verify and test: text, junit or gradescope (a report on standard output); handout: "
        + "md or html; class report: text, csv or json.",
      set: { $0.format = $1 }),
    Option(
      flag: "--output", aliases: ["-o"], value: "FILE", argument: .paths,
      commands: ["handout", "progress"], summary: "Writes to FILE instead of standard output.",
      set: { $0.output = $1 }),
    Option(
      flag: "--append", commands: ["record"],
      summary: "Adds a block to an existing transcript.",
      set: { invocation, _ in invocation.append = true }),
    Option(
      flag: "--force", commands: ["record", "handout", "progress"],
      summary: "Replaces an existing file.",
      set: { invocation, _ in invocation.force = true }),
    Option(
      flag: "--name", value: "NAME", argument: .text, commands: ["progress"],
      summary: "The learner's name in an export.",
      set: { $0.name = $1 }),
    Option(
      flag: "--from", value: "ARTICLE", argument: .text, commands: ["new"],
      summary: "The article a new lesson comes from: a title, a section or a file.",
      set: { $0.from = $1 }),
    Option(
      flag: "--articles", value: "DIR", argument: .folder, commands: ["verify", "new"],
      summary: "Your own copies of the articles (plain .txt files), to check citations.",
      set: { $0.articles = $1 }),
  ]

  /// The options `command` takes (every command's, then its own), by their first spelling.
  static func options(of command: String?) -> [Option] {
    options.filter { $0.commands.isEmpty || command.map($0.commands.contains) == true }
  }

  /// The option spelled `spelling` (`--colour`, `-o`), or nil.
  static func option(spelled spelling: String) -> Option? {
    options.first { $0.flag == spelling || $0.aliases.contains(spelling) }
  }

  /// Every spelling of the options that take a value.
  static var optionsWithValues: [String] {
    options.filter { $0.value != nil }.flatMap { [$0.flag] + $0.aliases }
  }
}

/// The shells `alertlab completion` writes for.
enum Shell: String, CaseIterable {
  case bash, zsh, fish
}
