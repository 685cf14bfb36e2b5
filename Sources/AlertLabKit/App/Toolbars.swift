/// A `UIToolbar`'s bar button items, kept for the toolbar a text field shows above its keyboard
/// (`inputAccessoryView`): with a date picker in place of the keyboard, the toolbar is drawn
/// over the picker, and `:tap` on one of its items (`"Done"`) sends the item's action, as
/// people build a date field with a Done button.
extension World {
  /// `UIToolbar()` / `UIToolbar(frame:)`: a toolbar with no items, in no window.
  public mutating func makeToolbar(frame: Rect) -> ObjectID {
    let id = makeView(className: "UIToolbar", frame: frame)
    app.toolbarItems[id] = []
    return id
  }

  /// The items of the toolbar above the keyboard: the `inputAccessoryView` of the text field
  /// that is first responder, when it is a toolbar, and nothing is presented over the view.
  public var accessoryItems: [ObjectID] {
    guard topPresented == nil, let field = app.firstResponder,
      let toolbar = app.fieldTraits[field]?.inputAccessoryView
    else { return [] }
    return app.toolbarItems[toolbar] ?? []
  }

  /// A tap on an item of the toolbar above the keyboard: its target gets its action, with the
  /// item as the sender. False when no such item shows.
  mutating func tapAccessoryItem(_ title: String, runner: CallbackRunner) throws -> Bool {
    guard
      let item = accessoryItems.first(where: { id in
        guard let state = barButtonItems[id] else { return false }
        return !state.shownTitle.isEmpty
          && (state.shownTitle == title || state.systemItem == title)
      })
    else { return false }
    try sendActions(of: item, for: BarButtonItem.actionEvent, runner: runner)
    return true
  }

  /// The toolbar's row as drawn: the items before the first flexible space at the left, the
  /// rest at the right, each by its title (`Cancel` … `Done`).
  func accessoryRow(columns: Int) -> String {
    let items = accessoryItems.compactMap { barButtonItems[$0] }
    guard !items.isEmpty else { return "" }
    let split = items.firstIndex { $0.systemItem == "flexibleSpace" } ?? items.count
    let left = items[..<split].map(\.shownTitle).filter { !$0.isEmpty }.joined(separator: "  ")
    let right = items[split...].map(\.shownTitle).filter { !$0.isEmpty }.joined(separator: "  ")
    let gap = max(2, columns - 2 - left.count - right.count)
    return " " + left + String(repeating: " ", count: gap) + right
  }
}
