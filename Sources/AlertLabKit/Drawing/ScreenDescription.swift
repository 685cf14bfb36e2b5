/// The screen as plain sentences, for screen readers (`:describe`): the device, the
/// navigation bar, the view's buttons, then each presented controller from the bottom up.
///
/// ```
/// iPhone, portrait, iOS 17.0. Navigation bar: AlertLab, with the bar button "+" (addButton).
/// View: button "Show Sheet". Alert. Title: DefaultStyle. Message: the default alert view
/// style. Buttons: Cancel (cancel, bold), OK.
/// ```
///
/// (One line; wrapped here.) Buttons are listed in the order they are drawn, with what the
/// drawing shows in colour or markers: cancel, destructive, bold, disabled. Learner text is
/// escaped as in the drawing, and a message's line breaks become spaces.
public enum ScreenDescription {
  /// The sentences describing `world`'s screen, on one line, in `words`.
  public static func describe(_ world: World, words: ScreenWords = .english) -> String {
    var sentences = [ScreenWords.fill(words.screen, words.name(of: world.device), "\(world.iOS)")]
    if let pushed = world.pushedControllers.last {
      let controller = world.viewControllers[pushed]
      let title = controller?.title.flatMap { $0.isEmpty ? nil : text($0) }
      sentences.append(
        ScreenWords.fill(
          words.navigationBarWithBack, title ?? words.noTitle, text(world.backButtonTitle ?? "")))
      sentences.append(
        ScreenWords.fill(words.pushedView, title ?? controller?.swiftClassName ?? words.noTitle))
    } else {
      // A hidden bar (a SwiftUI screen without a navigation stack) is not there to describe.
      if !world.app.navigationBarHidden { sentences.append(navigationBar(world, words)) }
      sentences.append(view(world, words))
      sentences += world.shownTables.compactMap { table($0, in: world, words) }
    }
    for (controller, mode) in world.drawnPresentations {
      sentences += presentation(controller, mode: mode, in: world, words)
    }
    sentences += LegacyDrawing.describe(world, words)
    sentences += menu(world, words)
    return sentences.joined(separator: words.sentenceSeparator)
  }

  /// `Navigation bar: AlertLab, with the bar button "+" (addButton).`
  static func navigationBar(_ world: World, _ words: ScreenWords) -> String {
    let title =
      (world.app.navigationTitle ?? world.viewControllers[world.rootViewController]?.title)
      .map { text($0) } ?? ""
    let items = world.barButtonItems.sorted { $0.key < $1.key }
      .filter { $0.value.frame != nil }
      .map { barButton($0.value, words.barButton, unnamed: words.barButtonUnnamed) }
    let shown = title.isEmpty ? words.noTitle : title
    switch items.count {
    case 0: return ScreenWords.fill(words.navigationBar, shown)
    case 1: return ScreenWords.fill(words.navigationBarWithItem, shown, words.list(items))
    default: return ScreenWords.fill(words.navigationBarWithItems, shown, words.list(items))
    }
  }

  /// `View: button "Show Sheet".`
  static func view(_ world: World, _ words: ScreenWords) -> String {
    let buttons = world.views.sorted { $0.key < $1.key }
      .filter {
        $0.value.kitClass == "UIButton" && $0.value.isInWindow && world.isVisible($0.key)
          && isInRootView($0.key, of: world)
      }
      .map { ScreenWords.fill(words.viewButton, text($0.value.title ?? "")) }
    // The view's own text fields, numbered as `:type` numbers them.
    let fields = world.screenTextFields().enumerated().map {
      ScreenWords.fill(
        words.viewField, "\($0.offset + 1)", describeField($0.element, in: world, words))
    }
    // The date pickers of the view, and the one standing in for the keyboard.
    let onAlert = Set(world.topPresented.map { world.alertDatePickers(of: $0) } ?? [])
    let scenePickers = world.views.sorted { $0.key < $1.key }.filter {
      $0.value.kitClass == "UIDatePicker" && $0.value.isInWindow && world.isVisible($0.key)
        && !onAlert.contains($0.key)
    }.map(\.key)
    let pickers = (scenePickers + [world.keyboardDatePicker].compactMap { $0 }).compactMap {
      datePicker($0, in: world, words).map { ScreenWords.fill(words.datePicker, $0) }
    }
    let things = buttons + fields + pickers
    return ScreenWords.fill(
      words.view,
      things.isEmpty ? words.noButtonsInView : things.joined(separator: words.separator))
  }

  /// True when the view is the screen's own (not on a presented controller's view).
  static func isInRootView(_ id: ObjectID, of world: World) -> Bool {
    var current: ObjectID? = id
    for _ in 0..<64 {
      guard let next = current else { return false }
      if next == world.rootView { return true }
      current = world.superview(of: next)
    }
    return false
  }

  /// `It shows "Order #42", button "Close".`: the labels and buttons on a presented
  /// controller's view, as its drawing shows them; nothing when it has none.
  static func presentedContent(_ id: ObjectID, in world: World, _ words: ScreenWords)
    -> [String]
  {
    let drawing = PresentationDrawing(world: world, options: DrawingOptions(color: false))
    let shown = drawing.shownViews(of: id).compactMap { view -> String? in
      guard let drawn = world.views[view] else { return nil }
      switch drawn.kitClass {
      case "UIButton": return ScreenWords.fill(words.viewButton, text(drawn.title ?? ""))
      case "UILabel": return ScreenWords.fill(words.viewLabel, text(drawn.title ?? ""))
      default: return nil
      }
    }
    guard !shown.isEmpty else { return [] }
    return [ScreenWords.fill(words.presentedShows, shown.joined(separator: words.separator))]
  }

  /// What a date picker shows, in words: `Jan 1, 2024 at 9:41 AM`.
  static func datePicker(_ id: ObjectID, in world: World, _ words: ScreenWords) -> String? {
    world.app.datePickers[id]?.described(iOS: world.iOS)
  }

  /// `Table: 3 rows, first "Milk", "Eggs" and "Bread".`
  /// Nothing for a table without rows, which draws nothing.
  static func table(_ id: ObjectID, in world: World, _ words: ScreenWords) -> String? {
    guard let table = world.app.tables[id] else { return nil }
    let total = table.sections.reduce(0) { sum, section in
      sum > Int.max - section.rowCount ? Int.max : sum + section.rowCount
    }
    guard total > 0 else { return nil }
    let first = table.readRows.prefix(3).map {
      ScreenWords.fill(words.quoted, text($0.row.text))
    }
    let count = table.sectionCount > table.sections.count ? "\(total)+" : "\(total)"
    return first.isEmpty
      ? ScreenWords.fill(words.table, count)
      : ScreenWords.fill(words.tableWithFirstRows, count, words.list(first))
  }

  /// The sentences for one presented controller.
  static func presentation(
    _ id: ObjectID, mode: PresentationMode, in world: World, _ words: ScreenWords
  ) -> [String] {
    guard let controller = world.viewControllers[id] else { return [] }
    guard let alert = controller.alert else {
      let shown = world.viewControllers[world.adaptedController(of: id)] ?? controller
      let name = controllerName(mode == .popover ? controller : shown, words)
      let content = presentedContent(world.adaptedController(of: id), in: world, words)
      switch mode {
      case .fullScreen: return [ScreenWords.fill(words.fullScreen, name)] + content
      case .pageSheet: return [ScreenWords.fill(words.pageSheet, name)] + content
      case .formSheet: return [ScreenWords.fill(words.formSheet, name)] + content
      case .popover:
        let size = popoverSize(id, in: world, words)
        return [ScreenWords.fill(words.popover, whereIs(id, in: world, words), name, size)]
          + presentedContent(id, in: world, words)
      case .alert, .sheet: return [ScreenWords.fill(words.presented, name)]
      }
    }
    var sentences: [String]
    switch (alert.style, mode) {
    case (.alert, _): sentences = [words.alert]
    case (.actionSheet, .popover):
      sentences = [ScreenWords.fill(words.sheetInPopover, whereIs(id, in: world, words))]
    case (.actionSheet, _): sentences = [words.sheetAtBottom]
    }
    // A title of newlines only makes room for a picker: it reads as no title.
    if let title = world.shownTitle(of: id), !title.allSatisfy(\.isWhitespace) {
      sentences.append(words.sentence(ScreenWords.fill(words.title, text(title))))
    }
    let styled = world.privateTraits(of: id, words: words)
    if !styled.isEmpty {
      sentences.append(words.sentence(styled.map { text($0) }.joined(separator: words.separator)))
    }
    if let message = world.shownMessage(of: id), !message.isEmpty {
      sentences.append(
        words.sentence(ScreenWords.fill(words.message, text(message, newlines: " "))))
    }
    for picker in world.alertDatePickers(of: id) {
      if let shown = datePicker(picker, in: world, words) {
        sentences.append(words.sentence(ScreenWords.fill(words.datePickerSentence, shown)))
      }
    }
    let fields = alert.textFields.enumerated().map { index, field in
      ScreenWords.fill(words.field, "\(index + 1)", describeField(field, in: world, words))
    }
    if !fields.isEmpty {
      sentences.append(
        ScreenWords.fill(words.textFields, fields.joined(separator: words.separator)))
    }
    let emphasized = world.emphasizedAction(of: id)
    let shown = world.displayedActions(of: id)
    let buttons = shown.map { describeAction($0, emphasized: emphasized, in: world, words) }
    sentences.append(
      buttons.isEmpty
        ? words.noButtons
        : ScreenWords.fill(words.buttons, buttons.joined(separator: words.separator)))
    let hidden = alert.actions.filter { !shown.contains($0) }
    for action in hidden where world.actions[action]?.style == .cancel {
      let title = text(world.actions[action]?.title ?? "")
      sentences.append(ScreenWords.fill(words.hiddenCancel, title))
    }
    return sentences
  }

  /// `Cancel (cancel, bold)`, `Reset (destructive)`, `OK (disabled)`.
  static func describeAction(
    _ id: ObjectID, emphasized: ObjectID?, in world: World, _ words: ScreenWords
  ) -> String {
    guard let action = world.actions[id] else { return words.untitled }
    var traits: [String] = []
    switch action.style {
    case .default: break
    case .cancel: traits.append(words.cancel)
    case .destructive: traits.append(words.destructive)
    }
    if id == emphasized { traits.append(words.bold) }
    if !action.isEnabled { traits.append(words.disabled) }
    traits += world.privateTraits(of: id, words: words).map { text($0) }
    let title = action.title.map { text($0) } ?? ""
    return words.traits(title.isEmpty ? words.untitled : title, traits)
  }

  /// `"Login" (placeholder)`, `"bob"`, `"••••••" (secure)`, `empty`.
  static func describeField(_ id: ObjectID, in world: World, _ words: ScreenWords) -> String {
    guard let field = world.textFields[id] else { return words.empty }
    var traits: [String] = []
    let shown: String
    if field.text.isEmpty {
      if let placeholder = field.placeholder, !placeholder.isEmpty {
        shown = ScreenWords.fill(words.quoted, text(placeholder))
        traits.append(words.placeholder)
      } else {
        shown = words.empty
      }
    } else if field.isSecureTextEntry {
      shown = ScreenWords.fill(words.quoted, String(repeating: "•", count: field.text.count))
    } else {
      shown = ScreenWords.fill(words.quoted, text(field.text))
    }
    if field.isSecureTextEntry { traits.append(words.secure) }
    return words.traits(shown, traits)
  }

  /// `pointing up at button "Show Sheet"`, `pointing down at the bar button "+"
  /// (addButton)`, `in the middle of the screen, without an arrow`.
  static func whereIs(_ id: ObjectID, in world: World, _ words: ScreenWords) -> String {
    guard let popoverID = world.viewControllers[id]?.popoverPresentationController else {
      return words.noArrow
    }
    let arrow = PopoverLayout.frame(for: popoverID, in: world).arrow
    let directions: [(ArrowDirections, String)] = [
      (.up, words.up), (.down, words.down), (.left, words.left), (.right, words.right),
    ]
    guard let direction = directions.first(where: { $0.0 == arrow })?.1 else {
      return words.noArrow
    }
    var anchor = words.sourceView
    if let anchorID = world.popoverAnchor(of: id) {
      if let item = world.barButtonItems[anchorID] {
        anchor = barButton(item, words.barButtonAnchor, unnamed: words.barButtonAnchorUnnamed)
      } else if let view = world.views[anchorID] {
        anchor =
          view.kitClass == "UIButton"
          ? ScreenWords.fill(words.buttonAnchor, text(view.title ?? ""))
          : ScreenWords.fill(words.viewAnchor, text(view.name))
      }
    }
    return ScreenWords.fill(words.pointing, direction, anchor)
  }

  /// `, 300 by 300 points` for a popover's content size.
  static func popoverSize(_ id: ObjectID, in world: World, _ words: ScreenWords) -> String {
    guard let popoverID = world.viewControllers[id]?.popoverPresentationController else {
      return ""
    }
    let layout = PopoverLayout.frame(for: popoverID, in: world)
    let frame = layout.frame
    let size = ScreenWords.fill(
      words.sizeInPoints, points(frame.size.width), points(frame.size.height))
    guard !layout.arrow.isEmpty, let anchor = PopoverLayout.anchorRect(for: popoverID, in: world),
      frame.intersects(anchor)
    else { return size }
    return size + words.overAnchor
  }

  /// `"Settings" (UIViewController)` or `UIViewController`.
  static func controllerName(_ controller: ViewController, _ words: ScreenWords) -> String {
    let className = controller.swiftClassName
    if let title = controller.title, !title.isEmpty {
      return ScreenWords.fill(words.controller, text(title), text(className))
    }
    return text(className)
  }

  /// A bar button item by its title as shown and its name, or its title alone when it has no
  /// name (an item made in place).
  static func barButton(_ item: BarButtonItem, _ named: String, unnamed: String) -> String {
    item.name.isEmpty
      ? ScreenWords.fill(unnamed, text(item.shownTitle))
      : ScreenWords.fill(named, text(item.shownTitle), text(item.name))
  }

  /// Learner text made safe to print: escaped as the drawing escapes it.
  static func text(_ value: String, newlines: String? = nil) -> String {
    guard let newlines else { return TextLayout.visible(value) }
    return TextLayout.visible(value, keepNewlines: true)
      .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newlines)
  }

  /// `300` for 300.0, `12.5` for 12.5.
  static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
