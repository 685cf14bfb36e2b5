import Testing

@testable import AlertLabScript

/// The printed lines of a program (`out: ` taken off), and its errors as `transcript` gives them.
private func printed(_ source: String) -> [String] {
  transcript(source).compactMap { line in
    if line.hasPrefix("out: ") { return String(line.dropFirst("out: ".count)) }
    return line.hasPrefix("error: ") ? line : nil
  }
}

private let clamped = """
  @propertyWrapper
  struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
      self.range = range
      value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
      get { value }
      set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: Bool { value == range.upperBound }
  }

  """

private let lines = """
  @resultBuilder
  enum Lines {
    static func buildExpression(_ text: String) -> [String] { [text] }
    static func buildExpression(_ number: Int) -> [String] { ["#\\(number)"] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["-"] }
    static func buildEither(first part: [String]) -> [String] { ["F"] + part }
    static func buildEither(second part: [String]) -> [String] { ["S"] + part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
  }
  func make(@Lines _ body: () -> [String]) -> String { body().joined(separator: " ") }

  """

@Suite struct WrappersAndBuildersTests {
  @Test func aWrappedPropertyIsReadAndSetThroughItsWrapper() {
    #expect(
      printed(
        clamped + """
          struct Dial {
            @Clamped(0...10) var level: Int = 40
            mutating func turn() { level -= 3 }
          }
          var dial = Dial()
          print(dial.level, dial.$level)
          dial.turn()
          dial.level += 1
          print(dial.level, dial.$level)
          """) == ["10 true", "8 false"])
  }

  @Test func theMemberwiseInitializerTakesTheWrappedValue() {
    #expect(
      printed(
        clamped + """
          struct Dial {
            @Clamped(0...10) var level: Int = 4
            var name = "dial"
          }
          let a = Dial(level: 99)
          let b = Dial(name: "knob")
          print(a.level, a.name, b.level, b.name)
          """) == ["10 dial 4 knob"])
  }

  @Test func aWrappedLocalVariableGoesThroughItsWrapper() {
    #expect(
      printed(
        clamped + """
          func rate() {
            @Clamped(1...5) var stars: Int = 9
            print(stars, $stars, _stars.range)
            stars = -2
            stars += 1
            print(stars, $stars)
          }
          rate()
          """) == ["5 true 1...5", "2 false"])
  }

  @Test func aClassWrapperIsSharedThroughItsProjection() {
    #expect(
      printed(
        """
        @propertyWrapper
        final class Box {
          var wrappedValue: String
          init(wrappedValue: String) { self.wrappedValue = wrappedValue }
          var projectedValue: Box { self }
        }
        class Screen {
          @Box var title = "Home"
        }
        let screen = Screen()
        let box = screen.$title
        box.wrappedValue = "Settings"
        print(screen.title)
        """) == ["Settings"])
  }

  @Test func aStaticWrappedPropertyIsSetThroughItsWrapper() {
    #expect(
      printed(
        clamped + """
          enum Settings {
            @Clamped(1...3) static var speed: Int = 7
          }
          print(Settings.speed)
          Settings.speed = 0
          print(Settings.speed)
          """) == ["3", "1"])
  }

  @Test func withoutProjectedValueThereIsNoDollarName() {
    let output = printed(
      """
      @propertyWrapper
      struct Plain { var wrappedValue: Int }
      struct Holder { @Plain var count: Int = 1 }
      let holder = Holder()
      print(holder.count)
      print(holder.$count)
      """)
    #expect(output.first == "1")
    #expect(output.contains { $0.contains("no member '$count'") })
  }

  @Test func aBuilderClosureCombinesItsExpressions() {
    #expect(
      printed(
        lines + """
          print(make {
            "a"
            2
            let c = "c"
            c
          })
          """) == ["a #2 c"])
  }

  @Test func ifWithoutElseIsOptionalAndIfElseIsEither() {
    #expect(
      printed(
        lines + """
          for n in [0, 1, 2] {
            print(make {
              if n == 1 { "one" }
              if n == 0 { "zero" } else { "other" }
            })
          }
          """) == ["- F zero", "one S other", "- S other"])
  }

  @Test func elseIfChainsAndSwitchesBuildSwiftsBalancedTree() {
    #expect(
      printed(
        lines + """
          for n in 0..<3 {
            print(make {
              if n == 0 { "a" } else if n == 1 { "b" } else { "c" }
            })
          }
          print(make {
            switch 4 {
            case 0: "z"
            case 1: "o"
            case 2: "t"
            case 3: "h"
            default: "d"
            }
          })
          """) == ["F F a", "F S b", "S c", "S d"])
  }

  @Test func forLoopsBuildArrays() {
    #expect(
      printed(
        lines + """
          print(make {
            "start"
            for i in 1...4 where i % 2 == 0 { i }
          })
          """) == ["start #2 #4"])
  }

  @Test func functionsAndComputedPropertiesCanBeBuilt() {
    #expect(
      printed(
        lines + """
          struct Card {
            var urgent: Bool
            @Lines var body: [String] {
              "card"
              if urgent { "now" }
            }
            @Lines func footer(_ pages: Int) -> [String] {
              for page in 1...pages { "p\\(page)" }
            }
          }
          print(Card(urgent: true).body, Card(urgent: false).footer(2))
          """) == [#"["card", "now"] ["p1", "p2"]"#])
  }

  @Test func aBodyThatReturnsIsNotTransformed() {
    #expect(
      printed(
        lines + """
          print(make {
            return ["plain"]
          })
          """) == ["plain"])
  }

  @Test func finalResultAndPartialBlocksAreUsedWhenDeclared() {
    #expect(
      printed(
        """
        @resultBuilder
        enum Sum {
          static func buildPartialBlock(first: Int) -> Int { first }
          static func buildPartialBlock(accumulated: Int, next: Int) -> Int { accumulated * 10 + next }
          static func buildFinalResult(_ total: Int) -> String { "total \\(total)" }
        }
        func add(@Sum _ body: () -> String) -> String { body() }
        print(add {
          1
          2
          3
        })
        """) == ["total 123"])
  }

  @Test func controlFlowWithoutItsBuildMethodIsSwiftsError() {
    let output = printed(
      """
      @resultBuilder
      enum Plain {
        static func buildBlock(_ parts: String...) -> String { parts.joined() }
      }
      func make(@Plain _ body: () -> String) -> String { body() }
      print(make { "a"; "b" })
      print(make {
        if 1 > 2 { "c" }
      })
      """)
    #expect(output.first == "ab")
    #expect(
      output.contains {
        $0.contains(
          "closure containing control flow statement cannot be used with result builder 'Plain'")
      })
    #expect(output.count == 2)
  }

  @Test func observersOfAWrappedPropertyRunAroundItsSet() {
    #expect(
      printed(
        clamped + """
          struct Knob {
            @Clamped(0...10) var level: Int = 2 {
              willSet(next) { print("will", level, next) }
              didSet { print("did", oldValue, level) }
            }
          }
          var knob = Knob()
          knob.level = 50
          """) == ["will 2 50", "did 2 10"])
  }

  @Test func computedVariablesOutsideTypesRunTheirAccessors() {
    #expect(
      printed(
        """
        var width = 3
        var square: Int {
          get { width * width }
          set { width = newValue / width }
        }
        square = 12
        print(width, square)
        func describe(_ items: [Int]) {
          var total: Int { items.reduce(0, +) }
          print(total)
        }
        describe([4, 5])
        """) == ["4 16", "9"])
  }

  @Test func aProtocolRequirementsBuilderBuildsTheConformingImplementation() {
    #expect(
      printed(
        lines + """
          protocol Screen {
            @Lines var body: [String] { get }
          }
          struct Home: Screen {
            var body: [String] {
              "home"
              7
            }
          }
          struct Bare {
            var body: [String] { ["bare"] }
          }
          print(Home().body, Bare().body)
          """) == [##"["home", "#7"] ["bare"]"##])
  }

  @Test func aMemberwiseTrailingClosureIsBuiltForABuilderProperty() {
    #expect(
      printed(
        lines + """
          struct Panel {
            var title: String
            @Lines var rows: () -> [String]
          }
          let panel = Panel(title: "T") {
            "a"
            if 2 > 1 { "b" }
          }
          print(panel.title, panel.rows())
          """) == [#"T ["a", "b"]"#])
  }

  @Test func aWrappedParameterIsMadeFromTheArgument() {
    #expect(
      printed(
        clamped + """
          func rate(@Clamped(1...5) stars: Int, note: String) {
            print(note, stars, $stars)
          }
          rate(stars: 9, note: "high")
          rate(stars: 3, note: "mid")
          """) == ["high 5 true", "mid 3 false"])
  }

  @Test func wrappersComposeOutermostFirst() {
    #expect(
      printed(
        clamped + """
          @propertyWrapper
          struct Loud<Value> {
            var stored: Value
            init(wrappedValue: Value) { stored = wrappedValue }
            var wrappedValue: Value {
              get { stored }
              set { print("set"); stored = newValue }
            }
          }
          struct Dial {
            @Loud @Clamped(0...9) var level = 50
          }
          var dial = Dial()
          print(dial.level)
          dial.level = -4
          print(dial.level, Dial(level: 3).level)
          """) == ["9", "set", "0 3"])
  }

  @Test func aStructChangedThroughAComputedPropertyIsSetBack() {
    #expect(
      printed(
        """
        struct Size { var width = 1 }
        struct Box {
          var stored = Size()
          var size: Size {
            get { stored }
            set { print("set", newValue.width); stored = newValue }
          }
        }
        var box = Box()
        box.size.width = 5
        print(box.stored.width, [1...2], [0..<2])
        """) == ["set 5", "5 [ClosedRange(1...2)] [Range(0..<2)]"])
  }

  @Test func aRequirementsBuilderIsInferredOnlyWhereTheProtocolIsAdopted() {
    #expect(
      printed(
        """
        @resultBuilder
        enum Parts {
          static func buildBlock(_ parts: String...) -> [String] { parts }
        }
        protocol Screen { @Parts var lines: [String] { get } }
        protocol Fancy: Screen {}
        struct A: Fancy { var lines: [String] { "a1"; "a2" } }
        struct C { var lines: [String] { ["c"] } }
        extension C: Screen {}
        struct D {}
        extension D: Screen { var lines: [String] { "d1"; "d2" } }
        let all: [Screen] = [A(), C(), D()]
        for screen in all { print(screen.lines) }
        """) == [#"["a1", "a2"]"#, #"["c"]"#, #"["d1", "d2"]"#])
  }

  @Test func aWrapperWithoutInitWrappedValueIsGivenToTheMemberwiseInitializer() {
    #expect(
      printed(
        """
        final class Flag {
          var on = false
        }
        @propertyWrapper
        struct Ref {
          let flag: Flag
          var wrappedValue: Bool {
            get { flag.on }
            nonmutating set { flag.on = newValue }
          }
        }
        struct Toggle {
          @Ref var isOn: Bool
          func tap() { isOn.toggle() }
        }
        let shared = Flag()
        let toggle = Toggle(isOn: Ref(flag: shared))
        toggle.tap()
        print(shared.on, toggle.isOn)
        """) == ["true true"])
  }

  @Test func stateAndBindingWrappersShareTheirStorage() {
    #expect(
      printed(
        """
        final class Box<V> {
          var v: V
          init(_ v: V) { self.v = v }
        }
        @propertyWrapper
        struct Binding<V> {
          let get: () -> V
          let set: (V) -> Void
          var wrappedValue: V {
            get { get() }
            nonmutating set { set(newValue) }
          }
        }
        @propertyWrapper
        struct State<V> {
          let box: Box<V>
          init(wrappedValue: V) { box = Box(wrappedValue) }
          var wrappedValue: V {
            get { box.v }
            nonmutating set { box.v = newValue }
          }
          var projectedValue: Binding<V> { Binding(get: { box.v }, set: { box.v = $0 }) }
        }
        struct Toggle {
          @Binding var isOn: Bool
          func tap() { isOn.toggle() }
        }
        struct Screen {
          @State var dark = false
          var toggle: Toggle { Toggle(isOn: $dark) }
          func run() {
            toggle.tap()
            print(dark, toggle.isOn)
          }
        }
        Screen().run()
        """) == ["true true"])
  }

  @Test func aClosureAComputedPropertyGivesIsCalledAsAMethod() {
    #expect(
      printed(
        """
        struct Lamp {
          var on = false
          var switcher: (Bool) -> String { { $0 ? "on" : "off" } }
        }
        print(Lamp().switcher(true))
        """) == ["on"])
  }

  @Test func aWrappedTopLevelVariableIsSwiftsError() {
    let output = printed(
      clamped + """
        @Clamped(0...5) var level: Int = 9
        """)
    #expect(
      output.contains { $0.hasSuffix("property wrappers are not yet supported in top-level code") })
  }
  @Test func aDynamicMemberNotOnTheKeyPathsRootIsTheCompilersError() {
    let output = printed(
      """
      struct Size { var width = 1 }
      @dynamicMemberLookup
      struct Frame {
        var size = Size()
        subscript<T>(dynamicMember path: KeyPath<Size, T>) -> T { size[keyPath: path] }
      }
      print(Frame().width)
      print(Frame().height)
      """)
    #expect(output.first == "1")
    #expect(
      output.last?.hasSuffix(
        "value of type 'Frame' has no dynamic member 'height' using key path from root type 'Size'"
      ) == true)
  }

  @Test func aTypeWithoutTheAttributeHasNoDynamicMembers() {
    let output = printed(
      """
      struct Plain {
        subscript(dynamicMember name: String) -> String { name }
      }
      print(Plain()[dynamicMember: "a"])
      print(Plain().b)
      """)
    #expect(output.first == "a")
    #expect(output.last?.hasSuffix("value of type 'Plain' has no member 'b'") == true)
  }
}
