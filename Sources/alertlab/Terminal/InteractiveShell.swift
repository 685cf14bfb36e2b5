import AlertLabKit
import AlertLabScript
import AlertLabShell
import AlertLabWords

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell a learner types into: wires a `Session` to the terminal (libedit) or, when
/// standard input is not a terminal, to plain lines read from it.
enum InteractiveShell {
  /// Runs the shell until the input ends or the learner leaves; returns the exit status.
  /// On a terminal: banner, prompts, line editing, history, completion, Ctrl-C. Otherwise
  /// (a pipe or a file): no banner, no prompts, no colour, exactly as `alertlab run -`.
  static func run(session: inout Session, environment: [String: String], opening: String = "")
    -> Int32
  {
    Terminal.useUTF8CharacterLocale()
    if Terminal.isTerminal(STDIN_FILENO) {
      return runOnTerminal(session: &session, environment: environment, opening: opening)
    }
    write(opening)
    session.options.color = false
    // A script's output is read, not watched: drawings are shown whole.
    session.options.height = nil
    // A recording stays as a terminal shows it (`:why` after a crash), for its replay.
    if !session.options.record {
      session.options.script = true
      if Terminal.isTerminal(STDOUT_FILENO) { session.options.width = Terminal.terminalWidth() }
    }
    var lines = InputLines()
    let status = ScriptRunner.run(
      fileName: "<stdin>", session: &session, nextLine: { lines.next() }, write: write)
    session.finish()
    return status
  }

  /// The interactive shell on a terminal.
  static func runOnTerminal(
    session: inout Session, environment: [String: String], opening: String = ""
  ) -> Int32 {
    Signals.install()
    session.stopStatementsOnInterruption()
    let language = session.language
    var history = HistoryFile(path: HistoryFile.path(environment: environment)) { problem in
      writeError("alertlab: \(problem.text(in: language.code))\n")
    }
    LineEditor.start()
    history.load()

    let banner = session.banner
    if !banner.isEmpty { write(banner.hasSuffix("\n") ? banner : banner + "\n") }
    write(opening)

    var pending: [String] = []
    var status: Int32 = 0
    reading: while !session.isFinished {
      let leaving = Signals.terminated.load(ordering: .relaxed)
      if leaving != 0 {
        status = 128 + leaving
        break
      }
      // A recording keeps the width it started with: its block header names it.
      if Signals.resized.exchange(false, ordering: .relaxed), !session.options.record {
        session.options.width = Terminal.terminalWidth()
        session.options.height = Terminal.terminalHeight()
      }
      prepareCompletion(for: session, pendingLines: pending)
      let prompt = pending.isEmpty ? session.prompt : session.continuationPrompt
      let initialText = pending.isEmpty ? session.takePendingInput() : nil
      if let initialText { history.record(initialText) }
      // A recording says so in its prompt; the transcript keeps the prompt without the sign.
      let shownPrompt = session.options.record ? "(rec) " + prompt : prompt
      switch LineEditor.read(prompt: shownPrompt, initialText: initialText) {
      case .interrupted:
        pending.removeAll()
        session.interrupt()
        write("\n")
      case .endOfInput:
        if Signals.terminated.load(ordering: .relaxed) != 0 { continue }
        // Ctrl-D leaves the cursor after the prompt; an unfinished statement is dropped.
        write("\n")
        if !pending.isEmpty { session.interrupt() }
        break reading
      case .line(let line):
        pending.append(line)
        let statement = pending.joined(separator: "\n")
        if session.needsMoreInput(statement) { continue }
        pending.removeAll()
        history.record(statement)
        // A Ctrl-C typed before the statement started is not meant for it.
        StatementInterruption.clear()
        write(session.onTerminal(session.submit(statement)))
        Signals.interrupted.store(false, ordering: .relaxed)
      }
    }
    session.finish()
    history.save()
    prepareCompletion(for: nil, pendingLines: [])
    return status
  }

  /// Hands the completion callback a copy of the session as it is now.
  private static func prepareCompletion(for session: Session?, pendingLines: [String]) {
    nonisolated(unsafe) let snapshot = session
    Completion.context.withLock { context in
      context.candidates = { snapshot?.completions(for: $0) ?? [] }
      context.pendingLines = pendingLines
    }
  }

  /// Writes `text` to standard output at once (libedit flushes its own output as it goes).
  static func write(_ text: String) {
    Terminal.writeAll(text, to: STDOUT_FILENO)
  }

  /// A message on standard error, through the escaper: the paths it names come from the
  /// environment and the command line.
  static func writeError(_ text: String) {
    Terminal.writeAll(TextLayout.visible(text, keepNewlines: true), to: STDERR_FILENO)
  }
}
