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

  /// Prose that holds text from a learner, a lesson or a file, escaped first.
  mutating func text(_ paragraph: String) {
    prose(escapeForTerminal(paragraph))
  }

  /// A line that holds text from a learner, a lesson or a file, escaped first.
  mutating func escaped(_ line: String) {
    raw(escapeForTerminal(line))
  }

  /// A drawing, never wrapped: when it is wider than the terminal, the terminal would wrap
  /// every row, so it says so and shows `description` (the screen in sentences) instead.
  mutating func drawing(_ drawing: String, description: @autoclosure () -> String) {
    let widest = drawing.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
    if let width, widest > width {
      prose(
        "(The drawing is \(widest) columns wide and your terminal \(width): widen the "
          + "terminal to see it, or try ':device iphone'. Meanwhile, in words:)")
      prose(description())
      return
    }
    raw(drawing)
  }

  /// Prose wrapped at word boundaries to the terminal's width (by display width); a wrapped
  /// line keeps the indentation it started with.
  mutating func prose(_ paragraph: String) {
    guard let width, width > 20 else {
      raw(paragraph)
      return
    }
    for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = String(line.prefix { $0 == " " })
      var current = indent
      var currentWidth = indent.count
      var empty = true
      for word in line.dropFirst(indent.count).split(
        separator: " ", omittingEmptySubsequences: false)
      {
        if word.isEmpty {
          // Two spaces in a row stay two (UIKit's texts have them).
          if !empty {
            current += " "
            currentWidth += 1
          }
          continue
        }
        let wordWidth = DisplayWidth.of(String(word))
        if !empty, currentWidth + 1 + wordWidth > width {
          raw(current)
          current = indent
          currentWidth = indent.count
          empty = true
        }
        if !empty {
          current += " "
          currentWidth += 1
        }
        current += word
        currentWidth += wordWidth
        empty = false
      }
      raw(current)
    }
  }
}
