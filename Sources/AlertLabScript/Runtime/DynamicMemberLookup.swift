import AlertLabKit

// `@dynamicMemberLookup`: a type so marked answers a member name it does not declare through
// its `subscript(dynamicMember:)`, given the name as a `String` or as a key path to the member
// (`\.name`, for a parameter typed `KeyPath`, `WritableKeyPath` or `ReferenceWritableKeyPath`).
// `value.name` reads `value[dynamicMember: ...]`; `value.name = x` sets it through the
// subscript's setter. A key path is a function here (`Parser.parseKeyPath`); writing through
// one, `root[keyPath: path] = x`, stores into the member chain it names.

extension Interpreter {
  static let dynamicMemberLookupAttribute = "@dynamicMemberLookup"

  /// The argument of `value[dynamicMember: ...]` for `name`: nil unless the value's type is
  /// marked `@dynamicMemberLookup`, declares the subscript, and declares no member `name`.
  /// A key path from a type of the learner's that lacks the member is the compiler's error.
  func dynamicMemberArgument(_ receiver: Value, name: String, range: SourceRange) throws
    -> Argument?
  {
    guard mayHaveDeclaredMembers(receiver), !name.hasPrefix("$") else { return nil }
    let chain = typeChain(of: receiver)
    guard
      chain.contains(where: { type in
        state.classes[type]?.modifiers.contains { $0.name == Self.dynamicMemberLookupAttribute }
          ?? false
      })
    else { return nil }
    var parameterType: String?
    for type in chain {
      for member in declaredMembers(of: type) {
        switch member.kind {
        case .variable(let variable) where variable.name == name:
          return nil
        case .function(let decl) where decl.name == "subscript" && parameterType == nil:
          if let first = decl.parameters.first, first.externalLabel == "dynamicMember" {
            parameterType = first.type.description
          }
        default:
          continue
        }
      }
    }
    guard let parameterType else { return nil }
    let label = "dynamicMember"
    guard parameterType.contains("KeyPath") else {
      return Argument(label: label, value: Expr(.string([.text(name)]), range: range))
    }
    // `WritableKeyPath<Point, T>`: a member `Point` declares.
    let root = parameterType.drop { $0 != "<" }.dropFirst().prefix { $0 != "," && $0 != ">" }
    let rootType = String(root.filter { $0 != " " })
    if state.classes[rootType] != nil,
      !declaredMembers(of: rootType).contains(where: { member in
        if case .variable(let variable) = member.kind { return variable.name == name }
        return false
      })
    {
      throw scriptError(
        "value of type '\(typeName(receiver))' has no dynamic member '\(name)' using key path "
          + "from root type '\(rootType)'", at: range)
    }
    // `\.name`, as the parser makes it: the closure `{ $0.name }`.
    let start = Expr(.identifier("$0"), range: range)
    let access = Expr(.member(start, name: name, nameRange: range), range: range)
    var path = ClosureExpr(parameters: nil, body: [Stmt(.expression(access), range: range)])
    path.isKeyPath = true
    return Argument(label: label, value: Expr(.closure(path), range: range))
  }

  /// `root[keyPath: path] = value` where `path` is a key path (`\.name`, `\.size.width`): the
  /// member chain it names, on `root` (`root.size.width`). Nil for any other subscript.
  func keyPathTarget(_ arguments: [Argument], root: Expr) throws -> Expr? {
    guard arguments.count == 1, arguments[0].label == "keyPath",
      case .function(.closure(let index)) = try eval(arguments[0].value),
      case .closure(let closure, _)? = state.callables[index], closure.parameters == nil,
      closure.body.count == 1, case .expression(let chain) = closure.body[0].kind
    else { return nil }
    return replacingKeyPathRoot(chain, with: root)
  }

  /// The chain `$0.a.b` (or `$0.rows[0]`) with its root `$0` replaced by `root`; nil when
  /// it is not a chain of members and subscripts from `$0`.
  private func replacingKeyPathRoot(_ chain: Expr, with root: Expr) -> Expr? {
    var components: [Expr] = []
    var current = chain
    while true {
      switch current.kind {
      case .identifier("$0"):
        var rebuilt = root
        for component in components.reversed() {
          switch component.kind {
          case .member(_, let name, let nameRange):
            rebuilt = Expr(.member(rebuilt, name: name, nameRange: nameRange), range: root.range)
          case .subscriptAccess(_, let arguments):
            rebuilt = Expr(.subscriptAccess(rebuilt, arguments), range: root.range)
          default:
            return nil
          }
        }
        return rebuilt
      case .member(let base, _, _), .subscriptAccess(let base, _):
        components.append(current)
        current = base
      default:
        return nil
      }
    }
  }
}
