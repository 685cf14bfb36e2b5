import AlertLabKit
import Synchronization
import Testing

@testable import AlertLabScript

/// The declaration checker's shortcuts (answers remembered across statements, bodies with no
/// uninitialized name left out of the definite-initialization walk, a catalog property looked
/// up once on assignment) give the diagnostics the full work gives.
@Suite struct DeclarationCheckerMemoTests {
  /// Statements whose bodies the checker looks into, most of them with an error in a spot one
  /// of the shortcuts decides: a closure parameter typed from the catalog, a member of an
  /// array, the initializer a call's labels pick, a type's name, a property assigned.
  static let statements = [
    "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
    "alert.addTextField { field in field.placeholder = \"Name\" }",
    "class Box { var count = 0 }",
    // Closure parameters typed from `((UIAlertAction) -> Void)?`.
    "let a = UIAlertAction(title: \"A\", style: .default) { action in print(action.titel) }",
    "let b = UIAlertAction(title: \"B\", style: .default) { action in let n: Int = action.title }",
    "let c = UIAlertAction(title: \"C\", style: .default) { let s: String = $0.isEnabled }",
    "alert.addTextField { field in let t: String = field.text }",
    "alert.addTextField(configurationHandler: { (field: UITextField) in field.txt = \"x\" })",
    // Members of arrays and of `self`'s properties.
    "let d = UIAlertAction(title: \"D\", style: .default) { _ in let f = alert.textFields?.first.text }",
    "let e = UIAlertAction(title: \"E\", style: .default) { _ in let n: String = alert.actions.count }",
    "func f1() { let first: UIAlertAction = alert.actions.first }",
    "func f2() { let top: UIViewController = presentedViewController }",
    "func f3() { let v: Int = view }",
    // The initializer a call's labels choose, and its parameters' types.
    "func f4() { let x = UIAlertAction(title: 1, style: .default) }",
    "func f5() { let x = UIAlertAction(title: \"x\", style: .default) { a in let n: Int = a.style } }",
    "func f6() { let x = UIAlertController(title: nil, message: 2, preferredStyle: .alert) }",
    "func f7() { let x = UIAlertController(titel: nil, message: nil, preferredStyle: .alert) }",
    "func f8() { let r = CGRect(x: 0, y: 0, width: \"1\", height: 1) }",
    // Type names: the catalog's, an old spelling, the learner's class, an unknown one.
    "func f9() { let s = UIAlertControllerStyle.Alert; let t: String = s }",
    "func f10() { let b = Box(); b.cont = 1; print(Box.self) }",
    "func f11() { let z = Zebra(); print(zebra) }",
    "func f12() { let q = Box.self; prnt(q) }",
    // Assigning to properties: get-only, settable with a wrong type, settable and right.
    "func f13() { alert.actions = [] }",
    "func f14() { alert.title = 3 }",
    "func f15() { alert.title = \"ok\" }",
    "let g = UIAlertAction(title: \"G\", style: .default) { action in action.isEnabled = \"no\" }",
    // Definite initialization, with the name in each kind of nested block.
    "func g1() { let x: Int\n print(x) }",
    "func g2() { if true { let x: Int\n print(x) } }",
    "func g3() { for _ in 0..<2 { let x: Int\n x = 1\n x = 2 } }",
    "func g4() { switch 1 { case 1: let x: Int\n print(x)\n default: break } }",
    "func g5() { while false { let x: Int\n print(x) } }",
    "func g6() { repeat { let x: Int\n print(x) } while false }",
    "func g7() { guard true else { let x: Int\n print(x)\n return } }",
    "func g8() { do { let x: Int\n print(x) } }",
    "func g9() { let t: String\n if true { t = \"a\" }\n print(t) }",
    "let h = UIAlertAction(title: \"H\", style: .default) { _ in let x: Int\n print(x) }",
    // Fine code: nothing to report.
    "func ok() { let n = alert.actions.count; print(n) }",
    "extension ViewController { func show() { present(alert, animated: true) } }",
  ]

  /// The first error checking each statement finds: with the shortcuts (twice, the second
  /// time from what the first remembered) and without them, after the statements before it.
  static func checkedBothWays() -> [(memoized: Diagnostic?, again: Diagnostic?, plain: Diagnostic?)]
  {
    let interpreter = Interpreter(world: World())
    let parsed = Parser.parse(statements.joined(separator: "\n"))
    interpreter.upcoming = UpcomingDeclarations(parsed.statements)
    var results: [(Diagnostic?, Diagnostic?, Diagnostic?)] = []
    for statement in parsed.statements {
      func check(memoizes: Bool) -> Diagnostic? {
        var checker = DeclarationChecker(
          machine: interpreter, upcoming: interpreter.upcoming, memoizes: memoizes)
        checker.checkStatement(statement)
        return checker.found
      }
      results.append((check(memoizes: true), check(memoizes: true), check(memoizes: false)))
      _ = interpreter.execute(statement)
    }
    return results
  }

  @Test func theShortcutsFindWhatTheFullWorkFinds() {
    let results = Self.checkedBothWays()
    #expect(results.count == Self.statements.count)
    for (index, result) in results.enumerated() {
      #expect(result.memoized == result.plain, "statement \(index)")
      #expect(result.again == result.plain, "statement \(index)")
    }
    // The statements do reach the errors the shortcuts decide.
    let found = results.compactMap { $0.plain?.message }
    #expect(found.count >= 20)
    #expect(found.contains("value of type 'UIAlertAction' has no member 'titel'"))
    #expect(
      found.contains(
        "value of optional type 'String?' must be unwrapped to a value of type 'String'"))
    #expect(found.contains("value of type 'UITextField' has no member 'txt'"))
    #expect(found.contains("cannot convert value of type 'Bool' to specified type 'String'"))
    #expect(
      found.contains("cannot convert value of type 'String' to expected argument type 'CGFloat'"))
    #expect(found.contains("cannot find 'zebra' in scope"))
    #expect(found.contains("cannot assign to property: 'actions' is a get-only property"))
    #expect(found.contains("cannot assign value of type 'String' to type 'Bool'"))
    #expect(found.contains("constant 'x' used before being initialized"))
    #expect(found.contains("immutable value 'x' may only be initialized once"))
    #expect(found.contains("constant 't' used before being initialized"))
  }

  @Test func eachNestedBlockIsWalkedForDefiniteInitialization() {
    let results = Self.checkedBothWays()
    let messages = Self.statements.indices.map { results[$0].memoized?.message }
    for (index, statement) in Self.statements.enumerated()
    where statement.hasPrefix("func g") || statement.hasPrefix("let h") {
      let message = messages[index] ?? ""
      #expect(
        message.hasSuffix("used before being initialized")
          || message == "immutable value 'x' may only be initialized once",
        "\(statement): \(message)")
    }
  }

  @Test func aBodyWithoutUnsetNamesHasNoneToFollow() {
    func statements(_ source: String) -> [Stmt] { Parser.parse(source).statements }
    var budget = 10_000
    let plain = statements("print(1)\nlet x = 2\nif x > 1 { print(x) }")
    #expect(DefiniteInitialization.declaresUnset(plain, budget: &budget) == false)
    for nested in [
      "let x: Int", "if true { var y: Int }", "switch 1 { default: let z: Int }",
      "do { } catch { let w: Int }", "for _ in [1] { let v: Int }",
      "repeat { let u: Int } while false", "guard true else { let s: Int\nreturn }",
      "while false { let r: Int }", "if true { } else { let q: Int }",
    ] {
      var budget = 10_000
      #expect(
        DefiniteInitialization.declaresUnset(statements(nested), budget: &budget), "\(nested)")
    }
    // Past its budget the scan leaves the decision to the analysis.
    var none = 0
    #expect(DefiniteInitialization.declaresUnset(plain, budget: &none))
  }

  @Test func closureParameterTypesFromTheMemoAreTheSpellingsOwn() {
    let spellings = [
      "((UIAlertAction) -> Void)?", "(UITextField) -> Void", "@escaping (Int, String) -> Bool",
      "((A) -> B, C) -> Void", "() -> Void", "(([Int], [String: Int])) -> Void", "Int",
      "((UIAlertAction) -> Void)!", "(inout Int) -> Void", "",
    ]
    for spelling in spellings + spellings {
      #expect(
        DeclarationChecker.closureParameterMemo.value(
          spelling, DeclarationChecker.closureParameterTypes)
          == DeclarationChecker.closureParameterTypes(spelling), "\(spelling)")
    }
    #expect(
      DeclarationChecker.closureParameterTypes("((UIAlertAction) -> Void)?") == ["UIAlertAction"])
  }

  @Test func aMemoWorksEachAnswerOutOnceAndStaysBounded() {
    let memo = SpellingMemo<String, Int>(limit: 3)
    let calls = Mutex(0)
    func length(_ text: String) -> Int {
      calls.withLock { $0 += 1 }
      return text.count
    }
    #expect(memo.value("ab", length) == 2)
    #expect(memo.value("ab", length) == 2)
    #expect(calls.withLock { $0 } == 1)
    for word in ["a", "abc", "abcd", "abcde"] { #expect(memo.value(word, length) == word.count) }
    #expect(memo.count <= 3)
    #expect(memo.value("ab", length) == 2)
    #expect(calls.withLock { $0 } == 6)
  }
}
