import AlertLabKit
import AlertLabScript
import AlertLabWords

/// An input the learner's code came from: its text and where it starts in its file.
struct InputOrigin {
  var source: String
  var fileName: String
  var firstLine: Int
}

extension Session {
  /// How many earlier inputs are kept to show a handler's failure on its own line.
  static let keptInputs = 4_096

  /// Numbers the input about to run and keeps its text, so a handler declared in it can be
  /// shown on its own line when it fails later.
  mutating func beginInput(_ source: String, firstLine: Int) {
    inputCount += 1
    interpreter.inputTag = inputCount
    inputs[inputCount] = InputOrigin(source: source, fileName: fileName, firstLine: firstLine)
    inputs[inputCount - Session.keptInputs] = nil
  }

  /// Whether `name`, said in the learner's language, begins or ends with code (`func 'load'`,
  /// `'Menu.show' 的 getter`) rather than words: Chinese sets code apart from the sentence
  /// around it with spaces, and runs words on without them (`在操作“OK”的处理程序中：`).
  func startsOrEndsWithCode(_ name: Said) -> Bool {
    let text = said(name).unicodeScalars
    guard let first = text.first, let last = text.last else { return false }
    return first.isASCII || last.isASCII
  }

  /// A failure inside a handler, shown on the handler's line in the input that declared it:
  /// the error (or the crash's place) with its caret, naming the handler. Nil when the
  /// failure did not happen in a handler or its input is no longer kept.
  func handlerLines(_ failure: ScriptFailure, handler: HandlerContext?) -> [String]? {
    guard let handler, let tag = handler.inputTag, let origin = inputs[tag] else { return nil }
    var diagnostic: Diagnostic
    switch failure {
    case .diagnostic(let error):
      diagnostic = error
      diagnostic = translated(diagnostic)
      if error.place == nil {
        let key: OwnKey = startsOrEndsWithCode(handler.name) ? .inPlace : .inHandler
        diagnostic.message = said(Said(key, handler.name)) + diagnostic.message
      }
    case .crash(_, let range):
      let key: OwnKey = startsOrEndsWithCode(handler.name) ? .codeStoppedHere : .stoppedHere
      diagnostic = .note(said(Said(key, handler.name)), at: range)
    }
    return DiagnosticPrinter.render(
      [diagnostic], source: origin.source, fileName: origin.fileName,
      firstLine: origin.firstLine
    ).map(fitted)
  }

  /// The file and line a crash inside a handler happened at.
  func handlerPlace(_ failure: ScriptFailure, handler: HandlerContext?) -> (String, Int)? {
    guard case .crash(_, let range) = failure, let tag = handler?.inputTag,
      let origin = inputs[tag]
    else { return nil }
    return (origin.fileName, origin.firstLine + range.start.line - 1)
  }

  /// Where a crash in code from an earlier input happened (a closure a function declared
  /// there made): that input's file and line. Nil for the statement's own code.
  func crashPlace(_ range: SourceRange, input: Int?) -> (String, Int)? {
    guard let input, let origin = inputs[input] else { return nil }
    return (origin.fileName, origin.firstLine + range.start.line - 1)
  }

  /// One line saying what a gesture whose handler failed did: nothing is kept.
  func undoneGestureLine(_ failure: ScriptFailure, handler: HandlerContext) -> String {
    let command = currentInput.firstLineSummary
    var line: Int?
    if let place = handlerPlace(failure, handler: handler) {
      line = place.1
    } else if case .diagnostic(let diagnostic) = failure,
      let tag = handler.inputTag, let origin = inputs[tag]
    {
      line = origin.firstLine + diagnostic.range.start.line - 1
    }
    guard let line else { return said(Said(.undoneStoppedAppBefore, command, handler.name)) }
    return said(Said(.undoneStoppedLineApp, command, handler.name, line))
  }
}
