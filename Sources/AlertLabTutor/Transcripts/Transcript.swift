import AlertLabKit
import AlertLabWords
import CCmark
import Foundation

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
  /// The 1-based column of each option word on the opening fence's line.
  public var optionColumns: [Int] = []
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

  /// The words a block header may hold: `key=value` settings and plain flags.
  public static let settingKeys = ["device", "ios", "width", "lang", "lessons"]
  public static let flags = ["ascii"]
  /// The narrowest and widest terminal a transcript may be recorded at.
  public static let widths = 20...1000

  /// The session the header asks for, and a problem for each word that is not a setting, or
  /// names a device, iOS version or width AlertLab does not know (`path` is for the problems).
  public func setup(path: String) -> (setup: TranscriptSetup, problems: [LessonError]) {
    var setup = TranscriptSetup()
    var problems: [LessonError] = []
    for (index, word) in options.enumerated() {
      let column = index < optionColumns.count ? optionColumns[index] : 1
      func problem(_ said: Said) {
        problems.append(LessonError(file: path, line: openingLine, column: column, said))
      }
      if Self.flags.contains(word) {
        setup.ascii = true
        continue
      }
      guard let equals = word.firstIndex(of: "="),
        Self.settingKeys.contains(String(word[..<equals]))
      else {
        let key = String(word.prefix { $0 != "=" })
        let known = Self.settingKeys.map { $0 + "=" } + Self.flags
        let near = Spelling.nearest(key, in: Self.settingKeys + Self.flags)
          .map { Self.flags.contains($0) ? $0 : $0 + "=" }
        problem(
          near.map { Said(.unknownWordBlockHeader, word, $0, known.joined(separator: ", ")) }
            ?? Said(.unknownWordBlockHeaderBlock, word, known.joined(separator: ", ")))
        continue
      }
      let key = String(word[..<equals])
      let value = String(word[word.index(after: equals)...])
      switch key {
      case "device":
        if Device(name: value) != nil {
          setup.device = value
        } else {
          let near = Spelling.nearest(value, in: Device.names)
          problem(
            near.map {
              Said(.unknownDeviceDidYouMean, value, $0, Device.names.joined(separator: ", "))
            } ?? Said(.unknownDeviceDevices, value, Device.names.joined(separator: ", ")))
        }
      case "ios":
        if IOSVersion(string: value) != nil {
          setup.iOS = value
        } else {
          problem(Said(.unknownIOSVersionGive, value))
        }
      case "lessons":
        if let folder = Transcript.headerPath(value), !folder.isEmpty {
          setup.lessons = folder
        } else {
          problem(
            Said(.lessonFolderPathGive, value))
        }
      case "lang":
        if Language(code: value) != nil {
          setup.language = value
        } else {
          problem(
            Said(
              .unknownLanguageGive, value,
              Language.allCases.map { "lang=\($0.code)" }.joined(separator: ", ")))
        }
      default:
        if let width = Int(value), Self.widths.contains(width) {
          setup.width = width
        } else {
          problem(
            Said(.widthNumberColumns, value, Self.widths.lowerBound, Self.widths.upperBound))
        }
      }
    }
    return (setup, problems)
  }
}

/// What a transcript block's header sets up: device, iOS version, the terminal width it was
/// recorded at (prose wraps there; none: prose is not wrapped), ASCII drawing, and the
/// language of the lessons (none: English).
public struct TranscriptSetup: Equatable, Sendable {
  public var device: String?
  public var iOS: String?
  public var width: Int?
  public var ascii = false
  /// `lang=zh`: the language code.
  public var language: String?
  /// `lessons=../course`: the lesson folder the block was recorded with, relative to the
  /// transcript's folder (none: the course AlertLab finds on its own).
  public var lessons: String?

  public init(
    device: String? = nil, iOS: String? = nil, width: Int? = nil, ascii: Bool = false,
    language: String? = nil, lessons: String? = nil
  ) {
    self.lessons = lessons
    self.device = device
    self.iOS = iOS
    self.width = width
    self.ascii = ascii
    self.language = language
  }

  /// The header words for this setup, in the order `setup(path:)` reads them.
  public var words: [String] {
    var words: [String] = []
    if let device { words.append("device=\(device)") }
    if let iOS { words.append("ios=\(iOS)") }
    if let width { words.append("width=\(width)") }
    if let language { words.append("lang=\(language)") }
    if let lessons { words.append("lessons=" + Transcript.headerWord(lessons)) }
    if ascii { words.append("ascii") }
    return words
  }
}

/// A piece of a transcript document in order: prose, or an `alertlab` block.
public enum TranscriptPart: Equatable, Sendable {
  case prose(ProseBlock)
  case block(TranscriptBlock)
}

/// Reads and writes Markdown transcripts.
public enum Transcript {
  /// A path as one word of a block header: `%` and white space written `%25`, `%20`...
  public static func headerWord(_ path: String) -> String {
    var word = ""
    for scalar in path.unicodeScalars {
      if scalar == "%" || scalar.properties.isWhitespace || scalar == "`" {
        for byte in String(scalar).utf8 { word += "%" + hexByte(byte) }
      } else {
        word.unicodeScalars.append(scalar)
      }
    }
    return word
  }

  static func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }

  /// The path a header word names (`headerWord` read back); nil when a `%` is not followed
  /// by two hexadecimal digits or the bytes are not UTF-8.
  public static func headerPath(_ word: String) -> String? {
    word.removingPercentEncoding
  }

  /// `target` as a path relative to `folder` (both made absolute from the current folder):
  /// `../Lessons` from `Examples` for `Lessons`.
  public static func relativePath(to target: String, from folder: String) -> String {
    let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    let goal = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
    var shared = 0
    while shared < base.count, shared < goal.count, base[shared] == goal[shared] { shared += 1 }
    let parts = Array(repeating: "..", count: base.count - shared) + goal[shared...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The document's top-level pieces in order, for a handout: prose blocks and the
  /// `alertlab` blocks (as `blocks(in:)` reads them).
  public static func parts(in text: String) -> [TranscriptPart] {
    guard let document = try? MarkdownDocument(text.replacing("\r\n", with: "\n")) else {
      return []
    }
    let blocks = Self.blocks(in: text)
    return withExtendedLifetime(document) {
      document.root.children.compactMap { node -> TranscriptPart? in
        if node.type == CMARK_NODE_CODE_BLOCK, node.infoWords.first == "alertlab",
          let block = blocks.first(where: { $0.openingLine == node.line })
        {
          return .block(block)
        }
        return ProseBuilder.block(node).map { .prose($0) }
      }
    }
  }

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
    let text = text.replacing("\r\n", with: "\n")
    let document = try MarkdownDocument(text)
    var blocks: [TranscriptBlock] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    collect(document.root, lines: lines, into: &blocks)
    return blocks
  }

  private static func collect(
    _ node: MarkdownNode, lines source: [Substring], into blocks: inout [TranscriptBlock]
  ) {
    for child in node.children {
      if child.type == CMARK_NODE_CODE_BLOCK, child.infoWords.first == "alertlab" {
        var lines = child.literal.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
        if lines.last == "" { lines.removeLast() }
        let (preamble, entries) = parse(lines, firstLine: child.line + 1)
        let options = Array(child.infoWords.dropFirst())
        var block = TranscriptBlock(
          options: options, openingLine: child.line, closingLine: child.endLine,
          preamble: preamble, entries: entries)
        if child.line >= 1, child.line <= source.count {
          block.optionColumns = columns(of: options, in: source[child.line - 1].lowercased())
        }
        blocks.append(block)
      } else {
        collect(child, lines: source, into: &blocks)
      }
    }
  }

  /// The 1-based column of each word on `line`, searched from after `alertlab`.
  static func columns(of words: [String], in line: String) -> [Int] {
    var searchStart = line.range(of: "alertlab")?.upperBound ?? line.startIndex
    return words.map { word in
      guard let range = line.range(of: word, range: searchStart..<line.endIndex) else { return 1 }
      searchStart = range.upperBound
      return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }
  }

  /// The lesson and 0-based step of a lesson prompt (`first-alert 1/4> ` gives
  /// `first-alert`, 0); nil for `alertlab> ` and anything else.
  public static func lessonPosition(ofPrompt prompt: String) -> (lessonID: String, step: Int)? {
    guard prompt != "alertlab> ", Self.prompt(of: prompt) == prompt else { return nil }
    let words = prompt.dropLast(2).split(separator: " ")
    guard words.count == 2, let slash = words[1].firstIndex(of: "/"),
      let number = Int(words[1][..<slash]), number >= 1
    else { return nil }
    return (String(words[0]), number - 1)
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

  /// True when `line`, with any backslashes it starts with taken off, would read as an input
  /// line (`alertlab> `, a lesson's prompt, `...> `): output that looks so is written with one
  /// more backslash in front, so that a replay reads it as output.
  static func looksLikeInput(afterBackslashes line: Substring) -> Bool {
    let rest = line.drop { $0 == "\\" }
    return prompt(of: String(rest)) != nil || rest.hasPrefix("...> ")
  }

  /// An output line as a block holds it (`\alertlab> x` for a printed `alertlab> x`).
  static func escapedOutput(_ line: String) -> String {
    looksLikeInput(afterBackslashes: line[...]) ? "\\" + line : line
  }

  static func parse(_ lines: [String], firstLine: Int) -> ([String], [TranscriptEntry]) {
    var preamble: [String] = []
    var entries: [TranscriptEntry] = []
    for (offset, line) in lines.enumerated() {
      if line.hasPrefix("\\"), looksLikeInput(afterBackslashes: line[...]), !entries.isEmpty {
        entries[entries.count - 1].output.append(String(line.dropFirst()))
      } else if let prompt = prompt(of: line) {
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
      lines += entry.output.map(escapedOutput)
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
    "# \(title)\n\n" + block(options: options, body: body)
  }

  /// One fenced `alertlab` block. The fence is longer than any run of backticks in the body,
  /// so output that prints a fence cannot close the block early.
  public static func block(options: [String], body: [String]) -> String {
    let info = (["alertlab"] + options).joined(separator: " ")
    let fence = fence(for: body)
    return "\(fence)\(info)\n" + body.map { $0 + "\n" }.joined() + "\(fence)\n"
  }

  /// A backtick fence longer than any run of backticks in `lines` (at least three).
  public static func fence(for lines: [String]) -> String {
    var longest = 2
    for line in lines {
      var run = 0
      for character in line {
        run = character == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return String(repeating: "`", count: longest + 1)
  }
}
