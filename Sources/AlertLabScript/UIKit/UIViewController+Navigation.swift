import AlertLabKit

extension APIClass {
  /// `navigationController` and `navigationItem` of a view controller: `self` is in the
  /// scene's navigation controller, and its navigation item is what the bar shows.
  static let navigationMembers: [APIMember] = [
    .objectProperty("navigationController", "UINavigationController?") { machine, object, _ in
      guard object == machine.state.world.rootViewController else { return .none }
      return .some(.object(machine.state.world.navigationController()))
    },
    .objectProperty("navigationItem", "UINavigationItem") { machine, object, _ in
      // Another controller's item is in no bar on screen: it keeps nothing.
      object == machine.state.world.rootViewController
        ? .singleton("UINavigationItem") : .singleton(UINavigationItemOffScreen.name)
    },
  ]
}

/// The navigation item of a controller that is not `self`: in no bar AlertLab draws.
enum UINavigationItemOffScreen {
  static let name = "UINavigationItem (off screen)"
}
