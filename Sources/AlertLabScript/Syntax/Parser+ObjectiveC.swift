// Objective-C typed by mistake (the articles show both languages side by side): say that it
// is Objective-C and, where it is easy, show the Swift.

extension SyntaxParser {
  /// Objective-C enum prefixes and the Swift spelling of their cases (`.` + lowercased rest).
  static let objectiveCEnumPrefixes = [
    "UIAlertControllerStyle", "UIAlertActionStyle", "UIPopoverArrowDirection",
    "UIModalPresentationStyle", "UIAlertViewStyle", "UIBarButtonSystemItem",
    "UIModalTransitionStyle", "UIActionSheetStyle",
  ]

  /// Rejects a statement that is recognisably Objective-C.
  mutating func rejectObjectiveCStatement() throws(ParseFailure) {
    // Most statements are told apart by tags, which copies no token.
    switch currentTag {
    case .attribute, .pound, .prefixOperator, .binaryOperator:
      break
    case .identifier:
      // A declaration has a name or a `*` next.
      switch peekTag() {
      case .identifier, .binaryOperator, .prefixOperator, .postfixOperator: break
      default: return
      }
    default:
      return
    }
    let token = current
    switch token.kind {
    case .attribute(let name):
      let message: String
      switch name {
      case "interface", "implementation":
        message = "'@\(name)' is Objective-C; in Swift write 'class Name: Superclass { ... }'"
      case "property":
        message = "'@property' is Objective-C; in Swift write 'var name: Type'"
      case "synthesize", "dynamic":
        message = "'@\(name)' is Objective-C; Swift properties need nothing like it"
      case "end":
        message = "'@end' is Objective-C; in Swift a declaration ends with its '}'"
      case "class", "protocol":
        message = "'@\(name)' is Objective-C; Swift needs no forward declarations"
      default:
        return
      }
      throw fail(message, at: token.range)
    case .pound("import"):
      throw fail(
        "'#import' is Objective-C; in Swift write 'import UIKit'", at: token.range,
        fixIt: "import UIKit")
    case .pound("pragma"):
      throw fail(
        "'#pragma' is Objective-C; in Swift write '// MARK: - Title'", at: token.range,
        fixIt: "// MARK:")
    case .prefixOperator(let op) where (op == "-" || op == "+") && peekTag() == .leftParen:
      throw objectiveCMethodFailure(token)
    case .binaryOperator(let op) where (op == "-" || op == "+") && peekTag() == .leftParen:
      throw objectiveCMethodFailure(token)
    case .identifier(let typeName):
      // `UIAlertAction *okAction = ...;` or `UIEdgeInsets insets = ...;`
      var position = index + 1
      var pointer = false
      switch tokens[position].kind {
      case .binaryOperator("*"), .prefixOperator("*"), .postfixOperator("*"):
        pointer = true
        position += 1
      default:
        break
      }
      guard case .identifier(let name) = tokens[position].kind,
        !tokens[position].isAtStartOfLine, pointer || tokens[position].hasLeadingTrivia
      else { return }
      let after = tokens[min(position + 1, tokens.count - 1)]
      let declares: Bool
      switch after.kind {
      case .assign, .semicolon: declares = true
      case .endOfInput: declares = pointer && Self.namesObjectiveCType(typeName)
      default: declares = pointer && after.isAtStartOfLine && Self.namesObjectiveCType(typeName)
      }
      guard declares else { return }
      let end = statementEnd(from: position)
      var swift = "var \(name): \(typeName)"
      if after.kind == .assign, let value = swiftSpelling(from: position + 2, to: end) {
        swift = "let \(name) = \(value)"
      } else if after.kind == .assign {
        swift = "let \(name) = ..."
      }
      let range = token.range.union(tokens[max(index, end - 1)].range)
      throw fail(
        "this is an Objective-C declaration; in Swift write '\(swift)'", at: range,
        fixIt: swift)
    default:
      return
    }
  }

  /// True for a name that can be the type of an Objective-C declaration without `;`: a
  /// class or a struct (`NSString`, `CGRect`) or a C type (`int`, `id`), not a Swift value
  /// multiplied on a line of its own (`a * b` as a closure's result).
  static func namesObjectiveCType(_ name: String) -> Bool {
    if name.first?.isUppercase == true { return true }
    return ["id", "int", "char", "float", "double", "long", "short", "unsigned", "void"]
      .contains(name)
  }

  private mutating func objectiveCMethodFailure(_ token: Token) -> ParseFailure {
    fail(
      "this is an Objective-C method definition; in Swift write "
        + "'func name(_ parameter: Type) { ... }'",
      at: token.range)
  }

  /// The index just past the statement starting at `start`: its `;` or the end of its line
  /// (brackets spanning lines included).
  func statementEnd(from start: Int) -> Int {
    var position = start
    var depth = 0
    while position < tokens.count - 1 {
      let token = tokens[position]
      if position > start && depth == 0 && token.isAtStartOfLine { return position }
      switch token.kind {
      case .semicolon where depth == 0: return position
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      default: break
      }
      position += 1
    }
    return position
  }

  /// `@"text"`: reported, then parsed as the Swift string it stands for.
  mutating func parseObjectiveCLiteral() throws(ParseFailure) -> Expr {
    let at = advance()
    let next = current
    switch next.kind {
    case .string where !next.hasLeadingTrivia:
      error(
        "'@\"...\"' is an Objective-C string literal; in Swift drop the '@'", at: at.range,
        fixIt: "")
      var string = try parsePrimary()
      string.range = at.range.union(string.range)
      return string
    case .leftBracket, .leftParen, .leftBrace:
      throw fail(
        "'@\(text(next.range))...' is an Objective-C literal; in Swift drop the '@'",
        at: at.range, fixIt: "")
    default:
      throw fail("expected expression, found '@'", at: at.range)
    }
  }

  // MARK: - Message sends

  /// `[receiver name...]`: a receiver (a name chain or another message) followed directly by
  /// a name, which no Swift array literal can contain.
  func looksLikeObjectiveCMessage(at open: Int) -> Bool {
    var position = open + 1
    guard position < tokens.count else { return false }
    switch tokens[position].tag {
    case .leftBracket:
      guard let close = matchingClose(from: position) else { return false }
      position = close + 1
    case .identifier, .keyword(.self), .keyword(.super):
      position += 1
      while position + 1 < tokens.count, tokens[position].tag == .period,
        case .identifier = tokens[position + 1].kind
      {
        position += 2
      }
    default:
      return false
    }
    guard position < tokens.count else { return false }
    if case .identifier = tokens[position].kind { return true }
    return false
  }

  mutating func objectiveCMessageFailure(at open: Int) -> ParseFailure {
    let close = matchingClose(from: open) ?? statementEnd(from: open) - 1
    let range = tokens[open].range.union(tokens[max(open, close)].range)
    if let swift = messageSpelling(at: open)?.text {
      return fail("this is Objective-C; in Swift write '\(swift)'", at: range, fixIt: swift)
    }
    let hasBlock = tokens[open...max(open, close)].contains {
      $0.kind == .prefixOperator("^") || $0.kind == .binaryOperator("^")
    }
    if hasBlock {
      return fail(
        "this is Objective-C message syntax with a block ('^'); in Swift write "
          + "'receiver.message(argument) { parameters in ... }'",
        at: range)
    }
    return fail(
      "this is Objective-C message syntax ('[receiver message:argument]'); in Swift write "
        + "'receiver.message(argument)'",
      at: range)
  }

  /// The Swift for `[receiver piece:argument piece:argument]` at `open`, and the index after
  /// its `]`. Nil when it is not easy to say.
  func messageSpelling(at open: Int) -> (text: String, next: Int)? {
    var position = open + 1
    var receiver: String
    var receiverClass: String?
    switch tokens[position].tag {
    case .leftBracket:
      guard let inner = messageSpelling(at: position) else { return nil }
      receiver = inner.text
      position = inner.next
    case .identifier, .keyword(.self), .keyword(.super):
      receiver = text(tokens[position].range)
      if case .identifier(let name) = tokens[position].kind, name.first?.isUppercase == true {
        receiverClass = name
      }
      position += 1
      while tokens[position].tag == .period,
        case .identifier(let member) = tokens[position + 1].kind
      {
        receiver += "." + member
        receiverClass = nil
        position += 2
      }
    default:
      return nil
    }
    guard case .identifier(let firstPiece) = tokens[position].kind else { return nil }
    position += 1
    if tokens[position].tag == .rightBracket {
      if firstPiece == "alloc" || firstPiece == "new" {
        return (receiver + "()", position + 1)
      }
      return (receiver + "." + firstPiece + "()", position + 1)
    }
    var pieces: [(name: String, argument: String)] = []
    var name = firstPiece
    while true {
      guard tokens[position].tag == .colon else { return nil }
      position += 1
      let argumentStart = position
      var depth = 0
      scan: while position < tokens.count - 1 {
        switch tokens[position].kind {
        case .leftParen, .leftBracket, .leftBrace: depth += 1
        case .rightParen, .rightBrace: depth -= 1
        case .rightBracket:
          if depth == 0 { break scan }
          depth -= 1
        case .identifier
        where depth == 0 && tokens[position + 1].tag == .colon
          && position > argumentStart:
          break scan
        case .comma where depth == 0:
          // `otherButtonTitles:@"OK", nil`: a nil-terminated list.
          return nil
        default: break
        }
        position += 1
      }
      guard position < tokens.count - 1, position > argumentStart,
        let argument = swiftSpelling(from: argumentStart, to: position)
      else { return nil }
      pieces.append((name, argument))
      if tokens[position].tag == .rightBracket { break }
      guard case .identifier(let next) = tokens[position].kind else { return nil }
      name = next
      position += 1
    }
    // `[[UIAlertView alloc] initWithTitle:...]`, `[UIAlertAction actionWithTitle:...]`:
    // initializers in Swift.
    var labels = pieces.map(\.name)
    var callee = receiver + "." + firstPiece
    if receiver.hasSuffix("()"), firstPiece.hasPrefix("initWith") {
      callee = String(receiver.dropLast(2))
      labels[0] = lowercasingFirst(String(firstPiece.dropFirst("initWith".count)))
    } else if let receiverClass, let with = splitAtWith(firstPiece) {
      let noun = with.noun.lowercased()
      if !noun.isEmpty && receiverClass.lowercased().hasSuffix(noun) {
        callee = receiverClass
        labels[0] = lowercasingFirst(with.rest)
      } else {
        labels[0] = "_"
      }
    } else {
      labels[0] = "_"
    }
    var arguments: [String] = []
    for (offset, piece) in pieces.enumerated() {
      let label = labels[offset]
      arguments.append(label == "_" ? piece.argument : "\(label): \(piece.argument)")
    }
    return (callee + "(" + arguments.joined(separator: ", ") + ")", position + 1)
  }

  /// The Swift for Objective-C tokens in `start..<end`: message sends, `@"text"`, `YES`/`NO`,
  /// `@selector(name:)`, enum constants. Nil when it is not easy to say.
  func swiftSpelling(from start: Int, to end: Int) -> String? {
    var out = ""
    var position = start
    var previousEnd: Int?
    while position < end {
      let token = tokens[position]
      if let previousEnd, token.range.start.offset > previousEnd, !out.isEmpty {
        out += " "
      }
      switch token.kind {
      case .leftBracket where looksLikeObjectiveCMessage(at: position):
        guard let message = messageSpelling(at: position) else { return nil }
        out += message.text
        position = message.next
      case .atSign:
        guard position + 1 < end, case .string = tokens[position + 1].kind else { return nil }
        out += text(tokens[position + 1].range)
        position += 2
      case .identifier("YES"):
        out += "true"
        position += 1
      case .identifier("NO"):
        out += "false"
        position += 1
      case .identifier(let name):
        if let prefix = SyntaxParser.objectiveCEnumPrefixes.first(where: {
          name.hasPrefix($0) && name.count > $0.count
        }) {
          out += "." + lowercasingFirst(String(name.dropFirst(prefix.count)))
        } else {
          out += name
        }
        position += 1
      case .attribute("selector"):
        guard position + 1 < end, tokens[position + 1].tag == .leftParen,
          let close = matchingClose(from: position + 1), close < end
        else { return nil }
        let selector = text(
          SourceRange(start: tokens[position + 1].range.end, end: tokens[close].range.start))
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count > 1 {
          let labels = ["_"] + parts.dropFirst().dropLast().map(String.init)
          out += "#selector(\(parts[0])(" + labels.map { $0 + ":" }.joined() + "))"
        } else {
          out += "#selector(\(selector))"
        }
        position = close + 1
      case .prefixOperator("^"), .binaryOperator("^"), .semicolon:
        return nil
      default:
        out += text(token.range)
        position += 1
      }
      previousEnd = tokens[position - 1].range.end.offset
    }
    return out
  }

  /// `actionWithTitle` → (`action`, `Title`).
  func splitAtWith(_ selector: String) -> (noun: String, rest: String)? {
    let characters = Array(selector)
    guard characters.count > 4 else { return nil }
    for start in 0...(characters.count - 4) where String(characters[start..<(start + 4)]) == "With"
    {
      return (String(characters[..<start]), String(characters[(start + 4)...]))
    }
    return nil
  }

  func lowercasingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
