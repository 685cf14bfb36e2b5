import AlertLabKit

/// What one input prints, line by line: prose wraps to the terminal's width; drawings and
/// console lines never wrap.
struct Output {
  let width: Int?
  private(set) var text = ""

  init(width: Int?) {
    self.width = width
  }

  /// A line printed as it is.
  mutating func raw(_ line: String) {
    text += line
    text += "\n"
  }

  /// A drawing: never wrapped; when wider than the terminal, says so first.
  mutating func drawing(_ drawing: String) {
    let widest = drawing.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
    if let width, widest > width {
      prose(
        "(The drawing is \(widest) columns wide and your terminal \(width): widen it, "
          + "or try ':device iphone' or ':ascii on'.)")
    }
    raw(drawing)
  }

  /// Prose wrapped at word boundaries to the terminal's width (by display width).
  mutating func prose(_ paragraph: String) {
    guard let width, width > 20 else {
      raw(paragraph)
      return
    }
    for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = String(line.prefix { $0 == " " })
      var current = ""
      var currentWidth = 0
      for word in line.split(separator: " ") {
        let wordWidth = DisplayWidth.of(String(word))
        if currentWidth > 0, currentWidth + 1 + wordWidth > width {
          raw(current)
          current = indent + "  "
          currentWidth = DisplayWidth.of(current)
        }
        if currentWidth > 0 && !current.hasSuffix("  ")
          || (currentWidth > 0 && current.trimmed.count > 0 && !current.hasSuffix(" "))
        {
          current += " "
          currentWidth += 1
        } else if current.isEmpty {
          current = indent
          currentWidth = indent.count
        }
        current += word
        currentWidth += wordWidth
      }
      raw(current)
    }
  }
}
