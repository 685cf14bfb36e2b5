import AlertLabKit
import Testing

@testable import AlertLabShell

/// Bodies are type-checked when they are declared, as Swift's compiler does: a closure's, a
/// function's, a method's, an initializer's and an accessor's errors are reported then, with
/// the line inside the body and a caret, and nothing of the declaring statement happens.
@Suite struct DeclarationCheckTests {
  let alertLine =
    "let alert = UIAlertController(title: \"Name\", message: nil, preferredStyle: .alert)"

  func session(_ lines: [String]) -> Session {
    var session = makeSession()
    for line in lines { _ = session.submit(line) }
    return session
  }

  @Test func anOptionalInAHandlerIsRefusedWhenTheHandlerIsTyped() {
    var session = session([
      alertLine, "alert.addTextField { field in field.placeholder = \"Name\" }",
    ])
    let output = session.submit(
      "let ok = UIAlertAction(title: \"OK\", style: .default) { _ in\n"
        + "    let name: String = alert.textFields?.first?.text\n    print(name)\n}")
    #expect(
      output == """
        input:2:24: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
            let name: String = alert.textFields?.first?.text
                               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        input:2:53: note: coalesce using '??' to provide a default when the optional value contains 'nil'
            let name: String = alert.textFields?.first?.text
                                                            ^
                                                             ?? <#default value#>
        input:2:53: note: force-unwrap using '!' to abort execution if the optional value contains 'nil'
            let name: String = alert.textFields?.first?.text
                                                            ^
                                                            !

        """)
    // Nothing of the statement happened: no `ok`, no action made.
    #expect(session.submit("print(ok)").contains("cannot find 'ok' in scope"))
    #expect(session.world.actions.isEmpty)
    #expect(session.hadFailure)
  }

  @Test func theFixedHandlerRunsWhenTapped() {
    var session = session([alertLine, "alert.addTextField { field in field.text = \"Bob\" }"])
    let output = session.submit(
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in\n"
        + "    let name: String = alert.textFields?.first?.text ?? \"\"\n    print(name)\n})")
    #expect(!output.contains("error"))
    _ = session.submit("present(alert, animated: true)")
    #expect(session.submit(":tap \"OK\"").hasPrefix("Bob\n"))
  }

  @Test func unknownNamesSuggestParametersLocalsAndGlobals() {
    var session = session(["var greeting = \"hi\""])
    let parameter = session.submit("func greet(message: String) {\n  print(mesage)\n}")
    #expect(parameter.contains("input:2:9: error: cannot find 'mesage' in scope"))
    #expect(parameter.contains("note: did you mean 'message'?"))
    let global = session.submit("func hello() { print(greting) }")
    #expect(global.contains("cannot find 'greting' in scope"))
    #expect(global.contains("did you mean 'greeting'?"))
    let local = session.submit(
      "func count() {\n  let total = 2\n  print(totl)\n}")
    #expect(local.contains("did you mean 'total'?"))
    // The refused functions were not declared.
    #expect(session.submit("greet(message: \"x\")").contains("cannot find 'greet' in scope"))
  }

  @Test func aMemberOfSelfIsSuggestedInsideAClass() {
    var session = makeSession()
    let output = session.submit(
      "class Counter {\n  var total = 0\n  func bump() {\n    totl += 1\n  }\n}")
    #expect(output.contains("input:4:5: error: cannot find 'totl' in scope"))
    #expect(output.contains("did you mean 'total'?"))
  }

  @Test func unknownUIKitMembersAreTyposOnlyWhenANearOneExists() {
    var session = session([alertLine])
    let typo = session.submit(
      "func addOK() {\n  alert.addActoin(UIAlertAction(title: \"OK\", style: .default))\n}")
    #expect(
      typo.contains(":9: error: value of type 'UIAlertController' has no member 'addActoin'"))
    #expect(typo.contains("did you mean 'addAction(_:)'?"))
    // A member AlertLab does not simulate is not called non-existent when declared.
    let unsimulated = session.submit("func tint() { alert.view.semanticContentAttributeX = 1 }")
    #expect(!unsimulated.contains("error"))
  }

  @Test func wrongLabelsOptionalsLetsAndStrings() {
    var session = session([alertLine, "var maybe: UIAlertController?", "let limit = 3"])
    let labels = session.submit(
      "func addOK() {\n  alert.addAction(action: UIAlertAction(title: \"OK\", style: .default))\n}")
    #expect(
      labels.contains("error: extraneous argument label 'action:' in call"))
    let optional = session.submit(
      "func addTo() {\n  maybe.addAction(UIAlertAction(title: \"OK\", style: .default))\n}")
    #expect(
      optional.contains(
        ":3: error: value of optional type 'UIAlertController?' must be unwrapped to refer "
          + "to member 'addAction' of wrapped base type 'UIAlertController'"))
    let constant = session.submit(
      "let raise = UIAlertAction(title: \"+\", style: .default) { _ in limit = 4 }")
    #expect(constant.contains("error: cannot assign to value: 'limit' is a 'let' constant"))
    #expect(constant.contains("note: change 'let' to 'var' to make it mutable"))
    let parameter = session.submit("func set(_ value: Int) { value = 2 }")
    #expect(parameter.contains("cannot assign to value: 'value' is a 'let' constant"))
    #expect(!parameter.contains("change 'let' to 'var'"))
    let string = session.submit("func parse() {\n  let n: Int = \"5\"\n}")
    #expect(
      string.contains(":16: error: cannot convert value of type 'String' to specified type 'Int'"))
    let argument = session.submit("func number(_ n: Int) {}\nfunc call() { number(\"1\") }")
    #expect(
      argument.contains(
        "error: cannot convert value of type 'String' to expected argument type 'Int'"))
    let getOnly = session.submit("func clear() { alert.actions = [] }")
    #expect(getOnly.contains("cannot assign to property: 'actions' is a get-only property"))
  }

  @Test func aLocalUsedBeforeItsDeclaration() {
    var session = makeSession()
    let output = session.submit("func f() {\n  print(x)\n  let x = 1\n}")
    #expect(output.contains("input:2:9: error: use of local variable 'x' before its declaration"))
    #expect(output.contains("input:3:7: note: 'x' declared here"))
  }

  @Test func codeTheCompilerAcceptsIsAccepted() {
    var session = session([alertLine])
    let accepted = [
      // A `let` set once later, on every path.
      "func title(_ flag: Bool) -> String {\n  let text: String\n  if flag { text = \"a\" } else { text = \"b\" }\n  return text\n}",
      // `[weak self]` and `guard let self`, an implicitly unwrapped parameter (Swift 1).
      "alert.addAction(UIAlertAction(title: \"A\", style: .default) { [weak self] _ in\n  guard let self = self else { return }\n  self.dismiss(animated: true)\n})",
      "alert.addAction(UIAlertAction(title: \"B\", style: .default, handler: { (action: UIAlertAction!) in\n  print(action.title ?? \"\")\n}))",
      // Frameworks and C functions AlertLab does not simulate: the interpreter names them.
      "func later() { dispatch_async(dispatch_get_main_queue(), { print(1) }) }",
      "func screen() { print(UIScreen.main) }",
      // Names declared by `if let`, `for`, `switch`, closures' `$0`.
      "func walk(_ items: [String]) {\n  for item in items where !item.isEmpty { print(item.count) }\n  if let first = items.first { print(first) }\n  _ = items.map { $0.count }\n}",
      // A top-level function and UIViewController's members are methods of self.
      "func present2() {\n  present(alert, animated: true)\n  print(view, title ?? \"\")\n}",
    ]
    for code in accepted {
      let output = session.submit(code)
      #expect(!output.contains("error"), "\(code)\n\(output)")
    }
  }
}

/// A run-time error inside a handler names the handler, its line with a caret, and says what
/// the gesture did: nothing of it is kept.
@Suite struct HandlerFailureTests {
  @Test func aTrapInAHandlerShowsItsLineAndUndoesTheTap() {
    var session = makeSession()
    _ = session.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)")
    _ = session.submit(
      "alert.addAction(UIAlertAction(title: \"Crash\", style: .default) { _ in\n"
        + "  let x: String? = nil\n  print(\"before\")\n  print(x!)\n})")
    _ = session.submit("present(alert, animated: true)")
    let output = session.submit(":tap \"Crash\"")
    #expect(output.hasPrefix("before\ninput:4: Fatal error: Unexpectedly found nil"))
    #expect(
      output.contains(
        "input:4:9: note: the handler of action \"Crash\" stopped here\n  print(x!)\n        ^~\n"))
    #expect(
      output.contains(
        ":tap \"Crash\" is undone: the handler of action \"Crash\" stopped at line 4, and the app "
          + "is as it was before the gesture"))
    // The crash left the world as it was: the alert is still on screen.
    #expect(session.world.topPresented != nil)
  }

  @Test func anErrorInAFunctionUIKitCallsNamesTheFunction() {
    var session = makeSession()
    _ = session.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)")
    _ = session.submit("var items = [1]")
    _ = session.submit("func pick(_ action: UIAlertAction) {\n  print(items[3])\n}")
    _ = session.submit(
      "alert.addAction(UIAlertAction(title: \"Pick\", style: .default, handler: pick))")
    _ = session.submit("present(alert, animated: true)")
    let output = session.submit(":tap \"Pick\"")
    #expect(output.contains("Fatal error: Index out of range"))
    #expect(
      output.contains("input:2:9: note: the handler of action \"Pick\" (func 'pick') stopped here"))
  }
}

/// Within one block of input (a paste, a script, a lesson's code), types, extensions and
/// functions declared later are usable earlier; variables are not.
@Suite struct StatementOrderTests {
  @Test func aPasteUsesAFunctionAndAClassDeclaredBelow() {
    var session = makeSession()
    let output = session.submit(
      "greet()\nfunc greet() { print(\"hi\", Helper().name) }\nclass Helper { var name = \"h\" }")
    #expect(output == "hi h\n")
  }

  @Test func aScriptUsesAnExtensionDeclaredBelow() {
    var session = makeSession()
    var output = ""
    let script = """
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addOK()
      print(alert.actions.count)
      extension UIAlertController {
        func addOK() { addAction(UIAlertAction(title: "OK", style: .default)) }
      }
      """
    _ = ScriptRunner.run(script, fileName: "s.swift", session: &session) { output += $0 }
    #expect(output.contains("\n1\n"))
    #expect(!output.contains("error"))
  }

  @Test func anExtensionFurtherDownIsTheTypesFromItsDeclaration() {
    var session = makeSession()
    let output = session.submit(
      """
      struct Time { var hour = 0 }
      print(Time(hour: 7), [Time()])
      var count = 1
      extension Time: CustomStringConvertible { var description: String { "at \\(hour)" } }
      extension Time { func counted() -> Int { count } }
      print(Time().counted())
      """)
    #expect(output == "at 7 [at 0]\ncount: Int = 1\n1\n")
  }

  @Test func aVariableUsedBeforeItsDeclarationIsAnError() {
    var session = makeSession()
    let output = session.submit("print(early)\nlet early = 1")
    #expect(output.contains("input:1:7: error: cannot find 'early' in scope"))
    #expect(output.contains("note: 'early' is declared further down"))
    #expect(output.contains("early: Int = 1"))
  }

  @Test func aRedeclaredFunctionKeepsItsOrder() {
    var session = makeSession()
    let output = session.submit(
      "func f() { print(1) }\nf()\nfunc f() { print(2) }\nf()")
    #expect(output == "1\n2\n")
  }
}
