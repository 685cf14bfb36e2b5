/// The declarations of one block of input (a multi-line paste, a script, a lesson's code),
/// known before any of it runs: Swift makes types, extensions and functions declared later in
/// a file visible to the code before them, and the checker must not call them unknown.
public struct UpcomingDeclarations: Sendable {
  /// Functions by base name.
  var functions: [String: [FunctionDecl]] = [:]
  /// Classes, structs and enums.
  var types: Set<String> = []
  /// Top-level `let`s and `var`s.
  var variables: Set<String> = []
  /// Members that extensions add (`alert.addCancel()`).
  var members: Set<String> = []
  /// The types the block's extensions extend, as written.
  var extended: Set<String> = []
  /// The classes' superclasses (the first type each inherits from), by class name.
  var superclasses: [String: String] = [:]
  /// The classes in the order the block declares them: a cycle of inheritance is reported
  /// at its first class, as Swift reports it.
  var classOrder: [String: Int] = [:]
  /// The actors, by name.
  var actors: [String: ClassDecl] = [:]
  /// Where each type and top-level variable is first declared (the first line of its input,
  /// and its place there): a second declaration of the name in the same block is Swift's
  /// "invalid redeclaration".
  var firstDeclared: [String: (firstLine: Int, range: SourceRange)] = [:]

  public init() {}

  /// The declarations among `statements`.
  public init(_ statements: [Stmt]) {
    add(statements)
  }

  public var isEmpty: Bool {
    functions.isEmpty && types.isEmpty && variables.isEmpty && members.isEmpty
  }

  /// `firstLine`: the line of the block where the input of `statements` starts.
  public mutating func add(_ statements: [Stmt], firstLine: Int = 1) {
    for statement in statements {
      // `_` declares nothing; `$tuple1` holds a destructured tuple, one for each.
      if let (name, range) = Self.redeclarable(statement), name != "_", !name.hasPrefix("$") {
        let place = (firstLine, range)
        if firstDeclared[name].map({ Self.precedes(place, $0) }) ?? true {
          firstDeclared[name] = place
        }
      }
      switch statement.kind {
      case .function(let decl): functions[decl.name, default: []].append(decl)
      case .classDecl(let decl):
        types.insert(decl.name)
        classOrder[decl.name] = classOrder.count
        if let parent = decl.inherited.first?.description { superclasses[decl.name] = parent }
        if decl.isActor { actors[decl.name] = decl }
      case .enumDecl(let decl): types.insert(decl.name)
      case .protocolDecl(let decl): types.insert(decl.name)
      case .variable(let decl): variables.insert(decl.name)
      case .extensionDecl(let decl):
        extended.insert(decl.extendedType.description)
        for member in decl.members {
          if let name = UpcomingDeclarations.name(of: member) { members.insert(name) }
        }
        if decl.extendedType.description == "ViewController" {
          for member in decl.members {
            if case .function(let function) = member.kind {
              functions[function.name, default: []].append(function)
            }
          }
        }
      default: break
      }
    }
  }

  /// A top-level variable's declaration is running: it is no longer further down.
  public mutating func reached(_ statement: Stmt) {
    if case .variable(let decl) = statement.kind, !variables.isEmpty {
      variables.remove(decl.name)
    }
  }

  /// True when the block declares, before `name`, a class not declared yet whose superclasses
  /// lead to one of UIKit's view controller classes.
  func viewControllerClass(before name: String, in machine: Interpreter) -> Bool {
    guard let position = classOrder[name] else { return false }
    return classOrder.contains { other, order in
      guard order < position, machine.state.classes[other] == nil else { return false }
      var current = other
      for _ in 0..<64 {
        guard
          let parent = superclasses[current]
            ?? machine.state.classes[current]?.inherited
            .first?.description
        else { return false }
        if machine.isViewControllerClassName(parent) { return true }
        current = parent
      }
      return false
    }
  }

  /// The name a type or a variable declaration declares, and where.
  static func redeclarable(_ statement: Stmt) -> (String, SourceRange)? {
    switch statement.kind {
    case .classDecl(let decl): return (decl.name, decl.nameRange)
    case .enumDecl(let decl): return (decl.name, decl.nameRange)
    case .protocolDecl(let decl): return (decl.name, decl.nameRange)
    case .variable(let decl): return (decl.name, decl.nameRange)
    default: return nil
    }
  }

  /// True when the place `a` is before `b` in the block.
  static func precedes(
    _ a: (firstLine: Int, range: SourceRange), _ b: (firstLine: Int, range: SourceRange)
  )
    -> Bool
  {
    let lineA = a.firstLine + a.range.start.line
    let lineB = b.firstLine + b.range.start.line
    return lineA != lineB ? lineA < lineB : a.range.start.column < b.range.start.column
  }

  /// Swift's error for `statement`, of the input starting at `firstLine`, when an earlier
  /// statement of the block declares its name; the note points there when it is in the same
  /// input.
  public func redeclaration(_ statement: Stmt, firstLine: Int) -> Diagnostic? {
    // Most inputs (a typed line) declare nothing ahead: no name is looked up.
    guard !firstDeclared.isEmpty, let (name, range) = Self.redeclarable(statement),
      let first = firstDeclared[name],
      Self.precedes(first, (firstLine, range))
    else { return nil }
    let notes: [Diagnostic] =
      first.firstLine == firstLine
      ? [.note("'\(name)' previously declared here", at: first.range)] : []
    return .error("invalid redeclaration of '\(name)'", at: range, notes: notes)
  }

  func contains(_ name: String) -> Bool {
    functions[name] != nil || types.contains(name) || variables.contains(name)
      || members.contains(name)
  }

  /// The name a member declaration declares, if it declares one.
  static func name(of statement: Stmt) -> String? {
    switch statement.kind {
    case .function(let decl): return decl.name
    case .variable(let decl): return decl.name
    case .classDecl(let decl): return decl.name
    case .enumDecl(let decl): return decl.name
    default: return nil
    }
  }

  /// The names a statement declares for the code after it: a variable's, a function's, a
  /// type's, or the members an extension adds; empty for any other statement.
  public static func declaredNames(of statement: Stmt) -> [String] {
    if case .variable(let decl) = statement.kind { return [decl.name] }
    // A top-level `guard let v = ... else { ... }` binds `v` for the code after it.
    if case .guardStatement(let conditions, _) = statement.kind {
      var names: [String] = []
      for condition in conditions {
        switch condition {
        case .optionalBinding(let binding): names.append(binding.name)
        case .patternMatch(let match): names += boundNames(match.pattern)
        case .expression: break
        }
      }
      return names
    }
    return hoistableNames(of: statement)
  }

  /// The names a pattern binds.
  static func boundNames(_ pattern: Pattern) -> [String] {
    switch pattern {
    case .binding(let name): return [name]
    case .tuple(let items): return items.flatMap(boundNames)
    case .enumCase(_, let arguments): return (arguments ?? []).flatMap(boundNames)
    case .typeCast(let inner, _): return inner.map(boundNames) ?? []
    case .wildcard, .expression: return []
    }
  }

  /// The names a declaration makes usable elsewhere, for deciding whether an earlier
  /// statement needs it; empty for a statement that is not a type, extension or function.
  public static func hoistableNames(of statement: Stmt) -> [String] {
    switch statement.kind {
    case .function(let decl): return [decl.name]
    case .classDecl(let decl): return [decl.name]
    case .enumDecl(let decl): return [decl.name]
    case .protocolDecl(let decl): return [decl.name]
    case .extensionDecl(let decl): return decl.members.compactMap(name(of:))
    default: return []
    }
  }
}

extension Interpreter {
  /// Why a top-level variable declared further down the block is not there yet.
  func declaredLaterNote(_ name: String, at range: SourceRange) -> Diagnostic {
    .note(
      "'\(name)' is declared further down: top-level code runs in order, so it has no value "
        + "here yet (swiftc compiles this in main.swift but reads the variable before it is "
        + "set); declare it before this line", at: range)
  }
}
