import AlertLabKit

/// One learner's shell: input in, text out. Everything a transcript shows goes through here,
/// so tests drive a `Session` directly; the executable only wires the terminal to it.
public struct Session {
  /// Options fixed when the shell starts.
  public struct Options: Sendable {
    public var color: Bool
    public var ascii: Bool
    /// Terminal width in columns for wrapping prose (nil: do not wrap).
    public var width: Int?
    public init(color: Bool = false, ascii: Bool = false, width: Int? = nil) {
      self.color = color
      self.ascii = ascii
      self.width = width
    }
  }

  public var options: Options
  /// Set once the learner asked to leave (`:quit`).
  public private(set) var isFinished = false

  public init(options: Options = Options()) {
    self.options = options
  }

  /// At most three lines shown when the interactive shell starts.
  public var banner: String {
    "AlertLab: UIKit alerts, action sheets and popovers, simulated.\n:help for commands"
  }

  /// The prompt for a new statement (`alertlab> `), showing the lesson and step when in one.
  public var prompt: String { "alertlab> " }

  /// The prompt while a statement continues over lines.
  public var continuationPrompt: String { "...> " }

  /// True when `buffer` is an unfinished statement (open brace, parenthesis, bracket or
  /// string) and the shell should read another line before running it.
  public func needsMoreInput(_ buffer: String) -> Bool {
    var depth = 0
    for character in buffer {
      if "({[".contains(character) { depth += 1 }
      if ")}]".contains(character) { depth -= 1 }
    }
    return depth > 0
  }

  /// Runs one complete input (a statement, several lines, or a meta-command) and returns
  /// what the learner sees, ending with a newline unless empty.
  public mutating func submit(_ input: String) -> String {
    let trimmed = input.trimmingCharacters(in: " \n\t")
    if trimmed == ":quit" {
      isFinished = true
      return ""
    }
    return trimmed.isEmpty ? "" : "echo: \(trimmed)\n"
  }

  /// Completion candidates for the word that ends at the end of `line`: each candidate is
  /// the whole replacement word (for `alert.add` the words `addAction(` and `addTextField(`
  /// replace `add`), sorted.
  public func completions(for line: String) -> [String] {
    let commands = [":help", ":quit"]
    guard let word = line.split(separator: " ").last.map(String.init), word.hasPrefix(":")
    else { return [] }
    return commands.filter { $0.hasPrefix(word) }
  }

  /// Called on Ctrl-C: the unfinished statement is dropped.
  public mutating func interrupt() {}

  /// Called when the shell ends (Ctrl-D, `:quit`): progress and state are saved.
  public mutating func finish() {
    isFinished = true
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, set.contains(last) { scalars.removeLast() }
    return String(scalars)
  }
}
