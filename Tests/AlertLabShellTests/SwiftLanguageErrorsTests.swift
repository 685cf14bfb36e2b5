import Testing

@testable import AlertLabShell

/// The learner's errors, enums with associated values, protocols and nested functions, typed
/// into a session.
@Suite struct SwiftLanguageErrorsTests {
  func run(_ lines: [String]) -> String {
    var session = makeSession()
    return lines.map { session.submit($0) }.joined()
  }

  static let errorType =
    "enum LoginError: Error {\n  case missingName\n  case weakPassword(minimum: Int)\n}"

  static let login =
    "func check(_ name: String, _ password: String) throws -> String {\n"
    + "  guard !name.isEmpty else { throw LoginError.missingName }\n"
    + "  if password.count < 4 { throw LoginError.weakPassword(minimum: 4) }\n"
    + "  return name\n}"

  @Test func doCatchWithPatternsCastsAndTheImplicitError() {
    let output = run([
      Self.errorType, Self.login,
      "do {\n  _ = try check(\"\", \"x\")\n} catch LoginError.missingName {\n  print(\"no name\")\n}",
      "do {\n  _ = try check(\"bob\", \"1\")\n} catch LoginError.weakPassword(let minimum) {\n"
        + "  print(\"needs\", minimum)\n} catch {\n  print(\"other\")\n}",
      "do {\n  _ = try check(\"bob\", \"1\")\n} catch let e as LoginError {\n  print(\"got\", e)\n}",
      "do {\n  _ = try check(\"\", \"\")\n} catch is LoginError {\n  print(\"is\")\n}",
      "do {\n  print(try check(\"bob\", \"1234\"))\n} catch {\n  print(error)\n}",
    ])
    #expect(output.contains("no name\nneeds 4\ngot weakPassword(minimum: 4)\nis\nbob\n"))
  }

  @Test func tryOptionalTryForcedAndUncaughtErrors() {
    let output = run([
      Self.errorType, Self.login, "print(try? check(\"\", \"\"), try? check(\"al\", \"1234\"))",
      "print(try! check(\"al\", \"1234\"))",
    ])
    #expect(output.contains("nil Optional(\"al\")\nal\n"))
    #expect(
      run([Self.errorType, Self.login, "try! check(\"\", \"\")"]).contains(
        "Fatal error: 'try!' expression unexpectedly raised an error: main.LoginError.missingName"))
    #expect(
      run([Self.errorType, Self.login, "try check(\"a\", \"b\")"]).contains(
        "Fatal error: Error raised at top level: main.LoginError.weakPassword(minimum: 4)"))
    #expect(
      run(["throw 3"]).contains("thrown expression type 'Int' does not conform to 'Error'"))
  }

  @Test func localizedErrorAndDefer() {
    let output = run([
      "struct Failure: LocalizedError {\n  let reason: String\n"
        + "  var errorDescription: String? { return \"Failed: \" + reason }\n}",
      "enum Plain: Error { case one, two }",
      "func risky() throws {\n  defer { print(\"cleanup\") }\n  print(\"start\")\n"
        + "  throw Failure(reason: \"disk\")\n}",
      "do {\n  try risky()\n} catch {\n  print(error.localizedDescription)\n}",
      "print(Plain.two.localizedDescription)",
    ])
    #expect(output.contains("start\ncleanup\nFailed: disk\n"))
    #expect(output.contains("The operation couldn’t be completed. (main.Plain error 1.)\n"))
  }

  @Test func enumAssociatedValuesIfCaseGuardCaseAndAllCases() {
    let output = run([
      "enum Outcome {\n  case ok\n  case failed(String)\n  var isFailure: Bool {\n"
        + "    if case .failed = self { return true }\n    return false\n  }\n}",
      "let r = Outcome.failed(\"boom\")",
      "switch r {\ncase .ok: print(\"ok\")\ncase .failed(let message): print(message)\n}",
      "if case .failed(let m) = r { print(\"if\", m) }",
      "func show(_ o: Outcome) {\n  guard case .failed(let m) = o else { print(\"fine\"); return }\n"
        + "  print(\"guard\", m)\n}",
      "show(r)", "show(.ok)", "print(r.isFailure, Outcome.ok.isFailure)",
      "enum Size: String, CaseIterable { case small, large }",
      "print(Size.allCases.map { $0.rawValue })",
    ])
    #expect(output.contains("r: Outcome = failed(\"boom\")\n"))
    #expect(output.contains("boom\nif boom\n"))
    #expect(output.contains("guard boom\nfine\ntrue false\n[\"small\", \"large\"]\n"))
  }

  @Test func protocolsWithDefaultImplementationsAndCasts() {
    let output = run([
      "protocol Named {\n  var name: String { get }\n  func greet() -> String\n}",
      "extension Named {\n  func greet() -> String { return \"hi \" + name }\n}",
      "struct Person: Named { let name: String }",
      "class Robot: Named {\n  var name = \"R2\"\n  func greet() -> String { return \"beep\" }\n}",
      "let all: [Named] = [Person(name: \"Ann\"), Robot()]",
      "for item in all { print(item.greet()) }",
      "let any: Any = Robot()", "print(any is Named, (any as? Named)?.name ?? \"-\", 3 is Named)",
    ])
    #expect(output.contains("hi Ann\nbeep\n"))
    #expect(output.contains("true R2 false\n"))
  }

  @Test func nestedFunctionsCaptureTheirSurroundings() {
    let output = run([
      "func counter() -> Int {\n  var count = 0\n  func bump() { count += 1 }\n  bump()\n"
        + "  bump()\n  return count\n}", "print(counter())",
    ])
    #expect(output.contains("2\n"))
  }
}

extension SwiftLanguageErrorsTests {
  @Test func inoutParametersWriteBackThroughAmpersand() {
    let output = run([
      "func swapValues(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }",
      "var x = 1", "var y = 2", "swapValues(&x, &y)", "print(x, y)",
      "func drop(_ items: inout [String], at index: Int) { items.remove(at: index) }",
      "var files = [\"a\", \"b\", \"c\"]", "drop(&files, at: 1)", "print(files)",
    ])
    #expect(output.contains("2 1\n"))
    #expect(output.hasSuffix("[\"a\", \"c\"]\n"))
  }

  @Test func propertyObserversOnClassesAndGlobals() {
    let output = run([
      "class Settings {\n  var size = 0 {\n    willSet { print(\"will\", newValue) }\n"
        + "    didSet { print(\"did\", oldValue, size) }\n  }\n}",
      "let s = Settings()", "s.size = 3",
      "var score = 1 {\n  didSet { print(\"score\", oldValue, \"->\", score) }\n}", "score = 5",
      "struct Counter { static var count = 0 }", "Counter.count += 2", "print(Counter.count)",
    ])
    #expect(output.contains("will 3\ndid 0 3\n"))
    #expect(output.contains("score 1 -> 5\n"))
    #expect(output.contains("2\n"))
  }

  @Test func overridesAreCheckedAsTheCompilerDoes() {
    #expect(
      run(["class A { func f() {} }", "class B: A { override func g() {} }"]).contains(
        "error: method does not override any method from its superclass"))
    #expect(
      run(["class A { func f() {} }", "class B: A { func f() {} }"]).contains(
        "error: overriding declaration requires an 'override' keyword"))
    #expect(
      !run(["class A { func f() {} }", "class B: A { override func f() {} }"]).contains("error"))
  }

  /// Foundation's `NSError`, declared on first use: its description and localized
  /// description as iOS's Foundation gives them, thrown and caught, bridged from a Swift error
  /// with `as NSError`, and shown in an alert.
  @Test func nsErrorsAreMadeThrownBridgedAndShown() {
    var session = makeSession()
    _ = session.submit(
      """
      let missing = NSError(domain: "Shop", code: 404, userInfo: [NSLocalizedDescriptionKey: "No shops nearby."])
      let plain = NSError(domain: "Shop", code: 7, userInfo: ["reason": "closed"])
      enum Checkout: Error { case empty, declined }
      """)
    #expect(
      session.submit("print(missing.localizedDescription, missing.domain, missing.code)")
        .hasSuffix("No shops nearby. Shop 404\n"))
    #expect(
      session.submit("print(missing)").hasSuffix(
        "Error Domain=Shop Code=404 \"No shops nearby.\" UserInfo={NSLocalizedDescription=No shops nearby.}\n"
      ))
    #expect(
      session.submit("print(plain.localizedDescription)").hasSuffix(
        "The operation couldn’t be completed. (Shop error 7.)\n"))
    #expect(
      session.submit("print(NSError(domain: \"Shop\", code: 1))").hasSuffix(
        "Error Domain=Shop Code=1 \"(null)\"\n"))
    #expect(
      session.submit(
        "do { throw plain } catch { print((error as NSError).code, error.localizedDescription) }"
      ).hasSuffix("7 The operation couldn’t be completed. (Shop error 7.)\n"))
    #expect(
      session.submit(
        "let bridged = Checkout.declined as NSError\nprint(bridged.domain, bridged.code)"
      )
      .hasSuffix("main.Checkout 1\n"))
    let shown = session.submit(
      """
      let alert = UIAlertController(title: "Error", message: missing.localizedDescription, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
      """)
    #expect(!shown.contains("error:"))
    #expect(session.submit(":describe").contains("Message: No shops nearby."))
  }
}
