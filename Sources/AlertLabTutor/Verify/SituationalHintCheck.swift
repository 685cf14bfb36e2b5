import AlertLabScript

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
          message: "the hint's predicate '\(hint.predicate)' does not parse: \(error.message)")
      }
      guard parsed.statements.count == 1, case .expression = parsed.statements[0].kind else {
        return LessonError(
          file: lesson.path, line: hint.line, column: hint.column,
          message:
            "the hint's predicate '\(hint.predicate)' is not one expression: write a Swift "
            + "expression that is true when the hint fits, such as 'alert.actions.isEmpty'")
      }
      return nil
    }
  }

  /// A problem for each situational hint of `step` whose predicate holds in `runner`'s state,
  /// which is the step's solution just run: it would mislead a learner who did everything
  /// right. A predicate that cannot be evaluated counts as false, as it does for a learner.
  static func holdingAfterSolution(
    _ step: LessonStep, name: String, runner: some StepRunner, path: String
  ) -> [LessonError] {
    step.situationalHints.compactMap { hint in
      guard case .success(true) = runner.evaluateGoal(hint.predicate) else { return nil }
      return LessonError(
        file: path, line: hint.line, column: hint.column,
        message:
          "\(name): the situational hint '\(hint.predicate)' still holds after the step's "
          + "solution ran, so a learner who did everything right would be shown it: make its "
          + "predicate false once the step is done")
    }
  }
}
