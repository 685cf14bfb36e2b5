import AlertLabKit

extension APIClass {
  static let uiStoryboard = APIClass(
    "UIStoryboard",
    members: [
      .method(
        "instantiateViewController", [ParamSpec("withIdentifier", "String")],
        returns: "UIViewController",
        old: [.method("instantiateViewControllerWithIdentifier", [nil])]
      ) { machine, use in
        machine.instantiateFromStoryboard(use.name(0) ?? "")
      }
    ])
}

extension Interpreter {
  /// `storyboard?.instantiateViewController(withIdentifier:)`: one of the scene storyboard's
  /// controllers (or a learner's UIViewController subclass of that name), nil for an
  /// identifier the storyboard does not have.
  func instantiateFromStoryboard(_ identifier: String) -> Value {
    let title = PopoverState.storyboardControllers[identifier]
    guard title != nil || state.classes[identifier] != nil else { return .none }
    let id = state.world.makeViewController(className: identifier, title: title)
    state.world.popovers.fromStoryboard.insert(id)
    return .object(id)
  }
}
