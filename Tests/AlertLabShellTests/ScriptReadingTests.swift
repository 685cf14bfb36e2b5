import AlertLabTestSupport
import Testing

@testable import AlertLabShell

@Suite("Script reading")
struct ScriptReadingTests {
  @Test("a declaration run ahead of the code that calls it reports errors with the file's name")
  func declarationsRunAheadNameTheFile() {
    var session = makeSession()
    var output = ""
    let script = "greet()\nfunc greet() {\n  let x: Int = \"a\"\n  print(x)\n}\n"
    let status = ScriptRunner.run(script, fileName: "hello.swift", session: &session) {
      output += $0
    }
    #expect(status == 1)
    #expect(output.contains("hello.swift:3:16: error: cannot convert value of type 'String'"))
    #expect(!output.contains("input:"))
  }

  @Test("a script's statements run once each, in order, with their own line numbers")
  func statementsRunOnceInOrder() {
    var session = makeSession()
    var output = ""
    let script = "print(\"one\")\nprint(\"two\")\n\nlet x =\n  3\nprint(x)\nlet y: Int = nil\n"
    _ = ScriptRunner.run(script, fileName: "order.swift", session: &session) { output += $0 }
    let printed = output.split(separator: "\n").filter { ["one", "two", "3"].contains($0) }
    #expect(printed == ["one", "two", "3"])
    #expect(output.contains("order.swift:7:14: error"))
  }
}

@Suite("Drawing comparison")
struct DrawingComparisonTests {
  @Test("two drawings are the same when their bytes are, composed letters included")
  func comparesBytes() {
    #expect("".hasSameBytes(as: ""))
    #expect("┌──┐\n│ é│".hasSameBytes(as: "┌──┐\n│ é│"))
    #expect(!"┌──┐".hasSameBytes(as: "┌──┐\n"))
    #expect(!"abc".hasSameBytes(as: "abd"))
    // The same letter, precomposed and decomposed: equal as Characters, not as bytes.
    #expect("\u{E9}" == "e\u{301}")
    #expect(!"\u{E9}".hasSameBytes(as: "e\u{301}"))
  }
}
