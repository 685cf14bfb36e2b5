import AlertLabWords

extension LessonSource {
  /// The source as a learner reads it: `“Title” (origin), section “Section”` for one of the
  /// course's articles, never its file name; `“Title” (https://...)` for a public page; the
  /// file and section as written otherwise.
  public var citation: String {
    if isWebAddress {
      return section.map { "“\($0)” (\(file))" } ?? file
    }
    guard let article = Articles.course.first(where: { $0.file == file }) else {
      return file + (section.map { ", \"\($0)\"" } ?? "")
    }
    return "“\(article.title)”" + (article.origin.map { " (\($0))" } ?? "")
      + (section.map { ", section “\($0)”" } ?? "")
  }

  /// True when the source is a web address rather than an article's file: its `section` is
  /// then the page's title.
  public var isWebAddress: Bool {
    file.hasPrefix("https://") || file.hasPrefix("http://")
  }

  /// What is wrong with a web address given as a source, or nil: it must be an `https://`
  /// address with a host name and no spaces, quotes or angle brackets, and name the page's
  /// title after it.
  /// It is AlertLab's own text, to be shown in the learner's language.
  public var webAddressProblem: Said? {
    guard isWebAddress else { return nil }
    guard file.hasPrefix("https://") else { return Said(.sourceHttpsAddressWrite, file) }
    guard Self.isWellFormedAddress(file) else { return Said(.webAddressWellFormed, file) }
    guard section != nil else { return Said(.webPageNoTitle, file, file) }
    return nil
  }

  /// Whether an `https://` address has a host name (letters, digits, dots and dashes, with
  /// a dot inside) and no white space, quotes or angle brackets. An address of ASCII bytes,
  /// as nearly all are, is read as bytes, one character a byte.
  static func isWellFormedAddress(_ file: String) -> Bool {
    let rest = file.dropFirst("https://".count)
    if file.utf8.allSatisfy({ $0 < 0x80 }) {
      let host = rest.utf8.prefix {
        $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
      }
      let dot = UInt8(ascii: ".")
      let hostIsWellFormed =
        host.contains(dot) && host.first != dot && host.last != dot
        && host.allSatisfy { byte in
          switch byte {
          case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), dot, UInt8(ascii: "-"):
            return true
          default:
            return false
          }
        }
      let hasStrayByte = file.utf8.contains { byte in
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) || byte == UInt8(ascii: "\"")
          || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      }
      return hostIsWellFormed && !hasStrayByte
    }
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let hostIsWellFormed =
      host.contains(".") && !host.hasPrefix(".") && !host.hasSuffix(".")
      && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    let hasNoStrayCharacter = !file.contains { $0.isWhitespace || "\"<>“”".contains($0) }
    return hostIsWellFormed && hasNoStrayCharacter
  }
}
