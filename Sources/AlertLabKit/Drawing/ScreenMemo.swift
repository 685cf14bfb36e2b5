/// The last screen drawn, kept with the part of the world it was drawn from, so that a
/// statement that changes nothing on screen (a controller made but not presented, an action
/// added to it, an observer) costs no drawing.
///
/// It draws `World.drawnPart` instead of the whole world and keeps it: the drawing is a
/// function of that part and the options alone, so when the next world's part is equal the
/// kept drawing is the one `ScreenRenderer.draw` would make, never a stale one. The part
/// leaves out only objects and state the drawing does not read (`drawnObjects` lists what it
/// reads), which `ScreenMemoTests` checks against the whole world's drawing after every
/// statement of the examples.
///
/// A class, so that a session's non-mutating reads can use it; one memo serves one thread.
public final class ScreenMemo {
  private var part: World?
  private var options: DrawingOptions?
  private var drawing = ""
  /// Calls of `draw`, and drawings made for them (not taken from the memo).
  public private(set) var calls = 0
  public private(set) var drawings = 0
  /// When true, every call also draws the whole world and records where the two differ in
  /// `mismatches` (at most 10): for tests.
  let checksWholeWorld: Bool
  private(set) var mismatches: [String] = []

  public init() { checksWholeWorld = false }

  init(checkingWholeWorld: Bool) { checksWholeWorld = checkingWholeWorld }

  /// `ScreenRenderer.draw(world, options: options)`, from the memo when the world's drawn
  /// part and the options are those of the last call.
  public func draw(_ world: World, options: DrawingOptions) -> String {
    calls += 1
    let part = world.drawnPart
    if part != self.part || options != self.options {
      drawing = ScreenRenderer.draw(part, options: options)
      drawings += 1
      self.part = part
      self.options = options
    }
    if checksWholeWorld, mismatches.count < 10 {
      let whole = ScreenRenderer.draw(world, options: options)
      if !whole.utf8.elementsEqual(drawing.utf8) {
        mismatches.append("drawn part:\n\(drawing)\nwhole world:\n\(whole)")
      }
    }
    return drawing
  }
}

extension World {
  /// This world with only what `ScreenRenderer.draw` reads: the objects of `drawnObjects`
  /// in the tables of controllers, actions, text fields and presentations, and nothing of
  /// events, observers or the run loop. Its drawing is the whole world's.
  public var drawnPart: World { keepingOnly(drawnObjects) }

  /// The controllers, actions, text fields and popover presentations the drawing reads: the
  /// controllers on screen from `self` up, the ones drawn in their place (adapted, or a
  /// navigation controller's root), a shown UIAlertView's or UIActionSheet's controller, and
  /// of each such controller its actions, text fields and popover presentation; and the
  /// views' own text fields (the scene draws those in the window). Views, bar button
  /// items and the app's state are kept whole by `keepingOnly`.
  var drawnObjects: [ObjectID] {
    var objects: [ObjectID] = []
    var seen: Set<ObjectID> = []
    func addController(_ id: ObjectID) {
      guard let controller = viewControllers[id], seen.insert(id).inserted else { return }
      objects.append(id)
      if let alert = controller.alert {
        objects += alert.actions
        objects += alert.textFields
        if let preferred = alert.preferredAction { objects.append(preferred) }
      }
      if let popover = controller.popoverPresentationController { objects.append(popover) }
      if let root = popovers.navigationRoots[id] { addController(root) }
      if let adapted = adaptedControllers[id] { addController(adapted) }
    }
    for id in presentationChain { addController(id) }
    for id in legacy.shown {
      guard let view = legacy.views[id] else { continue }
      if let shim = view.shim { addController(shim) }
      objects += view.shimActions
      objects += view.textFields
    }
    for (id, _) in views where textFields[id] != nil {
      objects.append(id)
    }
    return objects
  }
}
