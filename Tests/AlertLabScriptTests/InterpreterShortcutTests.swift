import AlertLabKit
import Testing

@testable import AlertLabScript

/// The interpreter's shortcuts (a written type's `TypeShape`, a name's `NameFacts`, a
/// selector's parts and a class's member table remembered for the process; a member's labels
/// worked out once; the renamed-delegate and `stripOptional` fast paths) give what the full
/// work gives, errors included.
@Suite struct InterpreterShortcutTests {
  /// Scripts whose statements go through every shortcut, many of them failing in a spot one
  /// decides: conversions to optional, implicitly unwrapped, function, enum, alias, array and
  /// learner types; names of types, operators, old SDK constants, run-loop constants,
  /// built-ins and `self`'s properties; selectors; trailing closures and old labels.
  static let scripts = [
    """
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    let ok = UIAlertAction(title: "OK", style: .default) { _ in print("ok") }
    alert.addAction(ok)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addTextField { field in field.placeholder = "Name" }
    alert.addTextFieldWithConfigurationHandler { (field: UITextField!) -> Void in field.text = "x" }
    ok.isEnabled = alert.actions.count == 2
    ok.enabled = false
    present(alert, animated: true) { print("shown") }
    alert.textFields?.first?.text = "bob"
    let typed = alert.textFields?.first?.text ?? ""
    dismiss(animated: true)
    self.presentViewController(alert, animated: true, completion: nil)
    self.dismissViewControllerAnimated(true, completion: nil)
    alert.addAction(42)
    alert.addAction(nil)
    alert.title = 3
    alert.addButton("x")
    let style: UIAlertControllerStyle = UIAlertControllerStyle.ActionSheet
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: style)
    sheet.popoverPresentationController?.sourceView = sender
    sheet.popoverPresentationController?.permittedArrowDirections = [.up, .down]
    sheet.popoverPresentationController?.sourceRect = CGRectZero
    let r = CGRectMake(0, 0, 10, 20)
    let size = CGSize(width: 300, height: 200.5)
    let f: CGFloat = 3
    let t: NSTimeInterval = 2
    let d: Double? = 4
    let w: Int! = nil
    let n: String = nil
    let m: String = d
    let handlers: [((UIAlertAction) -> Void)?] = [nil, { _ in }]
    let names = ["a", "b"].map { $0 + "!" }
    let total = [1, 2, 3].reduce(0, +)
    let note = Notification.Name("x")
    let center = NotificationCenter.default
    let nanos = NSEC_PER_SEC
    let now = DISPATCH_TIME_NOW
    let shown = presentedViewController
    let unknown = Zebra()
    let typo = alertt
    print(r, size, f, t, d ?? 0, names, total, note, nanos, shown == nil)
    """,
    """
    class Box { var count = 0 }
    protocol Named { var name: String { get } }
    class Person: Named { var name = "p" }
    enum Kind: String { case one, two }
    class MyAlert: UIAlertController {}
    let box = Box()
    box.count = 2
    box.count = "two"
    let named: Named = Person()
    let kind = Kind(rawValue: "two")
    let custom = MyAlert(title: "M", message: nil, preferredStyle: .alert)
    custom.addAction(UIAlertAction(title: "OK", style: .default))
    let people: [Person] = [Person()]
    let first: Person? = people.first
    let k: Kind = .one
    let wrong: Kind = .three
    print(box.count, named.name, kind == .two, custom.actions.count, k)
    """,
    """
    extension ViewController {
        @objc func didTap(_ sender: UIButton) { print("tap") }
        func hidden(_ sender: UIButton) {}
        func adaptivePresentationStyleForPresentationController(_ controller: UIPresentationController) -> UIModalPresentationStyle { return .none }
    }
    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
    button.addTarget(self, action: #selector(self.didTap(_:)), for: .touchUpInside)
    button.addTarget(self, action: #selector(didTap(with:)), for: .touchUpInside)
    button.addTarget(self, action: #selector(hidden(_:)), for: .touchUpInside)
    button.addTarget(self, action: #selector(missing), for: .touchUpInside)
    let style = adaptivePresentationStyle
    NotificationCenter.default.addObserver(self, selector: #selector(didTap(_:)), name: UITextField.textDidChangeNotification, object: nil)
    NotificationCenter.default.removeObserver(self)
    """,
    """
    var count = 1
    count = 2
    let count = "again"
    print(count, missing)
    var list = [1]
    list.append(2)
    let add = { (n: Int) in list.append(n); count }
    add(3)
    if true { let count = 3; list.append(count) }
    let bad = [1][5]
    let sender = 4
    print(count, list, sender, bad)
    """,
  ]

  /// What each statement of `script` produced: its echo, its failure and what was said.
  static func outcomes(of script: String, remembering: Bool) -> [String] {
    let interpreter = Interpreter(world: World())
    interpreter.remembersSpellings = remembering
    let parsed = Parser.parse(script)
    interpreter.upcoming = UpcomingDeclarations(parsed.statements)
    return parsed.statements.map { statement in
      let outcome = interpreter.execute(statement)
      return "\(String(describing: outcome.echo)) | \(String(describing: outcome.failure)) | "
        + "\(outcome.events)"
    }
  }

  @Test(arguments: scripts.indices)
  func theShortcutsGiveWhatTheFullWorkGives(_ index: Int) {
    let script = Self.scripts[index]
    let plain = Self.outcomes(of: script, remembering: false)
    // Twice with the shortcuts: the second time answered from what the first remembered.
    let remembered = Self.outcomes(of: script, remembering: true)
    let again = Self.outcomes(of: script, remembering: true)
    #expect(remembered == plain)
    #expect(again == plain)
    // The scripts reach both successes and failures.
    #expect(plain.contains { $0.contains("| nil |") })
    #expect(plain.contains { !$0.contains("| nil |") })
  }

  /// A type's chain is remembered, and worked out again when a declaration changes it, also
  /// when the state goes back to before the declaration (a failed statement, `:undo`).
  @Test func aRememberedTypeChainFollowsTheDeclarations() throws {
    let interpreter = Interpreter(world: World())
    func run(_ source: String) {
      for statement in Parser.parse(source).statements {
        #expect(interpreter.execute(statement).failure == nil, "\(source)")
      }
    }
    run(
      "protocol Shouter {}\nextension Shouter { func shout() -> String { \"!\" } }\nstruct Quiet {}"
    )
    run("let quiet = Quiet()")
    let quiet = try #require(interpreter.state.globals["quiet"].map { interpreter.state.boxes[$0] })
    #expect(interpreter.typeChain(of: quiet) == ["Quiet"])
    #expect(interpreter.typeChain(of: .string("s")) == ["String"])
    let before = interpreter.state
    run("extension Quiet: Shouter {}\nextension String: Shouter {}")
    #expect(interpreter.typeChain(of: quiet) == ["Quiet", "Shouter"])
    #expect(interpreter.typeChain(of: .string("s")) == ["String", "Shouter"])
    interpreter.state = before
    #expect(interpreter.typeChain(of: quiet) == ["Quiet"])
    #expect(interpreter.typeChain(of: .string("s")) == ["String"])
  }

  static let typeSpellings = [
    "String", "String?", "String!", "String??", "Int", "CGFloat", "CGFloat?", "Double",
    "NSTimeInterval", "TimeInterval?", "NSInteger", "Array<String>", "[String]", "[String?]",
    "[((UIAlertAction) -> Void)?]", "((UIAlertAction) -> Void)?", "(UITextField) -> Void",
    "UIAlertController.Style", "UIAlertControllerStyle", "UIAlertActionStyle?",
    "UIPopoverArrowDirection", "UIAlertController", "UIViewController!", "Selector",
    "Notification.Name", "NSNotification.Name", "Any", "AnyObject?", "Void", "NSRange",
    "_NSRange", "Range<String.Index>", "DispatchTime", "Element", "Zebra", "", "?", "é?",
  ]

  @Test func aTypeShapeAnswersAsTheFunctionsItStandsFor() {
    let machine = Interpreter(world: World())
    for written in Self.typeSpellings {
      let shape = TypeShape.of(written, in: machine)
      let name = machine.normalizedTypeName(written)
      #expect(shape.name == name, "\(written)")
      #expect(shape.isFloat == machine.isFloatType(name), "\(written)")
      #expect(shape.isFunction == isFunctionType(name), "\(written)")
      #expect(shape.enumSpec?.name == APICatalog.enums[name]?.name, "\(written)")
      #expect(shape.isKnown == machine.isKnownType(name), "\(written)")
      #expect(shape.isBracketed == name.hasPrefix("["), "\(written)")
      #expect(shape.isAny == (name == "Any" || name == "AnyObject"), "\(written)")
      switch shape.wrapping {
      case .implicitlyUnwrapped(let inner):
        #expect(
          name.hasSuffix("!") && inner.name == machine.normalizedTypeName(String(name.dropLast())))
      case .optional(let inner):
        #expect(!name.hasSuffix("!") && name.hasSuffix("?"))
        #expect(inner.name == machine.normalizedTypeName(String(name.dropLast())))
      case .none:
        #expect(!name.hasSuffix("!") && !name.hasSuffix("?"), "\(written)")
      }
      // Remembered: the same shape comes back.
      #expect(TypeShape.of(written, in: machine) === shape)
    }
  }

  /// The shapes' answers written out by hand, for spellings whose facts are easy to tell.
  @Test func typeShapesGiveTheAnswersWrittenHere() {
    let machine = Interpreter(world: World())
    func shape(_ written: String) -> TypeShape { TypeShape.of(written, in: machine) }
    #expect(shape("Void").isVoid && !shape("Int").isVoid)
    #expect(shape("Selector").isSelector && !shape("String").isSelector)
    #expect(shape("NSNotification.Name").isNotificationName)
    #expect(shape("Notification.Name").isNotificationName)
    #expect(!shape("Notification").isNotificationName)
    #expect(shape("NSRange").isNSRange && !shape("Range<Int>").isNSRange)
    #expect(shape("Range<Int>").isRange && !shape("NSRange").isRange)
    #expect(shape("[String?]").optionalElement == "String?")
    #expect(shape("[String]").optionalElement == nil)
    #expect(shape("String?").optionalElement == nil)
    #expect(shape("Double").isFloat && !shape("Int").isFloat)
    #expect(shape("AnyObject").isAny && !shape("NSObject").isAny)
    #expect(shape("UIAlertController.Style").enumSpec != nil)
    #expect(shape("UIAlertController").enumSpec == nil)
    if case .optional(let inner) = shape("UIAlertAction?").wrapping {
      #expect(inner.name == "UIAlertAction")
    } else {
      Issue.record("UIAlertAction? is not optional")
    }
    if case .implicitlyUnwrapped(let inner) = shape("UITextField!").wrapping {
      #expect(inner.name == "UITextField")
    } else {
      Issue.record("UITextField! is not implicitly unwrapped")
    }
  }

  @Test func nameFactsAnswerAsTheChecksTheyStandFor() {
    let machine = Interpreter(world: World())
    let names = [
      "+", "==", "presentedViewController", "view", "CGRectZero", "CGRectMake",
      "NSEC_PER_SEC", "DISPATCH_TIME_NOW", "DISPATCH_QUEUE_SERIAL", "UIAlertController",
      "UIAlertControllerStyle", "NSNotificationCenter", "UIApplication", "print", "min",
      "alert", "Zebra", "self", "",
    ]
    for name in names {
      let facts = machine.nameFacts(name)
      #expect(facts == machine.workOutNameFacts(name), "\(name)")
      #expect(facts.contains(.operatorFunction) == SyntaxParser.operatorFunctions.contains(name))
      #expect(facts.contains(.implicitSelfProperty) == (machine.implicitSelfProperty(name) != nil))
      #expect(facts.contains(.runLoopConstant) == (machine.runLoopConstant(name) != nil))
      #expect(facts.contains(.builtinFunction) == machine.builtinFunctionNames.contains(name))
      #expect(facts.contains(.catalogType) == machine.isTypeName(name), "\(name)")
    }
    for name in names {
      let renamed = APICatalog.renamedTypes[name] != nil || APICatalog.renamedEnums[name] != nil
      #expect(machine.nameFacts(name).contains(.renamedType) == renamed, "\(name)")
    }
    #expect(machine.nameFacts("NSNotificationCenter").contains(.renamedType))
    #expect(machine.nameFacts("adaptivePresentationStyle").contains(.renamedDelegateBase))
    #expect(!machine.nameFacts("present").contains(.renamedDelegateBase))
    // Only a type before a dot of an enum's name can have that enum nested in it.
    for name in APICatalog.enums.keys {
      guard let dot = name.lastIndex(of: ".") else { continue }
      #expect(Interpreter.enumNamePrefixes.contains(String(name[..<dot])), "\(name)")
    }
    #expect(!Interpreter.enumNamePrefixes.contains("NotificationCenter"))
    #expect(machine.nameFacts("UIAlertController").contains(.catalogType))
    #expect(machine.nameFacts("CGRectZero").contains(.globalConstant))
    #expect(!machine.nameFacts("CGRectMake").contains(.globalConstant))
  }

  @Test func aMembersWorkedOutLabelsFitAsItsParametersDo() {
    let machine = Interpreter(world: World())
    let labelSets: [[String?]] = [
      [], [nil], ["title"], [nil, "animated"], [nil, "animated", "completion"],
      ["title", "style"], ["title", "style", "handler"], ["title", "message", "preferredStyle"],
      [nil, "animated", nil], ["title", "style", nil], ["configurationHandler"],
    ]
    var fits = 0
    for type in APICatalog.tables.values.map(\.table) {
      for spec in type.all {
        #expect(spec.labels == spec.params.map(\.label))
        #expect(spec.defaults == spec.params.map(\.hasDefault))
        #expect(spec.params.map(\.isFunction) == spec.params.map { isFunctionType($0.type) })
        for have in labelSets {
          for trailing in [false, true] where !trailing || !have.isEmpty {
            let arguments = have.enumerated().map { index, label in
              Argument(
                label: trailing && index == have.count - 1 ? nil : label,
                value: Expr(
                  .nilLiteral, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
                ),
                isTrailingClosure: trailing && index == have.count - 1)
            }
            let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
            let full = machine.labelsFitTrailing(labels, arguments, spec.params)
            #expect(machine.labelsFit(labels, trailing: trailing, spec) == full, "\(spec.id)")
            if full { fits += 1 }
          }
        }
      }
    }
    #expect(fits > 0)
  }

  @Test func rememberedMemberTypesAndSelectorsAreTheCatalogs() {
    let machine = Interpreter(world: World())
    let types = [
      "UIAlertController", "UIAlertAction", "[UITextField]", "[UIAlertAction]", "String",
      "UITextField", "ViewController", "UIPopoverPresentationController", "CGRect", "Zebra",
      "UIAlertControllerStyle", "UnsafeMutablePointer<CGRect>",
    ]
    let names = ["title", "first", "last", "count", "text", "isEnabled", "enabled", "size", "x"]
    var found = 0
    for type in types {
      for name in names {
        let remembered = machine.memberTypeName(in: type, name: name)
        #expect(remembered == machine.catalogMemberTypeName(in: type, name: name))
        #expect(machine.memberTypeName(in: type, name: name) == remembered)
        if remembered != nil { found += 1 }
      }
    }
    #expect(found > 10)
    #expect(machine.memberTypeName(in: "[UITextField]", name: "first") == "UITextField?")
    for text in ["didTap(_:)", "self.didTap(_:)", "ViewController.show", "a(b:c:)", "x(", ""] {
      let remembered = machine.selectorParts(text)
      let worked = Interpreter.workOutSelectorParts(text)
      #expect(remembered.name == worked.name && remembered.base == worked.base)
      #expect(remembered.labels == worked.labels)
    }
    #expect(machine.selectorParts("self.didTap(_:)").labels == ["_"])
  }

  @Test func stripOptionalsFastPathAgreesWithTheCharacterLoop() {
    let machine = Interpreter(world: World())
    func slow(_ type: String) -> String {
      var type = type
      while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
      return type
    }
    let samples = [
      "", "?", "!", "??", "A", "A?", "A!", "A?!", "A!?", "UIAlertController.Style?",
      "((UIAlertAction) -> Void)?", "é", "é?", "e\u{301}?", "?\u{301}", "名前?", "A?B",
    ]
    for sample in samples {
      #expect(machine.stripOptional(sample) == slow(sample), "\(sample)")
    }
  }

  @Test func aDelegateMethodInItsOldSpellingIsFoundByTodaysName() {
    let interpreter = Interpreter(world: World())
    let (_, outcomes) = interpreter.run(
      """
      func adaptivePresentationStyleForPresentationController(_ controller: UIPresentationController) -> UIModalPresentationStyle { return .none }
      let style = adaptivePresentationStyle
      let other = adaptivePresentationStyleX
      """)
    #expect(outcomes.count == 3)
    #expect(outcomes.dropLast().allSatisfy { $0.failure == nil })
    #expect(outcomes.last?.failure != nil)
    #expect(Interpreter.renamedTodayBases.contains("adaptivePresentationStyle"))
    #expect(Interpreter.renamedOldBases.contains("alertView"))
  }

  /// A slot gives back only what was kept for the very key asked (keys of one length share
  /// a slot, the last kept wins), against a dictionary of everything kept.
  @Test func recentAnswersGiveOnlyWhatWasKeptForTheKey() {
    let recent = RecentAnswers<String, Int>()
    var kept: [String: Int] = [:]
    var generator = SystemRandomNumberGenerator()
    let letters = Array("abAB?é")
    var hits = 0
    for step in 0..<3_000 {
      var key = ""
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        key.append(letters.randomElement(using: &generator) ?? "a")
      }
      if let answer = recent.answer(for: key) {
        #expect(answer == kept[key], "\(key)")
        hits += 1
      } else {
        recent.keep(step, for: key)
        kept[key] = step
        #expect(recent.answer(for: key) == step)
      }
    }
    #expect(hits > 0)
  }

  /// The first-byte and length shortcuts of `isFloatType`, `genericElementAsAny` and
  /// `isProtocolName` (with no protocol declared) answer as comparing with every name does,
  /// for the names themselves, optional or not, and for random spellings near them.
  @Test func floatAndElementShortcutsAgreeWithTheNames() {
    let interpreter = Interpreter(world: World())
    let floats = ["CGFloat", "Double", "Float"] + Interpreter.clockTypes
    func isFloat(_ type: String) -> Bool { floats.contains(interpreter.stripOptional(type)) }
    func asAny(_ type: String) -> String {
      type == "Element" ? "Any" : type == "Element?" ? "Any?" : type
    }
    var spellings = Self.typeSpellings + floats + floats.map { $0 + "?" } + floats.map { $0 + "!" }
    spellings += ["Element", "Element?", "Element!", "Elements", "element", "Elemen?", "Int?"]
    var generator = SystemRandomNumberGenerator()
    let pieces = ["C", "D", "F", "G", "Float", "Double", "Element", "?", "!", "x", "é", ""]
    for _ in 0..<2_000 {
      var spelling = ""
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        spelling += pieces.randomElement(using: &generator) ?? ""
      }
      spellings.append(spelling)
    }
    spellings += ["Error", "LocalizedError", "Error?", "Errors", "LocalizedErrors", "NSError"]
    for spelling in spellings {
      let isProtocol = spelling == "Error" || spelling == "LocalizedError"
      #expect(interpreter.isProtocolName(spelling) == isProtocol, "\(spelling)")
      #expect(interpreter.isFloatType(spelling) == isFloat(spelling), "\(spelling)")
      #expect(interpreter.genericElementAsAny(spelling) == asAny(spelling), "\(spelling)")
    }
  }

  /// The tables kept for strings and arrays are the catalog's for their receiver types, and
  /// a type's shape, a name's facts and a member's type are the same asked once, twice, or
  /// worked out afresh.
  @Test func keptTablesShapesAndFactsAreTheCatalogs() {
    let machine = Interpreter(world: World())
    #expect(machine.memberTable(of: .string("a")) === APICatalog.table(of: "String"))
    #expect(machine.memberTable(of: .array([], element: "Int")) === APICatalog.table(of: "Array"))
    #expect(machine.memberTable(of: .rect(.zero)) === APICatalog.table(of: "CGRect"))
    let afresh = Interpreter(world: World())
    afresh.remembersSpellings = false
    for written in ["String?", "UIAlertController.Style", "((UIAlertAction) -> Void)?", "Int"] {
      let first = TypeShape.of(written, in: machine)
      #expect(TypeShape.of(written, in: machine) === first)
      #expect(TypeShape.of(written, in: afresh).name == first.name)
    }
    for name in ["print", "UIAlertController", "view", "CGRectZero", "alert", "+"] {
      #expect(machine.nameFacts(name) == afresh.nameFacts(name))
      #expect(machine.nameFacts(name) == afresh.nameFacts(name))
    }
    let members = [
      ("UIAlertController", "actions"), ("UIAlertController", "textFields"),
      ("[UITextField]", "first"), ("UITextField", "text"), ("UIAlertAction", "isEnabled"),
      ("UIAlertAction", "enabled"), ("UIView", "nothing"), ("Nothing", "title"),
    ]
    for _ in 0..<2 {
      for (type, name) in members {
        #expect(
          machine.memberTypeName(in: type, name: name)
            == afresh.memberTypeName(in: type, name: name), "\(type).\(name)")
      }
    }
  }
}
