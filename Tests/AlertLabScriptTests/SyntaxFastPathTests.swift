import AlertLabTestSupport
import Testing

@testable import AlertLabScript

/// The lexer's and the parser's quick paths agree with the plain way of doing the same thing.
@Suite struct SyntaxFastPathTests {
  /// Every keyword is found from its bytes, and nothing else is: near misses, other cases,
  /// prefixes, longer names and non-ASCII names.
  @Test func keywordsAreFoundFromTheirBytes() {
    func spelled(_ name: String) -> Keyword? {
      let bytes = Array(name.utf8)
      return Keyword.spelled(bytes, from: 0, to: bytes.count)
    }
    for keyword in Keyword.allCases {
      #expect(spelled(keyword.rawValue) == keyword)
      // Found inside a longer input too, by its range.
      let bytes = Array(("x " + keyword.rawValue + " y").utf8)
      #expect(Keyword.spelled(bytes, from: 2, to: bytes.count - 2) == keyword)
    }
    let others = [
      "", "a", "i", "x", "Let", "LET", "lets", "le", "int", "inits", "inou", "selfs", "SELF",
      "sElf", "alert", "present", "UIAlertController", "associatedtypes", "precedencegroupx",
      "precedencegroup1", "letlet", "_if", "if_", "éif", "ifé", "défault", "ℹf", "Self_",
      "trueee", "nill", "fals", "wher", "whilee", "typealia", "thro", "throwsx",
    ]
    for name in others {
      #expect(spelled(name) == Keyword(rawValue: name), "\(name)")
    }
    // Every name of two to fifteen lowercase letters agrees with the keyword list: a sample.
    var generator = SplitMix64(seed: 0x4B45_5957)
    for _ in 0..<5_000 {
      let length = Int.random(in: 1...17, using: &generator)
      let letters = "abcdefghijklmnopqrstuvwxyzS"
      let name = String((0..<length).map { _ in letters.randomElement(using: &generator) ?? "a" })
      #expect(spelled(name) == Keyword(rawValue: name), "\(name)")
    }
  }

  /// The lengths the lexer tests a name's first byte against are those of the keyword list,
  /// for every byte.
  @Test func keywordLengthsByFirstByteMatchTheKeywordList() {
    var expected = [UInt16](repeating: 0, count: 256)
    for keyword in Keyword.allCases {
      let spelling = Array(keyword.rawValue.utf8)
      expected[Int(spelling[0])] |= 1 << spelling.count
    }
    for byte in 0...255 {
      #expect(Keyword.lengths(startingWith: UInt8(byte)) == expected[byte], "\(byte)")
    }
  }

  /// Locations from the locator, walked forward token by token, match a count of characters
  /// from the start of each line, for text with tabs, line breaks of every kind, combining
  /// marks, emoji and CJK.
  @Test func locationsMatchCountingCharacters() {
    let pieces = [
      "a", "bc", " ", "  ", "\t", "\n", "\r\n", "\r", "é", "e\u{301}", "1️⃣", "👍🏽", "登录", "\u{A0}",
      "(", "\"", "// c", "\u{7}", "\u{0}", "xyzxyzxyzxyzxyzxyzxyz",
    ]
    var generator = SplitMix64(seed: 0x10CA_7E)
    for _ in 0..<300 {
      let count = Int.random(in: 1...30, using: &generator)
      let source = (0..<count).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }.joined()
      let bytes = Array(source.utf8)
      // Offsets at character boundaries, in order, some repeated, as tokens ask for them.
      var offsets: [Int] = []
      var offset = 0
      for character in source {
        offsets.append(offset)
        if Bool.random(using: &generator) { offsets.append(offset) }
        offset += character.utf8.count
      }
      offsets.append(bytes.count)
      var locator = SourceLocator(bytes: bytes)
      for target in offsets {
        let found = locator.location(at: target)
        let expected = countedLocation(bytes, target)
        #expect(
          found == expected, "\(source.debugDescription) at \(target): \(found) \(expected)")
      }
    }
  }

  /// The line and column of `target` by splitting the text before it into lines and counting
  /// characters.
  private func countedLocation(_ bytes: [UInt8], _ target: Int) -> AlertLabScript.SourceLocation {
    let before = String(decoding: bytes[0..<target], as: UTF8.self)
    var line = 1
    var lineStart = before.startIndex
    var index = before.startIndex
    while index < before.endIndex {
      let character = before[index]
      index = before.index(after: index)
      if character == "\n" || character == "\r" || character == "\r\n" {
        line += 1
        lineStart = index
      }
    }
    let column = before[lineStart...].count + 1
    return AlertLabScript.SourceLocation(line: line, column: column, offset: target)
  }

  /// Input is sent to the large stack by the lexer's bound on its nesting: brackets in code
  /// count, those in strings and comments do not, and deep input still parses whole.
  @Test func deepInputIsParsedOnTheLargeStack() {
    func nested(_ depth: Int) -> String {
      "f" + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    }
    let limit = Parser.inPlaceNesting
    #expect(!Parser.nestsTooDeepInPlace(Lexer.tokenize(nested(limit - 1))))
    #expect(Parser.nestsTooDeepInPlace(Lexer.tokenize(nested(limit + 1))))
    let quoted =
      "let s = \"" + String(repeating: "(", count: 40) + "\" // "
      + String(repeating: "[", count: 40)
    #expect(!Parser.nestsTooDeepInPlace(Lexer.tokenize(quoted)))
    for depth in [limit - 1, limit, limit + 1, 200] {
      let parsed = Parser.parse(nested(depth))
      #expect(parsed.diagnostics.isEmpty && parsed.statements.count == 1, "depth \(depth)")
    }
  }

  /// Trivia of every kind between tokens (runs of spaces and line breaks, comments, spaces
  /// that are errors) gives each token the flags and the offset it is known to have.
  @Test func triviaSetsTheFlagsOfTheTokenAfterIt() {
    // Each gap, whether it holds a line break, and how many errors it makes.
    let gaps: [(text: String, newline: Bool, errors: Int)] = [
      ("", false, 0), (" ", false, 0), ("   ", false, 0), ("\t", false, 0),
      ("\u{0B}\u{0C}", false, 0), ("\n", true, 0), ("\r\n", true, 0), ("\r", true, 0),
      ("  \n  ", true, 0), ("/* c */", false, 0), ("/* a\nb */", true, 0),
      ("// c\n", true, 0), (" // c", false, 0), ("\u{A0}", false, 1), ("\u{3000}", false, 1),
      (" \u{A0}\n", true, 1),
    ]
    let words = ["alert", "x", "(", ")", ",", "[", "]"]
    var generator = SplitMix64(seed: 0x7C1A_5EED)
    for _ in 0..<500 {
      var source = ""
      var expected: [(offset: Int, newline: Bool, trivia: Bool)] = []
      var errors = 0
      var lastWasName = false
      for index in 0..<Int.random(in: 1...12, using: &generator) {
        let gap = gaps[Int.random(in: 0..<gaps.count, using: &generator)]
        var word = words[Int.random(in: 0..<words.count, using: &generator)]
        // Two names with nothing between them would be one name; a line comment without its
        // line break swallows the rest.
        if gap.text.isEmpty && lastWasName { word = "(" }
        let gapText = gap.text.hasPrefix(" //") ? gap.text + "\n" : gap.text
        let newline = gap.newline || gapText.hasSuffix("\n")
        source += gapText
        // The very first byte counts as both a line break and trivia before it.
        let first = index == 0 && gapText.isEmpty
        expected.append((source.utf8.count, first || newline, first || !gapText.isEmpty))
        source += word
        errors += gap.errors
        lastWasName = word.first?.isLetter ?? false
      }
      let lexed = Lexer.tokenize(source)
      let tokens = lexed.tokens.dropLast()
      #expect(tokens.count == expected.count, "\(source.debugDescription)")
      for (token, known) in zip(tokens, expected) {
        #expect(token.range.start.offset == known.offset, "\(source.debugDescription)")
        #expect(token.isAtStartOfLine == known.newline, "\(source.debugDescription)")
        #expect(token.hasLeadingTrivia == known.trivia, "\(source.debugDescription)")
      }
      #expect(lexed.diagnostics.count == errors, "\(source.debugDescription)")
    }
  }

  /// The parser measures its stack at every eighth level of recursion: with no stack to
  /// spare, a shallow statement never measures it, and one nested eight levels deep does.
  @Test func stackIsMeasuredEveryEighthLevel() {
    func runsOutOfStack(_ source: String) -> Bool {
      let bytes = Array(source.utf8)
      var parser = SyntaxParser(
        tokens: Lexer.tokenize(source).tokens, bytes: bytes, budget: StackBudget(0))
      _ = parser.parseStatementList(.topLevel)
      return parser.outOfStack
    }
    #expect(!runsOutOfStack("x"))
    #expect(runsOutOfStack("((((((((((1))))))))))"))
  }

  /// An argument that is a name or a literal alone is the same expression, with the same
  /// ranges, as when it is parsed as a full expression (here the value of an assignment, which
  /// starts at the same column).
  @Test func aLoneArgumentIsTheExpressionItWouldBeAnywhere() {
    let values = [
      "a", "alert", "await", "Set", "self", "true", "false", "nil", "1", "0x1F", "1_000", "2.5",
      "1e3", "\"\"", "\"text\"", "\"a \\(b) c\"", "\"\\(f(x, y))\"", "\"\\(\"\\(1)\")\"",
      "`default`", "$0", "登录", "\"\\(await)\"",
    ]
    func firstArgument(_ source: String) -> Expr? {
      guard case .expression(let call) = Parser.parse(source).statements.first?.kind,
        case .call(_, let arguments) = call.kind
      else { return nil }
      return arguments.first?.value
    }
    func assignedValue(_ source: String) -> Expr? {
      guard case .assignment(_, _, let value) = Parser.parse(source).statements.first?.kind
      else { return nil }
      return value
    }
    for value in values {
      let expected = assignedValue("x=" + value)
      #expect(expected != nil, "\(value)")
      for source in ["f(" + value + ")", "f(" + value + ", 2)", "f(" + value + ",)"] {
        #expect(firstArgument(source) == expected, "\(source)")
      }
      // As the only element of a subscript.
      let subscripted = Parser.parse("f[" + value + "]").statements.first
      guard case .expression(let access) = subscripted?.kind,
        case .subscriptAccess(_, let arguments) = access.kind
      else {
        Issue.record("\(value): not a subscript")
        continue
      }
      #expect(arguments.first?.value == expected, "\(value)")
    }
  }

  /// A statement the parser takes the short way for (a name then `.`, `(` and the like, or
  /// `let` and `var`) is parsed as the checks for every kind of statement parse it: the same
  /// statements, diagnostics and position after it, in every kind of list. Any other
  /// statement is left untouched for the checks.
  @Test func commonStatementsAreParsedAsTheCheckedWayParsesThem() {
    let firsts = [
      "alert", "x", "weak", "unowned", "lazy", "open", "async", "infix", "NSString", "let",
      "var", "self", "for", "@objc", "#if",
    ]
    let pieces = [
      "alert", "x", "weak", "unowned", "lazy", "async", "infix", "NSString", ".", "(", ")",
      "[", "]", "=", "?", "!", "*", ":", ",", "let", "var", "func", "for", "operator", "in",
      "1", "\"s\"", "{", "}", "+=", "==", " ", "\n", ";", "x", "y",
    ]
    let contexts: [SyntaxParser.ListContext] = [.topLevel, .block, .typeBody]
    var generator = SplitMix64(seed: 0x5157_A7E)
    var shortWays = 0
    for _ in 0..<4_000 {
      let count = Int.random(in: 0...8, using: &generator)
      let source =
        (firsts.randomElement(using: &generator) ?? "x")
        + (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "x" }.joined()
      let bytes = Array(source.utf8)
      let tokens = Lexer.tokenize(source).tokens
      for context in contexts {
        let parser = SyntaxParser(
          tokens: tokens, bytes: bytes, budget: StackBudget(LargeStack.inPlaceBudget))
        var quick = parser
        var quickStatements: [Stmt] = []
        var quickFailed = false
        var tookShortWay = true
        do {
          tookShortWay = try quick.parseCommonStatement(context, into: &quickStatements)
        } catch {
          quickFailed = true
        }
        guard tookShortWay else {
          #expect(quick.index == 0 && quickStatements.isEmpty && quick.diagnostics.isEmpty)
          continue
        }
        shortWays += 1
        var checked = parser
        var checkedStatements: [Stmt] = []
        var checkedFailed = false
        do {
          try checked.parseCheckedStatement(context, into: &checkedStatements)
        } catch {
          checkedFailed = true
        }
        #expect(quickFailed == checkedFailed, "\(source) \(context)")
        #expect(quickStatements == checkedStatements, "\(source) \(context)")
        #expect(quick.diagnostics == checked.diagnostics, "\(source) \(context)")
        #expect(quick.index == checked.index, "\(source) \(context)")
      }
    }
    // Enough of the statements took the short way for the comparison to mean something.
    #expect(shortWays > 1_000)
  }
}
