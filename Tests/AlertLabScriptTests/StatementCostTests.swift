import AlertLabKit
import Testing

@testable import AlertLabScript

/// What makes a statement cheaper gives what the longer way gives: a variable's box found
/// once for an assignment, a string, number or flag converted to its own type without its
/// type's shape, no events taken from a world a statement left alone, and closures kept as
/// one reference each.
@Suite struct StatementCostTests {
  /// What each statement of `script` produced, and the variables at the end.
  static func outcomes(of script: String, remembering: Bool = true) -> [String] {
    let interpreter = Interpreter(world: World())
    interpreter.remembersSpellings = remembering
    let parsed = Parser.parse(script)
    interpreter.upcoming = UpcomingDeclarations(parsed.statements)
    var lines = parsed.statements.map { statement in
      let outcome = interpreter.execute(statement)
      var message = ""
      if case .diagnostic(let diagnostic)? = outcome.failure { message = diagnostic.message }
      return "\(String(describing: outcome.echo)) | \(String(describing: outcome.failure)) | "
        + "\(outcome.events) | \(message)"
    }
    lines += interpreter.variables().map { "\($0.name): \($0.type) = \($0.value)" }
    return lines
  }

  /// Assignments to variables of every kind: declared types, optionals, implicitly unwrapped
  /// optionals, constants, compound operators, observed and lazy variables, locals in
  /// closures and functions, and names a learner's class or protocol shadows.
  static let assignments = """
    var count = 1
    count = 2
    count += 3
    count = "four"
    count = nil
    let fixed = 1
    fixed = 2
    var title: String? = nil
    title = "T"
    title = 3
    var label: String! = "a"
    label = "b"
    var ratio: CGFloat = 1
    ratio = 2
    ratio *= 1.5
    var price: Double = 1
    price = 3
    var flag = true
    flag = false
    flag = 1
    var anything: Any = 1
    anything = "x"
    var watched = 0 { didSet { print("was \\(oldValue), now \\(watched)") } }
    watched = 5
    watched += 1
    lazy var later = 10
    later = 11
    let unset: Int
    unset = 4
    unset = 5
    var alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
    alert = UIAlertController(title: "B", message: nil, preferredStyle: .alert)
    alert = 4
    var maybe: UIAlertController? = nil
    maybe = alert
    let bump = { (by: Int) in count += by }
    bump(10)
    func reset() { count = 0; var local = 1; local += count; print(local) }
    reset()
    missing = 3
    _ = count
    class Int {}
    protocol String {}
    var shadowed = 1
    shadowed = 2
    var text = "a"
    text = "b"
    print(count, title ?? "", label, ratio, price, flag, anything, watched, maybe == nil)
    """

  @Test func assignmentsGiveWhatTheFullWorkGives() {
    let fast = Self.outcomes(of: Self.assignments)
    let full = Self.outcomes(of: Self.assignments, remembering: false)
    #expect(fast == full)
    let joined = fast.joined(separator: "\n")
    // The assignments reach their successes and every kind of failure.
    #expect(joined.contains("cannot assign to value: 'fixed' is a 'let' constant"))
    #expect(
      joined.contains("cannot assign value of type 'String' to type 'Int'"))
    #expect(joined.contains("cannot find 'missing' in scope"))
    #expect(joined.contains("immutable value 'unset' may only be initialized once"))
    #expect(joined.contains("was 0, now 5"))
    #expect(joined.contains("was 5, now 6"))
    #expect(fast.contains("count: Int = 0"))
    #expect(fast.contains("ratio: CGFloat = 3.0"))
    #expect(fast.contains("price: Double = 3.0"))
    #expect(fast.contains("text: String = \"b\""))
  }

  @Test func aCompoundAssignmentReadsAndWritesTheSameVariable() {
    let lines = Self.outcomes(
      of: """
        var n = 1
        n += 2
        n *= 5
        n -= 1
        var s = "a"
        s += "b"
        """)
    #expect(lines.contains("n: Int = 14"))
    #expect(lines.contains("s: String = \"ab\""))
  }

  /// Values of every kind converted to the types a call or declaration wants, with and
  /// without learner types of the same names.
  @Test func aScalarConvertsToItsOwnTypeAsTheFullConversionDoes() throws {
    let values: [Value] = [
      .string("s"), .int(3), .double(2.5), .bool(true), .none, .some(.string("x")),
      .some(.int(1)), .object(ObjectID(0)), .array([.int(1)], element: "Int"),
      .enumCase(type: "UIAlertAction.Style", name: "cancel"), .void,
    ]
    let types = [
      "String", "Int", "Double", "Bool", "String?", "Int!", "CGFloat", "Float", "Any",
      "NSString", "UIAlertAction.Style", "[Int]", "Element", "Void", "Selector", "Character",
    ]
    for declared in ["", "class Int {}\nprotocol String {}\nclass Bool {}"] {
      let fast = Interpreter(world: World())
      let full = Interpreter(world: World())
      full.remembersSpellings = false
      for machine in [fast, full] { _ = machine.run(declared) }
      var same = 0
      for value in values {
        for type in types {
          let range = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
          let quick = Result { try fast.coerce(value, to: type, at: range) }
          let slow = Result { try full.coerce(value, to: type, at: range) }
          #expect(
            String(describing: quick) == String(describing: slow), "\(value) to \(type)")
          if case .success = quick { same += 1 }
        }
      }
      #expect(same > 20)
    }
    #expect(Interpreter.isOwnScalarType(.string("a"), "String"))
    #expect(!Interpreter.isOwnScalarType(.string("a"), "String?"))
    #expect(!Interpreter.isOwnScalarType(.int(1), "Double"))
    #expect(!Interpreter.isOwnScalarType(.some(.int(1)), "Int"))
  }

  @Test func aStatementThatChangesNothingLeavesTheWorldAsItWas() {
    let interpreter = Interpreter(world: World())
    _ = interpreter.run(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)")
    let before = interpreter.state
    let outcome = interpreter.execute(Parser.parse("alert.actions.count").statements[0])
    #expect(outcome.failure == nil)
    #expect(outcome.events.isEmpty)
    #expect(!interpreter.state.world.hasChanged(since: before.world))
    // What a statement says is still returned, and taken out of the world.
    let printed = interpreter.execute(Parser.parse("print(\"hi\")").statements[0])
    #expect(printed.events.count == 1)
    #expect(interpreter.state.world.events.isEmpty)
  }

  @Test func closuresRunAndCompareAsTheyDidWhenKeptByReference() {
    let interpreter = Interpreter(world: World())
    let (_, outcomes) = interpreter.run(
      """
      var total = 0
      let add = { (n: Int) in total += n }
      let twice = { add(1); add(1) }
      twice()
      let action = UIAlertAction(title: "OK", style: .default) { _ in total += 10 }
      let again = action
      """)
    #expect(outcomes.allSatisfy { $0.failure == nil })
    #expect(interpreter.variables().contains { $0.name == "total" && $0.value == "2" })
    let closures = interpreter.state.callables.compactMap { $0 }
    #expect(closures.count >= 3)
    // A later statement's closure is new; the earlier ones compare equal to themselves as the
    // table kept them, and different from each other.
    _ = interpreter.run("let later = { total += 100 }")
    let kept = interpreter.state.callables.compactMap { $0 }
    #expect(kept.count == closures.count + 1)
    for (index, entry) in closures.enumerated() {
      #expect(entry == kept[index])
      for other in kept.indices where other != index { #expect(entry != kept[other]) }
    }
  }

  /// The program's fields live in one object two states share until one changes: a kept
  /// state keeps its variables when a later statement changes them, a failing statement
  /// leaves the program as it was, and a statement that changes nothing in it leaves its
  /// revision alone.
  @Test func aKeptStateKeepsItsProgramWhenALaterStatementChangesIt() {
    let interpreter = Interpreter(world: World())
    _ = interpreter.run("var count = 1")
    let kept = interpreter.state
    _ = interpreter.run("count = 2\nlet other = 3")
    #expect(kept.variableNames == ["count", "sender"])
    #expect(interpreter.state.variableNames == ["count", "other", "sender"])
    #expect(interpreter.state.hasChanged(since: kept))
    let box = kept.globals["count"] ?? -1
    #expect(kept.boxes[box] == .int(1))
    #expect(interpreter.state.boxes[box] == .int(2))

    // `count = 9` runs, then the statement crashes: the program is as before it.
    let beforeFailure = interpreter.state
    let failed = interpreter.execute(
      Parser.parse("if true { count = 9; let items = [1]; print(items[3]) }").statements[0])
    #expect(failed.failure != nil)
    #expect(interpreter.state.boxes[box] == .int(2))
    #expect(!interpreter.state.hasChanged(since: beforeFailure))

    // Reading changes nothing; `:undo` gives the kept program back whole.
    let read = interpreter.execute(Parser.parse("count").statements[0])
    #expect(read.echo == "$R0: Int = 2")
    #expect(!interpreter.state.hasChanged(since: beforeFailure))
    interpreter.restore(kept)
    #expect(interpreter.variables().map { "\($0.name)=\($0.value)" }.contains("count=1"))
    #expect(interpreter.state.globals["other"] == nil)
  }

  /// Variables live in the state itself, the rest of the program in an object two states
  /// share until one changes it: setting and declaring variables and making closures leave
  /// that object shared, declaring a function copies it, and either way the kept state keeps
  /// what it had.
  @Test func variablesChangeWithoutCopyingTheRestOfTheProgram() {
    let interpreter = Interpreter(world: World())
    _ = interpreter.run("var count = 1\nlet add = { count += 1 }")
    let kept = interpreter.state
    _ = interpreter.run("count = 2\nlet more = { count += 2 }\nmore()")
    #expect(interpreter.state.sharesProgramFields(with: kept))
    #expect(interpreter.state.hasChanged(since: kept))
    let box = kept.globals["count"] ?? -1
    #expect(kept.boxes[box] == .int(1))
    #expect(interpreter.state.boxes[box] == .int(4))
    #expect(kept.callables.count == interpreter.state.callables.count - 1)

    let beforeFunction = interpreter.state
    _ = interpreter.run("func twice() { count *= 2 }\ntwice()")
    #expect(!interpreter.state.sharesProgramFields(with: beforeFunction))
    #expect(interpreter.state.boxes[box] == .int(8))
    #expect(interpreter.state.functions["twice"] != nil)
    #expect(beforeFunction.functions["twice"] == nil)
    #expect(beforeFunction.boxes[box] == .int(4))

    // A failing statement gives back variables and program alike.
    let beforeFailure = interpreter.state
    let failed = interpreter.execute(
      Parser.parse("if true { count = 0; func later() {}; print([1][3]) }").statements[0])
    #expect(failed.failure != nil)
    #expect(interpreter.state.boxes[box] == .int(8))
    #expect(interpreter.state.sharesProgramFields(with: beforeFailure))
    #expect(!interpreter.state.hasChanged(since: beforeFailure))

    // Each column reads its field of every box, in order; a box never made reads as none.
    let state = interpreter.state
    let made = state.boxes.indices
    #expect(Array(state.boxes) == made.map { state.variables[$0].value })
    #expect(Array(state.constants) == made.map { state.variables[$0].isConstant })
    #expect(Array(state.declaredTypes) == made.map { state.variables[$0].declaredType })
    #expect(made.map { state.boxes[$0] } == Array(state.boxes))
    #expect(state.constants[box] == false && state.constants[made.count] == true)
    #expect(state.boxes[-1] == .void && state.declaredTypes[made.count] == nil)
    #expect(state.variables.element(at: made.count) == nil && state.variables[box].value == .int(8))
  }

  /// `Notification.Name` and `NSNotification.Name` name one type (the pair `staticMember`
  /// compares only for types starting with N), whose old cases resolve through it; a member
  /// of another type spelled like one is not found.
  @Test func notificationNameTypesResolveWhateverTheirSpelling() {
    let interpreter = Interpreter(world: World())
    let (_, outcomes) = interpreter.run(
      """
      let a = NSNotification.Name.UIApplicationDidEnterBackground
      let b = Notification.Name.UITextFieldTextDidChange
      let c = NSNotification.Name.UITextFieldTextDidChange
      let d = UIAlertController.UITextFieldTextDidChange
      """)
    #expect(outcomes.prefix(3).allSatisfy { $0.failure == nil })
    #expect(outcomes[3].failure != nil)
    func value(_ name: String) -> Value? {
      interpreter.state.globals[name].map { interpreter.state.boxes[$0] }
    }
    #expect(
      value("a") == .enumCase(type: "NSNotification.Name", name: "UIApplicationDidEnterBackground"))
    #expect(value("b") == .enumCase(type: "NSNotification.Name", name: "UITextFieldTextDidChange"))
    #expect(value("c") == value("b"))
  }

  /// `concatenated` gives what joining the pieces gives, for pieces empty, short, long and
  /// not ASCII, in any number.
  @Test func concatenatedPiecesAreThePiecesJoined() {
    let samples = ["", "a", "$R0", ": ", "UIAlertController", " = ", "é", "是否結束行程？", "🙂x"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      let count = Int.random(in: 0...5, using: &generator)
      var pieces: [String] = []
      for _ in 0..<count {
        var piece = ""
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
          piece += samples.randomElement(using: &generator) ?? ""
        }
        pieces.append(piece)
      }
      let joined = pieces.joined()
      switch count {
      case 0: #expect(concatenated() == joined)
      case 1: #expect(concatenated(pieces[0]) == joined)
      case 2: #expect(concatenated(pieces[0], pieces[1]) == joined)
      case 3: #expect(concatenated(pieces[0], pieces[1], pieces[2]) == joined)
      case 4: #expect(concatenated(pieces[0], pieces[1], pieces[2], pieces[3]) == joined)
      default:
        #expect(concatenated(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4]) == joined)
      }
      var bytes: [UInt8] = []
      for piece in pieces { bytes.appendUTF8(of: piece) }
      #expect(bytes == Array(joined.utf8))
    }
  }
}
