import Testing

@testable import AlertLabScript

@Suite struct TypedThrowsTests {
  @Test func anImplicitMemberThrownIsOfTheThrownType() {
    #expect(
      printed(
        """
        enum Failure: Error { case timeout(seconds: Int), gone }
        func fetch(_ n: Int) throws(Failure) -> Int {
          if n == 1 { throw .timeout(seconds: 30) }
          if n == 2 { throw .gone }
          return n
        }
        for n in 0...2 {
          do { print(try fetch(n)) } catch { print(error) }
        }
        """) == ["0", "timeout(seconds: 30)", "gone"])
  }
}

@Suite struct LineMacroTests {
  @Test func lineIsWhereItIsWrittenOrWhereTheCallIs() {
    #expect(
      printed(
        """
        func log(_ text: String, line: Int = #line) -> String { "\\(line): \\(text)" }
        func outer() -> String {
          log("inner")
        }
        print(#line, log("top"))
        print(outer(), type(of: #line))
        """) == ["5 5: top", "3: inner Int"])
  }

  @Test func sourceLocationRenumbersTheLinesAfterIt() {
    #expect(
      printed(
        """
        #sourceLocation(file: "virtual.swift", line: 100)
        let a = #line
        #sourceLocation()
        print(a, #line)
        """) == ["100 4"])
    #expect(
      parseError("#sourceLocation(line: 3)") == "expected 'file:' in #sourceLocation directive")
  }

  @Test func lineCountsFromTheLineTheInputStartsOn() {
    let parsed = Parser.parse("let here = #line", firstLine: 40)
    guard case .variable(let decl)? = parsed.statements.first?.kind else {
      Issue.record("not a variable")
      return
    }
    #expect(decl.initializer?.kind == .integer(40))
  }
}

@Suite struct GenericMetatypeTests {
  @Test func aGenericParameterNamesTheTypeItsMetatypeArgumentIs() {
    #expect(
      printed(
        """
        protocol Blank { init(); static var kind: String { get } }
        struct Notebook: Blank { var notes = ["cover"]; static var kind: String { "nb" } }
        final class Board: Blank { var notes = ["b"]; required init() {}; static var kind: String { "board" } }
        func make<T: Blank>(_ type: T.Type) -> T { T() }
        func kind<T: Blank>(of type: T.Type) -> String { "\\(T.self) \\(T.kind)" }
        print(make(Notebook.self).notes, make(Board.self).notes, kind(of: Board.self))
        """) == [#"["cover"] ["b"] Board board"#])
  }
}

@Suite struct StringOrderTests {
  @Test func stringsAndCharactersCompareWithEveryOrderOperator() {
    #expect(
      printed(
        """
        let c: Character = "a"
        print("b" <= "d", "b" >= "d", c <= "b", "e" >= "e")
        """) == ["true false true true"])
  }
}

@Suite struct ArrayIndexTests {
  @Test func anArrayMovesItsIndicesAsACollectionDoes() {
    #expect(
      printed(
        """
        let a = [4, 5, 6]
        let i = a.index(a.startIndex, offsetBy: 2)
        print(a[i], a.endIndex, a.index(after: 0), a.index(before: 2), a.distance(from: 0, to: 3))
        extension Collection {
          var middle: Element? { isEmpty ? nil : self[index(startIndex, offsetBy: count / 2)] }
        }
        print([1, 2, 3].middle as Any, [Int]().middle as Any)
        """) == ["6 3 1 1 3", "Optional(2) nil"])
  }
}

@Suite struct StandardTypeExtensionTests {
  @Test func anInitializerOfTheLearnersExtensionMakesTheValueSelfIsGiven() {
    #expect(
      printed(
        """
        extension String { init(stars: Int) { self = String(repeating: "*", count: stars) } }
        extension Int { init(doubling n: Int) { self = n * 2 } }
        extension Character { init(digit: Int) { self = Character(String(digit)) } }
        print(String(stars: 3), Int(doubling: 4), (5...7).map { Character(digit: $0) }, String(5))
        """) == [#"*** 8 ["5", "6", "7"] 5"#])
  }

  @Test func aTypeNestedInAnExtensionOfAStandardTypeIsDeclared() {
    #expect(
      printed(
        """
        extension Character {
          enum Category { case vowel, other }
          var category: Category { "aeiou".contains(self) ? .vowel : .other }
        }
        let c: Character = "e"
        print(c.category, Character("x").category, Character.Category.other)
        """) == ["vowel other other"])
  }
}

@Suite struct OptionalChainAssignmentTests {
  @Test func anAssignmentThroughAChainIsAnOptionalVoid() {
    #expect(
      printed(
        """
        class Trip { var hotel = "none"; func show() { print("showing") } }
        var trip: Trip? = nil
        if (trip?.hotel = "Ritz") == nil { print("not set") }
        trip = Trip()
        if (trip?.hotel = "Ritz") != nil { print("set", trip?.hotel ?? "") }
        if let v = trip?.show() { print("returned", v) }
        """) == ["not set", "set Ritz", "showing", "returned ()"])
  }
}

@Suite struct StandardProtocolValueTests {
  @Test func aStandardValueGoesWhereAProtocolItsTypeAdoptsIsWritten() {
    #expect(
      printed(
        """
        var bag: some Collection = ["a", "b", "c"]
        let erased: any Equatable = 3
        let key: any Hashable = "k"
        func odds(upTo n: Int) -> some Sequence<Int> { [1, 3, 5].filter { $0 <= n } }
        print(bag.count, erased, key, odds(upTo: 3).reduce(0, +))
        """) == ["3 3 k 4"])
  }

  @Test func aStandardTypeGoesWhereAProtocolItsExtensionAdoptsIsWritten() {
    #expect(
      printed(
        """
        protocol Container { var count: Int { get } }
        extension Array: Container {}
        func wrapTwice<T>(_ value: T) -> some Container { [value, value] }
        print(wrapTwice("echo").count)
        """) == ["2"])
  }
}

@Suite struct ProtocolExtensionDispatchTests {
  @Test func aMethodNoRequirementNamesRunsAsTheProtocolTypeSays() {
    #expect(
      printed(
        """
        protocol Greeter { func name() -> String }
        extension Greeter {
          func name() -> String { "extension name" }
          func hello() -> String { "hello from extension" }
        }
        struct Host: Greeter {
          func name() -> String { "Host name" }
          func hello() -> String { "hello from Host" }
        }
        let concrete = Host()
        let existential: any Greeter = Host()
        print(concrete.hello(), existential.hello(), existential.name())
        """) == ["hello from Host hello from extension Host name"])
  }
}

@Suite struct PrimaryAssociatedTypeTests {
  @Test func aProtocolMayNameItsPrimaryAssociatedTypes() {
    #expect(
      printed(
        """
        protocol Container<Item> {
          associatedtype Item
          var items: [Item] { get }
        }
        struct Box<T>: Container { var items: [T] }
        let typed: any Container<Int> = Box(items: [5, 6])
        print(typed.items.reduce(0, +))
        """) == ["11"])
    #expect(parseError("protocol P<A,> { associatedtype A }") == nil)
    #expect(
      parseError("protocol P<1> { associatedtype A }")
        == "expected an identifier to name primary associated type")
  }
}

@Suite struct ExtensionNestedTypeTests {
  @Test func aTypeNestedInAnExtensionOfTheLearnersTypeIsDeclared() {
    #expect(
      printed(
        """
        struct Pantry { var items = ["rice", "oil"] }
        extension Pantry {
          struct Summary { let kinds: Int }
          var summary: Summary { Summary(kinds: items.count) }
        }
        print(Pantry().summary, Pantry.Summary(kinds: 1).kinds)
        """) == ["Summary(kinds: 2) 1"])
  }
}

@Suite struct MetatypeAndProtocolCheckTests {
  @Test func aStandardTypesMetatypeIsAValue() {
    #expect(
      printed(
        """
        let types: [Any.Type] = [String.self, Int.self]
        for t in types { print(t, t == Int.self) }
        """) == ["String false", "Int true"])
  }

  @Test func aMetatypeIsOfTheProtocolsItsTypeAdopts() {
    #expect(
      printed(
        """
        protocol Alertable {}
        struct Toast: Alertable {}
        class Base: Alertable {}
        class Derived: Base {}
        let types: [Any.Type] = [Toast.self, Derived.self, Int.self]
        print(types.map { $0 is Alertable.Type }, types.map { $0 is Base.Type })
        """) == ["[true, true, false] [false, true, false]"])
  }

  @Test func aStandardValueIsOfTheStandardProtocolsItsTypeAdopts() {
    #expect(
      printed(
        """
        struct P: CustomStringConvertible { var description: String { "p" } }
        let xs: [Any] = [1, 2.5, Int8(3), UInt8(4), P()]
        print(xs.map { $0 is any Numeric }, xs.map { $0 is any SignedInteger })
        print(xs.compactMap { ($0 as? CustomStringConvertible)?.description })
        """) == [
          "[true, true, true, true, false] [true, false, true, false, false]",
          #"["1", "2.5", "3", "4", "p"]"#,
        ])
  }
}

@Suite struct CastPatternTests {
  @Test func aBoundPatternMayBeCastAsAWhole() {
    #expect(
      printed(
        """
        let things: [Any] = [(4, 9), "x", Optional<String>.none as Any, { (n: Int) -> String in "\\(n)!" }]
        for thing in things {
          switch thing {
          case let (a, b) as (Int, Int): print("pair", a + b)
          case let f as (String) -> String: print("other function", f("a"))
          case let f as (Int) -> String: print("function", f(3))
          case let s as String: print("string", s)
          case let maybe as String?: print("optional", maybe as Any)
          default: print("unhandled")
          }
        }
        print(Optional<Int>.some(3) as Any)
        """) == ["pair 13", "string x", "optional nil", "function 3!", "Optional(3)"])
  }
}

@Suite struct AutoclosureTests {
  @Test func anAutoclosureArgumentRunsOnlyWhenCalled() {
    #expect(
      printed(
        """
        var waiting = ["Ada", "Wen"]
        var lookups = 0
        func costly() -> String { lookups += 1; return "x" }
        func log(_ on: Bool, _ message: @autoclosure () -> String) { if on { print(message()) } }
        var later: [() -> String] = []
        func keep(_ make: @autoclosure @escaping () -> String) { later.append(make) }
        log(false, costly())
        log(true, costly())
        keep(waiting.removeFirst())
        print(lookups, waiting, later.map { $0() }, waiting)
        """) == ["x", #"1 ["Ada", "Wen"] ["Ada"] ["Wen"]"#])
  }
}

@Suite struct BufferPointerTests {
  @Test func aMutableBufferPointerChangesTheArray() {
    #expect(
      printed(
        """
        var xs = [1, 2, 3]
        let n = xs.withUnsafeMutableBufferPointer { buf -> Int in
          buf[0] = 9
          buf.swapAt(1, 2)
          return buf.count
        }
        xs.withUnsafeMutableBufferPointer { $0.swapAt(0, 2) }
        print(n, xs)
        """) == ["3 [2, 3, 9]"])
  }
}

@Suite struct UnboundMethodTests {
  @Test func aMethodNamedOnItsTypeTakesTheInstanceFirst() {
    #expect(
      printed(
        """
        struct Temperature {
          var celsius: Double
          func raised(by d: Double) -> Temperature { Temperature(celsius: celsius + d) }
        }
        let unbound = Temperature.raised
        print(unbound(Temperature(celsius: 19.5))(10).celsius)
        let describe = String.init(describing:) as (Int) -> String
        print([1, 2].map(describe))
        """) == ["29.5", #"["1", "2"]"#])
  }
}

@Suite struct SubscriptAndKeyPathTests {
  @Test func aVariadicSubscriptTakesAnyNumberOfArguments() {
    #expect(
      printed(
        """
        struct Polynomial {
          var coefficients: [Int]
          subscript(terms: Int...) -> [Int] {
            terms.map { $0 < coefficients.count ? coefficients[$0] : 0 }
          }
        }
        print(Polynomial(coefficients: [1, 0, 2])[0, 2, 5])
        """) == ["[1, 2, 0]"])
  }

  @Test func aKeyPathMayHaveSubscriptsAndBeASubscriptsArgument() {
    #expect(
      printed(
        """
        struct Grid { var rows: [[Int]] }
        let g = Grid(rows: [[1, 2], [3, 4]])
        let kp: KeyPath<Grid, [[Int]]> = \\.rows
        print([g].map(\\.rows[1]), ["a", "b"][keyPath: \\.[1]], g[keyPath: kp].count)
        """) == [#"[[3, 4]] b 2"#])
  }
}

@Suite struct FunctionValueTypeTests {
  @Test func aClosureWhereAFunctionOfDoublesIsExpectedTakesDoubles() {
    #expect(
      printed(
        """
        let half: (Double) -> Double = { $0 / 2 }
        let table: [(String, (Double) -> Double)] = [("cube", { $0 * $0 * $0 })]
        for (name, f) in table { print(name, f(4), half(5)) }
        """) == ["cube 64.0 2.5"])
  }

  @Test func aFunctionsTypeIsItsSignature() {
    #expect(
      printed(
        """
        func larger(_ a: Int, _ b: Int) -> Int { a > b ? a : b }
        func ping() {}
        print(type(of: larger), type(of: ping), type(of: { (s: String) -> Int in s.count }))
        """) == ["(Int, Int) -> Int () -> () (String) -> Int"])
  }
}

@Suite struct StringIndexMutationTests {
  @Test func aStringInsertsAndRemovesAtItsIndices() {
    #expect(
      printed(
        """
        var memo = "buy milk"
        memo.insert("?", at: memo.endIndex)
        memo.insert(contentsOf: " and bread", at: memo.index(before: memo.endIndex))
        print(memo)
        let last = memo.remove(at: memo.index(before: memo.endIndex))
        memo.removeSubrange(memo.index(memo.endIndex, offsetBy: -10)..<memo.endIndex)
        print(memo, last)
        """) == ["buy milk and bread?", "buy milk ?"])
  }
}
