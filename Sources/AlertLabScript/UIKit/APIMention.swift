import AlertLabKit

/// What the declarations say about an API named in a lesson's inline code:
/// `UIAlertAction.isEnabled`, `addButton(withTitle:)`, `UIAlertController(title:message:preferredStyle:)`.
public enum APIMention: Equatable, Sendable {
  /// A member declared today or as an old spelling.
  case declared
  /// Not declared; the nearest declared spelling, when there is one.
  case undeclared(nearest: String?)

  /// What the declarations say about `code`, or nil when it does not name an API of a declared
  /// type (a learner's own function, a delegate method, a file name, ...). The answer depends
  /// on `code` alone, and a course names the same APIs in many lessons and in each
  /// translation: each is worked out once for the process.
  public static func check(_ code: String) -> APIMention? {
    memo.value(code, workOut)
  }

  /// The answers `check` gave, by code.
  static let memo = SpellingMemo<String, APIMention?>()

  static func workOut(_ code: String) -> APIMention? {
    let (path, labels) = split(code)
    guard let path else { return nil }
    let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.allSatisfy(isIdentifier) else { return nil }
    if parts.count == 1 {
      let name = parts[0]
      if let type = declaredType(name) {
        // `UIAlertAction(title:style:handler:)`: an initializer.
        guard let labels else { return .declared }
        return find("init", labels: labels, in: APICatalog.table(of: type).initializers, type: type)
      }
      // `addButton(withTitle:)`: checked when some declared class has a method of that name.
      guard let labels else { return nil }
      // `dismiss()`: SwiftUI's (`@Environment(\.dismiss)`, called as a function).
      if swiftUIFunctions.contains(signature(name, labels)) { return .declared }
      let methods = APICatalog.classes.flatMap(\.members).filter {
        !$0.isProperty && $0.kind != .initializer
          && ($0.name == name || $0.old.contains { $0.name == name && $0.form == .member })
      }
      guard !methods.isEmpty else { return nil }
      return find(name, labels: labels, in: methods, type: nil)
    }
    guard parts.count == 2, let type = declaredType(parts[0]) else { return nil }
    let name = parts[1]
    if name == "self" || APICatalog.enums.contains(type + "." + name) { return .declared }
    if labels == nil, APICatalog.enums[type]?.cases.contains(name) == true { return .declared }
    let members = APICatalog.table(of: type).all
    if let labels { return find(name, labels: labels, in: members, type: type) }
    if members.contains(where: { member in
      member.name == name || member.old.contains { $0.name == name && $0.form != .global }
    }) {
      return .declared
    }
    return .undeclared(nearest: nearest(name, in: members, type: type))
  }

  /// `dismiss()`, `alert(_:isPresented:actions:)`: the functions the SwiftUI module declares
  /// (`callAsFunction` as a call of its value, `dismiss()`), by name and labels.
  static let swiftUIFunctions: Set<String> = {
    var found: Set<String> = []
    func collect(_ statements: [Stmt]) {
      for statement in statements {
        switch statement.kind {
        case .function(let decl):
          let labels = decl.parameters.map { parameter -> String? in
            let label = parameter.externalLabel ?? parameter.internalName
            return label == "_" ? nil : label
          }
          found.insert(signature(decl.name, labels))
        case .classDecl(let decl): collect(decl.members)
        case .extensionDecl(let decl): collect(decl.members)
        case .enumDecl(let decl): collect(decl.members)
        default: continue
        }
      }
    }
    collect(Interpreter.swiftUIDeclarations)
    return found
  }()

  /// `name(a:_:)`, the way a mention writes a function.
  static func signature(_ name: String, _ labels: [String?]) -> String {
    name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// `Type.member` and the labels of `(a:b:)`, or a nil path for anything else.
  static func split(_ code: String) -> (path: String?, labels: [String?]?) {
    guard let open = code.firstIndex(of: "(") else { return (code, nil) }
    guard code.hasSuffix(")") else { return (nil, nil) }
    let inside = code[code.index(after: open)..<code.index(before: code.endIndex)]
    guard inside.isEmpty || inside.hasSuffix(":") else { return (nil, nil) }
    let labels = inside.split(separator: ":").map { $0 == "_" ? nil : String($0) }
    guard labels.allSatisfy({ $0.map(isIdentifier) ?? true }) else { return (nil, nil) }
    return (String(code[..<open]), labels)
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_"
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)
    }
  }

  /// The declared type a name is, today or as an old name.
  static func declaredType(_ name: String) -> String? {
    if APICatalog.types.contains(name) { return name }
    return APICatalog.renamedTypes[name]
  }

  /// Whether a member of `members` has base name `name` and these labels, today or as an old
  /// spelling.
  static func find(_ name: String, labels: [String?], in members: [APIMember], type: String?)
    -> APIMention
  {
    for member in members {
      if member.name == name, member.params.map(\.label) == labels { return .declared }
      // `UIDevice.currentDevice()`: a static call that is a property today.
      if member.old.contains(where: { old in
        old.name == name
          && (old.form == .member && old.labels == labels
            || old.form == .staticCall && labels.isEmpty)
      }) {
        return .declared
      }
    }
    return .undeclared(
      nearest: nearest(name, in: members.filter { $0.name == name }, type: type)
        ?? nearest(name, in: members, type: type))
  }

  /// The nearest declared spelling, written as a lesson would (`UIAlertAction.isEnabled`).
  static func nearest(_ name: String, in members: [APIMember], type: String?) -> String? {
    guard let best = Spelling.nearest(name, in: members.map(\.name)) ?? members.first?.name,
      let member = members.first(where: { $0.name == best })
    else { return nil }
    let written =
      member.kind == .initializer
      ? String(member.fullName.dropFirst("init".count)) : member.fullName
    guard let type else { return written }
    return member.kind == .initializer ? type + written : type + "." + written
  }
}
