import AlertLabShell
import AlertLabTutor

/// `alertlab man`: the manual page `alertlab.1` in roff (man macros), made from
/// `CommandTable`, the table `--help` is checked against.
enum ManualPage {
  static var text: String {
    var lines = [
      ".\\\" Made by 'alertlab man' of \(escaped(AlertLabCommand.versionLine)).",
      ".TH ALERTLAB 1 \"\" \"AlertLab \(AlertLabVersion.current)\" \"User Commands\"",
      ".SH NAME",
      "alertlab \\- learn iOS alerts, action sheets and popovers in a terminal",
      ".SH SYNOPSIS",
      ".B alertlab",
      "[\\fIoptions\\fR]",
    ]
    for command in CommandTable.commands {
      lines += [".br", ".B alertlab \(command.name)"]
      lines.append(
        (command.synopsis.isEmpty ? "" : roman(command.synopsis) + " ") + "[\\fIoptions\\fR]")
    }
    lines += [
      ".SH DESCRIPTION",
      escaped(
        "AlertLab runs Swift (today's spelling, or the Swift 1 of the 2014 articles) and "
          + "Objective-C against a simulation of UIKit's presentation rules, draws the screen "
          + "as text, and when a rule is broken prints the exception UIKit prints and explains "
          + "it. Without a subcommand it starts the shell, which resumes the lesson where you "
          + "stopped; :help there lists its commands."),
      ".PP",
      escaped(
        "The course (its lessons and their Chinese and Hindi translations) is compiled into "
          + "alertlab. A Lessons folder beside the executable or in a folder above it (a "
          + "checkout's), or share/alertlab/Lessons beside its bin folder, is read instead, so "
          + "that edits show without a rebuild; --lessons DIR and ALERTLAB_LESSONS choose "
          + "another folder. 'alertlab lessons' says which it is."),
      ".SH COMMANDS",
    ]
    for command in CommandTable.commands {
      lines += [
        ".TP",
        ".B alertlab \(command.name)"
          + (command.synopsis.isEmpty ? "" : " " + roman(command.synopsis)),
        escaped(command.summary),
      ]
      let own = CommandTable.options.filter { $0.commands.contains(command.name) }
      if !own.isEmpty {
        lines.append(
          "Options: " + own.map { "\\fB\(escaped($0.flag))\\fR" }.joined(separator: ", ") + ".")
      }
    }
    lines.append(".SH OPTIONS")
    for option in CommandTable.options {
      let spellings = ([option.flag] + option.aliases).map { "\\fB\(escaped($0))\\fR" }
        .joined(separator: ", ")
      lines += [
        ".TP",
        spellings + (option.value.map { " \\fI\($0)\\fR" } ?? ""),
      ]
      var summary = option.summary
      if !option.commands.isEmpty {
        summary += " (" + option.commands.map { "alertlab \($0)" }.joined(separator: ", ") + ")"
      }
      if case .words(let values) = option.argument, option.flag == "--device" {
        summary += " Devices: " + values.joined(separator: ", ") + "."
      }
      lines.append(escaped(summary))
    }
    lines += [".SH EXIT STATUS"]
    for (status, meaning) in exitStatuses {
      lines += [".TP", ".B \(status)", escaped(meaning)]
    }
    lines += [".SH FILES"]
    for (file, meaning) in files {
      lines += [".TP", ".I \(escaped(file))", escaped(meaning)]
    }
    lines += [".SH ENVIRONMENT"]
    for (name, meaning) in environment {
      lines += [".TP", ".B \(name)", escaped(meaning)]
    }
    lines += [
      ".SH SEE ALSO",
      escaped("README.md and Lessons/README.md in AlertLab's source."),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static let exitStatuses: [(String, String)] = [
    (
      "0",
      "run and the shell fed from a pipe: every statement compiled (a crash of the simulated "
        + "app is output, as on a device); verify, test: everything passed."
    ),
    (
      "1",
      "run and the piped shell: a statement did not compile; verify, test: a lesson or "
        + "transcript failed; handout: a transcript cannot be replayed."
    ),
    ("2", "The command line is wrong, or a file cannot be read or written."),
    ("128+N", "The shell was ended by signal N (SIGHUP 1, SIGTERM 15)."),
  ]

  static let files: [(String, String)] = [
    (
      "$XDG_DATA_HOME/alertlab/progress.json",
      "The learner's progress (~/.local/share/alertlab/progress.json without XDG_DATA_HOME)."
    ),
    (
      "$XDG_STATE_HOME/alertlab/history",
      "The shell's history (~/.local/state/alertlab/history without XDG_STATE_HOME)."
    ),
    (
      "Lessons/",
      "A course folder beside the executable or above it: read instead of the built-in course."
    ),
  ]

  static let environment: [(String, String)] = [
    ("ALERTLAB_LESSONS", "The lessons folder, as --lessons gives it."),
    ("ALERTLAB_PROGRESS_FILE", "The progress file, as --progress-file gives it."),
    ("ALERTLAB_ARTICLES", "Your own copies of the articles, as --articles gives them."),
    ("LC_ALL, LC_MESSAGES, LANG", "The language, when --lang does not say it."),
    ("NO_COLOR", "Set: no colour with --color auto."),
    ("TERM", "dumb: no colour with --color auto."),
    ("XDG_DATA_HOME, XDG_STATE_HOME, HOME", "Where the progress and the history are kept."),
  ]

  /// `text` for roff: a backslash doubled (`\e`), a leading `.` or `'` made plain, `-` as a
  /// minus where options are spelled.
  static func escaped(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }

  /// A synopsis's words in italics (`FILE`, `ID|N`), the brackets and bars roman.
  static func roman(_ synopsis: String) -> String {
    var result = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      let isName = word == word.uppercased() && word.contains(where: \.isLetter)
      result += isName ? "\\fI\(escaped(word))\\fR" : escaped(word)
      word = ""
    }
    for character in synopsis {
      if "[]| ".contains(character) {
        flush()
        result.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return result
  }
}
