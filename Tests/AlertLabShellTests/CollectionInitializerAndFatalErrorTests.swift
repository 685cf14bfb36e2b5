import Testing

@testable import AlertLabShell

/// `[T]()`, `[K: V]()`, `Array(...)` and `fatalError()`, typed into a session as code around
/// alerts uses them.
@Suite struct CollectionInitializerAndFatalErrorTests {
  func run(_ lines: [String]) -> String {
    var session = makeSession()
    return lines.map { session.submit($0) }.joined()
  }

  @Test func emptyCollectionsOfAType() {
    let output = run([
      "var actions = [UIAlertAction]()",
      "actions.append(UIAlertAction(title: \"OK\", style: .default))",
      "var titles = [String: Int]()", "titles[\"OK\"] = 1", "var grid = [[String]]()",
      "let e = Dictionary<String, Int>()", "var names: [String] = Array()",
      "print(actions.count, titles, grid.count, e.isEmpty, names.isEmpty)",
    ])
    #expect(output.contains("actions: [UIAlertAction] = []"), "\(output)")
    #expect(output.contains("titles: [String: Int] = [:]"))
    #expect(output.contains("grid: [[String]] = []"))
    #expect(output.contains("1 [\"OK\": 1] 0 true true\n"))
    #expect(!output.contains("error:"), "\(output)")
  }

  @Test func arraysFromRepeatingAndFromSequences() {
    let output = run([
      "let zeros = [Int](repeating: 0, count: 3)", "let d = [\"b\": 2]",
      "let keys = Array(d.keys)", "let letters = Array(\"ab\")", "print(zeros, keys, letters)",
    ])
    #expect(output.contains("[0, 0, 0] [\"b\"] [\"a\", \"b\"]\n"), "\(output)")
  }

  @Test func aCollectionMadeInsideAFunctionBodyIsChecked() {
    let output = run([
      "func titles() -> [String] {\n  var out = [String]()\n  out.append(\"OK\")\n  return out\n}",
      "print(titles())",
    ])
    #expect(output.contains("[\"OK\"]\n"), "\(output)")
    #expect(!output.contains("error:"))
  }

  @Test func hugeOrNegativeCountsAreRefused() {
    let output = run([
      "let big = [Int](repeating: 1, count: 2_000_000)",
      "let neg = [Int](repeating: 1, count: -1)", "print(\"still here\")",
    ])
    #expect(output.contains("would hold more than 1000000 elements"), "\(output)")
    #expect(output.contains("'count' must be an Int of 0 or more"))
    #expect(output.contains("still here\n"))
  }

  @Test func fatalErrorStopsTheAppWithItsMessageAndEndsAGuard() {
    let output = run([
      "func pick(_ i: Int) -> String {\n  guard i > 0 else { fatalError(\"bad index\") }\n"
        + "  return \"ok\"\n}",
      "print(pick(1))", "print(pick(0))", "print(\"after\")",
    ])
    #expect(output.contains("ok\n"), "\(output)")
    #expect(output.contains("Fatal error: bad index\n"))
    #expect(output.contains("after\n"))
    #expect(!output.contains("must not fall through"))
  }

  @Test func fatalErrorWithoutAMessage() {
    let output = run(["fatalError()"])
    #expect(output.contains("Fatal error\n"), "\(output)")
  }
}
