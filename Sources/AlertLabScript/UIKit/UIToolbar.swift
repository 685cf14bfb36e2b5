import AlertLabKit

// UIToolbar, as people put one above a text field's keyboard (`inputAccessoryView`) with a
// flexible space and a Done item: its items are kept, drawn over a date picker that stands in
// for the keyboard, and tapped with `:tap "Done"`.

extension APIClass {
  static let uiToolbar = APIClass(
    "UIToolbar", superclass: "UIView",
    members: [
      .initializer([ParamSpec("frame", "CGRect")]) { machine, use in
        guard case .rect(let frame)? = use.argument(0) else { return .void }
        return .object(machine.state.world.makeToolbar(frame: frame))
      },
      .initializer([]) { machine, _ in .object(machine.state.world.makeToolbar(frame: .zero)) },
      .objectProperty(
        "items", "[UIBarButtonItem]?",
        get: { machine, toolbar, _ in
          barItemsValue(machine.state.world.app.toolbarItems[toolbar] ?? [])
        },
        set: { machine, toolbar, use in
          machine.state.world.app.toolbarItems[toolbar] = barItems(use.argument(0))
        }),
      .objectMethod(
        "setItems", [ParamSpec(nil, "[UIBarButtonItem]?"), ParamSpec("animated", "Bool")]
      ) { machine, toolbar, use in
        machine.state.world.app.toolbarItems[toolbar] = barItems(use.argument(0))
        return .void
      },
      // A toolbar is sized to its items by UIKit; AlertLab draws it as one row.
      .objectMethod("sizeToFit", []) { _, _, _ in .void },
    ])
}

/// The bar button items of a value: an array's, or one item's (nil or anything else: none).
func barItems(_ value: Value?) -> [ObjectID] {
  switch value?.unwrapped {
  case .array(let items, _)?:
    return items.compactMap { item in
      if case .object(let id) = item.unwrapped, id.rawValue != 0 { return id }
      return nil
    }
  case .object(let id)? where id.rawValue != 0:
    return [id]
  default:
    return []
  }
}
