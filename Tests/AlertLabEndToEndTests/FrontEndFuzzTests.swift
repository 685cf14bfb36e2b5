import AlertLabTestSupport
import Foundation
import Testing

/// Generated deep and wide syntax, and values that share their parts, for each front end
/// (Swift and Objective-C), run by the built binary as scripts: each run must end on its
/// own, without a signal, within a generous time budget, showing a bounded answer with no
/// raw control byte. From fixed seeds, so every run is the same; `ALERTLAB_FUZZ_ROUNDS=N`
/// runs N rounds from further seeds, and `ALERTLAB_FUZZ_KEEP=DIR` keeps the scripts there to
/// replay one. Serialized: each script is a process of its own.
@Suite(.serialized) struct FrontEndFuzzTests {
  static let rounds = max(
    1, ProcessInfo.processInfo.environment["ALERTLAB_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 1)
  /// Scripts per front end and round, and statements per script.
  static let scripts = 12
  static let statements = 8
  static let timeBudget: TimeInterval = 120
  static let outputLimit = 2_000_000

  /// A generated expression of a front end, at most `depth` levels deep and `width` wide.
  struct Generator {
    var random: SplitMix64
    let objectiveC: Bool

    mutating func number(_ range: ClosedRange<Int>) -> Int {
      Int.random(in: range, using: &random)
    }

    mutating func pick<T>(_ items: [T]) -> T {
      items[number(0...(items.count - 1))]
    }

    /// A long chain of one construct around a small expression: the shape that nests
    /// deepest for the fewest bytes.
    mutating func chain() -> String {
      let count = pick([10, 200, 700, 1_400, 1_600, 3_000, 8_000])
      let inner = expression(depth: 2)
      if objectiveC {
        switch number(0...5) {
        case 0: return Array(repeating: inner, count: count).joined(separator: " + ")
        case 1:
          return String(repeating: "YES ? ", count: count) + inner
            + String(repeating: " : 0", count: count)
        case 2: return String(repeating: "(int)", count: count) + inner
        case 3: return String(repeating: "- ", count: count) + inner
        case 4:
          return String(repeating: "(", count: count) + inner + String(repeating: ")", count: count)
        default: return "@[" + Array(repeating: inner, count: count).joined(separator: ", ") + "]"
        }
      }
      switch number(0...6) {
      case 0: return Array(repeating: inner, count: count).joined(separator: " + ")
      case 1:
        return String(repeating: "true ? ", count: count) + inner
          + String(repeating: " : 0", count: count)
      case 2: return inner + String(repeating: " as Int", count: count)
      case 3: return String(repeating: "try ", count: count) + inner
      case 4:
        return String(repeating: "-", count: 1) + String(repeating: "(-", count: count) + inner
          + String(repeating: ")", count: count)
      case 5: return "[" + Array(repeating: inner, count: count).joined(separator: ", ") + "]"
      default:
        return String(repeating: "{ ", count: count / 8) + inner
          + String(repeating: " }()", count: count / 8)
      }
    }

    mutating func expression(depth: Int) -> String {
      guard depth > 0 else {
        return pick(
          objectiveC
            ? ["1", "0", "42", "-7", "YES", "NO", "x", "@\"a\\u001B[2J\""]
            : ["1", "0", "42", "-7", "true", "x", "\"a\\u{1B}[2J\\u{07}\"", "Int.max"])
      }
      let a = expression(depth: depth - 1)
      let b = expression(depth: depth - 1)
      if objectiveC {
        return pick([
          "(\(a) + \(b))", "(\(a) * \(b))", "(YES ? \(a) : \(b))", "(int)(\(a))", "-(\(a))",
          "(\(a) == \(b))", "!(\(a))", "@[\(a), \(b)]",
          "[NSString stringWithFormat:@\"%d\", \(a)]",
        ])
      }
      return pick([
        "(\(a) + \(b))", "(\(a) * \(b))", "(true ? \(a) : \(b))", "(\(a), \(b))", "[\(a), \(b)]",
        "\"\\(\(a))\"", "{ \(a) }()", "(try \(a))", "(\(a) == \(b))", "[\"k\": \(a)]",
        "String(describing: \(a))",
      ])
    }

    /// Values that share their parts, then every way of looking at them.
    mutating func shared() -> [String] {
      let times = number(10...45)
      if objectiveC {
        return [
          "NSArray *s = @[@1];", "for (int i = 0; i < \(times); i++) { s = @[s, s]; }",
          "NSLog(@\"%@\", s);", "NSString *t = [NSString stringWithFormat:@\"%@\", s];",
        ]
      }
      let build = pick([
        "d = [\"a\": d, \"b\": d]", "d = (d, d)", "d = [d, d]", "d = Set([\"\\(d)\"])",
      ])
      return [
        "var d: Any = 1", "for _ in 0..<\(times) { \(build) }", "d", "print(d)",
        "let s = \"\\(d)\"", ":vars", "[d]",
      ]
    }

    mutating func script() -> String {
      var lines = objectiveC ? ["int x = 3;"] : ["let x = 3"]
      for _ in 0..<FrontEndFuzzTests.statements {
        switch number(0...3) {
        case 0: lines += shared()
        case 1:
          let value = chain()
          lines.append(objectiveC ? "id v = \(value);" : "let v = \(value)")
        default:
          let value = expression(depth: number(1...6))
          lines.append(objectiveC ? "NSLog(@\"%@\", \(value));" : "print(\(value))")
        }
      }
      return lines.joined(separator: "\n") + "\n"
    }
  }

  @Test(arguments: [false, true])
  func generatedDeepWideAndSharedInputEndsWithAnAnswer(objectiveC: Bool) throws {
    let folder = try TemporaryFolder()
    var ran = 0
    for round in 0..<Self.rounds {
      var generator = Generator(
        random: SplitMix64(seed: (objectiveC ? 0x0BC0 : 0x5F1F) + UInt64(round)),
        objectiveC: objectiveC)
      for number in 0..<Self.scripts {
        let name = "fuzz-\(round)-\(number)." + (objectiveC ? "m" : "swift")
        let script = generator.script()
        try folder.write(script, to: name)
        if let keep = ProcessInfo.processInfo.environment["ALERTLAB_FUZZ_KEEP"] {
          try Data(script.utf8).write(to: URL(fileURLWithPath: keep).appendingPathComponent(name))
        }
        let result = try runWithinBudget(
          ["run", name, "--ascii"], in: folder, budget: Self.timeBudget)
        #expect(!result.timedOut, "\(name) ran past \(Int(Self.timeBudget)) s")
        #expect(result.reason == .exit, "\(name) died of signal \(result.status)")
        #expect(result.status == 0 || result.status == 1, "\(name) exited \(result.status)")
        #expect(result.output.utf8.count + result.errors.utf8.count < Self.outputLimit, "\(name)")
        #expect(!TerminalBytes.hasRawControl(result.output + result.errors), "\(name)")
        ran += 1
      }
    }
    #expect(ran == Self.scripts * Self.rounds)
  }
}
