import AlertLabKit
import Foundation
import Testing

@testable import AlertLabScript
@testable import AlertLabShell

/// Deep syntax in every front end, deep and shared values, turns that never end and output
/// that floods: each is refused or stopped with a message naming its limit, and the session
/// carries on as before.
@Suite struct DeepAndSharedTests {
  static let tooDeep =
    "expression is too long or nested too deeply; split it into several statements"

  /// Runs `script` as `alertlab run` does, as Objective-C when `objectiveC`.
  static func run(_ script: String, objectiveC: Bool = false) -> String {
    var session = makeSession()
    var output = ""
    _ = ScriptRunner.run(script, fileName: objectiveC ? "s.m" : "s.swift", session: &session) {
      output += $0
    }
    return output
  }

  @Test(arguments: [
    "int x = " + Array(repeating: "1", count: 2_000).joined(separator: "+") + ";",
    "int x = " + String(repeating: "YES ? ", count: 5_000) + "1"
      + String(repeating: " : 0", count: 5_000) + ";",
    "int x = " + String(repeating: "(int)", count: 20_000) + "1;",
    "BOOL b = " + String(repeating: "! ", count: 20_000) + "YES;",
    "int x = " + String(repeating: "- ", count: 20_000) + "1;",
    "int x = 1;\n" + String(repeating: "if (x) ", count: 20_000) + "x = 2;",
    "int x = 1;\n" + String(repeating: "while (x < 0) ", count: 5_000) + "x++;",
    "int x = 1;\n" + String(repeating: "if (x == 2) { x = 3; } else ", count: 20_000)
      + "{ x = 4; }",
  ])
  func deepObjectiveCIsRefusedWithTheSwiftFrontEndsWords(source: String) {
    var session = makeSession()
    _ = session.submit(":objc")
    let output = session.submit(source)
    #expect(output.contains(Self.tooDeep), "\(output.prefix(300))")
    #expect(session.submit("NSLog(@\"after\");").contains("] after"))
  }

  @Test func tryTryTryIsALevelEach() {
    let output = Self.run("let x = " + String(repeating: "try ", count: 3_000) + "1\nprint(2)")
    #expect(output.contains(Self.tooDeep), "\(output.prefix(300))")
    #expect(output.hasSuffix("2\n"))
  }

  @Test func consumeConsumeConsumeIsALevelEach() {
    let output = Self.run(
      "let x = 1\nlet y = " + String(repeating: "consume ", count: 20_000) + "x\nprint(2)")
    #expect(output.contains(Self.tooDeep), "\(output.prefix(300))")
    #expect(output.hasSuffix("2\n"))
  }

  @Test func aLongChainWithinTheBoundRunsToItsAnswer() {
    let chain = Array(repeating: "1", count: 740).joined(separator: "+")
    #expect(Self.run("print(\(chain))") == "740\n")
    #expect(Self.run("int x = \(chain);\nNSLog(@\"%d\", x);", objectiveC: true).contains("] 740"))
  }

  @Test func callsWithinCallsWithinDeepExpressionsStopWithAMessage() {
    // Each call nests 700 levels of `+` above the next: 120 of them are deeper than any
    // stack a statement gets.
    let chain = String(repeating: "+1", count: 700)
    let output = Self.run(
      "func g(_ n: Int) -> Int { n == 0 ? 0 : g(n - 1)\(chain) }\nprint(g(120))\nprint(3)")
    #expect(
      output.contains(
        "this statement nests too deeply (expressions, calls or values within one another): "
          + "AlertLab stopped it"), "\(output.prefix(400))")
    #expect(output.hasSuffix("3\n"))
  }

  @Test(arguments: [20_000, 100_000])
  func aDeepIndirectEnumIsStoppedAtTwoHundredLevels(depth: Int) {
    let output = Self.run(
      "indirect enum L { case e; case c(L) }\nvar l = L.e\nfor _ in 0..<\(depth) { l = .c(l) }\n"
        + "print(l)\nl = .e\nprint(\"freed\")")
    #expect(output.contains("this value would nest more than 200 levels deep"))
    #expect(output.hasSuffix("freed\n"))
  }

  @Test(arguments: [
    "var d: [String: Any] = [:]\nfor _ in 0..<40 { d = [\"a\": d, \"b\": d] }",
    "var t: Any = 1\nfor _ in 0..<40 { t = (t, t) }",
    "indirect enum T { case leaf; case node(T, T) }\nvar t = T.leaf\n"
      + "for _ in 0..<40 { t = .node(t, t) }",
    "var s: Any = 1\nfor _ in 0..<40 { s = [s, s] }",
  ])
  func aValueWithSharedPartsCountsEachPartAsOftenAsItHoldsIt(build: String) {
    var session = makeSession()
    let output = session.submit(build)
    #expect(output.contains("this value would hold more than 1000000 elements"), "\(output)")
    // What was built before the limit is there, and showing it is bounded.
    for look in [":vars", "print(\"\\(d)\")", "d", "[d]"] {
      #expect(session.submit(look).utf8.count < 60_000, "\(look)")
    }
    #expect(session.submit("print(1)") == "1\n")
  }

  @Test(arguments: ["DispatchQueue.main", "DispatchQueue.global()"])
  func workThatQueuesMoreWorkIsStoppedAtTheTurnsLimit(queue: String) {
    var session = makeSession()
    _ = session.submit("var kept = 1")
    let output = session.submit(
      "func go() { \(queue).async { go(); go() } }\nkept = 2\ngo()")
    #expect(
      output.contains(
        "this turn queued more than 10000 pieces of work to run when it ends"), "\(output)")
    #expect(session.submit("print(kept)") == "2\n")
  }

  @Test func warningsShareTheOutputCap() {
    var session = makeSession()
    _ = session.submit(
      "let b = UIAlertController(title: \"B\", message: nil, preferredStyle: .alert)\n"
        + "let a = UIAlertController(title: \"A\", message: nil, preferredStyle: .alert)")
    let output = session.submit(
      "func f() { present(b, animated: true); for _ in 0..<5000 { present(a, animated: true) } }"
        + "\nf()")
    let warnings = output.components(separatedBy: "while a presentation is in progress").count - 1
    #expect(warnings > 100 && warnings < 200, "\(warnings)")
    #expect(output.contains("more characters of output)"))
  }

  @Test func elseOnTheLineAfterTheBraceContinuesTheIf() {
    let swift = Self.run(
      "let x = 2\nif x == 1 {\n  print(\"one\")\n}\nelse if x == 2 {\n  print(\"two\")\n}\nelse {\n  print(\"other\")\n}\nprint(\"end\")"
    )
    #expect(swift == "x: Int = 2\ntwo\nend\n")
    let objectiveC = Self.run(
      "int x = 3;\nif (x == 1) {\n  NSLog(@\"one\");\n}\nelse {\n  NSLog(@\"other\");\n}",
      objectiveC: true)
    #expect(objectiveC.contains("] other"), "\(objectiveC)")
    #expect(!objectiveC.contains("error"))
  }

  @Test func aBlockVariableStaysSharedInTheNextStatement() {
    var session = makeSession()
    _ = session.submit(":objc")
    _ = session.submit("__block int n = 0;")
    let block = session.submit("void (^inc)(void) = ^{ n += 1; };")
    #expect(!block.contains("error"), "\(block)")
    _ = session.submit("inc();")
    #expect(session.submit("NSLog(@\"%d\", n);").contains("] 1"))
  }

  @Test func programOutputThatLooksLikeAPromptReplaysAsOutput() {
    let transcript = """
      ```alertlab
      alertlab> print("alertlab> let x = 42")
      \\alertlab> let x = 42
      alertlab> print("...> y\\n\\\\alertlab> z")
      \\...> y
      \\\\alertlab> z
      ```

      """
    let result = TranscriptReplay.run(
      transcript, path: "t.md", base: Session.Options(ascii: true))
    #expect(result.passed, "\(result.mismatches)")
    // Blessed, it is written as it was.
    #expect(result.blessed == transcript)
  }
}
