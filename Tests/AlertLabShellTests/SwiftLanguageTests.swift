import Testing

@testable import AlertLabShell

/// The Swift around alert code, typed into a session: loops, `switch`, enums, structs,
/// classes, extensions of UIKit classes, `#if`, collection methods.
@Suite struct SwiftLanguageTests {
  /// What `print` said, each submission's output joined.
  func run(_ lines: [String]) -> String {
    var session = makeSession()
    return lines.map { session.submit($0) }.joined()
  }

  @Test func forInOverRangesArraysAndEnumerated() {
    let output = run([
      "var sum = 0", "for i in 1...4 where i != 2 { sum += i }", "print(sum)",
      "for (index, title) in [\"A\", \"B\"].enumerated() { print(index, title) }",
      "for i in stride(from: 10, to: 0, by: -4) { print(i) }",
      "for i in [7, 8].indices.reversed() { print(i) }",
    ])
    #expect(output.contains("8\n0 A\n1 B\n10\n6\n2\n1\n0\n"))
  }

  @Test func whileRepeatBreakContinueAndLabels() {
    let output = run([
      "var n = 0", "while n < 10 { n += 3 }", "repeat { n -= 1 } while n > 8", "print(n)",
      "outer: for a in 0..<3 {\n  for b in 0..<3 {\n    if b == 1 { continue outer }\n"
        + "    if a == 2 { break outer }\n    print(a, b)\n  }\n}",
    ])
    #expect(output.contains("8\n0 0\n1 0\n"))
    #expect(!output.contains("2 0"))
  }

  @Test func anEndlessLoopStopsAtTheWorkLimit() {
    let output = run(["var k = 0", "while true { k += 1 }", "print(k)"])
    #expect(output.contains("did more than 2000000 steps of work"))
    #expect(output.hasSuffix("0\n"))
  }

  /// A range of every Int given to `append(contentsOf:)` is work too large to do, stopped
  /// at the limit, not a count that overflows.
  @Test func theWidestRangeAppendedStopsAtTheWorkLimit() {
    let output = run([
      "var a = [1]", "a.append(contentsOf: Int.min..<Int.max)",
      "a.insert(contentsOf: Int.min...Int.max, at: 0)", "print(a.count)",
    ])
    #expect(output.contains("did more than 2000000 steps of work"))
    #expect(output.hasSuffix("1\n"))
  }

  @Test func breakOutsideALoopIsAnError() {
    #expect(
      run(["break"]).contains("'break' is only allowed inside a loop, if, do, or switch"))
    #expect(run(["for x in 5 { }"]).contains("for-in loop requires 'Int' to conform to 'Sequence'"))
  }

  @Test func aClassThatInheritsFromItselfIsReportedOnceAtItsFirstClass() {
    let output = run(["class A: B {}\nclass B: A {}"])
    #expect(output.contains("input:1:7: error: 'A' inherits from itself"), "\(output)")
    #expect(!output.contains("'B' inherits from itself"), "\(output)")
    #expect(run(["class C {}", "class D: C {}"]) == "")
  }

  @Test func aMutatingMethodOfAnEnumReplacesTheCaseItWasCalledOn() {
    let output = run([
      "enum Lamp {\n  case off, on\n  mutating func flip() { self = self == .off ? .on : .off }\n}",
      "var lamp = Lamp.off", "lamp.flip()", "print(lamp)", "lamp.flip()", "print(lamp)",
      "let fixed = Lamp.on", "fixed.flip()",
    ])
    #expect(output.contains("on\noff\n"), "\(output)")
    #expect(
      output.contains("cannot use mutating member on immutable value: 'fixed' is a 'let' constant"),
      "\(output)")
  }

  @Test func numericConstantsAndAnOptionalAsAny() {
    // As swiftc's build of the same lines prints them.
    let output = run([
      "print(Double.pi, Double.infinity, -Double.infinity, Double.nan, CGFloat.pi * 2)",
      "let x: Int? = nil", "print(x as Any)", "print(Int.max, Int.min)",
    ])
    #expect(output.hasPrefix("3.141592653589793 inf -inf nan 6.283185307179586\n"), "\(output)")
    #expect(output.contains("x: Int? = nil\nnil\n"), "\(output)")
    #expect(output.hasSuffix("9223372036854775807 -9223372036854775808\n"), "\(output)")
  }

  @Test func anOperatorNamedAsAFunctionInABodyIsNoUnknownName() {
    let output = run([
      "func total(_ numbers: [Int]) -> Int { numbers.reduce(0, +) }", "print(total([2, 3]))",
    ])
    #expect(output == "5\n", "\(output)")
  }

  @Test func switchOverNumbersStringsAndRanges() {
    let output = run([
      "func kind(_ i: Int) -> String {\n  switch i {\n  case 0: return \"zero\"\n"
        + "  case 1, 2: return \"small\"\n  case 3..<10: return \"medium\"\n"
        + "  case let x where x < 0: return \"negative \\(x)\"\n  default: return \"large\"\n  }\n}",
      "print(kind(0), kind(2), kind(5), kind(-3), kind(99))",
      "switch \"Delete\" {\ncase \"OK\": print(\"ok\")\ncase \"Delete\":\n  print(\"delete\")\n"
        + "  fallthrough\ndefault: print(\"after\")\n}",
    ])
    #expect(output.contains("zero small medium negative -3 large\n"))
    #expect(output.contains("delete\nafter\n"))
  }

  @Test func switchOverUIKitEnumsAndExhaustiveness() {
    let output = run([
      "let action = UIAlertAction(title: \"Go\", style: .destructive)",
      "switch action.style {\ncase .default: print(\"d\")\ncase .cancel: print(\"c\")\n"
        + "case .destructive: print(\"x\")\n}",
      "switch action.style {\ncase .default: print(\"d\")\n}",
    ])
    #expect(output.contains("x\n"))
    #expect(output.contains("error: switch must be exhaustive"))
    #expect(output.contains("note: add missing case: '.cancel'"))
  }

  @Test func enumsWithRawValuesAndMembers() {
    let output = run([
      "enum Kind: String {\n  case message = \"Note\"\n  case deletion\n"
        + "  var title: String {\n    switch self {\n    case .message: return \"OK\"\n"
        + "    case .deletion: return \"Delete\"\n    }\n  }\n}",
      "let k: Kind = .deletion", "print(k.title, k.rawValue, Kind.message.rawValue)",
      "print(Kind(rawValue: \"Note\") == .message, Kind(rawValue: \"x\") == nil)",
    ])
    #expect(output.contains("Delete deletion Note\ntrue true\n"))
  }

  @Test func structsAndClassesDerivingFromNSObjectOrNothing() {
    let output = run([
      "struct Model {\n  let title: String\n  var style: UIAlertAction.Style = .default\n}",
      "let m = Model(title: \"Sign out\", style: .destructive)", "print(m.title, m.style)",
      "class Manager: NSObject {\n  static let shared = Manager()\n  var count = 0\n"
        + "  private var last: String!\n  override init() {\n    super.init()\n    count = 10\n  }\n"
        + "  func show(_ title: String) -> Int {\n    last = title\n    count += 1\n"
        + "    return count\n  }\n}",
      "print(Manager.shared.show(\"a\"), Manager.shared.show(\"b\"))",
      "class Helper {\n  let name: String\n  init(name: String) { self.name = name }\n}",
      "print(Helper(name: \"h\").name)",
    ])
    #expect(output.contains("Sign out .destructive\n"))
    #expect(output.contains("11 12\n"))
    #expect(output.contains("h\n"))
  }

  @Test func extensionsOfUIKitClasses() {
    let output = run([
      "extension UIAlertController {\n"
        + "  class func ok(_ message: String) -> UIAlertController {\n"
        + "    let a = UIAlertController(title: nil, message: message, preferredStyle: .alert)\n"
        + "    a.addAction(UIAlertAction(title: \"OK\", style: .default))\n    return a\n  }\n"
        + "  convenience init(named title: String) {\n"
        + "    self.init(title: title, message: nil, preferredStyle: .actionSheet)\n"
        + "    addAction(UIAlertAction(title: \"Cancel\", style: .cancel))\n  }\n"
        + "  var titles: [String] { actions.compactMap { $0.title } }\n"
        + "  func addActions(_ list: [UIAlertAction]) { list.forEach { addAction($0) } }\n}",
      "let a = UIAlertController.ok(\"Saved\")", "print(a.titles)",
      "let b = UIAlertController(named: \"Photo\")",
      "b.addActions([UIAlertAction(title: \"Delete\", style: .destructive)])",
      "print(b.title ?? \"\", b.preferredStyle, b.titles)",
      "extension UIViewController {\n  func showOK() { present(UIAlertController.ok(\"Hi\"), "
        + "animated: true) }\n}",
      "self.showOK()",
    ])
    #expect(output.contains("[\"OK\"]\n"))
    #expect(output.contains("Photo .actionSheet [\"Cancel\", \"Delete\"]\n"))
    #expect(output.contains("Hi"))
  }

  @Test func aSubclassOfUIAlertControllerKeepsItsMethods() {
    let output = run([
      "class Prompt: UIAlertController {\n  func add(completion: @escaping (String) -> Void) {\n"
        + "    addTextField { $0.placeholder = \"Name\" }\n"
        + "    addAction(UIAlertAction(title: \"Save\", style: .default) { _ in\n"
        + "      completion(self.textFields?.first?.text ?? \"\")\n    })\n  }\n}",
      "let p = Prompt(title: \"New\", message: nil, preferredStyle: .alert)",
      "p.add { print(\"saved\", $0) }", "present(p, animated: true)", ":type 1 \"Bob\"",
      ":tap \"Save\"",
    ])
    #expect(output.contains("p: Prompt = <Prompt:"))
    #expect(output.contains("saved Bob\n"))
  }

  @Test func optionalsAsSwiftHasThem() {
    let output = run([
      "var count: Int! = 1", "count = count + 1", "print(count!)",
      "var alert: UIAlertController!",
      "alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
      "print(alert.title ?? \"\")",
      "let done = { [weak self] in\n  guard let self = self else { return }\n"
        + "  print(self.title ?? \"no title\")\n}",
      "done()",
    ])
    #expect(output.hasPrefix("count: Int! = 1\n2\n"))
    #expect(output.contains("\nT\n"))
    #expect(output.hasSuffix("AlertLab\n"))
  }

  @Test func conditionalCompilation() {
    let output = run([
      "#if os(iOS) && DEBUG && targetEnvironment(simulator)\nprint(\"ios\")\n"
        + "#elseif os(macOS)\nprint(\"mac\")\n#else\nnot Swift at all\n#endif",
      "#if swift(>=5.0)\nprint(\"new\")\n#endif", "#if !canImport(UIKit)\nprint(\"none\")\n#endif",
    ])
    #expect(output == "ios\nnew\n")
  }

  @Test func layoutAsSwiftAllowsIt() {
    let output = run([
      "func hello(_ name: String = \"you\")\n{\n  print(\"hi\", name); print(\"bye\")\n}",
      "if true\n{\n  hello()\n}",
    ])
    #expect(output.contains("hi you\nbye\n"))
  }

  @Test func collectionMethodsAndOldNames() {
    let output = run([
      "let names = [\"b\", \"a\", \"c\"]",
      "print(names.sorted(), names.sorted { $0 > $1 }.joined(separator: \"-\"))",
      "print([1, 2, 3].reduce(10) { $0 + $1 })",
      "print(names.firstIndex(of: \"a\") ?? -1, names.indexOf(\"c\") ?? -1)",
      "print(\", \".join(names))",
      "print(names.firstIndex(of: \"z\") == nil, names.indexOf(\"z\") ?? -1)",
    ])
    #expect(output.contains("[\"a\", \"b\", \"c\"] c-b-a\n"))
    #expect(output.contains("16\n"))
    #expect(output.contains("1 2\n"))
    #expect(output.contains("b, a, c\n"))
    // Not found is nil, as in Swift, not a missing method.
    #expect(output.contains("true -1\n"))
    #expect(!output.contains("error"))
    var session = makeSession()
    _ = session.submit("let names = [\"b\", \"a\"]")
    #expect(session.submit("let missing = names.firstIndex(of: \"z\")") == "missing: Int? = nil\n")
    #expect(session.submit("let found = names.firstIndex(of: \"a\")") == "found: Int? = 1\n")
    #expect(
      session.submit("let none = names.firstIndex(where: { $0 == \"q\" })") == "none: Int? = nil\n")
    // Found, it is an optional too, as in Swift.
    #expect(
      session.submit("let some = names.firstIndex(where: { $0 == \"a\" })") == "some: Int? = 1\n")
    #expect(session.submit("print(some!)") == "1\n")
    // The Swift 2 and 3 spellings have the same type.
    #expect(session.submit("let old = names.index(of: \"z\")").contains("old: Int? = nil\n"))
    #expect(session.submit("let older = names.indexOf(\"z\")").contains("older: Int? = nil\n"))
    #expect(output.contains("'indexOf(_:)' is 'firstIndex(of:)'"))
  }

  /// An echo shows a struct by its stored properties, as `print` does, unless the struct
  /// describes itself (its description is its own code, which an echo does not run).
  @Test func anEchoShowsAPlainStructByItsProperties() {
    let output = run([
      "struct Point { var x = 1, y = 2 }",
      "let p = Point()",
      "let points = [Point(x: 3, y: 4)]",
      "struct Tag: CustomStringConvertible { var name = \"a\"; var description: String { print(\"ran\"); return name } }",
      "let t = Tag()",
    ])
    #expect(output.contains("p: Point = Point(x: 1, y: 2)\n"))
    #expect(output.contains("points: [Point] = [main.Point(x: 3, y: 4)]\n"))
    #expect(output.contains("t: Tag = <Tag: 0x"))
    #expect(!output.contains("ran"))
  }
}
