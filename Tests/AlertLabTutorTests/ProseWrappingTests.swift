import AlertLabKit
import Testing

@testable import AlertLabTutor

/// Hindi and Chinese prose wrapped at 80 columns, measured by display width: Hindi breaks only
/// at spaces (a letter and its vowel sign or a conjunct is never cut), Chinese between
/// ideographs but never before closing or after opening punctuation.
@Suite struct ProseWrappingTests {
  static let hindi =
    "इस पाठ में आप लेख का पहला उदाहरण, \"DefaultStyle\", बनाएँगे, उसे सिम्युलेटेड iPhone पर "
    + "दिखाएँगे और उसके बटन पर टैप करेंगे। स्ट्रिंग `log` पहले से तैयार है: बटन का कोड उसमें "
    + "लिखेगा, ताकि आप और AlertLab दोनों देख सकें कि कोड सचमुच चला।"

  @Test func hindiBreaksOnlyBetweenWords() {
    let text = ProseRenderer.render(markdown: Self.hindi, width: 80, color: false)
    #expect(
      text == """
        इस पाठ में आप लेख का पहला उदाहरण, "DefaultStyle", बनाएँगे, उसे सिम्युलेटेड iPhone पर
        दिखाएँगे और उसके बटन पर टैप करेंगे। स्ट्रिंग `log` पहले से तैयार है: बटन का कोड उसमें लिखेगा,
        ताकि आप और AlertLab दोनों देख सकें कि कोड सचमुच चला।
        """)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    #expect(lines.map { DisplayWidth.of($0) } == [74, 76, 47])
    // A Devanagari letter with its vowel sign measures two columns, yet is no ideograph.
    #expect(DisplayWidth.of("दि") == 2)
    #expect(!ProseRenderer.isWide("दि"))
    #expect(ProseRenderer.isWide("标"))
    #expect(!ProseRenderer.canBreak("ि", false, "ख", false))
  }

  static let chinese =
    "提醒框（alert）会打断用户，告诉他一件需要马上回应的事。从 iOS 8 起，它是一个样式为 `.alert` 的 "
    + "`UIAlertController`。它取代了旧的 `UIAlertView`：不需要代理（delegate），创建时也不用列出"
    + "所有按钮，而是一个一个地添加。《设计规范》说：“按钮要少。”"

  @Test func chineseBreaksBetweenIdeographsButNotAtPunctuation() {
    let text = ProseRenderer.render(markdown: Self.chinese, width: 80, color: false)
    #expect(
      text == """
        提醒框（alert）会打断用户，告诉他一件需要马上回应的事。从 iOS 8 起，它是一个样式
        为 `.alert` 的 `UIAlertController`。它取代了旧的 `UIAlertView`：不需要代理
        （delegate），创建时也不用列出所有按钮，而是一个一个地添加。《设计规范》说：“按
        钮要少。”
        """)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    #expect(ProseRenderer.canBreak("框", true, "提", true))
    for (left, right) in [("框", "，"), ("框", "。"), ("框", "）"), ("框", "》"), ("框", "」")] {
      #expect(!ProseRenderer.canBreak(Character(left), true, Character(right), true))
    }
    for (left, right) in [("（", "框"), ("《", "框"), ("「", "框"), ("“", "框")] {
      #expect(!ProseRenderer.canBreak(Character(left), true, Character(right), true))
    }
  }

  /// Every paragraph of the course's translations, at 80 columns.
  @Test(arguments: Language.translated)
  func everyTranslatedParagraphWrapsWithinEightyColumns(_ language: Language) throws {
    let course = Course.load(directory: courseFolder(), language: language)
    try #require(course.errors.isEmpty)
    var paragraphs: [[ProseSpan]] = []
    func collect(_ blocks: [ProseBlock]) {
      for block in blocks {
        switch block {
        case .paragraph(let spans): paragraphs.append(spans)
        case .bulletList(let items), .orderedList(_, let items): items.forEach(collect)
        case .quote(let children): collect(children)
        case .heading, .code: break
        }
      }
    }
    for lesson in course.lessons {
      collect(lesson.introduction)
      for step in lesson.steps { collect(step.prose) }
    }
    #expect(paragraphs.count > 100)
    let closing = Set("，。、：；！？）》」』”")
    let opening = Set("（《「『“")
    for spans in paragraphs where !spans.contains(.lineBreak) {
      let whole = ProseRenderer.render([.paragraph(spans)], width: 100_000, color: false)
      let lines = ProseRenderer.render([.paragraph(spans)], width: 80, color: false)
        .split(separator: "\n").map(String.init)
      for line in lines where DisplayWidth.of(line) > 80 {
        // Only a single word wider than the line may stick out.
        #expect(!line.contains(" "), "\(line)")
      }
      // Lines are broken only where a space was, or between two wide characters (Chinese,
      // also quoted in the Hindi lessons): never inside a Devanagari word.
      var rest = Substring(whole)
      for (index, line) in lines.enumerated() {
        #expect(rest.hasPrefix(line), "\(line)")
        rest = rest.dropFirst(line.count)
        guard index + 1 < lines.count else { continue }
        if rest.first == " " {
          rest = rest.dropFirst()
        } else {
          let left = try #require(line.last)
          let right = try #require(rest.first)
          #expect(ProseRenderer.isWide(left) || ProseRenderer.isWide(right), "\(line)")
          #expect(!closing.contains(right), "\(line)")
          #expect(!opening.contains(left), "\(line)")
        }
      }
      #expect(rest.isEmpty)
    }
  }
}

/// A line break inside a paragraph is a space between words, and nothing between two
/// ideographs: Chinese written over several lines reads as one line.
@Suite struct SoftBreakTests {
  @Test func aBreakBetweenIdeographsIsNoSpace() {
    #expect(
      ProseRenderer.render(markdown: "粘贴代码，\n然后输入 `:swift`。", width: 80, color: false)
        == "粘贴代码，然后输入 `:swift`。")
    #expect(
      ProseRenderer.render(markdown: "輸入 `:objc`\n然後", width: 80, color: false)
        == "輸入 `:objc` 然後")
    #expect(ProseRenderer.render(markdown: "two\nlines", width: 80, color: false) == "two lines")
    #expect(
      ProseRenderer.render(markdown: "बटन पर\nटैप", width: 80, color: false) == "बटन पर टैप")
  }
}
