import AlertLabKit

extension APIClass {
  static let uiStoryboard = APIClass(
    "UIStoryboard",
    members: [
      // `UIStoryboard(name: "Main", bundle: nil)`: the app's one storyboard, the scene's
      // (`self.storyboard`); `[UIStoryboard storyboardWithName:@"Main" bundle:nil]`.
      .initializer([ParamSpec("name", "String"), ParamSpec("bundle", "Bundle?")]) {
        machine, use in
        let name = use.text(0) ?? ""
        guard name == "Main" else {
          throw scriptError(
            "AlertLab's app has one storyboard, 'Main' (self.storyboard): AlertLab does not "
              + "simulate a storyboard named '\(name)'", at: use.range)
        }
        return .singleton("storyboard")
      },
      .method(
        "instantiateViewController", [ParamSpec("withIdentifier", "String")],
        returns: "UIViewController",
        old: [.method("instantiateViewControllerWithIdentifier", [nil])]
      ) { machine, use in
        machine.instantiateFromStoryboard(use.name(0) ?? "")
      },
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
