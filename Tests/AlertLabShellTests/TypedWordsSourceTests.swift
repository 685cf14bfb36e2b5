import AlertLabTutor
import AlertLabWords
import Foundation
import Testing

@testable import AlertLabShell

/// AlertLab's own words are raised typed (`Said`) wherever they are said: the sources hand
/// no English sentence of AlertLab's own to what shows it, and every text of the words files'
/// `[own]` section is named by a key some code raises.
@Suite struct TypedWordsSourceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folders whose strings speak of AlertLab only through `Said`: the interpreter, the
  /// world and the tutor layer.
  static let places = [
    "Sources/AlertLabScript", "Sources/AlertLabKit/World", "Sources/AlertLabKit/Legacy",
    "Sources/AlertLabKit/Popovers", "Sources/AlertLabKit/Presentation", "Sources/AlertLabTutor",
  ]

  /// Each string expression of `source` (string literals joined by `+`) that mentions
  /// AlertLab, with every interpolation written as `X`, and whether it is whole (false when
  /// it goes on with a piece that is not a literal, such as an optional suggestion).
  static func texts(in source: String) -> [(text: String, whole: Bool)] {
    SourceString.all(in: source)
      .filter { $0.text.contains("AlertLab ") || $0.text.contains("AlertLab's ") }
      .map { ($0.text, $0.whole) }
  }

  @Test func noEnglishOfAlertLabsOwnIsWrittenWhereItIsSaid() throws {
    var walked = 0
    for place in Self.places {
      for (file, source) in try Self.sources(at: place) {
        walked += 1
        for (text, _) in Self.texts(in: source) {
          Issue.record(
            "English of AlertLab's own in \(file): \"\(text)\": write it in the [own] section of Words/*.words, its key in OwnKey, and raise Said(.KEY, …)"
          )
        }
      }
    }
    #expect(walked > 100)
  }

  /// Every key names a text of `Words/en.words` and of every other language, with the same
  /// names; every `own.` text has its key; and some source raises every key.
  @Test func everyKeyHasItsTextsAndIsRaised() throws {
    let english = try #require(Words.file("en"))
    for key in OwnKey.allCases {
      let name = "own." + key.rawValue
      let text = try #require(english.texts[name], "no \(name) in Words/en.words")
      for language in Language.translated {
        let translated = try #require(
          Words.file(language.code)?.texts[name], "no \(name) in \(language.code)")
        #expect(translated.argumentNames == text.argumentNames, "\(language.code): \(name)")
      }
      let numbered = text.argumentNames.compactMap(Int.init).sorted()
      #expect(numbered == Array(1..<(numbered.count + 1)), "\(name) names {1} to {n}")
      #expect(numbered.count == text.argumentNames.count, "\(name) names only numbers")
    }
    let named = Set(OwnKey.allCases.map { "own." + $0.rawValue } + ["own.listSeparator"])
    let unnamed = english.texts.keys.filter { $0.hasPrefix("own.") && !named.contains($0) }
    #expect(unnamed.isEmpty, "texts no key names: \(unnamed.sorted())")
    var raised: Set<String> = []
    for folder in [
      "Sources/AlertLabKit", "Sources/AlertLabScript", "Sources/AlertLabTutor",
      "Sources/AlertLabShell", "Sources/alertlab",
    ] {
      for (_, source) in try Self.sources(at: folder) {
        // `.key` as a whole name: `.handlerTask` does not count for `.handler`.
        for key in OwnKey.allCases where Self.names(source, "." + key.rawValue) {
          raised.insert(key.rawValue)
        }
      }
    }
    let silent = OwnKey.allCases.map(\.rawValue).filter { !raised.contains($0) }
    #expect(silent.isEmpty, "keys no source raises: \(silent)")
  }

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

  /// The shell writes no English sentence of its own in Swift: every string of three words or
  /// more is one of the few that are not prose for the learner (markup, the handout's marker,
  /// the sample contexts of `:explain`); its words are in the words files.
  @Test func theShellHasNoEnglishSentenceOutsideTheWords() throws {
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
        Issue.record(
          "English in the shell's Swift: \"\(string.text)\" (\(file):\(string.line)): write its text in the [own] section of Words/*.words, its key in OwnKey, and say it with Said(.KEY, …)"
        )
      }
    }
  }

  @Test func theWalkFindsJoinedAndInterpolatedTexts() {
    let source = #"""
      // "AlertLab in a comment"
      throw scriptError(
        "AlertLab simulates 'stride' over \(kind("ints")) only; "
          + "write \(a) instead", at: range)
      let other = "not about the project"
      """#
    let found = Self.texts(in: source)
    #expect(found.map(\.text) == ["AlertLab simulates 'stride' over X only; write X instead"])
    #expect(found.map(\.whole) == [true])
    let partial = Self.texts(in: #""AlertLab knows '\(a)'" + (b ?? "") + ".""#)
    #expect(partial.map(\.text) == ["AlertLab knows 'X'"])
    #expect(partial.map(\.whole) == [false])
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

  /// True when `name` stands in `source` not followed by more of an identifier.
  static func names(_ source: String, _ name: String) -> Bool {
    var rest = source[...]
    while let found = rest.range(of: name) {
      let next = rest[found.upperBound...].first
      if next.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true { return true }
      rest = rest[found.upperBound...]
    }
    return false
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
}
