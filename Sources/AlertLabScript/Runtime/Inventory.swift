import AlertLabKit

/// What `:vars` lists besides variables: the scene's named objects, and the functions and
/// classes the learner declared. Sorted by name, so the listing is the same every time.
extension Interpreter {
  /// The scene's named objects (`addButton`, `button`, a lesson's buttons) with their types
  /// and values as the REPL prints them.
  public func sceneObjects() -> [(name: String, type: String, value: String)] {
    let formatter = ValueFormatter(world: state.world)
    return state.world.sceneNames.sorted { $0.key < $1.key }.map { name, id in
      let value = Value.object(id)
      return (name, formatter.typeName(of: value), formatter.debug(value))
    }
  }

  /// The learner's top-level functions as Swift declares them:
  /// `func addPopover(_ sender: UIBarButtonItem)`.
  public func functionSignatures() -> [String] {
    state.functions.keys.sorted().flatMap { name in
      (state.functions[name] ?? []).map(signature)
    }
  }

  /// The learner's classes: `class MyBackground: UIPopoverBackgroundView`.
  public func classDeclarations() -> [String] {
    state.classes.keys.sorted().compactMap { name in
      guard let decl = state.classes[name] else { return nil }
      let inherited = decl.inherited.map(\.description)
      return "class \(decl.name)" + (inherited.isEmpty ? "" : ": ")
        + inherited.joined(separator: ", ")
    }
  }

  func signature(_ decl: FunctionDecl) -> String {
    let parameters = decl.parameters.map { parameter in
      let label = parameter.externalLabel.map { $0 + " " } ?? ""
      return label + parameter.internalName + ": " + parameter.type.description
    }
    let result = decl.returnType.map { " -> \($0.description)" } ?? ""
    return "func \(decl.name)(\(parameters.joined(separator: ", ")))" + result
  }
}
