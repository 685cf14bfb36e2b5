import AlertLabKit

/// The verdict on one lesson.
public struct LessonVerdict: Sendable, Equatable {
  public let lessonID: String
  public let path: String
  public let steps: Int
  public let goals: Int
  /// Empty when the lesson passed; otherwise each problem, with file, line and column.
  public let problems: [LessonError]
  /// What needs attention without failing the lesson (a stale translation).
  public var warnings: [LessonError] = []
  /// The language of a translation; nil for a lesson as written.
  public var language: Language?
  public var passed: Bool { problems.isEmpty }

  /// `PASS first-alert (3 steps, 7 goals)` (`PASS zh/first-alert ...` for a translation), or
  /// one `path:line:column: error: message` line per problem; warnings come first, as
  /// `path:line:column: warning: message`.
  public var line: String {
    let name = language.map { "\($0.code)/\(lessonID)" } ?? lessonID
    let warningLines = warnings.map(\.description)
    if passed {
      return (warningLines + ["PASS \(name) (\(steps) steps, \(goals) goals)"])
        .joined(separator: "\n")
    }
    return LessonVerifier.inFileOrder(warnings + problems).map(\.description)
      .joined(separator: "\n")
  }
}

/// Checks a lesson as a teacher would: it parses, its rule ids exist, no step is met by doing
/// nothing, each step's own solution meets every goal and leaves no situational hint holding,
/// and expected crashes happen with the right rule.
public enum LessonVerifier {
  /// The start state of step `index`: setup code, the solutions of the steps before it, and the
  /// step's own `swift start` block, run on a fresh app. Returns what happened, for errors.
  public static func prepare<Runner: StepRunner>(
    _ lesson: Lesson, step index: Int, runner: inout Runner
  ) -> RunReport {
    var report = RunReport()
    if let setup = lesson.setupCode { report.append(runner.runLessonCode(setup)) }
    for previous in lesson.steps.prefix(index) {
      if let code = previous.code { report.append(runner.runLessonCode(code)) }
    }
    if index < lesson.steps.count, let start = lesson.steps[index].startCode {
      report.append(runner.runLessonCode(start))
    }
    return report
  }

  /// Problems by line and column, those on one place in the order found.
  static func inFileOrder(_ problems: [LessonError]) -> [LessonError] {
    problems.enumerated().sorted { left, right in
      (left.element.line, left.element.column, left.offset)
        < (right.element.line, right.element.column, right.offset)
    }.map(\.element)
  }

  /// Checks a lesson: its placeholders, source, API names and rule ids, then (unless
  /// `running` is false) every step run as a learner would.
  public static func verify<Runner: StepRunner>(
    _ lesson: Lesson, articles: Articles = Articles(), running: Bool = true,
    makeRunner: (Lesson) -> Runner?
  ) -> LessonVerdict {
    var problems: [LessonError] = []
    let goalCount = lesson.steps.reduce(0) { $0 + $1.goals.count }
    func problem(_ line: Int, _ text: String, column: Int = 1) {
      problems.append(LessonError(file: lesson.path, line: line, column: column, message: text))
    }
    for placeholder in lesson.placeholders {
      problem(
        placeholder.line, "fill in the placeholder: \(placeholder.text)", column: placeholder.column
      )
    }
    if let issue = articles.problem(with: lesson.source) {
      problem(lesson.sourceLine, issue, column: lesson.sourceColumn)
    }
    for mention in APIMentions.undeclared(in: lesson) {
      problem(
        mention.line,
        "the lesson names '\(mention.code)', which AlertLab does not simulate"
          + (mention.nearest.map { " (did you mean '\($0)'?)" } ?? ""))
    }
    problems += SituationalHintCheck.syntaxProblems(in: lesson)
    let beforeRules = problems.count
    for step in lesson.steps {
      for goal in step.goals {
        switch goal.kind {
        case .crash(let id), .warning(let id), .advice(let id):
          if RuleCatalog.rule(id) == nil {
            let near = Spelling.nearest(id, in: RuleCatalog.all.map(\.id))
            problem(
              goal.line,
              "unknown rule id '\(id)'" + (near.map { " (did you mean '\($0)'?)" } ?? ""))
          } else if let rule = RuleCatalog.rule(id), rule.id != id {
            problem(goal.line, "write the rule id '\(rule.id)', not its reference '\(id)'")
          }
        case .predicate:
          break
        }
      }
    }
    // A step that names an unknown rule cannot be run meaningfully.
    if problems.count > beforeRules || !running {
      return LessonVerdict(
        lessonID: lesson.id, path: lesson.path, steps: lesson.steps.count, goals: goalCount,
        problems: inFileOrder(problems))
    }
    guard var runner = makeRunner(lesson) else {
      problem(lesson.line, "device '\(lesson.device)' or iOS '\(lesson.iOS)' is not known")
      return LessonVerdict(
        lessonID: lesson.id, path: lesson.path, steps: lesson.steps.count, goals: goalCount,
        problems: problems)
    }
    // One runner goes through the lesson, so verifying costs what the lesson's code costs:
    // `base` is the setup and the solutions of the steps so far (what `prepare` builds);
    // each step starts from it, and its own solution run on it is the next step's base.
    var baseReport = RunReport()
    if let setup = lesson.setupCode { baseReport.append(runner.runLessonCode(setup)) }
    var base = runner.snapshot
    // A solution that does not run is reported once, at its place: the steps after it, which
    // start from it, are not reported again for the same mistake.
    var solutionFailed = false
    for (index, step) in lesson.steps.enumerated() {
      let name = "step \(index + 1) \"\(step.title)\""
      runner.restore(base)
      // The state the step's solution left, when it ran on the base alone (the step has no
      // start block): the next step's base as it is, without running the solution again.
      var solved: (state: Runner.Snapshot, report: RunReport)?
      defer {
        // The next step starts from this one's solution, run without this step's start block.
        if let solved {
          if !solved.report.errors.isEmpty { solutionFailed = true }
          baseReport.append(solved.report)
          base = solved.state
        } else {
          runner.restore(base)
          if let code = step.code {
            let ran = runner.runLessonCode(code)
            if !ran.errors.isEmpty { solutionFailed = true }
            baseReport.append(ran)
          }
          base = runner.snapshot
        }
      }
      var setup = baseReport
      if let start = step.startCode { setup.append(runner.runLessonCode(start)) }
      if let error = setup.errors.first {
        if !solutionFailed {
          problem(step.line, "\(name): its start state does not build: \(error)")
        }
        continue
      }
      let atStart = GoalChecker.check(step.goals, runner: runner, since: RunReport())
      if !atStart.isEmpty, atStart.allSatisfy(\.met) {
        problem(step.line, "\(name) is already solved at its start: doing nothing meets its goals")
        continue
      }
      guard let code = step.code else {
        problem(step.line, "\(name) has no swift block to type")
        continue
      }
      let report = runner.runLessonCode(code)
      if step.startCode == nil { solved = (runner.snapshot, report) }
      // Where the solution came from, for the two mistakes teachers make most: an example
      // ```swift block placed before the step's code, and a label put before `crash:`.
      let source =
        step.codeLine.map { " (the solution is the step's first swift block, line \($0))" } ?? ""
      if !step.isBreakIt, let crash = report.crashes.first {
        problem(
          step.codeLine ?? step.line, "\(name): its solution crashes the app (\(crash))" + source)
        continue
      }
      if let error = report.errors.first {
        // At the mistake itself when its place is known: the code starts on the line after
        // the block's opening fence.
        if let codeLine = step.codeLine, let place = report.firstErrorAt {
          problem(
            codeLine + place.line, "\(name): its solution does not run: \(error)" + source,
            column: place.column)
        } else {
          problem(
            step.codeLine ?? step.line, "\(name): its solution does not run: \(error)" + source)
        }
        continue
      }
      let after = GoalChecker.check(step.goals, runner: runner, since: report)
      for status in after where !status.met {
        if let issue = status.problem {
          problem(
            status.goal.line, "\(name): goal \"\(status.goal.label)\" cannot be evaluated: \(issue)"
          )
        } else if case .crash(let id) = status.goal.kind {
          let what = report.crashes.first.map { "it crashed with \($0)" } ?? "it did not crash"
          problem(status.goal.line, "\(name): expected the crash \(id), but \(what)")
        } else {
          problem(
            status.goal.line,
            "\(name): its solution does not meet the goal \"\(status.goal.label)\"" + source)
        }
      }
      problems += SituationalHintCheck.holdingAfterSolution(
        step, name: name, runner: runner, path: lesson.path)
    }
    return LessonVerdict(
      lessonID: lesson.id, path: lesson.path, steps: lesson.steps.count, goals: goalCount,
      problems: inFileOrder(problems))
  }

  /// Checks a translation: it has its original, keeps everything a machine reads exactly as
  /// the original has it (`TranslationChecker.differences`), and passes as a lesson of its
  /// own; a stale or missing `translation-of` line is a warning. When it keeps all of that
  /// and `originalPassed` says the original's steps ran as they should, its steps would run
  /// the same code against the same goals: they are not run again, so checking a course
  /// costs its lessons' code once, however many languages it has.
  public static func verify<Runner: StepRunner>(
    _ translation: Translation, articles: Articles = Articles(), originalPassed: Bool = false,
    makeRunner: (Lesson) -> Runner?
  ) -> LessonVerdict {
    let lesson = translation.lesson
    var problems: [LessonError] = []
    if let original = translation.original {
      problems += TranslationChecker.differences(lesson, from: original)
    } else {
      problems.append(
        LessonError(
          file: lesson.path, line: lesson.line,
          message:
            "this translation has no original: \(translation.originalPath) does not exist or "
            + "does not load (a translation has its original's file name, one folder up)"))
    }
    let sameCode = problems.isEmpty && translation.original != nil
    let own = verify(
      lesson, articles: articles, running: !(sameCode && originalPassed), makeRunner: makeRunner)
    var verdict = LessonVerdict(
      lessonID: lesson.id, path: lesson.path, steps: own.steps, goals: own.goals,
      problems: inFileOrder(problems + own.problems))
    verdict.warnings = TranslationChecker.staleness(of: translation)
    verdict.language = translation.language
    return verdict
  }
}
