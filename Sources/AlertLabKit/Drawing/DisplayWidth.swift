import CPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Terminal display widths, measured with the C library's `wcwidth` under a UTF-8 locale:
/// CJK characters take two columns, combining marks none. Never `String.count`.
public enum DisplayWidth {
  private static let localeReady: Bool = {
    // `wcwidth` answers by LC_CTYPE; a process starts in "C", where it knows no CJK.
    if setlocale(LC_CTYPE, "C.UTF-8") == nil {
      _ = setlocale(LC_CTYPE, "en_US.UTF-8")
    }
    return true
  }()

  /// Columns the scalar occupies: 0 for combining marks and zero-width characters.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    _ = localeReady
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    let width = alertlab_wcwidth(value)
    return width < 0 ? 1 : Int(width)
  }

  /// Columns the string occupies in a terminal.
  public static func of(_ text: String) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        total += scalar.value >= 0x20 && scalar.value < 0x7F ? 1 : 0
      } else {
        total += of(scalar)
      }
    }
    return total
  }

  /// Columns a line of AlertLab's own coloured output occupies: its SGR sequences
  /// (`ESC [ ... m`, the only ones it prints) take none.
  public static func ofStyled(_ text: String) -> Int {
    guard text.unicodeScalars.contains("\u{1B}") else { return of(text) }
    var total = 0
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        while let next = scalars.next(), next == "[" || !(0x40...0x7E).contains(next.value) {}
        continue
      }
      total += of(String(scalar))
    }
    return total
  }
}
