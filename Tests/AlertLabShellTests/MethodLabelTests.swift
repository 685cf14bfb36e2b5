import Testing

@testable import AlertLabShell

/// A call of a method the learner (or the SwiftUI module) declared, with labels that fit no
/// declaration of it, is Swift's label error, not a missing member: `swiftc -typecheck` of
/// the same programs prints these texts at these places (the SwiftUI one against stand-in
/// declarations of `View.alert` with SwiftUI's overloads).
@Suite struct MethodLabelTests {
  func output(_ lines: [String]) -> String {
    var session = makeSession()
    var last = ""
    for line in lines { last = session.submit(line) }
    return last
  }

  @Test func aMethodCalledWithAnotherLabelIsTheLabelsError() {
    let shown = output(["struct Meter { func run(x: Int) {} }", "Meter().run(y: 2)"])
    #expect(
      shown.contains(":12: error: incorrect argument label in call (have 'y:', expected 'x:')"),
      "\(shown)")
    #expect(!shown.contains("has no member"), "\(shown)")
  }

  @Test func aProtocolExtensionsMethodToo() {
    let shown = output([
      "protocol Greets {}", "extension Greets { func go(a: Int) { print(a) } }",
      "struct Door: Greets {}", "Door().go(b: 1)",
    ])
    #expect(
      shown.contains(":10: error: incorrect argument label in call (have 'b:', expected 'a:')"),
      "\(shown)")
  }

  /// A static method was called by its number of arguments alone: `Maker.make(b: 2)` ran
  /// `make(a:)`.
  @Test func aStaticMethodCalledWithAnotherLabelIsTheLabelsErrorAndDoesNotRun() {
    let shown = output([
      "struct Maker { static func make(a: Int) { print(\"made\") } }", "Maker.make(b: 2)",
    ])
    #expect(
      shown.contains(":11: error: incorrect argument label in call (have 'b:', expected 'a:')"),
      "\(shown)")
    #expect(!shown.contains("made"), "\(shown)")
  }

  @Test func aStaticMethodThatFitsWithItsDefaultsRuns() {
    let shown = output([
      "struct Maker { static func make(a: Int, b: Int = 0) { print(\"made\", a + b) }\n"
        + " static func make(c: Int) { print(\"c\") } }",
      "Maker.make(a: 1)",
    ])
    #expect(shown.contains("made 1"), "\(shown)")
    #expect(!shown.contains("error"), "\(shown)")
  }

  @Test func theNearestOfSeveralDeclarationsIsNamed() {
    let shown = output([
      "struct Pair { func go(a: Int, b: Int) {}\n func go(x: Int, y: Int) {} }",
      "Pair().go(a: 1, z: 2)",
    ])
    #expect(
      shown.contains(":10: error: incorrect argument label in call (have 'a:z:', expected 'a:b:')"),
      "\(shown)")
  }

  @Test func twoAsNearAreNoExactMatch() {
    let shown = output([
      "struct Two { func go(a: Int) {}\n func go(c: Int) {} }", "Two().go(b: 2)",
      "struct Maker { static func make(a: Int) {}\n static func make(c: Int) {} }",
      "Maker.make(b: 2)",
    ])
    #expect(
      shown.contains(":7: error: no exact matches in call to static method 'make'"), "\(shown)")
    var session = makeSession()
    _ = session.submit("struct Two { func go(a: Int) {}\n func go(c: Int) {} }")
    let instance = session.submit("Two().go(b: 2)")
    #expect(
      instance.contains(":7: error: no exact matches in call to instance method 'go'"),
      "\(instance)")
  }

  @Test func swiftUIsAlertWithActionForActions() {
    let shown = output([
      "import SwiftUI",
      "let view = Text(\"x\").alert(\"T\", isPresented: .constant(true), action: { Button(\"OK\") {} })",
    ])
    #expect(
      shown.contains(
        ":27: error: incorrect argument label in call (have '_:isPresented:action:', expected '_:isPresented:actions:')"
      ), "\(shown)")
  }
}
