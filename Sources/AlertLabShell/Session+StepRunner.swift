import AlertLabKit
import AlertLabScript
import AlertLabTutor
import AlertLabWords

extension Session: StepRunner {
  /// A session on the device and iOS version a lesson starts on (for `verify`), drawing in
  /// ASCII; nil when the lesson names a device or version AlertLab does not know.
  public init?(startingOn lesson: Lesson) {
    guard let start = lesson.startingEnvironment else { return nil }
    let code = ([lesson.setupCode] + lesson.steps.flatMap { [$0.startCode, $0.code] })
      .compactMap { $0 }.joined(separator: "\n")
    self.init(
      options: Options(
        ascii: true, device: start.device, iOS: start.iOS,
        undoLimit: Session.needsUndoHistory(code) ? Session.shellUndoLimit : 0))
  }

  /// Runs lesson code as if typed: statement by statement, `:` lines as gestures.
  /// Nothing it does is saved as the learner's progress (crashes included).
  public mutating func runLessonCode(_ code: String) -> RunReport {
    let store = tutor?.store
    tutor?.store = nil
    defer { tutor?.store = store }
    report = RunReport()
    let wasRunning = runningLessonCode
    runningLessonCode = true
    defer { runningLessonCode = wasRunning }
    _ = ScriptRunner.run(code, fileName: fileName, session: &self) { _ in }
    return report
  }

  /// The state lesson code built so far, to come back to.
  public var snapshot: MachineState { interpreter.state }

  /// Puts the state back as `snapshot` had it.
  public mutating func restore(_ snapshot: MachineState) {
    interpreter.restore(snapshot)
    report = RunReport()
  }

  /// Evaluates a goal predicate against the current state without changing it.
  public func evaluateGoal(_ predicate: String) -> Result<Bool, GoalError> {
    switch interpreter.peek(predicate) {
    case .success(let value):
      guard case .bool(let flag) = value else {
        let type = interpreter.describe(value).type
        return .failure(GoalError(Said(.predicateBool, type)))
      }
      return .success(flag)
    case .failure(let diagnostic):
      return .failure(diagnostic.said.map { GoalError($0) } ?? GoalError(diagnostic.message))
    }
  }
}
