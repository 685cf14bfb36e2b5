/// What the app around the alert holds beyond the controllers and their presentations: the
/// look of views and labels, button and text-field targets, text-field traits and delegates,
/// the navigation item, attributed strings, and what key-value coding set on alerts.
public struct AppState: Hashable, Sendable {
  /// How each view looks, by view id (absent: UIKit's defaults).
  public var looks: ObjectTable<ViewLook> = [:]
  /// Auto Layout constraints made in code, by id: kept, not applied (views are laid out by
  /// their frames).
  public var constraints: ObjectTable<LayoutConstraint> = [:]
  /// The text fields' traits, delegates and targets, by text field id.
  public var fieldTraits: ObjectTable<TextFieldTraits> = [:]
  /// `NSAttributedString` objects, by id.
  public var attributedStrings: ObjectTable<AttributedText> = [:]
  /// What `setValue(_:forKey:)` set on an alert controller or action, by its id.
  public var privateKeys: ObjectTable<PrivateKeys> = [:]
  /// `navigationItem.leftBarButtonItems` of `self`, from the bar's leading edge inward
  /// (`leftBarButtonItem` is the first).
  public var leftBarButtonItems: [ObjectID] = []
  /// `navigationItem.rightBarButtonItems` once the learner set them, from the bar's trailing
  /// edge inward; until then the bar's "+" item is the one right item.
  public var rightBarButtonItems: [ObjectID] = []
  public var replacedRightItem = false
  /// The navigation item's own title when set apart from the controller's.
  public var navigationTitle: String?
  /// The navigation controller around `self`, once asked for.
  public var navigationController: ObjectID?
  /// True when that controller's navigation bar is hidden (`setNavigationBarHidden`): the
  /// scene draws no bar.
  public var navigationBarHidden = false
  /// The one text field that is first responder, if any.
  public var firstResponder: ObjectID?
  /// The table views, by view id: their data source, delegate and the rows last read.
  public var tables: ObjectTable<TableViewState> = [:]
  /// Table view cells and list content configurations, by id.
  public var tableCells: ObjectTable<TableCellState> = [:]
  /// Windows made in code, by id; those that show, from the lowest up; the key window when
  /// one of them is (nil: the app's own window).
  public var windows: ObjectTable<CodeWindow> = [:]
  public var shownWindows: [ObjectID] = []
  public var keyWindow: ObjectID?
  /// `UIMenu` and `UIAction` objects, by id, and the menu open on screen, if any.
  public var menuElements: ObjectTable<MenuElement> = [:]
  /// `UIButton.Configuration` values, by id (`ButtonConfigurations.swift`), and each button's
  /// own copy, by the button's id (kept apart from its look, which every view has).
  public var buttonConfigurations: ObjectTable<ButtonConfiguration> = [:]
  public var configurationOfButton: ObjectTable<ObjectID> = [:]
  public var openMenu: OpenMenu?
  /// `UITapGestureRecognizer` objects, by id.
  public var tapRecognizers: ObjectTable<TapRecognizer> = [:]
  /// The storyboard's segues from `self`, by identifier; the `UIStoryboardSegue` objects
  /// made when they were performed; the controllers pushed above `self`, from the lowest.
  public var segues: [String: StoryboardSegue] = [:]
  public var segueObjects: ObjectTable<SegueObject> = [:]
  public var pushedControllers: [ObjectID] = []
  /// `UIDatePicker` views, by id: their mode, style, date and limits.
  public var datePickers: ObjectTable<DatePickerState> = [:]
  /// `UIToolbar` views, by id: their bar button items.
  public var toolbarItems: ObjectTable<[ObjectID]> = [:]
  /// `DateFormatter` objects, by id.
  public var dateFormatters: ObjectTable<DateFormatterState> = [:]

  public init() {}
}

/// A view's appearance and place in the hierarchy (UIView, UILabel, UIButton).
/// An `NSLayoutConstraint`: whether it is active, and its constant.
public struct LayoutConstraint: Hashable, Sendable {
  public var isActive = false
  public var constant: Double
  public init(constant: Double) { self.constant = constant }
}

public struct ViewLook: Hashable, Sendable {
  public var backgroundColor: String?
  public var tintColor: String?
  public var isHidden = false
  public var alpha = 1.0
  public var tag = 0
  /// `accessibilityIdentifier`: the name UI tests find the view by.
  public var accessibilityIdentifier: String?
  public var superview: ObjectID?
  public var subviews: [ObjectID] = []
  /// A label's `textColor` and `font`, by name (`UIColor.red`, `systemFont(ofSize: 17)`).
  public var textColor: String?
  public var font: String?
  public var numberOfLines = 1
  /// `NSTextAlignment` case name.
  public var textAlignment = "natural"
  /// A button's `titleLabel`, once asked for; for that label, the button it belongs to.
  public var titleLabel: ObjectID?
  public var labelOf: ObjectID?
  /// A button's target-action pairs.
  public var targets: [TargetAction] = []
  /// A control's `isEnabled`, `isSelected` and `isHighlighted`: a disabled one gets no taps.
  public var isEnabled = true
  public var isSelected = false
  public var isHighlighted = false
  /// A button's or bar button item's `menu` (a `UIMenu` id), whether a tap opens it, and
  /// its primary action (a `UIAction` id).
  public var menu: ObjectID?
  public var showsMenuAsPrimaryAction = false
  public var primaryAction: ObjectID?
  /// The gesture recognizers added to the view, in order, and its
  /// `isUserInteractionEnabled` when set (nil: the class's default).
  public var gestureRecognizers: [ObjectID] = []
  public var isUserInteractionEnabled: Bool?
  /// The view's `layer`, once asked for, and what is set on it: drawn on the screen (rounded
  /// corners, a border's width and colour by name).
  public var layer: ObjectID?
  public var cornerRadius = 0.0
  public var borderWidth = 0.0
  public var borderColor: String?
  public var masksToBounds = false
  /// `contentMode` (`UIView.ContentMode` case name) and
  /// `translatesAutoresizingMaskIntoConstraints`: kept and read back; AlertLab lays views out
  /// by their frames alone.
  public var contentMode = "scaleToFill"
  public var translatesAutoresizingMask = true
  /// A button's images by `UIControl.State` case name.
  public var images: [String: ObjectID] = [:]
  /// For a layer: the view it belongs to.
  public var layerOf: ObjectID?
  public init() {}

  /// True when the view shows nothing (hidden, or fully transparent).
  public var isInvisible: Bool { isHidden || alpha <= 0 }
}

/// One `addTarget(_:action:for:)`: the target, the selector and the control event.
public struct TargetAction: Hashable, Sendable {
  /// The object sent the action; for a `UIAction` added with `addAction(_:for:)`, the
  /// action itself.
  public var target: ObjectID
  /// The method's selector; empty for a `UIAction`, whose handler runs with it.
  public var action: String
  /// `UIControl.Event` case name: `touchUpInside`, `editingChanged`, ...
  public var event: String
  public init(target: ObjectID, action: String, event: String) {
    self.target = target
    self.action = action
    self.event = event
  }

  /// `control.addAction(action, for: event)` (iOS 14): the action's handler runs for the event.
  public init(uiAction: ObjectID, event: String) {
    self.init(target: uiAction, action: "", event: event)
  }

  /// True for a `UIAction` added with `addAction(_:for:)`.
  public var isUIAction: Bool { action.isEmpty }
}

/// The traits of a UITextField a learner sets, its delegate and its targets.
public struct TextFieldTraits: Hashable, Sendable {
  /// `UIKeyboardType` case name.
  public var keyboardType = "default"
  /// `UITextAutocapitalizationType` case name.
  public var autocapitalizationType = "sentences"
  /// `UITextField.ViewMode` case name.
  public var clearButtonMode = "never"
  /// `UITextField.BorderStyle` case name (a field made in code has none).
  public var borderStyle = "none"
  /// `UITextAutocorrectionType` case name.
  public var autocorrectionType = "default"
  /// `UITextSpellCheckingType` case name.
  public var spellCheckingType = "default"
  /// `UIReturnKeyType` case name.
  public var returnKeyType = "default"
  /// `UIKeyboardAppearance` case name.
  public var keyboardAppearance = "default"
  /// `UITextContentType` name, nil for none (the default).
  public var textContentType: String?
  public var enablesReturnKeyAutomatically = false
  public var delegate: ObjectID?
  public var targets: [TargetAction] = []
  public var tag = 0
  /// `inputView`: the view shown in place of the keyboard while the field is first
  /// responder (a date picker, as people ask for a date in a form).
  public var inputView: ObjectID?
  /// `inputAccessoryView`: the view above the keyboard (a toolbar with a Done button).
  public var inputAccessoryView: ObjectID?
  public init() {}
}

/// An `NSAttributedString`: its characters and the attributes set over all of them.
public struct AttributedText: Hashable, Sendable {
  public var string: String
  /// `.foregroundColor`'s colour name, if set.
  public var foregroundColor: String?
  /// `.font`'s description, if set.
  public var font: String?
  public init(string: String) { self.string = string }
}

/// Private keys set through key-value coding on a UIAlertController or UIAlertAction.
public struct PrivateKeys: Hashable, Sendable {
  /// `attributedTitle` / `attributedMessage` (an alert controller).
  public var attributedTitle: AttributedText?
  public var attributedMessage: AttributedText?
  /// `contentViewController` (an alert controller).
  public var contentViewController: ObjectID?
  /// `titleTextColor`, `image`, `checked` (an action).
  public var titleTextColor: String?
  public var image: String?
  public var checked = false
  public init() {}
}

extension World {
  /// A view made in code (`UIView(frame:)`, `UILabel()`, `UIButton(type:)`): in no window
  /// until added to a view that is.
  public mutating func makeView(className: String, frame: Rect) -> ObjectID {
    let id = makeID()
    views[id] = View(className: className, name: "", title: nil, frame: frame, isInWindow: false)
    return id
  }

  /// `superview.addSubview(view)`: the view moves to its new superview, in the window when
  /// that one is.
  public mutating func addSubview(_ view: ObjectID, to superview: ObjectID) {
    guard view != superview, views[view] != nil, views[superview] != nil else { return }
    removeFromSuperview(view)
    var parent = app.looks[superview] ?? ViewLook()
    parent.subviews.append(view)
    var child = app.looks[view] ?? ViewLook()
    child.superview = superview
    app.looks[superview] = parent
    app.looks[view] = child
    let inWindow = views[superview]?.isInWindow ?? false
    setInWindow(view, inWindow)
  }

  /// `view.removeFromSuperview()`.
  public mutating func removeFromSuperview(_ view: ObjectID) {
    guard let parent = app.looks[view]?.superview else { return }
    app.looks[parent]?.subviews.removeAll { $0 == view }
    app.looks[view]?.superview = nil
    setInWindow(view, false)
  }

  /// Puts a view and its subviews in the window or takes them out (bounded by the tree).
  mutating func setInWindow(_ view: ObjectID, _ inWindow: Bool) {
    var pending = [view]
    var visited: Set<ObjectID> = []
    while let next = pending.popLast(), visited.insert(next).inserted {
      views.modify(next) { $0.isInWindow = inWindow }
      pending += app.looks[next]?.subviews ?? []
    }
  }

  /// The subviews of a view, in order (the scene's buttons for `self.view`).
  public func subviews(of view: ObjectID) -> [ObjectID] {
    let added = app.looks[view]?.subviews ?? []
    return view == rootView ? sceneButtons + added : added
  }

  /// The superview of a view (`self.view` for the scene's buttons).
  public func superview(of view: ObjectID) -> ObjectID? {
    if sceneButtons.contains(view) { return rootView }
    return app.looks[view]?.superview
  }

  /// True when a view and every superview it has are visible (not hidden, not transparent).
  public func isVisible(_ view: ObjectID) -> Bool {
    var current: ObjectID? = view
    var steps = 0
    while let id = current, steps < 64 {
      if app.looks[id]?.isInvisible ?? false { return false }
      current = superview(of: id)
      steps += 1
    }
    return true
  }

  /// A view's frame in window coordinates: its frame moved by its superviews' origins.
  public func windowFrame(of view: ObjectID) -> Rect {
    var frame = views[view]?.frame ?? .zero
    var current = superview(of: view)
    var steps = 0
    while let id = current, id != rootView, steps < 64 {
      let origin = views[id]?.frame.origin ?? .zero
      frame.origin = Point(x: frame.origin.x + origin.x, y: frame.origin.y + origin.y)
      current = superview(of: id)
      steps += 1
    }
    return frame
  }

  /// The button a tap on screen reaches by its title: one of the view's buttons that is on
  /// screen and visible, the one of the controller presented on top first (a screen and the
  /// copy of it presented over it both have a "Go").
  public func visibleButton(titled title: String) -> ObjectID? {
    let matching = views.compactMap { id, view -> ObjectID? in
      view.kitClass == "UIButton" && view.isInWindow && view.title == title && isVisible(id)
        ? id : nil
    }
    guard let first = matching.first else { return nil }
    guard matching.count > 1, let top = topPresented else { return first }
    let onTop = viewTree(of: top)
    return matching.first(where: onTop.contains) ?? first
  }

  /// The buttons a tap on screen can reach, with their titles, top to bottom and left to
  /// right.
  public func visibleButtons() -> [(id: ObjectID, title: String)] {
    let found = views.compactMap { id, view -> (frame: Rect, id: ObjectID, title: String)? in
      guard view.kitClass == "UIButton", view.isInWindow, let title = view.title, !title.isEmpty,
        isVisible(id)
      else { return nil }
      return (windowFrame(of: id), id, title)
    }
    return found.sorted {
      ($0.frame.origin.y, $0.frame.origin.x, $0.title)
        < ($1.frame.origin.y, $1.frame.origin.x, $1.title)
    }.map { ($0.id, $0.title) }
  }

  /// `navigationItem.rightBarButtonItems = items` (`rightBarButtonItem = item` sets one, or
  /// none): the items take the bar's right side, the first at the edge; those they replace
  /// leave the bar.
  public mutating func setRightBarButtonItems(_ items: [ObjectID]) {
    for old in rightBarButtonItems where !items.contains(old) { barButtonItems[old]?.frame = nil }
    app.rightBarButtonItems = items
    app.replacedRightItem = true
    layOutBarItems()
  }

  /// `navigationItem.leftBarButtonItems = items`, the first at the leading edge.
  public mutating func setLeftBarButtonItems(_ items: [ObjectID]) {
    for old in app.leftBarButtonItems where !items.contains(old) {
      barButtonItems[old]?.frame = nil
    }
    app.leftBarButtonItems = items
    layOutBarItems()
  }

  /// The navigation bar's right items, from the edge inward: the "+" item until the learner
  /// replaces it.
  public var rightBarButtonItems: [ObjectID] {
    app.replacedRightItem ? app.rightBarButtonItems : [addButton]
  }

  /// `navigationItem.rightBarButtonItem`: the right item at the edge.
  public var rightBarButtonItem: ObjectID? { rightBarButtonItems.first }

  /// Places the bar's items: the right ones from the right edge inward, the left ones from the
  /// left edge, 8 points apart.
  mutating func layOutBarItems() {
    let size = device.screenSize
    let barY = statusBarHeight
    let barHeight = topBarsHeight - statusBarHeight
    // An item is as wide as its title (44 points at least, as UIKit's touch target).
    let items = barButtonItems
    func width(_ item: ObjectID) -> Double {
      let columns = TextLayout.width(TextLayout.line(items[item]?.shownTitle ?? ""))
      return max(44, Double(min(columns, 12)) * Scale.pointsPerColumn + 4)
    }
    var trailing = size.width - 8
    for right in rightBarButtonItems {
      let itemWidth = width(right)
      barButtonItems[right]?.frame = Rect(
        x: trailing - itemWidth, y: barY, width: itemWidth, height: barHeight)
      trailing -= itemWidth + 8
    }
    var leading = 8.0
    for left in app.leftBarButtonItems where !rightBarButtonItems.contains(left) {
      let itemWidth = width(left)
      barButtonItems[left]?.frame = Rect(x: leading, y: barY, width: itemWidth, height: barHeight)
      leading += itemWidth + 8
    }
  }
}

extension World {
  /// Changes a view's look (made from UIKit's defaults on first change).
  public mutating func updateLook(_ view: ObjectID, _ change: (inout ViewLook) -> Void) {
    var look = app.looks[view] ?? ViewLook()
    change(&look)
    app.looks[view] = look
  }

  /// A view's `layer`, made when first asked for (a `CALayer` whose look is the view's).
  public mutating func layer(of view: ObjectID) -> ObjectID {
    if let layer = app.looks[view]?.layer { return layer }
    let layer = makeID()
    plainObjects[layer] = "CALayer"
    updateLook(view) { $0.layer = layer }
    updateLook(layer) { $0.layerOf = view }
    return layer
  }

  /// Changes the look of the view a layer belongs to.
  public mutating func updateLayer(_ layer: ObjectID, _ change: (inout ViewLook) -> Void) {
    guard let view = app.looks[layer]?.layerOf else { return }
    updateLook(view, change)
  }

  /// The look of the view a layer belongs to.
  public func layerLook(_ layer: ObjectID) -> ViewLook {
    guard let view = app.looks[layer]?.layerOf else { return ViewLook() }
    return app.looks[view] ?? ViewLook()
  }

  /// A button's `titleLabel`, made when first asked for; nil for anything but a button.
  public mutating func titleLabel(of button: ObjectID) -> ObjectID? {
    guard views[button]?.kitClass == "UIButton" else { return nil }
    if let label = app.looks[button]?.titleLabel { return label }
    let label = makeView(className: "UILabel", frame: .zero)
    updateLook(button) { $0.titleLabel = label }
    updateLook(label) { $0.labelOf = button }
    return label
  }

  /// Changes a text field's traits.
  public mutating func updateTraits(_ field: ObjectID, _ change: (inout TextFieldTraits) -> Void) {
    var traits = app.fieldTraits[field] ?? TextFieldTraits()
    change(&traits)
    app.fieldTraits[field] = traits
  }

  /// Changes what key-value coding set on an alert controller or action.
  public mutating func updatePrivateKeys(_ object: ObjectID, _ change: (inout PrivateKeys) -> Void)
  {
    var keys = app.privateKeys[object] ?? PrivateKeys()
    change(&keys)
    app.privateKeys[object] = keys
  }

  /// Makes an `NSAttributedString`.
  public mutating func makeAttributedString(_ text: AttributedText) -> ObjectID {
    let id = makeID()
    app.attributedStrings[id] = text
    plainObjects[id] = "NSAttributedString"
    return id
  }
}

extension Device {
  /// `UIScreen.main.bounds`: the whole screen, also when the app has a part of it (Split View).
  public var fullScreenSize: Size {
    guard model == .ipadSplit else { return screenSize }
    return isLandscape ? Size(width: 1024, height: 768) : Size(width: 768, height: 1024)
  }

  /// `UIScreen.main.scale`: 3 on the Plus phone, 2 on the others AlertLab simulates.
  public var screenScale: Double { model == .iphonePlus ? 3 : 2 }
}

extension World {
  /// A share sheet: a `.popover` presentation (UIKit's choice for it), which adapts to a sheet
  /// in a compact environment.
  public mutating func makeActivityViewController() -> ObjectID {
    let id = makeViewController(className: "UIActivityViewController", title: "Share")
    viewControllers.modify(id) { $0.modalPresentationStyle = .popover }
    return id
  }

  /// `self.navigationController`: the navigation controller around `self`, made when first
  /// asked for. It presents through `self`.
  public mutating func navigationController() -> ObjectID {
    if let id = app.navigationController { return id }
    let id = makeViewController(className: "UINavigationController")
    popovers.navigationRoots[id] = rootViewController
    app.navigationController = id
    return id
  }

  /// The controller that presents for `presenter`: `self` for its navigation controller.
  public func presenting(for presenter: ObjectID) -> ObjectID {
    presenter == app.navigationController ? visibleScreenController : presenter
  }
}

extension World {
  /// The title an alert controller shows: its private `attributedTitle`'s text when set.
  public func shownTitle(of controller: ObjectID) -> String? {
    app.privateKeys[controller]?.attributedTitle?.string
      ?? viewControllers.field(controller, { $0.alert?.title })
  }

  /// The message an alert controller shows: its private `attributedMessage`'s text when set.
  public func shownMessage(of controller: ObjectID) -> String? {
    app.privateKeys[controller]?.attributedMessage?.string
      ?? viewControllers.field(controller, { $0.alert?.message })
  }

  /// What an action's private keys add to its drawn title: a checkmark when `checked`.
  public func shownActionTitle(_ action: ObjectID, checkmark: String) -> String {
    let title = actions[action]?.title ?? ""
    return (app.privateKeys[action]?.checked ?? false) ? checkmark + " " + title : title
  }

  /// The words `:describe` adds for an action's or a title's private keys: `red text`,
  /// `checked`, `image "star"`.
  public func privateTraits(of object: ObjectID, words: ScreenWords = .english) -> [String] {
    guard let keys = app.privateKeys[object] else { return [] }
    var traits: [String] = []
    if let color = keys.titleTextColor { traits.append(ScreenWords.fill(words.textColor, color)) }
    if let color = keys.attributedTitle?.foregroundColor {
      traits.append(ScreenWords.fill(words.titleColor, color))
    }
    if let color = keys.attributedMessage?.foregroundColor {
      traits.append(ScreenWords.fill(words.messageColor, color))
    }
    if keys.checked { traits.append(words.checked) }
    if let image = keys.image { traits.append(ScreenWords.fill(words.image, image)) }
    return traits
  }
}
