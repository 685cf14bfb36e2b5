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
  /// The sentences describing `world`'s screen, on one line.
  public static func describe(_ world: World) -> String {
    var sentences = ["\(world.device.displayName), iOS \(world.iOS)."]
    sentences.append(navigationBar(world))
    sentences.append(view(world))
    for (controller, mode) in world.drawnPresentations {
      sentences += presentation(controller, mode: mode, in: world)
    }
    sentences += LegacyDrawing.describe(world)
    return sentences.joined(separator: " ")
  }

  /// `Navigation bar: AlertLab, with the bar button "+" (addButton).`
  static func navigationBar(_ world: World) -> String {
    let title = world.viewControllers[world.rootViewController]?.title.map { text($0) } ?? ""
    let items = world.barButtonItems.sorted { $0.key < $1.key }
      .filter { $0.value.frame != nil }
      .map { "\"\(text($0.value.title))\" (\(text($0.value.name)))" }
    var sentence = "Navigation bar: " + (title.isEmpty ? "no title" : title)
    if !items.isEmpty {
      sentence += ", with the bar button" + (items.count > 1 ? "s " : " ") + list(items)
    }
    return sentence + "."
  }

  /// `View: button "Show Sheet".`
  static func view(_ world: World) -> String {
    let buttons = world.views.sorted { $0.key < $1.key }
      .filter { $0.value.className == "UIButton" && $0.value.isInWindow }
      .map { "button \"\(text($0.value.title ?? ""))\"" }
    // The view's own text fields, numbered as `:type` numbers them.
    let fields = world.screenTextFields().enumerated().map {
      "text field \($0.offset + 1) " + describeField($0.element, in: world)
    }
    let things = buttons + fields
    return "View: " + (things.isEmpty ? "no buttons" : things.joined(separator: ", ")) + "."
  }

  /// The sentences for one presented controller.
  static func presentation(_ id: ObjectID, mode: PresentationMode, in world: World) -> [String] {
    guard let controller = world.viewControllers[id] else { return [] }
    guard let alert = controller.alert else {
      let shown = world.viewControllers[world.adaptedController(of: id)] ?? controller
      let name = controllerName(mode == .popover ? controller : shown)
      switch mode {
      case .fullScreen: return ["Full screen: \(name)."]
      case .pageSheet: return ["Page sheet over the dimmed screen: \(name)."]
      case .popover:
        let size = popoverSize(id, in: world)
        return ["Popover \(whereIs(id, in: world)): \(name)\(size)."]
      case .alert, .sheet: return ["Presented: \(name)."]
      }
    }
    var sentences: [String]
    switch (alert.style, mode) {
    case (.alert, _): sentences = ["Alert."]
    case (.actionSheet, .popover):
      sentences = ["Action sheet in a popover \(whereIs(id, in: world))."]
    case (.actionSheet, _): sentences = ["Action sheet at the bottom of the screen."]
    }
    if let title = world.shownTitle(of: id), !title.isEmpty {
      sentences.append(sentence("Title: " + text(title)))
    }
    let styled = world.privateTraits(of: id)
    if !styled.isEmpty {
      sentences.append(sentence(styled.map { text($0) }.joined(separator: ", ")))
    }
    if let message = world.shownMessage(of: id), !message.isEmpty {
      sentences.append(sentence("Message: " + text(message, newlines: " ")))
    }
    let fields = alert.textFields.enumerated().map { index, field in
      "\(index + 1) " + describeField(field, in: world)
    }
    if !fields.isEmpty { sentences.append("Text fields: " + fields.joined(separator: ", ") + ".") }
    let emphasized = world.emphasizedAction(of: id)
    let shown = world.displayedActions(of: id)
    let buttons = shown.map { describeAction($0, emphasized: emphasized, in: world) }
    sentences.append(
      buttons.isEmpty ? "No buttons." : "Buttons: " + buttons.joined(separator: ", ") + ".")
    let hidden = alert.actions.filter { !shown.contains($0) }
    for action in hidden where world.actions[action]?.style == .cancel {
      let title = text(world.actions[action]?.title ?? "")
      sentences.append("The cancel button \"\(title)\" is hidden: tap outside to cancel.")
    }
    return sentences
  }

  /// `Cancel (cancel, bold)`, `Reset (destructive)`, `OK (disabled)`.
  static func describeAction(_ id: ObjectID, emphasized: ObjectID?, in world: World) -> String {
    guard let action = world.actions[id] else { return "untitled" }
    var traits: [String] = []
    if action.style != .default { traits.append(action.style.rawValue) }
    if id == emphasized { traits.append("bold") }
    if !action.isEnabled { traits.append("disabled") }
    traits += world.privateTraits(of: id).map { text($0) }
    let title = action.title.map { text($0) } ?? ""
    let name = title.isEmpty ? "untitled" : title
    return traits.isEmpty ? name : name + " (" + traits.joined(separator: ", ") + ")"
  }

  /// `"Login" (placeholder)`, `"bob"`, `"••••••" (secure)`, `empty`.
  static func describeField(_ id: ObjectID, in world: World) -> String {
    guard let field = world.textFields[id] else { return "empty" }
    var traits: [String] = []
    let shown: String
    if field.text.isEmpty {
      if let placeholder = field.placeholder, !placeholder.isEmpty {
        shown = "\"\(text(placeholder))\""
        traits.append("placeholder")
      } else {
        shown = "empty"
      }
    } else if field.isSecureTextEntry {
      shown = "\"" + String(repeating: "•", count: field.text.count) + "\""
    } else {
      shown = "\"\(text(field.text))\""
    }
    if field.isSecureTextEntry { traits.append("secure") }
    return traits.isEmpty ? shown : shown + " (" + traits.joined(separator: ", ") + ")"
  }

  /// `pointing up at button "Show Sheet"`, `pointing down at the bar button "+"
  /// (addButton)`, `in the middle of the screen, without an arrow`.
  static func whereIs(_ id: ObjectID, in world: World) -> String {
    guard let popoverID = world.viewControllers[id]?.popoverPresentationController else {
      return "in the middle of the screen, without an arrow"
    }
    let arrow = PopoverLayout.frame(for: popoverID, in: world).arrow
    let directions: [(ArrowDirections, String)] = [
      (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"),
    ]
    guard let direction = directions.first(where: { $0.0 == arrow })?.1 else {
      return "in the middle of the screen, without an arrow"
    }
    var anchor = "its source view"
    if let anchorID = world.popoverAnchor(of: id) {
      if let item = world.barButtonItems[anchorID] {
        anchor = "the bar button \"\(text(item.title))\" (\(text(item.name)))"
      } else if let view = world.views[anchorID] {
        anchor =
          view.className == "UIButton"
          ? "button \"\(text(view.title ?? ""))\"" : "the view \(text(view.name))"
      }
    }
    return "pointing \(direction) at \(anchor)"
  }

  /// `, 300 by 300 points` for a popover's content size.
  static func popoverSize(_ id: ObjectID, in world: World) -> String {
    guard let popoverID = world.viewControllers[id]?.popoverPresentationController else {
      return ""
    }
    let size = PopoverLayout.frame(for: popoverID, in: world).frame.size
    return ", \(points(size.width)) by \(points(size.height)) points"
  }

  /// `"Settings" (UIViewController)` or `UIViewController`.
  static func controllerName(_ controller: ViewController) -> String {
    if let title = controller.title, !title.isEmpty {
      return "\"\(text(title))\" (\(text(controller.className)))"
    }
    return text(controller.className)
  }

  /// Learner text made safe to print: escaped as the drawing escapes it.
  /// Ends with a full stop unless the text already ends in one (`Delete photo?`, `…。`).
  static func sentence(_ value: String) -> String {
    guard let last = value.last else { return value }
    return ".?!。？！…".contains(last) ? value : value + "."
  }

  static func text(_ value: String, newlines: String? = nil) -> String {
    guard let newlines else { return TextLayout.visible(value) }
    return TextLayout.visible(value, keepNewlines: true)
      .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newlines)
  }

  /// `300` for 300.0, `12.5` for 12.5.
  static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// `"a"`, `"a" and "b"`, `"a", "b" and "c"`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
