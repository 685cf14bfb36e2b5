import AlertLabWords

/// The storyboard's segues from the scene's view controller. AlertLab has no storyboard file:
/// a segue is declared with `:segue "ID" KIND [Class] [from "Title"]` (or by a lesson's or a
/// script's setup), and `performSegue(withIdentifier:sender:)` or a tap on the control it is
/// drawn from performs it.
public struct StoryboardSegue: Hashable, Sendable {
  /// Interface Builder's kinds of segue that AlertLab simulates.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// "Show (e.g. Push)": pushed on the navigation controller.
    case show
    /// "Present Modally".
    case modal
    /// "Present As Popover": anchored at the control it is drawn from.
    case popover
    /// An unwind segue (drawn to the Exit of a scene above `self`): a controller pushed or
    /// presented above `self` performs it, and `self`'s unwind action hears it.
    case unwind

    /// The class of the segue object UIKit makes for this kind.
    public var segueClass: String {
      switch self {
      case .show: return "UIStoryboardShowSegue"
      case .modal: return "UIStoryboardPresentationSegue"
      case .popover: return "UIStoryboardPopoverPresentationSegue"
      case .unwind: return "UIStoryboardSegue"
      }
    }
  }

  public var identifier: String
  public var kind: Kind
  /// The destination scene's custom class (`UIViewController` when none is set); for an
  /// unwind segue, the base name of `self`'s unwind action (`unwindToList`).
  public var destinationClass: String
  /// The control the segue is drawn from, which triggers it and anchors a popover; nil for a
  /// segue drawn from the view controller itself (performed only in code).
  public var trigger: ObjectID?
  /// The destination scene is embedded in a navigation controller: the segue's
  /// `destination` is that UINavigationController, its `topViewController` the scene's.
  public var inNavigationController: Bool

  public init(
    identifier: String, kind: Kind, destinationClass: String, trigger: ObjectID?,
    inNavigationController: Bool = false
  ) {
    self.identifier = identifier
    self.kind = kind
    self.destinationClass = destinationClass
    self.trigger = trigger
    self.inNavigationController = inNavigationController
  }
}

/// A `UIStoryboardSegue` object while it is performed and after: its identifier and its two
/// controllers.
public struct SegueObject: Hashable, Sendable {
  public var identifier: String?
  public var source: ObjectID
  public var destination: ObjectID
  public init(identifier: String?, source: ObjectID, destination: ObjectID) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }
}

extension World {
  /// Declares (or replaces) a segue of the scene's storyboard.
  public mutating func declareSegue(_ segue: StoryboardSegue) {
    app.segues[segue.identifier] = segue
  }

  /// The segue drawn from `control`, if one is.
  public func segue(triggeredBy control: ObjectID) -> StoryboardSegue? {
    app.segues.values.filter { $0.trigger == control }.min { $0.identifier < $1.identifier }
  }

  /// The segues declared, by identifier.
  public var declaredSegues: [StoryboardSegue] {
    app.segues.values.sorted { $0.identifier < $1.identifier }
  }

  /// The storyboard segue of this identifier that `source` has, or the crash UIKit throws:
  /// only the scene's view controller (`self`) comes from the storyboard with segues, and an
  /// unwind segue belongs to the scenes above it (pushed or presented).
  public func storyboardSegue(_ identifier: String, of source: ObjectID) throws
    -> StoryboardSegue
  {
    let segue = app.segues[identifier]
    let isAbove = app.pushedControllers.contains(source) || isPresentedAboveSelf(source)
    guard let segue, segue.kind == .unwind ? isAbove : source == rootViewController else {
      throw Crash.noSegue(identifier, from: source, in: self)
    }
    return segue
  }

  /// Whether `controller` is presented, directly or not, by `self`, or is the root of a
  /// navigation controller that is.
  public func isPresentedAboveSelf(_ controller: ObjectID) -> Bool {
    var current = viewControllers[rootViewController]?.presentedViewController
    var steps = 0
    while let shown = current, steps < 1_000 {
      if shown == controller || popovers.navigationRoots[shown] == controller { return true }
      current = viewControllers[shown]?.presentedViewController
      steps += 1
    }
    return false
  }

  /// A new `UIStoryboardSegue` object (of the class UIKit uses for a kind of segue, or
  /// `UIStoryboardSegue` itself, made in code).
  public mutating func makeSegueObject(
    _ segue: SegueObject, className: String = "UIStoryboardSegue"
  ) -> ObjectID {
    let id = makeID()
    app.segueObjects[id] = segue
    plainObjects[id] = className
    return id
  }

  /// Before `prepare(for:sender:)`: a popover segue's destination is set to the popover style
  /// and anchored at the control the segue is drawn from (else at `sender` when it is a
  /// control of the scene), so its `popoverPresentationController` is there to configure.
  public mutating func prepareSegueDestination(
    _ segue: StoryboardSegue, destination: ObjectID, sender: ObjectID?
  ) {
    guard segue.kind == .popover else { return }
    setModalPresentationStyle(.popover, of: destination)
    guard let popover = popoverPresentationController(of: destination) else { return }
    let senderControl = sender.flatMap { id in
      views[id] != nil || barButtonItems[id] != nil ? id : nil
    }
    guard let anchor = segue.trigger ?? senderControl else { return }
    if barButtonItems[anchor] != nil {
      popoverPresentations.modify(popover) { $0.barButtonItem = anchor }
    } else if let view = views[anchor] {
      popoverPresentations.modify(popover) {
        $0.sourceView = anchor
        $0.sourceRect = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
      }
    }
  }

  /// The controllers pushed on the navigation controller above `self`, from the lowest.
  public var pushedControllers: [ObjectID] { app.pushedControllers }

  /// `pushViewController(_:animated:)` (and a show segue): `controller` becomes the top of the
  /// navigation stack, its view in the window in place of the one below.
  public mutating func push(_ controller: ObjectID) {
    guard viewControllers.contains(controller), controller != rootViewController,
      !app.pushedControllers.contains(controller)
    else { return }
    app.pushedControllers.append(controller)
    setViewInWindow(of: controller, true)
  }

  /// `popViewController(animated:)` and the back button: the top pushed controller leaves;
  /// nil when only `self` is in the stack.
  @discardableResult
  public mutating func popPushed() -> ObjectID? {
    guard let top = app.pushedControllers.popLast() else { return nil }
    setViewInWindow(of: top, false)
    return top
  }

  /// `popToViewController(_:animated:)` (`to` nil: `popToRootViewController(animated:)`): the
  /// controllers above `to` leave, and are answered from the lowest; nil when `to` is not in
  /// the stack, and empty when nothing is above it.
  public mutating func popPushed(to controller: ObjectID?) -> [ObjectID]? {
    let keep: Int
    if let controller, controller != rootViewController {
      guard let index = app.pushedControllers.firstIndex(of: controller) else { return nil }
      keep = index + 1
    } else {
      keep = 0
    }
    let popped = Array(app.pushedControllers[keep...])
    for _ in popped { popPushed() }
    return popped
  }

  /// The controller whose view fills the screen under the navigation bar: the top pushed
  /// one, else `self`.
  public var visibleScreenController: ObjectID {
    app.pushedControllers.last ?? rootViewController
  }

  /// The back button's title over a pushed controller: the title of the controller below
  /// it, or "Back" when that has none.
  public var backButtonTitle: String? {
    guard !app.pushedControllers.isEmpty else { return nil }
    let below = app.pushedControllers.dropLast().last
    let title =
      below.map { viewControllers[$0]?.title }
      ?? (app.navigationTitle ?? viewControllers[rootViewController]?.title)
    return title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
  }

  /// A tap while a pushed controller fills the screen and nothing is presented: the back
  /// button pops it; the controls of the controllers below are not on screen.
  mutating func tapOverPushed(_ title: String) throws -> Bool {
    guard topPresented == nil, let back = backButtonTitle else { return false }
    guard Self.namesBackButton(title, back: back) else {
      throw GestureRefusal(Said(.onlyBackButtonScreen, back, back))
    }
    popPushed()
    return true
  }

  /// A tap on a scene control a segue is drawn from: `shouldPerformSegue(withIdentifier:
  /// sender:)` is asked, then the segue is performed with the control as the sender.
  mutating func triggerSegue(
    _ segue: StoryboardSegue, from control: ObjectID, runner: CallbackRunner
  )
    throws
  {
    let answer = try runner.callMethod(
      ["shouldPerformSegue(withIdentifier:sender:)", "shouldPerformSegueWithIdentifier:sender:"],
      on: rootViewController, arguments: [.text(segue.identifier), .object(control)],
      world: &self)
    if answer == .bool(false) {
      emit(.note(Said(.shouldPerformSegueWithIdentifierSenderReturned, segue.identifier)))
      return
    }
    try runner.performSegue(segue.identifier, sender: control, world: &self)
  }
}
