import AlertLabKit
import AlertLabTutor

/// One of the shell's `:`-commands, declared once, in `Session.commands`: its name, the other
/// spellings it answers to, its arguments as `:help` shows them, what completes them, whether
/// it needs the course, and what it does. Running a command, `:help`, `:help NAME`, the
/// suggestion for a mistyped name and tab completion all read that list; what a command does
/// is its summary, `summary.NAME` in the words files (`Words/*.words`).
struct ShellCommand: Sendable {
  /// What tab completion offers for a command's arguments.
  enum Completion: Sendable {
    case nothing
    case words([String])
    case devices
    case rules
    case lessons
    case commands
    case languages
  }

  let name: String
  var aliases: [String] = []
  /// The arguments as `:help` shows them: placeholders, the same in every language.
  var arguments = ""
  var completion = Completion.nothing
  /// A lesson command: the course is opened first (and the command does nothing without it).
  var needsCourse = false
  let run: @Sendable (inout Session, [String], inout Output) -> Void

  /// The command called `name`, or spelled so (`:q`, `:exit`) when `aliases` is true.
  static func named(_ name: String, aliases: Bool = true) -> ShellCommand? {
    Session.commands.first { $0.name == name || aliases && $0.aliases.contains(name) }
  }
}

extension Session {
  /// Every `:`-command, in the order `:help` lists them.
  static let commands: [ShellCommand] = [
    ShellCommand(name: "help", arguments: "[command]", completion: .commands) {
      $0.help($1.first, into: &$2)
    },
    ShellCommand(name: "quit", aliases: ["exit", "q"]) { session, _, _ in
      session.isFinished = true
    },
    ShellCommand(name: "tap", arguments: "\"Title\" [TAPS]") { $0.tapCommand($1, into: &$2) },
    ShellCommand(name: "swipe", arguments: "\"Row\" [DIRECTION]") {
      $0.swipeCommand($1, into: &$2)
    },
    ShellCommand(name: "type", arguments: "[N|\"Placeholder\"] \"text\"") {
      $0.typeCommand($1, into: &$2)
    },
    ShellCommand(name: "tapout") { $0.tapoutCommand($1, into: &$2) },
    ShellCommand(name: "key", arguments: "return|escape", completion: .words(["return", "escape"]))
    {
      $0.keyCommand($1, into: &$2)
    },
    ShellCommand(name: "background") { $0.backgroundCommand($1, into: &$2) },
    ShellCommand(name: "rotate") { $0.rotateCommand($1, into: &$2) },
    ShellCommand(name: "wait", arguments: "SECONDS") { $0.wait($1.first, into: &$2) },
    ShellCommand(name: "pick", arguments: "[N] YYYY-MM-DD [HH:MM] | HH:MM") {
      $0.pick($1, into: &$2)
    },
    ShellCommand(
      name: "segue",
      arguments:
        "[\"ID\" show|modal|popover [Class] [in navigation] [from \"Title\"] | \"ID\" unwind ACTION]"
    ) { $0.segue($1, into: &$2) },
    ShellCommand(name: "device", arguments: "NAME", completion: .devices) {
      $0.deviceCommand($1, into: &$2)
    },
    ShellCommand(
      name: "ios", arguments: "VERSION",
      completion: .words(["7.0", "8.0", "8.3", "9.0", "12.0", "13.0", "17.0"])
    ) { $0.iosCommand($1, into: &$2) },
    ShellCommand(name: "render", arguments: "[name]") { $0.render($1.first, into: &$2) },
    ShellCommand(name: "describe") { session, _, out in
      out.text(ScreenDescription.describe(session.world, words: session.screenWords))
    },
    ShellCommand(name: "inspect", arguments: "NAME [PROPERTY VALUE]") { $0.inspect($1, into: &$2) },
    ShellCommand(name: "vars") { session, _, out in session.listNames(into: &out) },
    ShellCommand(name: "why") { $0.whyCommand($1, into: &$2) },
    ShellCommand(name: "explain", arguments: "ID", completion: .rules) {
      $0.explainCommand($1, into: &$2)
    },
    ShellCommand(name: "rules") { $0.rulesCommand($1, into: &$2) },
    ShellCommand(name: "undo") { session, _, out in session.travel(back: true, into: &out) },
    ShellCommand(name: "redo") { session, _, out in session.travel(back: false, into: &out) },
    ShellCommand(name: "reset") { $0.resetCommand($1, into: &$2) },
    ShellCommand(name: "history") { $0.historyCommand($1, into: &$2) },
    ShellCommand(name: "clear") { $0.clearCommand($1, into: &$2) },
    ShellCommand(name: "color", arguments: "on|off", completion: .words(["on", "off"])) {
      $0.switchCommand($1, \.color, usage: .colorUsage, now: { .colorIs(on: $0) }, into: &$2)
    },
    ShellCommand(name: "ascii", arguments: "on|off", completion: .words(["on", "off"])) {
      $0.switchCommand($1, \.ascii, usage: .asciiUsage, now: { .asciiIs(on: $0) }, into: &$2)
    },
    ShellCommand(
      name: "lang", arguments: Language.allCases.map(\.code).joined(separator: "|"),
      completion: .languages
    ) { $0.switchLanguage($1.first, into: &$2) },
    ShellCommand(name: "objc", aliases: ["objective-c", "objectivec"]) { session, _, out in
      session.objcCommand(into: &out)
    },
    ShellCommand(name: "swift") { session, _, out in session.swiftCommand(into: &out) },
    ShellCommand(name: "uikit") { session, _, out in session.uikitCommand(into: &out) },
    ShellCommand(name: "lessons", needsCourse: true) { session, _, out in
      session.lessonsCommand(into: &out)
    },
    ShellCommand(name: "lesson", arguments: "[ID|N]", completion: .lessons, needsCourse: true) {
      $0.lessonCommand($1, into: &$2)
    },
    ShellCommand(name: "next", needsCourse: true) { session, _, out in
      session.moveCommand(.next, into: &out)
    },
    ShellCommand(name: "prev", needsCourse: true) { session, _, out in
      session.moveCommand(.prev, into: &out)
    },
    ShellCommand(name: "skip", needsCourse: true) { session, _, out in
      session.moveCommand(.skip, into: &out)
    },
    ShellCommand(name: "hint", needsCourse: true) { session, _, out in
      session.hintCommand(into: &out)
    },
    ShellCommand(name: "solution", needsCourse: true) { session, _, out in
      session.solutionCommand(into: &out)
    },
    ShellCommand(name: "goal", needsCourse: true) { session, _, out in
      session.goalCommand(into: &out)
    },
    ShellCommand(name: "sandbox", needsCourse: true) { session, _, out in
      session.sandboxCommand(into: &out)
    },
  ]
}

/// Where `:next`, `:prev` and `:skip` go.
enum StepMove {
  case next, prev, skip
}
