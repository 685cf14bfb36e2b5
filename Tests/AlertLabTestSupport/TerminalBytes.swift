/// Bytes a terminal would act on, for the tests that check nothing reaches it raw.
public enum TerminalBytes {
  /// True when `text` holds a byte a terminal acts on (ESC, BEL, another C0 or a C1 control)
  /// or a direction control. A tab is harmless (a diagnostic keeps the source's tabs so its
  /// caret lines up), and newlines are lines.
  public static func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      (scalar.value < 0x20 && scalar != "\n" && scalar != "\t")
        || (0x7F..<0xA0).contains(scalar.value)
        || [0x061C, 0x200E, 0x200F].contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
  }
}
