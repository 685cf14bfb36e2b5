import AlertLabKit
import Testing

@testable import AlertLabScript

/// What `source` prints, one entry per `print`, and its errors (`error: line:column: ...`).
func printed(_ source: String, fileName: String = "input") -> [String] {
  let interpreter = Interpreter(world: World())
  let (diagnostics, outcomes) = interpreter.run(source, fileName: fileName)
  var lines = diagnostics.map { "error: \($0.range.start): \($0.message)" }
  for outcome in outcomes {
    for case .output(let text) in outcome.events { lines.append(text) }
    if case .diagnostic(let diagnostic)? = outcome.failure {
      lines.append("error: \(diagnostic.range.start): \(diagnostic.message)")
    }
  }
  return lines
}

/// The first error the parser reports for `source`, or nil.
func parseError(_ source: String) -> String? {
  Parser.parse(source).diagnostics.first { $0.severity == .error }?.message
}

@Suite struct IfAndSwitchExpressionTests {
  @Test func ifAndSwitchGiveValues() {
    #expect(
      printed(
        """
        enum Tide { case rising, slack }
        let deep = true
        let word = if deep { "deep" } else { "shallow" }
        let mark = switch Tide.slack {
        case .rising: "^"
        case .slack: "-"
        }
        var state = "?"
        state = if !deep { "a" } else if deep { "b" } else { "c" }
        let half: Double = if deep { 2 } else { 1.5 }
        print(word, mark, state, half)
        """) == ["deep - b 2.0"])
  }

  @Test func aBodyOfOneIfOrSwitchReturnsIt() {
    #expect(
      printed(
        """
        func parity(_ n: Int) -> String {
          if n % 2 == 0 { "even" } else { "odd" }
        }
        func size(_ n: Int) -> String {
          return switch n {
          case ..<10: "small"
          case 10...: "large"
          default: "none"
          }
        }
        struct Gauge { var level = 3; var label: String { if level > 2 { "high" } else { "low" } } }
        print(parity(3), size(4), size(40), Gauge().label, [1, 2].map { n in if n > 1 { "b" } else { "a" } })
        """) == [#"odd small large high ["a", "b"]"#])
  }

  @Test func branchesBindAndThrow() {
    #expect(
      printed(
        """
        enum Problem: Error { case missing }
        func name(_ value: String?) throws -> String {
          if let value { value.uppercased() } else { throw Problem.missing }
        }
        print(try name("kay"), (try? name(nil)) ?? "none")
        """) == ["KAY none"])
  }

  @Test func swiftsRulesForBranchesAreReported() {
    #expect(
      parseError("let a = if true { 1 }")
        == "'if' must have an unconditional 'else' to be used as expression")
    #expect(
      parseError("let a = if true { print(1); 1 } else { 2 }")
        == "non-expression branch of 'if' expression may only end with a 'throw'")
    #expect(
      parseError("let a = switch 1 { case 1: print(1); 1\ndefault: 2 }")
        == "non-expression branch of 'switch' expression may only end with a 'throw' or "
        + "'fallthrough'")
  }
}

@Suite struct OneSidedRangeTests {
  @Test func slicesAndCases() {
    #expect(
      printed(
        """
        let a = [10, 20, 30, 40]
        print(a[2...], a[..<1], a[...1], a[4...])
        for n in [-1, 5, 50] {
          switch n {
          case ..<0: print("negative")
          case 10...: print("big")
          default: print("small")
          }
        }
        """) == ["[30, 40] [10] [10, 20] []", "negative", "small", "big"])
  }

  @Test func theyAreValuesOfTheirOwnTypes() {
    #expect(
      printed(
        """
        let from = 5...
        let upTo = ..<3
        print(from, upTo, ...2, type(of: from), type(of: upTo))
        print(from.contains(5), upTo.contains(3), from ~= 9)
        print(0...Int.max)
        """) == [
          "PartialRangeFrom<Int>(lowerBound: 5) PartialRangeUpTo<Int>(upperBound: 3) "
            + "PartialRangeThrough<Int>(upperBound: 2) PartialRangeFrom<Int> PartialRangeUpTo<Int>",
          "true false true",
          "0...9223372036854775807",
        ])
  }

  @Test func aSliceBeyondTheEndCrashes() {
    #expect(transcript("let a = [1]\nprint(a[2...])").last == "crash: index-out-of-range")
  }
}

@Suite struct SourceLocationLiteralTests {
  @Test func functionNamesWhereItIsWritten() {
    #expect(
      printed(
        """
        func go(_ x: Int, to place: String) -> String { #function }
        struct Port {
          var name: String { #function }
          init() { print(#function) }
          subscript(i: Int) -> String { #function }
        }
        print(go(1, to: ""), Port().name, Port()[0], #function)
        """) == ["init()", "init()", "go(_:to:) name subscript(_:) main"])
  }

  @Test func defaultArgumentsTakeTheCallersPlace() {
    #expect(
      printed(
        """
        func where_(_ f: String = #function, _ c: Int = #column) -> String { "\\(f) \\(c)" }
        func caller() -> String { where_() }
        print(caller())
          print(where_())
        print(#column)
        """) == ["caller() 33", "main 15", "7"])
  }

  @Test func fileNamesComeFromTheFileRun() {
    #expect(
      printed("print(#file, #fileID, #filePath)", fileName: "demo/harbour.swift")
        == ["demo/harbour.swift main/harbour.swift demo/harbour.swift"])
    #expect(parseError("print(#file)")?.hasPrefix("AlertLab does not simulate '#file'") == true)
    #expect(parseError("print(#line)") == nil)
  }
}

@Suite struct RawStringTests {
  @Test func backslashesAndQuotesAreText() {
    #expect(
      printed(
        """
        let n = 4
        print(#"a\\n "b" \\(n) \\#(n) \\#n."#)
        print(##"x "# y"##, #""#.isEmpty)
        """) == ["a\\n \"b\" \\(n) 4 ", ".", "x \"# y true"])
  }

  @Test func multiLineRawStrings() {
    #expect(
      printed(
        """
        let who = "Wren"
        let text = #\"""
          path: \\\\share\\dir
          boat: \\#(who)
          \"""#
        print(text)
        """) == ["path: \\\\share\\dir", "boat: Wren"])
  }

  @Test func anUnterminatedRawStringIsReported() {
    #expect(parseError("let s = #\"open\"") == "unterminated string literal")
  }
}

@Suite struct ForCaseTests {
  @Test func onlyMatchingElementsRun() {
    #expect(
      printed(
        """
        enum Load { case crates(Int), empty }
        let values: [Int?] = [1, nil, 3]
        for case let v? in values { print(v) }
        for case .some(let v) in values where v > 1 { print("big", v) }
        for case .crates(let n) in [Load.crates(2), .empty, .crates(5)] { print("crates", n) }
        for case let (a, b) in [(1, "x"), (2, "y")] where a == 2 { print(a, b) }
        for case nil in values { print("hole") }
        """) == ["1", "3", "big 3", "crates 2", "crates 5", "2 y", "hole"])
  }
}

@Suite struct BitwiseOperatorTests {
  @Test func intBitwiseOperators() {
    #expect(
      printed("print(12 & 10, 12 | 3, 12 ^ 5, ~12, 5 & 3 + 1)") == ["8 15 9 -13 2"])
  }

  @Test func smartShiftsNeverTrap() {
    #expect(
      printed("print(1 << 3, -16 >> 2, 1 << 63, 1 << 64, -1 >> 100, 8 >> -1, 8 << -2, 3 &<< 65)")
        == ["8 -4 -9223372036854775808 0 -1 16 2 6"])
    #expect(Interpreter.shiftedLeft(1, by: Int.min) == 0)
    #expect(Interpreter.shiftedRight(-5, by: Int.min) == 0)
    #expect(Interpreter.shiftedRight(-5, by: Int.max) == -1)
  }

  @Test func compoundAssignments() {
    #expect(
      printed(
        """
        var m = 1
        m <<= 4; m |= 3; m &= 0b10110; m ^= 1; m >>= 1
        print(m, String(m, radix: 2), String(255, radix: 16, uppercase: true), Int("ff", radix: 16) ?? 0)
        """) == ["9 1001 FF 255"])
  }
}

@Suite struct InitializerValueTests {
  @Test func initializersPassedAsFunctions() {
    #expect(
      printed(
        """
        struct Tag { var code: Int }
        print([1, 2].map(String.init), ["3", "x"].compactMap(Int.init), [4].map(Tag.init))
        print([5].map(String.init(describing:)), [6].map(Double.init))
        let make = Tag.init
        print(make(7).code)
        """) == [#"["1", "2"] [3] [main.Tag(code: 4)]"#, #"["5"] [6.0]"#, "7"])
  }
}

@Suite struct StringMutationTests {
  @Test func appendAndRemoveInPlace() {
    #expect(
      printed(
        """
        var s = "ab"
        let copy = s
        s.append("c")
        s.append(contentsOf: "de")
        let last = s.removeLast()
        let first = s.removeFirst()
        print(s, last, first, copy)
        s.removeAll()
        print(s.isEmpty)
        """) == ["bcd e a ab", "true"])
  }

  @Test func aLetStringCannotChange() {
    #expect(
      printed("let s = \"a\"\ns.append(\"b\")")
        == ["error: 2:1: cannot use mutating member on immutable value: 's' is a 'let' constant"])
  }

  @Test func removingFromAnEmptyStringCrashes() {
    #expect(transcript("var s = \"\"\ns.removeLast()").last == "crash: remove-from-empty")
  }

  @Test func stringsInCollectionsEscapeSingleQuotes() {
    #expect(printed(#"print(["it's"], "it's")"#) == [#"["it\'s"] it's"#])
  }
}

@Suite struct RangesOfOtherTypesTests {
  @Test func doubleAndStringRanges() {
    #expect(
      printed(
        """
        let ok = 1.5...2.5
        print(ok, type(of: ok), ok.contains(2), ok ~= 3.0, "a"..<"c", ("a"..."c").contains("b"))
        for t in [-1.0, 1.0, 9.0] {
          switch t {
          case ..<0.0: print("below")
          case 0.0..<5.0: print("low")
          default: print("high")
          }
        }
        print(type(of: ..<0.0), 2.5...)
        """) == [
          "1.5...2.5 ClosedRange<Double> true false a..<c true", "below", "low", "high",
          "PartialRangeUpTo<Double> PartialRangeFrom<Double>(lowerBound: 2.5)",
        ])
  }

  @Test func reversedBoundsCrash() {
    #expect(transcript("let r = 2.0...1.0").last?.hasPrefix("crash: ") == true)
  }

  @Test func aSwitchOverBoolCoveringBothValuesIsExhaustive() {
    #expect(
      printed("switch 1 > 2 {\ncase true: print(\"yes\")\ncase false: print(\"no\")\n}")
        == ["no"])
    #expect(
      printed("switch true {\ncase true: print(\"yes\")\n}")
        == ["error: 1:1: switch must be exhaustive"])
  }
}

@Suite struct SmallerLanguageGapTests {
  @Test func operatorsPassedAsFunctionsAreCalled() {
    #expect(
      printed(
        "func apply(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) -> Int { f(a, b) }\n"
          + "print(apply(%, 17, 5), apply(+, 1, 2))") == ["2 3"])
  }

  @Test func tuplesCompareInOrder() {
    #expect(
      printed(
        #"print((1, "b") < (2, "a"), (2, "a") < (2, "b"), (3, 1) >= (3, 1), (1, 2) > (1, 3))"#)
        == ["true true true false"])
  }

  @Test func aGuardMayEndInACallOfAFunctionThatNeverReturns() {
    #expect(
      printed(
        """
        func halt() -> Never { fatalError("stop") }
        let n: Int? = 3
        guard let m = n else { halt() }
        print(m)
        """) == ["3"])
  }

  @Test func aBodyThatIsOneClosureReturnsIt() {
    #expect(
      printed(
        """
        func twice(_ f: @escaping (Int) -> Int) -> (Int) -> Int { { f(f($0)) } }
        print(twice { $0 + 3 }(1))
        """) == ["7"])
    #expect(
      parseError("func f() {\n  { print(1) }\n  print(2)\n}")?.hasPrefix("statement cannot") == true
    )
  }
}

@Suite struct GenericTypeNameTests {
  @Test func genericValuesShowTheirArguments() {
    #expect(
      printed(
        """
        struct Pair<A, B> { var a: A; var b: B }
        struct Bag<T> { var items: [T] }
        let p = Pair(a: 1, b: Bag(items: ["x"]))
        print(p, type(of: p))
        print([Bag(items: [2.5])], type(of: Bag(items: [[1]])))
        """) == [
          #"Pair<Int, Bag<String>>(a: 1, b: main.Bag<Swift.String>(items: ["x"])) "#
            + "Pair<Int, Bag<String>>",
          "[main.Bag<Swift.Double>(items: [2.5])] Bag<Array<Int>>",
        ])
  }

  @Test func theArgumentsWrittenOrWantedAreShownWhenNoPropertyTellsThem() {
    let bag = "struct Bag<T> { var items: [T] }\n"
    #expect(printed(bag + "print(Bag<Int>(items: []))") == ["Bag<Int>(items: [])"])
    #expect(
      printed(bag + "let b: Bag<String> = Bag(items: [])\nprint(b, type(of: b))")
        == ["Bag<String>(items: []) Bag<String>"])
    #expect(
      printed(bag + "func empty<T>(_ sample: T) -> Bag<T> { Bag(items: []) }\nprint(empty(1))")
        == ["Bag<Int>(items: [])"])
  }

  @Test func anArgumentNothingTellsIsLeftOut() {
    // `Bag<Int>.none()` makes a `Bag<Int>`: the arguments of a static member's type are not
    // kept yet, and AlertLab leaves them out rather than guess.
    #expect(
      printed(
        "struct Bag<T> { var items: [T]; static func none() -> Bag<T> { Bag(items: []) } }\n"
          + "print(Bag<Int>.none())") == ["Bag(items: [])"])
  }

  @Test func aTypeThatIsNotGenericIsShownAsBefore() {
    #expect(printed("struct P { var x: Any }\nprint(P(x: 1), type(of: P(x: 2)))") == ["P(x: 1) P"])
  }
}

@Suite struct OptionalMapAndConversionTests {
  @Test func mapAndFlatMapOfOptionals() {
    #expect(
      printed(
        """
        let a: Int? = 4
        let b: Int? = nil
        print(a.map { $0 + 1 } as Any, b.map { $0 + 1 } as Any, a.flatMap { $0 > 9 ? 1 : nil } as Any)
        """) == ["Optional(5) nil nil"])
  }

  @Test func conversionsThatMayFail() {
    #expect(
      printed(#"print(Bool("true") as Any, Bool("no") as Any, Character("x"), String().isEmpty)"#)
        == ["Optional(true) nil x true"])
    #expect(printed(#"let c = Character("xy")"#).first?.hasPrefix("error: 1:9: AlertLab") == true)
  }

  @Test func lastIndexAndTrailingClosureIndexes() {
    #expect(
      printed(
        "let v = [1, 5, 1]\nprint(v.lastIndex(of: 1)!, v.lastIndex { $0 > 2 }!, v.firstIndex { $0 == 1 }!)"
      )
        == ["2 1 0"])
  }

  @Test func aFailingPreconditionStopsTheApp() {
    #expect(printed("precondition(1 < 2)\nprint(\"ok\")") == ["ok"])
    #expect(transcript("precondition(2 < 1, \"bad\")").last == "crash: fatal-error")
  }
}

/// `randomElement()` and `shuffled()` draw from a generator with a fixed start: random to the
/// program, the same output every run, and the interpreter's state holds where it is.
@Suite struct RandomnessTests {
  @Test func drawsAreTheSameEveryRunAndMoveOn() {
    let source = """
      let words = ["ant", "bee", "cat", "dog", "eel", "fox"]
      print(words.randomElement() ?? "none")
      print(words.randomElement() ?? "none")
      print(words.shuffled().joined(separator: " "))
      print(words.shuffled().sorted() == words.sorted())
      print(["only"].randomElement() ?? "none")
      let nothing: [Int] = []
      print(nothing.randomElement() == nil, nothing.shuffled().isEmpty)
      """
    let first = printed(source)
    #expect(first == printed(source))
    #expect(!first.contains { $0.hasPrefix("error") }, "\(first)")
    #expect(first.count == 6, "\(first)")
    #expect(Set(["ant", "bee", "cat", "dog", "eel", "fox"]).isSuperset(of: first.prefix(2)))
    #expect(first[2].split(separator: " ").sorted() == ["ant", "bee", "cat", "dog", "eel", "fox"])
    #expect(Array(first.suffix(3)) == ["true", "only", "true true"])
    // Many draws reach every element: the generator moves on after each.
    let spread = printed(
      "let d = [1, 2, 3, 4]\nvar seen = Set<Int>()\nfor _ in 0..<64 { seen.insert(d.randomElement() ?? 0) }\nprint(seen.count)"
    )
    #expect(spread == ["4"], "\(spread)")
  }
}

/// `Int.random(in:)`, `Double.random(in:)` and `Bool.random()` draw from the same generator.
@Suite struct RandomNumberTests {
  @Test func numbersFallInTheirRangeTheSameEveryRun() {
    let source = """
      var inside = true
      var seen = Set<Int>()
      for _ in 0..<200 {
        let die = Int.random(in: 1...6)
        seen.insert(die)
        let fraction = Double.random(in: 0..<1)
        let half = Int.random(in: 0..<2)
        inside = inside && die >= 1 && die <= 6 && fraction >= 0 && fraction < 1 && half < 2
      }
      print(inside, seen.count)
      print(Int.random(in: 4...4), Bool.random() || true)
      print(Int.random(in: Int.min...Int.max) != Int.random(in: Int.min...Int.max))
      """
    let first = printed(source)
    #expect(first == ["true 6", "4 true", "true"], "\(first)")
    #expect(first == printed(source))
  }
}

/// Products of 64-bit sized integers that do not fit even in 128 bits are Swift's overflow,
/// never a trap of AlertLab's own arithmetic.
@Suite struct WideProductTests {
  @Test func theLargestProductsOverflowAsSwiftSays() {
    let reported = printed("print(UInt.max.multipliedReportingOverflow(by: UInt.max))")
    #expect(reported == ["(partialValue: 1, overflow: true)"], "\(reported)")
    let trapped = printed("let x: UInt = UInt.max\nlet y = x * x")
    #expect(trapped.count == 1, "\(trapped)")
    #expect(trapped.first?.contains("results in an overflow") == true, "\(trapped)")
    #expect(printed("print(UInt.max &* UInt.max)") == ["1"])
  }
}

/// What the compiled build of each program prints (`swiftc -swift-version 5`), checked here
/// piece by piece.
@Suite struct OperatorsAndContextTests {
  @Test func aCompletionHandlersArgumentsTakeItsParameterTypes() {
    let source = """
      enum Outcome<Value> {
        case done(Value)
        case failed(String)
      }
      func fetch(_ ok: Bool, completion: @escaping (Outcome<Int>) -> Void) {
        completion(ok ? .done(3) : .failed("offline"))
      }
      fetch(true) { print($0) }
      fetch(false) { outcome in
        if case .failed(let why) = outcome { print("no:", why) }
      }
      let kept: Outcome<Int> = .done(7)
      print(kept)
      """
    #expect(printed(source) == ["done(3)", "no: offline", "done(7)"])
  }

  @Test func operatorsWithInoutOperandsChangeThem() {
    let source = """
      struct Score: CustomStringConvertible {
        var points: Int
        var description: String { "\\(points) pts" }
        static func += (a: inout Score, b: Int) { a.points += b * 10 }
        static prefix func ++> (s: inout Score) -> Score {
          s.points *= 2
          return s
        }
      }
      prefix operator ++>
      postfix operator %%
      postfix func %% (value: Double) -> Double { value / 100 }
      infix operator ??= : AssignmentPrecedence
      func ??= <T>(lhs: inout T?, rhs: T) { if lhs == nil { lhs = rhs } }
      var score = Score(points: 1)
      score += 2
      let doubled = ++>score
      print(score, doubled, 50%%, 25.0%% * 2)
      var name: String? = nil
      name ??= "Ada"
      name ??= "Grace"
      print(name ?? "none")
      """
    #expect(printed(source) == ["42 pts 42 pts 0.5 0.5", "Ada"])
  }

  @Test func aSwitchOverTuplesEndingInBindingsIsExhaustive() {
    let source = """
      for pair in [(0, 1), (2, 2), (3, 1)] {
        switch pair {
        case (0, _): print("left")
        case let (a, b) where a == b: print("same", a)
        case let (a, _): print("other", a)
        }
      }
      """
    #expect(printed(source) == ["left", "same 2", "other 3"])
  }

  @Test func compositionsCallsNamedLikeModifiersAndSynthesizedOrder() {
    let source = """
      protocol Named { var name: String { get } }
      protocol Aged { var age: Int { get } }
      struct Cat: Named, Aged { let name: String; let age: Int }
      struct Rock: Named { let name: String }
      func describe(_ thing: Named & Aged) { print(thing.name, thing.age) }
      describe(Cat(name: "Tom", age: 3))
      let things: [Any] = [Cat(name: "Kit", age: 1), Rock(name: "Stone")]
      for thing in things { print(thing is Named & Aged) }
      func open(_ door: String) { print("opening", door) }
      open("front")
      enum Priority: Comparable {
        case low
        case medium(level: Int)
        case high
      }
      let queue = [Priority.high, .medium(level: 2), .low, .medium(level: 1)]
      print(queue.sorted())
      print(Priority.medium(level: 3) < .high, Priority.high <= .low, Priority.medium(level: 1) >= .medium(level: 1))
      """
    #expect(
      printed(source) == [
        "Tom 3", "true", "false", "opening front",
        "[main.Priority.low, main.Priority.medium(level: 1), main.Priority.medium(level: 2), "
          + "main.Priority.high]",
        "true false true",
      ])
  }
}

/// The learner's extensions of the standard library's types and protocols reach built-in
/// values, as the compiled program's do (`swiftc -swift-version 5`).
@Suite struct StandardExtensionsTests {
  @Test func extensionsOfCollectionsStringsAndNumbersRunOnBuiltInValues() {
    let source = """
      extension Collection {
        subscript(safe index: Index) -> Element? {
          indices.contains(index) ? self[index] : nil
        }
        var isNotEmpty: Bool { !isEmpty }
      }
      extension Sequence {
        func tally(where test: (Element) -> Bool) -> Int {
          var n = 0
          for item in self where test(item) { n += 1 }
          return n
        }
      }
      extension Array where Element == Int {
        var total: Int { reduce(0, +) }
      }
      extension Character {
        var isVowel: Bool { "aeiou".contains(self) }
      }
      extension Dictionary {
        var sortedKeys: [Key] { Array(keys) }
      }
      let buttons = ["OK", "Cancel"]
      print(buttons[safe: 1] ?? "none", buttons[safe: 5] ?? "none", buttons[0])
      print([3, 4, 5].total, [1, 2, 3, 4].tally(where: { $0 > 1 }), "banana".tally(where: { $0 == "a" }))
      print([Int]().isNotEmpty, "x".isNotEmpty, Character("e").isVowel)
      print(["b": 1].sortedKeys)
      """
    #expect(printed(source) == ["Cancel none OK", "12 3 3", "false true true", "[\"b\"]"])
  }

  /// A name `self` has no member for, in the learner's extension of a standard type, is not
  /// found, as Swift says (not "no member").
  @Test func anUnknownNameInAnExtensionOfArrayIsNotFound() {
    let lines = printed(
      "extension Array {\n  func size() -> Int { countt }\n  func total() -> Int { summ() }\n}\n"
        + "print([1].size())\nprint([1].total())")
    #expect(lines.contains { $0.hasSuffix("cannot find 'countt' in scope") }, "\(lines)")
    #expect(lines.contains { $0.hasSuffix("cannot find 'summ' in scope") }, "\(lines)")
  }

  @Test func theLearnersOptionSetsAndIntegerBitsAsSwiftHasThem() {
    let source = """
      struct Permissions: OptionSet {
        let rawValue: Int
        static let camera = Permissions(rawValue: 1)
        static let photos = Permissions(rawValue: 2)
        static let location = Permissions(rawValue: 4)
        static let all: Permissions = [.camera, .photos, .location]
      }
      var granted: Permissions = []
      print(granted.rawValue, granted.contains(.camera))
      let first = granted.insert(.camera)
      print(first.inserted, granted.insert(.camera).inserted, granted.rawValue)
      granted.formUnion([.photos, .location])
      print(granted == .all, granted.remove(.photos) != nil, granted.remove(.photos) == nil)
      let missing = Permissions.all.subtracting(granted)
      print(missing.rawValue, granted.union(missing) == .all, granted.intersection(.all).rawValue)
      print(granted.isSubset(of: .all), Permissions.all.isSuperset(of: granted), granted.isDisjoint(with: missing))
      let bits: UInt8 = 0b0010_0110
      print(bits.nonzeroBitCount, bits.leadingZeroBitCount, bits.trailingZeroBitCount, UInt16(0x1234).byteSwapped)
      """
    #expect(
      printed(source) == [
        "0 false", "true false 1", "true true true", "2 true 5", "true true true", "3 2 1 13330",
      ])
  }
}

/// `"\(label: value)"` calls the learner's `appendInterpolation(label:)`; without one it is
/// the compiler's error, and a plain interpolation keeps its default.
@Suite struct CustomInterpolationTests {
  @Test func aLabelledInterpolationNeedsItsAppendInterpolation() {
    #expect(
      printed("let x = 1\nprint(\"\\(foo: x)\")") == [
        "error: 2:9: extraneous argument label 'foo:' in call"
      ])
    #expect(
      printed(
        """
        extension String.StringInterpolation {
          mutating func appendInterpolation(twice text: String) {
            appendLiteral(text + text)
          }
        }
        print("\\(twice: "ab")-\\(5)")
        """) == ["abab-5"])
  }
}
