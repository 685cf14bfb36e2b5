import Testing

@testable import AlertLabScript

/// Every diagnostic of `source`, rendered.
private func rendered(_ source: String, fileName: String = "input") -> String {
  Parser.parse(source).diagnostics.map { $0.rendered(source: source, fileName: fileName) }
    .joined(separator: "\n")
}

@Suite struct DiagnosticRenderingTests {
  @Test func caretAndNoteLikeTheCompiler() {
    #expect(
      rendered("alert.addAction(ok") == """
        input:1:19: error: expected ')' in expression list
        alert.addAction(ok
                          ^
                          )
        input:1:16: note: to match this opening '('
        alert.addAction(ok
                       ^
        """)
  }

  @Test func tildesUnderTheRestOfTheRange() {
    #expect(
      rendered("associatedtype Item", fileName: "lesson.swift") == """
        lesson.swift:1:1: error: AlertLab does not simulate 'associatedtype'; write the type itself
        associatedtype Item
        ^~~~~~~~~~~~~~
        """)
  }

  @Test func fixItUnderTheCaret() {
    #expect(
      rendered("let a = 1 let b = 2") == """
        input:1:10: error: consecutive statements on a line must be separated by ';'
        let a = 1 let b = 2
                 ^
                 ;
        """)
  }

  @Test func theRightLineOfSeveral() {
    #expect(
      rendered("let a = 1\nif a = 2 {\n}\n") == """
        input:2:6: error: use of '=' in a boolean context, did you mean '=='?
        if a = 2 {
             ^
             ==
        """)
  }

  @Test func wideCharactersAndTabsKeepTheCaretAligned() {
    #expect(
      rendered("let 标题 = \"好的\" ‐") == """
        input:1:15: error: invalid character in source file
        let 标题 = "好的" ‐
                          ^
        """)
    #expect(
      rendered("\tlet x = ‐") == """
        input:1:10: error: invalid character in source file
        \tlet x = ‐
        \t        ^
        """)
  }

  @Test func objectiveCWithTheSwiftUnderIt() {
    #expect(
      rendered("[alertController addAction:okAction];") == """
        input:1:1: error: this is Objective-C; in Swift write 'alertController.addAction(okAction)'
        [alertController addAction:okAction];
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        alertController.addAction(okAction)
        """)
  }

  @Test func errorAtTheEndOfTheInput() {
    #expect(
      rendered("if ok {\n  show()\n") == """
        input:2:9: error: expected '}' at end of brace statement
          show()
                ^
                }
        input:1:7: note: to match this opening '{'
        if ok {
              ^
        """)
  }

  @Test func longLinesShowAWindowAroundTheCaret() {
    let source = "let s = \"" + String(repeating: "x", count: 500) + "\" ‐"
    let lines = rendered(source).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines[0] == "input:1:512: error: invalid character in source file")
    #expect(lines[1].count == 200)
    #expect(lines[1].hasSuffix("x\" ‐"))
    #expect(lines[2] == String(repeating: " ", count: 199) + "^")
  }

  @Test func aRangeOverSeveralLinesIsMarkedToTheEndOfItsFirstLine() {
    let diagnostic = Diagnostic.error(
      "example",
      at: SourceRange(
        start: SourceLocation(line: 1, column: 5, offset: 4),
        end: SourceLocation(line: 2, column: 2, offset: 10)))
    #expect(
      diagnostic.rendered(source: "let alert\n= 1", fileName: "f") == """
        f:1:5: error: example
        let alert
            ^~~~~
        """)
  }

  @Test func warningsAndNotesHaveTheirSeverity() {
    let diagnostic = Diagnostic(
      .warning, "'UIAlertView' was deprecated in iOS 9.0",
      range: SourceRange(
        start: SourceLocation(line: 1, column: 9, offset: 8),
        end: SourceLocation(line: 1, column: 20, offset: 19)),
      notes: [
        .note(
          "use UIAlertController",
          at: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
      ])
    #expect(
      diagnostic.rendered(source: "let v = UIAlertView()", fileName: "input") == """
        input:1:9: warning: 'UIAlertView' was deprecated in iOS 9.0
        let v = UIAlertView()
                ^~~~~~~~~~~
        input:1:1: note: use UIAlertController
        let v = UIAlertView()
        ^
        """)
  }
}

@Suite struct DiagnosticParseResultTests {
  @Test func theResultRendersWithItsFileName() {
    let source = "let a = (1\nlet b = ]"
    let result = Parser.parse(source, fileName: "lesson.swift")
    #expect(result.fileName == "lesson.swift")
    #expect(
      result.renderedDiagnostics(source: source) == """
        lesson.swift:1:11: error: expected ')' in expression list
        let a = (1
                  ^
                  )
        lesson.swift:1:9: note: to match this opening '('
        let a = (1
                ^
        lesson.swift:2:9: error: expected initial value after '='
        let b = ]
                ^
        """)
    #expect(Parser.parse("let a = 1").renderedDiagnostics(source: "let a = 1") == "")
  }
}
