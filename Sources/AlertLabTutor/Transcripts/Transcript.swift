import CCmark

/// One input of a transcript and what the terminal showed after it.
public struct TranscriptEntry: Equatable, Sendable {
  /// The prompt it was typed at (`alertlab> `, `one-cancel 2/4> `).
  public var prompt: String
  /// The input, lines joined with newlines.
  public var input: String
  /// The output lines, without the prompt lines.
  public var output: [String]
  /// The 1-based line of the input in the Markdown file.
  public var line: Int

  public init(prompt: String, input: String, output: [String], line: Int) {
    self.prompt = prompt
    self.input = input
    self.output = output
    self.line = line
  }
}

/// A fenced ```` ```alertlab ```` block: a session as a person would copy it from the
/// terminal. Lines after a prompt (`alertlab> `, a lesson's `id N/M> `, and `...> ` for a
/// continued statement) are input; the rest is the output expected after it. Words after
/// `alertlab` in the info string set the session up: `device=ipad`, `ios=8`, `ascii`.
public struct TranscriptBlock: Equatable, Sendable {
  public var options: [String]
  /// The lines of the opening and closing fences (1-based).
  public var openingLine: Int
  public var closingLine: Int
  /// Any output before the first prompt (the block should have none).
  public var preamble: [String]
  public var entries: [TranscriptEntry]

  /// The value of `key=value` in the info string.
  public func option(_ key: String) -> String? {
    for word in options where word.hasPrefix(key + "=") {
      return String(word.dropFirst(key.count + 1))
    }
    return nil
  }

  public var ascii: Bool { options.contains("ascii") }
}

/// Reads and writes Markdown transcripts.
public enum Transcript {
  /// The `alertlab` blocks of a Markdown document, found with libcmark (none when the
  /// document cannot be read: see `problem(in:)`).
  public static func blocks(in text: String) -> [TranscriptBlock] {
    (try? read(text)) ?? []
  }

  /// Why `text` cannot be read as a transcript at all, if it cannot.
  public static func problem(in text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error.description
    }
  }

  private static func read(_ text: String) throws(MarkdownDocument.Problem) -> [TranscriptBlock] {
    let document = try MarkdownDocument(text.replacing("\r\n", with: "\n"))
    var blocks: [TranscriptBlock] = []
    collect(document.root, into: &blocks)
    return blocks
  }

  private static func collect(_ node: MarkdownNode, into blocks: inout [TranscriptBlock]) {
    for child in node.children {
      if child.type == CMARK_NODE_CODE_BLOCK, child.infoWords.first == "alertlab" {
        var lines = child.literal.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
        if lines.last == "" { lines.removeLast() }
        let (preamble, entries) = parse(lines, firstLine: child.line + 1)
        blocks.append(
          TranscriptBlock(
            options: Array(child.infoWords.dropFirst()), openingLine: child.line,
            closingLine: child.endLine, preamble: preamble, entries: entries))
      } else {
        collect(child, into: &blocks)
      }
    }
  }

  /// The prompt a line starts with, if it is an input line.
  public static func prompt(of line: String) -> String? {
    if line.hasPrefix("alertlab> ") || line == "alertlab>" { return "alertlab> " }
    guard let end = line.firstRange(of: "> ") else { return nil }
    let head = line[..<end.lowerBound]
    let words = head.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 2, let slash = words[1].firstIndex(of: "/") else { return nil }
    let id = words[0]
    let isID = !id.isEmpty && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
    let numbers = [words[1][..<slash], words[1][words[1].index(after: slash)...]]
    guard isID, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
      return nil
    }
    return String(head) + "> "
  }

  static func parse(_ lines: [String], firstLine: Int) -> ([String], [TranscriptEntry]) {
    var preamble: [String] = []
    var entries: [TranscriptEntry] = []
    for (offset, line) in lines.enumerated() {
      if let prompt = prompt(of: line) {
        let input = String(line.dropFirst(min(prompt.count, line.count)))
        entries.append(
          TranscriptEntry(prompt: prompt, input: input, output: [], line: firstLine + offset))
      } else if line.hasPrefix("...> "), !entries.isEmpty, entries[entries.count - 1].output.isEmpty
      {
        entries[entries.count - 1].input += "\n" + line.dropFirst(5)
      } else if entries.isEmpty {
        preamble.append(line)
      } else {
        entries[entries.count - 1].output.append(line)
      }
    }
    return (preamble, entries)
  }

  /// The lines of a block's body for these entries, as a terminal shows them.
  public static func body(_ entries: [TranscriptEntry]) -> [String] {
    var lines: [String] = []
    for entry in entries {
      let inputLines = entry.input.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in inputLines.enumerated() {
        lines.append((index == 0 ? entry.prompt : "...> ") + line)
      }
      lines += entry.output
    }
    return lines
  }

  /// `text` with each block's body replaced (by `replacements`, in block order). A block
  /// inside a `>` quote or a list item keeps its container's prefix on every line.
  public static func rewrite(_ text: String, blocks: [TranscriptBlock], bodies: [[String]])
    -> String
  {
    var lines = text.replacing("\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    for (block, body) in zip(blocks, bodies).reversed() {
      let start = min(max(block.openingLine, 0), lines.count)
      let end = min(max(block.closingLine - 1, start), lines.count)
      let prefix = containerPrefix(lines, opening: block.openingLine, closing: block.closingLine)
      lines.replaceSubrange(
        start..<end, with: body.map { $0.isEmpty ? trimmedRight(prefix) : prefix + $0 })
    }
    return lines.joined(separator: "\n")
  }

  /// What stands before a fenced block's lines: the text before the closing fence, or,
  /// without one, the opening fence's with list markers turned into spaces (`> ` stays).
  static func containerPrefix(_ lines: [String], opening: Int, closing: Int) -> String {
    func beforeFence(_ line: String) -> String? {
      guard let fence = line.firstRange(of: "```") ?? line.firstRange(of: "~~~") else {
        return nil
      }
      return String(line[..<fence.lowerBound])
    }
    if closing > opening, closing - 1 < lines.count, let prefix = beforeFence(lines[closing - 1]) {
      return prefix
    }
    guard opening >= 1, opening - 1 < lines.count, let prefix = beforeFence(lines[opening - 1])
    else { return "" }
    return String(prefix.map { $0 == ">" ? ">" : " " })
  }

  private static func trimmedRight(_ text: String) -> String {
    String(text.reversed().drop { $0 == " " }.reversed())
  }

  /// A new Markdown transcript holding one block.
  public static func document(title: String, options: [String], body: [String]) -> String {
    let info = (["alertlab"] + options).joined(separator: " ")
    return "# \(title)\n\n```\(info)\n" + body.joined(separator: "\n") + "\n```\n"
  }
}
