import AlertLabKit

// A presented controller of the learner's class (made with `Name()` or by the storyboard)
// runs its life cycle as UIKit drives it: `viewDidLoad` when its view first loads, which
// presenting does, then `viewWillAppear(_:)` and `viewDidAppear(_:)`.

extension Interpreter {
  /// Runs the life cycle of a controller `present` has just shown, when it is an instance of
  /// the learner's class.
  func runPresentedLifeCycle(_ controller: ObjectID?) throws {
    guard let controller, controller != state.world.rootViewController,
      state.instances[controller] != nil,
      state.world.viewControllers[controller]?.presentingViewController != nil
        || state.world.pushedControllers.last == controller
    else { return }
    let firstLoad = state.world.viewControllers[controller]?.view == nil
    _ = state.world.loadView(of: controller)
    guard let className = state.world.className(of: controller) else { return }
    var steps: [(names: [String], arguments: [Value])] = []
    if firstLoad { steps.append((["viewDidLoad"], [])) }
    for name in ["viewWillAppear", "viewDidAppear"] {
      steps.append(([name + "(_:)", name + ":"], [.bool(true)]))
    }
    for step in steps {
      guard let decl = instanceMethod(selector: step.names, of: controller, className: className)
      else { continue }
      _ = try callUser(
        decl, arguments: Array(step.arguments.prefix(decl.parameters.count)), range: nil,
        instance: controller, selfValue: .object(controller))
    }
  }
}
