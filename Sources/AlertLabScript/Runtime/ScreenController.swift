import AlertLabKit
import AlertLabWords

// The learner's own view controller as the screen: the first UIViewController subclass pasted
// (at any depth: a UITableViewController, a subclass of a subclass) becomes the class of
// `self`. Its methods and stored properties become self's (functions and variables), its
// `@IBOutlet`s connect to the scene's controls by name, then by type, its `@IBAction`s answer
// taps on them, and its life cycle runs in UIKit's order: awakeFromNib, viewDidLoad,
// viewWillAppear(_:), viewDidAppear(_:).

extension Interpreter {
  /// UIKit's view controller classes a learner's screen may derive from, besides those the
  /// catalog declares.
  static let viewControllerClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UISearchController",
  ]

  /// True for UIKit's view controller classes.
  func isViewControllerClassName(_ name: String) -> Bool {
    if Interpreter.viewControllerClasses.contains(name) { return true }
    // An alert controller is presented, never the screen.
    return APICatalog.types.contains(name) && APICatalog.isSubclass(name, of: "UIViewController")
      && !APICatalog.isSubclass(name, of: "UIAlertController")
  }

  /// Makes the learner's class `self`'s when it is the first view controller class of the app,
  /// or a subclass of the one that is (or the same class pasted again). True when it did.
  func adoptAsScreen(_ decl: ClassDecl) throws -> Bool {
    let isScene = decl.name == "ViewController"
    // `class ViewController: UIViewController { ... }`: the scene's own class, pasted whole.
    let ancestor = isScene ? decl.inherited.first?.description : uikitAncestor(of: decl.name)
    guard let ancestor, isViewControllerClassName(ancestor) else { return false }
    // A class declared ahead of its place (an earlier class of the block names it) waits for
    // a view controller class the block declares before it: that one is the screen.
    if !isScene, state.screenClass == nil, upcoming.viewControllerClass(before: decl.name, in: self)
    {
      return false
    }
    let chain = isScene ? [decl] : classChain(decl.name)
    if let current = state.screenClass, !chain.contains(where: { $0.name == current }) {
      return false
    }
    connectedOutlets = []
    // A table view controller's view is its table, there before viewDidLoad.
    // `tableView` names it before self's `tableView(_:...)` methods, as the property does.
    if ancestor == "UITableViewController" {
      let table = state.world.controllerTable(state.world.rootViewController)
      declareGlobal("tableView", value: .object(table), constant: true, type: "UITableView")
    }
    let outlets = try mergeIntoSelf(chain.reversed())
    // The default methods of the protocols the classes adopt, where they declare none.
    if isScene {
      // The scene's class is no type of `state.classes`: its protocols are kept beside them.
      let protocols = decl.inherited.dropFirst().map(\.description)
      let known = state.conformances[decl.name] ?? []
      state.conformances[decl.name] = known + protocols.filter { !known.contains($0) }
    }
    adoptProtocolDefaults(
      chain.flatMap { $0.inherited.dropFirst().map(\.description) + declaredConformances($0.name) })
    state.screenClass = decl.name
    state.world.setScreenClass(decl.name)
    let actions = connectActions(chain)
    // `extension ViewController { func configure() { ... } }` further down the block:
    // `viewDidLoad` may call it, so the life cycle runs once the extension is declared.
    if upcoming.extended.contains(decl.name) {
      deferredLifeCycle = (decl, ancestor, outlets.connected, outlets.unconnected, actions)
      return true
    }
    try runLifeCycle(
      of: decl, ancestor: ancestor, connected: outlets.connected + actions,
      unconnected: outlets.unconnected)
    return true
  }

  /// The screen class's life cycle, run when it becomes the screen (or once the block's
  /// extension of it is declared), and the notes that say so.
  func runLifeCycle(
    of decl: ClassDecl, ancestor: String, connected connections: [Said], unconnected: [String]
  ) throws {
    let ran = try runLifeCycle()
    // The tables now on screen ask their data sources, as UIKit's first layout does.
    try loadNewTables()
    state.world.emit(
      .note(
        ran.isEmpty
          ? Said(.selfNowClassUndo, decl.name, ancestor)
          : Said(.selfNowClassRan, decl.name, ancestor, ran.joined(separator: ", "))))
    if !connections.isEmpty {
      state.world.emit(.note(Said(.connected, Said.Argument.list(connections))))
    }
    for outlet in unconnected {
      state.world.emit(.note(Said(.ibOutletStaysNilScene, outlet)))
    }
  }

  /// After an extension of `type` is declared: the screen class waiting for it runs its
  /// life cycle.
  func runDeferredLifeCycle(extending type: String) throws {
    guard let waiting = deferredLifeCycle, waiting.decl.name == type else { return }
    upcoming.extended.remove(type)
    deferredLifeCycle = nil
    try runLifeCycle(
      of: waiting.decl, ancestor: waiting.ancestor, connected: waiting.outlets + waiting.actions,
      unconnected: waiting.unconnected)
  }

  /// Makes the classes' methods (later classes override earlier ones) and stored properties
  /// self's: functions and variables of the top level, outlets connected. Returns what each
  /// outlet was connected to.
  @discardableResult
  func mergeIntoSelf(_ classes: [ClassDecl]) throws -> (
    connected: [Said], unconnected: [String]
  ) {
    var connected: [Said] = []
    var unconnected: [String] = []
    for decl in classes {
      for member in decl.members {
        switch member.kind {
        case .function(let function):
          guard function.name != "init", function.name != "deinit",
            !isClassMember(function.modifiers)
          else { continue }
          noteOldTypes(in: function)
          state.functions[function.name, default: []].removeAll { sameSignature($0, function) }
          state.functions[function.name, default: []].append(function)
          state.functionNames.insert(function.name)
        case .variable(let variable):
          guard !isClassMember(variable.modifiers) else { continue }
          if decl.name == "ViewController",
            variable.accessors.contains(where: { $0.kind == .get })
          {
            // A computed property (an override of `supportedInterfaceOrientations`) is one
            // of self's, which UIKit reads too.
            var members = state.extensions["ViewController"] ?? []
            members.removeAll {
              if case .variable(let old) = $0.kind { return old.name == variable.name }
              return false
            }
            members.append(member)
            state.extensions["ViewController"] = members
            continue
          }
          guard variable.accessors.isEmpty else { continue }
          // A stored property of the screen's view controller is a variable of self.
          let value = try declare(variable, range: member.range, global: true)
          guard variable.modifiers.contains(where: { $0.name == "@IBOutlet" }) else { continue }
          if case .object(let id)? = value.unwrapped {
            connected.append(outletConnection(variable.name, to: id))
          } else {
            let type = variable.type.map { " (\(stripOptional($0.description)))" } ?? ""
            unconnected.append(variable.name + type)
          }
        default:
          continue
        }
      }
    }
    return (connected, unconnected)
  }

  /// `@IBOutlet plus → the "+" item`, `@IBOutlet show → the "Show Sheet" button`.
  func outletConnection(_ outlet: String, to id: ObjectID) -> Said {
    if let item = state.world.barButtonItems[id] {
      return Said(.ibOutletItem, outlet, item.shownTitle)
    }
    if let view = state.world.views[id], view.className != "UIButton" {
      let kinds: [String: OwnKey] = [
        "UILabel": .ibOutletLabelAddedView, "UITableView": .ibOutletTableViewAdded,
        "UIDatePicker": .ibOutletDatePickerAdded,
      ]
      return Said(kinds[view.className] ?? .ibOutletTextFieldAdded, outlet)
    }
    if let view = state.world.views[id] {
      // A button of the scene by its title; one added for the outlet is named after it.
      if view.title == nil, view.name == outlet { return Said(.ibOutletButtonAdded, outlet) }
      return Said(.ibOutletButton, outlet, view.title ?? view.name)
    }
    return Said(.ibOutletObject, outlet, state.world.describe(id))
  }

  /// Connects the `@IBAction`s of the class chain (nearest class first) to the scene's
  /// controls: a sender typed UIBarButtonItem to the "+" item, UIButton to a button; a name
  /// with "add" or "plus" to the "+" item, one with "show", "sheet", "alert", "button", "tap"
  /// or "press" to a button; the rest to the controls left, in order. Returns what it did.
  func connectActions(_ chain: [ClassDecl]) -> [Said] {
    // In declaration order, the superclass's first; an override takes its method's place.
    var actions: [FunctionDecl] = []
    for decl in chain.reversed() {
      for member in decl.members {
        // An unwind action (its parameter a UIStoryboardSegue) is reached by an unwind segue,
        // not by a control.
        guard case .function(let function) = member.kind,
          function.modifiers.contains(where: { $0.name == "@IBAction" }),
          function.parameters.first.map({ stripOptional($0.type.description) })
            != "UIStoryboardSegue"
        else { continue }
        if let index = actions.firstIndex(where: {
          $0.name == function.name && sameSignature($0, function)
        }) {
          actions[index] = function
        } else {
          actions.append(function)
        }
      }
    }
    let item = state.world.addButton
    let buttons = state.world.sceneButtons
    var free = [item] + buttons
    var made: [(FunctionDecl, ObjectID)] = []
    func take(_ wanted: (ObjectID) -> Bool) -> ObjectID? {
      guard let index = free.firstIndex(where: wanted) else { return nil }
      return free.remove(at: index)
    }
    var rest: [FunctionDecl] = []
    for action in actions {
      let sender = action.parameters.first.map { stripOptional($0.type.description) }
      let name = action.name.lowercased()
      var control: ObjectID?
      if sender == "UIBarButtonItem" || ["add", "plus"].contains(where: name.contains) {
        control = take { $0 == item }
      } else if sender == "UIButton"
        || ["show", "sheet", "alert", "button", "tap", "press"].contains(where: name.contains)
      {
        control = take { buttons.contains($0) }
      }
      if let control { made.append((action, control)) } else { rest.append(action) }
    }
    for action in rest {
      guard let control = take({ _ in true }) else { break }
      made.append((action, control))
    }
    var said: [Said] = []
    for (action, control) in made {
      let swiftName = functionName(action)
      state.world.connectAction([swiftName], to: control)
      let title =
        state.world.barButtonItems[control]?.shownTitle ?? state.world.views[control]?.title ?? ""
      said.append(Said(.ibActionTap, swiftName, title))
    }
    return said
  }

  /// `addPopover(sender:)`, `refresh`: a method's Swift name as `findMethod` takes it.
  func functionName(_ decl: FunctionDecl) -> String {
    if decl.parameters.isEmpty { return decl.name }
    return decl.name + "(" + decl.parameters.map { (labelOf($0) ?? "_") + ":" }.joined() + ")"
  }

  /// Runs the life cycle of `self`'s new class in UIKit's order; returns the methods it has.
  func runLifeCycle() throws -> [String] {
    var ran: [String] = []
    func run(_ names: [String], _ arguments: [Value], shown: String) throws {
      guard let decl = findMethod(selector: names) else { return }
      _ = try callUser(decl, arguments: Array(arguments.prefix(decl.parameters.count)), range: nil)
      ran.append(shown)
    }
    state.world.setScreenAppearing(true)
    defer { state.world.setScreenAppearing(false) }
    try run(["awakeFromNib"], [], shown: "awakeFromNib")
    try run(["viewDidLoad"], [], shown: "viewDidLoad")
    try run(["viewWillAppear(_:)", "viewWillAppear:"], [.bool(false)], shown: "viewWillAppear")
    state.world.setScreenAppearing(false)
    try run(["viewDidAppear(_:)", "viewDidAppear:"], [.bool(false)], shown: "viewDidAppear")
    return ran
  }

  /// `super.name(...)` in a method of `self`'s class, or of an instance of the learner's class:
  /// the implementation of the learner's class it inherits from, when one has it; nil leaves it
  /// to UIKit.
  func callSuperInScreenClass(_ name: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    // In a method of an instance of the learner's class, its superclass's version runs.
    let receiver = currentInstance
    var instance: ObjectID?
    if case .object(let id)? = receiver { instance = learnerClass(of: id).map { _ in id } }
    guard
      let owner = instance.flatMap(learnerClass(of:))
        ?? (receiver == nil ? state.screenClass : nil)
    else { return nil }
    let implementations = classChain(owner).compactMap { decl -> FunctionDecl? in
      for member in decl.members {
        if case .function(let function) = member.kind, function.name == name,
          !isClassMember(function.modifiers), argumentsFit(arguments, function)
        {
          return function
        }
      }
      return nil
    }
    let key = owner + "." + name
    let depth = superDepths[key, default: 0] + 1
    guard depth < implementations.count else { return nil }
    superDepths[key] = depth
    defer { superDepths[key] = depth - 1 }
    let decl = implementations[depth]
    let values = try userArguments(decl, arguments)
    guard let instance else { return try callUser(decl, arguments: values, range: range) }
    return try callUser(
      decl, arguments: values, range: range, instance: instance, selfValue: receiver)
  }
}
