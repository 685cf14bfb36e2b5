import AlertLabWords

// Swift that AlertLab does not simulate: each gets a diagnostic that says so and names the
// nearest thing that is simulated, instead of a confusing parse error.

extension SyntaxParser {
  /// Rejects a statement starting with a keyword for something not simulated.
  mutating func rejectUnsupportedStatement() throws(ParseFailure) {
    // Most statements are told apart by tags, which copies no token: only the keywords below
    // are reported (`let`, `if`, `func` and the rest go on without a look at the token).
    switch currentTag {
    case .keyword(.case), .keyword(.default), .keyword(.do), .keyword(.catch), .keyword(.throw),
      .keyword(.defer), .keyword(.associatedtype), .pound:
      break
    case .identifier:
      // `async func`: a word, then one of these keywords.
      switch peekTag() {
      case .keyword(.func), .keyword(.let), .keyword(.var): break
      default: return
      }
    default:
      return
    }
    // Read straight from the array: this runs at the start of every statement.
    let tokenRange = current.range
    // The compiler's words, or AlertLab's own.
    var message: String?
    var said: Said?
    switch tokens[index].kind {
    case .keyword(.case), .keyword(.default):
      message =
        "'\(text(tokenRange))' label can only appear inside a 'switch' statement"
    case .keyword(.do), .keyword(.catch), .keyword(.throw):
      said = Said(.doesSimulateErrorsUIKitCalls, "'do', 'try', 'catch', 'throw'")
    case .keyword(.defer):
      said = Said(.doesSimulateDeferPut)
    case .keyword(.associatedtype):
      said = Said(.doesSimulateWriteType, text(tokenRange))
    case .identifier("async") where next.kind == .keyword(.func):
      message = "'async' must be written after the parameter list of a function"
    case .pound("if"):
      skipConditionalCompilationBlock()
      throw fail(
        Said(.doesSimulateConditionalCompilation),
        at: tokenRange)
    default:
      break
    }
    if let said {
      throw fail(said, at: tokenRange)
    }
    if let message {
      throw fail(message, at: tokenRange)
    }
  }

  /// Skips `#if ... #endif` (nested ones too) after reporting it.
  private mutating func skipConditionalCompilationBlock() {
    var depth = 0
    while !atEnd {
      if case .pound(let name) = current.kind {
        if name == "if" { depth += 1 }
        if name == "endif" {
          depth -= 1
          if depth == 0 {
            return
          }
        }
      }
      advance()
    }
  }

  /// `func f<T>`, `struct Stack<Element>`, `<T: Equatable, U: A & B>`: the generic
  /// parameters of a declaration. The subset's values carry their own types, so each
  /// parameter stands for `Any` in what the declaration writes (`[T]` is `[Any]`, `T?` is
  /// `Any?`), marked as the parameter it is so that a cast to it tests against what it is
  /// bound to: the caller restores `typeAliases` when the declaration ends.
  @discardableResult
  mutating func parseGenericParameters(afterSpace: Bool = false) throws(ParseFailure)
    -> [String]
  {
    let spacedAngle = afterSpace && text(current.range) == "<"
    guard spacedAngle || isOpeningAngle(current) else { return [] }
    let open = advance()
    var names: [String] = []
    while true {
      // `<each T>`: a parameter pack, whose values a `repeat each T` parameter holds.
      if isIdentifier("each"), case .identifier = next.kind { advance() }
      guard case .identifier(let name) = current.kind else {
        throw fail("expected an identifier to name generic parameter", at: expectedLocation)
      }
      advance()
      names.append(name)
      var parameter = TypeSyntax(.named("Any", genericArguments: []), range: open.range)
      parameter.genericParameter = name
      typeAliases[name] = parameter
      if currentTag == .colon {
        advance()
        _ = try parseType()
        while case .binaryOperator("&") = current.kind {
          advance()
          _ = try parseType()
        }
      }
      guard currentTag == .comma else { break }
      advance()
    }
    try consumeClosingAngle(opening: open)
    return names
  }

  /// `throws`, `rethrows`, `async`, `throws(E)` after a parameter list, in any order: an
  /// `async` function runs on the simulated run loop as any other (`Concurrency.swift`).
  /// True when `async` was written.
  mutating func rejectEffects() throws(ParseFailure) -> Bool {
    skipEffects()
  }

  /// Skips the effects of a function, closure or function type; true when `async` was one.
  @discardableResult
  mutating func skipEffects() -> Bool {
    var isAsync = false
    writtenThrownType = nil
    writtenThrowing = nil
    while true {
      switch currentTag {
      case .keyword(.throws), .keyword(.rethrows):
        advance()
        writtenThrowing = "throws"
        // `throws(ValidationError)`: the error's type.
        if currentTag == .leftParen, !current.hasLeadingTrivia,
          let close = matchingClose(from: index), close > index + 1
        {
          let written = text(tokens[index + 1].range.union(tokens[close - 1].range))
          if written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            writtenThrownType = written
            // `throws(Never)` does not throw.
            writtenThrowing = written == "Never" ? nil : "throws(\(written))"
          }
          while index <= close && !atEnd { advance() }
        }
      case .identifier where isIdentifier("async") || isIdentifier("reasync"):
        isAsync = true
        advance()
      default:
        return isAsync
      }
    }
  }

  /// `where T: Equatable`, `where Element == String`: the constraints of a generic
  /// declaration, which the subset does not need to run it.
  mutating func skipWhereClause() {
    skipExtensionWhereClause()
  }
}
