/// A `UIWindow` made in code: its root view controller, its level, and whether it shows.
/// A new window is hidden; `makeKeyAndVisible()` or `isHidden = false` shows it above the
/// app's window (and above the windows of a lower level). Its root controller's view is in
/// the window hierarchy while it shows, so that controller can present. The root's own view
/// is not drawn (a plain controller's view has no background): what it presents is.
public struct CodeWindow: Hashable, Sendable {
  public var rootViewController: ObjectID?
  /// `windowLevel`'s raw value (`.normal` 0, `.statusBar` 1000, `.alert` 2000).
  public var windowLevel = 0.0
  public var isHidden = true
  public init() {}
}

extension World {
  /// `UIWindow(frame:)`, `UIWindow(windowScene:)`: a hidden window with no root controller.
  public mutating func makeWindow(frame: Rect) -> ObjectID {
    let id = makeID()
    views[id] = View(className: "UIWindow", name: "", title: nil, frame: frame, isInWindow: false)
    app.windows[id] = CodeWindow()
    return id
  }

  /// The roots of the windows made in code that show, from the lowest level up (the later
  /// shown above at the same level).
  public var shownWindowRoots: [ObjectID] {
    app.shownWindows.compactMap { app.windows[$0]?.rootViewController }
  }

  /// `window.rootViewController = controller`: in a window that shows, the old root's view
  /// leaves the window hierarchy and the new one's enters it.
  public mutating func setRoot(of window: ObjectID, to controller: ObjectID?) {
    guard let old = app.windows[window] else { return }
    let shows = !old.isHidden
    if shows, let root = old.rootViewController { setViewInWindow(of: root, false) }
    app.windows[window]?.rootViewController = controller
    if shows, let controller { setViewInWindow(of: controller, true) }
  }

  /// `isHidden`, `makeKeyAndVisible()`: a window shown goes on top of the windows of its
  /// level; a hidden one leaves the screen with what its root presents, and stops being key.
  public mutating func setHidden(_ window: ObjectID, _ hidden: Bool) {
    guard let state = app.windows[window], state.isHidden != hidden else { return }
    app.windows[window]?.isHidden = hidden
    if hidden {
      app.shownWindows.removeAll { $0 == window }
      if app.keyWindow == window { app.keyWindow = nil }
    } else {
      app.shownWindows.append(window)
      setLevel(of: window, to: state.windowLevel)
    }
    if let root = state.rootViewController { setViewInWindow(of: root, !hidden) }
  }

  /// `windowLevel = level`: a window that shows moves among the others.
  public mutating func setLevel(of window: ObjectID, to level: Double) {
    guard app.windows[window] != nil else { return }
    app.windows[window]?.windowLevel = level
    guard app.shownWindows.contains(window) else { return }
    app.shownWindows.removeAll { $0 == window }
    let above = app.shownWindows.firstIndex { (app.windows[$0]?.windowLevel ?? 0) > level }
    app.shownWindows.insert(window, at: above ?? app.shownWindows.endIndex)
  }

  /// `makeKeyAndVisible()`, `makeKey()`: the key window (nil: the app's own).
  public mutating func makeKey(_ window: ObjectID) {
    guard app.windows[window] != nil else { return }
    app.keyWindow = window
  }
}

extension World {
  /// The window made in code a view in the window hierarchy is in: the view of a shown
  /// window's root controller, of a controller that root presents, or a view under one of
  /// those. Nil for a view of the app's own window.
  public func codeWindow(containing view: ObjectID) -> ObjectID? {
    var top = view
    var steps = 0
    while let next = superview(of: top), steps < 64 {
      top = next
      steps += 1
    }
    for window in app.shownWindows {
      var current = app.windows[window]?.rootViewController
      var seen = 0
      while let controller = current, seen < 64 {
        if viewControllers.field(controller, { $0.view }) == top { return window }
        current = viewControllers.field(controller, { $0.presentedViewController })
        seen += 1
      }
    }
    return nil
  }
}
