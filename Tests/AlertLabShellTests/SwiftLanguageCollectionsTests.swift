import Testing

@testable import AlertLabShell

/// Dictionaries, tuples, sets and the mutating array methods, typed into a session.
@Suite struct SwiftLanguageCollectionsTests {
  func run(_ lines: [String]) -> String {
    var session = makeSession()
    return lines.map { session.submit($0) }.joined()
  }

  @Test func dictionaryLiteralsSubscriptsAndDefaults() {
    let output = run([
      "var counts: [String: Int] = [:]", "counts[\"ok\"] = 1", "counts[\"ok\", default: 0] += 2",
      "counts[\"new\", default: 0] += 1", "print(counts)", "print(counts[\"ok\"], counts[\"zz\"])",
      "counts[\"new\"] = nil", "print(counts.count, counts.isEmpty, counts.keys.sorted())",
    ])
    #expect(output.contains("[\"ok\": 3, \"new\": 1]\n"))
    #expect(output.contains("Optional(3) nil\n"))
    #expect(output.contains("1 false [\"ok\"]\n"))
  }

  @Test func dictionaryMethodsAndIterationInInsertionOrder() {
    let output = run([
      "let styles = [\"Delete\": 2, \"Cancel\": 1, \"OK\": 0]",
      "for (title, rank) in styles { print(title, rank) }",
      "print(styles.mapValues { $0 * 10 })", "print(styles.filter { $0.value > 0 }.count)",
      "print(styles.sorted(by: { $0.value < $1.value }).map { $0.key })",
      "var copy = styles",
      "print(copy.removeValue(forKey: \"OK\"), copy.updateValue(5, forKey: \"Cancel\"))",
      "print(styles.count, copy.count)",
      "let maybe: [String: String?] = [\"a\": \"1\", \"b\": nil]",
      "print(maybe.compactMapValues { $0 })",
    ])
    #expect(output.contains("Delete 2\nCancel 1\nOK 0\n"))
    #expect(output.contains("[\"Delete\": 20, \"Cancel\": 10, \"OK\": 0]\n"))
    #expect(output.contains("2\n[\"OK\", \"Cancel\", \"Delete\"]\n"))
    #expect(output.contains("Optional(0) Optional(1)\n3 2\n"))
    #expect(output.contains("[\"a\": \"1\"]\n"))
  }

  @Test func aDuplicateKeyStopsTheApp() {
    #expect(
      run(["let d = [\"a\": 1, \"a\": 2]"]).contains(
        "Fatal error: Dictionary literal contains duplicate keys"))
  }

  @Test func tuplesLabelledDestructuredReturnedCompared() {
    let output = run([
      "let pair = (1, \"one\")", "print(pair.0, pair.1)", "let (number, name) = pair",
      "print(number, name)",
      "func bounds(_ xs: [Int]) -> (min: Int, max: Int) { return (xs.min()!, xs.max()!) }",
      "let b = bounds([4, 1, 9])", "print(b.min, b.max, b)",
      "print((1, 2) == (1, 2), (1, 2) == (2, 1))",
    ])
    #expect(output.contains("1 one\n"))
    #expect(output.contains("number: Int = 1\nname: String = \"one\"\n1 one\n"))
    #expect(output.contains("1 9 (min: 1, max: 9)\n"))
    #expect(output.contains("true false\n"))
  }

  @Test func setsKeepEachElementOnceInInsertionOrder() {
    let output = run([
      "var seen = Set<String>()", "seen.insert(\"a\")", "seen.insert(\"b\")", "seen.insert(\"a\")",
      "print(seen.count, seen.contains(\"a\"), seen)", "seen.remove(\"a\")", "print(seen)",
      "let left: Set<String> = [\"x\", \"y\"]", "let right: Set = [\"y\", \"z\"]",
      "print(left.union(right), left.intersection(right))", "for item in left { print(item) }",
    ])
    #expect(output.contains("2 true [\"a\", \"b\"]\n"))
    #expect(output.contains("[\"b\"]\n"))
    #expect(output.contains("[\"x\", \"y\", \"z\"] [\"y\"]\nx\ny\n"))
  }

  @Test func mutatingArrayMethodsAndValueSemantics() {
    let output = run([
      "var a = [1, 2, 3]", "let before = a", "a.insert(0, at: 0)", "a.remove(at: 1)",
      "a.append(contentsOf: [7, 8])", "a += [9]", "a.swapAt(0, 1)", "a[0] = 42", "print(a)",
      "print(a.removeFirst(), a.removeLast(), a.popLast())", "a.sort()", "print(a)",
      "a.reverse()", "print(a)", "print(before)", "a.removeAll()", "print(a, a.popLast())",
    ])
    #expect(output.contains("[42, 0, 3, 7, 8, 9]\n42 9 Optional(8)\n[0, 3, 7]\n[7, 3, 0]\n"))
    #expect(output.contains("[1, 2, 3]\n[] nil\n"))
  }

  @Test func outOfRangeTrapsWithTheRuntimeText() {
    #expect(run(["var a = [1]", "a.remove(at: 3)"]).contains("Fatal error: Index out of range"))
    #expect(run(["var a = [1]", "a[5] = 2"]).contains("Fatal error: Index out of range"))
    #expect(
      run(["var a: [Int] = []", "a.removeFirst()"]).contains(
        "Fatal error: Can't remove first element from an empty collection"))
    #expect(
      run(["let a = [1]", "a.append(2)"]).contains(
        "cannot use mutating member on immutable value: 'a' is a 'let' constant"))
  }

  @Test func stringsAsPastedCodeUsesThem() {
    let output = run([
      "let s = \"  Hello, World  \"",
      "print(s.trimmingCharacters(in: .whitespaces).uppercased(), s.hasPrefix(\"  H\"))",
      "print(\"a,b,,c\".components(separatedBy: \",\"))", "print(Int(\"42\"), Int(\"x\"))",
    ])
    #expect(output.contains("HELLO, WORLD true\n"))
    #expect(output.contains("[\"a\", \"b\", \"\", \"c\"]\n"))
    #expect(output.contains("Optional(42) nil\n"))
  }
}

extension SwiftLanguageCollectionsTests {
  @Test func helpSaysTheOrderIsInsertionOrder() {
    #expect(run([":help"]).contains("Dictionaries and sets keep their insertion order here"))
  }

  @Test func operatorsAsFunctionsAndSeveralTrailingClosures() {
    let output = run([
      "print([3, 1, 2].sorted(by: <), [1, 2, 3].reduce(0, +), [\"b\", \"a\"].sorted(by: >))",
      "func both(first: () -> Void, then: () -> Void) { first(); then() }",
      "both { print(\"one\") } then: { print(\"two\") }",
    ])
    #expect(output.contains("[1, 2, 3] 6 [\"b\", \"a\"]\none\ntwo\n"))
  }
}
