import AlertLabKit
import AlertLabWords

// The scene's names as the learner's code reaches them: outlets, and Swift 1 calls of self's
// functions.

extension Interpreter {
  /// A named object of the scene. `addBarButtonItem`, the seed's outlet name, is another name
  /// for the navigation bar's "+" item `addButton`.
  func sceneObject(named name: String) -> ObjectID? {
    if let id = state.world.sceneObject(named: name) { return id }
    return name == "addBarButtonItem" ? state.world.addButton : nil
  }

  /// The scene object an `@IBOutlet` declared without a value is connected to, as the
  /// storyboard connects it: the object of that name, or for a `UIBarButtonItem` outlet the
  /// navigation bar's "+" item.
  func outletConnection(_ name: String, type: String?) -> ObjectID? {
    if let id = sceneObject(named: name) { return id }
    guard let type else { return nil }
    if stripOptional(type) == "UIBarButtonItem" { return state.world.addButton }
    if stripOptional(type) == "UIButton" {
      // The next button of the view no other outlet of the class took, else one added to the
      // view, as the storyboard would have it.
      return state.world.sceneButtons.first { !connectedOutlets.contains($0) }
        ?? state.world.addOutletView(className: "UIButton", name: name)
    }
    let stripped = stripOptional(type)
    if stripped == "UITableView" {
      // The view's table view, else one filling the view, as the storyboard would have it.
      let world = state.world
      let free = world.subviews(of: world.rootView).first {
        world.className(of: $0) == stripped && !connectedOutlets.contains($0)
      }
      return free ?? state.world.addContentTableView(name: name, controller: nil)
    }
    if stripped == "UILabel" || stripped == "UITextField" || stripped == "UIDatePicker" {
      // The view's label or text field no other outlet took, else one added to the view, as
      // the storyboard would have it.
      let world = state.world
      let free = world.subviews(of: world.rootView).first {
        world.className(of: $0) == stripped && !connectedOutlets.contains($0)
      }
      return free ?? state.world.addOutletView(className: stripped, name: name)
    }
    return nil
  }

  /// Swift 1 and 2 called a function without its first argument's label
  /// (`addPopover(addButton)` for `func addPopover(sender: AnyObject)`): that call still runs,
  /// and says once what today's Swift needs.
  func pickWithoutFirstLabel(_ decls: [FunctionDecl], name: String, have: [String?]) throws
    -> FunctionDecl?
  {
    guard let firstArgument = have.first, firstArgument == nil else { return nil }
    for decl in decls {
      guard let first = decl.parameters.first, first.externalLabel == nil else { continue }
      var want = decl.parameters.map(labelOf)
      want[0] = nil
      if labelsMatch(
        have: have, want: want, defaults: decl.parameters.map { $0.defaultValue != nil })
      {
        let labels = decl.parameters.map { (labelOf($0) ?? "_") + ":" }.joined()
        emitNote(
          Said(.swiftLeftOutFirst, "\(name)(\(labels))", first.internalName),
          key: "first-label:" + name)
        return decl
      }
    }
    return nil
  }
}
