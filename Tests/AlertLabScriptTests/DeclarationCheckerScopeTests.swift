import AlertLabKit
import Testing

@testable import AlertLabScript

/// The checker's scopes are one stack: a method or a top-level function starts afresh above
/// the scopes of the code around it and sees none of their names, their names declared
/// further down or whether a statement the checker does not understand came before, while a
/// nested function sees them all.
@Suite struct DeclarationCheckerScopeTests {
  /// The first error checking each statement of `source` finds, run in order.
  static func messages(_ source: String) -> [String?] {
    let interpreter = Interpreter(world: World())
    let parsed = Parser.parse(source)
    interpreter.upcoming = UpcomingDeclarations(parsed.statements)
    return parsed.statements.map { statement in
      var checker = DeclarationChecker(machine: interpreter, upcoming: interpreter.upcoming)
      checker.checkStatement(statement)
      _ = interpreter.execute(statement)
      return checker.found?.message
    }
  }

  @Test func aNestedFunctionSeesTheLocalsAroundItAndAMethodDoesNot() {
    let results = Self.messages(
      """
      func outer() { let shared = 1; func inner() { print(shared) } }
      func outer2() { let hidden = 1; class Inner { func look() { print(hidden) } } }
      let a = UIAlertAction(title: "A", style: .default) { _ in
          let kept = 1
          class Held { var value = 0; func look() { print(kept) } }
      }
      func outer3() { let fine = 1; class Other { func look() { print(2) } }; print(fine) }
      """)
    #expect(results.count == 4)
    #expect(results[0] == nil)
    #expect(results[1] == "cannot find 'hidden' in scope")
    #expect(results[2] == "cannot find 'kept' in scope")
    // After the method, the function's own locals are visible again.
    #expect(results[3] == nil)
  }

  @Test func namesDeclaredFurtherDownStayInTheirOwnFunction() {
    let results = Self.messages(
      """
      func early() { print(later); let later = 2 }
      func nested() { func inner() { print(below) }; let below = 1 }
      func method() { class Box { func look() { print(zed) } }; let zed = 1 }
      """)
    #expect(results[0] == "use of local variable 'later' before its declaration")
    #expect(results[1] == "use of local variable 'below' before its declaration")
    #expect(results[2] == "cannot find 'zed' in scope")
  }

  @Test func anUnknownStatementHidesUnknownNamesOnlyWhereItIsVisible() {
    let results = Self.messages(
      """
      func a1() { do { } catch { }; print(mystery1) }
      func a2() { do { } catch { }; func inner() { print(mystery2) } }
      func a3() { do { } catch { }; class C { func m() { print(mystery3) } } }
      func a4() { class D { func m() { do { } catch { } } }; print(mystery4) }
      """)
    #expect(results[0] == nil)
    #expect(results[1] == nil)
    #expect(results[2] == "cannot find 'mystery3' in scope")
    #expect(results[3] == "cannot find 'mystery4' in scope")
  }

  @Test func aStoredPropertysClosureStartsAfresh() {
    let results = Self.messages(
      """
      func host() {
          let local = 1
          class Model {
              var handler: (Int) -> Void = { value in print(value, local) }
              var count = 0 { didSet { print(oldValue, count, local) } }
          }
      }
      """)
    #expect(results == ["cannot find 'local' in scope"])
  }

  @Test func droppingAMarkByItsByteGivesWhatDroppingTheCharacterGives() {
    let spellings = [
      "UITextField?", "UIAlertAction!", "String??", "((UIAlertAction) -> Void)?", "?", "!",
      "Café?", "名前?", "👍🏽?", "e\u{301}?", "[String: Int]!",
    ]
    for spelling in spellings {
      #expect(
        DeclarationChecker.droppingLastMark(spelling) == String(spelling.dropLast()),
        "\(spelling)")
      #expect(DeclarationChecker.unwrappedOnce(spelling) == String(spelling.dropLast()))
    }
    // `withoutOptional` as it was written with `Character`s.
    func characterwise(_ type: String) -> String {
      var result = Substring(type)
      while result.hasSuffix("?") || result.hasSuffix("!") { result = result.dropLast() }
      if result.hasPrefix("("), result.hasSuffix(")"), !result.contains("->") {
        result = result.dropFirst().dropLast()
      }
      return String(result)
    }
    for spelling in spellings + [
      "(UIAlertController)?", "(é)!", "(Int) -> Void", "Int", "", "()", "(", "é\u{301}",
      "(x\u{301})?", "x?\u{301}",
    ] {
      #expect(
        DeclarationChecker.withoutOptional(spelling) == characterwise(spelling), "\(spelling)")
    }
  }
}
