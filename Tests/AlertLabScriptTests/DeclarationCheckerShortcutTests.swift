import AlertLabKit
import AlertLabTestSupport
import Testing

@testable import AlertLabScript

/// The declaration checker's quick ways of answering (bytes read instead of characters, a
/// member's labels worked out once, a syntax node read in place, the interpreter's state read
/// where it is) give the answers the plain way gives.
@Suite struct DeclarationCheckerShortcutTests {
  @Test func withoutOptionalReadsBytesAsThePlainWayReadsCharacters() {
    #expect(DeclarationChecker.withoutOptional("(UIAlertAction)?") == "UIAlertAction")
    #expect(DeclarationChecker.withoutOptional("UITextField!") == "UITextField")
    #expect(
      DeclarationChecker.withoutOptional("((UIAlertAction) -> Void)?")
        == "((UIAlertAction) -> Void)")
    let spellings = [
      "", "?", "!", "()", "(", ")", "((", "))", "()?", "(Int)", "(Int)?", "(Int)!?", "Int??",
      "((UIAlertAction) -> Void)?", "(UIAlertAction) -> Void", "(() -> Void)", "[String]?",
      "(A, B)", "(A -> B)", "(-)", "(->)?", "UIAlertAction!", "é?", "(é)", "(Int)?é",
    ]
    for spelling in spellings {
      #expect(
        DeclarationChecker.withoutOptional(spelling)
          == DeclarationChecker.withoutOptionalMarks(spelling),
        "\(spelling)")
    }
    var generator = SplitMix64(seed: 0x4F50_5449)
    let pieces = [
      "(", ")", "?", "!", "-", ">", "->", "Int", " ", "[", "]", ",", "é", "\u{301}", "\u{600}",
    ]
    for _ in 0..<5_000 {
      let spelling = generator.text(of: pieces, count: 0...8)
      #expect(
        DeclarationChecker.withoutOptional(spelling)
          == DeclarationChecker.withoutOptionalMarks(spelling),
        "\(spelling)")
    }
  }

  /// Arguments with these labels, the last one a trailing closure when `trailing` is set.
  static func arguments(_ labels: [String?], trailing: Bool) -> [Argument] {
    let value = Expr(
      .integer(1), range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
    return labels.enumerated().map { index, label in
      let isTrailing = trailing && index == labels.count - 1
      return Argument(label: isTrailing ? nil : label, value: value, isTrailingClosure: isTrailing)
    }
  }

  /// Arguments with labels drawn from `pool`, none to four, the last one a trailing closure
  /// or not.
  static func randomArguments(_ pool: [String?], _ generator: inout SplitMix64) -> [Argument] {
    let count = Int.random(in: 0...4, using: &generator)
    let labels = (0..<count).map { _ in pool.randomElement(using: &generator) ?? nil }
    return arguments(labels, trailing: count > 0 && Bool.random(using: &generator))
  }

  /// The overload the parameters' own labels and types choose: the first of today's that
  /// fits (one with a function parameter for a trailing closure), else the first old one.
  static func plainOverload(
    today: [APIMember], old: [(member: APIMember, spelling: OldSpelling)],
    arguments: [Argument], interpreter: Interpreter
  ) -> Overload? {
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    let trailing = arguments.last?.isTrailingClosure == true
    if let index = today.indices.first(where: { index in
      (!trailing || today[index].params.contains { isFunctionType($0.type) })
        && interpreter.labelsFitTrailing(have, arguments, today[index].params)
    }) {
      return .today(index)
    }
    return old.indices.first {
      interpreter.labelsFitTrailing(have, arguments, DeclarationChecker.oldParameters(old[$0]))
    }.map(Overload.old)
  }

  /// Every catalog method and initializer, called with labels drawn from its own, others and
  /// none, with and without a trailing closure: the overload (today's first, else an old
  /// spelling), the initializer and the parameter types the checker picks are those the
  /// parameters' own labels and types pick.
  @Test func callsAreMatchedByTheMembersLabelsAsByTheirParameters() {
    let interpreter = Interpreter(world: World())
    let checker = DeclarationChecker(machine: interpreter, upcoming: interpreter.upcoming)
    var generator = SplitMix64(seed: 0x4C41_4245)
    var compared = 0
    var chosenOld = 0
    for typeName in APICatalog.types.keys.sorted() {
      let table = APICatalog.table(of: typeName)
      var groups = [table.initializers]
      for name in table.methods.keys.sorted() { groups.append(table.methods[name] ?? []) }
      for specs in groups where !specs.isEmpty {
        for _ in 0..<4 {
          let arguments = Self.randomArguments(specs.flatMap(\.labels) + [nil, "x"], &generator)
          let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
          let plainIndex = specs.firstIndex {
            interpreter.labelsFitTrailing(have, arguments, $0.params)
          }
          #expect(checker.fittingSpec(specs, arguments) == plainIndex, "\(typeName) \(have)")
          let choice = checker.chooseOverload(
            today: specs, old: [], have: have, arguments: arguments)
          let plain = Self.plainOverload(
            today: specs, old: [], arguments: arguments, interpreter: interpreter)
          #expect(choice == plain, "\(typeName) \(have)")
          for spec in specs {
            var plainTypes = [String?](repeating: nil, count: arguments.count)
            var index = 0
            for param in spec.params where index < arguments.count {
              if arguments[index].label == param.label
                || (arguments[index].isTrailingClosure && isFunctionType(param.type))
              {
                plainTypes[index] = param.type
                index += 1
              }
            }
            #expect(checker.parameterTypes(spec.params, arguments) == plainTypes)
            compared += 1
          }
        }
      }
      for name in table.oldMethods.keys.sorted() {
        let today = table.methods[name] ?? []
        let old = table.oldMethods[name] ?? []
        let pool = today.flatMap(\.labels) + old.flatMap(\.spelling.labels) + [nil, "x"]
        for _ in 0..<6 {
          let arguments = Self.randomArguments(pool, &generator)
          let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
          let plain = Self.plainOverload(
            today: today, old: old, arguments: arguments, interpreter: interpreter)
          if case .old = plain { chosenOld += 1 }
          let choice = checker.chooseOverload(
            today: today, old: old, have: have, arguments: arguments)
          #expect(choice == plain, "\(typeName).\(name) \(have)")
        }
      }
    }
    #expect(compared > 1_000)
    #expect(chosenOld > 0)
  }

  /// `typeNamed(_:)` asks the name's facts once: the catalog's types, their old spellings,
  /// the learner's classes and other names get what `isTypeName` and the renamings give.
  @Test func typeNamesAreThoseOfTheCatalogAndTheLearner() {
    let interpreter = Interpreter(world: World())
    _ = interpreter.run("class Box { var count = 0 }")
    interpreter.upcoming = UpcomingDeclarations(Parser.parse("class Later { }").statements)
    let checker = DeclarationChecker(machine: interpreter, upcoming: interpreter.upcoming)
    let names =
      Array(APICatalog.types.keys) + Array(APICatalog.renamedTypes.keys)
      + Array(APICatalog.renamedEnums.keys) + Array(APICatalog.enums.keys)
      + ["Box", "Later", "Zebra", "alert", "print", "String", "Int", "NSString", "self", ""]
    for name in names.sorted() {
      var plain: String?
      if interpreter.isTypeName(name) || interpreter.upcoming.types.contains(name) {
        plain = interpreter.splitOld(APICatalog.renamedTypes[name] ?? name).type
      }
      #expect(checker.typeNamed(name) == plain, "\(name)")
    }
    // Old spellings of types are named by today's.
    #expect(APICatalog.renamedTypes.keys.contains { checker.typeNamed($0) != $0 })
    #expect(checker.typeNamed("Box") == "Box")
    #expect(checker.typeNamed("Later") == "Later")
    #expect(checker.typeNamed("Zebra") == nil)
  }

  /// `declaresBody(_:)` as it was written, copying each node.
  static func plainDeclaresBody(_ statement: Stmt) -> Bool {
    switch statement.kind {
    case .function, .classDecl, .extensionDecl, .enumDecl: return true
    case .expression(let expr): return plainHasClosure(expr)
    case .repeatWhile(_, let body, let condition):
      return plainHasClosure(condition) || body.contains(where: plainDeclaresBody)
    case .variable(let decl):
      return !decl.accessors.isEmpty || (decl.initializer.map(plainHasClosure) ?? false)
    case .assignment(let target, _, let value):
      return plainHasClosure(target) || plainHasClosure(value)
    case .returnStatement(let expr): return expr.map(plainHasClosure) ?? false
    case .ifStatement(let conditions, let thenBody, let elseBranch):
      return conditions.contains(where: plainHasClosure)
        || thenBody.contains(where: plainDeclaresBody)
        || (elseBranch ?? []).contains(where: plainDeclaresBody)
    case .guardStatement(let conditions, let body), .whileLoop(_, let conditions, let body):
      return conditions.contains(where: plainHasClosure) || body.contains(where: plainDeclaresBody)
    case .forIn(let loop):
      return plainHasClosure(loop.sequence) || loop.body.contains(where: plainDeclaresBody)
    case .switchStatement(let statement):
      return plainHasClosure(statement.subject)
        || statement.cases.contains { $0.body.contains(where: plainDeclaresBody) }
    default: return false
    }
  }

  static func plainHasClosure(_ condition: Condition) -> Bool {
    switch condition {
    case .expression(let expr): return plainHasClosure(expr)
    case .optionalBinding(let binding): return binding.value.map(plainHasClosure) ?? false
    case .patternMatch(let match): return plainHasClosure(match.value)
    }
  }

  static func plainHasClosure(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .closure: return true
    case .member(let inner, _, _), .forceUnwrap(let inner), .bindOptional(let inner),
      .optionalEvaluation(let inner), .prefix(_, let inner), .cast(let inner, _, _),
      .typeCheck(let inner, _), .paren(let inner):
      return plainHasClosure(inner)
    case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
      return plainHasClosure(callee) || arguments.contains { plainHasClosure($0.value) }
    case .binary(_, let lhs, let rhs): return plainHasClosure(lhs) || plainHasClosure(rhs)
    case .ternary(let condition, let first, let second):
      return plainHasClosure(condition) || plainHasClosure(first) || plainHasClosure(second)
    case .array(let elements): return elements.contains(where: plainHasClosure)
    case .tuple(let arguments): return arguments.contains { plainHasClosure($0.value) }
    case .string(let segments):
      return segments.contains {
        if case .interpolation(let inner) = $0 { return plainHasClosure(inner) }
        return false
      }
    default: return false
    }
  }

  /// Statements of every kind, with and without a closure somewhere inside: the scan that
  /// reads each node in place finds what the plain walk finds, and a closure in each spot.
  @Test func theScanForBodiesFindsWhatThePlainWalkFinds() {
    let closures = [
      "{ print(1) }", "{ x in x }", "f { }", "a.b(c: { })", "[{ }]", "(1, { })", "x ?? { }()",
      "c ? { } : 2", "\"\\({ 1 }())\"", "-{ 1 }()", "a[{ 1 }()]", "({ })", "{ }!",
      "{ } as Any", "{ } is Int",
    ]
    let plain = ["1", "x", "a.b(c: 1)", "[1, 2]", "\"s\\(x)\"", "f(x)", "a ?? b", "(1, 2)"]
    var sources: [String] = [
      "func f() { }", "class A { }", "extension A { }", "enum E { case a }",
      "var v: Int { return 1 }", "var w = 1 { didSet { } }", "import UIKit", "break",
    ]
    for value in closures + plain {
      sources += [
        value, "let x = \(value)", "x = \(value)", "return \(value)", "repeat { } while \(value)",
        "if \(value) { }", "if true { \(value) }", "if true { } else { \(value) }",
        "if let y = \(value) { }", "if case .a = \(value) { }", "guard \(value) else { }",
        "while \(value) { }", "while true { \(value) }", "for i in \(value) { }",
        "for i in x { \(value) }", "for i in x where \(value) { }",
        "switch \(value) { default: break }",
        "switch x { case \(value): break }", "switch x { default: \(value) }",
        "switch x { case .a where \(value): break }", "do { \(value) }", "defer { \(value) }",
      ]
    }
    var found = 0
    for source in sources {
      for statement in Parser.parse(source).statements {
        let scanned = DeclarationChecker.declaresBody(statement)
        #expect(scanned == Self.plainDeclaresBody(statement), "\(source)")
        if scanned { found += 1 }
      }
    }
    #expect(found > 150)
  }

  /// Checking reads the interpreter's state in place; a call it looks at that notes an old
  /// spelling (a Swift 1 call without its first label) leaves no note and no event behind.
  @Test func checkingLeavesTheStateAsItWas() {
    let interpreter = Interpreter(world: World())
    _ = interpreter.run("func addPopover(sender: AnyObject) { }")
    let before = interpreter.state.notedSpellings
    let statement = Parser.parse(
      "let a = UIAlertAction(title: \"A\", style: .default) { _ in addPopover(self) }"
    ).statements[0]
    #expect(interpreter.checkDeclarations(in: statement) == nil)
    #expect(interpreter.state.notedSpellings == before)
    #expect(interpreter.state.world.events.isEmpty)
    // Running it later still says it once.
    let outcome = interpreter.execute(
      Parser.parse("addPopover(self)").statements[0])
    let notes = outcome.events.compactMap {
      if case .note(let said) = $0 { return said.english }
      return nil
    }
    #expect(notes.contains { $0.hasPrefix("Swift 1 and 2 left out the first argument's label") })
  }

  /// A type's first and last marks are read from its bytes: the same answers as `hasPrefix`
  /// and `hasSuffix`, also next to a combining accent or a character that joins the next one.
  @Test func marksAreReadFromBytesAsCharactersAre() {
    var generator = SplitMix64(seed: 0x4D41_524B)
    let pieces = ["?", "!", "[", "]", "$", "a", "é", "e\u{301}", "\u{301}", "\u{600}", " ", ""]
    var spellings = [
      "", "?", "!", "[", "]", "$", "a?", "[a]", "\u{600}?", "?\u{301}", "[\u{301}a]",
    ]
    for _ in 0..<5_000 { spellings.append(generator.text(of: pieces, count: 0...5)) }
    for spelling in spellings {
      for mark in ["?", "!", "]"] as [Unicode.Scalar] {
        #expect(
          DeclarationChecker.endsWith(mark, spelling) == spelling.hasSuffix(String(mark)),
          "\(spelling.unicodeScalars.map(\.value))")
      }
      for mark in ["[", "$"] as [Unicode.Scalar] {
        #expect(
          DeclarationChecker.startsWith(mark, spelling) == spelling.hasPrefix(String(mark)),
          "\(spelling.unicodeScalars.map(\.value))")
      }
    }
  }

  /// The error for a name used before its block declares it, with the note at the block's
  /// last declaration of the name; none when the block declared the name already.
  @Test func aNameDeclaredFurtherDownIsFoundInItsBlock() {
    let twice = Self.check("func a() { print(x); let x = 1; let x = 2 }")
    #expect(twice?.message == "use of local variable 'x' before its declaration")
    #expect(twice?.range.start.column == 18)
    #expect(twice?.notes.map(\.message) == ["'x' declared here"])
    #expect(twice?.notes.first?.range.start.column == 37)
    let outer = Self.check("func b() { if true { print(y) }; let _ = 0; let y = 1 }")
    #expect(outer?.message == "use of local variable 'y' before its declaration")
    #expect(outer?.notes.first?.range.start.column == 49)
    #expect(Self.check("func c() { func z() { }; print(z); let z = 1 }") == nil)
    #expect(Self.check("func d() { let w = 1; print(w); let v = w }") == nil)
    #expect(Self.check("func e() { print(u) }")?.message == "cannot find 'u' in scope")
  }

  /// What the declaration checker finds in the first statement of `source`, on a fresh world.
  static func check(_ source: String) -> Diagnostic? {
    Interpreter(world: World()).checkDeclarations(in: Parser.parse(source).statements[0])
  }

  /// A `let` or `var` declared again in the same block of a body is swiftc's "invalid
  /// redeclaration", with its note at the first; a parameter, an outer block's name or a
  /// local function may be declared again.
  @Test func aLocalDeclaredTwiceInOneBlockIsARedeclaration() {
    let twice = Self.check("func f() {\n  let a = 1\n  var a = 2\n  print(a)\n}")
    #expect(twice?.message == "invalid redeclaration of 'a'")
    #expect(twice?.range.start.line == 3)
    #expect(twice?.range.start.column == 7)
    #expect(twice?.notes.map(\.message) == ["'a' previously declared here"])
    #expect(twice?.notes.first?.range.start.line == 2)
    #expect(Self.check("func g(x: Int) { let x = x + 1; print(x) }") == nil)
    #expect(Self.check("func h() { let v = 1; if true { let v = 2; print(v) }; print(v) }") == nil)
    #expect(
      Self.check("func k() { let c = { let q = 1; return q }; let q = c(); print(q) }") == nil)
  }

  /// The last lookup among the top-level variables is kept: names asked in any order, again
  /// and after others, get their own boxes.
  @Test func topLevelLookupsAnswerEachName() {
    let interpreter = Interpreter(world: World())
    _ = interpreter.run("let a = 1\nvar b = \"x\"\nlet c = [1]")
    var checker = DeclarationChecker(machine: interpreter, upcoming: interpreter.upcoming)
    var generator = SplitMix64(seed: 0x474C_4F42)
    let names = ["a", "b", "c", "d", "sender", "", "a", "a"]
    for _ in 0..<500 {
      let name = names.randomElement(using: &generator) ?? ""
      #expect(checker.global(name) == interpreter.state.globals[name], "\(name)")
    }
    #expect(checker.global("a") != checker.global("b"))
    #expect(checker.global("d") == nil)
  }

  /// A simulated class is found with its own member table, by today's name or an old one,
  /// with the memo and without, and not when the learner declares a class of that name.
  @Test func aCatalogClassComesWithItsOwnMembers() {
    let interpreter = Interpreter(world: World())
    interpreter.upcoming = UpcomingDeclarations(Parser.parse("class UIButton { }").statements)
    let names =
      Array(APICatalog.types.keys) + Array(APICatalog.renamedTypes.keys)
      + ["Box", "Int", "[UITextField]", "UITextField?", ""]
    for memoizes in [true, false, true] {
      let checker = DeclarationChecker(
        machine: interpreter, upcoming: interpreter.upcoming, memoizes: memoizes)
      for name in names.sorted() {
        let today = APICatalog.renamedTypes[name] ?? name
        let simulated = APICatalog.types[today] != nil && today.hasPrefix("UI")
        let expected = simulated && name != "UIButton" ? today : nil
        let found = checker.catalogClass(name)
        #expect(found?.name == expected, "\(name)")
        if let found { #expect(found.table === APICatalog.table(of: today), "\(name)") }
      }
    }
  }
}
