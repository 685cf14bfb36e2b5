import Testing

@testable import AlertLabTutor

/// What the parser looks for as bytes before reading characters (placeholders, metadata
/// columns, fences and headings) is found where reading the characters finds it.
@Suite struct LessonByteSearchTests {
  static func lesson(introduction: String) throws -> Lesson {
    let text = """
      # Placeholders

      - id: placeholders
      - source: 001_1ba81a9920402955.txt

      \(introduction)

      ## A step

      ```swift
      let x = 1
      ```

      ```goal
      x is one: x == 1
      ```

      """
    return try LessonParser.parse(text, path: "placeholders.md")
  }

  @Test func placeholdersAreFoundInAnyScriptAtTheirColumn() throws {
    let lesson = try Self.lesson(
      introduction: "Plain TODO here.\n\n中文 TODO 完成\n\nहिंदी TODO\n\nTOTODO and TODTODO")
    #expect(lesson.placeholders.map(\.line) == [6, 8, 10, 12])
    // Columns count characters: हिंदी is two.
    #expect(lesson.placeholders.map(\.column) == [7, 4, 4, 3])
    #expect(
      lesson.placeholders.map(\.text) == ["TODO here.", "TODO 完成", "TODO", "TODO and TODTODO"])
  }

  @Test func lookAlikesAreNoPlaceholders() throws {
    // A composed Ô, an O with a combining accent, and full-width letters: none is `TODO`.
    let lesson = try Self.lesson(
      introduction: "TOD\u{D4} and TODO\u{301} and \u{FF34}\u{FF2F}\u{FF24}\u{FF2F}, todo, TOD O")
    #expect(lesson.placeholders.isEmpty)
  }

  @Test func theByteSearchFindsEveryTODO() {
    for yes in ["TODO", "xTODO", "TTODO", "TOTODO", "TODTODO", "TODOx", "中TODO", "TTTODOT"] {
      #expect(LessonParser.holdsTODOBytes(Substring(yes).utf8), "\(yes)")
    }
    for no in ["", "TOD", "TODX", "T O D O", "todo", "ODOT", "TOD\u{D4}", "aTOD", "TTT", "xxxT"] {
      #expect(!LessonParser.holdsTODOBytes(Substring(no).utf8), "\(no)")
    }
  }

  func problems(_ text: String) -> [String] {
    LessonParser.parseReportingAll(text, path: "x.md").problems.map(\.description)
  }

  @Test func metadataColumnsCountCharactersInAnyScript() {
    let cases = [
      ("- device: ipod", "ipod", 11), ("-   device:  ipod", "ipod", 14),
      ("- device:  平板", "平板", 12), ("- device: 平板 ipod", "平板 ipod", 11),
    ]
    for (line, value, column) in cases {
      let text =
        "# T\n\n- id: t\n- source: s.txt\n\(line)\n\n## S\n\n```swift\nx\n```\n\n"
        + "```goal\na: b\n```\n"
      let found = problems(text)
      #expect(
        found.first?.hasPrefix("x.md:5:\(column): error: unknown device '\(value)'") == true,
        "\(line): \(found)")
    }
  }

  @Test func aFenceWithWhiteSpaceAfterItClosesTheBlock() {
    let open = "# T\n\n- id: t\n- source: s.txt\n\n## S\n\n```swift\nx\n```\n\n```goal\na: b\n"
    for closing in ["```", "```  \t", "  ````", "```\t"] {
      let found = problems(open + closing + "\n\n## Next\n")
      #expect(!found.contains { $0.contains("is not closed") }, "\(closing): \(found)")
      #expect(!found.contains { $0.contains("never closed") }, "\(closing): \(found)")
    }
    // A fence of another mark, or a shorter one, does not close it.
    for closing in ["~~~", "``"] {
      let found = problems(open + closing + "\n\n## Next\n")
      #expect(found.contains { $0.contains("is not closed before line") }, "\(closing): \(found)")
    }
  }

  @Test func anUnclosedBlockStopsAtAnIndentedHeadingOrFenceOnly() {
    let open = "# T\n\n- id: t\n- source: s.txt\n\n## S\n\n```swift\nx\n```\n\n```goal\na: b\n"
    for (inside, stop) in [
      ("   ## Next", 14), ("~~~swift", 14), ("  ```objc", 14), ("## \u{4E0B}\u{4E00}\u{6B65}", 14),
      ("```\u{8D77} swift", 14), ("~~~~ objc \u{8D77}", 14), ("#", 14), ("###### Six", 14),
    ] {
      let found = problems(open + inside + "\n```\n")
      #expect(
        found.first?.hasPrefix(
          "x.md:12:1: error: the '```goal' block that starts here is not closed before line \(stop)"
        )
          == true, "\(inside): \(found)")
    }
    // Indented four spaces, after a combining accent or a tab, or text: no heading, no fence.
    for inside in [
      "    ## Next", " \u{301}## Next", "\t## Next", "a ## b", "`x`", "####### Seven", "##Next",
      "``\u{8D77}", "```1 swift", "```\u{301}swift",
    ] {
      let found = problems(open + inside + "\n```\n")
      #expect(!found.contains { $0.contains("is not closed before") }, "\(inside): \(found)")
    }
  }
}
