import AlertLabKit

// Property wrappers (`@propertyWrapper struct Clamped { var wrappedValue: Int ... }`). As
// Swift makes it, a property written `@Clamped(0...100) var level: Int = 140` is a stored
// `_level` holding `Clamped(wrappedValue: 140, 0...100)`, a computed `level` reading and
// writing `_level.wrappedValue`, and (when the wrapper has a `projectedValue`) a computed
// `$level` reading `_level.projectedValue`. A wrapped local variable is its `_level`; reading
// or setting `level` (or reading `$level`) goes through it.

extension Interpreter {
  /// The type a custom attribute names when that type is a property wrapper.
  func propertyWrapperType(_ modifier: Modifier) -> String? {
    guard modifier.name.hasPrefix("@") else { return nil }
    let type = String(modifier.name.dropFirst())
    guard let decl = state.classes[type],
      decl.modifiers.contains(where: { $0.name == "@propertyWrapper" })
    else { return nil }
    return type
  }

  /// The property wrapper attribute of a variable, with the wrapper's type.
  func wrapperAttribute(_ decl: VariableDecl) -> (attribute: Modifier, type: String)? {
    guard !state.classes.isEmpty else { return nil }
    for modifier in decl.modifiers {
      if let type = propertyWrapperType(modifier) { return (modifier, type) }
    }
    return nil
  }

  /// `Clamped(wrappedValue: 140, 0...100)`: the wrapper's initializer for a wrapped variable
  /// (`Clamped(0...100)` without an initial value, `Trimmed()` without arguments either).
  func wrapperInitializer(_ attribute: Modifier, type: String, of decl: VariableDecl) -> Expr {
    var arguments = attribute.arguments ?? []
    if let initial = decl.initializer {
      arguments.insert(Argument(label: "wrappedValue", value: initial), at: 0)
    }
    let callee = Expr(.identifier(type), range: attribute.range)
    return Expr(.call(callee, arguments), range: attribute.range)
  }

  /// True when the wrapper type (or an extension of it) declares `projectedValue`.
  func hasProjectedValue(_ type: String) -> Bool {
    declaredMembers(of: type).contains {
      if case .variable(let variable) = $0.kind { return variable.name == "projectedValue" }
      return false
    }
  }

  /// A type's members with each wrapped property made the storage and computed properties
  /// Swift makes of it.
  func expandingWrappedProperties(_ members: [Stmt]) -> [Stmt] {
    guard !state.classes.isEmpty else { return members }
    var expanded: [Stmt] = []
    var changed = false
    for member in members {
      guard case .variable(let decl) = member.kind, let (attribute, type) = wrapperAttribute(decl)
      else {
        expanded.append(member)
        continue
      }
      changed = true
      let range = decl.nameRange
      let kept = decl.modifiers.filter { $0 != attribute }
      let statics = kept.filter { $0.name == "static" || $0.name == "class" }
      var storageModifiers = [Modifier(name: "private", range: attribute.range)]
      storageModifiers += statics
      let storage = VariableDecl(
        modifiers: storageModifiers, isConstant: false, name: "_" + decl.name,
        nameRange: range, initializer: wrapperInitializer(attribute, type: type, of: decl))
      expanded.append(Stmt(.variable(storage), range: member.range))
      let storageName = Expr(.identifier("_" + decl.name), range: range)
      let wrapped = Expr(
        .member(storageName, name: "wrappedValue", nameRange: range), range: range)
      let newValue = Expr(.identifier("newValue"), range: range)
      let computed = VariableDecl(
        modifiers: kept, isConstant: false, name: decl.name, nameRange: range, type: decl.type,
        accessors: [
          Accessor(kind: .get, body: [Stmt(.expression(wrapped), range: range)], range: range),
          Accessor(
            kind: .set,
            body: [Stmt(.assignment(target: wrapped, op: "=", value: newValue), range: range)],
            range: range),
        ])
      expanded.append(Stmt(.variable(computed), range: member.range))
      guard hasProjectedValue(type) else { continue }
      let projected = Expr(
        .member(storageName, name: "projectedValue", nameRange: range), range: range)
      let projection = VariableDecl(
        modifiers: statics, isConstant: false, name: "$" + decl.name, nameRange: range,
        accessors: [
          Accessor(kind: .get, body: [Stmt(.expression(projected), range: range)], range: range)
        ])
      expanded.append(Stmt(.variable(projection), range: member.range))
    }
    return changed ? expanded : members
  }

  /// `@Clamped(1...5) var stars: Int = 9` in a function (or at the top level): the variable
  /// `_stars` holds the wrapper; `stars` and `$stars` are read through it.
  func declareWrapped(
    _ decl: VariableDecl, attribute: Modifier, type: String, global: Bool
  ) throws -> Value {
    let wrapper = try eval(wrapperInitializer(attribute, type: type, of: decl))
    wrappedNames.insert(decl.name)
    if global {
      declareGlobal("_" + decl.name, value: wrapper, constant: false, type: nil)
    } else {
      declareLocal("_" + decl.name, value: wrapper, constant: false, type: nil)
    }
    return .void
  }

  /// `stars` or `$stars` for a wrapped variable in reach: the member of its wrapper that gives
  /// it (`_stars.wrappedValue`, `_stars.projectedValue`). Nil for any other name.
  func wrappedVariableAccess(_ name: String, range: SourceRange) -> Expr? {
    guard !wrappedNames.isEmpty else { return nil }
    var base = Substring(name)
    var member = "wrappedValue"
    if base.hasPrefix("$") {
      base = base.dropFirst()
      member = "projectedValue"
    }
    guard wrappedNames.contains(String(base)), box(for: "_" + base) != nil else { return nil }
    let storage = Expr(.identifier("_" + base), range: range)
    return Expr(.member(storage, name: member, nameRange: range), range: range)
  }
}
