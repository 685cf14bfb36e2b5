import AlertLabKit
import AlertLabTutor
import AlertLabWords

extension CommandLineWords {
  /// One part of `alertlab --help`, in the order printed: a heading, a command, an option or
  /// an exit status. Its words are `usage.CASE` in each language's words file, laid out as
  /// printed (the columns are the language's own); the commands, flags and values in it stay
  /// as they are typed.
  enum UsagePart: String, CaseIterable, Sendable {
    case shell, run, lessons, lesson, verify, test, reportFormat, record, handout, classReport
    case progressExport, progressImport, newLesson, explain, completion, man
    case options, device, ios, color, ascii, lessonsFolder, progressFile, lang, help, version
    case exitStatus, exit0, exit1, exit2, exitSignal

    /// Whether a blank line comes before the part: the headings of the options and of the
    /// exit statuses start their blocks.
    var startsBlock: Bool { self == .options || self == .exitStatus }

    /// The part's key in the words files and its arguments: `--ios` names the version it
    /// defaults to, `--lang` the languages there are.
    var words: (key: String, arguments: [String: WordValue]) {
      switch self {
      case .ios: return ("usage." + rawValue, ["current": .text("\(IOSVersion.current)")])
      case .lang: return ("usage." + rawValue, ["codes": .text(Language.codeList)])
      default: return ("usage." + rawValue, [:])
      }
    }
  }

  /// `alertlab --help` in `language`: the commands, flags and values as they are typed, the
  /// words about them translated.
  static func usage(in language: Language) -> String {
    var lines: [String] = []
    for part in UsagePart.allCases {
      if part.startsBlock { lines.append("") }
      let (key, arguments) = part.words
      lines.append(Words.text(key, in: language.code, arguments))
    }
    return lines.joined(separator: "\n")
  }
}
