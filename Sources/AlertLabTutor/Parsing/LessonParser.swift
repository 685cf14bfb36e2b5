import AlertLabKit
import CCmark

/// Reads one lesson's Markdown into a `Lesson`, or says precisely what is wrong with it.
/// The format is described in `Lessons/README.md`.
public enum LessonParser {
  /// The keys the metadata list under the title may use.
  public static let metadataKeys = ["id", "source", "device", "ios"]
  /// The device a lesson starts on unless it says otherwise.
  public static let defaultDevice = "iphone"
  /// The iOS version a lesson starts on unless it says otherwise.
  public static let defaultIOS = "17.0"

  /// Parses the Markdown `text` of the lesson file at `path` (used in errors and kept in
  /// the lesson). Throws the first problem found, in file order.
  public static func parse(_ text: String, path: String) throws(LessonError) -> Lesson {
    let text = text.replacing("\r\n", with: "\n")
    let document: MarkdownDocument
    do {
      document = try MarkdownDocument(text)
    } catch {
      throw LessonError(file: path, line: 0, message: error.description)
    }
    defer { withExtendedLifetime(document) {} }
    return try Reader(path: path).lesson(document.root)
  }

  /// Prose blocks for a piece of Markdown, such as a hint, to render with `ProseRenderer`.
  public static func prose(markdown: String) -> [ProseBlock] {
    ProseBuilder.blocks(markdown: markdown)
  }
}

/// What a top-level fenced code block is for, from its info string.
private enum CodeBlockRole {
  case solution, setup, start, goal, prose
}

private struct Reader {
  let path: String

  func fail(_ line: Int, _ message: String) -> LessonError {
    LessonError(file: path, line: line, message: message)
  }

  func lesson(_ root: MarkdownNode) throws(LessonError) -> Lesson {
    // HTML blocks (`<!-- notes -->`) are for the author and never shown.
    var rest = root.children.filter { $0.type != CMARK_NODE_HTML_BLOCK }[...]
    guard let titleNode = rest.first, titleNode.isHeading(level: 1) else {
      throw fail(
        rest.first?.line ?? 1, "the lesson has no title: start the file with a line '# Title'")
    }
    let title = trimmed(titleNode.plainText)
    guard !title.isEmpty else { throw fail(titleNode.line, "the title after '#' is empty") }
    rest = rest.dropFirst()

    var metadata: [String: (value: String, line: Int)] = [:]
    var metadataLine = titleNode.line
    if let list = rest.first, list.isBulletList {
      metadata = try readMetadata(list)
      metadataLine = list.line
      rest = rest.dropFirst()
    }
    guard let id = metadata["id"] else {
      throw fail(
        metadataLine,
        "the lesson has no 'id': add '- id: your-lesson-id' to the list under the title")
    }
    try checkID(id.value, line: id.line)
    guard let sourceItem = metadata["source"] else {
      throw fail(
        metadataLine,
        "the lesson has no 'source': add '- source: SEED-FILE.txt, \"Section\"' to the list "
          + "under the title")
    }
    let source = try readSource(sourceItem.value, line: sourceItem.line)
    var device = LessonParser.defaultDevice
    if let item = metadata["device"] {
      device = try readDevice(item.value, line: item.line)
    }
    var iOS = LessonParser.defaultIOS
    if let item = metadata["ios"] {
      iOS = try readIOS(item.value, line: item.line)
    }

    var introduction: [ProseBlock] = []
    var setupCode: String?
    var setupLine: Int?
    while let node = rest.first, !node.isHeading(level: 2) {
      rest = rest.dropFirst()
      if node.isHeading(level: 1) { throw secondTitle(node, first: titleNode) }
      switch try role(of: node) {
      case .setup:
        if let earlier = setupLine {
          throw fail(
            node.line, "a lesson has one '```swift setup' block; the first is at line \(earlier)")
        }
        setupCode = ProseBuilder.codeText(node)
        setupLine = node.line
      case .start:
        throw fail(
          node.line,
          "a '```swift start' block belongs to a step: put it after a '## Step title' heading")
      case .goal:
        throw fail(
          node.line, "a '```goal' block belongs to a step: put it after a '## Step title' heading")
      case .solution, .prose:
        if let block = ProseBuilder.block(node) { introduction.append(block) }
      }
    }

    var steps: [LessonStep] = []
    var titleLines: [String: Int] = [:]
    while let heading = rest.first {
      let body = rest.dropFirst().prefix { !$0.isHeading(level: 2) }
      rest = rest.dropFirst(body.count + 1)
      let step = try readStep(heading, body, lessonTitle: titleNode)
      if let earlier = titleLines[step.title] {
        throw fail(
          heading.line,
          "two steps are titled '\(step.title)' (lines \(earlier) and \(heading.line)): "
            + "give each step its own title")
      }
      titleLines[step.title] = heading.line
      steps.append(step)
    }
    guard !steps.isEmpty else {
      throw fail(
        titleNode.line, "the lesson has no steps: start each step with a '## Step title' heading")
    }
    return Lesson(
      id: id.value, title: title, source: source, device: device, iOS: iOS,
      introduction: introduction, setupCode: setupCode, setupLine: setupLine, steps: steps,
      path: path, line: titleNode.line, idLine: id.line)
  }

  // MARK: Metadata

  func readMetadata(_ list: MarkdownNode) throws(LessonError) -> [String: (
    value: String, line: Int
  )] {
    let known = LessonParser.metadataKeys.joined(separator: ", ")
    var values: [String: (value: String, line: Int)] = [:]
    for item in list.children {
      let text = trimmed(item.children.map(\.plainText).joined(separator: " "))
      guard let colon = text.firstIndex(of: ":") else {
        throw fail(item.line, "metadata item '\(text)' is not 'key: value' (known keys: \(known))")
      }
      let key = trimmed(text[..<colon]).lowercased()
      let value = trimmed(text[text.index(after: colon)...])
      guard LessonParser.metadataKeys.contains(key) else {
        throw fail(item.line, "unknown metadata key '\(key)'; the known keys are \(known)")
      }
      if let earlier = values[key] {
        throw fail(
          item.line, "metadata key '\(key)' is given twice (lines \(earlier.line) and \(item.line))"
        )
      }
      values[key] = (value, item.line)
    }
    return values
  }

  func checkID(_ id: String, line: Int) throws(LessonError) {
    guard !id.isEmpty else { throw fail(line, "the 'id' is empty: write e.g. '- id: first-alert'") }
    let allowed = id.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }
    guard allowed else {
      throw fail(
        line, "the id '\(id)' may contain only lowercase letters, digits and '-' (e.g. first-alert)"
      )
    }
  }

  func readSource(_ value: String, line: Int) throws(LessonError) -> LessonSource {
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
        line, "the 'source' names no seed file: write '- source: SEED-FILE.txt, \"Section\"'")
    }
    return LessonSource(file: file, section: section?.isEmpty == false ? section : nil)
  }

  func readDevice(_ value: String, line: Int) throws(LessonError) -> String {
    let name = value.lowercased()
    guard Device.names.contains(name) else {
      throw fail(
        line,
        "unknown device '\(value)'; the known devices are "
          + Device.names.joined(separator: ", "))
    }
    return name
  }

  func readIOS(_ value: String, line: Int) throws(LessonError) -> String {
    let parts = value.split(separator: ".", omittingEmptySubsequences: false)
    let isVersion =
      (1...3).contains(parts.count)
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 4 && part.allSatisfy(\.isASCIIDigit)
      }
    guard isVersion, let major = Int(parts[0]) else {
      throw fail(line, "'ios: \(value)' is not an iOS version: write e.g. '- ios: 17.0'")
    }
    guard major >= 7 else {
      throw fail(line, "iOS \(value) is too old: lessons can start on iOS 7.0 or later")
    }
    return value
  }

  // MARK: Steps

  func role(of node: MarkdownNode) throws(LessonError) -> CodeBlockRole {
    guard node.type == CMARK_NODE_CODE_BLOCK else { return .prose }
    let words = node.infoWords
    switch words {
    case ["swift"]: return .solution
    case ["swift", "setup"]: return .setup
    case ["swift", "start"]: return .start
    case ["goal"]: return .goal
    default:
      if words.first == "swift" || words.first == "goal" {
        throw fail(
          node.line,
          "unknown code block '```\(words.joined(separator: " "))': a lesson knows '```swift' "
            + "(a step's code), '```swift start', '```swift setup' and '```goal'")
      }
      return .prose
    }
  }

  func secondTitle(_ node: MarkdownNode, first: MarkdownNode) -> LessonError {
    fail(
      node.line,
      "a lesson has one '#' title (line \(first.line)): start a step with '##' instead")
  }

  func readStep(
    _ heading: MarkdownNode, _ body: ArraySlice<MarkdownNode>, lessonTitle: MarkdownNode
  ) throws(LessonError) -> LessonStep {
    let title = trimmed(heading.plainText)
    guard !title.isEmpty else { throw fail(heading.line, "the step heading '##' has no title") }
    var step = LessonStep(title: title, line: heading.line)
    var goalLine: Int?
    var hasHints = false
    for node in body {
      if node.isHeading(level: 1) { throw secondTitle(node, first: lessonTitle) }
      switch try role(of: node) {
      case .solution where step.code == nil:
        step.code = ProseBuilder.codeText(node)
        step.codeLine = node.line
      case .start:
        if let earlier = step.startCodeLine {
          throw fail(
            node.line,
            "step '\(title)' has two '```swift start' blocks (lines \(earlier) and \(node.line))")
        }
        step.startCode = ProseBuilder.codeText(node)
        step.startCodeLine = node.line
      case .setup:
        throw fail(
          node.line,
          "the '```swift setup' block must come before the first step, not inside step '\(title)'")
      case .goal:
        if let earlier = goalLine {
          throw fail(
            node.line,
            "step '\(title)' has two '```goal' blocks (lines \(earlier) and \(node.line)): "
              + "put all its goals in one")
        }
        goalLine = node.line
        step.goals = try readGoals(node, stepTitle: title)
      case .solution, .prose:
        if node.isOrderedList, goalLine != nil, !hasHints {
          hasHints = true
          step.hints = try readHints(node, stepTitle: title)
        } else if let block = ProseBuilder.block(node) {
          step.prose.append(block)
        }
      }
    }
    guard goalLine != nil else {
      throw fail(
        heading.line,
        "step '\(title)' has no goal block: add a '```goal' block saying what must become true")
    }
    guard step.code != nil else {
      throw fail(
        heading.line,
        "step '\(title)' has goals but no '```swift' block with the code that meets them")
    }
    return step
  }

  func readHints(_ list: MarkdownNode, stepTitle: String) throws(LessonError) -> [String] {
    var hints: [String] = []
    for (index, item) in list.children.enumerated() {
      let paragraphs = item.children.map { node in
        node.type == CMARK_NODE_PARAGRAPH
          ? ProseBuilder.inlineMarkdown(ProseBuilder.spans(node.children)) : node.plainText
      }
      let hint = trimmed(paragraphs.joined(separator: "\n\n"))
      guard !hint.isEmpty else {
        throw fail(item.line, "hint \(index + 1) of step '\(stepTitle)' is empty")
      }
      hints.append(hint)
    }
    return hints
  }

  // MARK: Goals

  func readGoals(_ block: MarkdownNode, stepTitle: String) throws(LessonError) -> [Goal] {
    let lines = block.literal.split(separator: "\n", omittingEmptySubsequences: false)
    var goals: [Goal] = []
    var labelLines: [String: Int] = [:]
    for (offset, raw) in lines.enumerated() {
      let number = offset + 1
      let line = block.line + number
      let text = trimmed(raw)
      if text.isEmpty || text.hasPrefix("//") { continue }
      let goal = try readGoal(text, number: number, line: line)
      if let earlier = labelLines[goal.label] {
        throw fail(
          line,
          "step '\(stepTitle)' has two goals labelled '\(goal.label)' (lines \(earlier) and "
            + "\(line)): give each goal its own label")
      }
      labelLines[goal.label] = line
      goals.append(goal)
    }
    guard !goals.isEmpty else {
      throw fail(
        block.line,
        "the goal block of step '\(stepTitle)' is empty: write one 'label: predicate' per line")
    }
    return goals
  }

  func readGoal(_ text: String, number: Int, line: Int) throws(LessonError) -> Goal {
    let expectations: [(word: String, kind: (String) -> Goal.Kind)] = [
      ("crash", { .crash(ruleID: $0) }), ("warning", { .warning(ruleID: $0) }),
      ("advice", { .advice(ruleID: $0) }),
    ]
    for (word, kind) in expectations where text.hasPrefix(word + ":") {
      let ruleID = trimmed(text.dropFirst(word.count + 1))
      guard !ruleID.isEmpty else {
        throw fail(line, "'\(word):' needs a rule id, e.g. '\(word): one-cancel'")
      }
      guard ruleID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
        throw fail(
          line, "'\(word):' takes one rule id such as 'one-cancel', not '\(ruleID)'")
      }
      return Goal(label: "\(word): \(ruleID)", kind: kind(ruleID), line: line)
    }
    guard let separator = text.firstRange(of: ": ") else {
      if text.hasSuffix(":"), !text.dropLast().contains(":") {
        throw fail(
          line, "goal line \(number) has a label but no predicate: write 'label: predicate'")
      }
      throw fail(line, "goal line \(number) has no label: write 'label: predicate'")
    }
    let label = trimmed(text[..<separator.lowerBound])
    let predicate = trimmed(text[separator.upperBound...])
    guard !label.isEmpty, !label.contains(":") else {
      throw fail(line, "goal line \(number) has no label: write 'label: predicate'")
    }
    return Goal(label: label, kind: .predicate(predicate), line: line)
  }

  // MARK: Text

  func trimmed(_ text: some StringProtocol) -> String {
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
