import AlertLabKit
import AlertLabTutor
import AlertLabWords

/// What `alertlab` itself says about its command line. Its words are in the words file of each
/// language (`Words/en.words`, `zh.words`, …), under the key `commandLine.CASE`; a test
/// requires every key in every language, with the arguments the case gives. Names, flags and
/// commands stay as they are typed.
enum CommandLineWords: Sendable {
  case needsValue(flag: String)
  case unknownDevice(name: String)
  case unknownIOS(text: String)
  case colorTakes(given: String)
  case langTakes(given: String)
  case unknownOption(String)
  case unknownCommand(String)
  case flagBelongsTo(flag: String, commands: [String])
  /// One command of `flagBelongsTo`'s list, quoted as the language quotes it.
  case listedCommand(String)
  /// What joins the commands of `flagBelongsTo`'s list: ` and `.
  case listJoiner
  case tryHelp
  case lessonTakesOneID
  case noLesson(id: String, suggestion: String?)
  case runTakesOneFile
  case cannotRead(path: String)
  case notUTF8(path: String)
  case courseFrom(CourseSource)
  case takesNoArguments(command: String)
  case completionTakesShell(given: String?)
  case explainTakesOneRule
  case noRule(id: String, suggestion: String?)

  /// One of each of the texts added with the completion scripts, the manual and the built-in
  /// course, for the test that checks every language has them.
  static let examples: [CommandLineWords] = [
    .courseFrom(.flag("d")), .courseFrom(.environment("d")), .courseFrom(.beside("d")),
    .courseFrom(.builtIn), .takesNoArguments(command: "man"), .completionTakesShell(given: nil),
    .completionTakesShell(given: "tcsh"), .explainTakesOneRule,
    .noRule(id: "x", suggestion: nil), .noRule(id: "one-cancl", suggestion: "one-cancel"),
  ]

  /// One of each case, and of each choice its text makes, for the test that checks every case
  /// gives exactly the arguments its text names.
  static let all: [CommandLineWords] =
    [
      .needsValue(flag: "--ios"), .unknownDevice(name: "iphone-9"), .unknownIOS(text: "6"),
      .colorTakes(given: "sometimes"), .langTakes(given: "fr"), .unknownOption("--frob"),
      .unknownCommand("frob"), .flagBelongsTo(flag: "--bless", commands: ["test"]),
      .flagBelongsTo(flag: "--articles", commands: ["verify", "new"]), .listedCommand("test"),
      .listJoiner, .tryHelp, .lessonTakesOneID, .noLesson(id: "x", suggestion: nil),
      .noLesson(id: "frist", suggestion: "first"), .runTakesOneFile,
      .cannotRead(path: "x.swift"), .notUTF8(path: "x.swift"),
    ] + examples

  /// The text's key in the words files (`Words/*.words`) and its arguments in `language`: the
  /// commands of `flagBelongsTo` are quoted and joined by the language's own texts.
  func words(in language: Language) -> (key: String, arguments: [String: WordValue]) {
    switch self {
    case .needsValue(let flag): return ("commandLine.needsValue", ["flag": .text(flag)])
    case .unknownDevice(let name):
      return (
        "commandLine.unknownDevice",
        ["name": .text(name), "devices": .text(Device.names.joined(separator: ", "))]
      )
    case .unknownIOS(let text): return ("commandLine.unknownIOS", ["text": .text(text)])
    case .colorTakes(let given): return ("commandLine.colorTakes", ["given": .text(given)])
    case .langTakes(let given):
      return ("commandLine.langTakes", ["given": .text(given), "codes": .text(Language.codeList)])
    case .unknownOption(let option):
      return ("commandLine.unknownOption", ["option": .text(option)])
    case .unknownCommand(let command):
      return ("commandLine.unknownCommand", ["command": .text(command)])
    case .flagBelongsTo(let flag, let commands):
      let list = commands.map { CommandLineWords.listedCommand($0).text(in: language) }
        .joined(separator: CommandLineWords.listJoiner.text(in: language))
      return ("commandLine.flagBelongsTo", ["flag": .text(flag), "commands": .text(list)])
    case .listedCommand(let command):
      return ("commandLine.listedCommand", ["command": .text(command)])
    case .listJoiner: return ("commandLine.listJoiner", [:])
    case .tryHelp: return ("commandLine.tryHelp", [:])
    case .lessonTakesOneID: return ("commandLine.lessonTakesOneID", [:])
    case .noLesson(let id, let suggestion):
      return ("commandLine.noLesson", ["id": .text(id), "suggestion": .optional(suggestion)])
    case .runTakesOneFile: return ("commandLine.runTakesOneFile", [:])
    case .cannotRead(let path): return ("commandLine.cannotRead", ["path": .text(path)])
    case .notUTF8(let path): return ("commandLine.notUTF8", ["path": .text(path)])
    case .courseFrom(.flag(let folder)):
      return ("commandLine.courseFrom", ["source": "flag", "folder": .text(folder)])
    case .courseFrom(.environment(let folder)):
      return ("commandLine.courseFrom", ["source": "environment", "folder": .text(folder)])
    case .courseFrom(.beside(let folder)):
      return ("commandLine.courseFrom", ["source": "beside", "folder": .text(folder)])
    case .courseFrom(.builtIn):
      return ("commandLine.courseFrom", ["source": "builtIn", "folder": .missing])
    case .takesNoArguments(let command):
      return ("commandLine.takesNoArguments", ["command": .text(command)])
    case .completionTakesShell(let given):
      return ("commandLine.completionTakesShell", ["given": .optional(given)])
    case .explainTakesOneRule: return ("commandLine.explainTakesOneRule", [:])
    case .noRule(let id, let suggestion):
      return ("commandLine.noRule", ["id": .text(id), "suggestion": .optional(suggestion)])
    }
  }

  /// The text in `language`.
  func text(in language: Language) -> String {
    let (key, arguments) = words(in: language)
    return Words.text(key, in: language.code, arguments)
  }

  /// The language `alertlab` speaks before the shell starts: `--lang` wherever it is on the
  /// command line, else the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
  static func language(arguments: [String], environment: [String: String]) -> Language {
    for (index, argument) in arguments.enumerated() {
      if argument.hasPrefix("--lang=") {
        if let language = Language(code: String(argument.dropFirst("--lang=".count))) {
          return language
        }
      } else if argument == "--lang", index + 1 < arguments.count,
        let language = Language(code: arguments[index + 1])
      {
        return language
      }
    }
    return Language.fromEnvironment(environment)
  }
}
