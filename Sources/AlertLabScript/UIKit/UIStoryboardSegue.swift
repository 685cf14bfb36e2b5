import AlertLabKit
import AlertLabWords

// Storyboard segues: `performSegue(withIdentifier:sender:)` on `self`, the learner's
// `prepare(for:sender:)` and `shouldPerformSegue(withIdentifier:sender:)`, and the
// `UIStoryboardSegue` they are handed. The segues themselves are declared with `:segue`.

extension APIClass {
  static let uiStoryboardSegue = APIClass(
    "UIStoryboardSegue",
    members: [
      .initializer(
        [
          ParamSpec("identifier", "String?"), ParamSpec("source", "UIViewController"),
          ParamSpec("destination", "UIViewController"),
        ]
      ) { machine, use in
        guard let source = use.object(1), let destination = use.object(2) else { return .none }
        return .object(
          machine.state.world.makeSegueObject(
            SegueObject(identifier: use.text(0), source: source, destination: destination)))
      },
      .objectProperty("identifier", "String?") { machine, object, _ in
        optionalString(machine.state.world.app.segueObjects[object]?.identifier ?? nil)
      },
      .objectProperty("destination", "UIViewController", old: ["destinationViewController"]) {
        machine, object, _ in
        machine.state.world.app.segueObjects[object].map { .object($0.destination) } ?? .none
      },
      .objectProperty("source", "UIViewController", old: ["sourceViewController"]) {
        machine, object, _ in
        machine.state.world.app.segueObjects[object].map { .object($0.source) } ?? .none
      },
    ])

  /// The classes of the segue objects UIKit makes for each kind.
  static let segueKinds: [APIClass] = StoryboardSegue.Kind.allCases.map {
    APIClass($0.segueClass, superclass: "UIStoryboardSegue", members: [])
  }

  /// UIViewController's segue methods; the two the learner overrides do nothing, and say
  /// yes, as UIKit's do.
  static let segueMembers: [APIMember] = [
    .objectMethod(
      "performSegue", [ParamSpec("withIdentifier", "String"), ParamSpec("sender", "Any?")],
      old: [.method("performSegueWithIdentifier", [nil, "sender"])]
    ) { machine, controller, use in
      try machine.performSegue(
        use.text(0) ?? "", from: controller, sender: use.argument(1) ?? .none)
      return .void
    },
    .objectMethod(
      "shouldPerformSegue",
      [ParamSpec("withIdentifier", "String"), ParamSpec("sender", "Any?")], returns: "Bool",
      old: [.method("shouldPerformSegueWithIdentifier", [nil, "sender"])]
    ) { _, _, _ in .bool(true) },
    .objectMethod(
      "prepare", [ParamSpec("for", "UIStoryboardSegue"), ParamSpec("sender", "Any?")],
      old: [.method("prepareForSegue", [nil, "sender"])]
    ) { _, _, _ in .void },
  ]
}

extension Interpreter {
  /// `performSegue(withIdentifier:sender:)`: the storyboard's segue of that identifier from
  /// `source` (only `self` has any; else UIKit's crash), its destination made (an instance of
  /// the learner's class it names, else a plain UIViewController a cast makes one of the
  /// learner's), a popover's anchor set, `prepare(for:sender:)` called, then the destination
  /// pushed or presented.
  func performSegue(_ identifier: String, from source: ObjectID, sender: Value) throws {
    let segue = try state.world.storyboardSegue(identifier, of: source)
    if segue.kind == .unwind {
      try performUnwind(segue, from: source, sender: sender)
      return
    }
    let destination = try makeSegueDestination(segue)
    var senderObject: ObjectID?
    if case .object(let id)? = sender.unwrapped { senderObject = id }
    state.world.prepareSegueDestination(segue, destination: destination, sender: senderObject)
    let segueObject = state.world.makeSegueObject(
      SegueObject(identifier: identifier, source: source, destination: destination),
      className: segue.kind.segueClass)
    if let decl = findMethod(selector: [
      "prepare(for:sender:)", "prepareForSegue(_:sender:)", "prepareForSegue:sender:",
    ]) {
      let arguments: [Value] = [.object(segueObject), sender]
      _ = try callUser(
        decl, arguments: Array(arguments.prefix(decl.parameters.count)), range: nil)
    }
    switch segue.kind {
    case .show, .unwind:
      state.world.push(destination)
      try runPresentedLifeCycle(destination)
    case .modal, .popover:
      let presenter = state.world.presenting(for: source)
      try withWorld {
        try $0.present(destination, from: presenter, completion: nil, runner: self)
      }
      try runPresentedLifeCycle(destination)
    }
  }

  /// An unwind segue performed by a controller above `self`: the source's
  /// `prepare(for:sender:)`, then `self`'s unwind action with the segue (its `source` the
  /// controller unwound from, its `destination` `self`), then the controllers above `self`
  /// leave: presented ones are dismissed, pushed ones popped.
  func performUnwind(_ segue: StoryboardSegue, from source: ObjectID, sender: Value) throws {
    let root = state.world.rootViewController
    let segueObject = state.world.makeSegueObject(
      SegueObject(identifier: segue.identifier, source: source, destination: root),
      className: segue.kind.segueClass)
    let prepare = ["prepare(for:sender:)", "prepareForSegue(_:sender:)", "prepareForSegue:sender:"]
    if let (decl, instance) = callbackMethod(prepare, on: source, in: state.world) {
      let arguments: [Value] = [.object(segueObject), sender]
      _ = try callUser(
        decl, arguments: Array(arguments.prefix(decl.parameters.count)), range: nil,
        instance: instance, selfValue: instance.map { .object($0) })
    }
    let action = segue.destinationClass
    if let (decl, instance) = callbackMethod(
      [action + "(_:)", action + ":", action], on: root, in: state.world)
    {
      _ = try callUser(
        decl, arguments: decl.parameters.isEmpty ? [] : [.object(segueObject)], range: nil,
        instance: instance, selfValue: instance.map { .object($0) })
    } else {
      state.world.emit(.note(Said(.unwindSegueActionMethod, action)))
    }
    if state.world.isPresentedAboveSelf(source) {
      try withWorld { try $0.dismiss(from: root, completion: nil, runner: self) }
    }
    _ = state.world.popPushed(to: nil)
  }

  /// The destination scene's controller: the learner's view controller class the segue
  /// names, else a plain UIViewController that a cast to the learner's class adopts.
  func makeSegueDestination(_ segue: StoryboardSegue) throws -> ObjectID {
    let name = segue.destinationClass
    let id: ObjectID
    if state.classes[name] != nil, isViewControllerClass(name) {
      id = state.world.makeViewController(className: name)
      try addStoredProperties(of: name, to: id)
    } else {
      id = state.world.makeViewController(className: "UIViewController")
      state.world.popovers.storyboardIdentifiers[id] = segue.identifier
    }
    state.world.popovers.fromStoryboard.insert(id)
    guard segue.inNavigationController, segue.kind != .show else { return id }
    let title = state.world.viewControllers[id]?.title
    let navigation = state.world.makeViewController(
      className: "UINavigationController", title: title)
    state.world.popovers.navigationRoots[navigation] = id
    state.world.popovers.fromStoryboard.insert(navigation)
    return navigation
  }

  /// A tap on a control a segue is drawn from (UIKit asked `shouldPerformSegue` first).
  public func performSegue(_ identifier: String, sender: ObjectID, world: inout World) throws {
    swap(&state.world, &world)
    defer { swap(&state.world, &world) }
    let context = HandlerContext(name: Said(.handlerSegue, identifier), inputTag: nil)
    try runningHandler(context) {
      try performSegue(identifier, from: state.world.rootViewController, sender: .object(sender))
    }
  }
}
