import AlertLabWords

/// The words of a class report's text in one language: each text is a case with its
/// arguments typed, and its words are in the language's words file under `classReport.NAME`
/// (`Words/en.words`, `zh.words`, …). Ids, titles and names are put in as they are.
public struct ClassReportWords: Sendable {
  /// The language the report is written in.
  public let language: Language

  public init(_ language: Language) { self.language = language }

  /// The report in English, the teacher's command's default.
  public static let english = ClassReportWords(.en)

  /// The words of a class report's text in `language`.
  public static func of(_ language: Language) -> ClassReportWords { ClassReportWords(language) }

  /// One text of the report, with what goes in it.
  public enum Text: Sendable {
    /// The number of learners and of lessons.
    case title(learners: Int, lessons: Int)
    case learnerColumn
    case hintsColumn
    case noLearners
    /// A standing's word in the legend.
    case standing(ClassReport.Standing)
    case lessonsHeading
    case stuckHeading
    case nowhereStuck
    case onItNow(count: Int)
    case skippedIt(count: Int)
    case tookTheSolution(count: Int)
    /// Between the parts of a stuck step's `what`.
    case separator
    /// A stuck step: the lesson, the step's number and title, how many of `all` learners
    /// are stuck on it, what they did (the parts joined) and the number of hints taken.
    case stuckStep(
      lesson: String, step: Int, title: String, learners: Int, all: Int, what: String,
      hints: Int)
    case rulesHeading
    case noRules
    /// A rule: how many of `all` learners crashed into it, and how many times.
    case rule(rule: String, learners: Int, all: Int, crashes: Int)

    /// The text's key in the words files and its arguments.
    var words: (key: String, arguments: [String: WordValue]) {
      switch self {
      case .title(let learners, let lessons):
        return ("title", ["learners": .number(learners), "lessons": .number(lessons)])
      case .learnerColumn: return ("learnerColumn", [:])
      case .hintsColumn: return ("hintsColumn", [:])
      case .noLearners: return ("noLearners", [:])
      case .standing(let standing): return ("standing", ["standing": .text(standing.wordKey)])
      case .lessonsHeading: return ("lessonsHeading", [:])
      case .stuckHeading: return ("stuckHeading", [:])
      case .nowhereStuck: return ("nowhereStuck", [:])
      case .onItNow(let count): return ("onItNow", ["count": .number(count)])
      case .skippedIt(let count): return ("skippedIt", ["count": .number(count)])
      case .tookTheSolution(let count): return ("tookTheSolution", ["count": .number(count)])
      case .separator: return ("separator", [:])
      case .stuckStep(let lesson, let step, let title, let learners, let all, let what, let hints):
        return (
          "stuckStep",
          [
            "lesson": .text(lesson), "step": .number(step), "title": .text(title),
            "learners": .number(learners), "all": .number(all), "what": .text(what),
            "hints": .number(hints),
          ]
        )
      case .rulesHeading: return ("rulesHeading", [:])
      case .noRules: return ("noRules", [:])
      case .rule(let rule, let learners, let all, let crashes):
        return (
          "rule",
          [
            "rule": .text(rule), "learners": .number(learners), "all": .number(all),
            "crashes": .number(crashes),
          ]
        )
      }
    }

    /// One of every case, for the tests that check each text's arguments.
    static let examples: [Text] = [
      .title(learners: 2, lessons: 1), .learnerColumn, .hintsColumn, .noLearners,
      .standing(.inProgress), .lessonsHeading, .stuckHeading, .nowhereStuck,
      .onItNow(count: 1), .skippedIt(count: 1), .tookTheSolution(count: 1), .separator,
      .stuckStep(lesson: "l", step: 1, title: "t", learners: 1, all: 2, what: "w", hints: 1),
      .rulesHeading, .noRules, .rule(rule: "r", learners: 1, all: 2, crashes: 1),
    ]
  }

  /// `text` in the report's language.
  public func callAsFunction(_ text: Text) -> String {
    let (key, arguments) = text.words
    return Words.text("classReport." + key, in: language.code, arguments)
  }
}

extension ClassReport.Standing {
  /// The standing's choice in `classReport.standing`: its case's name.
  var wordKey: String {
    switch self {
    case .done: return "done"
    case .assisted: return "assisted"
    case .skipped: return "skipped"
    case .inProgress: return "inProgress"
    case .notStarted: return "notStarted"
    }
  }
}
