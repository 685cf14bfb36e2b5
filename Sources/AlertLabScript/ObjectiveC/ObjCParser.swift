import AlertLabKit
import AlertLabWords

// Reads Objective-C statements into the Swift syntax tree. Each construct becomes the Swift
// it is in today's spelling (a message send a member call, a block a closure, a typed
// declaration a `let`); the rules that name members are in ObjCImport. Errors are clang's.

/// A failure that stops the statement being read.
struct ObjCFailure: Error {
  var diagnostic: Diagnostic
}

/// A local variable of the Objective-C being read.
struct ObjCLocal {
  /// Its Swift type, if known.
  var type: String?
  /// `__block`: shared with blocks rather than copied into them.
  var isShared: Bool
  /// How many blocks enclose its declaration.
  var blockLevel: Int
}

/// An expression read, with what the parser knows of it.
struct Lowered {
  var expr: Expr
  /// Its Swift type, if known (`UIAlertController`, `String?`, `Bool`).
  var type: String?
  /// A class named as a message receiver (`UIAlertController`, `[NSNotificationCenter ...]`).
  var className: String?
  /// `[X alloc]`: waiting for its `init...`.
  var allocated: String?
  /// A C enum constant (`UIAlertActionStyleCancel`): the case, written `.cancel` where the
  /// type is known from context.
  var enumCase: (type: String, name: String)?
  /// `[action setEnabled:NO]`: a property set, only allowed as a statement.
  var assignment: (target: Expr, value: Expr)?
  /// `super` as a receiver.
  var isSuper = false
  /// `[super init...]`: Swift's `super.init(...)`, and `self = [super init...]` the same.
  var isSuperInit = false
  /// `[array enumerateObjectsUsingBlock:^...]`: the loop it is, run as a statement.
  var statement: Stmt?
  /// An out-parameter (`reason` of `(NSString **)reason`): as a condition it is the pointer,
  /// which Swift's `inout` always has.
  var isOutPointer = false
  /// `sizeof(values)` of a C array (its name), or of one element (`element of values`).
  var sizeofArray: String?
  /// A `?.` chain whose last link is optional in its own right (`a?.textFields`, whose
  /// `textFields` is `[UITextField]?`): the chain goes on through `?` after it.
  var lastLinkIsOptional = false

  init(_ expr: Expr, type: String? = nil) {
    self.expr = expr
    self.type = type
  }
}

struct ObjCParser {
  var tokens: [Token]
  var index = 0
  let bytes: [UInt8]
  let context: ObjectiveCContext
  var diagnostics: [Diagnostic] = []
  var notes: [ObjectiveCNote] = []
  var notedKeys: Set<String> = []
  var interfaces: [String: ObjectiveCInterface] = [:]
  /// Local scopes, innermost last (top-level declarations are the outermost).
  var scopes: [[String: ObjCLocal]] = [[:]]
  /// The variables each enclosing block copies, innermost last, with its level.
  var blockCaptures: [[String]] = []
  /// Methods of `self` declared in this input (Swift base names).
  var declaredMethods: Set<String> = []
  /// The class whose `@implementation` is being read, if any, and its interface.
  var currentClass: String?
  var currentInterface: ObjectiveCInterface?
  /// The properties of the scene's controller while its `@implementation` is read (one whose
  /// class is `ViewController` or has no known superclass): they are properties of `self`.
  var sceneProperties: [ObjectiveCProperty] = []
  /// True when the type just read was a pointer to a variable (`NSError **`, `BOOL *`).
  var lastTypeIsOutPointer = false
  /// How deep the tree being built nests now: recursion and the links of chains that wrap
  /// the tree built so far (`1 + 1 + ...`, `(int)(int)...`), counted against the same bound
  /// as Swift's (`SyntaxParser.maximumRecursion`), so that no front end builds a tree deeper
  /// than the walks after it (checking, printing as Swift, running) are made for.
  var recursion = 0
  /// The top-level variables declared `__block` so far.
  var shared: Set<String> = []
  /// Out-parameters of the method being read (`reason` of `reason:(NSString **)reason`).
  var outParameters: Set<String> = []
  /// C arrays declared in this input: element type (Swift and C) and count.
  var cArrays: [String: (element: String, cType: String, count: Int)] = [:]
  /// Names assigned more than once in the input: declared `var` rather than `let`.
  let reassigned: Set<String>

  /// The operators that change the variable before them.
  static let changingOperators: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "++", "--", "|=", "&=",
  ]

  /// NSMutableArray's and NSMutableDictionary's messages that change the collection.
  static let mutatingSelectors: Set<String> = [
    "addObject", "addObjectsFromArray", "insertObject", "removeObject", "removeObjectAtIndex",
    "removeLastObject", "removeAllObjects", "setObject", "removeObjectForKey", "setValue",
  ]

  /// The index of the `]` that closes the `[` at `open`.
  static func matchingBracket(_ tokens: [Token], from open: Int) -> Int? {
    var depth = 0
    for position in open..<tokens.count {
      switch tokens[position].kind {
      case .leftBracket: depth += 1
      case .rightBracket:
        depth -= 1
        if depth == 0 { return position }
      case .endOfInput: return nil
      default: break
      }
    }
    return nil
  }

  /// C's and Foundation's type names that are not capitalized class names.
  static let cTypeNames: Set<String> = [
    "BOOL", "bool", "int", "long", "short", "float", "double", "char", "unsigned", "id",
    "void", "NSInteger", "NSUInteger", "CGFloat", "NSTimeInterval", "SEL", "instancetype",
    "size_t", "Boolean", "IBAction", "dispatch_time_t", "dispatch_queue_t", "int64_t",
    "uint64_t", "int32_t", "uint32_t", "int16_t", "uint16_t", "int8_t", "uint8_t",
  ]
  static let qualifiers: Set<String> = [
    "__block", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "const",
    "static", "extern", "volatile", "nonnull", "nullable", "_Nonnull", "_Nullable",
    "__kindof", "signed", "inline",
  ]

  init(tokens: [Token], bytes: [UInt8], context: ObjectiveCContext) {
    self.tokens = tokens
    self.bytes = bytes
    self.context = context
    interfaces = [:]
    reassigned = Self.changedNames(tokens).union(context.reassigned)
  }

  /// The names `tokens` assign after declaring them (`x = ...` after `T *x = ...`, `x++`,
  /// `x += 1`, `&x`) or change as collections (`[titles addObject:x]`, `d[@"k"] = v`).
  static func changedNames(_ tokens: [Token]) -> Set<String> {
    var counts: [String: Int] = [:]
    var shared: Set<String> = []
    for (position, token) in tokens.enumerated() {
      guard case .identifier(let name) = token.kind, position + 1 < tokens.count else {
        continue
      }
      switch tokens[position + 1].kind {
      case .assign:
        counts[name, default: 0] += 1
      case .binaryOperator(let op) where Self.changingOperators.contains(op):
        counts[name, default: 0] += 2
      case .postfixOperator(let op) where Self.changingOperators.contains(op):
        counts[name, default: 0] += 2
      default:
        break
      }
      if position > 0, case .prefixOperator(let op) = tokens[position - 1].kind,
        op == "++" || op == "--" || op == "&"
      {
        shared.insert(name)
      }
    }
    // `[titles addObject:x]`, `d[@"k"] = v`: a mutable collection that changes is a `var`.
    for (position, token) in tokens.enumerated() where position + 2 < tokens.count {
      if token.kind == .leftBracket, case .identifier(let name) = tokens[position + 1].kind,
        case .identifier(let selector) = tokens[position + 2].kind,
        Self.mutatingSelectors.contains(selector)
      {
        shared.insert(name)
      }
      if case .identifier(let name) = token.kind, tokens[position + 1].kind == .leftBracket,
        !tokens[position + 1].isAtStartOfLine,
        let close = Self.matchingBracket(tokens, from: position + 1),
        close + 1 < tokens.count, tokens[close + 1].kind == .assign
      {
        shared.insert(name)
      }
    }
    return Set(counts.filter { $0.value > 1 }.map(\.key)).union(shared)
  }

  // MARK: - Tokens

  var current: Token { tokens[min(index, tokens.count - 1)] }

  func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

  var atEnd: Bool { current.kind == .endOfInput }

  @discardableResult
  mutating func advance() -> Token {
    let token = current
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  func text(_ range: SourceRange) -> String {
    let start = max(0, min(range.start.offset, bytes.count))
    let end = max(start, min(range.end.offset, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The range from `start` to the end of the token before the current one.
  func range(from start: SourceRange) -> SourceRange {
    let previous = tokens[max(0, min(index - 1, tokens.count - 1))]
    if previous.range.end.offset < start.start.offset { return start }
    return start.union(previous.range)
  }

  /// Counts `levels` more levels of the tree; past the bound, refuses the statement with the
  /// Swift front end's words. The caller gives them back with `leave(levels)`.
  mutating func enter(_ levels: Int = 1) throws(ObjCFailure) {
    recursion += levels
    if recursion > SyntaxParser.maximumRecursion {
      throw failure(
        "expression is too long or nested too deeply; split it into several statements",
        at: current.range)
    }
  }

  mutating func leave(_ levels: Int = 1) {
    recursion -= levels
  }

  func failure(_ said: Said, at range: SourceRange, fixIt: String? = nil) -> ObjCFailure {
    ObjCFailure(diagnostic: .error(said, at: range, fixIt: fixIt))
  }

  func failure(_ message: String, at range: SourceRange, fixIt: String? = nil) -> ObjCFailure {
    ObjCFailure(diagnostic: .error(message, at: range, fixIt: fixIt))
  }

  /// clang's `expected 'x'`.
  mutating func expect(_ kind: TokenKind, _ spelling: String) throws(ObjCFailure) {
    guard current.kind == kind else {
      throw failure("expected '\(spelling)'", at: current.range)
    }
    advance()
  }

  mutating func expectIdentifier() throws(ObjCFailure) -> (name: String, range: SourceRange) {
    if let name = nameOfCurrent() {
      let token = advance()
      return (name, token.range)
    }
    throw failure("expected identifier", at: current.range)
  }

  /// An identifier, or a keyword used as a name (selector pieces can be `for`, `in`, ...).
  func nameOfCurrent() -> String? {
    switch current.kind {
    case .identifier(let name): return name
    case .keyword(let keyword): return keyword.rawValue
    default: return nil
    }
  }

  func isOperator(_ token: Token, _ op: String) -> Bool {
    switch token.kind {
    case .binaryOperator(let name), .prefixOperator(let name), .postfixOperator(let name):
      return name == op
    case .postfixExclaim: return op == "!"
    case .postfixQuestion, .infixQuestion: return op == "?"
    default: return false
    }
  }

  /// Records a note on a construct, once per key.
  mutating func note(_ key: String, _ said: Said) {
    guard notedKeys.insert(key).inserted else { return }
    notes.append(ObjectiveCNote(key: key, said: said))
  }

  // MARK: - Scopes

  mutating func declareLocal(_ name: String, type: String?, shared: Bool = false) {
    let local = ObjCLocal(type: type, isShared: shared, blockLevel: blockCaptures.count)
    scopes[scopes.count - 1][name] = local
  }

  /// The local `name`, noting that each enclosing block declared inside its scope copies it.
  mutating func resolveLocal(_ name: String) -> ObjCLocal? {
    for scope in scopes.reversed() {
      guard let local = scope[name] else { continue }
      if !local.isShared {
        for level in local.blockLevel..<blockCaptures.count
        where !blockCaptures[level].contains(name) {
          blockCaptures[level].append(name)
        }
      }
      return local
    }
    return nil
  }

  mutating func withScope<T>(_ body: (inout ObjCParser) throws(ObjCFailure) -> T)
    throws(ObjCFailure) -> T
  {
    scopes.append([:])
    defer { scopes.removeLast() }
    return try body(&self)
  }

  // MARK: - Detection

  /// `[receiver name...`: a receiver (a name chain, a message or a cast) followed by a name.
  static func isMessageSend(_ tokens: [Token], at open: Int) -> Bool {
    var position = open + 1
    guard position < tokens.count else { return false }
    func matching(_ from: Int) -> Int? {
      var depth = 0
      var index = from
      while index < tokens.count {
        switch tokens[index].kind {
        case .leftBracket, .leftParen, .leftBrace: depth += 1
        case .rightBracket, .rightParen, .rightBrace:
          depth -= 1
          if depth == 0 { return index }
        case .endOfInput: return nil
        default: break
        }
        index += 1
      }
      return nil
    }
    switch tokens[position].kind {
    case .leftBracket, .leftParen:
      guard let close = matching(position) else { return false }
      position = close + 1
    case .identifier, .keyword(.self), .keyword(.super):
      position += 1
    case .atSign:
      // `[@"text" length]` is a message; `dict[@"key"]` is a subscript.
      guard position + 2 < tokens.count, case .string = tokens[position + 1].kind else {
        return false
      }
      switch tokens[position + 2].kind {
      case .identifier, .keyword: return true
      default: return false
      }
    default:
      return false
    }
    while position + 1 < tokens.count, tokens[position].kind == .period {
      position += 2
    }
    guard position < tokens.count else { return false }
    switch tokens[position].kind {
    case .identifier, .keyword: return true
    default: return false
    }
  }

  /// True for a token an expression can end with (so a `[` after it is a subscript).
  static func endsOperand(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier, .rightParen, .rightBracket, .string, .integer, .float, .keyword(.self):
      return true
    default:
      return false
    }
  }

  // MARK: - Top level

  mutating func parseTopLevel() -> [Stmt] {
    var statements: [Stmt] = []
    while !atEnd {
      let start = index
      recursion = 0
      do {
        statements += try parseTopLevelItem()
      } catch {
        diagnostics.append(error.diagnostic)
        if start < tokens.count,
          tokens[start].kind == .attribute("implementation")
            || tokens[start].kind == .attribute("interface")
        {
          // The rest of a class that failed is not read again on its own: its methods
          // would fail twice and its `@end` stand alone.
          index = start
          skipToEnd()
        } else {
          recover(from: start)
        }
      }
    }
    return statements
  }

  /// Skips past the statement that failed: to its `;` or the `}` closing it.
  mutating func recover(from start: Int) {
    index = start
    var depth = 0
    var first = true
    while !atEnd {
      let token = current
      if !first && depth == 0 && token.isAtStartOfLine { return }
      first = false
      advance()
      switch token.kind {
      case .leftBrace, .leftParen, .leftBracket:
        depth += 1
      case .rightBrace, .rightParen, .rightBracket:
        depth = max(0, depth - 1)
        if depth == 0 && token.kind == .rightBrace {
          switch current.kind {
          case .rightBracket, .rightParen, .comma, .semicolon, .keyword(.else), .keyword(.while):
            continue
          default:
            return
          }
        }
      case .semicolon where depth == 0:
        return
      default:
        break
      }
    }
  }

  mutating func parseTopLevelItem() throws(ObjCFailure) -> [Stmt] {
    switch current.kind {
    case .semicolon:
      advance()
      return []
    case .attribute("interface"):
      try parseInterface()
      return []
    case .attribute("implementation"):
      return try parseImplementation()
    case .attribute("class"), .attribute("synthesize"), .attribute("dynamic"):
      skipPast(.semicolon)
      return []
    case .attribute("protocol"):
      skipToEnd()
      return []
    case .attribute("property"):
      let property = try parseProperty()
      note("@property", Said(.objcIsAInSwift, "@property", "var"))
      return [propertyStatement(property, overriding: false)]
    case .attribute("end"):
      throw failure("'@end' must appear in an Objective-C context", at: current.range)
    default:
      break
    }
    if isMethodStart() {
      guard let method = try parseMethod(inClass: nil) else { return [] }
      return [method]
    }
    return try parseStatement()
  }

  func isMethodStart() -> Bool {
    (isOperator(current, "-") || isOperator(current, "+")) && peek().kind == .leftParen
  }

  mutating func skipPast(_ kind: TokenKind) {
    while !atEnd && current.kind != kind { advance() }
    if current.kind == kind { advance() }
  }

  mutating func skipToEnd() {
    while !atEnd && current.kind != .attribute("end") { advance() }
    if current.kind == .attribute("end") { advance() }
  }
}
