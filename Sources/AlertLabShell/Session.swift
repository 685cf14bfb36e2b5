import AlertLabKit
import AlertLabScript
import AlertLabTutor
import AlertLabWords

/// One learner's shell: input in, text out. Everything a transcript shows goes through here,
/// so tests drive a `Session` directly; the executable only wires the terminal to it.
public struct Session {
  /// Options fixed when the shell starts (some change with `:color` and `:ascii`).
  public struct Options: Sendable {
    public var color: Bool
    public var ascii: Bool
    /// Terminal width in columns for wrapping prose (nil: do not wrap).
    public var width: Int?
    /// Terminal height in rows: a screen drawing is shortened so that it and what follows
    /// it fit above the prompt (nil: drawings are shown whole).
    public var height: Int?
    /// True for `alertlab run` and piped input: a crash is followed by its explanation
    /// (no one is there to type `:why`).
    public var script: Bool
    public var device: Device
    public var iOS: IOSVersion
    /// The course's folder (`--lessons`), if any.
    public var lessonsDirectory: String?
    /// True when `lessonsDirectory` was chosen (`--lessons`, `ALERTLAB_LESSONS`) rather than
    /// found beside the executable: a transcript recorded with another folder is not replayed
    /// with it.
    public var lessonsChosen = false
    /// Where progress is saved (`--progress-file`, or the default), if anywhere.
    public var progressPath: String?
    /// Keeps every input and its output for a transcript (`alertlab record`).
    public var record = false
    /// While recording: the terminal has colour. The transcript keeps what a replay prints,
    /// without colour, and the screen is still drawn in colour on the terminal
    /// (`Session.onTerminal(_:)`).
    public var recordingInColor = false
    /// How many states `:undo` can go back: the shell's 1,000 by default; 0 keeps none
    /// (scripts, transcripts and `verify` whose input never undoes).
    public var undoLimit: Int
    /// The language asked for on the command line (`--lang`): it wins over the one saved
    /// with the progress, and is saved there. Nil: the saved one, else `environmentLanguage`.
    public var language: Language?
    /// The language of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), English unless set.
    public var environmentLanguage: Language = .en
    /// Whether a statement that declares or evaluates a value echoes it as Swift's REPL does
    /// (`x: Int = 5`), and AlertLab's notes and advice are shown. `alertlab run --no-echo`
    /// turns it off, so a program prints only what its compiled build prints.
    public var echoes = true
    public init(
      color: Bool = false, ascii: Bool = false, width: Int? = nil, height: Int? = nil,
      script: Bool = false,
      device: Device = Device(model: .iphone), iOS: IOSVersion = .current,
      lessonsDirectory: String? = nil, progressPath: String? = nil, record: Bool = false,
      undoLimit: Int = Session.shellUndoLimit
    ) {
      self.record = record
      self.undoLimit = undoLimit
      self.lessonsDirectory = lessonsDirectory
      self.progressPath = progressPath
      self.color = color
      self.ascii = ascii
      self.width = width
      self.height = height
      self.script = script
      self.device = device
      self.iOS = iOS
    }
  }

  /// The last thing UIKit complained about, for `:why`.
  struct Problem {
    let rule: Rule
    let context: RuleContext?
  }

  public var options: Options
  /// The language lessons are shown in: `--lang`, else the one saved with the progress (once
  /// the course is open), else the environment's. `:lang` changes it.
  public internal(set) var language: Language
  /// Set once the learner asked to leave (`:quit`).
  public internal(set) var isFinished = false
  /// True once a statement failed to compile (a crash of the simulated app is output, not a
  /// failure): `alertlab run` and the piped shell then exit 1.
  public internal(set) var hadFailure = false
  let interpreter: Interpreter
  /// What `:undo` and `:redo` move between.
  var history: UndoHistory
  /// The drawing last shown; nil until something is drawn (then it is the first world's).
  /// While lesson code runs unseen it is kept as the world and options to draw
  /// (`undrawnScreen`), and drawn only if it is asked for.
  var shownDrawing: String? {
    get { undrawnScreen.map { screenMemo.draw($0.world, options: $0.options) } ?? drawnScreen }
    set {
      drawnScreen = newValue
      undrawnScreen = nil
    }
  }
  private var drawnScreen: String?
  /// The screen `shownDrawing` is, not drawn yet.
  private var undrawnScreen: (world: World, options: DrawingOptions)?
  /// The world the session started with, drawn lazily: nothing is drawn before it is needed.
  let firstWorld: World
  /// The last drawing and the part of the world it shows (`drawing()`).
  var screenMemo = ScreenMemo()
  var lastProblem: Problem?
  var inputHistory: [String] = []
  /// The input running now (what `:undo` names when it takes it back).
  var currentInput = ""
  /// The file name diagnostics name, and the line the next input starts on.
  var fileName = "input"
  var nextLine = 1
  /// Set by `setSource` for the next input only: a file's statement keeps its file's lines.
  var sourceGiven = false
  /// Set while an input starts a lesson: its output is shown a page at a time when it is
  /// taller than the terminal.
  var pagesOutput = false
  /// The pages of a lesson's start not shown yet: Return shows the next.
  var morePages: [String] = []
  /// What happened since it was last cleared: crashes, warnings, advice and errors by rule.
  var report = RunReport()
  /// The course, once a lesson command or a resume opened it.
  var tutor: TutorState?
  /// Statements waiting to be placed on the input line (`:solution`).
  var pendingInputs: [String] = []
  var progressWarningShown = false
  /// Inputs and outputs kept for `alertlab record`.
  var recording: [TranscriptEntry] = []
  /// True while lesson code (setup, earlier steps' solutions) runs: nothing of it is kept
  /// for `:undo`, so a long lesson costs no more memory than a short one.
  var runningLessonCode = false
  /// The block of input running now (a script, lesson code), when it was read ahead; its
  /// declarations that earlier code needs already ran.
  var block: BlockPlan?
  /// The block's inputs as `beginBlock` parsed them, by the line each starts on: each is
  /// parsed once, and taken from here when it runs.
  var blockParses: [Int: (source: String, parsed: ParseResult)] = [:]
  /// The top-level `defer`s of the script running, held until its top-level code ends (nil
  /// when no script runs: the shell runs a `defer` at the end of its input).
  var heldDefers: [(statement: Stmt, source: String, line: Int)]?
  /// The inputs run so far, numbered, the most recent kept (see `beginInput`).
  var inputs: [Int: InputOrigin] = [:]
  var inputCount = 0
  /// False while a handout runs a step: it draws the screen once, after the step.
  var showsDrawings = true
  /// How input is read (Swift, or Objective-C after `:objc` or in a `.m` file), the Swift
  /// the last Objective-C input became, and the notes already shown.
  public var objectiveC = ObjectiveCReading()

  public init(options: Options = Options()) {
    self.options = options
    interpreter = Interpreter(
      world: World(device: options.device.available(on: options.iOS), iOS: options.iOS))
    history = UndoHistory(limit: options.undoLimit)
    firstWorld = interpreter.state.world
    // The banner comes before the course opens: the saved choice is peeked at here.
    language =
      options.language ?? options.progressPath.flatMap { ProgressStore(path: $0).savedLanguage() }
      ?? options.environmentLanguage
  }

  /// How many states the shell can undo.
  public static var shellUndoLimit: Int { UndoHistory.shellLimit }

  /// True when `source` (a script, a transcript block, lesson code) uses `:undo` or `:redo`:
  /// only then does running it need to keep states to go back to.
  public static func needsUndoHistory(_ source: String) -> Bool {
    UndoHistory.isUsed(by: source)
  }

  /// At most three lines, none wider than 80 columns, shown when the interactive shell
  /// starts; a learner with progress is not asked whether they are new.
  public var banner: String {
    let returning = tutor.map { !$0.progress.lessons.isEmpty || $0.progress.current != nil }
    var out = Output(width: outputWidth)
    out.prose(text(.bannerTitle(version: AlertLabVersion.current)))
    out.prose(text(.bannerCommands))
    out.prose(text(returning == true ? .bannerReturning : .bannerNew))
    return out.text
  }

  /// The prompt for a new statement: `alertlab> `, or the lesson and step (`one-cancel 2/4> `).
  public var prompt: String { lessonPrompt ?? "alertlab> " }

  /// The next text to place on the input line for the learner to run or edit, if any.
  public mutating func takePendingInput() -> String? {
    pendingInputs.isEmpty ? nil : pendingInputs.removeFirst()
  }

  /// The prompt while a statement continues over lines.
  public var continuationPrompt: String { "...> " }

  /// True when `buffer` is an unfinished statement (open brace, parenthesis, bracket or
  /// string) and the shell should read another line before running it.
  public func needsMoreInput(_ buffer: String) -> Bool {
    StatementReader.isUnfinished(buffer)
  }

  /// The width prose is wrapped to. A recording keeps the width it started with and writes
  /// it in the block header (`width=80`), so the transcript replays the same.
  var outputWidth: Int? { options.width }

  /// The height drawings are fitted to: none while recording, as for the width.
  var outputHeight: Int? { options.record ? nil : options.height }

  /// The world as it is now.
  public var world: World { interpreter.state.world }

  var drawingOptions: DrawingOptions {
    var drawing = DrawingOptions(ascii: options.ascii, color: options.color)
    drawing.words = screenWords
    return drawing
  }

  /// What the terminal shows of `output`, the reply to an input. While recording in colour,
  /// the transcript keeps the reply without colour, and the screen it ends with, when that is
  /// the screen as it is now, is shown in colour.
  public func onTerminal(_ output: String) -> String {
    guard options.record, options.recordingInColor, !options.color else { return output }
    var plain = drawingOptions
    plain.color = false
    let drawn = ScreenRenderer.draw(world, options: plain)
    guard let range = output.range(of: drawn, options: .backwards) else { return output }
    var colored = plain
    colored.color = true
    return output.replacingCharacters(
      in: range, with: ScreenRenderer.draw(world, options: colored))
  }

  /// The screen as it is now, from the memo when nothing drawn changed.
  func drawing() -> String { screenMemo.draw(interpreter.state.world, options: drawingOptions) }

  /// Whether a `Task { }` the learner's top-level code makes starts only once that code
  /// waits, as in a compiled program: in a script (`alertlab run`, piped input), but not in
  /// a lesson, whose inputs are turns as at the prompt.
  var holdsTaskStarts: Bool {
    options.script && !runningLessonCode && tutor?.position == nil
  }

  /// The end of a script's input: the tasks its top-level code made and never let start
  /// start now, as the app's run loop goes on (`startHeldTasks`).
  public mutating func finishInput() -> String {
    var out = Output(width: outputWidth, height: outputHeight)
    out.language = language
    startHeldTasks(before: nil, into: &out)
    return out.text
  }

  /// A command in a script is a turn of the run loop: the tasks top-level code made and has
  /// not let start yet start first, in a turn of their own (kept with the statements before
  /// it for `:undo`). Not before a command that goes back or leaves (`command`; nil: the end
  /// of the input).
  mutating func startHeldTasks(before command: String?, into out: inout Output) {
    guard !world.clock.held.isEmpty, !isFinished else { return }
    let name = command.map { String($0.dropFirst().prefix { !$0.isWhitespace }).lowercased() }
    if let name, ["undo", "redo", "reset", "quit", "exit", "q"].contains(name) { return }
    gesture(into: &out, isGesture: false) { world, _ in world.releaseHeldWork() }
  }

  /// What the program printed after its last newline, for the end of a script: as a
  /// compiled program's last line, it ends without one.
  public mutating func finishOutput() -> String {
    escapeForTerminal(interpreter.takePendingOutput(), printed: true)
  }

  /// Prints `drawing`, a drawing of the screen now, as `Output.drawing` does: its width comes
  /// from the screen's canvas, and the screen in sentences stands in where it is too wide.
  func showScreen(
    _ drawing: String, columns: Int? = nil, fit: Bool = true, replacing: Bool = false,
    into out: inout Output
  ) {
    out.drawing(
      drawing, columns: columns ?? ScreenRenderer.columns(of: world, options: drawingOptions),
      description: ScreenDescription.describe(world, words: screenWords), fit: fit,
      ascii: options.ascii, replacing: replacing)
  }

  /// Sets the name diagnostics use and the line the next input starts on (for files).
  /// Without it, an input is numbered from its own first line: a learner's error is at the
  /// line within what they just typed.
  public mutating func setSource(fileName: String, line: Int) {
    self.fileName = fileName
    sourceGiven = true
    nextLine = line
  }

  /// Runs one complete input (a statement, several lines, or a meta-command) and returns
  /// what the learner sees, each line ending with a newline.
  public mutating func submit(_ input: String) -> String {
    let shownPrompt = prompt
    let output = run(input)
    if !input.trimmed.isEmpty { record(prompt: shownPrompt, input: input, output: output) }
    return output
  }

  mutating func run(_ input: String) -> String {
    var out = Output(width: outputWidth, height: outputHeight)
    out.language = language
    if !sourceGiven { nextLine = 1 }
    sourceGiven = false
    // Return on an empty line turns the page of a lesson's start; anything else goes on.
    if !morePages.isEmpty {
      if input.trimmed.isEmpty { return nextPage() }
      morePages = []
    }
    defer { pagesOutput = false }
    let lineCount = input.lineCount
    defer { nextLine += lineCount }
    let trimmed = input.trimmed
    if tutor?.confirmingSolution == true, !trimmed.hasPrefix(":solution"),
      answerSolution(trimmed, into: &out)
    {
      return out.text
    }
    guard !trimmed.isEmpty else { return out.text }
    if trimmed.hasPrefix("//") && !trimmed.contains("\n") { return out.text }
    inputHistory.append(trimmed)
    currentInput = trimmed
    if trimmed.hasPrefix(":") {
      startHeldTasks(before: trimmed, into: &out)
      runCommand(trimmed, into: &out)
    } else {
      runSwift(input, into: &out)
      // At the prompt, a line printed without its end is shown now; a script's waits for
      // the rest of its line (`print(x, terminator: " ")` in a loop, then `print()`).
      if !options.script, case let pending = interpreter.takePendingOutput(), !pending.isEmpty {
        out.raw(escapeForTerminal(pending, printed: true))
      }
      checkGoals(into: &out)
    }
    return paged(out)
  }

  /// What `out` shows: all of it, or its first page when it starts a lesson and is taller
  /// than the terminal (Return shows the next).
  mutating func paged(_ out: Output) -> String {
    guard pagesOutput else { return out.text }
    pagesOutput = false
    morePages = out.pages()
    return nextPage()
  }

  /// The next page of a lesson's start, with a line saying how much follows.
  mutating func nextPage() -> String {
    guard !morePages.isEmpty else { return "" }
    let page = morePages.removeFirst()
    guard !morePages.isEmpty else { return page }
    let left = morePages.reduce(0) { $0 + $1.count(where: { $0 == "\n" }) }
    return page + text(Reply.morePage(lines: left)) + "\n"
  }

  mutating func runSwift(_ source: String, into out: inout Output) {
    if readsAsObjectiveC(source) {
      runObjectiveC(source, into: &out)
      return
    }
    if let ahead = blockParses.removeValue(forKey: nextLine), ahead.source == source,
      ahead.parsed.fileName == fileName
    {
      run(ahead.parsed, source: source, into: &out)
      return
    }
    let parsed = Parser.parse(
      source, fileName: fileName, operators: interpreter.operators, firstLine: nextLine)
    interpreter.operators = parsed.operators
    run(parsed, source: source, into: &out)
  }

  /// Runs parsed statements (from either language), one transaction each.
  mutating func run(_ parsed: ParseResult, source: String, into out: inout Output) {
    beginInput(source, firstLine: nextLine)
    if parsed.hasErrors {
      hadFailure = true
      let errors = parsed.diagnostics.filter { $0.severity == .error }
      if report.errors.isEmpty, let first = errors.first {
        report.firstErrorAt = (nextLine + first.range.start.line - 1, first.range.start.column)
      }
      report.errors += errors.map(\.message)
      for line in render(parsed.diagnostics, source: source) { out.raw(line) }
      return
    }
    for line in render(parsed.diagnostics, source: source) { out.raw(line) }
    guard block == nil else {
      runStatements(parsed.statements, source: source, into: &out)
      return
    }
    // A paste is a block of its own: what it declares is visible throughout it.
    var plan = BlockPlan([(source, nextLine, parsed.statements)])
    interpreter.upcoming = plan.upcoming
    defer { interpreter.upcoming = UpcomingDeclarations() }
    let ahead = plan.takeHoisted()
    block = plan
    runStatements(ahead.map(\.statement), source: source, into: &out, ahead: true)
    runStatements(parsed.statements, source: source, into: &out)
    block = nil
  }

  /// Reads a whole block before it runs (a script, lesson code): its declarations become
  /// visible throughout, and those that earlier code names run now. Returns what they said.
  public mutating func beginBlock(_ chunks: [(text: String, line: Int)]) -> String {
    var parsedChunks: [(source: String, firstLine: Int, statements: [Stmt])] = []
    for chunk in chunks where !chunk.text.trimmed.hasPrefix(":") {
      let parsed = Parser.parse(
        chunk.text, fileName: fileName, operators: interpreter.operators, firstLine: chunk.line)
      interpreter.operators = parsed.operators
      blockParses[chunk.line] = (chunk.text, parsed)
      if !parsed.hasErrors { parsedChunks.append((chunk.text, chunk.line, parsed.statements)) }
    }
    var plan = BlockPlan(parsedChunks)
    interpreter.upcoming = plan.upcoming
    let ahead = plan.takeHoisted()
    block = plan
    var out = Output(width: outputWidth, height: outputHeight)
    runAhead(ahead, into: &out)
    return out.text
  }

  /// Runs statements of the block ahead of their places, each from its own input.
  mutating func runAhead(_ items: [BlockPlan.Item], into out: inout Output) {
    let line = nextLine
    for item in items {
      nextLine = item.firstLine
      beginInput(item.source, firstLine: item.firstLine)
      runStatements([item.statement], source: item.source, into: &out, ahead: true)
    }
    nextLine = line
  }

  /// Holds the top-level `defer`s of the script about to run (`runHeldDefers` runs them).
  public mutating func holdDefers() {
    heldDefers = []
  }

  /// Runs the script's top-level `defer`s, the last one first, each on its own line, and
  /// holds no more.
  public mutating func runHeldDefers() -> String {
    let held = heldDefers ?? []
    heldDefers = nil
    var out = Output(width: outputWidth, height: outputHeight)
    for item in held.reversed() where !isFinished {
      nextLine = item.line
      beginInput(item.source, firstLine: item.line)
      runStatements([item.statement], source: item.source, into: &out)
    }
    return out.text
  }

  /// The end of the block `beginBlock` read.
  public mutating func endBlock() {
    block = nil
    blockParses = [:]
    interpreter.upcoming = UpcomingDeclarations()
  }

  mutating func runStatements(
    _ statements: [Stmt], source: String, into out: inout Output, ahead: Bool = false
  ) {
    for statement in statements {
      if !ahead, block?.ranAhead(statement, firstLine: nextLine) == true { continue }
      if case .deferStatement = statement.kind, heldDefers != nil {
        // A script's top-level `defer` runs when its top-level code ends, as in main.swift.
        heldDefers?.append((statement, source, nextLine))
        continue
      }
      interpreter.upcoming.reached(statement)
      interpreter.topLevelLineOffset = nextLine - 1
      interpreter.holdsTaskStarts = holdsTaskStarts
      interpreter.runsAhead = ahead
      let before = interpreter.state
      let outcome = interpreter.execute(statement)
      let tasksBefore = interpreter.tasksBeforeLastTurn
      report(outcome.events, into: &out)
      if options.echoes, let echo = outcome.echo { out.raw(escapeForTerminal(echo)) }
      if let failure = outcome.failure {
        switch failure {
        case .diagnostic(let diagnostic) where block?.followsFailedDeclaration(diagnostic) == true:
          block?.undeclared.formUnion(UpcomingDeclarations.declaredNames(of: statement))
        case .diagnostic(let diagnostic):
          block?.undeclared.formUnion(UpcomingDeclarations.declaredNames(of: statement))
          hadFailure = true
          if report.errors.isEmpty {
            report.firstErrorAt = (
              nextLine + diagnostic.range.start.line - 1, diagnostic.range.start.column
            )
          }
          report.errors.append(diagnostic.message)
          for line in handlerLines(failure, handler: outcome.handler)
            ?? [render(diagnostic, source: source)]
          {
            out.raw(line)
          }
        case .crash(let crash, let range):
          let place =
            handlerPlace(failure, handler: outcome.handler)
            ?? crashPlace(range, input: outcome.crashInput)
          reportCrash(
            crash, line: place?.1 ?? nextLine + range.start.line - 1, file: place?.0,
            located: handlerLines(failure, handler: outcome.handler) ?? [], into: &out)
        }
        // Ctrl-C stops the rest of the input too.
        if interpreter.wasInterrupted { break }
        continue
      }
      runExtensions(after: statement, source: source, into: &out)
      // A statement that changed nothing needs no undo state and cannot change the screen;
      // one that changed only the program (a variable, a function) cannot change it either.
      guard interpreter.state.hasChanged(since: before) else { continue }
      if !runningLessonCode {
        history.record(before, tasks: tasksBefore, input: currentInput)
      }
      guard interpreter.state.world.hasChanged(since: before.world) else { continue }
      redrawIfChanged(into: &out)
    }
  }

  /// Runs the extensions further down the block of the type `statement` has just declared
  /// (`BlockPlan.extensionsFollowing`), each from its own input.
  mutating func runExtensions(after statement: Stmt, source: String, into out: inout Output) {
    guard var plan = block else { return }
    let extensions = plan.extensionsFollowing(statement, firstLine: nextLine)
    block = plan
    guard !extensions.isEmpty else { return }
    runAhead(extensions, into: &out)
    beginInput(source, firstLine: nextLine)
  }

  func render(_ diagnostics: [Diagnostic], source: String) -> [String] {
    DiagnosticPrinter.render(
      diagnostics.map(translated), source: source, fileName: fileName, firstLine: nextLine,
      language: language
    ).map(fitted)
  }

  func render(_ diagnostic: Diagnostic, source: String) -> String {
    fitted(
      DiagnosticPrinter.render(
        translated(diagnostic), source: source, fileName: fileName, firstLine: nextLine))
  }

  /// A diagnostic with AlertLab's own words in the learner's language; the compiler's
  /// texts stay as Swift prints them.
  func translated(_ diagnostic: Diagnostic) -> Diagnostic {
    var diagnostic = diagnostic
    if let said = diagnostic.said {
      diagnostic.message =
        (diagnostic.place?.text(in: language.code) ?? "") + said.text(in: language.code)
    } else if let place = diagnostic.place, let unplaced = diagnostic.unplacedMessage {
      diagnostic.message = place.text(in: language.code) + unplaced
    }
    diagnostic.notes = diagnostic.notes.map(translated)
    return diagnostic
  }

  /// The most characters of a program's own output (`print`) and UIKit's console lines (its
  /// warnings) one statement shows; the rest is counted, not shown.
  static let outputLimit = 20_000

  mutating func report(_ events: [WorldEvent], into out: inout Output) {
    var shown = 0
    var hidden = 0
    defer {
      if hidden > 0 { out.prose(text(.moreOutput(characters: hidden))) }
    }
    /// Shows a line of console output while there is room, and counts the rest.
    func console(_ text: String, into out: inout Output) {
      guard hidden == 0, shown + text.utf8.count <= Session.outputLimit else {
        if hidden == 0, shown < Session.outputLimit {
          let room = String(
            decoding: text.utf8.prefix(Session.outputLimit - shown), as: UTF8.self)
          out.raw(escapeForTerminal(room, printed: true))
          shown += room.utf8.count
          hidden += text.utf8.count - room.utf8.count
        } else {
          hidden += text.utf8.count + 1
        }
        return
      }
      shown += text.utf8.count + 1
      out.raw(escapeForTerminal(text, printed: true))
    }
    for event in events {
      switch event {
      case .output(let text):
        console(text, into: &out)
      case .log(let ruleID, let text):
        report.warnings.append(ruleID)
        // A deprecation warning is clang's for Objective-C, the Swift compiler's for Swift.
        let said = objectiveC.lastWasObjectiveC ? text : RuleCatalog.swiftDeprecationWording(text)
        console(said, into: &out)
        if let rule = RuleCatalog.rule(ruleID) { lastProblem = Problem(rule: rule, context: nil) }
      case .advice(let ruleID, let context):
        report.advice.append(ruleID)
        if let rule = RuleCatalog.rule(ruleID) { lastProblem = Problem(rule: rule, context: nil) }
        // `run --no-echo` prints what the program prints, without AlertLab's own words.
        guard options.echoes else { continue }
        let advice = RuleTranslation.advice(ruleID: ruleID, context: context, in: language)
        out.prose(self.text(.advice(escapeForTerminal(advice), ruleID: ruleID)))
      case .note(let said):
        guard options.echoes else { continue }
        out.prose(self.text(.note(escapeForTerminal(said.text(in: language.code)))))
      }
    }
  }

  /// Prints a crash as Xcode's console shows it (with the debugger's banner from Xcode 12),
  /// then AlertLab's line. A Swift trap names the file and `line` it happened at.
  mutating func reportCrash(
    _ crash: Crash, line: Int? = nil, file: String? = nil, located: [String] = [],
    undone: String? = nil, into out: inout Output
  ) {
    var context = crash.context
    if crash.rule.kind == .trap {
      context.file = file ?? fileName
      context.line = line ?? nextLine
    }
    lastProblem = Problem(rule: crash.rule, context: context)
    report.crashes.append(crash.rule.id)
    countCrash(crash.rule.id, into: &out)
    // A line no source shows UIKit printing is AlertLab's own, in the learner's language.
    let consoleLines =
      crash.rule.ownWords.map { [$0(context).text(in: language.code)] }
      ?? crash.rule.consoleLines(context)
    for consoleLine in consoleLines {
      out.raw(escapeForTerminal(consoleLine))
    }
    if let banner = crash.rule.debuggerBanner(context) {
      out.raw(escapeForTerminal(banner))
    }
    for line in located { out.raw(line) }
    if let undone { out.prose(undone) }
    out.prose(text(.crashRestarted(script: options.script)))
    if options.script {
      for line in explanation(of: crash.rule).split(separator: "\n").dropFirst() {
        out.prose("  " + line)
      }
    }
  }

  mutating func redrawIfChanged(into out: inout Output) {
    // Lesson code (a step's setup, `verify`) runs with its output thrown away unless it is
    // recorded: the screen is drawn only if it is asked for later, instead of after every
    // statement that changed it.
    if runningLessonCode, !options.record {
      undrawnScreen = (interpreter.state.world, drawingOptions)
      return
    }
    // Nor is a screen drawn that would not be shown (`run --no-echo` prints what the program
    // prints, and a compiled build draws no screens; drawings turned off): it is kept the same
    // way, to be drawn only if a later comparison asks for it.
    guard showsDrawings, options.echoes else {
      undrawnScreen = (interpreter.state.world, drawingOptions)
      return
    }
    let current = drawing()
    let previous =
      shownDrawing ?? ScreenRenderer.draw(firstWorld, options: drawingOptions)
    shownDrawing = current
    guard !current.hasSameBytes(as: previous) else { return }
    showScreen(current, columns: screenMemo.columns, into: &out)
  }

  /// Completion candidates for the word that ends at the end of `line`: each candidate is
  /// the whole replacement word (for `alert.add` the words `addAction(` and `addTextField(`
  /// replace `add`), sorted.
  public func completions(for line: String) -> [String] {
    Completer(
      interpreter: interpreter, lessonIDs: tutor?.course.lessons.map(\.id) ?? []
    ).complete(line)
  }

  /// From now on a `StatementInterruption` request (Ctrl-C, SIGTERM, SIGHUP) stops the
  /// running statement, its state as before it.
  public mutating func stopStatementsOnInterruption() {
    interpreter.stopsOnInterruption = true
  }

  /// Called on Ctrl-C: the unfinished statement is dropped. Nothing is kept between lines here.
  public mutating func interrupt() {}

  /// Called when the shell ends (Ctrl-D, `:quit`).
  public mutating func finish() {
    isFinished = true
  }
}

/// AlertLab's version, as `--version` prints it.
public enum AlertLabVersion {
  public static let current = "0.1.0"
}

extension String {
  /// The first line, shortened to 60 columns' worth of characters, with `…` where it was cut.
  var firstLineSummary: String {
    let lines = split(separator: "\n", omittingEmptySubsequences: true)
    let first = lines.first.map(String.init) ?? ""
    let short = first.count > 60 ? String(first.prefix(59)) + "…" : first
    return lines.count > 1 && short == first ? short + " …" : short
  }

  var trimmed: String {
    if hasPrintableASCIIEnds { return self }
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\n" || first == "\t" || first == "\r"
    {
      scalars.removeFirst()
    }
    while let last = scalars.last, last == " " || last == "\n" || last == "\t" || last == "\r" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}

/// Text from the learner's program with control characters, escape sequences and invisible
/// direction controls spelled out (newlines kept), so nothing raw reaches the terminal.
/// What the program prints (`printed`) keeps its tabs too, as the compiled program's does.
func escapeForTerminal(_ text: String, printed: Bool = false) -> String {
  TextLayout.visible(text, keepNewlines: true, keepTabs: printed)
}
