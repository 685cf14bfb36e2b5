import AlertLabKit
import Testing

@testable import AlertLabScript

/// Values at the edges of Int and Double, and work that grows faster than the code that asks
/// for it: each is an error for the statement, never a crash or a hang of AlertLab.
@Suite struct HostileInputTests {
  @Test(arguments: [
    (
      "Int(1.0/0.0)",
      "error: 1:1: Double value cannot be converted to Int because it is either infinite or NaN"
    ),
    (
      "Int(1e300)",
      "error: 1:1: Double value cannot be converted to Int because the result would be greater "
        + "than Int.max"
    ),
    (
      "Int(-1e300)",
      "error: 1:1: Double value cannot be converted to Int because the result would be less "
        + "than Int.min"
    ),
    (
      "abs(Int.min)",
      "error: 1:1: arithmetic operation 'abs(-9223372036854775808)' (on type 'Int') results in "
        + "an overflow"
    ),
    (
      "let y = -(Int.min)",
      "error: 1:9: arithmetic operation '-(-9223372036854775808)' (on type 'Int') results in an "
        + "overflow"
    ),
    (
      "Int.min / -1",
      "error: 1:1: arithmetic operation '-9223372036854775808 / -1' (on type 'Int') results in "
        + "an overflow"
    ),
    (
      "Int.min % -1",
      "error: 1:1: arithmetic operation '-9223372036854775808 % -1' (on type 'Int') results in "
        + "an overflow"
    ),
    (
      "String(repeating: \"ab\", count: Int.max)",
      "error: 1:1: this string would be longer than 1000000 bytes: AlertLab stops it"
    ),
  ])
  func integerTrapsAreErrors(source: String, expected: String) {
    #expect(transcript(source) == [expected])
  }

  @Test func integersStayExactInMinMaxAndAbs() {
    #expect(
      transcript(
        """
        max(Int.max, 1)
        min(Int.max, Int.max - 1)
        abs(-Int.max)
        Int(2.7)
        String(repeating: "", count: Int.max)
        """)
        == [
          "$R0: Int = 9223372036854775807", "$R1: Int = 9223372036854775806",
          "$R2: Int = 9223372036854775807", "$R3: Int = 2", "$R4: String = \"\"",
        ])
  }

  @Test func appendAddsToAVariableArray() {
    #expect(
      transcript(
        """
        var titles = ["OK"]
        titles.append("Cancel")
        titles
        titles.append(3)
        let fixed = [1]
        fixed.append(2)
        """)
        == [
          "titles: [String] = [\"OK\"]", "$R0: [String] = [\"OK\", \"Cancel\"]",
          "error: 4:15: cannot convert value of type 'Int' to expected argument type 'String'",
          "fixed: [Int] = [1]",
          "error: 6:1: cannot use mutating member on immutable value: 'fixed' is a 'let' constant",
          "note: change 'let' to 'var' to make it mutable",
        ])
  }
}
