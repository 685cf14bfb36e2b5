// Swift that AlertLab does not simulate: each gets a diagnostic that says so and names the
// nearest thing that is simulated, instead of a confusing parse error.

extension SyntaxParser {
  /// Rejects a statement starting with a keyword for something not simulated.
  mutating func rejectUnsupportedStatement() throws(ParseFailure) {
    // Most statements are told apart by tags, which copies no token: only the keywords below
    // are reported (`let`, `if`, `func` and the rest go on without a look at the token).
    switch currentTag {
    case .keyword(.case), .keyword(.default), .keyword(.do), .keyword(.catch), .keyword(.throw),
      .keyword(.defer), .keyword(.associatedtype), .keyword(.subscript), .keyword(.operator),
      .keyword(.precedencegroup), .pound:
      break
    case .identifier:
      // `infix operator`, `async func`: a word, then one of these keywords.
      switch peekTag() {
      case .keyword(.operator), .keyword(.func), .keyword(.let), .keyword(.var): break
      default: return
      }
    default:
      return
    }
    // Read straight from the array: this runs at the start of every statement.
    let tokenRange = current.range
    let message: String?
    switch tokens[index].kind {
    case .keyword(.case), .keyword(.default):
      message =
        "'\(text(tokenRange))' label can only appear inside a 'switch' statement"
    case .keyword(.do), .keyword(.catch), .keyword(.throw):
      message =
        "AlertLab does not simulate errors ('do', 'try', 'catch', 'throw'); the UIKit calls it "
        + "simulates do not throw"
    case .keyword(.defer):
      message =
        "AlertLab does not simulate 'defer'; put the statements at the end of the function"
    case .keyword(.associatedtype):
      message =
        "AlertLab does not simulate '\(text(tokenRange))'; write the type itself"
    case .keyword(.subscript):
      message = "AlertLab does not simulate 'subscript' declarations; write a method"
    case .keyword(.operator), .keyword(.precedencegroup):
      message =
        "AlertLab does not simulate operator declarations; write a function with a name"
    case .identifier(let word)
    where (word == "infix" || word == "prefix" || word == "postfix")
      && (peekTag() == .keyword(.operator) || peekTag() == .keyword(.func)):
      message =
        "AlertLab does not simulate operator declarations; write a function with a name"
    case .identifier("async")
    where [.keyword(.let), .keyword(.var), .keyword(.func)].contains(next.kind):
      message =
        "AlertLab does not simulate 'async'/'await'; use completion handlers (closures), as "
        + "present(_:animated:completion:) does"
    case .pound("if"):
      skipConditionalCompilationBlock()
      throw fail(
        "AlertLab does not simulate conditional compilation ('#if'); use "
          + "'if #available(iOS 8.0, *)' for iOS versions",
        at: tokenRange)
    default:
      message = nil
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

  /// `func f<T>`, `class Box<T>`.
  mutating func rejectGenericParameters(_ what: String) throws(ParseFailure) {
    let token = current
    switch token.kind {
    case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
      if op.hasPrefix("<") {
        throw fail(
          "AlertLab does not simulate generic \(what) ('<T>'); write it for the concrete type",
          at: token.range)
      }
    default:
      break
    }
  }

  /// `throws`, `rethrows`, `async` after a parameter list.
  mutating func rejectEffects() throws(ParseFailure) {
    let token = current
    switch token.kind {
    case .keyword(.throws), .keyword(.rethrows):
      advance()
    case .identifier("async"):
      throw fail(
        "AlertLab does not simulate 'async'/'await'; use completion handlers (closures), as "
          + "present(_:animated:completion:) does",
        at: token.range)
    default:
      return
    }
  }

  /// `where T: P`.
  mutating func rejectWhereClause() throws(ParseFailure) {
    if currentTag == .keyword(.where) {
      throw fail(
        "AlertLab does not simulate generic 'where' clauses; write the code for the concrete "
          + "type",
        at: current.range)
    }
  }
}
