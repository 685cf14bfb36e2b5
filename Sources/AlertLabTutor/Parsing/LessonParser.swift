import AlertLabKit
import AlertLabWords
import CCmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads one lesson's Markdown into a `Lesson`, or says precisely what is wrong with it.
/// The format is described in `Lessons/README.md`.
public enum LessonParser {
  /// The keys the metadata list under the title may use (`translation-of` in a translation:
  /// the first 12 hex digits of the SHA-256 of the original it was translated from).
  public static let metadataKeys = ["id", "source", "device", "ios", "translation-of"]
  /// The device a lesson starts on unless it says otherwise.
  public static let defaultDevice = "iphone"
  /// The iOS version a lesson starts on unless it says otherwise.
  public static let defaultIOS = "17.0"

  /// Parses the Markdown `text` of the lesson file at `path` (used in errors and kept in
  /// the lesson). Throws the first problem found, in file order.
  public static func parse(_ text: String, path: String) throws(LessonError) -> Lesson {
    let result = read(text, path: path)
    if let first = result.problems.first { throw first }
    guard let lesson = result.lesson else {
      throw LessonError(file: path, line: 0, Said(.lessonCouldRead))
    }
    return lesson
  }

  /// Parses a lesson and reports every problem in it, in file order: the lesson is nil
  /// when there is at least one.
  public static func parseReportingAll(_ text: String, path: String) -> (
    lesson: Lesson?, problems: [LessonError]
  ) {
    let result = read(text, path: path)
    return (result.lesson, LessonVerifier.inFileOrder(result.problems))
  }

  /// The lesson, or every problem in the order the reader met them.
  static func read(_ text: String, path: String) -> (lesson: Lesson?, problems: [LessonError]) {
    // Searched as bytes first: most files have no carriage return to replace.
    let text = holdsCarriageReturn(text) ? text.replacing("\r\n", with: "\n") : text
    let document: MarkdownDocument
    do {
      document = try MarkdownDocument(text)
    } catch {
      return (nil, [LessonError(file: path, line: 0, message: error.description)])
    }
    defer { withExtendedLifetime(document) {} }
    let reader = Reader(path: path, text: text)
    let lesson: Lesson?
    do {
      lesson = try reader.lesson(document.root)
    } catch {
      reader.problems.append(error)
      lesson = nil
    }
    // A lesson block left open in the middle of the file swallows what follows it, so every
    // problem after its start is a consequence: the missing fence is the one to report.
    if let runaway = runawayBlock(in: reader.lines) {
      let before = reader.problems.filter { $0.line < runaway.opening }
      let message = Said(.blockStartsHereClosed, runaway.name, runaway.stop, runaway.fence)
      return (
        nil,
        before + [
          LessonError(file: path, line: runaway.opening, column: runaway.column, message)
        ]
      )
    }
    return reader.problems.isEmpty ? (lesson, []) : (nil, reader.problems)
  }

  /// A lesson's own block (```` ```goal ````, ```` ```hints ````, ```` ```swift ````,
  /// `swift setup`, `swift start`)
  /// whose closing fence is missing, found where it should have ended: a heading or another
  /// fenced block's opening line (one with an info string) inside it, which neither goals nor
  /// Swift can hold. Returns the opening line and column, the block's name, the fence that
  /// closes it and the line it runs past. Other code blocks may hold anything and are skipped.
  static func runawayBlock(in lines: [Substring]) -> (
    opening: Int, column: Int, name: String, fence: String, stop: Int
  )? {
    var open: (line: Int, column: Int, mark: Character, length: Int, name: String, checked: Bool)?
    for (index, line) in lines.enumerated() {
      // Only a fence or a heading matters here, and each starts (after its indent) with a
      // byte `, ~ or #: other lines are passed over without reading their characters. A
      // heading outside a block changes nothing.
      guard let first = firstByteAfterSpaces(line.utf8),
        first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
          || (first == UInt8(ascii: "#") && open != nil),
        let shape = FenceLine(line)
      else { continue }
      let isFence = shape.isFence
      if let block = open {
        if isFence, shape.mark == block.mark, shape.run >= block.length, shape.info.isEmpty {
          open = nil
          continue
        }
        guard block.checked else { continue }
        let opensBlock = isFence && shape.info.first?.isLetter == true
        if shape.isHeading || opensBlock {
          return (
            block.line, block.column, block.name,
            String(repeating: block.mark, count: block.length),
            index + 1
          )
        }
      } else if isFence, let mark = shape.mark {
        let words = shape.info.split(separator: " ")
        let checked = words.first.map { Reader.ownBlocks.contains(String($0)) } ?? false
        open = (
          index + 1, shape.indent + 1, mark, shape.run,
          String(repeating: mark, count: shape.run) + words.joined(separator: " "), checked
        )
      }
    }
    return nil
  }

  /// What `runawayBlock` reads of a line that may be a fence or a heading: its indent (nil
  /// past three spaces), its first character after the indent and how many times it is
  /// repeated, a fence's info string without white space at either end, and whether the
  /// line is a heading (one to six `#`, then the end or a space).
  struct FenceLine {
    var indent: Int
    var mark: Character?
    var run: Int
    var info: String
    var isHeading: Bool

    var isFence: Bool { (mark == "`" || mark == "~") && run >= 3 }

    init?(_ line: Substring) {
      // A line of ASCII bytes has one character a byte (the text has no carriage return
      // before a line feed left), so it is read as bytes; any other line by characters.
      if let read = line.utf8.withContiguousStorageIfAvailable(FenceLine.ascii), let ascii = read {
        guard let facts = ascii else { return nil }
        self = facts
        return
      }
      let indent = line.prefix { $0 == " " }.count
      guard indent <= 3 else { return nil }
      let text = line.dropFirst(indent)
      let mark = text.first
      let run = mark.map { first in text.prefix { $0 == first }.count } ?? 0
      let hashes = text.prefix { $0 == "#" }.count
      self.indent = indent
      self.mark = mark
      self.run = run
      // Only a fence has an info string.
      info = (mark == "`" || mark == "~") && run >= 3 ? text.dropFirst(run).trimmingSpaces : ""
      isHeading =
        (1...6).contains(hashes) && (text.count == hashes || text.dropFirst(hashes).first == " ")
    }

    init(indent: Int, mark: Character?, run: Int, info: String, isHeading: Bool) {
      self.indent = indent
      self.mark = mark
      self.run = run
      self.info = info
      self.isHeading = isHeading
    }

    /// The facts of a line of ASCII bytes; nil (in the optional) when the line has another
    /// byte, and nil inside when its indent is too deep.
    static func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> FenceLine?? {
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let space = UInt8(ascii: " ")
      var start = 0
      while start < bytes.count, bytes[start] == space { start += 1 }
      guard start <= 3 else { return .some(nil) }
      var end = start
      if start < bytes.count {
        while end < bytes.count, bytes[end] == bytes[start] { end += 1 }
      }
      let run = end - start
      let mark = start < bytes.count ? Character(Unicode.Scalar(bytes[start])) : nil
      let isFence = (mark == "`" || mark == "~") && run >= 3
      var info = ""
      if isFence {
        // White space as `Character.isWhitespace` has it among ASCII bytes.
        func isWhitespace(_ byte: UInt8) -> Bool { byte == space || (0x09...0x0D).contains(byte) }
        var low = end
        var high = bytes.count
        while low < high, isWhitespace(bytes[low]) { low += 1 }
        while high > low, isWhitespace(bytes[high - 1]) { high -= 1 }
        info = String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)
      }
      let hashes = mark == "#" ? run : 0
      let isHeading =
        (1...6).contains(hashes) && (end == bytes.count || bytes[end] == space)
      return FenceLine(
        indent: start, mark: mark, run: run, info: info, isHeading: isHeading)
    }
  }

  /// Whether `text` has a carriage return byte, searched in place.
  static func holdsCarriageReturn(_ text: String) -> Bool {
    text.holdsByte(UInt8(ascii: "\r"))
  }

  /// The first byte after a line's leading spaces. A line where it is not `, ~ or # has no
  /// fence and no heading: its first character is neither `, ~ nor #.
  static func firstByteAfterSpaces(_ line: Substring.UTF8View) -> UInt8? {
    line.first { $0 != UInt8(ascii: " ") }
  }

  /// Whether the bytes `TODO` occur in `bytes`.
  static func holdsTODOBytes(_ bytes: Substring.UTF8View) -> Bool {
    bytes.withContiguousStorageIfAvailable(holdsTODOBytes)
      ?? Array(bytes).withUnsafeBufferPointer(holdsTODOBytes)
  }

  /// Whether the bytes `TODO` occur in `bytes`: each `T` is found with `memchr`, which reads
  /// many bytes at a time, and the three bytes after it compared.
  static func holdsTODOBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= 4 else { return false }
    let first = UnsafeRawPointer(base)
    var index = 0
    while index &+ 3 < bytes.count,
      let found = memchr(first + index, Int32(UInt8(ascii: "T")), bytes.count &- 3 &- index)
    {
      index = first.distance(to: UnsafeRawPointer(found))
      if bytes[index &+ 1] == UInt8(ascii: "O"), bytes[index &+ 2] == UInt8(ascii: "D"),
        bytes[index &+ 3] == UInt8(ascii: "O")
      {
        return true
      }
      index &+= 1
    }
    return false
  }

  /// Prose blocks for a piece of Markdown, such as a hint, to render with `ProseRenderer`.
  public static func prose(markdown: String) -> [ProseBlock] {
    ProseBuilder.blocks(markdown: markdown)
  }
}

/// What a top-level fenced code block is for, from its info string.
private enum CodeBlockRole {
  case solution, setup, start, goal, hints, prose
  /// A block already reported as a problem.
  case unknown
}

/// Reads a lesson, collecting every problem it can go on after; `throw` is kept for the few
/// that leave nothing to read (no title, no steps).
private final class Reader {
  let path: String
  /// The source text, without carriage returns before line feeds.
  let text: String
  /// The source lines, to tell a closed fence from one that runs to the end of the file.
  let lines: [Substring]
  var problems: [LessonError] = []
  /// The first word of the info strings of the blocks a lesson reads itself.
  static let ownBlocks: Set<String> = ["swift", "goal", "hints"]

  init(path: String, text: String) {
    self.path = path
    self.text = text
    // Split as bytes (the text has no carriage returns left, so a newline byte is a whole
    // character).
    lines = text.lineSlices(omittingEmpty: false)
  }

  func fail(_ line: Int, _ message: Said, column: Int = 1) -> LessonError {
    LessonError(file: path, line: line, column: column, message)
  }

  /// Records a problem and carries on reading.
  func report(_ line: Int, _ message: Said, column: Int = 1) {
    problems.append(fail(line, message, column: column))
  }

  /// Records a problem thrown by a check and carries on reading.
  func collect(_ check: () throws(LessonError) -> Void) {
    do {
      try check()
    } catch {
      problems.append(error)
    }
  }

  func lesson(_ root: MarkdownNode) throws(LessonError) -> Lesson {
    // HTML blocks (`<!-- notes -->`) are for the author and never shown.
    var rest = root.children.filter { $0.type != CMARK_NODE_HTML_BLOCK }[...]
    guard let titleNode = rest.first, titleNode.isHeading(level: 1) else {
      throw fail(
        rest.first?.line ?? 1, Said(.lessonNoTitleStart))
    }
    let title = trimmed(titleNode.plainText)
    if title.isEmpty { report(titleNode.line, Said(.titleAfterEmpty)) }
    rest = rest.dropFirst()

    var metadata: [String: (value: String, line: Int, column: Int)] = [:]
    var metadataLine = titleNode.line
    if let list = rest.first, list.isBulletList {
      metadata = readMetadata(list)
      metadataLine = list.line
      rest = rest.dropFirst()
    }
    let id = metadata["id"]
    if let id {
      collect { () throws(LessonError) in try checkID(id.value, line: id.line, column: id.column) }
    } else {
      report(
        metadataLine, Said(.lessonNoIdAdd))
    }
    var source = LessonSource(file: "")
    if let sourceItem = metadata["source"] {
      collect { () throws(LessonError) in
        source = try readSource(sourceItem.value, line: sourceItem.line, column: sourceItem.column)
      }
    } else {
      report(
        metadataLine, Said(.lessonNoSourceAdd))
    }
    var device = LessonParser.defaultDevice
    if let item = metadata["device"] {
      collect { () throws(LessonError) in
        device = try readDevice(item.value, line: item.line, column: item.column)
      }
    }
    var iOS = LessonParser.defaultIOS
    if let item = metadata["ios"] {
      collect { () throws(LessonError) in
        iOS = try readIOS(item.value, line: item.line, column: item.column)
      }
    }

    var translationOf: (value: String, line: Int, column: Int)?
    if let item = metadata["translation-of"] {
      collect { () throws(LessonError) in
        try checkTranslationOf(item.value, line: item.line, column: item.column)
        translationOf = item
      }
    }

    var introduction: [ProseBlock] = []
    var setupCode: String?
    var setupLine: Int?
    while let node = rest.first, !node.isHeading(level: 2) {
      rest = rest.dropFirst()
      if node.isHeading(level: 1) {
        problems.append(secondTitle(node, first: titleNode))
        continue
      }
      switch role(of: node) {
      case .setup:
        if let earlier = setupLine {
          report(
            node.line, Said(.lessonOneSwiftSetup, earlier))
        } else {
          setupCode = ProseBuilder.codeText(node)
          setupLine = node.line
        }
      case .start:
        report(
          node.line, Said(.swiftStartBlockBelongs))
      case .goal, .hints:
        let name = node.infoWords.joined(separator: " ")
        report(
          node.line, Said(.blockBelongsStepPut, name))
      case .solution, .prose:
        if let block = ProseBuilder.block(node) { introduction.append(block) }
      case .unknown:
        break
      }
    }

    var steps: [LessonStep] = []
    // A lesson has a few steps: their titles are searched, latest first, rather than hashed
    // (hashing a title in Chinese or Hindi normalizes it first).
    var titleLines: [(title: String, line: Int)] = []
    while let heading = rest.first {
      let body = rest.dropFirst().prefix { !$0.isHeading(level: 2) }
      rest = rest.dropFirst(body.count + 1)
      let step = readStep(heading, body, lessonTitle: titleNode)
      if let earlier = titleLines.last(where: { $0.title == step.title })?.line,
        !step.title.isEmpty
      {
        report(
          heading.line,
          Said(.twoStepsTitledLines, step.title, earlier, heading.line))
      }
      titleLines.append((step.title, heading.line))
      steps.append(step)
    }
    guard !steps.isEmpty else {
      throw fail(
        titleNode.line, Said(.lessonNoStepsStart))
    }
    var lesson = Lesson(
      id: id?.value ?? "", title: title, source: source, device: device, iOS: iOS,
      introduction: introduction, setupCode: setupCode, setupLine: setupLine, steps: steps,
      path: path, line: titleNode.line, idLine: id?.line ?? metadataLine,
      sourceLine: metadata["source"]?.line ?? metadataLine,
      sourceColumn: metadata["source"]?.column ?? 1)
    lesson.placeholders = placeholders()
    lesson.metadataLines = metadata.mapValues(\.line)
    if let translationOf {
      lesson.translationOf = LessonHashReference(
        hash: translationOf.value, line: translationOf.line, column: translationOf.column)
    }
    return lesson
  }

  /// The lines that still say `TODO`, with the column where it starts.
  func placeholders() -> [LessonPlaceholder] {
    // Most files have none: the whole text is searched once before its lines are.
    guard LessonParser.holdsTODOBytes(text[...].utf8) else { return [] }
    var found: [LessonPlaceholder] = []
    for (index, line) in lines.enumerated() {
      // Looked for as bytes first, which is cheap: Foundation's search, which tells where a
      // match starts, finds `TODO` only where its four ASCII bytes are (no other character
      // stands for T, O or D), and most lines have none.
      guard LessonParser.holdsTODOBytes(line.utf8), let range = line.range(of: "TODO") else {
        continue
      }
      let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
      found.append(
        LessonPlaceholder(
          line: index + 1, column: column,
          text: String(trimmed(line[range.lowerBound...]).prefix(80))))
    }
    return found
  }

  // MARK: Metadata

  /// The `key: value` items under the title; each problem is reported and its item left out.
  func readMetadata(_ list: MarkdownNode) -> [String: (value: String, line: Int, column: Int)] {
    let known = LessonParser.metadataKeys.joined(separator: ", ")
    var values: [String: (value: String, line: Int, column: Int)] = [:]
    for item in list.children {
      let text = writtenText(of: item)
      let itemColumn = item.children.first?.column ?? item.column
      guard let colon = text.firstIndex(of: ":") else {
        report(
          item.line, Said(.metadataItemKeyValue, text, known),
          column: itemColumn)
        continue
      }
      let key = trimmed(text[..<colon]).lowercased()
      let value = trimmed(text[text.index(after: colon)...])
      guard LessonParser.metadataKeys.contains(key) else {
        let near = Spelling.nearest(key, in: LessonParser.metadataKeys)
        report(
          item.line,
          near.map { Said(.unknownMetadataKeyDid, key, $0, known) }
            ?? Said(.unknownMetadataKeyKnown, key, known), column: itemColumn)
        continue
      }
      if let earlier = values[key] {
        report(
          item.line,
          Said(.metadataKeyGivenTwice, key, earlier.line, item.line),
          column: itemColumn)
        continue
      }
      values[key] = (value, item.line, column(of: value, line: item.line, fallback: itemColumn))
    }
    return values
  }

  /// A metadata item as written, its lines joined by spaces: a value is no Markdown (the
  /// underscores of `presentationCompactAdaptation(_:)` are no emphasis, a URL's no link).
  func writtenText(of item: MarkdownNode) -> String {
    guard let first = item.children.first else { return "" }
    let start = first.line
    let end = max(item.endLine, start)
    guard start >= 1, end <= lines.count else {
      return trimmed(item.children.map(\.plainText).joined(separator: " "))
    }
    var parts: [String] = []
    for number in start...end {
      let bytes = lines[number - 1].utf8
      let skipped = number == start ? min(max(first.column - 1, 0), bytes.count) : 0
      let part = trimmed(String(decoding: bytes.dropFirst(skipped), as: UTF8.self))
      if !part.isEmpty { parts.append(part) }
    }
    return parts.joined(separator: " ")
  }

  /// The column where `text` starts on a source line, or `fallback`.
  func column(of text: String, line: Int, fallback: Int) -> Int {
    guard !text.isEmpty, line >= 1, line <= lines.count else { return fallback }
    let source = lines[line - 1]
    guard let range = source.byteRange(of: text) else { return fallback }
    return source.distance(from: source.startIndex, to: range.lowerBound) + 1
  }

  func checkID(_ id: String, line: Int, column: Int) throws(LessonError) {
    guard !id.isEmpty else {
      throw fail(line, Said(.idEmptyWriteE), column: column)
    }
    let allowed = id.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }
    guard allowed else {
      throw fail(
        line,
        Said(.idMayContainOnly, id),
        column: column)
    }
  }

  func checkTranslationOf(_ value: String, line: Int, column: Int) throws(LessonError) {
    let isHash =
      value.count == LessonHashReference.length
      && value.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    guard isHash else {
      throw fail(
        line,
        Said(.translationFileHashWrite, value, LessonHashReference.length), column: column)
    }
  }

  func readSource(_ value: String, line: Int, column: Int) throws(LessonError) -> LessonSource {
    let file: String
    var section: String?
    if let comma = value.firstIndex(of: ",") {
      file = trimmed(value[..<comma])
      section = unquoted(trimmed(value[value.index(after: comma)...]))
    } else {
      file = value
    }
    guard !file.isEmpty else {
      throw fail(
        line, Said(.sourceNamesNoSeed),
        column: column)
    }
    return LessonSource(file: file, section: section?.isEmpty == false ? section : nil)
  }

  func readDevice(_ value: String, line: Int, column: Int) throws(LessonError) -> String {
    let name = value.lowercased()
    guard Device.names.contains(name) else {
      let near = Spelling.nearest(name, in: Device.names)
      let known = Device.names.joined(separator: ", ")
      throw fail(
        line,
        near.map { Said(.unknownDeviceDidYou, value, $0, known) }
          ?? Said(.unknownDeviceKnownDevices, value, known), column: column)
    }
    return name
  }

  func readIOS(_ value: String, line: Int, column: Int) throws(LessonError) -> String {
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    let isVersion =
      (1...3).contains(parts.count)
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 4 && part.allSatisfy(\.isASCIIDigit)
      }
    guard isVersion, let major = Int(parts[0]) else {
      throw fail(
        line, Said(.iosIOSVersionWrite, value), column: column)
    }
    guard major >= 7 else {
      throw fail(
        line, Said(.iOSTooOldLessons, value), column: column)
    }
    return value
  }

  // MARK: Steps

  /// What a block is for. A fenced block that is never closed, or whose info string is
  /// not one a lesson knows, is reported and read as `.unknown`.
  func role(of node: MarkdownNode) -> CodeBlockRole {
    guard node.type == CMARK_NODE_CODE_BLOCK else { return .prose }
    let words = node.infoWords
    if let fence = unclosedFence(node) {
      let name = "```" + words.joined(separator: " ")
      report(
        node.line,
        Said(.blockStartsHereNever, name, fence), column: node.column)
      return .unknown
    }
    switch words {
    case ["swift"]: return .solution
    case ["swift", "setup"]: return .setup
    case ["swift", "start"]: return .start
    case ["goal"]: return .goal
    case ["hints"]: return .hints
    default:
      if let first = words.first, Reader.ownBlocks.contains(first) {
        report(
          node.line,
          Said(.unknownCodeBlockLesson, words.joined(separator: " ")),
          column: node.column)
        return .unknown
      }
      return .prose
    }
  }

  /// The closing fence a fenced code block needs, when its last line is not one (libcmark
  /// runs an unclosed block to the end of the document); nil for a closed or indented block.
  func unclosedFence(_ node: MarkdownNode) -> String? {
    guard node.line >= 1, node.line <= lines.count else { return nil }
    let last = node.endLine
    let closingLine = last > node.line && last <= lines.count ? lines[last - 1] : nil
    // Lines of ASCII bytes, as fences nearly always are, have one character a byte.
    if let openingBytes = Self.asciiBytes(lines[node.line - 1]) {
      if let closingLine {
        if let closingBytes = Self.asciiBytes(closingLine) {
          return Self.unclosedFence(opening: openingBytes, closing: closingBytes)
        }
      } else {
        return Self.unclosedFence(opening: openingBytes, closing: nil)
      }
    }
    let opening = lines[node.line - 1].drop { $0 == " " }
    guard let mark = opening.first, mark == "`" || mark == "~" else { return nil }
    let length = opening.prefix { $0 == mark }.count
    guard length >= 3 else { return nil }
    let fence = String(repeating: mark, count: length)
    guard let closingLine else { return fence }
    let closing = closingLine.drop { $0 == " " }
    let marks = closing.prefix { $0 == mark }.count
    let closed = marks >= length && closing.dropFirst(marks).allSatisfy { $0 == " " || $0 == "\t" }
    return closed ? nil : fence
  }

  /// The bytes of a line when all are ASCII; nil otherwise.
  static func asciiBytes(_ line: Substring) -> [UInt8]? {
    let bytes = Array(line.utf8)
    return bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
  }

  /// `unclosedFence` for an opening line and a closing line (nil when the block runs to the
  /// end of the document) of ASCII bytes.
  static func unclosedFence(opening: [UInt8], closing: [UInt8]?) -> String? {
    let space = UInt8(ascii: " ")
    let indent = opening.prefix { $0 == space }.count
    guard let mark = opening.dropFirst(indent).first,
      mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~")
    else { return nil }
    let length = opening.dropFirst(indent).prefix { $0 == mark }.count
    guard length >= 3 else { return nil }
    let fence = String(repeating: Character(Unicode.Scalar(mark)), count: length)
    guard let closing else { return fence }
    let rest = closing.drop { $0 == space }
    let marks = rest.prefix { $0 == mark }.count
    let closed =
      marks >= length
      && rest.dropFirst(marks).allSatisfy { $0 == space || $0 == UInt8(ascii: "\t") }
    return closed ? nil : fence
  }

  func secondTitle(_ node: MarkdownNode, first: MarkdownNode) -> LessonError {
    fail(
      node.line,
      Said(.lessonOneTitleLine, first.line))
  }

  func readStep(
    _ heading: MarkdownNode, _ body: ArraySlice<MarkdownNode>, lessonTitle: MarkdownNode
  ) -> LessonStep {
    let title = trimmed(heading.plainText)
    if title.isEmpty { report(heading.line, Said(.stepHeadingNoTitle)) }
    var step = LessonStep(title: title, line: heading.line)
    var goalLine: Int?
    var hintsLine: Int?
    var hasHints = false
    for node in body {
      if node.isHeading(level: 1) {
        problems.append(secondTitle(node, first: lessonTitle))
        continue
      }
      switch role(of: node) {
      case .solution where step.code == nil:
        step.code = ProseBuilder.codeText(node)
        step.codeLine = node.line
      case .start:
        if let earlier = step.startCodeLine {
          report(
            node.line,
            Said(.stepTwoSwiftStart, title, earlier, node.line))
        } else {
          step.startCode = ProseBuilder.codeText(node)
          step.startCodeLine = node.line
        }
      case .setup:
        report(
          node.line,
          Said(.swiftSetupBlockMust, title))
      case .goal:
        if let earlier = goalLine {
          report(
            node.line,
            Said(.stepTwoGoalBlocks, title, earlier, node.line))
        } else {
          goalLine = node.line
          step.goals = readGoals(node, stepTitle: title)
        }
      case .hints:
        if let earlier = hintsLine {
          report(
            node.line,
            Said(.stepTwoHintsBlocks, title, earlier, node.line))
        } else {
          hintsLine = node.line
          step.situationalHints = readSituationalHints(node, stepTitle: title)
        }
      case .unknown:
        // Reported already; an unclosed goal block still counts as the step's goal block.
        if node.infoWords == ["goal"] { goalLine = goalLine ?? node.line }
        if node.infoWords == ["swift"], step.codeLine == nil { step.codeLine = node.line }
      case .solution, .prose:
        if readEnding(node, into: &step) {
          continue
        } else if node.isOrderedList, goalLine != nil, !hasHints {
          hasHints = true
          step.hints = readHints(node, stepTitle: title)
        } else if let block = ProseBuilder.block(node) {
          step.prose.append(block)
        }
      }
    }
    if goalLine == nil {
      report(
        heading.line,
        Said(.stepNoGoalBlock, title))
    } else if step.code == nil && step.codeLine == nil {
      report(
        heading.line,
        Said(.stepGoalsButNo, title))
    }
    return step
  }

  /// A bulleted list of one item `then: next` or `then: wait`: what the step does once its
  /// goals are met, set on `step`. False for any other node (it is prose).
  func readEnding(_ node: MarkdownNode, into step: inout LessonStep) -> Bool {
    guard node.isBulletList, node.children.count == 1, let item = node.children.first else {
      return false
    }
    let text = trimmed(item.children.map(\.plainText).joined(separator: " "))
    guard text.lowercased().hasPrefix("then:") else { return false }
    let value = trimmed(text.dropFirst("then:".count)).lowercased()
    if let ending = StepEnding(rawValue: value), step.ending == nil {
      step.ending = ending
    } else if step.ending != nil {
      report(item.line, Said(.stepTwoThenLines, step.title))
    } else {
      report(item.line, Said(.thenKnownWriteThen, value))
    }
    return true
  }

  func readHints(_ list: MarkdownNode, stepTitle: String) -> [String] {
    var hints: [String] = []
    for (index, item) in list.children.enumerated() {
      let paragraphs = item.children.map { node in
        node.type == CMARK_NODE_PARAGRAPH
          ? ProseBuilder.inlineMarkdown(ProseBuilder.spans(node.children)) : node.plainText
      }
      let hint = trimmed(paragraphs.joined(separator: "\n\n"))
      if hint.isEmpty {
        report(item.line, Said(.hintStepEmpty, index + 1, stepTitle), column: item.column)
        continue
      }
      hints.append(hint)
    }
    return hints
  }

  // MARK: Situational hints

  /// The `PREDICATE => hint` lines of a ` ```hints ` block; `//` lines and blank lines are
  /// skipped, and each malformed line is reported at its place.
  func readSituationalHints(_ block: MarkdownNode, stepTitle: String) -> [SituationalHint] {
    var hints: [SituationalHint] = []
    let problemsBefore = problems.count
    for (number, line, text, column) in contentLines(of: block) {
      guard let arrow = Reader.arrow(in: text) else {
        report(
          line,
          Said(.hintLineNoWrite, number), column: column)
        continue
      }
      let predicate = trimmed(text[..<arrow.lowerBound])
      let hint = trimmed(text[arrow.upperBound...])
      guard !predicate.isEmpty else {
        report(
          line, Said(.hintLineNoPredicate, number),
          column: column)
        continue
      }
      guard !hint.isEmpty else {
        report(
          line, Said(.hintLineNoHint, number),
          column: column)
        continue
      }
      hints.append(SituationalHint(predicate: predicate, text: hint, line: line, column: column))
    }
    if hints.isEmpty && problems.count == problemsBefore {
      report(
        block.line,
        Said(.hintsBlockStepEmpty, stepTitle))
    }
    return hints
  }

  /// Where the first `=>` outside a string literal is in `text` (Swift has no `=>`, so it
  /// ends the predicate).
  static func arrow(in text: String) -> Range<String.Index>? {
    var scanner = StringLiteralScanner()
    for index in text.indices where scanner.isCode(text[index]) && text[index] == "=" {
      let next = text.index(after: index)
      if next < text.endIndex, text[next] == ">" { return index..<text.index(after: next) }
    }
    return nil
  }

  // MARK: Goals

  /// The lines of a goal or hints block that say something, `//` notes and blank lines left
  /// out: each with its number in the block, its line in the file, its text trimmed and the
  /// column where that text starts.
  func contentLines(of block: MarkdownNode) -> [(number: Int, line: Int, text: String, column: Int)]
  {
    let lines = block.literal.lineSlices(omittingEmpty: false)
    return lines.enumerated().compactMap { offset, raw in
      let text = trimmed(raw)
      if text.isEmpty || text.hasPrefix("//") { return nil }
      let column = block.column + raw.prefix { $0 == " " || $0 == "\t" }.count
      return (offset + 1, block.line + offset + 1, text, column)
    }
  }

  func readGoals(_ block: MarkdownNode, stepTitle: String) -> [Goal] {
    var goals: [Goal] = []
    // A step has a few goals: their labels are searched in order rather than hashed.
    var labelLines: [(label: String, line: Int)] = []
    let problemsBefore = problems.count
    for (number, line, text, column) in contentLines(of: block) {
      let goal: Goal
      do {
        goal = try readGoal(text, number: number, line: line, column: column)
      } catch {
        problems.append(error)
        continue
      }
      if let earlier = labelLines.first(where: { $0.label == goal.label })?.line {
        report(
          line,
          Said(.stepTwoGoalsLabelled, stepTitle, goal.label, earlier, line), column: column)
        continue
      }
      labelLines.append((goal.label, line))
      goals.append(goal)
    }
    if goals.isEmpty && problems.count == problemsBefore {
      report(
        block.line,
        Said(.goalBlockStepEmpty, stepTitle))
    }
    return goals
  }

  /// The words a goal line may start with to expect a rule, with their colon, and the goal
  /// each makes.
  static let expectations: [(word: String, prefix: String, kind: @Sendable (String) -> Goal.Kind)] =
    [
      ("crash", "crash:", { .crash(ruleID: $0) }),
      ("warning", "warning:", { .warning(ruleID: $0) }),
      ("advice", "advice:", { .advice(ruleID: $0) }),
    ]

  func readGoal(_ text: String, number: Int, line: Int, column: Int) throws(LessonError) -> Goal {
    let expectations = Self.expectations
    // A goal line that starts with another byte than the word (nearly all) is not searched
    // for it: no other character is, or is equivalent to, the word's first letter.
    let first = text.utf8.first
    for (word, prefix, kind) in expectations
    where first == prefix.utf8.first && text.hasPrefix(prefix) {
      let ruleID = trimmed(text.dropFirst(word.count + 1))
      guard !ruleID.isEmpty else {
        throw fail(line, Said(.needsRuleIdE, word, word), column: column)
      }
      guard ruleID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
        throw fail(
          line, Said(.takesOneRuleId, word, ruleID),
          column: column)
      }
      return Goal(label: "\(word): \(ruleID)", kind: kind(ruleID), line: line)
    }
    guard let separator = text.byteRange(of: ": ") else {
      if text.hasSuffix(":"), !text.dropLast().holdsByte(UInt8(ascii: ":")) {
        throw fail(
          line, Said(.goalLineLabelBut, number),
          column: column)
      }
      throw fail(line, Said(.goalLineNoLabel, number), column: column)
    }
    let label = trimmed(text[..<separator.lowerBound])
    let predicate = trimmed(text[separator.upperBound...])
    guard !label.isEmpty, !label.holdsByte(UInt8(ascii: ":")) else {
      throw fail(line, Said(.goalLineNoLabel, number), column: column)
    }
    let predicateFirst = predicate.utf8.first
    for (word, prefix, _) in expectations
    where predicateFirst == prefix.utf8.first && predicate.hasPrefix(prefix) {
      let offset = text.distance(from: text.startIndex, to: separator.upperBound)
      throw fail(
        line,
        Said(.goalLinePutsLabel, number, label, word, predicate),
        column: column + offset)
    }
    return Goal(label: label, kind: .predicate(predicate), line: line)
  }

  // MARK: Text

  func trimmed(_ text: some StringProtocol) -> String {
    if text.hasPrintableASCIIEnds { return String(text) }
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  /// The text without one pair of surrounding quotes.
  func unquoted(_ text: String) -> String {
    let pairs: [(Character, Character)] = [("\"", "\""), ("“", "”"), ("'", "'"), ("‘", "’")]
    for (open, close) in pairs where text.count >= 2 && text.first == open && text.last == close {
      return trimmed(text.dropFirst().dropLast())
    }
    return text
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
