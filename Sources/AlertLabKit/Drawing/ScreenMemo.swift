/// The last screen drawn, kept with the world it was drawn from, so that a statement that
/// changes nothing on screen (a controller made but not presented, an action added to it,
/// an observer) costs no drawing.
///
/// It draws the world's drawn part, `keepingOnly(drawnObjects)`, instead of the whole world:
/// the drawing is a function of that part and the options alone, so when the next world's part is equal (`drawnChange` is `.none`, which
/// compares only the drawn objects) the kept drawing is the one `ScreenRenderer.draw` would
/// make, never a stale one. The part leaves out only objects and state the drawing does not
/// read (`drawnObjects` lists the objects it reads), which `ScreenMemoTests` checks against
/// the whole world's drawing after every statement of the examples.
///
/// When only the controller on top changed (an alert's title, its actions, the text in its
/// field: `drawnChange(since:top:)` is `.onlyTop`), what is below it is kept from the last drawing made
/// whole (`ScreenRenderer.Layers`) and only the top is drawn again over it; and each row of
/// the canvas whose cells are as they were is copied from the last text, not written again.
///
/// A class, so that a session's non-mutating reads can use it; one memo serves one thread.
public final class ScreenMemo {
  /// The world of the last call, and the drawing of its drawn part.
  private var world: World?
  private var options = DrawingOptions()
  /// The last drawing, with the canvas it was written from.
  private var encoded: ScreenRenderer.Encoded?
  /// What the last screen drawn whole shows below its top controller, in the world of the
  /// last call but for that controller.
  private var layers: ScreenRenderer.Layers?
  /// Calls of `draw`, and drawings made for them (not taken from the memo).
  public private(set) var calls = 0
  public private(set) var drawings = 0
  /// The columns the last drawing takes on a terminal, as `ScreenRenderer.columns(of:options:)`
  /// gives them for its world (0 before the first).
  public var columns: Int { encoded?.columns ?? 0 }
  /// Drawings made by drawing only the top controller again over the layers below it.
  public private(set) var topsDrawn = 0
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
    let last = options == self.options ? self.world : nil
    let change = last.map { world.drawnChange(since: $0, top: layers?.top) } ?? .more
    if change == .none { return kept(world, options: options) }
    // With the same options, a row drawn as it was is copied from the last drawing.
    let earlier = last == nil ? nil : encoded
    if change == .onlyTop, let layers,
      world.drawnPresentations.last?.controller == layers.top, let previous = encoded.take()
    {
      // Only the controller on top changed: it is drawn again over what is below it, on the
      // last drawing's canvas. The world itself is drawn, not its drawn part: the layers
      // hold all that the rest reads.
      encoded = ScreenRenderer.drawTop(
        of: world, on: layers, options: options, over: consume previous)
      topsDrawn += 1
    } else {
      let part = world.keepingOnly(world.drawnObjects)
      let below = ScreenRenderer.layersBelowTop(of: part, options: options)
      encoded = ScreenRenderer.drawTop(of: part, on: below, options: options, reusing: earlier)
      layers = below
      self.options = options
    }
    drawings += 1
    return kept(world, options: options)
  }

  /// Keeps `world` as the last one drawn and returns the drawing kept for it (checked against
  /// the whole world's when the memo checks).
  private func kept(_ world: World, options: DrawingOptions) -> String {
    let drawing = encoded?.text ?? ""
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
