import AlertLabTestSupport
import Testing

@testable import AlertLabScript

/// What the lexer records so that later passes can be skipped (the nesting bound, whether
/// there is an `#if`) agrees with the full work of those passes.
@Suite struct LexerShortcutTests {
  /// Pieces of input that nest, close, interpolate, break lines and fail in many ways.
  private static let pieces = [
    "(", ")", "[", "]", "{", "}", "x", " ", "\n", "\"", "\"\\(", "\\(", "\"\"\"\n", "\n\"\"\"",
    "#\"", "\"#", "（", "）", "［", "］", "｛", "｝", "/*", "*/", "//", "'", "“", "”", "#if",
    "a.b(c)", "\"\\(\"\\(", "]]", "}}", ")\"",
  ]

  /// The bound the lexer keeps is never below the depth the bracket check finds: skipping the
  /// check within the bound loses no diagnostic.
  @Test func nestingBoundCoversTheBracketCheck() {
    var generator = SplitMix64(seed: 0x4E57_B0D5)
    for _ in 0..<3_000 {
      let count = Int.random(in: 1...40, using: &generator)
      let source = (0..<count).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
      }.joined()
      let lexed = Lexer.tokenize(source)
      #expect(
        NestingCheck.firstTooDeep(lexed.tokens, limit: lexed.nestingBound) == nil,
        "\(source.debugDescription): bound \(lexed.nestingBound)")
    }
  }

  /// Without interpolations the bound is the exact depth: one level less is too deep.
  @Test func nestingBoundIsExactForPlainBrackets() {
    var generator = SplitMix64(seed: 0xB0D5_E4AC)
    let brackets = ["(", ")", "[", "]", "{", "}", "（", "）", "x", "\n"]
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...30, using: &generator)
      let source = (0..<count).map { _ in
        brackets[Int.random(in: 0..<brackets.count, using: &generator)]
      }.joined()
      let lexed = Lexer.tokenize(source)
      #expect(NestingCheck.firstTooDeep(lexed.tokens, limit: lexed.nestingBound) == nil)
      if lexed.nestingBound > 0 {
        #expect(
          NestingCheck.firstTooDeep(lexed.tokens, limit: lexed.nestingBound - 1) != nil,
          "\(source.debugDescription): bound \(lexed.nestingBound)")
      }
    }
  }

  /// Brackets nested too deeply inside interpolations, where closing brackets do not lower
  /// the bound, are still reported.
  @Test func deepNestingInsideInterpolationsIsReported() {
    let depth = Parser.maximumNesting + 1
    let inner = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    for source in [
      "let s = \"\\(" + inner + ")\"",
      "let s = \"\\(\"\\(" + inner + ")\")\"",
      "let s = \"\"\"\n\\(" + inner + ")\n\"\"\"",
      String(repeating: "[", count: depth) + "]",
    ] {
      let result = Parser.parse(source)
      #expect(
        result.diagnostics.contains {
          $0.message.hasPrefix("expression is nested too deeply")
        }, "\(source.prefix(40))")
    }
  }

  /// `#if` is seen at any level, and only `#if`.
  @Test func poundIfIsSeenWhereverItIs() {
    #expect(Lexer.tokenize("#if DEBUG\nx\n#endif").hasPoundIf)
    #expect(Lexer.tokenize("let s = \"\\(#if)\"").hasPoundIf)
    #expect(Lexer.tokenize("a\n  #if os(iOS)\n#else\n#endif").hasPoundIf)
    #expect(!Lexer.tokenize("#iff x\n#selector(f)\n#else\n#endif").hasPoundIf)
    #expect(!Lexer.tokenize("let s = \"#if\" // #if\n/* #if */").hasPoundIf)
    // With and without `#if`, the tokens the parser sees are the resolved ones.
    let source = "#if DEBUG\nlet a = 1\n#else\nlet a = 2\n#endif\nprint(a)"
    let lexed = Lexer.tokenize(source)
    #expect(
      ConditionalCompilation.resolve(lexed.tokens, bytes: Array(source.utf8)).count
        < lexed.tokens.count)
  }
}
