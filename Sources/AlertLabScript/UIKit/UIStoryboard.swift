import AlertLabKit
import AlertLabWords

extension APIClass {
  static let uiStoryboard = APIClass(
    "UIStoryboard",
    members: [
      // `UIStoryboard(name: "Main", bundle: nil)`: the app's storyboard, the scene's, whatever
      // its name (AlertLab's app has that one).
      .initializer([ParamSpec("name", "String"), ParamSpec("bundle", "Bundle?")]) { _, _ in
        .singleton(storyboardValue)
      },
      .method(
        "instantiateViewController", [ParamSpec("withIdentifier", "String")],
        returns: "UIViewController",
        old: [.method("instantiateViewControllerWithIdentifier", [nil])]
      ) { machine, use in
        try machine.instantiateFromStoryboard(use.name(0) ?? "")
      },
      // iOS 13's spelling (its creator-block overload aside).
      .method(
        "instantiateViewController", [ParamSpec("identifier", "String")],
        returns: "UIViewController", since: IOSVersion(13)
      ) { machine, use in
        try machine.instantiateFromStoryboard(use.name(0) ?? "")
      },
      .method(
        "instantiateInitialViewController", [], returns: "UIViewController?"
      ) { machine, _ in
        .some(.object(machine.state.world.rootViewController))
      },
    ])

  /// `Bundle.main`: the app's bundle, which the storyboard initializer takes.
  static let bundle = APIClass(
    "Bundle", oldNames: ["NSBundle"],
    members: [
      .staticProperty(
        "main", "Bundle",
        old: [.staticCall("mainBundle", of: "NSBundle", today: "Bundle.main")]
      ) { _, _ in .singleton("Bundle") },
      // The simulated app is built from what is typed, with no resource files: a lookup
      // finds nothing, as on a device for a file not copied into the app.
      .method(
        "path", [ParamSpec("forResource", "String?"), ParamSpec("ofType", "String?")],
        returns: "String?"
      ) { machine, _ in
        machine.emitNote(Said(.appNoResourceFiles), key: "bundle-resources")
        return .none
      },
    ])
}

/// How the app's storyboard is held as a value (`.singleton`).
let storyboardValue = "storyboard"

extension Interpreter {
  /// `instantiateViewController(withIdentifier:)`: one of the scene storyboard's controllers,
  /// an instance of the learner's UIViewController subclass of that name, or, for any other
  /// identifier, a plain UIViewController of that identifier (said once), which a cast to a
  /// learner's controller class makes an instance of that class, as the scene's custom class
  /// would on a device.
  func instantiateFromStoryboard(_ identifier: String) throws -> Value {
    let title = PopoverState.storyboardControllers[identifier]
    let id: ObjectID
    if title == nil, state.classes[identifier] != nil, isViewControllerClass(identifier) {
      id = state.world.makeViewController(className: identifier)
      try addStoredProperties(of: identifier, to: id)
    } else if title == nil, state.classes[identifier] == nil {
      id = state.world.makeViewController(className: "UIViewController", title: nil)
      state.world.popovers.storyboardIdentifiers[id] = identifier
      emitNote(Said(.storyboardHereSceneWhose, identifier), key: "storyboard-identifier")
    } else {
      id = state.world.makeViewController(className: identifier, title: title)
    }
    state.world.popovers.fromStoryboard.insert(id)
    return .object(id)
  }

  /// `storyboard.instantiateViewController(withIdentifier: "Login") as! LoginViewController`:
  /// a plain controller the storyboard gave for an identifier becomes an instance of the
  /// learner's controller class the code casts it to (the scene's custom class). True when it
  /// did.
  @discardableResult
  func adoptStoryboardClass(_ value: Value, castTo target: String) throws -> Bool {
    let type = stripOptional(target)
    guard case .object(let id) = value, state.world.popovers.storyboardIdentifiers[id] != nil,
      state.world.viewControllers[id]?.className == "UIViewController",
      state.classes[type] != nil, isViewControllerClass(type)
    else { return false }
    state.world.viewControllers[id]?.className = type
    try addStoredProperties(of: type, to: id)
    return true
  }
}
