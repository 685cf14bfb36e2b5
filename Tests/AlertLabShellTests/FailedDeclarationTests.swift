import AlertLabKit
import Testing

@testable import AlertLabShell

/// A declaration that fails in a script or a pasted block is its only error: the uses of the
/// name further down are not reported again as "cannot find 'NAME' in scope", as swiftc
/// reports only the declaration's error (checked against `swiftc -typecheck` of each input).
@Suite struct FailedDeclarationTests {
  @Test func aScriptReportsTheFailedDeclarationOnly() {
    var session = makeSession()
    var output = ""
    let script = """
      let a = 1
      let b = a.frobnicate()
      print(b)
      func f() -> Int { return b + 1 }
      print(f())
      print("after")
      """
    let status = ScriptRunner.run(script, fileName: "s.swift", session: &session) {
      output += $0
    }
    #expect(output.contains("s.swift:2:11: error: value of type 'Int' has no member 'frobnicate'"))
    #expect(!output.contains("cannot find"))
    #expect(output.hasSuffix("after\n"))
    #expect(status != 0)
  }

  /// A type or a top-level variable declared twice in one script or pasted block is swiftc's
  /// "invalid redeclaration" at the second; the first stays. Lines typed one by one may
  /// declare a name again, as in the Swift REPL.
  @Test func aNameDeclaredTwiceInABlockIsARedeclaration() {
    var session = makeSession()
    var output = ""
    let script = """
      struct Card { let title = "first" }
      let count = 1
      struct Card { let title = "second" }
      var count = 2
      print(Card().title, count)
      """
    let status = ScriptRunner.run(script, fileName: "s.swift", session: &session) {
      output += $0
    }
    #expect(output.contains("s.swift:3:8: error: invalid redeclaration of 'Card'"))
    #expect(output.contains("s.swift:4:5: error: invalid redeclaration of 'count'"))
    #expect(output.hasSuffix("first 1\n"))
    #expect(status != 0)

    // An Objective-C script's declaration is its own, once.
    var objc = makeSession()
    var objcOutput = ""
    let objcScript = """
      // A comment first.
      UIAlertController *sheet = [UIAlertController alertControllerWithTitle:@"T" message:nil preferredStyle:UIAlertControllerStyleAlert];
      NSLog(@"%@", sheet.title);
      """
    _ = ScriptRunner.run(objcScript, fileName: "s.m", session: &objc) { objcOutput += $0 }
    #expect(!objcOutput.contains("redeclaration"))
    #expect(objcOutput.contains("T"))

    var typed = makeSession()
    _ = typed.submit("let count = 1")
    let again = typed.submit("let count = 2")
    #expect(!again.contains("redeclaration"))
    let pasted = typed.submit("struct Pin {}\nstruct Pin {}")
    #expect(pasted.contains("invalid redeclaration of 'Pin'"))
    #expect(pasted.contains("note: 'Pin' previously declared here"))
  }

  @Test func aPastedBlockReportsTheFailedDeclarationOnly() {
    var session = makeSession()
    let output = session.submit(
      """
      let text = "a-b"
      let joined = text.joinedWords()
      print(joined)
      print(text)
      """)
    #expect(output.contains("error: value of type 'String' has no member 'joinedWords'"))
    #expect(!output.contains("cannot find 'joined'"))
    #expect(output.hasSuffix("a-b\n"))
  }

  @Test func aNameNoFailedStatementDeclaresIsStillReported() {
    var session = makeSession()
    let output = session.submit(
      """
      let b = 1.frobnicate()
      print(c)
      """)
    #expect(output.contains("error: value of type 'Int' has no member 'frobnicate'"))
    #expect(output.contains("error: cannot find 'c' in scope"))
  }

  @Test func eachLineTypedAloneIsItsOwnInputAsInTheREPL() {
    var session = makeSession()
    _ = session.submit("let b = 1.frobnicate()")
    #expect(session.submit("print(b)").contains("error: cannot find 'b' in scope"))
  }

  @Test func aTypeRefusedForItsEraIsNotReportedAgainWhereItIsUsed() {
    var session = makeSession(iOS: IOSVersion(16))
    let output = session.submit(
      """
      import SwiftUI
      @Observable class Trash { var confirming = false }
      let trash = Trash()
      print(trash.confirming)
      """)
    #expect(output.contains("error: 'Observable()' is only available in iOS 17.0 or newer"))
    #expect(!output.contains("cannot find 'Trash'"))
    #expect(!output.contains("cannot find 'trash'"))
  }
}

/// A type or initializer of Foundation, Dispatch or the standard library that AlertLab does
/// not simulate is said to be so, never "cannot find 'NAME' in scope", which swiftc would
/// not say of it.
@Suite struct UnsimulatedFoundationTests {
  @Test(arguments: [
    "JSONEncoder()", "JSONDecoder.self", "NSUUID()", "NSNumber(value: 3)", "Calendar.current",
    "DispatchGroup()", "DispatchSemaphore(value: 1)", "Mirror(reflecting: 1)",
  ])
  func aRealTypeIsNotSimulatedRatherThanUnknown(_ expression: String) {
    var session = makeSession()
    let output = session.submit("let value = " + expression)
    let name = String(expression.prefix { $0.isLetter })
    #expect(
      output.contains("error: AlertLab does not simulate `\(name)`; nothing ran"), "\(output)")
    #expect(!output.contains("cannot find"))
  }

  @Test func foundationsStringInitializersAreNotSimulatedRatherThanMisread() {
    var session = makeSession()
    let output = session.submit("let text = String(data: [UInt8](), encoding: .utf8)")
    #expect(output.contains("AlertLab does not simulate `String(data:encoding:)`; nothing ran"))
    #expect(!output.contains("takes one argument"))
    #expect(session.submit("print(String(describing: 5), String(7))").contains("5 7"))
  }

  /// What `alertlab run` prints for `script`, and its exit status.
  static func run(_ script: String, fileName: String = "s.swift") -> (String, Int32) {
    var session = makeSession()
    var output = ""
    let status = ScriptRunner.run(script, fileName: fileName, session: &session) { output += $0 }
    return (output, status)
  }

  @Test func aReturnInTopLevelCodeIsRefusedBeforeItsStatementRuns() {
    let (output, status) = Self.run(
      """
      let value: Int? = nil
      guard let v = value else {
        print("no value")
        return
      }
      print(v)
      for i in 0..<3 { if i == 1 { return } }
      let f = { () -> Int in return 3 }
      print(f())
      """)
    #expect(output.contains("s.swift:4:3: error: return invalid outside of a func"))
    #expect(output.contains("s.swift:7:30: error: return invalid outside of a func"))
    #expect(!output.contains("no value"))
    // The names the refused guard binds are not reported again where they are used.
    #expect(!output.contains("cannot find"))
    #expect(output.hasSuffix("3\n"))
    #expect(status != 0)
  }

  @Test func wrongLabelsAreWordedAndPlacedAsSwiftcDoes() {
    let (output, _) = Self.run(
      """
      func greet(_ name: String) { print(name) }
      func pair(_ a: Int, _ b: Int) {}
      func two(x: Int, y: Int) {}
      greet(name: "A")
      pair(a: 1, b: 2)
      two(1, 2)
      two(x: 1, z: 2)
      pair(1, b: 2)
      """, fileName: "l.swift")
    let errors = output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(
      errors == [
        "l.swift:4:6: error: extraneous argument label 'name:' in call",
        "l.swift:5:5: error: extraneous argument labels 'a:b:' in call",
        "l.swift:6:4: error: missing argument labels 'x:y:' in call",
        "l.swift:7:4: error: incorrect argument label in call (have 'x:z:', expected 'x:y:')",
        "l.swift:8:5: error: extraneous argument label 'b:' in call",
      ])
  }
}
