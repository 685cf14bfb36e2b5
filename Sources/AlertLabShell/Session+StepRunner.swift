import AlertLabKit
import AlertLabScript
import AlertLabTutor

extension Session: StepRunner {
  /// Runs lesson code as if typed: statement by statement, `:` lines as gestures.
  public mutating func runLessonCode(_ code: String) -> RunReport {
    report = RunReport()
    _ = ScriptRunner.run(code, fileName: fileName, session: &self) { _ in }
    return report
  }

  /// Evaluates a goal predicate against the current state without changing it.
  public func evaluateGoal(_ predicate: String) -> Result<Bool, GoalError> {
    switch interpreter.peek(predicate) {
    case .success(let value):
      guard case .bool(let flag) = value else {
        let type = interpreter.describe(value).type
        return .failure(GoalError("the predicate is a '\(type)', not a Bool"))
      }
      return .success(flag)
    case .failure(let diagnostic):
      return .failure(GoalError(diagnostic.message))
    }
  }
}
