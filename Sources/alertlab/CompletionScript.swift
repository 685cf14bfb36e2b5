import AlertLabKit
import AlertLabShell
import AlertLabTutor
import Foundation

/// `alertlab completion bash|zsh|fish`: a script that completes the subcommands, the options
/// and their values, lesson ids and rule ids, made from `CommandTable` for each shell.
enum CompletionScript {
  /// The script for `shell`, offering `lessons` and `rules` where a lesson or rule id goes.
  /// Ids with a character other than a letter, digit, `.`, `_` or `-` are left out: a script
  /// is code, and no lesson file may put code in it.
  static func text(for shell: Shell, lessons: [String], rules: [String]) -> String {
    let lessons = lessons.filter(isPlainWord).joined(separator: " ")
    let rules = rules.filter(isPlainWord).joined(separator: " ")
    switch shell {
    case .bash: return bash(lessons: lessons, rules: rules)
    case .zsh: return zsh(lessons: lessons, rules: rules)
    case .fish: return fish(lessons: lessons, rules: rules)
    }
  }

  static func isPlainWord(_ word: String) -> Bool {
    !word.isEmpty && !word.hasPrefix("-")
      && word.unicodeScalars.allSatisfy {
        $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0))
      }
  }

  static var header: String {
    "completion for alertlab, made by 'alertlab completion' of \(AlertLabCommand.versionLine)"
  }

  static var subcommands: String { CommandTable.commands.map(\.name).joined(separator: " ") }

  /// Every spelling of the options `command` takes (nil: before a subcommand).
  static func optionWords(of command: String?) -> String {
    CommandTable.options(of: command).flatMap { [$0.flag] + $0.aliases }.joined(separator: " ")
  }

  /// The commands that take options of their own, each with all the options it takes.
  static var optionsByCommand: [(command: String, words: String)] {
    CommandTable.commands.map(\.name).filter { name in
      CommandTable.options.contains { $0.commands.contains(name) }
    }.map { ($0, optionWords(of: $0)) }
  }

  /// `--format`'s values, grouped by the commands that share them.
  static var formatGroups: [(commands: [String], values: [String])] {
    var groups: [(commands: [String], values: [String])] = []
    for command in CommandTable.commands.map(\.name) {
      guard let values = CommandTable.formats[command] else { continue }
      if let index = groups.firstIndex(where: { $0.values == values }) {
        groups[index].commands.append(command)
      } else {
        groups.append(([command], values))
      }
    }
    return groups
  }

  // MARK: bash and zsh

  /// What bash and zsh share, in `case` statements both read: after an option that takes a
  /// value, its values; for a word starting with `-`, the options of the subcommand; else
  /// the subcommands, or what the subcommand's argument is. `offer` writes the shell's
  /// statement that offers an argument.
  static func caseBody(offer: (CommandTable.Argument) -> String) -> [String] {
    func words(_ text: String) -> CommandTable.Argument {
      .words(text.split(separator: " ").map(String.init))
    }
    var lines = ["  case $prev in"]
    for option in CommandTable.options where option.value != nil {
      let spellings = ([option.flag] + option.aliases).joined(separator: "|")
      guard option.flag == "--format" else {
        lines.append("    (\(spellings)) \(offer(option.argument)); return 0 ;;")
        continue
      }
      lines += ["    (\(spellings))", "      case $command in"]
      for group in formatGroups {
        lines.append(
          "        (\(group.commands.joined(separator: "|"))) \(offer(.words(group.values))) ;;")
      }
      lines += ["      esac", "      return 0 ;;"]
    }
    lines += ["  esac", "  if [[ $cur == -* ]]; then", "    case $command in"]
    for (command, options) in optionsByCommand {
      lines.append("      (\(command)) \(offer(words(options))) ;;")
    }
    lines += [
      "      (*) \(offer(words(optionWords(of: nil)))) ;;", "    esac", "    return 0", "  fi",
      "  if [[ -z $command ]]; then", "    \(offer(words(subcommands)))", "    return 0", "  fi",
      "  case $command in",
    ]
    for command in CommandTable.commands where command.first != .nothing {
      lines.append(
        "    (\(command.name)) if (( arguments == 0 )); then \(offer(command.first)); "
          + "else \(offer(command.rest)); fi ;;")
    }
    return lines + ["  esac", "  return 0"]
  }

  // MARK: bash

  static func bash(lessons: String, rules: String) -> String {
    func reply(_ argument: CommandTable.Argument) -> String {
      switch argument {
      case .nothing, .text: return ":"
      case .paths: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
      case .folder: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
      case .words(let words):
        return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
      case .lessons: return "COMPREPLY=($(compgen -W \"\(lessons)\" -- \"$cur\"))"
      case .lessonsOrMarkdown:
        return "COMPREPLY=($(compgen -W \"\(lessons)\" -- \"$cur\") $(compgen -d -- \"$cur\") "
          + "$(compgen -f -X '!*.md' -- \"$cur\"))"
      case .rules: return "COMPREPLY=($(compgen -W \"\(rules)\" -- \"$cur\"))"
      }
    }
    var lines = [
      "# bash \(header)",
      "# Load it with: source <(alertlab completion bash)",
      "_alertlab() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=\"\" command=\"\" arguments=0 i word",
      "  (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}",
      "  # --format=junit: bash splits at '=', so the option is the word before it.",
      "  if [[ $cur == \"=\" ]]; then cur=\"\"; elif [[ $prev == \"=\" ]] && (( COMP_CWORD > 1 )); then",
      "    prev=${COMP_WORDS[COMP_CWORD-2]}",
      "  fi",
      "  for (( i = 1; i < COMP_CWORD; i++ )); do",
      "    word=${COMP_WORDS[i]}",
      "    case $word in",
      "      (\(CommandTable.optionsWithValues.joined(separator: "|")))",
      "        if [[ ${COMP_WORDS[i+1]} == \"=\" ]]; then (( i += 2 )); else (( i += 1 )); fi ;;",
      "      (-*|=) ;;",
      "      (*) if [[ -z $command ]]; then command=$word; else (( arguments++ )); fi ;;",
      "    esac",
      "  done",
    ]
    lines += caseBody(offer: reply)
    lines += [
      "}",
      "complete -o filenames -F _alertlab alertlab",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: zsh

  static func zsh(lessons: String, rules: String) -> String {
    func offer(_ argument: CommandTable.Argument) -> String {
      switch argument {
      case .nothing, .text: return ":"
      case .paths: return "_files"
      case .folder: return "_files -/"
      case .words(let words): return "compadd -- \(words.joined(separator: " "))"
      case .lessons: return "compadd -- \(lessons)"
      case .lessonsOrMarkdown: return "compadd -- \(lessons); _files -g '*.md'"
      case .rules: return "compadd -- \(rules)"
      }
    }
    var lines = [
      "#compdef alertlab",
      "# zsh \(header)",
      "# Load it with: source <(alertlab completion zsh), or save it as _alertlab in a folder",
      "# of $fpath.",
      "_alertlab() {",
      "  local cur=${words[CURRENT]} prev=${words[CURRENT-1]} command=\"\" word",
      "  integer arguments=0 i",
      "  if [[ $cur == --*=* ]]; then",
      "    prev=${cur%%=*}",
      "    compset -P '*='",
      "  fi",
      "  for (( i = 2; i < CURRENT; i++ )); do",
      "    word=${words[i]}",
      "    case $word in",
      "      (\(CommandTable.optionsWithValues.joined(separator: "|"))) (( i++ )) ;;",
      "      (-*) ;;",
      "      (*) if [[ -z $command ]]; then command=$word; else (( arguments++ )); fi ;;",
      "    esac",
      "  done",
    ]
    lines += caseBody(offer: offer)
    lines += [
      "}",
      "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
      "  _alertlab \"$@\"",
      "else",
      "  compdef _alertlab alertlab",
      "fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: fish

  /// `text` in fish's single quotes.
  static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  /// A summary's first clause: up to ` (`, `: ` or `. `.
  static func brief(_ summary: String) -> String {
    var text = summary
    for end in [" (", ": ", ". "] {
      if let range = text.range(of: end) { text = String(text[..<range.lowerBound]) }
    }
    return text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  static func fish(lessons: String, rules: String) -> String {
    func offer(_ argument: CommandTable.Argument) -> String? {
      switch argument {
      case .nothing, .text: return nil
      case .paths: return "-F"
      case .folder: return "-x -a '(__fish_complete_directories)'"
      case .words(let words): return "-x -a \(fishQuoted(words.joined(separator: " ")))"
      case .lessons: return "-x -a \(fishQuoted(lessons))"
      case .lessonsOrMarkdown: return "-F -a \(fishQuoted(lessons))"
      case .rules: return "-x -a \(fishQuoted(rules))"
      }
    }
    func spellings(_ option: CommandTable.Option) -> String {
      ([option.flag] + option.aliases).map {
        $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())"
      }.joined(separator: " ")
    }
    let valueOptions = CommandTable.optionsWithValues.joined(separator: " ")
    var lines = [
      "# fish \(header)",
      "# Load it with: alertlab completion fish | source, or save it as",
      "# ~/.config/fish/completions/alertlab.fish.",
      "function __alertlab_words",
      "    # The subcommand and its arguments so far, without the options and their values.",
      "    set -l skip 0",
      "    for word in (commandline -opc)[2..-1]",
      "        if test $skip = 1",
      "            set skip 0",
      "        else if contains -- $word \(valueOptions)",
      "            set skip 1",
      "        else if not string match -q -- '-*' $word",
      "            echo $word",
      "        end",
      "    end",
      "end",
      "function __alertlab_command_is",
      "    set -l words (__alertlab_words)",
      "    set -q words[1]; and contains -- $words[1] $argv",
      "end",
      "function __alertlab_arguments",
      "    # True when the subcommand has exactly $argv[1] arguments so far.",
      "    set -l words (__alertlab_words)",
      "    test (count $words) -eq (math $argv[1] + 1)",
      "end",
      "complete -c alertlab -f",
      "complete -c alertlab -n 'test (count (__alertlab_words)) -eq 0' -a \(fishQuoted(subcommands))",
    ]
    for option in CommandTable.options {
      let condition =
        option.commands.isEmpty
        ? ""
        : " -n \(fishQuoted("__alertlab_command_is \(option.commands.joined(separator: " "))"))"
      let description =
        " -d \(fishQuoted(option.flag == "--format" ? "The format" : brief(option.summary)))"
      if option.flag == "--format" {
        for group in formatGroups {
          let only = fishQuoted("__alertlab_command_is \(group.commands.joined(separator: " "))")
          lines.append(
            "complete -c alertlab \(spellings(option)) -n \(only) "
              + "\(offer(.words(group.values)) ?? "")\(description)")
        }
      } else if option.value != nil {
        lines.append(
          "complete -c alertlab \(spellings(option))\(condition) \(offer(option.argument) ?? "-x")"
            + description)
      } else {
        lines.append("complete -c alertlab \(spellings(option))\(condition)\(description)")
      }
    }
    for command in CommandTable.commands {
      let name = command.name
      if let first = offer(command.first) {
        let condition = fishQuoted("__alertlab_command_is \(name); and __alertlab_arguments 0")
        lines.append("complete -c alertlab -n \(condition) \(first)")
      }
      if let rest = offer(command.rest) {
        let condition = fishQuoted("__alertlab_command_is \(name); and not __alertlab_arguments 0")
        lines.append("complete -c alertlab -n \(condition) \(rest)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension AlertLabCommand {
  /// `alertlab completion bash|zsh|fish`.
  static func completion(_ invocation: Invocation, options: Session.Options) -> Int32 {
    let say = { (words: CommandLineWords) in words.text(in: invocation.spoken) }
    guard invocation.arguments.count == 1, let shell = Shell(rawValue: invocation.arguments[0])
    else {
      return usageError(
        say(.completionTakesShell(given: invocation.arguments.first)), invocation.spoken)
    }
    var lessons: [String] = []
    if let directory = options.lessonsDirectory {
      lessons = Course.outline(directory: directory).lessons.map(\.id)
    }
    let script = CompletionScript.text(
      for: shell, lessons: lessons, rules: RuleCatalog.all.map(\.id))
    printVisible(script, terminator: "")
    return 0
  }

  /// `alertlab explain [RULE]`: `:explain RULE`, or `:rules`, as the shell prints them.
  static func explain(_ invocation: Invocation, options: Session.Options) -> Int32 {
    let say = { (words: CommandLineWords) in words.text(in: invocation.spoken) }
    guard invocation.arguments.count <= 1 else {
      return usageError(say(.explainTakesOneRule), invocation.spoken)
    }
    let ids = RuleCatalog.all.map(\.id)
    if let id = invocation.arguments.first, !ids.contains(id) {
      let words = CommandLineWords.noRule(id: id, suggestion: Spelling.nearest(id, in: ids))
      writeError("alertlab: \(say(words))\n")
      return 2
    }
    var options = options
    options.script = true
    options.echoes = false
    options.undoLimit = 0
    options.language = options.language ?? invocation.spoken
    var session = Session(options: options)
    let command = invocation.arguments.first.map { ":explain \($0)" } ?? ":rules"
    return ScriptRunner.run(command, fileName: "<explain>", session: &session) { text in
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }
}
