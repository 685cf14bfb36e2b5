/// A readable tree of statements, for tests and for debugging the parser:
///
/// ```
/// let a
/// └─ call
///    ├─ identifier UIAlertController
///    ├─ arg title: string "T"
///    ├─ arg message: nil
///    └─ arg preferredStyle: .alert
/// ```
///
/// Arguments, interpolations and conditions show their value on the same line; a node's
/// children follow, indented. Statements are separated by line breaks.
public enum ASTDump {
  /// The tree of `statements`; with `includeRanges`, each statement and expression ends with
  /// its source range (`@1:9-1:73`).
  public static func dump(_ statements: [Stmt], includeRanges: Bool = false) -> String {
    // A tree may be as deep as the parser allows: build the dump on a large stack.
    LargeStack.run {
      let builder = Builder(includeRanges: includeRanges)
      return statements.map { builder.node($0).rendered() }.joined(separator: "\n")
    }
  }

  /// The tree of one expression.
  public static func dump(_ expr: Expr, includeRanges: Bool = false) -> String {
    LargeStack.run { Builder(includeRanges: includeRanges).node(expr).rendered() }
  }

  /// The tree of one type.
  public static func dump(_ type: TypeSyntax) -> String {
    type.description
  }
}

/// One line of the dump and the lines under it.
private struct DumpNode {
  var title: String
  var children: [DumpNode] = []

  /// This node with `prefix` before its title.
  func prefixed(_ prefix: String) -> DumpNode {
    DumpNode(title: prefix + title, children: children)
  }

  func rendered() -> String {
    var lines: [String] = [title]
    appendChildren(to: &lines, indent: "")
    return lines.joined(separator: "\n")
  }

  private func appendChildren(to lines: inout [String], indent: String) {
    for (offset, child) in children.enumerated() {
      let isLast = offset == children.count - 1
      lines.append(indent + (isLast ? "└─ " : "├─ ") + child.title)
      child.appendChildren(to: &lines, indent: indent + (isLast ? "   " : "│  "))
    }
  }
}

private struct Builder {
  let includeRanges: Bool

  func suffix(_ range: SourceRange) -> String {
    includeRanges ? " @\(range)" : ""
  }

  // MARK: Statements

  func node(_ stmt: Stmt) -> DumpNode {
    let at = suffix(stmt.range)
    switch stmt.kind {
    case .expression(let expr):
      return node(expr)
    case .variable(let decl):
      return variable(decl, at: at)
    case .assignment(let target, let op, let value):
      return DumpNode(title: "assign \(op)" + at, children: [node(target), node(value)])
    case .ifStatement(let conditions, let then, let elseBranch):
      var children = conditions.map(condition)
      children.append(DumpNode(title: "then", children: then.map(node)))
      if let elseBranch {
        children.append(DumpNode(title: "else", children: elseBranch.map(node)))
      }
      return DumpNode(title: "if" + at, children: children)
    case .guardStatement(let conditions, let elseBody):
      var children = conditions.map(condition)
      children.append(DumpNode(title: "else", children: elseBody.map(node)))
      return DumpNode(title: "guard" + at, children: children)
    case .returnStatement(let value):
      return DumpNode(title: "return" + at, children: value.map { [node($0)] } ?? [])
    case .function(let decl):
      return function(decl, at: at)
    case .classDecl(let decl):
      let inherited =
        decl.inherited.isEmpty
        ? "" : ": " + decl.inherited.map(\.description).joined(separator: ", ")
      return DumpNode(
        title: modifiers(decl.modifiers) + (decl.isStruct ? "struct " : "class ") + decl.name
          + inherited + at,
        children: decl.members.map(node))
    case .extensionDecl(let decl):
      let inherited =
        decl.inherited.isEmpty
        ? "" : ": " + decl.inherited.map(\.description).joined(separator: ", ")
      return DumpNode(
        title: modifiers(decl.modifiers) + "extension \(decl.extendedType)" + inherited + at,
        children: decl.members.map(node))
    case .importDecl(let module):
      return DumpNode(title: "import \(module)" + at)
    case .preview:
      return DumpNode(title: "#Preview" + at)
    case .forIn(let loop):
      var children = [DumpNode(title: "pattern " + pattern(loop.pattern)), node(loop.sequence)]
      if let whereClause = loop.whereClause {
        children.append(DumpNode(title: "where", children: [node(whereClause)]))
      }
      children.append(DumpNode(title: "body", children: loop.body.map(node)))
      return DumpNode(title: label(loop.label) + "for" + at, children: children)
    case .whileLoop(let name, let conditions, let body):
      return DumpNode(
        title: label(name) + "while" + at,
        children: conditions.map(condition) + [DumpNode(title: "body", children: body.map(node))])
    case .repeatWhile(let name, let body, let condition):
      return DumpNode(
        title: label(name) + "repeat" + at,
        children: [DumpNode(title: "body", children: body.map(node)), node(condition)])
    case .breakStatement(let target):
      return DumpNode(title: "break" + (target.map { " " + $0 } ?? "") + at)
    case .continueStatement(let target):
      return DumpNode(title: "continue" + (target.map { " " + $0 } ?? "") + at)
    case .fallthroughStatement:
      return DumpNode(title: "fallthrough" + at)
    case .switchStatement(let statement):
      let cases = statement.cases.map { item in
        DumpNode(
          title: item.isDefault
            ? "default" : "case " + item.patterns.map(pattern).joined(separator: ", "),
          children: (item.whereClause.map { [DumpNode(title: "where", children: [node($0)])] }
            ?? []) + item.body.map(node))
      }
      return DumpNode(title: "switch" + at, children: [node(statement.subject)] + cases)
    case .enumDecl(let decl):
      let cases = decl.cases.map { item in
        DumpNode(
          title: "case \(item.name)"
            + (item.associatedTypes.isEmpty
              ? "" : "(" + item.associatedTypes.map(\.description).joined(separator: ", ") + ")"),
          children: item.rawValue.map { [node($0)] } ?? [])
      }
      return DumpNode(
        title: modifiers(decl.modifiers) + "enum \(decl.name)" + at,
        children: cases + decl.members.map(node))
    case .doCatch(let statement):
      let catches = statement.catches.map { item in
        DumpNode(
          title: "catch" + item.patterns.map { " " + pattern($0) }.joined(separator: ","),
          children: (item.whereClause.map { [DumpNode(title: "where", children: [node($0)])] }
            ?? []) + item.body.map(node))
      }
      return DumpNode(title: "do" + at, children: statement.body.map(node) + catches)
    case .throwStatement(let value):
      return DumpNode(title: "throw" + at, children: [node(value)])
    case .deferStatement(let body):
      return DumpNode(title: "defer" + at, children: body.map(node))
    case .protocolDecl(let decl):
      return DumpNode(
        title: "protocol \(decl.name)" + at,
        children: decl.requirements.map { DumpNode(title: "requirement " + $0) })
    }
  }

  func label(_ name: String?) -> String {
    name.map { $0 + ": " } ?? ""
  }

  func pattern(_ pattern: Pattern) -> String {
    switch pattern {
    case .wildcard: return "_"
    case .binding(let name): return "let " + name
    case .tuple(let elements): return "(" + elements.map(self.pattern).joined(separator: ", ") + ")"
    case .enumCase(let name, let arguments):
      return "." + name
        + (arguments.map { "(" + $0.map(self.pattern).joined(separator: ", ") + ")" } ?? "")
    case .expression(let expr): return "expr " + node(expr).title
    case .typeCast(let inner, let type):
      return inner.map { self.pattern($0) + " as \(type)" } ?? "is \(type)"
    }
  }

  func modifiers(_ modifiers: [Modifier]) -> String {
    modifiers.map { modifier in
      modifier.name + (modifier.argument.map { "(\($0))" } ?? "") + " "
    }.joined()
  }

  func variable(_ decl: VariableDecl, at: String) -> DumpNode {
    var title = modifiers(decl.modifiers) + (decl.isConstant ? "let " : "var ") + decl.name
    if let type = decl.type { title += ": \(type)" }
    var children: [DumpNode] = []
    if let initializer = decl.initializer { children.append(node(initializer)) }
    for accessor in decl.accessors {
      let name = accessor.kind.rawValue + (accessor.parameterName.map { "(\($0))" } ?? "")
      children.append(DumpNode(title: name, children: accessor.body.map(node)))
    }
    return DumpNode(title: title + at, children: children)
  }

  func function(_ decl: FunctionDecl, at: String) -> DumpNode {
    let parameters = decl.parameters.map { parameter in
      var text = modifiers(parameter.attributes)
      if let label = parameter.externalLabel { text += label + " " }
      return text + parameter.internalName + ": \(parameter.type)"
    }.joined(separator: ", ")
    var title = modifiers(decl.modifiers)
    if decl.name == "init" {
      title += "init" + (decl.isFailable ? "?" : "")
    } else if decl.name == "deinit" {
      title += "deinit"
    } else {
      title += "func " + decl.name
    }
    if decl.name != "deinit" { title += "(" + parameters + ")" }
    if let result = decl.returnType { title += " -> \(result)" }
    var children: [DumpNode] = []
    for parameter in decl.parameters {
      if let value = parameter.defaultValue {
        children.append(node(value).prefixed("default \(parameter.internalName): "))
      }
    }
    children += decl.body.map(node)
    return DumpNode(title: title + at, children: children)
  }

  func condition(_ condition: Condition) -> DumpNode {
    switch condition {
    case .expression(let expr):
      return node(expr).prefixed("condition ")
    case .optionalBinding(let binding):
      var title = "condition " + (binding.isVar ? "var " : "let ") + binding.name
      if let type = binding.type { title += ": \(type)" }
      return DumpNode(
        title: title + suffix(binding.range), children: binding.value.map { [node($0)] } ?? [])
    case .patternMatch(let match):
      return DumpNode(
        title: "condition case " + pattern(match.pattern) + suffix(match.range),
        children: [node(match.value)])
    }
  }

  // MARK: Expressions

  func node(_ expr: Expr) -> DumpNode {
    let at = suffix(expr.range)
    switch expr.kind {
    case .integer(let value):
      return DumpNode(title: "integer \(value)" + at)
    case .float(let value):
      return DumpNode(title: "float \(value)" + at)
    case .string(let segments):
      if segments.allSatisfy({ if case .text = $0 { return true } else { return false } }) {
        let text = segments.map { segment -> String in
          if case .text(let text) = segment { return text }
          return ""
        }.joined()
        return DumpNode(title: "string " + quoted(text) + at)
      }
      return DumpNode(
        title: "interpolated string" + at,
        children: segments.map { segment in
          switch segment {
          case .text(let text): return DumpNode(title: "text " + quoted(text))
          case .interpolation(let value): return node(value).prefixed("interpolation ")
          }
        })
    case .boolean(let value):
      return DumpNode(title: "boolean \(value)" + at)
    case .nilLiteral:
      return DumpNode(title: "nil" + at)
    case .identifier(let name):
      return DumpNode(title: "identifier \(name)" + at)
    case .implicitMember(let name):
      return DumpNode(title: ".\(name)" + at)
    case .member(let base, let name, _):
      return DumpNode(title: "member \(name)" + at, children: [node(base)])
    case .call(let callee, let arguments):
      return DumpNode(title: "call" + at, children: [node(callee)] + arguments.map(argument))
    case .subscriptAccess(let base, let arguments):
      return DumpNode(title: "subscript" + at, children: [node(base)] + arguments.map(argument))
    case .forceUnwrap(let value):
      return DumpNode(title: "force unwrap" + at, children: [node(value)])
    case .bindOptional(let value):
      return DumpNode(title: "bind optional" + at, children: [node(value)])
    case .optionalEvaluation(let value):
      return DumpNode(title: "optional evaluation" + at, children: [node(value)])
    case .prefix(let op, let value):
      return DumpNode(title: "prefix \(op)" + at, children: [node(value)])
    case .binary(let op, let lhs, let rhs):
      return DumpNode(title: "binary \(op)" + at, children: [node(lhs), node(rhs)])
    case .ternary(let condition, let then, let otherwise):
      return DumpNode(
        title: "ternary" + at, children: [node(condition), node(then), node(otherwise)])
    case .cast(let value, let kind, let type):
      return DumpNode(title: "cast \(kind.rawValue) \(type)" + at, children: [node(value)])
    case .typeCheck(let value, let type):
      return DumpNode(title: "is \(type)" + at, children: [node(value)])
    case .closure(let closure):
      return DumpNode(title: closureTitle(closure) + at, children: closure.body.map(node))
    case .array(let elements):
      return DumpNode(
        title: (elements.isEmpty ? "array []" : "array") + at, children: elements.map(node))
    case .paren(let value):
      return DumpNode(title: "paren" + at, children: [node(value)])
    case .tuple(let elements):
      return DumpNode(
        title: (elements.isEmpty ? "tuple ()" : "tuple") + at, children: elements.map(argument))
    case .selector(let name):
      return DumpNode(title: "#selector \(name)" + at)
    case .available(let specifications):
      return DumpNode(title: "#available " + specifications.joined(separator: ", ") + at)
    case .tryExpr(let kind, let value):
      return DumpNode(title: kind.rawValue + at, children: [node(value)])
    case .dictionary(let entries):
      return DumpNode(
        title: (entries.isEmpty ? "dictionary [:]" : "dictionary") + at,
        children: entries.map { entry in
          DumpNode(title: "entry", children: [node(entry.key), node(entry.value)])
        })
    case .branching(let statement):
      return DumpNode(title: "branching" + at, children: [node(statement)])
    case .postfix(let op, let value):
      return DumpNode(title: "postfix \(op)" + at, children: [node(value)])
    case .sourceLocation(let name):
      return DumpNode(title: "#\(name)" + at)
    }
  }

  func argument(_ argument: Argument) -> DumpNode {
    let value = node(argument.value)
    let label = argument.label.map { $0 + ": " } ?? ""
    return value.prefixed((argument.isTrailingClosure ? "trailing " : "arg ") + label)
  }

  func closureTitle(_ closure: ClosureExpr) -> String {
    var parts = ["closure"]
    if !closure.captures.isEmpty {
      let captures = closure.captures.map { capture in
        var text = (capture.specifier.map { $0 + " " } ?? "") + capture.name
        if capture.value != nil { text += " = ..." }
        return text
      }
      parts.append("[" + captures.joined(separator: ", ") + "]")
    }
    if let parameters = closure.parameters {
      let list = parameters.map { parameter in
        parameter.name + (parameter.type.map { ": \($0)" } ?? "")
      }.joined(separator: ", ")
      if closure.hasParenthesizedParameters {
        parts.append("(" + list + ")")
      } else if !list.isEmpty {
        parts.append(list)
      }
      if let result = closure.returnType { parts.append("-> \(result)") }
      parts.append("in")
    }
    return parts.joined(separator: " ")
  }

  /// `"text"` with Swift's escapes.
  func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\0": out += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
