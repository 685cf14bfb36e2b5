import AlertLabKit
import AlertLabTestSupport
import Testing

@testable import AlertLabScript

@Suite("Text search")
struct TextSearchTests {
  @Test("utf8Range(of:) finds what the standard library's search finds, on random text")
  func agreesWithStandardSearch() {
    let pieces = ["a", "b", "ab", "Element", "|old:", "[", "]", "é", "字", "🙂", " ", "?"]
    var generator = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let hay = generator.text(of: pieces, count: 0...8)
      let needle = generator.text(of: pieces, count: 1...3)
      let expected = hay.firstRange(of: needle)
      let found = hay.utf8Range(of: needle)
      #expect(found == expected, "\(needle) in \(hay)")
      #expect(hay.utf8Contains(needle) == (expected != nil))
      #expect(hay.walkingUTF8Range(of: needle) == expected, "\(needle) in \(hay)")
    }
  }

  @Test("containsUTF8Byte(_:) answers as a walk through the UTF-8 view does, on random text")
  func byteSearchAgreesWithWalk() {
    let pieces = ["a", "|old:", "UIAlertController.Style", "é", "字", "🙂", " ", "|"]
    var generator = SplitMix64(seed: 11)
    for _ in 0..<2_000 {
      let text = generator.text(of: pieces, count: 0...8)
      for byte in [UInt8(ascii: "|"), UInt8(ascii: "a"), UInt8(ascii: "."), 0xC3, 0xFF] {
        #expect(text.containsUTF8Byte(byte) == text.utf8.contains(byte), "\(byte) in \(text)")
      }
    }
  }

  @Test("replacingFirst replaces the first occurrence only, and leaves text without it alone")
  func replacesFirstOnly() {
    #expect(
      "Element? or Element".replacingFirst("Element", with: "UIAlertAction")
        == "UIAlertAction? or Element")
    #expect("[String]".replacingFirst("Element", with: "X") == "[String]")
    #expect("".utf8Range(of: "a") == nil)
    #expect("abc".utf8Range(of: "abcd") == nil)
  }
}

@Suite("Echo text")
struct EchoTextTests {
  @Test("escaped shows controls, quotes and backslashes as Swift escapes and leaves the rest")
  func escapesOnlyWhatItMust() {
    let formatter = ValueFormatter(world: World())
    #expect(formatter.escaped("Delete ünïcödé 字 🙂") == "Delete ünïcödé 字 🙂")
    #expect(formatter.escaped("a\"b\\c") == "a\\\"b\\\\c")
    #expect(formatter.escaped("line\nnext\ttab") == "line\\nnext\\ttab")
    #expect(
      formatter.escaped("bell\u{07} c1\u{85} nbsp\u{A0}") == "bell\\u{7} c1\\u{85} nbsp\u{A0}")
  }
}
