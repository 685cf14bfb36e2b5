import AlertLabKit

/// The words of a class report's text, as templates with `{1}`, `{2}` … where the numbers
/// and names go (filled by `ScreenWords.fill`). English by default; the teacher's command
/// gives the language's own. Ids, titles and names are filled in as they are.
public struct ClassReportWords: Sendable {
  /// The number of learners, `learner` or `learners`, the number of lessons, `lesson` or
  /// `lessons`.
  public var title = "Class report: {1} {2}, {3} {4}"
  public var learner = "learner"
  public var learners = "learners"
  public var lesson = "lesson"
  public var lessons = "lessons"
  public var learnerColumn = "Learner"
  public var hintsColumn = "Hints"
  public var noLearners = "(no learners)"
  /// A standing's word in the legend, by its English (`in progress`).
  public var standings: [String: String] = [:]
  public var lessonsHeading = "Lessons:"
  public var stuckHeading = "Where learners are stuck:"
  public var nowhereStuck = "  nowhere yet"
  public var onItNow = "{1} on it now"
  public var skippedIt = "{1} skipped it"
  public var tookTheSolution = "{1} took the solution"
  public var separator = ", "
  /// The lesson, the step's number and title, how many of how many learners, what they did,
  /// the number of hints and `hint` or `hints`.
  public var stuckStep = "  {1} step {2} \"{3}\": {4} of {5} ({6}), {7} {8}"
  public var hint = "hint"
  public var hints = "hints"
  public var rulesHeading = "Rules crashed into most:"
  public var noRules = "  none"
  /// The rule, how many of how many learners, the number of crashes and `crash` or
  /// `crashes`.
  public var rule = "  {1}: {2} of {3} learners, {4} {5}"
  public var crash = "crash"
  public var crashes = "crashes"

  public init() {}

  public static let english = ClassReportWords()

  func standing(_ standing: ClassReport.Standing) -> String {
    standings[standing.rawValue] ?? standing.rawValue
  }
}
