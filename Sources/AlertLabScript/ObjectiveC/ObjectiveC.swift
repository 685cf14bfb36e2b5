import AlertLabWords

// The Objective-C front end: the articles' Objective-C read into the same syntax tree the
// Swift parser makes, for the same interpreter and world. `ObjectiveC.parse` is the entry;
// the lexer is Swift's with the C preprocessor's lines blanked (ObjCLexer), the parser maps
// each construct to the Swift it becomes (ObjCParser*, with the import rules in ObjCImport),
// and ObjCSwiftPrinter prints that Swift for the learner.

/// Objective-C's `nil` passed where the Swift parameter is not optional (F-1): not a compile
/// error in Objective-C, so the callee gets the nil at run time and decides (UIKit raises
/// E-V9 for `presentViewController:nil`, E-PC4 for a nil popover content). The name is one
/// Swift source cannot spell, even in backticks; `:swift` prints it as `nil`.
public enum ObjectiveCNil {
  public static let name = "nil (Objective-C)"
  /// The nil that ends `-initWithTitle:...otherButtonTitles:@"OK", nil` of UIAlertView and
  /// UIActionSheet: it tells their initializer that Objective-C's own initializer was called,
  /// which takes the titles itself (U-3, U-4). `:swift` leaves it out, as Swift does.
  public static let listEnd = "nil (Objective-C list end)"

  /// True for either name.
  public static func isNil(_ name: String) -> Bool { name == Self.name || name == listEnd }
}

/// A note on an Objective-C construct and the Swift it becomes, shown once per construct.
public struct ObjectiveCNote: Equatable, Sendable {
  /// What the note is about (`selector addAction:`, `literal @"..."`): shown once each.
  public var key: String
  /// What it says, in AlertLab's own words.
  public var said: Said
}

/// What the Objective-C front end needs to know of the program so far: the variables either
/// language declared (with their Swift types where known), the methods of `self`, the
/// classes the learner declared (with their superclasses) and the `@interface`s read earlier.
public struct ObjectiveCContext: Sendable {
  /// Variable names and their Swift types (nil when not known).
  public var variables: [String: String?] = [:]
  /// Base names of the methods of `self` (top-level functions).
  public var functions: Set<String> = []
  /// Learner classes by name, with their superclass.
  public var classes: [String: String?] = [:]
  /// `@interface`s read earlier (an `@implementation` may come in a later input).
  public var interfaces: [String: ObjectiveCInterface] = [:]
  /// Names the whole script assigns after declaring them (a `.m` file read statement by
  /// statement): declared `var` even when their own statement does not change them.
  public var reassigned: Set<String> = []
  /// Names earlier inputs declared `__block`: a block shares them rather than copying them.
  public var shared: Set<String> = []

  public init() {}
}

/// An `@interface` (or class extension): its superclass and properties.
public struct ObjectiveCInterface: Equatable, Sendable {
  public var superclass: String?
  /// Properties in order: name, Swift type, whether read-only.
  public var properties: [ObjectiveCProperty] = []
  /// `@synthesize name = _ivar`: the ivar name by property.
  public var synthesized: [String: String] = [:]
}

/// One `@property`.
public struct ObjectiveCProperty: Equatable, Sendable {
  public var name: String
  public var type: String
  public var isWeak: Bool
  public var range: SourceRange

  /// Whether the property holds an object (a pointer that may be nil), not a number, flag or
  /// enum.
  var isObject: Bool { !ObjCImport.isScalar(type) && APICatalog.enums[type] == nil }

  /// The type of the Swift variable the property becomes: an object may be nil, `T?`.
  var swiftType: String { isObject ? type + "?" : type }
}

/// The result of reading Objective-C.
public struct ObjectiveCResult: Sendable {
  /// The statements in the one syntax tree, and the diagnostics (in clang's words).
  public var parsed: ParseResult
  /// The Swift each statement becomes, in today's spelling (one entry per statement).
  public var swift: [String]
  /// Notes on the constructs used, in order, each key once.
  public var notes: [ObjectiveCNote]
  /// `@interface`s read (to keep for a later `@implementation`).
  public var interfaces: [String: ObjectiveCInterface]
  /// The top-level variables this input declared `__block` (for the inputs after it).
  public var shared: Set<String> = []
}

public enum ObjectiveC {
  /// Reads `source` as Objective-C. Never fails: problems are diagnostics.
  public static func parse(
    _ source: String, fileName: String = "input", context: ObjectiveCContext = ObjectiveCContext()
  ) -> ObjectiveCResult {
    let byteCount = source.utf8.count
    let start = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    if byteCount > Parser.maximumInputBytes {
      let parsed = ParseResult(
        statements: [],
        diagnostics: [.error("input is too large (\(byteCount) bytes)", at: start)],
        fileName: fileName)
      return ObjectiveCResult(parsed: parsed, swift: [], notes: [], interfaces: [:])
    }
    let lexed = ObjCLexer.tokenize(source)
    var diagnostics = lexed.diagnostics
    if let tooDeep = NestingCheck.firstTooDeep(lexed.tokens, limit: Parser.maximumNesting) {
      diagnostics.append(.error("expression is nested too deeply", at: tooDeep))
      let parsed = ParseResult(statements: [], diagnostics: diagnostics, fileName: fileName)
      return ObjectiveCResult(parsed: parsed, swift: [], notes: [], interfaces: [:])
    }
    let run = {
      var parser = ObjCParser(tokens: lexed.tokens, bytes: lexed.bytes, context: context)
      let statements = parser.parseTopLevel()
      // Printed as Swift here too: the printer walks the tree as deep as the parser built it.
      let swift = statements.map { ObjCSwiftPrinter.print($0) }
      return (statements, swift, parser.diagnostics, parser.notes, parser.interfaces, parser.shared)
    }
    let (statements, swift, parserDiagnostics, notes, interfaces, shared) = LargeStack.run(run)
    diagnostics += parserDiagnostics
    let parsed = ParseResult(statements: statements, diagnostics: diagnostics, fileName: fileName)
    return ObjectiveCResult(
      parsed: parsed, swift: swift, notes: notes, interfaces: interfaces, shared: shared)
  }

  /// The names `source` (a whole script) assigns after declaring them, or changes.
  public static func reassignedNames(in source: String) -> Set<String> {
    guard source.utf8.count <= Parser.maximumInputBytes else { return [] }
    return ObjCParser.changedNames(ObjCLexer.tokenize(source).tokens)
  }

  /// True when `source` is unmistakably Objective-C: it starts with a message send
  /// (`[receiver message...]`), an `@"..."` or `@[...]` literal, a `Type *name =`
  /// declaration, a method (`- (void)...`, `+ (CGFloat)...`), `@interface`,
  /// `@implementation`, `@property`, or `#import`; or a line of it ends with `;` after a
  /// message send.
  /// True for `any Shape` or `some Shape` (a capitalised type after the word) at the start
  /// of brackets: Swift's `[any Shape]`, never a message to a receiver named `any`.
  private static func isExistentialElement(_ first: TokenKind, _ second: TokenKind) -> Bool {
    guard case .identifier(let word) = first, word == "any" || word == "some",
      case .identifier(let type) = second, type.first?.isUppercase == true
    else { return false }
    return true
  }

  public static func looksLikeObjectiveC(_ source: String) -> Bool {
    // Most Swift has none of the characters Objective-C needs: it is not lexed twice.
    var candidate = false
    var leading = true
    for byte in source.utf8 {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "@"), UInt8(ascii: "*"), UInt8(ascii: "#"),
        UInt8(ascii: "^"), UInt8(ascii: ";"):
        candidate = true
      case UInt8(ascii: "-"), UInt8(ascii: "+"):
        // `- (void)name`, `+ (CGFloat)arrowHeight`: only at the start.
        candidate = leading
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        continue
      default:
        break
      }
      leading = false
      if candidate { break }
    }
    guard candidate else { return false }
    let lexed = ObjCLexer.tokenize(source)
    let tokens = lexed.tokens
    guard let first = tokens.first else { return false }
    if lexed.hadDirective { return true }
    func kind(_ index: Int) -> TokenKind {
      index < tokens.count ? tokens[index].kind : .endOfInput
    }
    // Anywhere: an `@"..."` literal or a message send, which Swift never has.
    for (position, token) in tokens.enumerated() {
      if token.kind == .atSign, case .string = kind(position + 1) { return true }
      // (`{ [weak self] in` is a closure's capture list, not a message, and `[any Shape]` a
      // Swift array of existentials.)
      if token.kind == .leftBracket, ObjCParser.isMessageSend(tokens, at: position),
        !isExistentialElement(kind(position + 1), kind(position + 2)),
        position == 0
          || tokens[position - 1].kind != .leftBrace
            && (!ObjCParser.endsOperand(tokens[position - 1]) || token.hasLeadingTrivia)
      {
        return true
      }
    }
    // C's `for (init; condition; step)`.
    if first.kind == .keyword(.for), kind(1) == .leftParen {
      var position = 2
      while position < tokens.count, tokens[position].kind != .rightParen,
        tokens[position].kind != .leftBrace
      {
        if tokens[position].kind == .semicolon { return true }
        position += 1
      }
    }
    switch first.kind {
    case .attribute(let name):
      return ["interface", "implementation", "property", "synthesize", "end", "protocol"]
        .contains(name)
    case .atSign:
      if case .string = kind(1) { return true }
      return kind(1) == .leftBracket || kind(1) == .leftBrace
    case .prefixOperator(let op), .binaryOperator(let op):
      return (op == "-" || op == "+") && kind(1) == .leftParen
    case .leftBracket:
      return ObjCParser.isMessageSend(tokens, at: 0)
    case .identifier(let name):
      // `UIAlertController *alert = ...`, `NSString *title;`, `__block BOOL done = NO;`
      if ["__block", "__weak", "__strong", "__unsafe_unretained"].contains(name) { return true }
      if case .identifier("NSLog") = first.kind, kind(1) == .leftParen,
        kind(2) == .atSign
      {
        return true
      }
      guard name.first?.isUppercase == true || ObjCParser.cTypeNames.contains(name) else {
        return false
      }
      var index = 1
      if case .binaryOperator("<") = kind(index) {
        // `NSArray<UITextField *> *fields = ...`
        while index < tokens.count, kind(index) != .assign, kind(index) != .semicolon {
          index += 1
        }
        return index < tokens.count && tokens[index - 1].kind != .endOfInput
          && source.contains("*")
      }
      var pointer = false
      switch kind(index) {
      case .binaryOperator("*"), .prefixOperator("*"):
        pointer = true
        index += 1
      default: break
      }
      guard case .identifier = kind(index) else { return false }
      switch kind(index + 1) {
      case .assign, .semicolon: return pointer || ObjCParser.cTypeNames.contains(name)
      default: return false
      }
    default:
      return false
    }
  }
}
