// Prints the syntax tree the Objective-C front end made as the Swift source it stands for,
// in today's spelling: what `:swift` shows after an Objective-C statement.

enum ObjCSwiftPrinter {
  static let indentUnit = "    "

  static func print(_ statement: Stmt) -> String {
    var lines: [String] = []
    append(statement, indent: "", to: &lines)
    return lines.joined(separator: "\n")
  }

  /// A type from its Swift spelling: `UITextField!`, `[UIAlertAction]`, `String?`.
  static func typeSyntax(_ spelling: String, at range: SourceRange) -> TypeSyntax {
    if spelling.hasSuffix("?") {
      return TypeSyntax(.optional(typeSyntax(String(spelling.dropLast()), at: range)), range: range)
    }
    if spelling.hasSuffix("!") {
      return TypeSyntax(
        .implicitlyUnwrappedOptional(typeSyntax(String(spelling.dropLast()), at: range)),
        range: range)
    }
    if spelling.hasPrefix("["), spelling.hasSuffix("]") {
      let inner = String(spelling.dropFirst().dropLast())
      if let colon = inner.firstIndex(of: ":") {
        let key = String(inner[..<colon])
        let value = String(inner[inner.index(after: colon)...].drop { $0 == " " })
        return TypeSyntax(
          .dictionary(typeSyntax(key, at: range), typeSyntax(value, at: range)), range: range)
      }
      return TypeSyntax(.array(typeSyntax(inner, at: range)), range: range)
    }
    return TypeSyntax(.named(spelling, genericArguments: []), range: range)
  }

  /// True when `statements` assign `name` (`name = ...`, `name += ...`).
  static func assigns(_ name: String, in statements: [Stmt]) -> Bool {
    statements.contains { statement in
      switch statement.kind {
      case .assignment(let target, _, _):
        return target.kind == .identifier(name)
      case .ifStatement(_, let then, let elseBranch):
        return assigns(name, in: then) || assigns(name, in: elseBranch ?? [])
      case .whileLoop(_, _, let body), .repeatWhile(_, let body, _):
        return assigns(name, in: body)
      case .forIn(let loop):
        return assigns(name, in: loop.body)
      case .switchStatement(let switchStmt):
        return switchStmt.cases.contains { assigns(name, in: $0.body) }
      default:
        return false
      }
    }
  }

  // MARK: - Statements

  static func append(_ statement: Stmt, indent: String, to lines: inout [String]) {
    switch statement.kind {
    case .doCatch(let statement):
      lines.append(indent + "do {")
      appendBody(statement.body, indent: indent, to: &lines)
      for clause in statement.catches {
        let patterns = clause.patterns.map { pattern($0, indent: indent) }
        lines.append(
          indent + "} catch" + (patterns.isEmpty ? "" : " " + patterns.joined(separator: ", "))
            + (clause.whereClause.map { " where " + expression($0, indent: indent) } ?? "")
            + " {")
        appendBody(clause.body, indent: indent, to: &lines)
      }
      lines.append(indent + "}")
    case .throwStatement(let value):
      lines.append(indent + "throw " + expression(value, indent: indent))
    case .deferStatement(let body):
      lines.append(indent + "defer {")
      appendBody(body, indent: indent, to: &lines)
      lines.append(indent + "}")
    case .protocolDecl(let decl):
      let inherited = decl.inherited.map(\.description).joined(separator: ", ")
      lines.append(
        indent + "protocol " + decl.name + (inherited.isEmpty ? "" : ": " + inherited) + " {")
      for requirement in decl.requirements { lines.append(indent + indentUnit + requirement) }
      lines.append(indent + "}")
    case .expression(let expr):
      lines.append(indent + expression(expr, indent: indent))
    case .variable(let decl):
      appendVariable(decl, indent: indent, to: &lines)
    case .assignment(let target, let op, let value):
      lines.append(
        indent + expression(target, indent: indent) + " \(op) " + expression(value, indent: indent))
    case .ifStatement(let conditions, let then, let elseBranch):
      appendIf(conditions, then, elseBranch, prefix: indent + "if ", indent: indent, to: &lines)
    case .returnStatement(let value):
      lines.append(indent + "return" + (value.map { " " + expression($0, indent: indent) } ?? ""))
    case .function(let decl):
      let modifiers = decl.modifiers.map(\.name).joined(separator: " ")
      let parameters = decl.parameters.map { parameter -> String in
        var label = ""
        if let external = parameter.externalLabel { label = external + " " }
        return label + parameter.internalName + ": " + (parameter.isInout ? "inout " : "")
          + parameter.type.description
      }
      let result = decl.returnType.map { " -> " + $0.description } ?? ""
      // `init(frame: CGRect)`, `init?(coder:)` and `deinit` are not spelled with `func`.
      var head = "func \(decl.name)("
      if decl.name == "init" { head = decl.isFailable ? "init?(" : "init(" }
      let signature =
        decl.name == "deinit" ? "deinit" : head + parameters.joined(separator: ", ") + ")" + result
      lines.append(indent + (modifiers.isEmpty ? "" : modifiers + " ") + signature + " {")
      appendBody(decl.body, indent: indent, to: &lines)
      lines.append(indent + "}")
    case .classDecl(let decl):
      let inherited = decl.inherited.map(\.description).joined(separator: ", ")
      lines.append(
        indent + "class \(decl.name)" + (inherited.isEmpty ? "" : ": " + inherited) + " {")
      for member in decl.members { append(member, indent: indent + indentUnit, to: &lines) }
      lines.append(indent + "}")
    case .forIn(let loop):
      lines.append(
        indent + "for " + pattern(loop.pattern, indent: indent) + " in "
          + expression(loop.sequence, indent: indent) + " {")
      appendBody(loop.body, indent: indent, to: &lines)
      lines.append(indent + "}")
    case .whileLoop(_, let conditions, let body):
      lines.append(indent + "while " + conditionList(conditions, indent: indent) + " {")
      appendBody(body, indent: indent, to: &lines)
      lines.append(indent + "}")
    case .repeatWhile(_, let body, let condition):
      lines.append(indent + "repeat {")
      appendBody(body, indent: indent, to: &lines)
      lines.append(indent + "} while " + expression(condition, indent: indent))
    case .breakStatement:
      lines.append(indent + "break")
    case .continueStatement:
      lines.append(indent + "continue")
    case .fallthroughStatement:
      lines.append(indent + "fallthrough")
    case .switchStatement(let switchStmt):
      lines.append(indent + "switch " + expression(switchStmt.subject, indent: indent) + " {")
      for switchCase in switchStmt.cases {
        if switchCase.isDefault {
          lines.append(indent + "default:")
        } else {
          lines.append(
            indent + "case "
              + switchCase.patterns.map { pattern($0, indent: indent) }.joined(separator: ", ")
              + ":")
        }
        appendBody(switchCase.body, indent: indent, to: &lines)
      }
      lines.append(indent + "}")
    case .guardStatement, .extensionDecl, .importDecl, .enumDecl, .preview:
      lines.append(indent + "// (not made from Objective-C)")
    }
  }

  static func appendBody(_ body: [Stmt], indent: String, to lines: inout [String]) {
    for statement in body { append(statement, indent: indent + indentUnit, to: &lines) }
  }

  static func appendIf(
    _ conditions: [Condition], _ then: [Stmt], _ elseBranch: [Stmt]?, prefix: String,
    indent: String, to lines: inout [String]
  ) {
    lines.append(prefix + conditionList(conditions, indent: indent) + " {")
    appendBody(then, indent: indent, to: &lines)
    guard let elseBranch else {
      lines.append(indent + "}")
      return
    }
    if elseBranch.count == 1,
      case .ifStatement(let more, let moreThen, let moreElse) = elseBranch[0].kind
    {
      appendIf(more, moreThen, moreElse, prefix: indent + "} else if ", indent: indent, to: &lines)
      return
    }
    lines.append(indent + "} else {")
    appendBody(elseBranch, indent: indent, to: &lines)
    lines.append(indent + "}")
  }

  static func appendVariable(_ decl: VariableDecl, indent: String, to lines: inout [String]) {
    let modifiers = decl.modifiers.map(\.name).joined(separator: " ")
    var line =
      indent + (modifiers.isEmpty ? "" : modifiers + " ") + (decl.isConstant ? "let " : "var ")
      + decl.name
    if let type = decl.type { line += ": " + type.description }
    if let initializer = decl.initializer {
      line += " = " + expression(initializer, indent: indent)
    }
    guard !decl.accessors.isEmpty else {
      lines.append(line)
      return
    }
    lines.append(line + " {")
    for accessor in decl.accessors {
      let inner = indent + indentUnit
      if accessor.body.count == 1, case .returnStatement(let value?) = accessor.body[0].kind {
        lines.append(
          inner + accessor.kind.rawValue + " { " + expression(value, indent: inner) + " }")
      } else if accessor.body.count == 1 {
        var single: [String] = []
        append(accessor.body[0], indent: "", to: &single)
        lines.append(inner + accessor.kind.rawValue + " { " + single.joined(separator: "; ") + " }")
      } else {
        lines.append(inner + accessor.kind.rawValue + " {")
        appendBody(accessor.body, indent: inner, to: &lines)
        lines.append(inner + "}")
      }
    }
    lines.append(indent + "}")
  }

  static func conditionList(_ conditions: [Condition], indent: String) -> String {
    conditions.map { condition -> String in
      switch condition {
      case .expression(let expr): return expression(expr, indent: indent)
      case .optionalBinding(let binding):
        return (binding.isVar ? "var " : "let ") + binding.name
          + (binding.value.map { " = " + expression($0, indent: indent) } ?? "")
      case .patternMatch(let match):
        return "case " + pattern(match.pattern, indent: indent) + " = "
          + expression(match.value, indent: indent)
      }
    }.joined(separator: ", ")
  }

  static func pattern(_ pattern: Pattern, indent: String) -> String {
    switch pattern {
    case .wildcard: return "_"
    case .binding(let name): return name
    case .tuple(let elements):
      return "(" + elements.map { self.pattern($0, indent: indent) }.joined(separator: ", ") + ")"
    case .enumCase(let name, let arguments):
      return "." + name
        + (arguments.map {
          "(" + $0.map { self.pattern($0, indent: indent) }.joined(separator: ", ") + ")"
        } ?? "")
    case .expression(let expr): return expression(expr, indent: indent)
    case .typeCast(let inner, let type):
      guard let inner else { return "is " + type.description }
      return "let " + self.pattern(inner, indent: indent) + " as " + type.description
    }
  }

  // MARK: - Expressions

  static func expression(_ expr: Expr, indent: String) -> String {
    switch expr.kind {
    case .integer(let value): return String(value)
    case .float(let value):
      if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
      return String(value)
    case .string(let segments):
      var out = "\""
      for segment in segments {
        switch segment {
        case .text(let text): out += escaped(text)
        case .interpolation(let inner): out += "\\(" + expression(inner, indent: indent) + ")"
        }
      }
      return out + "\""
    case .boolean(let flag): return flag ? "true" : "false"
    case .nilLiteral: return "nil"
    case .identifier(let name): return name == ObjectiveCNil.name ? "nil" : name
    case .implicitMember(let name): return "." + name
    case .member(let base, let name, _): return expression(base, indent: indent) + "." + name
    case .call(let callee, let arguments):
      let shown = arguments.filter { $0.value.kind != .identifier(ObjectiveCNil.listEnd) }
      return expression(callee, indent: indent) + "("
        + shown.map { argument($0, indent: indent) }.joined(separator: ", ") + ")"
    case .subscriptAccess(let base, let arguments):
      return expression(base, indent: indent) + "["
        + arguments.map { argument($0, indent: indent) }.joined(separator: ", ") + "]"
    case .tryExpr(let kind, let inner):
      return kind.rawValue + " " + expression(inner, indent: indent)
    case .dictionary(let entries):
      if entries.isEmpty { return "[:]" }
      return "["
        + entries.map {
          expression($0.key, indent: indent) + ": " + expression($0.value, indent: indent)
        }.joined(separator: ", ") + "]"
    case .forceUnwrap(let inner): return expression(inner, indent: indent) + "!"
    case .bindOptional(let inner): return expression(inner, indent: indent) + "?"
    case .optionalEvaluation(let inner): return expression(inner, indent: indent)
    case .prefix(let op, let inner): return op + operand(inner, indent: indent)
    case .binary(let op, let lhs, let rhs):
      let spacing = op == "..<" || op == "..." ? "" : " "
      return operand(lhs, indent: indent) + spacing + op + spacing + operand(rhs, indent: indent)
    case .ternary(let condition, let then, let otherwise):
      return operand(condition, indent: indent) + " ? " + operand(then, indent: indent) + " : "
        + operand(otherwise, indent: indent)
    case .cast(let inner, let kind, let type):
      return operand(inner, indent: indent) + " \(kind.rawValue) " + type.description
    case .typeCheck(let inner, let type):
      return operand(inner, indent: indent) + " is " + type.description
    case .closure(let closure):
      return self.closure(closure, indent: indent)
    case .array(let elements):
      return "[" + elements.map { expression($0, indent: indent) }.joined(separator: ", ") + "]"
    case .paren(let inner):
      // A maybe-nil pointer passed where Swift wants an object (`x ?? Objective-C's nil`) is
      // written as Swift code that compiles would: unwrapped.
      if case .binary("??", let value, let right) = inner.kind,
        right.kind == .identifier(ObjectiveCNil.name)
      {
        return expression(value, indent: indent) + "!"
      }
      return "(" + expression(inner, indent: indent) + ")"
    case .tuple(let arguments):
      return "(" + arguments.map { argument($0, indent: indent) }.joined(separator: ", ") + ")"
    case .selector(let name): return "#selector(\(name))"
    case .available(let specs): return "#available(" + specs.joined(separator: ", ") + ")"
    case .postfix(let op, let inner): return operand(inner, indent: indent) + op
    case .sourceLocation(let name): return "#" + name
    case .branching: return "/* if or switch expression */"
    }
  }

  /// An operand of an operator, in parentheses when it is itself an operation.
  static func operand(_ expr: Expr, indent: String) -> String {
    switch expr.kind {
    case .binary, .ternary, .cast, .typeCheck:
      return "(" + expression(expr, indent: indent) + ")"
    default:
      return expression(expr, indent: indent)
    }
  }

  static func argument(_ argument: Argument, indent: String) -> String {
    (argument.label.map { $0 + ": " } ?? "") + expression(argument.value, indent: indent)
  }

  static func closure(_ closure: ClosureExpr, indent: String) -> String {
    var head = "{"
    if !closure.captures.isEmpty {
      head += " [" + closure.captures.map(\.name).joined(separator: ", ") + "]"
    }
    if let parameters = closure.parameters {
      let list = parameters.map { $0.name + ($0.type.map { ": " + $0.description } ?? "") }
      head += " (" + list.joined(separator: ", ") + ")"
      if let returnType = closure.returnType { head += " -> " + returnType.description }
      head += " in"
    } else if let returnType = closure.returnType {
      head += " () -> " + returnType.description + " in"
    }
    if closure.body.isEmpty { return head + " }" }
    var lines: [String] = [head]
    for statement in closure.body { append(statement, indent: indent + indentUnit, to: &lines) }
    lines.append(indent + "}")
    return lines.joined(separator: "\n")
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out
  }
}
