import Testing

@testable import AlertLabScript

@Suite struct ParserInputCompletenessTests {
  @Test(arguments: [
    "let alert = UIAlertController(title: \"T\",",
    "alert.addTextField { textField in",
    "alert.addTextField {\n  $0.placeholder = \"Login\"",
    "let a = [1, 2,",
    "let a = [",
    "if ok {",
    "if ok {\n} else {",
    "class A: UIView {\n  func f() {\n  }",
    "let s = \"\"\"\nHello",
    "let s = \"\"\"\nHello \\(name",
    "let s = \"\"\"\n  \\(\"abc",
    "let x = a +",
    "let x = a &&",
    "let x =",
    "let ok = a ??",
    "let ok = a ?",
    "f(a,",
    "alert.addTextField { textField in\n  textField.placeholder =",
    "let handler = { (action: UIAlertAction) in",
    "let f: (Int) ->",
    "let x = alert.",
    "/* a comment\n still open",
    "let x = y as",
  ])
  func needsMore(_ text: String) {
    #expect(InputCompleteness.needsMoreInput(text), "\(text)")
  }

  @Test(arguments: [
    "",
    "let a = 1",
    "alert.addAction(ok)",
    "alert.addTextField { textField in textField.placeholder = \"Login\" }",
    "if ok {\n  show()\n}",
    "let s = \"\"\"\nHello\n\"\"\"",
    "let s = \"abc",
    "f(\"abc",
    "let s = \"a \\(b",
    "let s = \"a \\(",
    "f())",
    "}",
    "let a = [1, 2]",
    "// a comment ending in a comma,",
    "x = y!",
    "let t = a ? b : c",
    "print(\"in\")",
    "let s = \"(\"",
    "let s = \"{ not a brace\"",
    "let x = -1",
  ])
  func complete(_ text: String) {
    #expect(!InputCompleteness.needsMoreInput(text), "\(text)")
  }

  @Test func aStatementTypedLineByLineCompletesAtItsLastLine() {
    let lines = [
      "let ok = UIAlertAction(title: \"OK\",",
      "                       style: .default) { action in",
      "  print(action.title ?? \"\")",
      "}",
    ]
    var buffer = ""
    var answers: [Bool] = []
    for line in lines {
      buffer += (buffer.isEmpty ? "" : "\n") + line
      answers.append(InputCompleteness.needsMoreInput(buffer))
    }
    #expect(answers == [true, true, true, false])
    #expect(!Parser.parse(buffer).hasErrors)
  }
}
