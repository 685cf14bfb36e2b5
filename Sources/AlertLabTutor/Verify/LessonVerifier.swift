import AlertLabKit
import AlertLabWords

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
  public var line: String { text(in: "en") }

  /// `line` in the language whose words file is `code`: the problems' and warnings' words
  /// and the `PASS` line's, the places and `PASS` as they are.
  public func text(in code: String) -> String {
    let name = language.map { "\($0.code)/\(lessonID)" } ?? lessonID
    let warningLines = warnings.map { $0.text(in: code) }
    if passed {
      return (warningLines + [Said(.passStepsGoals, name, steps, goals).text(in: code)])
        .joined(separator: "\n")
    }
    return LessonVerifier.inFileOrder(warnings + problems).map { $0.text(in: code) }
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
    func problem(_ line: Int, _ said: Said, column: Int = 1) {
      problems.append(LessonError(file: lesson.path, line: line, column: column, said))
    }
    for placeholder in lesson.placeholders {
      problem(
        placeholder.line, Said(.fillPlaceholder, placeholder.text), column: placeholder.column
      )
    }
    if let issue = articles.problem(with: lesson.source) {
      problem(lesson.sourceLine, issue, column: lesson.sourceColumn)
    }
    for mention in APIMentions.undeclared(in: lesson) {
      problem(
        mention.line,
        mention.nearest.map { Said(.lessonNamesWhichDoes, mention.code, $0) }
          ?? Said(.lessonNamesWhichDoesSimulate, mention.code))
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
              near.map { Said(.unknownRuleIdDid, id, $0) } ?? Said(.unknownRuleId, id))
          } else if let rule = RuleCatalog.rule(id), rule.id != id {
            problem(goal.line, Said(.writeRuleIdReference, rule.id, id))
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
      problem(lesson.line, Said(.deviceIOSKnown, lesson.device, lesson.iOS))
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
      let number = index + 1
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
          problem(step.line, Said(.stepStartStateDoes, number, step.title, "\(error)"))
        }
        continue
      }
      let atStart = GoalChecker.check(step.goals, runner: runner, since: RunReport())
      if !atStart.isEmpty, atStart.allSatisfy(\.met) {
        problem(step.line, Said(.stepAlreadySolvedStart, number, step.title))
        continue
      }
      guard let code = step.code else {
        problem(step.line, Said(.stepNoSwiftBlock, number, step.title))
        continue
      }
      let report = runner.runLessonCode(code)
      if step.startCode == nil { solved = (runner.snapshot, report) }
      // Where the solution came from, for the two mistakes teachers make most: an example
      // ```swift block placed before the step's code, and a label put before `crash:`.
      let solutionLine = step.codeLine
      if !step.isBreakIt, let crash = report.crashes.first {
        problem(
          step.codeLine ?? step.line,
          solutionLine.map { Said(.stepSolutionCrashesApp, number, step.title, crash, $0) }
            ?? Said(.stepSolutionCrashesApp2, number, step.title, crash))
        continue
      }
      func doesNotRun(_ error: String) -> Said {
        solutionLine.map { Said(.stepSolutionDoesRun, number, step.title, error, $0) }
          ?? Said(.stepSolutionDoesRun2, number, step.title, error)
      }
      if let error = report.errors.first {
        // At the mistake itself when its place is known: the code starts on the line after
        // the block's opening fence.
        if let codeLine = step.codeLine, let place = report.firstErrorAt {
          problem(
            codeLine + place.line, doesNotRun("\(error)"),
            column: place.column)
        } else {
          problem(
            step.codeLine ?? step.line, doesNotRun("\(error)"))
        }
        continue
      }
      let after = GoalChecker.check(step.goals, runner: runner, since: report)
      for status in after where !status.met {
        if let issue = status.problem {
          problem(
            status.goal.line,
            Said(
              .stepGoalCannotEvaluated, number, step.title, status.goal.label,
              status.problemSaid.map(\.saidArgument) ?? .text(issue)))
        } else if case .crash(let id) = status.goal.kind {
          problem(
            status.goal.line,
            report.crashes.first.map { Said(.stepExpectedCrashBut, number, step.title, id, $0) }
              ?? Said(.stepExpectedCrashButDid, number, step.title, id))
        } else {
          problem(
            status.goal.line,
            solutionLine.map {
              Said(.stepSolutionDoesMeet, number, step.title, status.goal.label, $0)
            }
              ?? Said(.stepSolutionDoesMeetGoal, number, step.title, status.goal.label))
        }
      }
      problems += SituationalHintCheck.holdingAfterSolution(
        step, number: number, runner: runner, path: lesson.path)
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
          Said(.translationNoOriginalDoes, translation.originalPath)))
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
