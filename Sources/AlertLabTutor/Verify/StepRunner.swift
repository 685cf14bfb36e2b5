import AlertLabKit
import AlertLabWords

/// What happened while a piece of lesson code ran.
public struct RunReport: Sendable, Equatable {
  /// Rule ids of the crashes, in order.
  public var crashes: [String] = []
  /// Rule ids of the console warnings UIKit logged.
  public var warnings: [String] = []
  /// Rule ids of the advice given.
  public var advice: [String] = []
  /// Compile errors (and AlertLab's own refusals), as messages.
  public var errors: [String] = []
  /// Where the first compile error is, when it has a place: the 1-based line within the
  /// code that ran and the column.
  public var firstErrorAt: (line: Int, column: Int)? {
    get { firstErrorPlace.map { ($0[0], $0[1]) } }
    set { firstErrorPlace = newValue.map { [$0.line, $0.column] } }
  }
  private var firstErrorPlace: [Int]?
  public init() {}

  public mutating func append(_ other: RunReport) {
    crashes += other.crashes
    warnings += other.warnings
    advice += other.advice
    if errors.isEmpty { firstErrorPlace = other.firstErrorPlace }
    errors += other.errors
  }
}

/// Runs lesson code against a simulated app and evaluates goals on it. The shell's session
/// implements it, so lessons run exactly as a learner's typing does.
public protocol StepRunner {
  /// A copy of the runner's state, to come back to.
  associatedtype Snapshot
  var snapshot: Snapshot { get }
  /// Puts the state back as `snapshot` had it.
  mutating func restore(_ snapshot: Snapshot)
  /// Runs code (Swift statements and `:` gestures) and reports what happened.
  mutating func runLessonCode(_ code: String) -> RunReport
  /// Evaluates a goal predicate: true or false, or a message when it cannot be evaluated.
  func evaluateGoal(_ predicate: String) -> Result<Bool, GoalError>
}

/// Why a goal could not be evaluated.
public struct GoalError: Error, Equatable, Sendable {
  public let message: String
  /// The message as AlertLab's own text; nil when it is the compiler's.
  public var said: Said?
  public init(_ message: String) { self.message = message }
  public init(_ said: Said) {
    message = said.english
    self.said = said
  }
}

/// A goal's state after some code ran.
public struct GoalStatus: Sendable, Equatable {
  public let goal: Goal
  public let met: Bool
  /// Set when the predicate could not be evaluated.
  public let problem: String?
  /// `problem` as AlertLab's own text, when it is.
  public var problemSaid: Said? = nil
}

/// Checks goals against a runner's state and what happened since the step began.
public enum GoalChecker {
  public static func check(
    _ goals: [Goal], runner: some StepRunner, since report: RunReport
  ) -> [GoalStatus] {
    goals.map { goal in
      switch goal.kind {
      case .predicate(let predicate):
        switch runner.evaluateGoal(predicate) {
        case .success(let met): return GoalStatus(goal: goal, met: met, problem: nil)
        case .failure(let error):
          return GoalStatus(goal: goal, met: false, problem: error.message, problemSaid: error.said)
        }
      case .crash(let ruleID):
        return GoalStatus(goal: goal, met: report.crashes.contains(ruleID), problem: nil)
      case .warning(let ruleID):
        return GoalStatus(goal: goal, met: report.warnings.contains(ruleID), problem: nil)
      case .advice(let ruleID):
        return GoalStatus(goal: goal, met: report.advice.contains(ruleID), problem: nil)
      }
    }
  }

  /// `✓ label` / `✗ label` lines (ASCII `[x]` / `[ ]`).
  public static func lines(_ statuses: [GoalStatus], ascii: Bool) -> [String] {
    statuses.map { status in
      let mark = status.met ? (ascii ? "[x]" : "✓") : (ascii ? "[ ]" : "✗")
      return "\(mark) \(status.goal.label)"
    }
  }
}
