import AlertLabKit
import AlertLabTutor

/// What `alertlab` itself says about its command line, in each language: one `switch` per
/// language, so a text missing in one does not compile. Names, flags and commands stay as
/// they are typed.
enum CommandLineWords: Sendable {
  case needsValue(flag: String)
  case unknownDevice(name: String)
  case unknownIOS(text: String)
  case colorTakes(given: String)
  case langTakes(given: String)
  case unknownOption(String)
  case unknownCommand(String)
  case flagBelongsTo(flag: String, commands: [String])
  case tryHelp
  case lessonTakesOneID
  case noLesson(id: String, suggestion: String?)
  case runTakesOneFile
  case notAvailable(name: String)
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

  func text(in language: Language) -> String {
    switch language {
    case .zh: return chinese
    case .hi: return hindi
    default: return english
    }
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

  var english: String {
    switch self {
    case .needsValue(let flag): return "\(flag) needs a value"
    case .unknownDevice(let name):
      return "unknown device '\(name)'; devices: " + Device.names.joined(separator: ", ")
    case .unknownIOS(let text): return "unknown iOS version '\(text)'; give 7.0 or later, e.g. 8.0"
    case .colorTakes(let given): return "--color takes auto, always or never, not '\(given)'"
    case .langTakes(let given): return "--lang takes en, zh or hi, not '\(given)'"
    case .unknownOption(let option): return "unknown option '\(option)'"
    case .unknownCommand(let command): return "unknown command '\(command)'"
    case .flagBelongsTo(let flag, let commands):
      return "\(flag) belongs to "
        + commands.map { "'alertlab \($0)'" }.joined(separator: " and ")
    case .tryHelp: return "Try 'alertlab --help'."
    case .lessonTakesOneID: return "lesson takes one lesson id (alertlab lessons lists them)"
    case .noLesson(let id, let suggestion):
      return "no lesson '\(id)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        + "; 'alertlab lessons' lists them"
    case .runTakesOneFile: return "run takes one FILE ('-' for stdin)"
    case .notAvailable(let name):
      return "'\(name)' is not available in this version of AlertLab yet."
    case .cannotRead(let path): return "cannot read '\(path)': no such file, or not readable"
    case .notUTF8(let path): return "'\(path)' is not UTF-8 text"
    case .courseFrom(.flag(let folder)): return "The course: the folder \(folder) (--lessons)"
    case .courseFrom(.environment(let folder)):
      return "The course: the folder \(folder) (ALERTLAB_LESSONS)"
    case .courseFrom(.beside(let folder)):
      return "The course: the folder \(folder), beside alertlab"
    case .courseFrom(.builtIn):
      return "The course: the copy built into alertlab (no Lessons folder beside it)"
    case .takesNoArguments(let command): return "\(command) takes no arguments"
    case .completionTakesShell(let given):
      return "completion takes bash, zsh or fish" + (given.map { ", not '\($0)'" } ?? "")
    case .explainTakesOneRule: return "explain takes one rule id (alertlab explain lists them)"
    case .noRule(let id, let suggestion):
      return "no rule '\(id)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        + "; 'alertlab explain' lists them"
    }
  }

  var chinese: String {
    switch self {
    case .needsValue(let flag): return "\(flag) 需要一个值"
    case .unknownDevice(let name):
      return "未知的设备“\(name)”；可用的设备：" + Device.names.joined(separator: ", ")
    case .unknownIOS(let text): return "未知的 iOS 版本“\(text)”；请给出 7.0 或更高的版本，例如 8.0"
    case .colorTakes(let given): return "--color 的值是 auto、always 或 never，而不是“\(given)”"
    case .langTakes(let given): return "--lang 的值是 en、zh 或 hi，而不是“\(given)”"
    case .unknownOption(let option): return "未知的选项“\(option)”"
    case .unknownCommand(let command): return "未知的命令“\(command)”"
    case .flagBelongsTo(let flag, let commands):
      return "\(flag) 属于 " + commands.map { "“alertlab \($0)”" }.joined(separator: "和")
    case .tryHelp: return "试试“alertlab --help”。"
    case .lessonTakesOneID: return "lesson 需要一个课程 id（alertlab lessons 列出所有课）"
    case .noLesson(let id, let suggestion):
      return "没有“\(id)”这一课" + (suggestion.map { "（你是想输入“\($0)”吗？）" } ?? "")
        + "；“alertlab lessons”列出所有课"
    case .runTakesOneFile: return "run 需要一个 FILE（“-”表示标准输入）"
    case .notAvailable(let name): return "这个版本的 AlertLab 还没有“\(name)”。"
    case .cannotRead(let path): return "无法读取“\(path)”：文件不存在，或者不可读"
    case .notUTF8(let path): return "“\(path)”不是 UTF-8 文本"
    case .courseFrom(.flag(let folder)): return "课程：文件夹 \(folder)（--lessons）"
    case .courseFrom(.environment(let folder)): return "课程：文件夹 \(folder)（ALERTLAB_LESSONS）"
    case .courseFrom(.beside(let folder)): return "课程：alertlab 旁边的文件夹 \(folder)"
    case .courseFrom(.builtIn): return "课程：alertlab 内置的副本（它旁边没有 Lessons 文件夹）"
    case .takesNoArguments(let command): return "\(command) 不接受参数"
    case .completionTakesShell(let given):
      return "completion 的值是 bash、zsh 或 fish" + (given.map { "，而不是“\($0)”" } ?? "")
    case .explainTakesOneRule: return "explain 需要一个规则 id（alertlab explain 列出所有规则）"
    case .noRule(let id, let suggestion):
      return "没有“\(id)”这条规则" + (suggestion.map { "（你是想输入“\($0)”吗？）" } ?? "")
        + "；“alertlab explain”列出所有规则"
    }
  }

  var hindi: String {
    switch self {
    case .needsValue(let flag): return "\(flag) को एक वैल्यू चाहिए"
    case .unknownDevice(let name):
      return "अनजान डिवाइस '\(name)'; डिवाइस: " + Device.names.joined(separator: ", ")
    case .unknownIOS(let text): return "अनजान iOS संस्करण '\(text)'; 7.0 या बाद का दें, जैसे 8.0"
    case .colorTakes(let given): return "--color auto, always या never लेता है, '\(given)' नहीं"
    case .langTakes(let given): return "--lang en, zh या hi लेता है, '\(given)' नहीं"
    case .unknownOption(let option): return "अनजान विकल्प '\(option)'"
    case .unknownCommand(let command): return "अनजान कमांड '\(command)'"
    case .flagBelongsTo(let flag, let commands):
      return "\(flag) " + commands.map { "'alertlab \($0)'" }.joined(separator: " और ")
        + " का हिस्सा है"
    case .tryHelp: return "'alertlab --help' आज़माएँ।"
    case .lessonTakesOneID: return "lesson एक पाठ id लेता है (alertlab lessons उन्हें दिखाता है)"
    case .noLesson(let id, let suggestion):
      return "'\(id)' नाम का कोई पाठ नहीं" + (suggestion.map { " (क्या आपका मतलब '\($0)' था?)" } ?? "")
        + "; 'alertlab lessons' उन्हें दिखाता है"
    case .runTakesOneFile: return "run एक FILE लेता है (stdin के लिए '-')"
    case .notAvailable(let name): return "AlertLab के इस संस्करण में '\(name)' अभी उपलब्ध नहीं है।"
    case .cannotRead(let path): return "'\(path)' पढ़ा नहीं जा सका: ऐसी कोई फ़ाइल नहीं, या वह पढ़ने लायक़ नहीं"
    case .notUTF8(let path): return "'\(path)' UTF-8 टेक्स्ट नहीं है"
    case .courseFrom(.flag(let folder)): return "कोर्स: फ़ोल्डर \(folder) (--lessons)"
    case .courseFrom(.environment(let folder)): return "कोर्स: फ़ोल्डर \(folder) (ALERTLAB_LESSONS)"
    case .courseFrom(.beside(let folder)): return "कोर्स: alertlab के पास का फ़ोल्डर \(folder)"
    case .courseFrom(.builtIn):
      return "कोर्स: alertlab में बनी प्रति (उसके पास कोई Lessons फ़ोल्डर नहीं)"
    case .takesNoArguments(let command): return "\(command) कोई आर्ग्युमेंट नहीं लेता"
    case .completionTakesShell(let given):
      return "completion bash, zsh या fish लेता है" + (given.map { ", '\($0)' नहीं" } ?? "")
    case .explainTakesOneRule: return "explain एक नियम id लेता है (alertlab explain उन्हें दिखाता है)"
    case .noRule(let id, let suggestion):
      return "'\(id)' नाम का कोई नियम नहीं" + (suggestion.map { " (क्या आपका मतलब '\($0)' था?)" } ?? "")
        + "; 'alertlab explain' उन्हें दिखाता है"
    }
  }
}
