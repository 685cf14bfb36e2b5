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

  @Test func theNearestOfSeveralDeclarationsIsNamed() {
    let shown = output([
      "struct Pair { func go(a: Int, b: Int) {}\n func go(x: Int, y: Int) {} }",
      "Pair().go(a: 1, z: 2)",
    ])
    #expect(
      shown.contains(":10: error: incorrect argument label in call (have 'a:z:', expected 'a:b:')"),
      "\(shown)")
  }

  @Test func twoAsNearAreNoLabelError() {
    // Swift says "no exact matches in call to instance method 'go'" here.
    let shown = output(["struct Two { func go(a: Int) {}\n func go(c: Int) {} }", "Two().go(b: 2)"])
    #expect(shown.contains("error:"), "\(shown)")
    #expect(!shown.contains("incorrect argument label"), "\(shown)")
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
