import AlertLabKit
import Testing

@testable import AlertLabScript

/// Values at the edges of Int and Double, and work that grows faster than the code that asks
/// for it: each is an error for the statement, never a crash or a hang of AlertLab.
@Suite struct HostileInputTests {
  @Test(arguments: [
    (
      "Int(1.0/0.0)",
      "error: 1:1: Double value cannot be converted to Int because it is either infinite or NaN"
    ),
    (
      "Int(1e300)",
      "error: 1:1: Double value cannot be converted to Int because the result would be greater "
        + "than Int.max"
    ),
    (
      "Int(-1e300)",
      "error: 1:1: Double value cannot be converted to Int because the result would be less "
        + "than Int.min"
    ),
    (
      "abs(Int.min)",
      "error: 1:1: arithmetic operation 'abs(-9223372036854775808)' (on type 'Int') results in "
        + "an overflow"
    ),
    (
      "let y = -(Int.min)",
      "error: 1:9: arithmetic operation '-(-9223372036854775808)' (on type 'Int') results in an "
        + "overflow"
    ),
    (
      "Int.min / -1",
      "error: 1:1: arithmetic operation '-9223372036854775808 / -1' (on type 'Int') results in "
        + "an overflow"
    ),
    (
      "Int.min % -1",
      "error: 1:1: arithmetic operation '-9223372036854775808 % -1' (on type 'Int') results in "
        + "an overflow"
    ),
    (
      "String(repeating: \"ab\", count: Int.max)",
      "error: 1:1: this string would be longer than 1000000 bytes: AlertLab stops it"
    ),
  ])
  func integerTrapsAreErrors(source: String, expected: String) {
    #expect(transcript(source) == [expected])
  }

  @Test func integersStayExactInMinMaxAndAbs() {
    #expect(
      transcript(
        """
        max(Int.max, 1)
        min(Int.max, Int.max - 1)
        abs(-Int.max)
        Int(2.7)
        String(repeating: "", count: Int.max)
        """)
        == [
          "$R0: Int = 9223372036854775807", "$R1: Int = 9223372036854775806",
          "$R2: Int = 9223372036854775807", "$R3: Int = 2", "$R4: String = \"\"",
        ])
  }

  @Test func appendAddsToAVariableArray() {
    #expect(
      transcript(
        """
        var titles = ["OK"]
        titles.append("Cancel")
        titles
        titles.append(3)
        let fixed = [1]
        fixed.append(2)
        """)
        == [
          "titles: [String] = [\"OK\"]", "$R0: [String] = [\"OK\", \"Cancel\"]",
          "error: 4:15: cannot convert value of type 'Int' to expected argument type 'String'",
          "fixed: [Int] = [1]",
          "error: 6:1: cannot use mutating member on immutable value: 'fixed' is a 'let' constant",
          "note: change 'let' to 'var' to make it mutable",
        ])
  }

  /// `let a1 = [a0, a0]` ... `let aN = [aN-1, aN-1]`: a value of 2^N elements in N lines.
  static func doubling(_ name: String, levels: Int) -> String {
    (1...levels).map { "let \(name)\($0) = [\(name)\($0 - 1), \(name)\($0 - 1)]" }
      .joined(separator: "\n")
  }

  /// The last outcome of running `source` with a small step limit.
  static func lastOutcome(_ source: String, stepLimit: Int) -> StatementOutcome? {
    let interpreter = Interpreter()
    interpreter.stepLimit = stepLimit
    return interpreter.run(source).outcomes.last
  }

  static func message(_ outcome: StatementOutcome?) -> String? {
    if case .diagnostic(let diagnostic)? = outcome?.failure { return diagnostic.message }
    return nil
  }

  @Test func comparingIsChargedByTheElementsVisited() {
    let source =
      "let a0 = [1]\nlet b0 = [1]\n" + Self.doubling("a", levels: 15) + "\n"
      + Self.doubling("b", levels: 15)
    #expect(
      Self.lastOutcome(source + "\na15 == b15", stepLimit: 100_000)?.echo == "$R0: Bool = true")
    #expect(
      Self.message(Self.lastOutcome(source + "\na15 == b15 && a15 == b15", stepLimit: 100_000))
        == "this statement did more than 100000 steps of work: AlertLab stopped it (an endless "
        + "chain of calls?)")
  }

  @Test func noValueHoldsMoreThanAMillionElements() {
    let source = "let a0 = [1]\n" + Self.doubling("a", levels: 19)
    #expect(
      Self.message(Self.lastOutcome(source, stepLimit: Int.max))
        == "this value would hold more than 1000000 elements: AlertLab stopped it (an app would "
        + "run out of memory)")
  }

  @Test func noValueNestsDeeperThanTwoHundredLevels() {
    let source = "var a = [1]\n" + String(repeating: "a = [a]\n", count: 200)
    let interpreter = Interpreter()
    let outcomes = interpreter.run(source).outcomes
    #expect(outcomes.dropLast().allSatisfy { $0.failure == nil })
    #expect(
      Self.message(outcomes.last)
        == "this value would nest more than 200 levels deep: AlertLab stopped it")
  }

  @Test func anEchoOfAHugeValueIsCut() {
    let source = "let a0 = [1]\n" + Self.doubling("a", levels: 15)
    let echo = Self.lastOutcome(source, stepLimit: Int.max)?.echo ?? ""
    #expect(echo.utf8.count < 11_000)
    #expect(echo.hasPrefix("a15: [[[[[[[[[[[[[[[[Int]]]]]]]]]]]]]]]] = [[[[[[[[[[[[[[[[1], [1]]"))
    #expect(echo.hasSuffix("], … (1 more)], … (1 more)]"))
    let interpolated = Self.lastOutcome(source + "\nlet text = \"\\(a15)\"", stepLimit: Int.max)
    #expect(interpolated?.failure == nil)
  }

  @Test func readingALongStringIsChargedByItsLength() {
    let source = """
      let big = String(repeating: "x", count: 1000000)
      let all = [big, big, big]
      all.filter { s in all.filter { t in all.filter { u in u.count > 0 }.count > 0 }.count > 0 }
      """
    #expect(
      Self.message(Self.lastOutcome(source, stepLimit: 200_000))
        == "this statement did more than 200000 steps of work: AlertLab stopped it (an endless "
        + "chain of calls?)")
  }
}

/// Reading a statement a line at a time costs what its lines cost.
@Suite struct LineScannerTests {
  /// Whether each line asks for more, fed in order.
  static func feed(_ lines: [String], into scanner: inout InputCompleteness.LineScanner) -> [Bool] {
    lines.map { scanner.add($0) }
  }

  @Test func aTwentyThousandLineStatementIsLexedOnce() {
    var scanner = InputCompleteness.LineScanner()
    let lines = ["let numbers = ["] + (0..<20_000).map { "  \($0)," } + ["]"]
    let answers = Self.feed(lines, into: &scanner)
    #expect(answers.dropLast().allSatisfy { $0 })
    #expect(answers.last == false)
    #expect(scanner.lexedBytes <= lines.map { $0.utf8.count + 1 }.reduce(0, +))
  }

  @Test func anOpenCommentIsNotLexedAgainOnEveryLine() {
    var scanner = InputCompleteness.LineScanner()
    let lines = ["/* a comment"] + Array(repeating: "that goes on", count: 5_000) + ["ends */"]
    let answers = Self.feed(lines, into: &scanner)
    #expect(answers.dropLast().allSatisfy { $0 })
    #expect(answers.last == false)
    #expect(scanner.lexedBytes < 5_000 * 14 + 100)
  }

  @Test(arguments: [
    "let a = (", "foo(1,", "x =", "let s = \"\"\"", "if true {", "alert.", "a ? b :",
  ])
  func agreesWithTheWholeTextCheck(start: String) {
    var scanner = InputCompleteness.LineScanner()
    var text = ""
    for line in [start, "1", ")", "\"\"\"", "}", "2"] {
      text += (text.isEmpty ? "" : "\n") + line
      let more = scanner.add(line)
      #expect(more == InputCompleteness.needsMoreInput(text), "\(text)")
      if !more { break }
    }
  }
}

/// Ctrl-C while a statement runs: the statement stops at its next step and the state is as
/// before it. Only an interpreter that listens sees the request (it is one flag for the
/// process).
@Suite struct InterruptionTests {
  @Test func aRequestStopsTheStatementAndKeepsTheStateAsBefore() {
    let interpreter = Interpreter()
    interpreter.stopsOnInterruption = true
    _ = interpreter.run("var kept = 1")
    StatementInterruption.request()
    let (_, outcomes) = interpreter.run("kept = 2")
    #expect(interpreter.wasInterrupted)
    if case .diagnostic(let diagnostic)? = outcomes.first?.failure {
      #expect(
        diagnostic.message
          == "interrupted: AlertLab stopped this statement (Ctrl-C); everything before it is "
          + "intact")
    } else {
      Issue.record("the statement was not stopped")
    }
    #expect(interpreter.run("kept").outcomes.first?.echo == "$R0: Int = 1")
    #expect(!interpreter.wasInterrupted)
    #expect(!StatementInterruption.isRequested)
  }

  @Test func aLazySequenceWithoutEndStopsAtTheStepLimit() {
    let interpreter = Interpreter()
    interpreter.stepLimit = 1_000
    let (_, outcomes) = interpreter.run("let never = (1...).lazy.filter { $0 < 0 }.first")
    guard case .diagnostic(let diagnostic)? = outcomes.last?.failure else {
      Issue.record("no error: \(outcomes)")
      return
    }
    #expect(diagnostic.message.hasPrefix("this statement did more than 1000 steps of work"))
    // The first numbers are made one at a time: a lazy walk stops where it is asked to.
    let (_, found) = interpreter.run("let big = (1...).lazy.map { $0 * 3 }.first { $0 > 20 }")
    #expect(found.last?.echo == "big: Int? = 21")
  }
}
