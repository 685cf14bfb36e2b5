import Testing

@testable import AlertLabShell

/// `lazy var`, a `let` set later, tuple assignment and `inout`, typed into a session.
@Suite struct SwiftLanguageDeferredTests {
  func run(_ lines: [String]) -> String {
    var session = makeSession()
    return lines.map { session.submit($0) }.joined()
  }

  static let lazyHelper =
    "class Helper {\n  lazy var alert: UIAlertController = {\n    print(\"making\")\n"
    + "    return UIAlertController(title: \"Hi\", message: nil, preferredStyle: .alert)\n  }()\n"
    + "  lazy var count = makeCount()\n"
    + "  func makeCount() -> Int { print(\"counting\"); return 3 }\n}"

  @Test func lazyPropertiesRunTheirInitializerOnFirstReadOnly() {
    let output = run([
      Self.lazyHelper, "let h = Helper()", "print(\"made\")", "print(h.alert.title ?? \"\")",
      "print(h.alert.title ?? \"\")", "h.count = 5", "print(h.count)",
    ])
    // Made on the first read, once; assigning first skips the initializer.
    #expect(output.contains("made\nmaking\nHi\nHi\n5\n"))
    #expect(!output.contains("counting"))
  }

  @Test func aLazyPropertyNeverReadIsNeverMade() {
    let output = run([Self.lazyHelper, "let h = Helper()", "print(h.count)"])
    #expect(output.contains("counting\n3\n"))
    #expect(!output.contains("making"))
  }

  @Test func lazyStructPropertiesAndLazyVariables() {
    let output = run([
      "struct Box {\n  lazy var size: Int = { print(\"sizing\"); return 2 }()\n}",
      "var box = Box()", "print(\"before\")", "print(box.size, box.size)",
      "func total() -> Int { print(\"total\"); return 7 }",
      "lazy var sum = total()", "print(\"declared\")", "print(sum + 1)",
    ])
    #expect(output.contains("before\nsizing\n2 2\n"))
    #expect(output.contains("declared\ntotal\n8\n"))
  }

  @Test func lazyIsCheckedAsTheCompilerChecksIt() {
    #expect(
      run(["class A { lazy let x = 1 }"]).contains("error: 'lazy' cannot be used on a let"))
    #expect(
      run(["class A { static lazy var x = 1 }"]).contains(
        "error: 'lazy' cannot be used on an already-lazy global"))
    #expect(
      run(["class A { lazy var x: Int }"]).contains(
        "error: lazy properties must have an initializer"))
  }

  @Test func aLetSetLaterOnEveryPath() {
    let output = run([
      "func label(_ n: Int) -> String {\n  let name: String\n  switch n {\n"
        + "  case 0: name = \"none\"\n  case 1: name = \"one\"\n  default: name = \"many\"\n  }\n"
        + "  return name\n}",
      "print(label(0), label(1), label(9))",
      "let ok = true", "let title: String",
      "if ok {\n  title = \"Saved\"\n} else {\n  title = \"Failed\"\n}", "print(title)",
    ])
    #expect(output.contains("none one many\n"))
    #expect(output.contains("Saved\n"))
    // A `let` without a value echoes nothing until it has one.
    #expect(!output.contains("title: String"))
  }

  @Test func aLetSetTwiceOrReadFirstIsTheCompilersError() {
    let twice = run(["func f() {\n  let k: Int\n  k = 1\n  k = 2\n}"])
    #expect(twice.contains("input:4:3: error: immutable value 'k' may only be initialized once"))
    let inLoop = run(["func f() {\n  let k: Int\n  for i in 0..<3 { k = i }\n}"])
    #expect(inLoop.contains("error: immutable value 'k' may only be initialized once"))
    let oneBranch = run([
      "func f(_ b: Bool) {\n  let t: String\n  if b { t = \"a\" }\n  print(t)\n}"
    ])
    #expect(oneBranch.contains("input:4:9: error: constant 't' used before being initialized"))
    let captured = run(["func f() {\n  let k: Int\n  let g = { print(k) }\n  k = 1\n  g()\n}"])
    #expect(captured.contains("error: constant 'k' captured by a closure before being initialized"))
    let topLevel = run(["let k: Int", "print(k)", "k = 1", "k = 2", "print(k)"])
    #expect(topLevel.contains("error: constant 'k' used before being initialized"))
    #expect(topLevel.contains("error: immutable value 'k' may only be initialized once"))
    #expect(topLevel.hasSuffix("1\n"))
    // Nothing was defined that the error stopped: a guard's else leaves, so this is fine.
    let guarded = run([
      "func g(_ s: String?) -> Int {\n  let n: Int\n  guard let s else { return 0 }\n"
        + "  n = s.count\n  return n\n}", "print(g(\"abc\"), g(nil))",
    ])
    #expect(guarded.contains("3 0\n"))
  }

  @Test func tupleAssignmentSwapsDestructuresAndNests() {
    let output = run([
      "var a = 1", "var b = 2", "(a, b) = (b, a)", "print(a, b)",
      "func pair() -> (Int, String) { return (7, \"x\") }", "var n = 0", "(n, _) = pair()",
      "print(n)", "var items = [1, 2, 3]", "(items[0], items[2]) = (items[2], items[0])",
      "print(items)", "var p = 0", "var q = 0", "var r = 0", "(p, (q, r)) = (1, (2, 3))",
      "print(p, q, r)",
    ])
    #expect(output.contains("b: Int = 2\n2 1\n"))
    #expect(output.contains("\n7\n"))
    #expect(output.contains("[3, 2, 1]\n"))
    #expect(output.hasSuffix("1 2 3\n"))
    #expect(
      run(["var a = 1", "var b = 2", "(a, b) = (1, 2, 3)"]).contains(
        "error: cannot assign value of type '(Int, Int, Int)' to type '(Int, Int)'"))
    #expect(
      run(["let a = 1", "var b = 2", "(a, b) = (b, a)"]).contains(
        "error: cannot assign to value: 'a' is a 'let' constant"))
  }

  @Test func inoutClosuresFunctionTypesInitializersAndSwap() {
    let output = run([
      "var n = 1", "let bump: (inout Int) -> Void = { $0 += 10 }", "bump(&n)", "print(n)",
      "func apply(_ f: (inout Int) -> Void, to v: inout Int) { f(&v) }",
      "apply({ $0 *= 2 }, to: &n)", "print(n)",
      "let add: (inout [String], String) -> Void = { list, item in list.append(item) }",
      "var names: [String] = []", "add(&names, \"a\")", "add(&names, \"b\")", "print(names)",
      "let named = { (x: inout Int) in x += 1 }", "named(&n)", "print(n)",
      "class Tally {\n  var value = 0\n  init(start: inout Int) { start += 100 }\n"
        + "  func take(_ from: inout Int) { value += from; from = 0 }\n}",
      "var seed = 1", "let t = Tally(start: &seed)", "print(seed)", "t.take(&seed)",
      "print(t.value, seed)", "func twice(_ x: inout Int) { x *= 2 }", "twice(&t.value)",
      "var list = [1, 2]", "twice(&list[1])", "print(t.value, list)",
      "var x = \"left\"", "var y = \"right\"", "swap(&x, &y)", "print(x, y)",
      "func old(inout count: Int) { count += 1 }", "old(&seed)", "print(seed)",
    ])
    #expect(output.contains("bump: (inout Int) -> Void = (Function)"))
    #expect(output.contains("= (Function)\n11\n22\n"))
    #expect(output.contains("[\"a\", \"b\"]\n"))
    #expect(output.contains("(Function)\n23\n"))
    #expect(output.contains("<Tally: 0x600000c04000>\n101\n101 0\n"))
    #expect(output.contains("202 [1, 4]\n"))
    #expect(output.contains("right left\n"))
    #expect(output.hasSuffix("'_ count'\n1\n"))
  }

  @Test func compoundAssignmentThroughAnOptionalChain() {
    let output = run([
      "class Counter { var count = 0 }", "var c: Counter? = Counter()", "c?.count += 2",
      "print(c?.count ?? -1)", "c = nil", "c?.count += 2", "print(c?.count ?? -1)",
    ])
    #expect(output.contains("2\n"))
    #expect(output.hasSuffix("-1\n"))
    #expect(!output.contains("error"))
  }

  @Test func inoutErrorsAreSwiftsOwn() {
    let same = run(["var a = 1", "swap(&a, &a)"])
    #expect(
      same.contains(
        "input:1:6: error: overlapping accesses to 'a', but modification requires exclusive "
          + "access; consider copying to a local variable"))
    #expect(same.contains("input:1:10: note: conflicting access is here"))
    let elements = run(["var a = [1, 2]", "swap(&a[0], &a[1])"])
    #expect(
      elements.contains(
        "error: overlapping accesses to 'a', but modification requires exclusive access; "
          + "consider calling MutableCollection.swapAt(_:_:)"))
    // Inside a body it is reported when the body is declared.
    let declared = run(["func f() {\n  var q = 1\n  swap(&q, &q)\n}"])
    #expect(declared.contains("input:3:8: error: overlapping accesses to 'q'"))
    let constant = run(["let k = 1", "func inc(_ v: inout Int) { v += 1 }", "inc(&k)"])
    #expect(
      constant.contains(
        "error: cannot pass immutable value as inout argument: 'k' is a 'let' constant"))
    let bare = run(["var k = 1", "func inc(_ v: inout Int) { v += 1 }", "inc(k)"])
    #expect(
      bare.contains(
        "error: passing value of type 'Int' to an inout parameter requires explicit '&'"))
  }
}

/// A crash inside the learner's own type names the member and shows its line.
@Suite struct MemberFailureTests {
  static let model =
    "class Model {\n  var items: [Int] = []\n  var name: String? = nil\n"
    + "  var first: Int { return items[0] }\n  var score = 0 {\n    didSet { print(name!) }\n  }\n"
    + "  init(size: Int) {\n    if size < 0 { print(items[2]) }\n  }\n"
    + "  func item(at index: Int) -> Int {\n    let value = items[index]\n    return value\n  }\n}"

  @Test func aMethodGetterObserverAndInitializerAreNamed() {
    var session = makeSession()
    _ = session.submit(Self.model)
    _ = session.submit("let m = Model(size: 1)")
    let method = session.submit("print(m.item(at: 3))")
    #expect(method.contains("Fatal error: Index out of range"))
    #expect(
      method.contains(
        "input:12:17: note: method 'Model.item(at:)' stopped here\n    let value = items[index]\n"))
    let getter = session.submit("print(m.first)")
    #expect(getter.contains("input:4:27: note: getter of 'Model.first' stopped here"))
    let observer = session.submit("m.score = 1")
    #expect(observer.contains("input:6: Fatal error: Unexpectedly found nil"))
    #expect(observer.contains("input:6:20: note: didSet of 'Model.score' stopped here"))
    let initializer = session.submit("let bad = Model(size: -1)")
    #expect(initializer.contains("input:9:25: note: initializer 'Model.init(size:)' stopped here"))
    // Each crash left the work before it intact.
    #expect(session.submit("print(m.score, m.items.count)").contains("0 0\n"))
  }

  @Test func aMethodCalledFromAHandlerIsNamedWhenTheTapCrashes() {
    var session = makeSession()
    _ = session.submit(Self.model)
    _ = session.submit("let m = Model(size: 1)")
    _ = session.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)")
    _ = session.submit(
      "alert.addAction(UIAlertAction(title: \"Pick\", style: .default) { _ in\n"
        + "  print(m.item(at: 5))\n})")
    _ = session.submit("present(alert, animated: true)")
    let output = session.submit(":tap \"Pick\"")
    #expect(output.contains("input:12:17: note: method 'Model.item(at:)' stopped here"))
    #expect(output.contains("is undone: method 'Model.item(at:)' stopped at line 12"))
    #expect(session.world.topPresented != nil)
  }
}

/// Probes of the language list that did not run as Swift does, now fixed.
@Suite struct SwiftLanguageProbeTests {
  func run(_ lines: [String]) -> String {
    var session = makeSession()
    return lines.map { session.submit($0) }.joined()
  }

  @Test func superCallsTheLearnersSuperclassMethod() {
    let output = run([
      "class Base {\n  func name() -> String { return \"base\" }\n}",
      "class Middle: Base {\n  override func name() -> String { return \"middle \" + super.name() }\n}",
      "class Top: Middle {\n  override func name() -> String { return \"top \" + super.name() }\n}",
      "print(Top().name(), Middle().name())",
    ])
    #expect(output.contains("top middle base middle base\n"))
  }

  @Test func aProtocolExtensionUsesTheRequirements() {
    let output = run([
      "protocol Named { var title: String { get } }",
      "extension Named {\n  func shout() -> String { return title.uppercased() }\n}",
      "struct Item: Named { let title: String }", "print(Item(title: \"save\").shout())",
    ])
    #expect(output.contains("SAVE\n"))
    #expect(!output.contains("error"))
  }

  @Test func switchOverAnOptional() {
    let output = run([
      "enum Direction: Int { case up = 1, down }",
      "func show(_ d: Direction?) {\n  switch d {\n  case .up?: print(\"up\")\n"
        + "  case .down?: print(\"down\")\n  case nil: print(\"none\")\n  }\n}",
      "show(Direction(rawValue: 2))", "show(Direction(rawValue: 9))",
      "let name: String? = \"ok\"",
      "switch name {\ncase .some(let n): print(\"some\", n)\ncase .none: print(\"none\")\n}",
    ])
    #expect(output.contains("down\nnone\n"))
    #expect(output.contains("some ok\n"))
    let partial = run([
      "enum Direction: Int { case up = 1, down }", "let d = Direction(rawValue: 1)",
      "switch d {\ncase .up?: print(\"up\")\ncase nil: print(\"none\")\n}",
    ])
    #expect(partial.contains("error: switch must be exhaustive"))
    #expect(partial.contains("note: add missing case: '.some(.down)'"))
  }

  @Test func anArrayExtensionNamesItsOwnMembersAndElement() {
    let output = run([
      "extension Array {\n  var second: Element? { return count > 1 ? self[1] : nil }\n}",
      "let empty: [Int] = []", "print([4, 5].second ?? 0, empty.second ?? 0)",
      "let xs = [3, 1, 2]",
      "print(xs.contains(3), xs.contains(9))",
    ])
    #expect(output.contains("5 0\n"))
    #expect(output.contains("true false\n"))
  }
}
