// What the Objective-C front end needs of the running program: both languages share
// variables, methods of `self` and classes.

extension Interpreter {
  /// The variables, methods and classes declared so far, for reading Objective-C.
  public func objectiveCContext(
    interfaces: [String: ObjectiveCInterface] = [:]
  ) -> ObjectiveCContext {
    var context = ObjectiveCContext()
    let formatter = ValueFormatter(world: state.world)
    for name in state.globals.keys {
      guard let box = state.globals[name] else { continue }
      if let declared = state.declaredTypes[box] {
        context.variables[name] = .some(declared)
      } else {
        let value = state.boxes[box]
        let type = formatter.typeName(of: value)
        context.variables[name] = .some(value.isOptional ? type : type)
      }
    }
    for name in state.world.sceneNames.keys where context.variables[name] == nil {
      if let id = state.world.sceneNames[name] {
        context.variables[name] = .some(formatter.typeName(of: .object(id)))
      }
    }
    context.functions = Set(state.functions.keys)
    for name in state.classes.keys {
      let superclass = state.classes[name]?.inherited.first?.description
      context.classes[name] = .some(superclass)
    }
    context.interfaces = interfaces
    return context
  }
}
