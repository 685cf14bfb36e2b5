import AlertLabKit
import AlertLabScript
import AlertLabTutor
import AlertLabWords

extension Session {
  /// One of the shell's own texts, in the learner's language.
  func text(_ message: Message) -> String {
    message.text(in: language)
  }

  /// What `:why` and `:explain` print for `rule`, in the learner's language (the console
  /// line stays as UIKit prints it).
  func explanation(of rule: Rule, _ context: RuleContext? = nil) -> String {
    rule.explanation(context, words: RuleTranslation.words(for: rule, in: language))
  }

  /// Runs the `:`-command on `line`: the one `Session.commands` declares by that name or one
  /// of its other spellings; for a name none declares, a suggestion.
  mutating func runCommand(_ line: String, into out: inout Output) {
    let words = splitArguments(String(line.dropFirst()))
    guard let name = words.first?.lowercased() else {
      out.text(text(Reply.commandMissing))
      return
    }
    guard let command = ShellCommand.named(name) else {
      let suggestion = Session.nearestCommand(name, in: Session.commands.map(\.name))
      out.text(text(.unknownCommand(name: name, suggestion: suggestion)))
      return
    }
    if command.needsCourse {
      guard openCourse(into: &out) else { return }
    }
    command.run(&self, Array(words.dropFirst()), &out)
  }

  /// `:tap`.
  mutating func tapCommand(_ arguments: [String], into out: inout Output) {
    guard let title = arguments.first else {
      out.text(text(.whichButton(onScreen: buttonList())))
      return
    }
    // `:tap avatar`: a view the learner's variable holds, for its gesture recognizers.
    var named: ObjectID?
    let isName =
      title.first.map { $0.isLetter || $0 == "_" } == true
      && title.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    if isName, case .success(let value) = interpreter.peek(title),
      case .object(let id)? = value.unwrapped, world.views[id] != nil
    {
      named = id
    }
    // `:tap avatar 2`: a double tap (taps in quick succession, 1 to 5).
    let taps = arguments.count == 2 ? Int(arguments[1]).map { min(max($0, 1), 5) } ?? 1 : 1
    gesture(into: &out) { world, runner in
      let view = named ?? (taps > 1 ? world.viewTapped(titled: title) : nil)
      if let view,
        try world.tapRecognizedView(view, title: title, taps: taps, runner: runner)
      {
        return
      }
      for _ in 0..<taps { try world.tap(title, runner: runner) }
    }
  }

  /// `:type`.
  mutating func typeCommand(_ arguments: [String], into out: inout Output) {
    guard arguments.count == 2 || arguments.count == 1 else {
      out.text(text(Reply.typeUsage))
      return
    }
    // `:type "text"` types into the one text field on screen.
    let reference: TextFieldReference =
      arguments.count == 1
      ? .only : Int(arguments[0]).map { .number($0) } ?? .placeholder(arguments[0])
    let text = arguments[arguments.count - 1]
    gesture(into: &out) { world, runner in try world.type(text, into: reference, runner: runner) }
  }

  /// `:tapout`.
  mutating func tapoutCommand(_ arguments: [String], into out: inout Output) {
    gesture(into: &out) { world, runner in try world.tapOutside(runner: runner) }
  }

  /// `:swipe`.
  mutating func swipeCommand(_ arguments: [String], into out: inout Output) {
    guard let title = arguments.first else {
      out.text(text(.whichButton(onScreen: buttonList())))
      return
    }
    let direction = arguments.count > 1 ? arguments[1].lowercased() : "left"
    guard arguments.count <= 2, ["left", "right", "up", "down"].contains(direction) else {
      out.text(Said(.swipeDirectionWords).text(in: language.code))
      return
    }
    gesture(into: &out) { world, runner in
      try world.swipe(title, direction: direction, runner: runner)
    }
  }

  /// `:key`.
  mutating func keyCommand(_ arguments: [String], into out: inout Output) {
    guard let word = arguments.first?.lowercased(),
      let key = KeyPress(rawValue: word == "esc" ? "escape" : word)
    else {
      out.text(text(Reply.keyUsage))
      return
    }
    gesture(into: &out) { world, runner in try world.press(key, runner: runner) }
  }

  /// `:background`.
  mutating func backgroundCommand(_ arguments: [String], into out: inout Output) {
    gesture(into: &out) { world, runner in try world.enterBackground(runner: runner) }
  }

  /// `:rotate`.
  mutating func rotateCommand(_ arguments: [String], into out: inout Output) {
    let turned = world.device.rotated()
    gesture(into: &out) { world, runner in try world.setDevice(turned, runner: runner) }
  }

  /// `:device`.
  mutating func deviceCommand(_ arguments: [String], into out: inout Output) {
    guard let text = arguments.first, let device = Device(name: text) else {
      let suggestion = arguments.first.flatMap { Spelling.nearest($0, in: Device.names) }
      out.text(
        text(
          .unknownDevice(
            name: arguments.first, suggestion: suggestion,
            devices: Device.names.joined(separator: ", "))))
      return
    }
    let available = device.available(on: world.iOS)
    if available != device { out.text(self.text(Reply.noSplitViewBefore9)) }
    gesture(into: &out) { world, runner in try world.setDevice(available, runner: runner) }
  }

  /// `:ios`.
  mutating func iosCommand(_ arguments: [String], into out: inout Output) {
    guard let text = arguments.first, let version = IOSVersion(string: text) else {
      out.text(text(Reply.iOSUsage))
      return
    }
    let device = world.device.available(on: version)
    if device != world.device { out.text(self.text(Reply.noSplitViewBefore9)) }
    gesture(into: &out) { world, runner in
      world.iOS = version
      if device != world.device { try world.setDevice(device, runner: runner) }
    }
  }

  /// `:why`.
  mutating func whyCommand(_ arguments: [String], into out: inout Output) {
    guard let problem = lastProblem else {
      if tutor?.position != nil {
        out.text(text(Reply.nothingWrongInStep))
        // What is still missing is the likelier question: the goals not met, as they stand.
        if let (_, step) = currentStep() {
          let open = GoalChecker.check(step.goals, runner: self, since: report).filter { !$0.met }
          if !open.isEmpty { out.text(text(Reply.goalsNotMet)) }
          for line in GoalChecker.lines(open, ascii: options.ascii) { out.escaped("  " + line) }
          if pendingSituationalHint(step) != nil { out.text(text(Reply.hintFitsNow)) }
        }
      } else if tutor?.paused != nil {
        out.text(text(Reply.nothingWrongInFreePlay))
      } else {
        out.text(text(Reply.nothingWrongYet))
      }
      return
    }
    out.prose(explanation(of: problem.rule, problem.context))
  }

  /// `:explain`.
  mutating func explainCommand(_ arguments: [String], into out: inout Output) {
    guard let id = arguments.first, let rule = RuleCatalog.rule(id) else {
      let suggestion = arguments.first.flatMap {
        Spelling.nearest($0, in: RuleCatalog.all.map(\.id))
      }
      out.text(text(.noRule(id: arguments.first ?? "", suggestion: suggestion)))
      return
    }
    out.prose(explanation(of: rule, Session.exampleContext(for: rule, iOS: world.iOS)))
  }

  /// `:rules`.
  mutating func rulesCommand(_ arguments: [String], into out: inout Output) {
    for rule in RuleCatalog.all {
      let words = RuleTranslation.words(for: rule, in: language)
      out.text(words.heading(rule))
      out.text("    " + words.textSummary)
    }
    out.text(text(Reply.rulesFooter))
  }

  /// `:reset`.
  mutating func resetCommand(_ arguments: [String], into out: inout Output) {
    if tutor?.position != nil {
      restartStep(into: &out)
      return
    }
    history.record(interpreter.state, tasks: interpreter.keptTasks, input: currentInput)
    interpreter.restore(MachineState(world: World(device: world.device, iOS: world.iOS)))
    out.text(text(Reply.freshApp))
    redrawIfChanged(into: &out)
  }

  /// `:history`.
  mutating func historyCommand(_ arguments: [String], into out: inout Output) {
    for (index, entry) in inputHistory.dropLast().enumerated() {
      out.raw(escapeForTerminal("\(index + 1)  \(entry)"))
    }
  }

  /// `:clear`.
  mutating func clearCommand(_ arguments: [String], into out: inout Output) {
    if options.color { out.raw("\u{1B}[H\u{1B}[2J") }
  }

  /// `:color` and `:ascii`: `on` or `off` sets `option` and draws again; anything else
  /// shows `usage`.
  mutating func switchCommand(
    _ arguments: [String], _ option: WritableKeyPath<Options, Bool>, usage: Reply,
    now: (Bool) -> Reply, into out: inout Output
  ) {
    guard let flag = onOff(arguments.first) else {
      out.text(text(usage))
      return
    }
    options[keyPath: option] = flag
    shownDrawing = drawing()
    out.text(text(now(flag)))
  }

  /// A command a mistyped one was probably meant to be: the one it begins (`:les` for
  /// `:lessons`), or one a single slip away (a letter wrong, missing, extra, or two letters
  /// swapped); two slips for longer names. Nil rather than a far-fetched guess (`:foo`).
  static func nearestCommand(_ typed: String, in names: [String]) -> String? {
    if typed.count >= 2,
      let prefixed = names.filter({ $0.hasPrefix(typed) }).min(by: {
        $0.count < $1.count
      })
    {
      return prefixed
    }
    let allowed = typed.count <= 4 ? 1 : 2
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = Spelling.distance(typed, name, transpositions: true)
      if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (name, distance) }
    }
    return best?.name
  }

  /// `:vars`: the learner's variables, the scene's named objects, and the functions and
  /// classes the learner wrote.
  func listNames(into out: inout Output) {
    let variables = interpreter.variables()
    let scene = interpreter.sceneObjects().filter { object in
      !variables.contains { $0.name == object.name }
    }
    let functions = interpreter.functionSignatures()
    let classes = interpreter.classDeclarations()
    if variables.isEmpty && functions.isEmpty && classes.isEmpty {
      out.text(text(Reply.noVariables))
    }
    for variable in variables {
      out.raw(escapeForTerminal("\(variable.name): \(variable.type) = \(variable.value)"))
    }
    if !scene.isEmpty { out.text(text(Reply.sceneObjectsHeading)) }
    for object in scene {
      out.raw(escapeForTerminal("  \(object.name): \(object.type) = \(object.value)"))
    }
    if !functions.isEmpty { out.text(text(Reply.functionsHeading)) }
    for signature in functions { out.raw(escapeForTerminal("  " + signature)) }
    if !classes.isEmpty { out.text(text(Reply.classesHeading)) }
    for declaration in classes { out.raw(escapeForTerminal("  " + declaration)) }
  }

  /// The objects a rule's message names, as placeholders for `:explain`.
  static func exampleContext(for rule: Rule, iOS: IOSVersion) -> RuleContext {
    var context = RuleContext(
      iOS: iOS, subject: "<UIAlertController: 0x…>", presenter: "<ViewController: 0x…>",
      presenterClass: "ViewController", other: "<UIPopoverPresentationController: 0x…>",
      method:
        "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]")
    rule.example(&context)
    return context
  }
  /// `:undo` (back) and `:redo`: the state moves from one stack to the other.
  mutating func travel(back: Bool, into out: inout Output) {
    let current = interpreter.state
    let tasks = interpreter.keptTasks
    guard
      let entry = back
        ? history.undo(from: current, tasks: tasks) : history.redo(from: current, tasks: tasks)
    else {
      if !back {
        out.text(text(Reply.nothingToRedo))
      } else if history.limit == 0 {
        out.text(text(Reply.nothingToUndoKeepsNone))
      } else if tutor?.position != nil {
        out.text(text(Reply.nothingToUndoStepStart))
      } else {
        out.text(text(Reply.nothingToUndo))
      }
      return
    }
    let events = interpreter.restore(entry.state, tasks: entry.tasks)
    let input = escapeForTerminal(entry.input.firstLineSummary)
    out.text(text(back ? .undone(input: input) : .redone(input: input)))
    report(events, into: &out)
    redrawIfChanged(into: &out)
    checkGoals(into: &out)
  }

  func buttonList() -> String {
    let titles = world.tappableActions().compactMap { world.actions[$0]?.title }
    return text(.buttons(titles.isEmpty ? nil : titles.map { "\"\($0)\"" }.joined(separator: ", ")))
  }

  func onOff(_ word: String?) -> Bool? {
    switch word?.lowercased() {
    case "on", "yes", "true", "always": return true
    case "off", "no", "false", "never": return false
    default: return nil
    }
  }

  /// Runs a gesture as a turn and shows what it did. `isGesture` false: a turn the learner
  /// did not ask for (the tasks a script held start), which names no gesture when it fails
  /// and leaves its change to the input before it for `:undo`.
  mutating func gesture(
    into out: inout Output, isGesture: Bool = true,
    _ body: @escaping (inout World, CallbackRunner) throws -> Void
  ) {
    let before = interpreter.state
    let (outcome, refusal) = interpreter.perform(body)
    let tasksBefore = interpreter.tasksBeforeLastTurn
    report(outcome.events, into: &out)
    if let refusal {
      report.errors.append(refusal.english)
      out.text(refusal.text(in: language.code))
      return
    }
    if let failure = outcome.failure {
      switch failure {
      case .diagnostic(let diagnostic):
        hadFailure = true
        guard let handler = outcome.handler,
          let lines = handlerLines(failure, handler: handler)
        else {
          out.text("error: " + diagnostic.message)
          break
        }
        for line in lines { out.raw(line) }
        if isGesture { out.prose(undoneGestureLine(failure, handler: handler)) }
      case .crash(let crash, _):
        let place = handlerPlace(failure, handler: outcome.handler)
        reportCrash(
          crash, line: place?.1, file: place?.0,
          located: handlerLines(failure, handler: outcome.handler) ?? [],
          undone: isGesture ? outcome.handler.map { undoneGestureLine(failure, handler: $0) } : nil,
          into: &out)
      }
      return
    }
    if !runningLessonCode, isGesture {
      history.record(before, tasks: tasksBefore, input: currentInput)
    }
    redrawIfChanged(into: &out)
    checkGoals(into: &out)
  }

  /// The column the commands' summaries start at in `:help`, and wrap back to.
  var helpColumn: Int { 30 }

  mutating func help(_ topic: String?, into out: inout Output) {
    if let topic {
      let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
      guard let command = ShellCommand.named(name, aliases: false) else {
        out.text(text(.helpUnknownCommand(name: name)))
        return
      }
      out.text(
        ":\(command.name) \(command.arguments)".trimmed + " — "
          + text(.summary(command: command.name)))
      return
    }
    out.text(text(.helpIntro))
    for command in Session.commands {
      let head = (":" + command.name + " " + command.arguments).trimmed
      out.text(
        "  " + head.padding(to: helpColumn - 2) + text(.summary(command: command.name)),
        hanging: helpColumn)
    }
    out.prose(text(Reply.simulatorConditions))
    out.prose(text(Reply.collectionOrder))
  }

  mutating func render(_ name: String?, into out: inout Output) {
    guard let name else {
      let current = drawing()
      shownDrawing = current
      showScreen(current, fit: false, into: &out)
      return
    }
    switch interpreter.peek(name) {
    case .success(let value):
      guard case .object(let id) = value.unwrapped ?? .void, world.viewControllers[id] != nil else {
        out.text(text(.notAViewController(name: name)))
        return
      }
      let alone = ScreenRenderer.drawControllerMeasured(id, in: world, options: drawingOptions)
      out.drawing(
        alone.text, columns: alone.columns,
        description: ScreenDescription.describe(world, words: screenWords), fit: false)
    case .failure(let diagnostic):
      out.text("error: " + diagnostic.message)
    }
  }
}

extension String {
  func padding(to width: Int) -> String {
    let current = DisplayWidth.of(self)
    return current >= width ? self + " " : self + String(repeating: " ", count: width - current)
  }
}

/// Splits a command line into words; double quotes group words and `\"` escapes a quote.
func splitArguments(_ text: String) -> [String] {
  var words: [String] = []
  var current = ""
  var inQuotes = false
  var hasWord = false
  var escaping = false
  for character in text {
    if escaping {
      current.append(character == "n" ? "\n" : character)
      escaping = false
    } else if character == "\\" && inQuotes {
      escaping = true
    } else if character == "\"" {
      inQuotes.toggle()
      hasWord = true
    } else if character == " " && !inQuotes {
      if hasWord || !current.isEmpty { words.append(current) }
      current = ""
      hasWord = false
    } else {
      current.append(character)
    }
  }
  if hasWord || !current.isEmpty { words.append(current) }
  return words
}
