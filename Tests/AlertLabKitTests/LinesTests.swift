import AlertLabTestSupport
import Testing

@testable import AlertLabKit

@Suite("Lines and byte searches")
struct LinesTests {
  static let pieces = [
    "a", "let x = 1", "\n", "\n", "\r\n", "\r", "é", "e\u{301}", "字", "🙂", " ", "", ": ", "`",
  ]

  @Test("lineSlices and lineCount agree with splitting on Character \"\\n\", CRLF included")
  func agreeWithCharacterSplit() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<3_000 {
      let text = generator.text(of: Self.pieces, count: 0...10)
      for omitting in [true, false] {
        let expected = text.split(separator: "\n", omittingEmptySubsequences: omitting)
        #expect(text.lineSlices(omittingEmpty: omitting) == expected, "\(Array(text.utf8))")
        // A slice of a longer text splits as the text alone does.
        let slice = ("x|" + text + "|y").dropFirst(2).dropLast(2)
        #expect(slice.lineSlices(omittingEmpty: omitting) == expected, "\(Array(text.utf8))")
      }
      #expect(text.lineCount == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }
  }

  @Test("slices(separatedBy:) gives the pieces between the bytes, empty ones included")
  func slicesBetweenBytes() {
    #expect("".slices(separatedBy: UInt8(ascii: "`")) == [""])
    #expect("a `b` c".slices(separatedBy: UInt8(ascii: "`")) == ["a ", "b", " c"])
    #expect("``字``".slices(separatedBy: UInt8(ascii: "`")) == ["", "", "字", "", ""])
    var generator = SplitMix64(seed: 12)
    for _ in 0..<2_000 {
      let text = generator.text(
        of: Self.pieces.filter { !$0.utf8.contains(UInt8(ascii: "\r")) }, count: 0...8)
      #expect(
        text.slices(separatedBy: UInt8(ascii: "`"))
          == text.split(separator: "`", omittingEmptySubsequences: false), "\(Array(text.utf8))")
    }
  }

  @Test("byteRange(of:) finds what a search of the same characters finds, in any script")
  func byteRangeFindsTheFirstOccurrence() {
    #expect("abc".byteRange(of: "") == nil)
    #expect("".byteRange(of: "a") == nil)
    #expect("ab".byteRange(of: "abc") == nil)
    let text = "标签: alert.actions.count == 2"
    if let found = text.byteRange(of: ": ") {
      #expect(text[..<found.lowerBound] == "标签")
      #expect(text[found.upperBound...] == "alert.actions.count == 2")
    } else {
      Issue.record("': ' not found")
    }
    // Texts without carriage returns: in "\r\n\n" the bytes "\n\n" are there, the
    // Characters "\n\n" are not (the first line feed belongs to "\r\n").
    var generator = SplitMix64(seed: 13)
    for _ in 0..<2_000 {
      let text = generator.text(
        of: Self.pieces.filter { !$0.utf8.contains(UInt8(ascii: "\r")) }, count: 0...8)
      for needle in [": ", "字", "🙂 ", "a", "\n\n", "let"] {
        let characters = Array(text)
        let wanted = Array(needle)
        let expected = characters.indices.first {
          characters[$0...].starts(with: wanted)
        }
        let found = text.byteRange(of: needle).map {
          text.distance(from: text.startIndex, to: $0.lowerBound)
        }
        #expect(found == expected, "\(needle) in \(Array(text.utf8))")
      }
      #expect(text.holdsByte(UInt8(ascii: "`")) == text.utf8.contains(UInt8(ascii: "`")))
    }
  }
}
