import AlertLabKit
import AlertLabScript
import AlertLabWords

/// Runs a script of Swift statements and meta-commands as the shell would: statement by
/// statement, a statement spanning lines until its braces and parentheses close. Used by
/// `alertlab run` and by the shell when its input is not a terminal, so both behave the same.
public enum ScriptRunner {
  /// Reads lines from `nextLine` until it returns nil (or the session finishes), submitting
  /// each complete statement and handing its output to `write` as soon as it is ready. An
  /// unfinished statement at the end is submitted as it is, for the session to report.
  /// Returns the exit status: 1 when a statement did not compile or was refused, else 0 (a
  /// crash of the simulated app is what the code does, as on a device, not a failure of the
  /// script: a "break it" script crashes on purpose).
  public static func run(
    fileName: String, session: inout Session, nextLine: () -> String?,
    write: (String) -> Void
  ) -> Int32 {
    var reader = StatementReader()
    // A `.m` file is Objective-C throughout.
    if fileName.hasSuffix(".m") { session.objectiveC.isForced = true }
    while !session.isFinished, let line = nextLine() {
      for statement in reader.add(line) where !session.isFinished {
        session.setSource(fileName: fileName, line: statement.line)
        write(session.submit(statement.text))
      }
    }
    for statement in reader.finish() where !session.isFinished {
      session.setSource(fileName: fileName, line: statement.line)
      write(session.submit(statement.text))
    }
    write(session.finishInput())
    write(session.finishOutput())
    return session.hadFailure ? 1 : 0
  }

  /// The statements of `source` as the shell reads them, blank ones left out (the solution
  /// `:solution` puts on the input line one statement at a time).
  public static func statements(in source: String) -> [String] {
    var reader = StatementReader()
    var result: [String] = []
    for line in source.lineSlices(omittingEmpty: false) {
      result += reader.add(String(line)).map(\.text)
    }
    result += reader.finish().map(\.text)
    return result.filter { !$0.trimmed.isEmpty }
  }

  /// The statements and commands of `lines` with the line each starts on.
  static func chunks(of lines: ArraySlice<Substring>) -> [(text: String, line: Int)] {
    var reader = StatementReader()
    var result: [(text: String, line: Int)] = []
    for line in lines {
      result += reader.add(String(line))
    }
    result += reader.finish()
    return result
  }

  /// Runs the lines of `source`, its declarations visible throughout.
  public static func run(
    _ source: String, fileName: String, session: inout Session, write: (String) -> Void
  ) -> Int32 {
    var lines = source.lineSlices(omittingEmpty: false)[...]
    if source.hasSuffix("\n") { lines = lines.dropLast() }
    // The statements are read once: `beginBlock` plans (and parses) them, then they run.
    let statements = chunks(of: lines)
    // Diagnostics of the declarations the plan runs ahead name the file too.
    session.setSource(fileName: fileName, line: 1)
    write(session.beginBlock(statements))
    // `NSUInteger index = 0;` and, statements later, `index++`: a `var`.
    if fileName.hasSuffix(".m") {
      session.objectiveC.scriptReassigned = ObjectiveC.reassignedNames(in: source)
      session.objectiveC.isForced = true
    }
    session.holdDefers()
    defer {
      session.objectiveC.scriptReassigned = []
      session.endBlock()
    }
    for statement in statements {
      guard !session.isFinished else { break }
      session.setSource(fileName: fileName, line: statement.line)
      write(session.submit(statement.text))
    }
    write(session.runHeldDefers())
    write(session.finishInput())
    write(session.finishOutput())
    return session.hadFailure ? 1 : 0
  }
}

/// What a script's first line, `// alertlab: --device ipad --ios 7`, asks for.
public struct ScriptHeader: Equatable, Sendable {
  public var device: Device?
  public var iOS: IOSVersion?
  /// What the line says that AlertLab does not understand, one message each.
  public var problems: [String] { saidProblems.map(\.english) }
  /// `problems` as AlertLab's own texts, to be shown in the learner's language.
  public var saidProblems: [Said] = []

  static let marker = "// alertlab:"

  /// The options the line may give, each with its value after it.
  enum Option: String, CaseIterable {
    case device = "--device"
    case iOS = "--ios"
  }

  /// The header of `source` (all nil when its first line is not one).
  public init(of source: String) {
    guard let first = source.split(separator: "\n", maxSplits: 1).first,
      first.hasPrefix(Self.marker)
    else { return }
    var words = first.dropFirst(Self.marker.count).split(whereSeparator: {
      $0 == " " || $0 == "\t" || $0 == "\r"
    })
    .map(String.init)[...]
    var problems: [Said] = []
    /// The word after `option`, or nil (and a problem, `needs`) when the line ends there.
    func value(of option: String, needs: OwnKey) -> String? {
      guard let value = words.popFirst() else {
        problems.append(Said(needs, option))
        return nil
      }
      return value
    }
    while let word = words.popFirst() {
      switch Option(rawValue: word) {
      case .device:
        guard let name = value(of: word, needs: .needsDeviceNameSuch) else { continue }
        device = Device(name: name)
        if device == nil {
          let suggestion = Spelling.nearest(name, in: Device.names)
          let devices = Device.names.joined(separator: ", ")
          problems.append(
            suggestion.map { Said(.unknownDeviceDidYouMeanDevices, name, $0, devices) }
              ?? Said(.unknownDeviceDevices2, name, devices))
        }
      case .iOS:
        guard let text = value(of: word, needs: .needsVersionSuch) else { continue }
        iOS = IOSVersion(string: text)
        if iOS == nil { problems.append(Said(.unknownIOSVersion, text)) }
      case nil:
        problems.append(Said(.unknownOptionFirstLine, word))
      }
    }
    saidProblems = problems
  }
}

/// Joins lines into complete statements: an open brace, parenthesis, bracket or string
/// continues on the next line; a `:` command is always one line. A statement waits for the
/// next line: one that starts with a member (`.map { ... }`, a chain of calls one a line)
/// continues it, and so does `else` after a statement that ends with `}` (`}` then `else {`
/// on the next line, as Swift and C allow).
struct StatementReader {
  private var pending = ""
  private var pendingLines = 0
  private var lineNumber = 0
  private var startLine = 1
  private var scanner = InputCompleteness.LineScanner()
  /// A complete statement, until the next line says whether it goes on.
  private var held: (text: String, line: Int)?

  /// Adds a line; returns the statements it completes (none, one, or a held one and the
  /// line's own), each with the line it started on. Each line is looked at once, so a
  /// statement of many thousand lines costs what its lines cost.
  mutating func add(_ line: String) -> [(text: String, line: Int)] {
    var completed: [(text: String, line: Int)] = []
    if let statement = held {
      held = nil
      let text = line.hasSuffix("\r") ? line.dropLast() : line[...]
      let start = text.drop { $0 == " " || $0 == "\t" }
      let endsWithBrace =
        statement.text.reversed().first { $0 != " " && $0 != "\t" && $0 != "\n" } == "}"
      // `} else` and `} catch` written with the keyword on the next line go on.
      let continuesBlock =
        endsWithBrace
        && (Self.startsWithKeyword("else", start) || Self.startsWithKeyword("catch", start))
      if continuesBlock || Self.startsWithMember(start)
        || Self.startsWithBinaryOperator(start, after: statement.text)
      {
        pending = statement.text
        pendingLines = 1
        startLine = statement.line
      } else {
        completed.append(statement)
      }
    }
    if let statement = addLine(line) {
      let isCommand = statement.text.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
      if isCommand { completed.append(statement) } else { held = statement }
    }
    return completed
  }

  /// True for a line that starts with the word `keyword` (`else`, not `elsewhere`).
  static func startsWithKeyword(_ keyword: String, _ line: Substring) -> Bool {
    guard line.hasPrefix(keyword) else { return false }
    return line.dropFirst(keyword.count).first.map { !$0.isLetter && !$0.isNumber && $0 != "_" }
      ?? true
  }

  /// True for a line that starts with `.name` (not a range's `..<` or `...`): it goes on with
  /// the statement before it, as a member of its value.
  static func startsWithMember(_ text: Substring) -> Bool {
    guard text.first == ".", let next = text.dropFirst().first else { return false }
    return next.isLetter || next == "_"
  }

  /// True for a line that starts with an operator with a space after it (`+ [cancel]`,
  /// `&& isValid`, `? "on" : "off"`): Swift reads an operator with whitespace on both sides
  /// as binary, so it goes on with the statement before it. `: "off"` goes on only after a
  /// `? ` line, and never as a `:` command.
  static func startsWithBinaryOperator(_ text: Substring, after statement: String) -> Bool {
    let op = text.prefix { Self.operatorCharacters.contains($0) }
    guard !op.isEmpty, let next = text.dropFirst(op.count).first, next == " " || next == "\t",
      !op.hasPrefix("//"), !op.hasPrefix("/*"), !ObjectiveCDeclaration.startsMethod(text)
    else { return false }
    if op == ":" {
      let last = statement.split(separator: "\n").last?.drop { $0 == " " || $0 == "\t" }
      return last?.hasPrefix("? ") == true
    }
    return true
  }

  static let operatorCharacters: Set<Character> = [
    "+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", ":",
  ]

  private mutating func addLine(_ line: String) -> (text: String, line: Int)? {
    lineNumber += 1
    let line = line.hasSuffix("\r") ? String(line.dropLast()) : line
    if pendingLines == 0 {
      startLine = lineNumber
      pending = line
    } else {
      pending += "\n" + line
    }
    pendingLines += 1
    let isCommand = pendingLines == 1 && line.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
    // A statement that never closes (a `{` and endless lines) ends once it is larger than
    // any input the parser reads: it is then refused as too large, and reading goes on.
    let isWhole = pending.utf8.count > Parser.maximumInputBytes
    if !isCommand && !isWhole && scanner.add(line) { return nil }
    if !isCommand && !isWhole && ObjectiveCDeclaration.isOpen(pending, lastLine: line) {
      return nil
    }
    if !isCommand && !isWhole && Self.isAttributesOnly(line) { return nil }
    defer { reset() }
    return (pending, startLine)
  }

  /// What is left at the end of the input, unfinished as it is.
  mutating func finish() -> [(text: String, line: Int)] {
    defer { reset() }
    var completed = held.map { [$0] } ?? []
    held = nil
    if pendingLines > 0 { completed.append((pending, startLine)) }
    return completed
  }

  private mutating func reset() {
    pending = ""
    pendingLines = 0
    scanner = InputCompleteness.LineScanner()
  }

  /// True for a line of Swift attributes alone (`@discardableResult`, `@available(iOS 15, *)`,
  /// `@MainActor`): the declaration they belong to is on the next line.
  static func isAttributesOnly(_ line: String) -> Bool {
    var rest = line.utf8[...].drop { $0 == 0x20 || $0 == 0x09 }
    guard rest.first == UInt8(ascii: "@") else { return false }
    var sawAttribute = false
    while let first = rest.first {
      if first == 0x20 || first == 0x09 {
        rest = rest.dropFirst()
        continue
      }
      guard first == UInt8(ascii: "@") else { return false }
      rest = rest.dropFirst()
      let name = rest.prefix { isIdentifierByte($0) }
      guard !name.isEmpty, !objectiveCAtWords.contains(String(decoding: name, as: UTF8.self))
      else { return false }
      rest = rest.dropFirst(name.count)
      if rest.first == UInt8(ascii: "(") {
        guard let close = rest.firstIndex(of: UInt8(ascii: ")")) else { return false }
        rest = rest[rest.index(after: close)...]
      }
      sawAttribute = true
    }
    return sawAttribute
  }

  /// Objective-C's `@` words that stand alone on a line (`@end`, `@optional`).
  static let objectiveCAtWords: Set<String> = [
    "end", "interface", "implementation", "protocol", "optional", "required", "synthesize",
    "dynamic", "class", "autoreleasepool", "try", "catch", "finally", "property", "import",
  ]

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  static func isUnfinished(_ text: String) -> Bool {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix(":") { return false }
    if isAttributesOnly(String(text.split(separator: "\n").last ?? "")) { return true }
    if ObjectiveCDeclaration.isOpen(text, lastLine: String(text.split(separator: "\n").last ?? ""))
    {
      return true
    }
    return InputCompleteness.needsMoreInput(text)
  }
}

/// An Objective-C `@interface` or `@implementation` continues until its `@end`; a method's
/// header (`- (void)setUp:(UIAlertController *)alert`) until its body's `{` on a later line
/// (a few lines at most).
enum ObjectiveCDeclaration {
  /// True for a line that starts an Objective-C method (`- (void)viewDidLoad`, `+ (id)shared`):
  /// a sign, its return type in parentheses, then the method's name.
  static func startsMethod(_ line: Substring) -> Bool {
    guard line.first == "-" || line.first == "+" else { return false }
    let rest = line.dropFirst().drop { $0 == " " || $0 == "\t" }
    guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return false }
    let type = rest[rest.index(after: rest.startIndex)..<close]
    guard
      !type.isEmpty,
      type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " || $0 == "*" })
    else { return false }
    let name = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
    return name.first.map { $0.isLetter || $0 == "_" } ?? false
  }

  static func isOpen(_ pending: String, lastLine: String) -> Bool {
    // Only text whose first character (after spaces, tabs and newlines) is `-`, `+` or `@`
    // can be one: most lines are ruled out by one byte.
    let lead = pending.utf8.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }
    guard let lead,
      lead == UInt8(ascii: "-") || lead == UInt8(ascii: "+") || lead == UInt8(ascii: "@")
    else { return false }
    let first = pending.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    if first.hasPrefix("-") || first.hasPrefix("+"),
      first.dropFirst().drop(while: { $0 == " " }).hasPrefix("("), !pending.contains("{"),
      !lastLine.hasSuffix(";"), pending.split(separator: "\n").count < 8
    {
      return true
    }
    guard
      first.hasPrefix("@interface") || first.hasPrefix("@implementation")
        || first.hasPrefix("@protocol")
    else { return false }
    let last = lastLine.drop { $0 == " " || $0 == "\t" }
    return !last.hasPrefix("@end") && !pending.contains("@end")
  }
}
