import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabShell

/// The kinds of English the shell prints that do not speak of AlertLab by name: each kind is
/// found by where its strings stand in the sources (the call they are given to, the name they
/// are assigned to), and each of its texts must follow a pattern of its catalog.
extension OwnWordsCompletenessTests {
  struct Kind: Sendable {
    let name: String
    let folders: [String]
    /// The catalog the kind's texts are translated by, and the file it is written in.
    let patterns: [OwnWords]
    let catalog: String
    let isText: @Sendable (_ string: SourceString, _ file: String, _ source: String) -> Bool
  }

  static let kinds: [Kind] = [
    Kind(
      name: "a line of the shell's own", folders: ["Sources/AlertLabShell"],
      patterns: OwnWords.shell, catalog: "OwnWords+Notes.swift"
    ) { string, _, _ in
      string.callee == "own"
    },
  ]

  /// The world's and the interpreter's notes, what a gesture does not do and a handler's name
  /// are raised typed (`Said`): no English string is given to them.
  @Test func notesRefusalsAndHandlerNamesAreTyped() throws {
    for folder in ["Sources/AlertLabScript", "Sources/AlertLabKit"] {
      for (file, source) in try Self.sources(at: folder) {
        for string in SourceString.all(in: source) where string.text.contains(" ") {
          let isNote =
            string.callee == "note" && string.isMemberCall && !string.callLabels.contains("at")
          let isRefusal = string.callee == "GestureRefusal"
          let isHandlerName =
            source.contains("HandlerContext(") && string.label == "name"
            && string.callee == "HandlerContext"
          #expect(
            !isNote && !isRefusal && !isHandlerName && string.callee != "emitNote",
            "English given to a note, a refusal or a handler's name: \"\(string.text)\" (\(file):\(string.line)): raise it as Said(.KEY, …)"
          )
        }
      }
    }
  }

  /// The Swift files at `place`, a folder or one file, with their sources.
  static func sources(at place: String) throws -> [(file: String, source: String)] {
    let url = root.appendingPathComponent(place)
    if place.hasSuffix(".swift") {
      return [(place, try String(contentsOf: url, encoding: .utf8))]
    }
    let files =
      FileManager.default.enumerator(atPath: url.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
    return try files.map {
      (place + "/" + $0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// True when `string` follows a pattern, or is part of one: its interpolations (`X`) stand
  /// for any text, so a sentence built from pieces (`"\\(where): its solution does not run"`,
  /// `" (func 'X')"` added to a handler's name) is found in the pattern it makes.
  static func covered(_ string: SourceString, by patterns: [OwnWords], in language: Language)
    -> Bool
  {
    if string.whole, OwnWords.translate(string.text, into: language, from: patterns) != nil {
      return true
    }
    // A text of several lines is said line by line.
    let lines = string.text.split(separator: "\n").filter { $0.contains(where: \.isLetter) }
    return !lines.isEmpty
      && lines.allSatisfy { line in
        let body = line.components(separatedBy: "X").map {
          NSRegularExpression.escapedPattern(for: $0)
        }.joined(separator: "[\\s\\S]*")
        guard let expression = try? NSRegularExpression(pattern: body, options: []) else {
          return false
        }
        return patterns.contains { pattern in
          let filled = pattern.filled
          let range = NSRange(filled.startIndex..., in: filled)
          return expression.firstMatch(in: filled, options: [], range: range) != nil
        }
      }
  }

  @Test(arguments: kinds.indices) func everyTextOfAKindHasAChineseAndAHindiPattern(_ index: Int)
    throws
  {
    let kind = Self.kinds[index]
    var walked = 0
    for folder in kind.folders {
      for (file, source) in try Self.sources(at: folder) {
        for string in SourceString.all(in: source)
        where kind.isText(string, file, source) && string.text.contains(" ") {
          walked += 1
          for language in Language.translated {
            let covered = Self.covered(string, by: kind.patterns, in: language)
            #expect(
              covered,
              "no \(language.code) text for \(kind.name) \"\(string.text)\" (\(file):\(string.line)): add its text to the [own] section of Words/*.words and its key to Sources/AlertLabShell/Messages/\(kind.catalog)"
            )
          }
        }
      }
    }
    #expect(walked > 0, "\(kind.name): the walk found none of its texts")
  }

  /// Outside the catalogs the shell writes no English sentence of its own that no pattern
  /// holds: every string of three words or more is, or is part of, a pattern of the shell's,
  /// the handout's or the tutor layer's catalog, or is one of the few that are not prose for
  /// the learner (markup, the handout's marker, the sample contexts of `:explain`).
  @Test func theShellHasNoEnglishSentenceOutsideTheCatalogs() throws {
    let notProse = [
      "RuleContext", "hasPrefix", "hasSuffix", "contains", "range", "replacingOccurrences",
    ]
    for (file, source) in try Self.sources(at: "Sources/AlertLabShell")
    where !file.contains("/Messages/") && !file.contains("Handout+Rendering")
      && !file.contains("HandoutProse")
    {
      for string in SourceString.all(in: source) {
        let words = string.text.split(whereSeparator: { !$0.isLetter }).filter { $0.count > 1 }
        guard words.count >= 3, string.text.contains(" ") else { continue }
        if let callee = string.callee, notProse.contains(callee) { continue }
        if string.label == "madeFrom" || string.label == "method" || string.assignedTo == "method" {
          continue
        }
        // A command's arguments as `:help` shows them are placeholders, and the compiler's
        // error stays in English as every diagnostic does.
        if string.label == "arguments" || string.assignedTo == "ibInspectableNotObjectiveC" {
          continue
        }
        let catalogs = OwnWords.shell + OwnWords.handout + OwnWords.tutor
        if Self.covered(string, by: catalogs, in: .zh) { continue }
        Issue.record(
          "English in the shell outside the catalogs: \"\(string.text)\" (\(file):\(string.line)): give it to own(...), its text to the [own] section of Words/*.words and its key to Sources/AlertLabShell/Messages/OwnWords+Notes.swift"
        )
      }
    }
  }

  @Test func theWalkKnowsWhereAStringStands() {
    let source = #"""
      state.world.emit(.note("Connected: " + list + "."))
      diagnostic = .note("did you mean 'x'?", at: range)
      note("for-in", "'for (Type *x in c)' is 'for x in c' in Swift")
      report(line, "hint \(n) of step '\(title)' is empty", column: 3)
      name = "the handler of action \"\(title)\""
      """#
    let found = SourceString.all(in: source)
    #expect(found.map(\.text).first == "Connected: ")
    #expect(found[0].whole == false && found[0].callee == "note" && found[0].isMemberCall)
    #expect(found[2].callLabels == ["at"])
    #expect(found[3].callee == "note" && !found[3].isMemberCall && found[3].argument == 0)
    #expect(found[4].argument == 1)
    #expect(found[5].callee == "report" && found[5].argument == 1)
    #expect(found[5].text == "hint X of step 'X' is empty")
    #expect(found[6].assignedTo == "name" && found[6].text == "the handler of action \"X\"")
  }
}
