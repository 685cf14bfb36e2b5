import AlertLabWords

/// Something the simulated app or UIKit says while a statement runs, in order.
public enum WorldEvent: Hashable, Sendable {
  /// A line UIKit logs to the console for a rule (a warning): nothing crashed.
  case log(ruleID: String, text: String)
  /// Advice from the Human Interface Guidelines or about a behaviour worth knowing: the
  /// rule and the objects it names, its words chosen where it is shown.
  case advice(ruleID: String, context: RuleContext)
  /// A line the app printed (`print`, `NSLog`).
  case output(String)
  /// A note from AlertLab itself (a renamed API, a gesture that did nothing).
  case note(Said)
}

/// How a presented controller is shown, decided when it is presented (and again on rotation).
public enum PresentationMode: String, Hashable, Sendable {
  /// An alert, centred over a dimmed screen.
  case alert
  /// An action sheet sliding up from the bottom (compact width).
  case sheet
  /// A popover with an arrow at its anchor (regular width).
  case popover
  /// Full screen (a popover adapted on compact width before iOS 13, or `.fullScreen`).
  case fullScreen
  /// A card-like sheet (a popover adapted on compact width from iOS 13, or `.pageSheet`).
  case pageSheet
  /// `.formSheet` in a regular width and height (an iPad's full screen): centred over the
  /// dimmed screen, smaller than it, sized by `preferredContentSize` when set.
  case formSheet
}

/// The whole simulated app: every object by id, the device, the iOS version and what was
/// said. A value: copy it to keep a state, compare two to see what changed.
///
/// Its contents live in one reference-counted buffer, copied on the first change after the
/// world was copied: copying a world (to keep a state, or to read it from an interpreter)
/// costs one reference, whatever it holds. The buffer's contents are reached through a
/// pointer to its header, so each property is a field of its own (changing one while
/// reading another is no overlapping access) and reading one needs no run-time
/// exclusivity check. `@unchecked Sendable`: a buffer another world shares is never changed.
public struct World: Hashable, @unchecked Sendable {
  /// The contents. Changed only through `contents()`, so a copy never sees another's change.
  private var box: ManagedBuffer<Contents, UInt8>

  /// The contents to change, the buffer copied first if another world shares it.
  @inline(__always)
  private mutating func contents() -> UnsafeMutablePointer<Contents> {
    if !isKnownUniquelyReferenced(&box) {
      let contents = box.header
      box = ManagedBuffer.create(minimumCapacity: 0) { _ in contents }
    }
    return box.withUnsafeMutablePointerToHeader { $0 }
  }

  public var device: Device {
    get { box.header.seldom.value.device }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.device
    }
  }
  public var iOS: IOSVersion {
    get { box.header.seldom.value.iOS }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.iOS
    }
  }
  public var viewControllers: ObjectTable<ViewController> {
    get { box.header.viewControllers }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.viewControllers
    }
  }
  public var actions: ObjectTable<AlertAction> {
    get { box.header.actions }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.actions
    }
  }
  public var textFields: ObjectTable<TextField> {
    get { box.header.textFields }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.textFields
    }
  }
  public var views: ObjectTable<View> {
    get { box.header.views }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.views
    }
  }
  public var barButtonItems: ObjectTable<BarButtonItem> {
    get { box.header.barButtonItems }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.barButtonItems
    }
  }
  public var popoverPresentations: ObjectTable<PopoverPresentation> {
    get { box.header.popoverPresentations }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.popoverPresentations
    }
  }
  /// How each presented controller is shown.
  public var presentationModes: ObjectTable<PresentationMode> {
    get { box.header.presentationModes }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.presentationModes
    }
  }
  /// The controller a popover's delegate chose to show instead when the popover adapted
  /// (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`, R-6), by the
  /// presented controller.
  public var adaptedControllers: ObjectTable<ObjectID> {
    get { box.header.adaptedControllers }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.adaptedControllers
    }
  }
  /// Other objects by class name (observer tokens, instances of a learner's classes).
  public var plainObjects: ObjectTable<String> {
    get { box.header.seldom.value.plainObjects }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.plainObjects
    }
  }
  /// Notification observers, by the order they were added in.
  public var observers: PersistentMap<Int, Observer> {
    get { box.header.seldom.value.observers }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.observers
    }
  }
  var nextObserverKey: Int {
    get { box.header.seldom.value.nextObserverKey }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.nextObserverKey
    }
  }
  /// UIAlertView and UIActionSheet.
  public var legacy: LegacyState {
    // Read in place: a getter would copy every table of the state to read one.
    _read { yield box.header.seldom.value.legacy }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.legacy
    }
  }
  /// UIPopoverController and custom popover backgrounds.
  public var popovers: PopoverState {
    // Read in place: a getter would copy every table of the state to read one.
    _read { yield box.header.seldom.value.popovers }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.popovers
    }
  }
  /// The UIKit and Foundation beside the alert: views' looks, targets, text-field traits.
  public var app: AppState {
    // Read in place: a getter would copy every table of the state to read one.
    _read { yield box.header.seldom.value.app }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.app
    }
  }
  /// What happened since the driver last took the events.
  public var events: [WorldEvent] {
    get { box.header.events }
    _modify {
      let contents = contents()
      yield &contents.pointee.events
    }
  }
  /// The transitions under way in this turn of the run loop, and their completions.
  public var turn: RunLoopTurn {
    get { box.header.turn }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.turn
    }
  }
  /// Whether the work running now runs on a background queue: `clock.onBackground`, read in
  /// place (UIKit's members ask at every use, and copying the clock to read it costs more).
  public var isOnBackgroundQueue: Bool { box.header.clock.onBackground }
  /// The simulated clock and the work waiting on it (queues, timers, delayed messages).
  public var clock: RunLoopClock {
    get { box.header.clock }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.clock
    }
  }
  /// The action each scene control sends to `self` when tapped (a learner's `@IBAction`):
  /// the method's names as `callMethod` takes them.
  public var controlActions: ObjectTable<[String]> {
    get { box.header.seldom.value.controlActions }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.controlActions
    }
  }
  /// True while `self`'s view loads and is about to appear (not yet in the window).
  public internal(set) var screenIsAppearing: Bool {
    get { box.header.seldom.value.screenIsAppearing }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.screenIsAppearing
    }
  }
  /// The next id to hand out.
  public private(set) var nextID: Int {
    get { box.header.nextID }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.nextID
    }
  }
  /// `self`: the view controller the learner's code runs in.
  public private(set) var rootViewController: ObjectID {
    get { box.header.seldom.value.rootViewController }
    _modify {
      let contents = contents()
      yield &contents.pointee.seldom.unique().pointee.rootViewController
    }
  }
  /// `self.view`.
  public private(set) var rootView: ObjectID {
    get { box.header.seldom.value.rootView }
    _modify {
      let contents = contents()
      yield &contents.pointee.seldom.unique().pointee.rootView
    }
  }
  /// The navigation bar's right bar button item, `addButton` ("+").
  public private(set) var addButton: ObjectID {
    get { box.header.seldom.value.addButton }
    _modify {
      let contents = contents()
      yield &contents.pointee.seldom.unique().pointee.addButton
    }
  }
  /// The `button` ("Show Sheet") in the view.
  public private(set) var button: ObjectID {
    get { box.header.seldom.value.button }
    _modify {
      let contents = contents()
      yield &contents.pointee.seldom.unique().pointee.button
    }
  }
  /// The buttons in the view, in the order they were added (`button` first).
  public private(set) var sceneButtons: [ObjectID] {
    get { box.header.seldom.value.sceneButtons }
    _modify {
      let contents = contents()
      defer { contents.pointee.revision.advance() }
      yield &contents.pointee.seldom.unique().pointee.sceneButtons
    }
  }
  /// Changes whenever anything but `events` changes: a statement that leaves it as it was
  /// changed nothing (no undo state, no redraw). Compare revisions of one world's states only.
  public var revision: Revision { box.header.revision }

  /// True when anything but `events` changed since `earlier`, a state this one was made
  /// from (so the screen may look different). O(1).
  public func hasChanged(since earlier: World) -> Bool { !revision.isSame(as: earlier.revision) }

  public static func == (lhs: World, rhs: World) -> Bool {
    lhs.box === rhs.box || lhs.box.header == rhs.box.header
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.header) }

  /// This world with only the `drawn` objects left in its tables of controllers (and
  /// their presentation modes and adapted controllers), actions, text fields and popover
  /// presentations, and with what no drawing reads set back to a fresh world's (events,
  /// observers, other objects, control actions, the run loop's turn and clock, the next
  /// id). The fields `drawnChange` compares first are kept whole. `ScreenMemo` draws this
  /// instead of the whole world. O(drawn objects).
  func keepingOnly(_ drawn: DrawnObjects) -> World {
    func kept<Value>(_ table: ObjectTable<Value>, _ ids: [ObjectID]) -> ObjectTable<Value> {
      var result = ObjectTable<Value>()
      for id in ids {
        if let value = table[id] { result[id] = value }
      }
      return result
    }
    // Read in place: the whole world's contents are not copied to be picked from.
    let part = box.withUnsafeMutablePointerToHeader { whole in
      // The seldom-changed fields kept whole, with what no drawing reads set back.
      var seldom = whole.pointee.seldom.value
      // The values a fresh world starts with (`Seldom`'s defaults), set without making one.
      seldom.plainObjects = [:]
      seldom.observers = [:]
      seldom.nextObserverKey = 0
      seldom.controlActions = [:]
      var part = Contents(seldom: seldom)
      part.viewControllers = kept(whole.pointee.viewControllers, drawn.controllers)
      part.presentationModes = kept(whole.pointee.presentationModes, drawn.controllers)
      part.adaptedControllers = kept(whole.pointee.adaptedControllers, drawn.controllers)
      part.actions = kept(whole.pointee.actions, drawn.actions)
      part.textFields = kept(whole.pointee.textFields, drawn.textFields)
      part.popoverPresentations = kept(whole.pointee.popoverPresentations, drawn.popovers)
      part.views = whole.pointee.views
      part.barButtonItems = whole.pointee.barButtonItems
      return part
    }
    var world = self
    world.box = ManagedBuffer.create(minimumCapacity: 0) { _ in part }
    return world
  }

  /// A table `visitDrawnObjects` names an id in.
  enum DrawnTable {
    /// A controller on screen or drawn in another's place.
    case controller
    /// An id the walk reached as a controller that is not in the table of controllers.
    case absentController
    case action, textField, popover
    /// A view: the drawing reads its text field, if it is one.
    case view
  }

  /// Calls `visit` with each object `drawnObjects` lists, in its order, with each id the walk
  /// reached that names no controller, and with every view unless `views` is false; stops
  /// when `visit` returns false. Returns false when it was stopped. Reads the world's fields
  /// in place: nothing is copied or allocated but the walk's list of controllers to see.
  @discardableResult
  func visitDrawnObjects(views: Bool = true, _ visit: (DrawnTable, ObjectID) -> Bool) -> Bool {
    box.withUnsafeMutablePointerToHeader { contents in
      contents.pointee.seldom.withPointer { seldom in
        Self.walkDrawnObjects(contents, seldom, views: views, visit)
      }
    }
  }

  private static func walkDrawnObjects(
    _ contents: UnsafeMutablePointer<Contents>, _ seldom: UnsafeMutablePointer<Seldom>,
    views: Bool, _ visit: (DrawnTable, ObjectID) -> Bool
  ) -> Bool {
    // A worklist, not recursion: a chain of presented controllers may be long.
    var work = [seldom.pointee.rootViewController] + seldom.pointee.app.pushedControllers
    for id in seldom.pointee.legacy.shown {
      if let shim = seldom.pointee.legacy.views[id]?.shim { work.append(shim) }
    }
    work += seldom.pointee.legacy.shimWindows
    let windows = seldom.pointee.app.windows
    work += seldom.pointee.app.shownWindows.compactMap { windows[$0]?.rootViewController }
    // The controllers seen: a list while it is short, a set once a chain is long.
    var seenList: [ObjectID] = []
    var seenSet: Set<ObjectID> = []
    while let id = work.popLast() {
      if seenList.count < 16 {
        if seenList.contains(id) { continue }
        seenList.append(id)
      } else if seenList.contains(id) || !seenSet.insert(id).inserted {
        continue
      }
      guard let entry = contents.pointee.viewControllers.entry(id) else {
        guard visit(.absentController, id) else { return false }
        continue
      }
      guard visit(.controller, id) else { return false }
      let controller = entry.value
      if let alert = controller.alert {
        for action in alert.actions where !visit(.action, action) { return false }
        for field in alert.textFields where !visit(.textField, field) { return false }
        if let preferred = alert.preferredAction, !visit(.action, preferred) { return false }
      }
      if let popover = controller.popoverPresentationController, !visit(.popover, popover) {
        return false
      }
      if let root = seldom.pointee.popovers.navigationRoots[id] { work.append(root) }
      if let adapted = contents.pointee.adaptedControllers[id] { work.append(adapted) }
      if let presented = controller.presentedViewController { work.append(presented) }
    }
    for id in seldom.pointee.legacy.shown {
      guard let view = seldom.pointee.legacy.views[id] else { continue }
      for action in view.shimActions where !visit(.action, action) { return false }
      for field in view.textFields where !visit(.textField, field) { return false }
    }
    return !views || contents.pointee.views.allKeys { visit(.view, $0) }
  }

  /// How the drawn part of this world differs from `other`'s: not at all, only in the
  /// controller drawn last, or more.
  enum DrawnChange {
    /// `keepingOnly(drawnObjects)` of both are equal: they draw the same screen.
    case none
    /// Only `top`'s own value and the actions, text fields and popover presentation the walk
    /// reaches through it differ: everything drawn before it is the same.
    case onlyTop
    case more
  }

  /// Compares the drawn parts of this world and `other`. The fields `keepingOnly` keeps whole
  /// must be equal; then the walk of `visitDrawnObjects` in this world checks each object it
  /// reaches against `other`'s (a controller's value, presentation mode and adapted
  /// controller, an action, a text field, a popover presentation, whether a view is a text
  /// field, an id that names no controller naming none there either). Every step of the walk
  /// reads only what is checked equal, so the walk in `other` reaches the same objects:
  /// `drawnObjects` is the same list in both, and so is every object in it. Compares no more
  /// than those objects, with no allocation but the walk's; objects not changed since one
  /// world was copied from the other compare in O(1).
  ///
  /// `top`, the controller drawn last (`drawnPresentations.last`), may differ alone
  /// (`.onlyTop`) when it presents nothing and has the same presentation mode and adapted
  /// controller in both, so that the walk goes no further through it; an object it shares
  /// with another drawn controller is still compared where the walk reaches it through that
  /// one.
  func drawnChange(since other: World, top: ObjectID? = nil) -> DrawnChange {
    if box === other.box { return .none }
    // Through pointers to both headers: no field is copied to be compared.
    return box.withUnsafeMutablePointerToHeader { mine in
      other.box.withUnsafeMutablePointerToHeader { theirs in
        guard Self.keptWholeAlike(mine, theirs) else { return .more }
        let same = SameTables(mine, theirs)
        // The walk visits a controller, then the objects reached through it, then the next.
        var throughTop = false
        var topChanged = false
        // A view is read only for its text field: with the same text fields, none differs.
        let alike = visitDrawnObjects(views: !same.textFields) { table, id in
          switch table {
          case .controller, .absentController, .view:
            throughTop =
              table == .controller && id == top && Self.sameLeaf(id, mine, theirs, same)
          case .action, .textField, .popover:
            break
          }
          let sameHere = Self.sameObject(id, in: table, mine, theirs, same)
          if throughTop, !sameHere { topChanged = true }
          return sameHere || throughTop
        }
        return !alike ? .more : topChanged ? .onlyTop : .none
      }
    }
  }

  /// The controller `id` presents nothing in either world and has the same presentation
  /// mode and adapted controller in both: its own value may differ.
  private static func sameLeaf(
    _ id: ObjectID, _ mine: UnsafeMutablePointer<Contents>,
    _ theirs: UnsafeMutablePointer<Contents>, _ same: SameTables
  ) -> Bool {
    guard let first = mine.pointee.viewControllers.entry(id),
      let second = theirs.pointee.viewControllers.entry(id),
      first.value.presentedViewController == nil, second.value.presentedViewController == nil
    else { return false }
    return sameShowing(id, mine, theirs, same)
  }

  /// The controller `id` has the same presentation mode and adapted controller in both.
  private static func sameShowing(
    _ id: ObjectID, _ mine: UnsafeMutablePointer<Contents>,
    _ theirs: UnsafeMutablePointer<Contents>, _ same: SameTables
  ) -> Bool {
    (same.modes
      || mine.pointee.presentationModes.hasSameValue(
        forKey: id, as: theirs.pointee.presentationModes))
      && (same.adapted
        || mine.pointee.adaptedControllers.hasSameValue(
          forKey: id, as: theirs.pointee.adaptedControllers))
  }

  /// True when `a` and `b` are the same bits, copies of one value. A world's fields are plain
  /// values and references to storage that is shared copy-on-write or never changed, so for
  /// them the same bits are the same value; false says nothing.
  @inline(__always)
  private static func sameBits<T>(_ a: inout T, _ b: inout T) -> Bool {
    withUnsafeBytes(of: &a) { first in
      withUnsafeBytes(of: &b) { second in
        var offset = 0
        while offset + 8 <= first.count {
          guard
            first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        while offset < first.count {
          guard first[offset] == second[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// True when `a` and `b` are equal: the same bits, or else `==`.
  @inline(__always)
  private static func alike<T: Equatable>(_ a: inout T, _ b: inout T) -> Bool {
    sameBits(&a, &b) || a == b
  }

  /// The fields `keepingOnly` keeps whole are equal.
  private static func keptWholeAlike(
    _ mine: UnsafeMutablePointer<Contents>, _ theirs: UnsafeMutablePointer<Contents>
  ) -> Bool {
    guard
      alike(&mine.pointee.views, &theirs.pointee.views)
        && alike(&mine.pointee.barButtonItems, &theirs.pointee.barButtonItems)
    else { return false }
    // The same seldom-changed fields (not changed since one world was copied from the other)
    // are alike.
    if mine.pointee.seldom.isIdentical(to: theirs.pointee.seldom) { return true }
    return mine.pointee.seldom.withPointer { mine in
      theirs.pointee.seldom.withPointer { theirs in
        mine.pointee.device == theirs.pointee.device && mine.pointee.iOS == theirs.pointee.iOS
          && mine.pointee.screenIsAppearing == theirs.pointee.screenIsAppearing
          && mine.pointee.rootViewController == theirs.pointee.rootViewController
          && mine.pointee.rootView == theirs.pointee.rootView
          && mine.pointee.addButton == theirs.pointee.addButton
          && mine.pointee.button == theirs.pointee.button
          && alike(&mine.pointee.sceneButtons, &theirs.pointee.sceneButtons)
          && alike(&mine.pointee.legacy, &theirs.pointee.legacy)
          && alike(&mine.pointee.popovers, &theirs.pointee.popovers)
          && alike(&mine.pointee.app, &theirs.pointee.app)
      }
    }
  }

  /// Which of the tables `keepingOnly` keeps drawn objects of are the same bits in both
  /// worlds: their objects need no comparing one by one.
  private struct SameTables {
    var controllers, modes, adapted, actions, textFields, popovers: Bool

    init(_ mine: UnsafeMutablePointer<Contents>, _ theirs: UnsafeMutablePointer<Contents>) {
      controllers = sameBits(&mine.pointee.viewControllers, &theirs.pointee.viewControllers)
      modes = sameBits(&mine.pointee.presentationModes, &theirs.pointee.presentationModes)
      adapted = sameBits(&mine.pointee.adaptedControllers, &theirs.pointee.adaptedControllers)
      actions = sameBits(&mine.pointee.actions, &theirs.pointee.actions)
      textFields = sameBits(&mine.pointee.textFields, &theirs.pointee.textFields)
      popovers = sameBits(
        &mine.pointee.popoverPresentations, &theirs.pointee.popoverPresentations)
    }
  }

  /// True when the object `id` of `table` is the same in both worlds, for the drawing.
  private static func sameObject(
    _ id: ObjectID, in table: DrawnTable,
    _ mine: UnsafeMutablePointer<Contents>, _ theirs: UnsafeMutablePointer<Contents>,
    _ same: SameTables
  ) -> Bool {
    switch table {
    case .controller, .absentController:
      return
        (same.controllers
        || mine.pointee.viewControllers.hasSameValue(
          forKey: id, as: theirs.pointee.viewControllers))
        && sameShowing(id, mine, theirs, same)
    case .action:
      return same.actions
        || mine.pointee.actions.hasSameValue(forKey: id, as: theirs.pointee.actions)
    case .textField, .view:
      // A view: whether it is a text field, and if so the same one.
      return same.textFields
        || mine.pointee.textFields.hasSameValue(forKey: id, as: theirs.pointee.textFields)
    case .popover:
      return same.popovers
        || mine.pointee.popoverPresentations.hasSameValue(
          forKey: id, as: theirs.pointee.popoverPresentations)
    }
  }

  /// A world's contents: one field for each of its properties, those seldom changed by a
  /// statement in `seldom`, a buffer of their own. Copying the contents (on the first change
  /// after the world was copied) then copies one reference for all of them, and they are
  /// copied only when one of them changes.
  private struct Contents: Hashable {
    var viewControllers: ObjectTable<ViewController> = [:]
    var actions: ObjectTable<AlertAction> = [:]
    var textFields: ObjectTable<TextField> = [:]
    var views: ObjectTable<View> = [:]
    var barButtonItems: ObjectTable<BarButtonItem> = [:]
    var popoverPresentations: ObjectTable<PopoverPresentation> = [:]
    var presentationModes: ObjectTable<PresentationMode> = [:]
    var adaptedControllers: ObjectTable<ObjectID> = [:]
    var events: [WorldEvent] = []
    var turn: RunLoopTurn = RunLoopTurn()
    var clock: RunLoopClock = RunLoopClock()
    var nextID: Int = 1
    var revision = Revision()
    var seldom: SharedValue<Seldom>

    init(seldom: Seldom) { self.seldom = SharedValue(seldom) }
  }

  /// The fields of a world a statement seldom changes: the device, the scene, and the state
  /// of the app beside the alert controllers.
  private struct Seldom: Hashable {
    var device: Device
    var iOS: IOSVersion
    var plainObjects: ObjectTable<String> = [:]
    var observers: PersistentMap<Int, Observer> = [:]
    var nextObserverKey: Int = 0
    var legacy: LegacyState = LegacyState()
    var popovers: PopoverState = PopoverState()
    var app: AppState = AppState()
    var controlActions: ObjectTable<[String]> = [:]
    var screenIsAppearing: Bool = false
    var rootViewController: ObjectID = ObjectID(1)
    var rootView: ObjectID = ObjectID(2)
    var addButton: ObjectID = ObjectID(3)
    var button: ObjectID = ObjectID(4)
    var sceneButtons: [ObjectID] = []
  }

  /// A fresh app on `device` running `iOS`: `self` with its view, the navigation bar's "+"
  /// item and the "Show Sheet" button.
  public init(device: Device = Device(model: .iphone), iOS: IOSVersion = .current) {
    box = ManagedBuffer.create(minimumCapacity: 0) { _ in
      Contents(seldom: Seldom(device: device, iOS: iOS))
    }
    var root = ViewController(className: "ViewController", title: "AlertLab")
    let size = device.screenSize
    rootViewController = makeID()
    rootView = makeID()
    root.view = rootView
    viewControllers[rootViewController] = root
    views[rootView] = View(
      className: "UIView", name: "view", title: nil,
      frame: Rect(x: 0, y: 0, width: size.width, height: size.height), isInWindow: true)
    addButton = makeID()
    barButtonItems[addButton] = BarButtonItem(name: "addButton", title: "+", frame: nil)
    button = makeID()
    views[button] = View(
      className: "UIButton", name: "button", title: "Show Sheet", frame: .zero, isInWindow: true)
    sceneButtons = [button]
    layOutScene()
  }

  /// Hands out the next object id.
  public mutating func makeID() -> ObjectID {
    let id = ObjectID(nextID)
    nextID += 1
    return id
  }

  /// Height of the status bar and navigation bar together, in points.
  public var topBarsHeight: Double { device.verticalSizeClass == .compact ? 32 : 64 }
  /// The status bar's height (hidden on a phone in landscape).
  public var statusBarHeight: Double {
    device.idiom == .phone && device.isLandscape ? 0 : 20
  }

  /// Places the bar button item and the view's buttons for the current device.
  mutating func layOutScene() {
    let size = device.screenSize
    views.modify(rootView) { $0.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
    layOutBarItems()
    let buttons = sceneButtons
    let contentTop = topBarsHeight
    let contentHeight = size.height - contentTop
    for (index, id) in buttons.enumerated() {
      let width = 160.0
      let height = 44.0
      let y = contentTop + contentHeight / 2 - 22 + Double(index) * 64
      views[id]?.frame = Rect(
        x: (size.width - width) / 2, y: y, width: width, height: height)
    }
  }

  /// Adds a named button to the view (lessons use this), below the others.
  @discardableResult
  public mutating func addSceneButton(name: String, title: String) -> ObjectID {
    let id = makeID()
    views[id] = View(
      className: "UIButton", name: name, title: title, frame: .zero, isInWindow: true)
    sceneButtons.append(id)
    layOutScene()
    return id
  }

  /// `UIBarButtonItem(title:style:target:action:)` made in code: in no bar, so without a
  /// view (E-P5) until a bar shows it.
  public mutating func makeBarButtonItem(title: String, systemItem: String? = nil) -> ObjectID {
    let id = makeID()
    barButtonItems[id] = BarButtonItem(
      name: "", title: title, frame: nil, systemItem: systemItem)
    return id
  }

  /// The named objects of the scene a learner can use by name.
  public var sceneNames: [String: ObjectID] {
    var names: [String: ObjectID] = [:]
    for id in sceneControls {
      if let name = views[id]?.name ?? barButtonItems[id]?.name { names[name] = id }
    }
    return names
  }

  /// The scene's own controls: the "+" item, then the view's buttons. A handful, whatever
  /// else the learner makes.
  var sceneControls: [ObjectID] { [addButton] + sceneButtons }

  /// The scene object a learner names (`button`, `addButton`), without building `sceneNames`.
  public func sceneObject(named name: String) -> ObjectID? {
    // Read in place, in `sceneControls`' order: no list is built and no view is copied.
    box.withUnsafeMutablePointerToHeader { contents in
      func isNamed(_ id: ObjectID) -> Bool {
        (contents.pointee.views.reading(id, \.name)
          ?? contents.pointee.barButtonItems.reading(id, \.name)) == name
      }
      let add = contents.pointee.seldom.value.addButton
      return isNamed(add) ? add : contents.pointee.seldom.value.sceneButtons.first(where: isNamed)
    }
  }

  /// True when a UIPopoverController was made (read in place, without copying the popovers'
  /// state).
  public var hasPopoverControllers: Bool {
    box.withUnsafeMutablePointerToHeader { !$0.pointee.seldom.value.popovers.controllers.isEmpty }
  }

  /// The class of an object as UIKit describes it, or nil for an unknown id.
  public func className(of id: ObjectID) -> String? {
    // The tables are read in place: no object is copied to learn its class.
    box.withUnsafeMutablePointerToHeader { contents in
      // Closures rather than key paths: a key path copies the whole object to read a field.
      if let name = contents.pointee.viewControllers.reading(id, { $0.className }) { return name }
      if contents.pointee.actions.contains(id) { return "UIAlertAction" }
      if contents.pointee.textFields.contains(id) { return "UITextField" }
      if let name = contents.pointee.views.reading(id, { $0.className }) { return name }
      if contents.pointee.barButtonItems.contains(id) { return "UIBarButtonItem" }
      if let name = contents.pointee.popoverPresentations.reading(id, { $0.className }) {
        return name
      }
      return contents.pointee.seldom.withPointer { seldom in
        seldom.pointee.legacy.className(of: id) ?? seldom.pointee.popovers.className(of: id)
          ?? seldom.pointee.plainObjects[id]
      }
    }
  }

  /// `<UIAlertController: 0x600000c04000>`: how UIKit prints an object.
  public func describe(_ id: ObjectID) -> String {
    if let value = emptyStructDescription(id) { return value }
    return "<\(className(of: id) ?? "NSObject"): \(id.address)>"
  }

  /// `CancellationError()`: an empty struct of the standard library held as a plain object
  /// prints as Swift prints a struct; nil for any other object.
  public func emptyStructDescription(_ id: ObjectID) -> String? {
    guard let name = plainObjects[id], World.emptyStructs.contains(name) else { return nil }
    return name + "()"
  }

  static let emptyStructs: Set<String> = ["CancellationError"]

  /// The controllers on screen, from `self` up to the topmost presented one, then the alert
  /// views' shim controllers in their own windows above the app's (U-14).
  public var presentationChain: [ObjectID] {
    // A controller pushed above `self` presents in its place (`self`'s view left the window).
    let base = visibleScreenController
    var chain = [base]
    var seen: Set<ObjectID> = [base]
    var current = base
    while let next = viewControllers.field(current, { $0.presentedViewController }),
      !seen.contains(next)
    {
      chain.append(next)
      seen.insert(next)
      current = next
    }
    // The windows made in code that show, above the app's: what their roots present.
    for root in shownWindowRoots {
      current = root
      while let next = viewControllers.field(current, { $0.presentedViewController }),
        !seen.contains(next), next != rootViewController
      {
        chain.append(next)
        seen.insert(next)
        current = next
      }
    }
    for shim in legacy.shimWindows where !seen.contains(shim) { chain.append(shim) }
    return chain
  }

  /// The controller on top of the screen, if anything is presented.
  public var topPresented: ObjectID? {
    let chain = presentationChain
    return chain.count > 1 ? chain.last : nil
  }

  /// True when the controller's view is on screen (in the window hierarchy).
  public func isOnScreen(_ id: ObjectID) -> Bool {
    if screenIsAppearing, id == rootViewController { return false }
    return presentationChain.contains(id) || shownWindowRoots.contains(id)
  }

  /// Records something said while a statement runs.
  public mutating func emit(_ event: WorldEvent) {
    events.append(event)
  }

  /// Takes and clears the events.
  public mutating func takeEvents() -> [WorldEvent] {
    defer { events.removeAll() }
    return events
  }

  /// The context for a rule's message about `subject` presented from `presenter`.
  public func ruleContext(
    subject: ObjectID? = nil, presenter: ObjectID? = nil, other: ObjectID? = nil,
    method: String = ""
  ) -> RuleContext {
    RuleContext(
      iOS: iOS, subject: subject.map(describe) ?? "", presenter: presenter.map(describe) ?? "",
      presenterClass: presenter.flatMap(className(of:)) ?? "", other: other.map(describe) ?? "",
      method: method)
  }
}

extension World {
  /// A cheap stand-in used while the real world is moved out for an operation.
  public static let placeholder = World(device: Device(model: .iphone), iOS: .current)
}
