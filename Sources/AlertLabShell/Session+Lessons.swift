import AlertLabKit
import AlertLabScript
import AlertLabTutor
import AlertLabWords
import Foundation

/// The learner's place in the course: which lesson and step, and what was shown.
struct TutorState {
  var course: Course
  var store: ProgressStore?
  var progress: LearnerProgress
  /// The step being worked on; nil in free play (`:sandbox`).
  var position: LearnerProgress.Position?
  /// Where `:lesson` returns to after `:sandbox`.
  var paused: LearnerProgress.Position?
  /// Hints of the ladder shown for the current step.
  var hintsShown = 0
  /// The step's situational hints shown while their predicates held (by index): each is
  /// shown once for a state, and again only after its predicate stopped holding.
  var situationalShown: Set<Int> = []
  /// Set while `:solution` waits for a yes.
  var confirmingSolution = false
  /// Set when the step's goals are met and it waits for `:next` (the learner explores).
  var waitingForNext = false
}

extension Session {
  /// Opens the course (once): loads the lessons and the learner's progress, and reports a
  /// progress file that could not be read in one line.
  mutating func openCourse(into out: inout Output) -> Bool {
    if tutor != nil { return true }
    guard let directory = options.lessonsDirectory else {
      out.text(text(.noCourse))
      return false
    }
    var progress = LearnerProgress()
    var store: ProgressStore?
    var notice: Said?
    if let path = options.progressPath {
      let opened = ProgressStore(path: path)
      let loaded = opened.load()
      progress = loaded.progress
      notice = loaded.notice
      store = opened
    }
    // `--lang` wins and is remembered; otherwise the language saved with the progress.
    let chosen = options.language
    if let chosen { language = chosen } else if let saved = progress.language { language = saved }
    let course = Course.outline(directory: directory, language: language)
    for error in course.errors { out.text(error.text(in: language.code)) }
    if let notice { out.text(notice.text(in: language.code)) }
    tutor = TutorState(course: course, store: store, progress: progress, position: nil)
    if let chosen, progress.language != chosen {
      tutor?.progress.language = chosen
      saveProgress(into: &out)
    }
    return true
  }

  /// `:lang CODE`: shows the lessons (and the step being worked on) in that language from now
  /// on, and remembers the choice with the progress.
  mutating func switchLanguage(_ argument: String?, into out: inout Output) {
    let choices = Language.allCases.map(\.choice).joined(separator: ", ")
    guard let argument else {
      out.text(text(.languageChoices(name: language.name, choices: choices)))
      return
    }
    guard let chosen = Language(code: argument) else {
      out.text(text(.unknownLanguage(code: argument, choices: choices)))
      return
    }
    language = chosen
    options.language = chosen
    // The caption under the drawing is in the language now: what is shown is not redrawn.
    if shownDrawing != nil { shownDrawing = drawing() }
    if var tutor {
      for problem in tutor.course.setLanguage(chosen) {
        out.text(problem.text(in: language.code))
      }
      tutor.progress.language = chosen
      self.tutor = tutor
      saveProgress(into: &out)
    } else if let path = options.progressPath {
      // The course is not open: the choice is saved at once, progress kept as it is.
      let store = ProgressStore(path: path)
      let loaded = store.load()
      if let notice = loaded.notice { out.text(notice.text(in: language.code)) }
      var progress = loaded.progress
      progress.language = chosen
      do {
        try store.save(progress)
      } catch {
        out.text(text(.progressNotSaved(reason: error.text(in: language.code))))
      }
    }
    out.text(text(.languageNow(name: chosen.name)))
    if let position = tutor?.position { showStep(position, into: &out) }
  }

  /// The prompt inside a lesson: `one-cancel 2/4> `.
  var lessonPrompt: String? {
    guard let tutor, let position = tutor.position,
      let index = tutor.course.index(of: position.lessonID)
    else { return nil }
    return "\(position.lessonID) \(position.step + 1)/\(tutor.course.lessons[index].steps.count)> "
  }

  /// Starts where the learner stopped, if the progress file says so. Returns what to show.
  /// A device or iOS version asked for on the command line that the lesson does not start
  /// on is named, with the command that switches to it.
  public mutating func resume(requestedDevice: Device? = nil, requestedIOS: IOSVersion? = nil)
    -> String
  {
    var out = Output(width: outputWidth, height: outputHeight)
    out.language = language
    // Only a learner in a lesson needs the course loaded at start.
    guard let path = options.progressPath, FileManager.default.fileExists(atPath: path) else {
      return out.text
    }
    guard openCourse(into: &out), let tutor, let current = tutor.progress.current,
      tutor.course.index(of: current.lessonID) != nil
    else { return out.text }
    out.text(text(.welcomeBack))
    if let index = tutor.course.index(of: current.lessonID),
      self.tutor?.course.open(index).isEmpty == true,
      let start = self.tutor?.course.lessons[index].startingEnvironment
    {
      let unusedDevice = requestedDevice.flatMap { device in
        device == start.device ? nil : text(.unusedDevice(name: device.name))
      }
      let unusedIOS = requestedIOS.flatMap { version in
        version == start.iOS ? nil : text(.unusedIOS(version: "\(version)"))
      }
      if unusedDevice != nil || unusedIOS != nil {
        out.text(
          text(
            .lessonRunsOn(
              device: text(.device(start.device)), iOS: "\(start.iOS)",
              unusedDevice: unusedDevice, unusedIOS: unusedIOS)))
      }
    }
    enter(current, into: &out)
    return paged(out)
  }

  /// The ids of the course's lessons, in order, and what opening the course had to say (a
  /// lesson that did not load, a progress file kept aside). The course is opened once.
  public mutating func lessonIDs() -> (ids: [String], notices: String) {
    var out = Output(width: outputWidth, height: outputHeight)
    out.language = language
    guard openCourse(into: &out), let tutor else { return ([], out.text) }
    return (tutor.course.lessons.map(\.id), out.text)
  }

  /// Starts (or resumes) a lesson by id, as `alertlab lesson ID` does.
  public mutating func startLesson(_ id: String) -> String {
    var out = Output(width: outputWidth, height: outputHeight)
    out.language = language
    if openCourse(into: &out) { lessonCommand([id], into: &out) }
    return paged(out)
  }

  /// Goes to step `step` (0-based) of a lesson as `:lesson` would, showing nothing: a
  /// transcript block pasted from inside a lesson replays from there. False when the course
  /// has no such lesson or step.
  public mutating func enterStep(_ id: String, step: Int) -> Bool {
    var out = Output(width: outputWidth)
    guard openCourse(into: &out), let tutor, let index = tutor.course.index(of: id),
      step >= 0, step < tutor.course.lessons[index].steps.count
    else { return false }
    enter(LearnerProgress.Position(lessonID: id, step: step), into: &out)
    return true
  }

  /// The course overview, as `alertlab lessons` prints it.
  public mutating func courseOverview() -> String {
    var out = Output(width: outputWidth, height: outputHeight)
    out.language = language
    if openCourse(into: &out) { lessonsCommand(into: &out) }
    return out.text
  }

  /// `:lessons`.
  mutating func lessonsCommand(into out: inout Output) {
    guard let tutor else { return }
    if tutor.course.lessons.isEmpty {
      out.text(text(.courseEmpty))
    } else {
      let language = language
      out.escaped(
        tutor.course.overview(
          progress: tutor.progress, ascii: options.ascii,
          stateWord: { Reply.lessonState($0).text(in: language) },
          courseLine: { Reply.courseLine(bar: $0).text(in: language) }, width: outputWidth))
    }
  }

  /// `:lesson`.
  mutating func lessonCommand(_ arguments: [String], into out: inout Output) {
    guard let tutor else { return }
    guard let id = arguments.first else {
      if let paused = tutor.paused {
        self.tutor?.paused = nil
        enter(paused, into: &out)
      } else if let position = tutor.position {
        showLessonHeading(position, into: &out)
        showStep(position, into: &out)
      } else {
        out.text(text(.whichLesson))
      }
      return
    }
    guard let id = lessonID(named: id, in: tutor.course) else {
      let count = tutor.course.lessons.count
      let suggestion = Spelling.nearest(id, in: tutor.course.lessons.map(\.id))
      out.text(
        text(
          .noLesson(id: id, suggestion: suggestion, numberedUpTo: Int(id) != nil ? count : nil)))
      return
    }
    let step = tutor.course.resumeStep(of: id, progress: tutor.progress)
    enter(LearnerProgress.Position(lessonID: id, step: step), into: &out)
  }

  /// `:next`, `:prev` and `:skip`: another step, `move` says which.
  mutating func moveCommand(_ name: StepMove, into out: inout Output) {
    guard var tutor else { return }
    guard let position = tutor.position else {
      out.text(text(.notInLesson))
      return
    }
    if name == .skip, tutor.progress.step(position.step, of: position.lessonID).state == nil {
      tutor.progress.setState(.skipped, step: position.step, of: position.lessonID)
      self.tutor = tutor
      saveProgress(into: &out)
    }
    let target =
      name == .prev
      ? tutor.course.position(before: position) : tutor.course.position(after: position)
    guard let target else {
      if name == .next, tutor.waitingForNext {
        finishCourse(into: &out)
        return
      }
      out.text(text(name == .prev ? .firstStepOfCourse : .lastStepOfCourse))
      return
    }
    // After a finished step the learner's own work carries on, as when a step moves on
    // by itself; otherwise the step is built from the lesson.
    let carryOn =
      name == .next && tutor.waitingForNext && target.lessonID == position.lessonID
    enter(target, into: &out, rebuild: !carryOn)
  }

  /// `:hint`.
  mutating func hintCommand(into out: inout Output) {
    guard var tutor else { return }
    guard let (lesson, step) = currentStep() else {
      out.text(text(.hintsBelongToSteps))
      return
    }
    // A hint that fits the learner's state comes first; then the ladder's next rung.
    let heading: String
    let hint: String
    if let index = pendingSituationalHint(step) {
      tutor.situationalShown.insert(index)
      // On a line of its own: longer than the ladder's `Hint 1/3: `, it would push the
      // hint's first line past the width.
      heading = text(.situationalHint) + "\n"
      hint = step.situationalHints[index].text
    } else if tutor.hintsShown < step.hints.count {
      hint = step.hints[tutor.hintsShown]
      tutor.hintsShown += 1
      heading = text(.hint(number: tutor.hintsShown, count: step.hints.count))
    } else {
      let none = step.hints.isEmpty && step.situationalHints.isEmpty
      out.text(text(none ? .noHints : .noMoreHints))
      return
    }
    if let position = tutor.position {
      _ = tutor.progress.recordHint(step: position.step, of: lesson.id)
    }
    self.tutor = tutor
    out.prose(
      heading
        + ProseRenderer.render(markdown: hint, width: options.width ?? 100, color: options.color))
    saveProgress(into: &out)
  }

  /// `:solution`.
  mutating func solutionCommand(into out: inout Output) {
    guard let tutor else { return }
    guard let (_, step) = currentStep(), let code = step.code else {
      out.text(text(.solutionsBelongToSteps))
      return
    }
    if !tutor.confirmingSolution {
      self.tutor?.confirmingSolution = true
      out.text(text(.solutionQuestion))
      return
    }
    revealSolution(code, into: &out)
  }

  /// `:goal`.
  mutating func goalCommand(into out: inout Output) {
    guard tutor != nil else { return }
    guard let (_, step) = currentStep() else {
      out.text(text(.noGoalsInFreePlay))
      return
    }
    for line in GoalChecker.lines(
      GoalChecker.check(step.goals, runner: self, since: report), ascii: options.ascii)
    {
      out.escaped(line)
    }
  }

  /// `:sandbox`.
  mutating func sandboxCommand(into out: inout Output) {
    guard var tutor else { return }
    guard let position = tutor.position else {
      out.text(text(.alreadyInFreePlay))
      return
    }
    tutor.paused = position
    tutor.position = nil
    tutor.waitingForNext = false
    self.tutor = tutor
    lastProblem = nil
    out.text(text(.freePlay(lessonID: position.lessonID)))
  }

  /// The lesson an argument names: its id, or its number as `:lessons` shows it (`1`).
  func lessonID(named argument: String, in course: Course) -> String? {
    if course.index(of: argument) != nil { return argument }
    guard let number = Int(argument), number >= 1, number <= course.lessons.count else {
      return nil
    }
    return course.lessons[number - 1].id
  }

  /// The first of the step's situational hints whose predicate holds now and that was not
  /// shown while it held; nil when there is none. A predicate that cannot be evaluated (a
  /// name not made yet) does not hold, as for goals.
  func pendingSituationalHint(_ step: LessonStep) -> Int? {
    let shown = tutor?.situationalShown ?? []
    return step.situationalHints.indices.first { index in
      !shown.contains(index) && holds(step.situationalHints[index])
    }
  }

  func holds(_ hint: SituationalHint) -> Bool {
    if case .success(true) = evaluateGoal(hint.predicate) { return true }
    return false
  }

  /// Forgets the situational hints shown whose predicates no longer hold, so each is shown
  /// again when the learner comes back to that state. Costs nothing until one was shown.
  mutating func forgetSituationalHintsLeftBehind(_ step: LessonStep) {
    guard let shown = tutor?.situationalShown, !shown.isEmpty else { return }
    let holding = shown.filter { index in
      index < step.situationalHints.count && holds(step.situationalHints[index])
    }
    tutor?.situationalShown = holding
  }

  func currentStep() -> (Lesson, LessonStep)? {
    guard let tutor, let position = tutor.position,
      let index = tutor.course.index(of: position.lessonID)
    else { return nil }
    let lesson = tutor.course.lessons[index]
    guard position.step < lesson.steps.count else { return nil }
    return (lesson, lesson.steps[position.step])
  }

  /// Answers the `:solution` question: `y` shows it; anything else keeps it hidden.
  mutating func answerSolution(_ answer: String, into out: inout Output) -> Bool {
    guard tutor?.confirmingSolution == true else { return false }
    tutor?.confirmingSolution = false
    guard ["y", "yes"].contains(answer.lowercased()), let (_, step) = currentStep(),
      let code = step.code
    else {
      out.text(text(.solutionKeptHidden))
      return answer.lowercased() == "n" || answer.lowercased() == "no" || answer.isEmpty
    }
    revealSolution(code, into: &out)
    return true
  }

  mutating func revealSolution(_ code: String, into out: inout Output) {
    guard var tutor, let position = tutor.position else { return }
    tutor.confirmingSolution = false
    if tutor.progress.step(position.step, of: position.lessonID).state != .done {
      tutor.progress.setState(.assisted, step: position.step, of: position.lessonID)
    }
    self.tutor = tutor
    saveProgress(into: &out)
    let chunks = ScriptRunner.statements(in: code)
    if options.script {
      out.text(text(.solutionHeading))
      for chunk in chunks { out.escaped("    " + chunk.replacingNewlines(with: "\n    ")) }
    } else {
      out.text(text(.solutionOnInputLine))
      pendingInputs = chunks
    }
  }

  /// Rebuilds the step's start state (setup code, the earlier steps' solutions, its start
  /// block) on a fresh app and shows the step.
  mutating func enter(
    _ position: LearnerProgress.Position, into out: inout Output, rebuild: Bool = true
  ) {
    guard var tutor, let index = tutor.course.index(of: position.lessonID) else { return }
    // Only the lesson started is parsed; the others are known by their outlines.
    let problems = tutor.course.open(index)
    self.tutor = tutor
    guard problems.isEmpty else {
      for problem in problems { out.text(problem.text(in: language.code)) }
      return
    }
    let lesson = tutor.course.lessons[index]
    guard !lesson.steps.isEmpty else { return }
    // A saved place past the lesson's end (a file may say anything) is its last step.
    var position = position
    position.step = min(max(position.step, 0), lesson.steps.count - 1)
    guard let (device, version) = lesson.startingEnvironment else {
      out.text(text(.lessonEnvironmentUnknown(id: lesson.id)))
      return
    }
    tutor.position = position
    tutor.paused = nil
    tutor.hintsShown = 0
    tutor.situationalShown = []
    tutor.confirmingSolution = false
    tutor.waitingForNext = false
    tutor.progress.current = position
    self.tutor = tutor
    report = RunReport()
    pendingInputs = []
    // `:why` explains what went wrong in this step, never in an earlier one.
    lastProblem = nil
    // `:undo` goes back to the start of this step, never into the one before.
    history.removeAll()
    saveProgress(into: &out)
    guard rebuild else {
      // Moving on after a step is done keeps the learner's own work; the step's own start
      // block still runs on top of it, and notes and warnings are said again for the step.
      interpreter.forgetNotes()
      if let start = lesson.steps[position.step].startCode {
        var runner = self
        _ = runner.runLessonCode(start)
        report = RunReport()
        lastProblem = nil
      }
      // At most one drawing, and the step's text after it: the screen is drawn again only
      // when the start block changed it.
      let current = drawing()
      if current != shownDrawing {
        shownDrawing = current
        showScreen(current, replacing: true, into: &out)
      }
      showStep(position, into: &out, reminders: false)
      return
    }
    rebuildStep(lesson, step: position.step, device: device, iOS: version)
    // The step's text matters most and comes last: the screen is drawn before it (after the
    // lesson's introduction), and only when something is on it. A lesson's start taller
    // than the terminal is shown a page at a time.
    if position.step == 0 { pagesOutput = true }
    showLessonHeading(position, into: &out)
    let current = drawing()
    shownDrawing = current
    if world.topPresented != nil {
      showScreen(current, replacing: true, into: &out)
    } else {
      out.text(text(.screenNotDrawn(device: text(.device(world.device)), iOS: "\(world.iOS)")))
    }
    showStep(position, into: &out)
  }

  /// Puts the app where `step` of `lesson` starts: a fresh app on the lesson's device, its
  /// setup code, the earlier steps' solutions and the step's start block.
  mutating func rebuildStep(_ lesson: Lesson, step: Int, device: Device, iOS version: IOSVersion) {
    let savedFile = fileName
    let savedLine = nextLine
    interpreter.restore(MachineState(world: World(device: device, iOS: version)))
    var runner = self
    _ = LessonVerifier.prepare(lesson, step: step, runner: &runner)
    fileName = savedFile
    nextLine = savedLine
    report = RunReport()
    lastProblem = nil
  }

  /// `:reset` in a lesson: the step starts again from its setup, as `:lesson` would start it;
  /// `:undo` brings back the work it replaced. The step's text and goals are shown again.
  mutating func restartStep(into out: inout Output) {
    guard let tutor, let position = tutor.position,
      let index = tutor.course.index(of: position.lessonID)
    else { return }
    let lesson = tutor.course.lessons[index]
    guard position.step < lesson.steps.count, let (device, version) = lesson.startingEnvironment
    else {
      out.text(text(.lessonEnvironmentUnknown(id: lesson.id)))
      return
    }
    history.record(interpreter.state, tasks: interpreter.keptTasks, input: currentInput)
    self.tutor?.hintsShown = 0
    self.tutor?.situationalShown = []
    self.tutor?.confirmingSolution = false
    self.tutor?.waitingForNext = false
    pendingInputs = []
    rebuildStep(lesson, step: position.step, device: device, iOS: version)
    out.text(text(.stepRestarted(number: position.step + 1)))
    redrawIfChanged(into: &out)
    showStep(position, into: &out, reminders: false)
  }

  /// A lesson's title, source and introduction, before its first step.
  func showLessonHeading(_ position: LearnerProgress.Position, into out: inout Output) {
    guard position.step == 0, let tutor, let index = tutor.course.index(of: position.lessonID)
    else { return }
    let lesson = tutor.course.lessons[index]
    out.text(
      text(
        .lessonHeading(number: index + 1, count: tutor.course.lessons.count, title: lesson.title))
    )
    out.text(text(.from(source: escapeForTerminal(lesson.source.citation))))
    if !lesson.introduction.isEmpty {
      out.raw(
        ProseRenderer.render(
          lesson.introduction, width: options.width ?? 100, color: options.color))
    }
  }

  /// The step's title, text and goals; `reminders` adds the line naming `:hint` and friends
  /// (left out when a step follows a finished one, to keep the goals on the screen).
  mutating func showStep(
    _ position: LearnerProgress.Position, into out: inout Output, reminders: Bool = true
  ) {
    guard let tutor, let index = tutor.course.index(of: position.lessonID) else { return }
    let lesson = tutor.course.lessons[index]
    guard position.step < lesson.steps.count else { return }
    let step = lesson.steps[position.step]
    out.text(
      text(.stepHeading(number: position.step + 1, count: lesson.steps.count, title: step.title)))
    out.raw(ProseRenderer.render(step.prose, width: options.width ?? 100, color: options.color))
    out.text(text(.goalsHeading))
    for line in GoalChecker.lines(
      GoalChecker.check(step.goals, runner: self, since: report), ascii: options.ascii)
    {
      out.escaped("  " + line)
    }
    if reminders || position.step == 0 {
      out.text(text(.stepFooter))
    }
  }

  /// After a statement or gesture in a lesson: shows the goals and moves on when all hold.
  /// Not while a lesson's own code runs (its setup, the steps replayed before the current
  /// one): their output is not shown, and checking after each of their statements made a
  /// long setup cost the square of its length.
  mutating func checkGoals(into out: inout Output) {
    guard !runningLessonCode, let (lesson, step) = currentStep() else { return }
    forgetSituationalHintsLeftBehind(step)
    guard var tutor, let position = tutor.position else { return }
    // A finished step waiting for `:next`: no goals to check, one line to say so.
    guard !tutor.waitingForNext else {
      out.text(text(Reply.stepWaitsForNext))
      return
    }
    let statuses = GoalChecker.check(step.goals, runner: self, since: report)
    for line in GoalChecker.lines(statuses, ascii: options.ascii) { out.escaped("  " + line) }
    guard !statuses.isEmpty, statuses.allSatisfy(\.met) else { return }
    let previous = tutor.progress.step(position.step, of: lesson.id).state
    let state: StepState = previous == .assisted ? .assisted : .done
    tutor.progress.setState(state, step: position.step, of: lesson.id)
    self.tutor = tutor
    saveProgress(into: &out)
    if step.waitsWhenDone {
      self.tutor?.waitingForNext = true
      out.text(text(state == .done ? .stepDoneExplore : .stepFinishedAssistedExplore))
      return
    }
    out.text(text(state == .done ? .stepDone : .stepFinishedAssisted))
    if let next = tutor.course.position(after: position) {
      if next.lessonID != position.lessonID {
        out.text(text(.lessonComplete(id: lesson.id)))
        enter(next, into: &out)
      } else {
        enter(next, into: &out, rebuild: false)
      }
    } else {
      finishCourse(into: &out)
    }
  }

  /// After the course's last step: free play, no goals left to check, and what is left.
  mutating func finishCourse(into out: inout Output) {
    guard let tutor else { return }
    self.tutor?.position = nil
    self.tutor?.waitingForNext = false
    self.tutor?.progress.current = nil
    saveProgress(into: &out)
    let unfinished = tutor.course.lessons.filter { lesson in
      tutor.progress.summary(of: lesson.id, stepCount: lesson.steps.count).finished
        < lesson.steps.count
    }
    out.text(
      text(
        unfinished.isEmpty
          ? .courseFinished : .courseFinishedWithUnfinished(count: unfinished.count)))
  }

  /// Counts a crash in the learner's progress (for the class report), unless the step asks
  /// for exactly that crash.
  mutating func countCrash(_ ruleID: String, into out: inout Output) {
    guard var tutor, tutor.store != nil else { return }
    if let (_, step) = currentStep(),
      step.goals.contains(where: { $0.kind == .crash(ruleID: ruleID) })
    {
      return
    }
    tutor.progress.recordCrash(ruleID)
    self.tutor = tutor
    saveProgress(into: &out)
  }

  mutating func saveProgress(into out: inout Output) {
    guard let tutor, let store = tutor.store else { return }
    do {
      // What another shell of the same learner finished meanwhile is merged in.
      self.tutor?.progress = try store.save(tutor.progress)
    } catch {
      if !progressWarningShown {
        out.text(text(.progressNotSaved(reason: error.text(in: language.code))))
        progressWarningShown = true
      }
    }
  }
}

extension String {
  func replacingNewlines(with replacement: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
