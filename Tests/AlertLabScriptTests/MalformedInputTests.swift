import AlertLabTestSupport
import Testing

@testable import AlertLabScript

/// Parses `source` and expects at least one error; rendering every diagnostic must work too.
private func expectError(
  _ source: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let result = Parser.parse(source)
  #expect(result.hasErrors, "no error for \(name)", sourceLocation: sourceLocation)
  for diagnostic in result.diagnostics {
    #expect(
      !diagnostic.rendered(source: source, fileName: "input").isEmpty,
      sourceLocation: sourceLocation)
  }
  // The dump of whatever was parsed must be producible too.
  _ = ASTDump.dump(result.statements)
}

@Suite struct MalformedInputTests {
  @Test func randomBytes() {
    var generator = SplitMix64(seed: 0xA1E7_1AB)
    for number in 0..<200 {
      let length = Int.random(in: 16...300, using: &generator)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let source = String(decoding: bytes, as: UTF8.self)
      expectError(source, "random input \(number)")
    }
  }

  @Test func randomSwiftTokenSoup() {
    let pieces = [
      "let", "var", "x", "alert", "=", "(", ")", "{", "}", "[", "]", ".", ",", ":", "?", "!",
      "\"s\"", "\"a \\(b)\"", "1", "2.5", "in", "if", "else", "guard", "return", "func", "class",
      "extension", "->", "+", "==", "??", "as?", "is", "_", "$0", "#selector", "#available",
      "@IBOutlet", "weak", "\n", ";", "self", "nil", "true", "[weak self]", "UIAlertController",
      "addAction", "present", "/*", "*/", "//", "\"\"\"", "@", "&", "...", "<", ">", "try",
    ]
    var generator = SplitMix64(seed: 42)
    for number in 0..<200 {
      let count = Int.random(in: 1...60, using: &generator)
      var source = ""
      for _ in 0..<count {
        source += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        source += Bool.random(using: &generator) ? " " : ""
      }
      // A stray closing parenthesis on its own line guarantees an error whatever came before.
      source += "\n)"
      expectError(source, "token soup \(number): \(source)")
    }
  }

  @Test(arguments: [
    "(", "[", "{", ")", "]", "}", "f(a", "[1, 2", "if x {", "f(a]", "{ ( }", "f(a, b",
    "alert.addAction(UIAlertAction(title: \"OK\", style: .default)",
    "let a = [1, 2)", "func f() {", "class A { func f() {", "if a { } else {", "x = (1 + 2",
    "a[0", "{ x in", "f { $0 ", "((()", "())", "}{", "][", "let x = f())",
  ])
  func unbalancedBrackets(_ source: String) {
    expectError(source, source)
  }

  @Test(arguments: [
    "\"abc", "\"a \\(b\"", "\"a \\(", "\"\"\"", "\"\"\"\nabc", "let s = \"abc\nlet t = 1",
    "\"\\(\"\\(\"", "\"a \\(\"b\"", "\"\\q\"", "'single'", "\"a\" \"b\"", "/* never closed",
  ])
  func unterminatedStringsAndComments(_ source: String) {
    expectError(source, source)
  }

  @Test(arguments: [
    "let = 5", "let x = ", "func", "class {", ")", "}", "let", "var x", "func f(", "func f(x)",
    "if", "if x", "guard x { }", "guard let", "return return", "import", "import 3",
    "extension", "x = ", "a.", ".", "a ? b", "a ? b :", "f(x: :)", "let x: = 1", "let x: [Int",
    "alert.addAction(ok", "x +", "!", "a b", "let 1 = 2", "class A: { }", "@", "#",
    "#selector", "#selector(", "#available(", "else { }", "in", "->", "a as", "a is",
    "let a = 1 +* 2", "x = = 1", "var a: Int { set { } }", "let a: Int { return 1 }",
    "f(a: 1 b: 2 c)", "[a b c d]", "a = 1 2 3 4", "if let { }", "{ [weak] in }",
  ])
  func smallMistakes(_ source: String) {
    expectError(source, source)
  }

  @Test func tenThousandNestedParentheses() {
    let source = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    let result = Parser.parse(source)
    #expect(
      result.diagnostics.map(\.message) == [
        "expression is nested too deeply (more than 256 levels)"
      ])
    #expect(result.diagnostics.first?.range.start.column == 257)
  }

  @Test func aHundredThousandOpeningBrackets() {
    let result = Parser.parse(String(repeating: "[", count: 100_000))
    #expect(result.hasErrors)
    #expect(
      result.diagnostics.first?.message
        == "expression is nested too deeply (more than 256 levels)")
  }

  @Test func deeplyNestedInterpolations() {
    var source = "x"
    for _ in 0..<1_000 { source = "\"\\(" + source + ")\"" }
    expectError(source, "1,000 nested interpolations")
  }

  @Test func longChainsWithoutBrackets() {
    let chains = [
      "let x = " + String(repeating: "a ?? ", count: 50_000) + "b",
      "let x = " + String(repeating: "1+", count: 200_000) + "1",
      "let x = " + String(repeating: "!", count: 100_000) + "a",
      "let x = a" + String(repeating: ".b", count: 100_000),
      "let x = a" + String(repeating: "!", count: 100_000),
      "let x = " + String(repeating: "c ? d : ", count: 20_000) + "e",
      "var x: Int" + String(repeating: "?", count: 100_000),
      "var x: " + String(repeating: "Array<", count: 50_000) + "Int",
      String(repeating: "if a { } else ", count: 20_000) + "{ }",
    ]
    for chain in chains {
      expectError(chain, String(chain.prefix(30)))
    }
  }

  @Test func inputLargerThanOneMegabyte() {
    let source = "let s = \"" + String(repeating: "x", count: 2 * 1_048_576) + "\""
    let result = Parser.parse(source)
    #expect(
      result.diagnostics.map(\.message) == [
        "input is too large (2,097,162 bytes; the limit is 1,048,576)"
      ])
  }

  @Test func deepButAllowedNestingParses() {
    // 256 levels is the limit, not an error.
    let parentheses = String(repeating: "(", count: 255) + "1" + String(repeating: ")", count: 255)
    #expect(!Parser.parse("let x = " + parentheses).hasErrors)
    let closures = String(repeating: "f { ", count: 200) + String(repeating: "}", count: 200)
    #expect(!Parser.parse(closures).hasErrors)
    let arrays = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(!Parser.parse(arrays).hasErrors)
  }

  @Test func recoveryReportsSeveralErrorsAndKeepsGoodStatements() {
    let result = Parser.parse(
      """
      let a = (1
      let b = 2
      associatedtype Item
      let c = ]
      let d = 4
      """)
    #expect(result.diagnostics.count == 3)
    #expect(
      ASTDump.dump(result.statements) == """
        let b
        └─ integer 2
        let d
        └─ integer 4
        """)
  }
}
