import AlertLabKit
import AlertLabTestSupport
import Synchronization
import Testing

@testable import AlertLabScript

/// The checker's names kept in one list (compared one by one, indexed once a block has many)
/// find what a dictionary for each scope finds, and a memo's recent slots give the answers its
/// dictionary gives.
@Suite struct DeclarationCheckerNamesTests {
  /// What `local(_:)` should find: one dictionary a scope, the innermost visible first.
  struct Model {
    var scopes: [[String: CheckedLocal]] = []
    var base = 0

    func local(_ name: String) -> CheckedLocal? {
      for scope in scopes[base...].reversed() {
        if let found = scope[name] { return found }
      }
      return nil
    }
  }

  static func same(_ first: CheckedLocal?, _ second: CheckedLocal?) -> Bool {
    guard let first, let second else { return first == nil && second == nil }
    return first.type == second.type && first.isConstant == second.isConstant
      && first.isParameter == second.isParameter
  }

  @Test func namesInOneListFindWhatADictionaryForEachScopeFinds() {
    // Few spellings, so names are declared again and hidden by inner scopes; "é" and
    // "e\u{301}" are one name, as they are one key of a dictionary.
    let pool = ["a", "b", "value", "é", "e\u{301}", "$0", "_", "alertController", "x1", "x2"]
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      var checker = DeclarationChecker(
        machine: Interpreter(world: World()), upcoming: UpcomingDeclarations())
      var model = Model()
      var freshStarts: [(saved: Int, modelBase: Int)] = []
      for step in 0..<120 {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
          checker.pushScope()
          model.scopes.append([:])
        case 2 where !model.scopes.isEmpty && model.scopes.count > model.base:
          checker.popScope()
          model.scopes.removeLast()
        case 3 where freshStarts.count < 3:
          freshStarts.append((checker.beginFreshScopes(), model.base))
          model.base = model.scopes.count
        case 4 where !freshStarts.isEmpty && model.scopes.count == model.base:
          let (saved, modelBase) = freshStarts.removeLast()
          checker.endFreshScopes(saved)
          model.base = modelBase
        default:
          let name = pool.randomElement(using: &generator) ?? "a"
          let local = CheckedLocal(
            type: "T\(step)", isConstant: Bool.random(using: &generator),
            isParameter: Bool.random(using: &generator))
          checker.declare(
            name, type: local.type, constant: local.isConstant, parameter: local.isParameter)
          if name != "_", model.scopes.count > model.base {
            model.scopes[model.scopes.count - 1][name] = local
          }
        }
        for name in pool {
          #expect(Self.same(checker.local(name), model.local(name)), "\(name) at \(step)")
        }
      }
    }
  }

  @Test func aBlockOfManyNamesIsIndexedAndStillFindsTheLastOfEach() {
    var checker = DeclarationChecker(
      machine: Interpreter(world: World()), upcoming: UpcomingDeclarations())
    checker.pushScope()
    checker.declare("outer", type: "Int", constant: true)
    checker.pushScope()
    for index in 0..<50 {
      checker.declare("n\(index % 20)", type: "T\(index)", constant: false)
    }
    #expect(checker.scopes.last?.index != nil)
    #expect(checker.scopes.first?.index == nil)
    for index in 30..<50 { #expect(checker.local("n\(index % 20)")?.type == "T\(index)") }
    #expect(checker.local("outer")?.type == "Int")
    #expect(checker.local("missing") == nil)
    checker.popScope()
    #expect(checker.local("n1") == nil)
    #expect(checker.names.count == 1)
  }

  @Test func aNameDeclaredFurtherDownIsFoundOnlyWhereTheBlockHasNotDeclaredItYet() {
    let results = DeclarationCheckerScopeTests.messages(
      """
      func g1() { let a1 = 1; let a2 = 2; let a3 = 3; let a4 = 4; let a5 = 5; let a6 = 6; \
      let a7 = 7; let a8 = 8; let a9 = 9; print(late); let late = 1 }
      func g2() { let late = 0; if true { print(late) }; print(late) }
      func g3() { let b1 = 1; let b2 = 2; let b3 = 3; let b4 = 4; let b5 = 5; let b6 = 6; \
      let b7 = 7; let b8 = 8; let b9 = 9; print(b10) }
      """)
    #expect(results[0] == "use of local variable 'late' before its declaration")
    #expect(results[1] == nil)
    #expect(results[2] == "cannot find 'b10' in scope")
  }

  @Test func recentAnswersInFrontOfAMemoGiveTheAnswersItsDictionaryGives() {
    // Keys of the same length share a slot and push each other out.
    let keys = ["ab", "ba", "abc", "xyz", "abcd", "UIAlertController", "UIAlertControllex", ""]
    var generator = SplitMix64(seed: 11)
    for limit in [2, 5, 4_096] {
      let memo = SpellingMemo<String, String?>(limit: limit)
      let recent = RecentAnswers<String, String?>()
      let calls = Mutex(0)
      func answer(_ key: String) -> String? {
        calls.withLock { $0 += 1 }
        return key.isEmpty ? nil : String(key.reversed())
      }
      for _ in 0..<500 {
        let key = keys.randomElement(using: &generator) ?? ""
        #expect(
          recent.value(key, from: memo, answer) == (key.isEmpty ? nil : String(key.reversed())))
        #expect(memo.count <= limit)
      }
      if limit > keys.count {
        // Each answer worked out once, however often its slot was taken by another key.
        #expect(calls.withLock { $0 } == keys.count)
      }
    }
  }

  @Test func aTypesMemberRememberedIsWhatTheCatalogSays() {
    let checker = DeclarationChecker(
      machine: Interpreter(world: World()), upcoming: UpcomingDeclarations())
    let spellings = [
      ("NotificationCenter", "default"), ("UITextField", "textDidChangeNotification"),
      ("UIAlertAction.Style", "cancel"), ("UIAlertController.Style", "alert"),
      ("UIDevice", "current"), ("UIColor", "red"), ("UIScreen", "main"), ("Nope", "x"),
      ("UIApplication", "didEnterBackgroundNotification"), ("UIAlertController", "nothing"),
    ]
    for _ in 0..<2 {
      for (type, name) in spellings {
        let property = APICatalog.table(of: type).staticProperties[name]?.type
        let expected = APICatalog.enums[type] != nil ? type : property
        #expect(checker.typeMemberType(type, name) == expected, "\(type).\(name)")
      }
    }
    #expect(checker.typeMemberType("UIAlertAction.Style", "cancel") == "UIAlertAction.Style")
  }

  @Test func aMembersBaseIsATypeOnlyWhereNoVariableShadowsItsName() {
    func describe(_ base: MemberBase) -> String {
      switch base {
      case .type(let type): return "type \(type)"
      case .value(let type): return "value \(type ?? "?")"
      }
    }
    let interpreter = Interpreter(world: World())
    var checker = DeclarationChecker(machine: interpreter, upcoming: UpcomingDeclarations())
    let range = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    func base(_ name: String) -> MemberBase {
      checker.memberBase(Expr(.identifier(name), range: range))
    }
    #expect(describe(base("UIAlertController")) == "type UIAlertController")
    #expect(describe(base("self")) == "value ViewController")
    #expect(describe(checker.memberBase(Expr(.integer(1), range: range))) == "value Int")
    checker.pushScope()
    checker.declare("UIAlertController", type: "Int", constant: true)
    #expect(describe(base("UIAlertController")) == "value Int")
    checker.popScope()
    #expect(describe(base("UIAlertController")) == "type UIAlertController")
    // Past the budget a value's type is not worked out, as `typeOf(_:)` gives none.
    checker.budget = 0
    #expect(describe(base("self")) == "value ?")
  }

  @Test func aWalkOfTheParametersBindsEachArgumentAfterTheOneBefore() {
    let range = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    func argument(_ label: String?, trailing: Bool = false) -> Argument {
      Argument(label: label, value: Expr(.integer(1), range: range), isTrailingClosure: trailing)
    }
    let params = [
      ParamSpec("title", "String?"), ParamSpec("style", "UIAlertAction.Style"),
      ParamSpec("handler", "((UIAlertAction) -> Void)?", default: true),
    ]
    func types(_ arguments: [Argument], _ params: [ParamSpec]) -> [String?] {
      var walk = ParameterWalk(params: params)
      return arguments.map { walk.type(boundBy: $0) }
    }
    #expect(
      types([argument("title"), argument("style"), argument(nil, trailing: true)], params)
        == ["String?", "UIAlertAction.Style", "((UIAlertAction) -> Void)?"])
    // `style` skips `title`; then `title` finds no parameter after `style`, nor does `handler`.
    #expect(
      types([argument("style"), argument("title"), argument("handler")], params)
        == ["UIAlertAction.Style", nil, nil])
    #expect(types([argument("title")], []) == [nil])
  }
}
