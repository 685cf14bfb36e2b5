import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabShell

/// Every note, error and refusal AlertLab writes about itself has its Chinese and Hindi. The
/// test walks the sources that build such texts (the interpreter, the world, the tutor
/// layer): each string that speaks of AlertLab, with its concatenated pieces and its
/// interpolations filled in, must follow a pattern of the catalog, or the test names the
/// text and the file to add it to. UIKit's rule texts are translated by rule id (the
/// `[rule]` sections of `Words/*.words`) and are not walked here.
@Suite struct OwnWordsCompletenessTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folders walked, each with the patterns its texts are translated by and the catalog
  /// file those live in.
  static let places: [(folder: String, patterns: [OwnWords], catalog: String)] = [
    ("Sources/AlertLabScript", OwnWords.every, "OwnWords+Catalog.swift"),
    ("Sources/AlertLabKit/World", OwnWords.every, "OwnWords+Catalog.swift"),
    ("Sources/AlertLabKit/Legacy", OwnWords.every, "OwnWords+Catalog.swift"),
    ("Sources/AlertLabKit/Popovers", OwnWords.every, "OwnWords+Catalog.swift"),
    ("Sources/AlertLabTutor", OwnWords.tutor, "OwnWords+Tutor.swift"),
  ]

  /// Each string expression of `source` (string literals joined by `+`) that mentions
  /// AlertLab, with every interpolation written as `X`, and whether it is whole (false when
  /// it goes on with a piece that is not a literal, such as an optional suggestion).
  static func texts(in source: String) -> [(text: String, whole: Bool)] {
    SourceString.all(in: source)
      .filter { $0.text.contains("AlertLab ") || $0.text.contains("AlertLab's ") }
      .map { ($0.text, $0.whole) }
  }

  @Test func everyTextOfAlertLabsOwnHasAChineseAndAHindiPattern() throws {
    var walked = 0
    for place in Self.places {
      let folder = Self.root.appendingPathComponent(place.folder)
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
      #expect(!files.isEmpty, "\(place.folder)")
      for file in files {
        let source = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for (text, whole) in Self.texts(in: source) {
          walked += 1
          for language in Language.translated {
            // A text that goes on past its literals is found by the pattern it begins.
            let covered =
              whole
              ? OwnWords.translate(text, into: language, from: place.patterns) != nil
              : place.patterns.contains { $0.filled.hasPrefix(text) }
            #expect(
              covered,
              "no \(language.code) text for \"\(text)\" (\(place.folder)/\(file)): add its text to the [own] section of Words/*.words and its key to Sources/AlertLabShell/Messages/\(place.catalog)"
            )
          }
        }
      }
    }
    #expect(walked > 0)
  }

  @Test func theWalkFindsJoinedAndInterpolatedTexts() {
    #expect(OwnWords.filled("a '{1}' b {2}") == "a 'X' b X")
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
}

extension OwnWords {
  /// The English with every placeholder written as `X`, as the walk writes interpolations.
  var filled: String { Self.filled(english) }

  /// `english` with every placeholder written as `X`.
  static func filled(_ english: String) -> String {
    (1...9).reduce(english) { $0.replacingOccurrences(of: "{\($1)}", with: "X") }
  }
}
