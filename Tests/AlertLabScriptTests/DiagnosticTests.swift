import Testing

@testable import AlertLabScript

@Suite struct DiagnosticSyntaxErrorTests {
  @Test func missingClosingParenthesis() {
    expectDiagnostic("alert.addAction(ok1️⃣", "expected ')' in expression list")
    expectDiagnostic("f(a, b1️⃣\nlet x = 1", "expected ')' in expression list")
    expectDiagnostic("let a = [1, 21️⃣", "expected ']' in container literal expression")
  }

  @Test func theNoteShowsTheOpeningBracket() {
    let diagnostics = Parser.parse("alert.addAction(ok").diagnostics
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.notes.map(\.message) == ["to match this opening '('"])
    #expect(diagnostics.first?.notes.first?.range.start.column == 16)
    #expect(diagnostics.first?.notes.first?.severity == .note)
  }

  @Test func missingComma() {
    expectDiagnostic(#"UIAlertAction(title: "OK"1️⃣ style: .default)"#, "expected ',' separator")
  }

  @Test func missingBraces() {
    expectDiagnostic("if x {\n  f()1️⃣", "expected '}' at end of brace statement")
    expectDiagnostic("if x 1️⃣f()", "expected '{' after 'if' condition")
    expectDiagnostic("alert.addTextField { tf in1️⃣", "expected '}' at end of closure")
    expectDiagnostic("class A {\n  var x = 11️⃣", "expected '}' in class")
    expectDiagnostic("1️⃣}", "extraneous '}' at top level")
    expectDiagnostic("f()1️⃣)", "unexpected ')' without a matching '('")
  }

  @Test func consecutiveStatements() {
    expectDiagnostic(
      "let a = 11️⃣ let b = 2", "consecutive statements on a line must be separated by ';'")
    expectDiagnostic("a = b1️⃣ c", "consecutive statements on a line must be separated by ';'")
  }

  @Test func expectedValues() {
    expectDiagnostic("let x =1️⃣", "expected initial value after '='")
    expectDiagnostic("let 1️⃣= 5", "expected a name after 'let'")
    expectDiagnostic("func1️⃣", "expected identifier in function declaration")
    expectDiagnostic("class 1️⃣{", "expected identifier in class declaration")
    expectDiagnostic("x = a +1️⃣", "expected expression after operator")
    expectDiagnostic("guard let a = b 1️⃣{ }", "expected 'else' after 'guard' condition")
    expectDiagnostic("alert.1️⃣", "expected member name following '.'")
    expectDiagnostic("let 1️⃣x", "type annotation missing in pattern; write 'x: Type' or 'x = value'")
  }

  @Test func stringsAndCharacters() {
    expectDiagnostic("let s = 1️⃣\"abc", "unterminated string literal")
    expectDiagnostic("let s = \"a \\(b1️⃣\"", "expected ')' to end string interpolation")
    expectDiagnostic("let s = 1️⃣\"\"\"\nabc", "unterminated multi-line string literal")
    expectDiagnostic("let s = 1️⃣“OK”", "unicode curly quote found, replace with '\"'")
    expectDiagnostic("let a = 1 1️⃣‐ 2", "invalid character in source file")
    expectDiagnostic("f1️⃣（x)", "invalid character '（' in source file; did you mean '('?")
    expectDiagnostic(#"let s = "1️⃣\q""#, "invalid escape sequence in literal")
  }

  @Test func operatorMistakes() {
    expectDiagnostic("if x 1️⃣= 5 { }", "use of '=' in a boolean context, did you mean '=='?")
    expectDiagnostic("x1️⃣++", "'++' was removed in Swift 3; write 'x += 1'")
    expectDiagnostic("let a = b 1️⃣<> c", "cannot find operator '<>' in scope")
    expectDiagnostic(
      "let a = b == c 1️⃣== d",
      "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'; add parentheses"
    )
    expectDiagnostic("if x!1️⃣= nil { }", "'=' must have consistent whitespace on both sides")
  }

  @Test func severalErrorsInOneInput() {
    let input = MarkedSource(
      """
      let a = (11️⃣
      let b = 2
      2️⃣associatedtype Item
      let c = 3️⃣]
      """)
    let diagnostics = Parser.parse(input.source).diagnostics
    #expect(
      diagnostics.map(\.message) == [
        "expected ')' in expression list",
        "AlertLab does not simulate 'associatedtype'; write the type itself",
        "expected initial value after '='",
      ])
    let positions = ["1️⃣", "2️⃣", "3️⃣"].compactMap { input.positions[Character($0)] }
    #expect(diagnostics.map(\.range.start.line) == positions.map(\.line))
    #expect(diagnostics.map(\.range.start.column) == positions.map(\.column))
  }
}

@Suite struct DiagnosticUnsupportedSwiftTests {
  @Test func loopsAndSwitchParse() {
    for source in [
      "for action in alert.actions { print(action) }", "while true { break }",
      "repeat { } while x", "outer: for i in 0..<3 where i > 0 { continue outer }",
      "switch style { case .alert: break\ndefault: fallthrough }", "struct Point { var x = 0 }",
      "private enum Kind { case a, b = 2 }",
    ] {
      #expect(!Parser.parse(source).hasErrors, "\(source)")
    }
    expectDiagnostic(
      "1️⃣case 1: print(1)", "'case' label can only appear inside a 'switch' statement")
    expectDiagnostic(
      "switch x { 1️⃣case 1: }",
      "'case' label in a 'switch' must have at least one executable statement")
  }

  @Test func protocolsErrorsDictionariesAndInoutParse() {
    for source in [
      "protocol Greeter { func greet() -> String; var name: String { get } }",
      "do { try save() } catch MyError.bad { } catch let e as MyError { } catch { }",
      "let data = try? load()", "func load() throws -> Int { throw E.x }", "defer { close() }",
      "func bump(_ x: inout Int) { }", "swap(&a, &b)", "let d = [\"a\": 1]",
      "let e: [String: Int] = [:]",
      "if case .failed(let m) = r { }", "let (a, b) = pair", "typealias Handler = () -> Void",
      "xs.sorted(by: <)", "func first<T: Equatable>(_ items: [T]) -> T? where T: Hashable { nil }",
      "struct Stack<Element> { var items: [Element] = [] }", "let s = Stack<Int>()",
      "func log(_ lines: String...) { }", "let names = items.map(\\.name)",
      "class A {\n  subscript(i: Int) -> Int { get { i } set { } }\n}",
      "infix operator +++: AdditionPrecedence\nfunc +++(a: Int, b: Int) -> Int { a }\nlet x = 1 +++ 2",
      "struct V { static func == (a: V, b: V) -> Bool { true }; static prefix func - (v: V) -> V { v } }",
      "precedencegroup Power { higherThan: MultiplicationPrecedence associativity: right }",
    ] {
      #expect(!Parser.parse(source).hasErrors, "\(source)")
    }
    expectDiagnostic("throw1️⃣", "expected expression in 'throw' statement")
  }

  @Test func genericsErrorsAndConcurrency() {
    expectDiagnostic(
      "1️⃣catch { }",
      "AlertLab does not simulate errors ('do', 'try', 'catch', 'throw'); the UIKit calls it "
        + "simulates do not throw")
    // `async` and `await` parse; `async` before `func` is the compiler's error.
    for source in [
      "let x = await load()", "func load() async throws -> Int { 1 }",
      "let f: () async throws -> Void = { }", "Task { @MainActor in print(1) }",
      "Task { @MainActor [weak self] () async -> Void in }", "async let a = load()",
      "func check(_ v: Int) throws(CheckError) -> Int { v }",
    ] {
      #expect(!Parser.parse(source).hasErrors, "\(source)")
    }
    expectDiagnostic(
      "1️⃣async func load() { }", "'async' must be written after the parameter list of a function")
  }

  @Test func declarationsNotSimulated() {
    expectDiagnostic(
      "let d = 1️⃣[1, \"a\": 1]",
      "AlertLab does not simulate dictionaries; the UIKit calls it simulates take no dictionary "
        + "arguments")
  }

  @Test func aStatementAfterAnUnsupportedOneStillParses() {
    let result = Parser.parse("associatedtype Item\nlet y = 5")
    #expect(result.diagnostics.count == 1)
    #expect(ASTDump.dump(result.statements) == "let y\n└─ integer 5")
  }
}

@Suite struct DiagnosticObjectiveCTests {
  @Test func messageSendsShowTheSwift() {
    expectDiagnostic(
      "1️⃣[self presentViewController:alertController animated:YES completion:nil];",
      "this is Objective-C; in Swift write "
        + "'self.presentViewController(alertController, animated: true, completion: nil)'")
    expectDiagnostic(
      "1️⃣[alertController addAction:cancelAction];",
      "this is Objective-C; in Swift write 'alertController.addAction(cancelAction)'")
    expectDiagnostic(
      "1️⃣[alertview show];", "this is Objective-C; in Swift write 'alertview.show()'")
    expectDiagnostic(
      "1️⃣[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(alertTextFieldDidChange:) name:UITextFieldTextDidChangeNotification object:textField];",
      "this is Objective-C; in Swift write 'NSNotificationCenter.defaultCenter().addObserver("
        + "self, selector: #selector(alertTextFieldDidChange(_:)), name: "
        + "UITextFieldTextDidChangeNotification, object: textField)'")
  }

  @Test func declarationsShowTheSwift() {
    expectDiagnostic(
      "1️⃣UIAlertAction *okAction = [UIAlertAction actionWithTitle:@\"好的\" style:UIAlertActionStyleDefault handler:nil];",
      "this is an Objective-C declaration; in Swift write "
        + "'let okAction = UIAlertAction(title: \"好的\", style: .default, handler: nil)'")
    expectDiagnostic(
      "1️⃣UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@\"标题\" message:@\"这个是UIAlertController的默认样式\" preferredStyle:UIAlertControllerStyleAlert];",
      "this is an Objective-C declaration; in Swift write 'let alertController = "
        + "UIAlertController(title: \"标题\", message: \"这个是UIAlertController的默认样式\", "
        + "preferredStyle: .alert)'")
    expectDiagnostic(
      "1️⃣UITextField *login = alertController.textFields.firstObject;",
      "this is an Objective-C declaration; in Swift write "
        + "'let login = alertController.textFields.firstObject'")
    expectDiagnostic(
      "1️⃣UIEdgeInsets bgCapInsets = UIEdgeInsetsMake(12, 12, 12, 12);",
      "this is an Objective-C declaration; in Swift write "
        + "'let bgCapInsets = UIEdgeInsetsMake(12, 12, 12, 12)'")
  }

  @Test func allocInitBecomesAnInitializer() {
    expectDiagnostic(
      "self.cuesPopover = 1️⃣[[UIPopoverController alloc] initWithContentViewController:_cuesPopoverViewController];",
      "this is Objective-C; in Swift write "
        + "'UIPopoverController(contentViewController: _cuesPopoverViewController)'")
  }

  @Test func stringLiteralsAndOtherObjectiveC() {
    expectDiagnostic(
      "NSLog(1️⃣@\"Error: Popover was nil\")",
      "'@\"...\"' is an Objective-C string literal; in Swift drop the '@'")
    expectDiagnostic(
      "1️⃣#import <UIKit/UIKit.h>", "'#import' is Objective-C; in Swift write 'import UIKit'")
    expectDiagnostic(
      "1️⃣@interface MBPopoverBackgroundView : UIPopoverBackgroundView",
      "'@interface' is Objective-C; in Swift write 'class Name: Superclass { ... }'")
    expectDiagnostic(
      "1️⃣- (void)alertTextFieldDidChange:(NSNotification *)notification {",
      "this is an Objective-C method definition; in Swift write "
        + "'func name(_ parameter: Type) { ... }'")
    expectDiagnostic(
      "let a = 1️⃣(UIAlertController *)self.presentedViewController",
      "'(UIAlertController *)' is an Objective-C cast; in Swift write "
        + "'value as? UIAlertController'")
    expectDiagnostic(
      "1️⃣[alert addAction:[UIAlertAction actionWithTitle:@\"OK\" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) { }]];",
      "this is Objective-C message syntax with a block ('^'); in Swift write "
        + "'receiver.message(argument) { parameters in ... }'")
    expectDiagnostic(
      "let handler = 1️⃣^(UIAlertAction *action) { }",
      "this is an Objective-C block; in Swift write a closure: { (parameters) in ... }")
  }

  @Test func theObjectiveCStringIsStillParsedAsAString() {
    let result = Parser.parse("NSLog(@\"Error\")")
    #expect(result.diagnostics.count == 1)
    #expect(
      ASTDump.dump(result.statements) == """
        call
        ├─ identifier NSLog
        └─ arg string "Error"
        """)
  }
}

@Suite struct DiagnosticLimitTests {
  @Test func inputTooLarge() {
    let source = String(repeating: "a", count: 1_048_577)
    let diagnostics = Parser.parse(source).diagnostics
    #expect(
      diagnostics.map(\.message) == ["input is too large (1,048,577 bytes; the limit is 1,048,576)"]
    )
    #expect(!Parser.parse(String(repeating: "a", count: 1_048_576)).hasErrors)
  }

  @Test func nestingTooDeep() {
    let deep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
    let diagnostics = Parser.parse(deep).diagnostics
    #expect(
      diagnostics.map(\.message) == ["expression is nested too deeply (more than 256 levels)"])
    #expect(diagnostics.first?.range.start.column == 257)
    let limit = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(!Parser.parse(limit).hasErrors)
  }
}
