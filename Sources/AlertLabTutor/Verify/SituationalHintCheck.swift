import AlertLabScript
import AlertLabWords

/// What `alertlab verify` checks in a step's ` ```hints ` block: each predicate is one Swift
/// expression, and none still holds once the step's own solution has run.
enum SituationalHintCheck {
  /// A problem for each situational hint whose predicate does not parse as one expression,
  /// at the place of the mistake on the hint's line.
  static func syntaxProblems(in lesson: Lesson) -> [LessonError] {
    lesson.steps.flatMap(\.situationalHints).compactMap { hint in
      let parsed = Parser.parse(hint.predicate)
      if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
        return LessonError(
          file: lesson.path, line: hint.line,
          column: hint.column + max(error.range.start.column - 1, 0),
          Said(.hintPredicateDoesParse, hint.predicate, error.message))
      }
      guard parsed.statements.count == 1, case .expression = parsed.statements[0].kind else {
        return LessonError(
          file: lesson.path, line: hint.line, column: hint.column,
          Said(.hintPredicateOneExpression, hint.predicate))
      }
      return nil
    }
  }

  /// A problem for each situational hint of `step` whose predicate holds in `runner`'s state,
  /// which is the step's solution just run: it would mislead a learner who did everything
  /// right. A predicate that cannot be evaluated counts as false, as it does for a learner.
  static func holdingAfterSolution(
    _ step: LessonStep, number: Int, runner: some StepRunner, path: String
  ) -> [LessonError] {
    step.situationalHints.compactMap { hint in
      guard case .success(true) = runner.evaluateGoal(hint.predicate) else { return nil }
      return LessonError(
        file: path, line: hint.line, column: hint.column,
        Said(.stepSituationalHintStill, number, step.title, hint.predicate))
    }
  }
}
