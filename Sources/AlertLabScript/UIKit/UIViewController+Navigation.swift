import AlertLabKit

extension APIClass {
  /// `navigationController` and `navigationItem` of a view controller: `self` is in the
  /// scene's navigation controller, and its navigation item is what the bar shows.
  static let navigationMembers: [APIMember] = [
    .objectProperty("navigationController", "UINavigationController?") { machine, object, _ in
      guard object == machine.state.world.rootViewController else { return .none }
      return .some(.object(machine.state.world.navigationController()))
    },
    .objectProperty("navigationItem", "UINavigationItem") { machine, object, use in
      guard object == machine.state.world.rootViewController else {
        throw scriptError(
          "AlertLab simulates the navigation item of self only (the scene's navigation bar)",
          at: use.range)
      }
      return .singleton("UINavigationItem")
    },
  ]
}
