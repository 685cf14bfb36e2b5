/// Text fields and labels of the app's own view, beside the alert's: made in code
/// (`UITextField(frame:)`) and added to a view in the window, or added for a pasted
/// controller's `@IBOutlet` the scene has no control for. `:type` types into them when no
/// alert is up.
extension World {
  /// `UITextField()` / `UITextField(frame:)`: a text field in no window until added to one.
  public mutating func makeTextField(frame: Rect) -> ObjectID {
    let id = makeView(className: "UITextField", frame: frame)
    textFields[id] = TextField()
    return id
  }

  /// A label, text field, date picker or button for an `@IBOutlet` of the screen's controller, as the storyboard
  /// would have it: in `self.view`, below the navigation bar, one under another.
  public mutating func addOutletView(className: String, name: String) -> ObjectID {
    let size = device.screenSize
    let placed = subviews(of: rootView).filter {
      ["UILabel", "UITextField", "UIDatePicker", "UIButton"].contains(views[$0]?.kitClass ?? "")
    }
    let top = topBarsHeight + 24 + Double(placed.count) * 40
    let frame = Rect(x: 20, y: top, width: max(0, size.width - 40), height: 32)
    let id: ObjectID
    switch className {
    case "UITextField": id = makeTextField(frame: frame)
    case "UIDatePicker": id = makeDatePicker(frame: frame, now: simulatedNow)
    default: id = makeView(className: className, frame: frame)
    }
    views.modify(id) { $0.name = name }
    addSubview(id, to: rootView)
    return id
  }

  /// The text fields of the app's own view on screen and visible, top to bottom, then left
  /// to right: what `:type 1 "..."` numbers when no alert is up.
  public func screenTextFields() -> [ObjectID] {
    let fields = views.compactMap { id, view -> (ObjectID, Rect)? in
      guard view.kitClass == "UITextField", textFields[id]?.controller == nil, view.isInWindow,
        isVisible(id)
      else { return nil }
      return (id, windowFrame(of: id))
    }
    return fields.sorted {
      ($0.1.origin.y, $0.1.origin.x, $0.0) < ($1.1.origin.y, $1.1.origin.x, $1.0)
    }.map(\.0)
  }

  /// What a text field of the view shows between its brackets: its text (`•` per character
  /// for secure entry), else its placeholder in parentheses.
  func sceneFieldText(_ id: ObjectID, bullet: String) -> String {
    guard let field = textFields[id] else { return "" }
    if field.text.isEmpty { return field.placeholder.map { "(\($0))" } ?? "" }
    if field.isSecureTextEntry { return String(repeating: bullet, count: field.text.count) }
    return field.text
  }
}

extension World {
  /// Return on the keyboard of a text field of the view: its delegate hears
  /// `textFieldShouldReturn(_:)`; unless it answers false, the field sends its
  /// `.editingDidEndOnExit` and `.primaryActionTriggered` actions.
  mutating func pressReturn(in field: ObjectID, runner: CallbackRunner) throws {
    if let delegate = app.fieldTraits[field]?.delegate {
      let answer = try runner.callMethod(
        ["textFieldShouldReturn(_:)", "textFieldShouldReturn:"], on: delegate,
        arguments: [.object(field)], world: &self)
      if answer == .bool(false) { return }
    }
    try sendActions(of: field, for: "editingDidEndOnExit", runner: runner)
    try sendActions(of: field, for: "primaryActionTriggered", runner: runner)
  }
}
