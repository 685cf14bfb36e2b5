import AlertLabKit
import AlertLabTestSupport
import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabScript
@testable import AlertLabShell

/// Fuzzing the whole path a learner's input, a lesson or a transcript takes: random and
/// mutated article code, random bytes and escape sequences into `Session`, mutated lessons
/// into the parser and `verify`, mutated transcripts into the replay. Each input is bounded:
/// its work by a step limit (so it cannot run long), what it shows and what it keeps by the
/// checks below (so it cannot grow memory without bound), and nothing it shows may hold a
/// raw control character.
///
/// The suite runs 2,550 inputs (2,000 into a session, 150 lessons, 400 transcripts) from
/// fixed seeds. A longer run, with seeds of its
/// own: `ALERTLAB_FUZZ_ROUNDS=50 swift test --filter FuzzTests` (each round is as many
/// inputs again, from the next seed).
@Suite struct FuzzTests {
  /// How many rounds to run: 1 unless `ALERTLAB_FUZZ_ROUNDS` says more.
  static let rounds = max(
    1, ProcessInfo.processInfo.environment["ALERTLAB_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 1)

  /// The work one fuzzed statement may do (a learner's limit is higher).
  static let stepLimit = 50_000
  /// The most text one fuzzed input may show: the output caps (20 diagnostics, 20,000
  /// characters of program output, echoes of 10,000) with room to spare.
  static let outputLimit = 200_000

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The course's lesson files.
  static let lessonTexts: [String] = {
    let folder = repository.appendingPathComponent("Lessons")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".md") && $0 != "README.md" }.compactMap {
      try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
  }()

  /// The Swift the lessons teach (from the articles): every step's code and setup.
  static let articleCode: [String] = lessonTexts.compactMap {
    try? LessonParser.parse($0, path: "lesson.md")
  }.flatMap { lesson in
    [lesson.setupCode].compactMap { $0 } + lesson.steps.compactMap(\.code)
  }

  static let pieces = [
    "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{9B}31m", "\u{202E}", "\u{061C}", "\u{0}", "\r\n",
    "\"\"\"", "/*", "*/", "\\(", "{", "}", "(", ")", "[", "]", "> ", "```", "Int.max", "Int.min",
    "1e308", "-", "/ -1", "% -1", "[x, x]", "String(repeating: \"ab\", count: 9999999)",
    ".count", ".filter { _ in true }", ":tap \"", ":type 1 \"", ":undo", ":redo", ":reset",
    ":explain ", ":lesson ", ":device ", "print(", "nil", "!", "?", ".append(", "let x = ",
  ]

  /// `text` changed in one to four ways: bytes flipped or dropped, pieces inserted, a part
  /// repeated.
  static func mutate(_ text: String, using generator: inout SplitMix64) -> String {
    var bytes = Array(text.utf8)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &generator)
      case 1 where !bytes.isEmpty:
        bytes.removeSubrange(position..<min(bytes.count, position + 8))
      case 2:
        let piece = pieces.randomElement(using: &generator) ?? ""
        bytes.insert(contentsOf: Array(piece.utf8), at: position)
      case 3 where !bytes.isEmpty:
        let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
        let part = bytes[position..<end]
        bytes.insert(contentsOf: part + part, at: position)
      default:
        bytes.insert(contentsOf: Array("\n".utf8), at: position)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func randomBytes(_ count: Int, using generator: inout SplitMix64) -> String {
    String(
      decoding: (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) },
      as: UTF8.self)
  }

  static func hasRawControl(_ text: String) -> Bool {
    TerminalBytes.hasRawControl(text)
  }

  static func fuzzSession() -> Session {
    let session = Session(
      options: Session.Options(
        ascii: true, lessonsDirectory: repository.appendingPathComponent("Lessons").path))
    session.interpreter.stepLimit = stepLimit
    return session
  }

  /// Submits `input` and checks the bounds; returns false (and records why) when one broke.
  static func submit(_ input: String, to session: inout Session, _ label: String) {
    let output = session.submit(input)
    #expect(output.utf8.count <= outputLimit, "\(label): \(output.utf8.count) bytes shown")
    #expect(
      !hasRawControl(output), "\(label): raw control in \(output.prefix(200).debugDescription)")
    for box in session.interpreter.state.boxes {
      let size = Interpreter.size(of: box, limit: Interpreter.valueLimit)
      #expect(size.elements <= Interpreter.valueLimit, "\(label): a value of \(size.elements)")
      #expect(size.depth <= Interpreter.nestingLimit, "\(label): a value \(size.depth) deep")
    }
  }

  @Test func mutatedArticleCodeAndRandomInputIntoASession() {
    #expect(Self.articleCode.count > 20)
    var inputs = 0
    for round in 0..<Self.rounds {
      var generator = SplitMix64(seed: 0xF00D + UInt64(round))
      var session = Self.fuzzSession()
      for number in 0..<2_000 {
        let input: String
        switch number % 4 {
        case 0, 1:
          let code = Self.articleCode.randomElement(using: &generator) ?? ""
          input = Self.mutate(code, using: &generator)
        case 2:
          input = Self.randomBytes(Int.random(in: 1...200, using: &generator), using: &generator)
        default:
          input = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
            Self.pieces.randomElement(using: &generator) ?? ""
          }.joined()
        }
        Self.submit(input, to: &session, "round \(round) input \(number)")
        inputs += 1
        // A fresh app now and then, so one broken state does not hide the rest.
        if number % 100 == 99 { session = Self.fuzzSession() }
      }
    }
    #expect(inputs == 2_000 * Self.rounds)
  }

  @Test func mutatedLessonsParseOrFailWithAMessageAndVerifyInBoundedWork() {
    #expect(Self.lessonTexts.count > 10)
    for round in 0..<Self.rounds {
      var generator = SplitMix64(seed: 0x1E55 + UInt64(round))
      for number in 0..<150 {
        let original = Self.lessonTexts.randomElement(using: &generator) ?? ""
        let text = Self.mutate(original, using: &generator)
        do {
          let lesson = try LessonParser.parse(text, path: "fuzz.md")
          let verdict = LessonVerifier.verify(lesson) { lesson in
            let session = Session(startingOn: lesson)
            session?.interpreter.stepLimit = Self.stepLimit
            return session
          }
          for line in verdict.problems {
            #expect(
              !Self.hasRawControl(TextLayout.visible(line.description)),
              "round \(round) lesson \(number)")
          }
        } catch {
          #expect(!error.description.isEmpty, "round \(round) lesson \(number)")
        }
      }
    }
  }

  @Test func mutatedTranscriptsReplayInBoundedWork() {
    let transcript = """
      # Workshop

      ```alertlab ascii
      alertlab> let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert: UIAlertController = <UIAlertController: 0x600000c04000 title: "T" style: .alert actions: 0>
      alertlab> alert.addAction(UIAlertAction(title: "OK", style: .default))
      alertlab> present(alert, animated: true)
      ```

      > ```alertlab
      > alertlab> let n = 1
      > n: Int = 1
      > ```
      """
    for round in 0..<Self.rounds {
      var generator = SplitMix64(seed: 0x7A9E + UInt64(round))
      for number in 0..<400 {
        let text = Self.mutate(transcript, using: &generator)
        let result = TranscriptReplay.run(text, path: "fuzz.md", base: Session.Options())
        #expect(result.blessed.utf8.count <= text.utf8.count + Self.outputLimit * 4)
        for line in result.mismatches {
          #expect(!line.description.isEmpty, "round \(round) transcript \(number)")
        }
      }
    }
  }
}
