// Swift that AlertLab does not simulate: each gets a diagnostic that says so and names the
// nearest thing that is simulated, instead of a confusing parse error.

extension SyntaxParser {
  /// Rejects a statement starting with a keyword for something not simulated.
  mutating func rejectUnsupportedStatement() throws(ParseFailure) {
    let token = current
    let message: String?
    switch token.kind {
    case .keyword(.case), .keyword(.default):
      message =
        "'\(text(token.range))' label can only appear inside a 'switch' statement"
    case .keyword(.do), .keyword(.catch), .keyword(.throw):
      message =
        "AlertLab does not simulate errors ('do', 'try', 'catch', 'throw'); the UIKit calls it "
        + "simulates do not throw"
    case .keyword(.defer):
      message =
        "AlertLab does not simulate 'defer'; put the statements at the end of the function"
    case .keyword(.associatedtype):
      message =
        "AlertLab does not simulate '\(text(token.range))'; write the type itself"
    case .keyword(.subscript):
      message = "AlertLab does not simulate 'subscript' declarations; write a method"
    case .keyword(.operator), .keyword(.precedencegroup):
      message =
        "AlertLab does not simulate operator declarations; write a function with a name"
    case .identifier(let word)
    where ["infix", "prefix", "postfix"].contains(word)
      && (peek().kind == .keyword(.operator) || peek().kind == .keyword(.func)):
      message =
        "AlertLab does not simulate operator declarations; write a function with a name"
    case .identifier("async")
    where [.keyword(.let), .keyword(.var), .keyword(.func)].contains(peek().kind):
      message =
        "AlertLab does not simulate 'async'/'await'; use completion handlers (closures), as "
        + "present(_:animated:completion:) does"
    case .pound("if"):
      skipConditionalCompilationBlock()
      throw fail(
        "AlertLab does not simulate conditional compilation ('#if'); use "
          + "'if #available(iOS 8.0, *)' for iOS versions",
        at: token.range)
    default:
      message = nil
    }
    if let message {
      throw fail(message, at: token.range)
    }
    try rejectUnsupportedTypeDeclaration()
  }

  /// `struct`, `enum`, `protocol` (possibly after modifiers).
  mutating func rejectUnsupportedTypeDeclaration() throws(ParseFailure) {
    var position = index
    while position < tokens.count - 1 {
      switch tokens[position].kind {
      case .attribute, .keyword(.private), .keyword(.fileprivate), .keyword(.public),
        .keyword(.internal):
        position += 1
        continue
      case .identifier(let name) where SyntaxParser.modifierWords.contains(name):
        position += 1
        continue
      default:
        break
      }
      break
    }
    let token = tokens[position]
    switch token.kind {
    default:
      return
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
    if current.kind == .keyword(.where) {
      throw fail(
        "AlertLab does not simulate generic 'where' clauses; write the code for the concrete "
          + "type",
        at: current.range)
    }
  }
}
