/// The last screen drawn, kept with the world it was drawn from, so that a statement that
/// changes nothing on screen (a controller made but not presented, an action added to it,
/// an observer) costs no drawing.
///
/// It draws the world's drawn part, `keepingOnly(drawnObjects)`, instead of the whole world:
/// the drawing is a function of that part and the options alone, so when the next world's part is equal (`drawsAlike`, which
/// compares only the drawn objects) the kept drawing is the one `ScreenRenderer.draw` would
/// make, never a stale one. The part leaves out only objects and state the drawing does not
/// read (`drawnObjects` lists the objects it reads), which `ScreenMemoTests` checks against
/// the whole world's drawing after every statement of the examples.
///
/// A class, so that a session's non-mutating reads can use it; one memo serves one thread.
public final class ScreenMemo {
  /// The world of the last call, and the drawing of its drawn part.
  private var world: World?
  private var options = DrawingOptions()
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
    let alike = self.world.map { world.drawsAlike($0) } ?? false
    if !alike || options != self.options {
      drawing = ScreenRenderer.draw(world.keepingOnly(world.drawnObjects), options: options)
      drawings += 1
      self.options = options
    }
    self.world = world
    if checksWholeWorld, mismatches.count < 10 {
      let whole = ScreenRenderer.draw(world, options: options)
      if !whole.utf8.elementsEqual(drawing.utf8) {
        mismatches.append("drawn part:\n\(drawing)\nwhole world:\n\(whole)")
      }
    }
    return drawing
  }
}

/// The objects of a world's tables the screen's drawing reads, by table.
struct DrawnObjects {
  /// Controllers, whose presentation modes and adapted controllers are read too.
  var controllers: [ObjectID] = []
  var actions: [ObjectID] = []
  var textFields: [ObjectID] = []
  /// Popover presentation controllers.
  var popovers: [ObjectID] = []
}

extension World {
  /// The objects the drawing reads: the controllers on screen from `self` up, the ones drawn
  /// in their place (adapted, or a navigation controller's root), a shown UIAlertView's or
  /// UIActionSheet's controller, and of each such controller its actions, text fields and
  /// popover presentation; a shown legacy view's actions and text fields; and the views' own
  /// text fields (the scene draws those in the window). Views, bar button items and the
  /// app's state are kept whole by `keepingOnly`.
  var drawnObjects: DrawnObjects {
    var drawn = DrawnObjects()
    visitDrawnObjects { table, id in
      switch table {
      case .controller: drawn.controllers.append(id)
      case .action: drawn.actions.append(id)
      case .textField: drawn.textFields.append(id)
      case .popover: drawn.popovers.append(id)
      case .view: if textFields.entry(id) != nil { drawn.textFields.append(id) }
      case .absentController: break
      }
      return true
    }
    return drawn
  }
}
