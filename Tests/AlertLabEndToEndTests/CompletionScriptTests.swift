import AlertLabKit
import AlertLabTutor
import Foundation
import Testing

@testable import alertlab

/// `alertlab completion bash|zsh|fish`: each script parses in its shell and names every
/// subcommand, option, lesson id and rule id. A shell that is not installed is skipped, and
/// the test's result says so.
@Suite struct CompletionScriptTests {
  static func script(_ shell: String) throws -> (
    text: String, file: String, folder: TemporaryFolder
  ) {
    let folder = try TemporaryFolder()
    let result = try runAlertLab(["completion", shell], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors == "")
    try folder.write(result.output, to: "alertlab.\(shell)")
    return (result.output, folder.url.appendingPathComponent("alertlab.\(shell)").path, folder)
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func aScriptNamesEverySubcommandOptionLessonAndRule(shell: String) throws {
    let (text, _, _) = try Self.script(shell)
    for command in CommandTable.commands {
      #expect(text.contains(command.name), "\(shell): \(command.name)")
    }
    for option in CommandTable.options {
      for spelling in [option.flag] + option.aliases {
        let written =
          shell == "fish"
          ? (spelling.hasPrefix("--")
            ? "-l \(spelling.dropFirst(2))" : "-s \(spelling.dropFirst())")
          : spelling
        #expect(text.contains(written), "\(shell): \(spelling)")
      }
    }
    for word in Device.names + ["always", "never", "zh", "hi", "junit", "gradescope", "csv"] {
      #expect(text.contains(word), "\(shell): \(word)")
    }
    #expect(text.contains("first-alert popover-background") || text.contains("first-alert "))
    for rule in RuleCatalog.all.map(\.id) {
      #expect(text.contains(rule), "\(shell): \(rule)")
    }
  }

  @Test(.enabled(if: installedTool("bash") != nil, "bash is not installed"))
  func theBashScriptParsesAndCompletes() throws {
    let (_, file, folder) = try Self.script("bash")
    defer { withExtendedLifetime(folder) {} }
    let bash = try #require(installedTool("bash"))
    let syntax = try runTool(bash, ["-n", file])
    #expect(syntax.status == 0, "\(syntax.errors)")
    #expect(syntax.errors == "")
    /// What the script offers for the words typed so far (the last one being completed).
    func offers(_ words: [String]) throws -> [String] {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let program =
        "source '\(file)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _alertlab; "
        + "printf '%s\\n' \"${COMPREPLY[@]}\""
      let result = try runTool(bash, ["-c", program])
      #expect(result.errors == "", "\(words): \(result.errors)")
      return result.output.split(separator: "\n").map(String.init)
    }
    #expect(try offers(["alertlab", ""]) == CommandTable.commands.map(\.name))
    #expect(try offers(["alertlab", "--device", "ipad", "le"]) == ["lessons", "lesson"])
    #expect(try offers(["alertlab", "verify", "--format", ""]) == ["text", "junit", "gradescope"])
    #expect(try offers(["alertlab", "handout", "--format", "h"]) == ["html"])
    #expect(try offers(["alertlab", "class", "--format", "=", "c"]) == ["csv"])
    #expect(try offers(["alertlab", "--color", "a"]) == ["auto", "always"])
    #expect(try offers(["alertlab", "--lang", ""]) == ["en", "hi", "zh", "zh-Hant"])
    #expect(try offers(["alertlab", "lesson", "first-"]) == ["first-alert"])
    #expect(try offers(["alertlab", "explain", "one-c"]) == ["one-cancel"])
    #expect(try offers(["alertlab", "completion", "z"]) == ["zsh"])
    #expect(try offers(["alertlab", "run", "--no-"]) == ["--no-echo"])
    #expect(try offers(["alertlab", "--no-"]) == [])
  }

  @Test(.enabled(if: installedTool("zsh") != nil, "zsh is not installed"))
  func theZshScriptParsesAndCompletes() throws {
    let (_, file, folder) = try Self.script("zsh")
    defer { withExtendedLifetime(folder) {} }
    let zsh = try #require(installedTool("zsh"))
    let syntax = try runTool(zsh, ["-n", file])
    #expect(syntax.status == 0, "\(syntax.errors)")
    #expect(syntax.errors == "")
    /// What the script offers for `words`, the cursor on the last, with zsh's completion
    /// builtins replaced by ones that print what they are given (zsh filters by the prefix).
    func offers(_ words: [String]) throws -> [String] {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let program = """
        compdef() { }; compset() { }; _files() { print -- "files $*"; }
        compadd() { [[ $1 == -- ]] && shift; print -l -- "$@"; }
        source '\(file)'; words=(\(quoted)); CURRENT=\(words.count); _alertlab
        """
      let result = try runTool(zsh, ["-f", "-c", program])
      #expect(result.errors == "", "\(words): \(result.errors)")
      return result.output.split(separator: "\n").map(String.init)
    }
    #expect(
      try offers(["alertlab", "--device", "ipad", "le"]) == CommandTable.commands.map(\.name))
    #expect(try offers(["alertlab", "verify", "--format", ""]) == ["text", "junit", "gradescope"])
    #expect(try offers(["alertlab", "class", "--format=c"]) == ["text", "csv", "json"])
    #expect(try offers(["alertlab", "run", ""]) == ["files "])
    #expect(try offers(["alertlab", "lessons", ""]) == [])
    #expect(try offers(["alertlab", "explain", ""]) == RuleCatalog.all.map(\.id))
  }

  @Test(.enabled(if: installedTool("fish") != nil, "fish is not installed"))
  func theFishScriptParsesAndCompletes() throws {
    let (_, file, folder) = try Self.script("fish")
    defer { withExtendedLifetime(folder) {} }
    let fish = try #require(installedTool("fish"))
    let syntax = try runTool(fish, ["-n", file])
    #expect(syntax.status == 0, "\(syntax.errors)")
    #expect(syntax.errors == "")
    func offers(_ line: String) throws -> [String] {
      let result = try runTool(fish, ["-c", "source '\(file)'; complete -C '\(line)'"])
      #expect(result.errors == "", "\(line): \(result.errors)")
      return result.output.split(separator: "\n").map {
        String($0.prefix { $0 != "\t" })
      }
    }
    #expect(try offers("alertlab verify --format ") == ["gradescope", "junit", "text"])
    #expect(try offers("alertlab --device ipad lesson first-") == ["first-alert"])
    #expect(try offers("alertlab completion ").sorted() == ["bash", "fish", "zsh"])
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let result = try runAlertLab(["completion", "tcsh"], in: folder)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix("alertlab: completion takes bash, zsh or fish, not 'tcsh'\n"))
  }
}

/// `alertlab man`: the manual page names every subcommand and option, and groff reads it
/// without a warning.
@Suite struct ManualPageTests {
  @Test func theManualNamesEverySubcommandAndOption() throws {
    let folder = try TemporaryFolder()
    let result = try runAlertLab(["man"], in: folder)
    #expect(result.status == 0)
    let page = result.output
    #expect(page == ManualPage.text)
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXIT STATUS", "FILES",
      "ENVIRONMENT",
    ] {
      #expect(page.contains("\n.SH \(section)\n"), "\(section)")
    }
    for command in CommandTable.commands {
      #expect(page.contains("\n.B alertlab \(ManualPage.escaped(command.name))"), "\(command.name)")
    }
    for option in CommandTable.options {
      for spelling in [option.flag] + option.aliases {
        #expect(page.contains("\\fB\(ManualPage.escaped(spelling))\\fR"), "\(spelling)")
      }
    }
    let extra = try runAlertLab(["man", "page"], in: folder)
    #expect(extra.status == 2)
  }

  @Test(.enabled(if: installedTool("groff") != nil, "groff is not installed"))
  func groffRendersTheManualWithoutWarnings() throws {
    let groff = try #require(installedTool("groff"))
    let rendered = try runTool(groff, ["-man", "-Tutf8", "-ww", "-P-cbu"], input: ManualPage.text)
    #expect(rendered.status == 0)
    #expect(rendered.errors == "", "\(rendered.errors)")
    #expect(rendered.output.contains("alertlab completion bash|zsh|fish"))
    #expect(rendered.output.contains("ALERTLAB_LESSONS"))
  }
}

/// `--help` in every language names each subcommand and option of the command table, and
/// every new text of the command line is in every language.
@Suite struct CommandTableTests {
  @Test func helpNamesEveryCommandAndOptionOfTheTable() {
    for language in Language.allCases {
      let usage = CommandLineWords.usage(in: language)
      for command in CommandTable.commands {
        #expect(usage.contains("alertlab \(command.name)"), "\(language): \(command.name)")
      }
      for option in CommandTable.options {
        let spellings = [option.flag] + option.aliases
        #expect(spellings.contains(where: usage.contains), "\(language): \(option.flag)")
      }
    }
    #expect(AlertLabCommand.subcommands == Set(CommandTable.commands.map(\.name)))
  }

  @Test func everyNewCommandLineTextIsTranslated() {
    for words in CommandLineWords.examples {
      let english = words.text(in: .en)
      for language in Language.translated {
        let text = words.text(in: language)
        #expect(!text.isEmpty && text != english, "\(words) in \(language)")
        for name in ["--lessons", "ALERTLAB_LESSONS", "tcsh", "one-cancel", "man", "alertlab"]
        where english.contains(name) {
          #expect(text.contains(name), "\(words) in \(language) lacks \(name)")
        }
      }
    }
  }

  @Test func explainSaysWhatARuleIs() throws {
    let folder = try TemporaryFolder()
    let one = try runAlertLab(["explain", "one-cancel"], in: folder)
    #expect(one.status == 0)
    #expect(one.output.hasPrefix("one-cancel (crash): "))
    let all = try runAlertLab(["explain"], in: folder)
    #expect(all.status == 0)
    for rule in RuleCatalog.all {
      #expect(all.output.contains(rule.id), "\(rule.id)")
    }
    let typo = try runAlertLab(["explain", "one-cancl"], in: folder)
    #expect(typo.status == 2)
    #expect(typo.errors.hasPrefix("alertlab: no rule 'one-cancl' (did you mean 'one-cancel'?)"))
  }
}
