import AlertLabKit
import AlertLabShell
import AlertLabTutor

/// The command line as data: each subcommand, each option, what they take. Parsing, the
/// shell completion scripts (`alertlab completion`) and the manual page (`alertlab man`) are
/// made from it, and a test checks that `--help` in every language names all of it.
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
  }

  static let commands: [Command] = [
    Command(
      name: "run", synopsis: "FILE", first: .paths, rest: .nothing,
      summary:
        "Runs a script of Swift (or, for FILE.m, Objective-C) and :commands; '-' reads standard "
        + "input. Its first line may say '// alertlab: --device ipad --ios 7'."),
    Command(
      name: "lessons", synopsis: "", first: .nothing, rest: .nothing,
      summary: "Lists the course with your progress, after a line saying where the course is."),
    Command(
      name: "lesson", synopsis: "ID|N", first: .lessons, rest: .nothing,
      summary: "Starts or resumes one lesson, by id or by its number in 'alertlab lessons'."),
    Command(
      name: "verify", synopsis: "[PATH...]", first: .paths, rest: .paths,
      summary:
        "Checks lessons and their translations (by default the course): each problem on "
        + "standard error as path:line:column: error: ..., PASS lines and a count on standard "
        + "output."),
    Command(
      name: "test", synopsis: "PATH...", first: .paths, rest: .paths,
      summary:
        "Replays Markdown transcripts (a folder: its *.md files) and reports each difference; "
        + "--bless rewrites their expected output."),
    Command(
      name: "record", synopsis: "FILE", first: .paths, rest: .nothing,
      summary:
        "Starts the shell and writes what you type and see to FILE as a transcript; an "
        + "existing FILE needs --append or --force."),
    Command(
      name: "handout", synopsis: "ID|FILE.md", first: .lessonsOrMarkdown, rest: .nothing,
      summary: "Makes a printable handout of a lesson or of a transcript, replayed."),
    Command(
      name: "class", synopsis: "report PATH...", first: .words(["report"]), rest: .paths,
      summary: "Shows a class at a glance from progress files or folders of them."),
    Command(
      name: "progress", synopsis: "export|import [FILE]", first: .words(["export", "import"]),
      rest: .paths,
      summary:
        "Exports your progress as one JSON document, or merges such an export into your "
        + "progress (never losing a step)."),
    Command(
      name: "new", synopsis: "lesson ID", first: .words(["lesson"]), rest: .text,
      summary:
        "Writes a lesson skeleton for teachers into --lessons DIR or the current folder."),
    Command(
      name: "explain", synopsis: "[RULE]", first: .rules, rest: .nothing,
      summary:
        "Explains one of UIKit's rules as :explain does in the shell; without RULE, lists "
        + "them as :rules does."),
    Command(
      name: "completion", synopsis: "bash|zsh|fish", first: .words(Shell.allCases.map(\.rawValue)),
      rest: .nothing,
      summary: "Prints a completion script for the shell named."),
    Command(
      name: "man", synopsis: "", first: .nothing, rest: .nothing,
      summary: "Prints this manual page (alertlab.1) in roff."),
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
      summary: "The simulated device (default iphone)."),
    Option(
      flag: "--ios", value: "VERSION", argument: .text,
      summary: "The iOS version, 7.0 and later (default \(IOSVersion.current))."),
    Option(
      flag: "--color", aliases: ["--colour"], value: "WHEN",
      argument: .words(["auto", "always", "never"]),
      summary:
        "Colour: auto (the default: only on a terminal, never with NO_COLOR or TERM=dumb), "
        + "always or never."),
    Option(flag: "--ascii", summary: "Draws with ASCII characters only."),
    Option(
      flag: "--lessons", value: "DIR", argument: .folder,
      summary: "Loads the lessons from DIR instead of the course."),
    Option(
      flag: "--progress-file", value: "FILE", argument: .paths,
      summary: "Keeps the learner's progress in FILE."),
    Option(
      flag: "--lang", value: "CODE", argument: .words(Language.allCases.map(\.code)),
      summary:
        "The language of the lessons and of AlertLab's own words: \(Language.codeList) "
        + "(default: LC_ALL, LC_MESSAGES or LANG, else the one last chosen; remembered)."),
    Option(flag: "--help", aliases: ["-h"], summary: "Prints the usage."),
    Option(flag: "--version", summary: "Prints the version and the commit it was built from."),
    Option(
      flag: "--no-echo", commands: ["run"],
      summary: "Prints only what the program prints, as its compiled build does."),
    Option(
      flag: "--bless", commands: ["test"], summary: "Rewrites the transcripts' expected output."),
    Option(
      flag: "--format", value: "FORMAT", argument: .text,
      commands: ["handout", "class", "verify", "test"],
      summary:
        "verify and test: text, junit or gradescope (a report on standard output); handout: "
        + "md or html; class report: text, csv or json."),
    Option(
      flag: "--output", aliases: ["-o"], value: "FILE", argument: .paths,
      commands: ["handout", "progress"], summary: "Writes to FILE instead of standard output."),
    Option(
      flag: "--append", commands: ["record"],
      summary: "Adds a block to an existing transcript."),
    Option(
      flag: "--force", commands: ["record", "handout", "progress"],
      summary: "Replaces an existing file."),
    Option(
      flag: "--name", value: "NAME", argument: .text, commands: ["progress"],
      summary: "The learner's name in an export."),
    Option(
      flag: "--from", value: "ARTICLE", argument: .text, commands: ["new"],
      summary: "The article a new lesson comes from: a title, a section or a file."),
    Option(
      flag: "--articles", value: "DIR", argument: .folder, commands: ["verify", "new"],
      summary: "Your own copies of the articles (plain .txt files), to check citations."),
  ]

  /// The options `command` takes (every command's, then its own), by their first spelling.
  static func options(of command: String?) -> [Option] {
    options.filter { $0.commands.isEmpty || command.map($0.commands.contains) == true }
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
