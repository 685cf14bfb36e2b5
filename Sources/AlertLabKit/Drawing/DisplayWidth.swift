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
}
