import AlertLabKit
import AlertLabWords

extension APIClass {
  /// `NSAttributedString(string:attributes:)` and its mutable subclass: the text and the
  /// colour and font set over it, which AlertLab names where it draws them.
  static let nsAttributedString = APIClass(
    "NSAttributedString",
    enums: [
      EnumSpec(
        "NSAttributedString.Key", oldNames: ["NSAttributedStringKey"],
        cases: [
          "foregroundColor", "font", "backgroundColor", "underlineStyle", "paragraphStyle",
          "kern", "strikethroughStyle",
        ])
    ],
    members: attributedInitializers("NSAttributedString") + [
      .objectProperty("string", "String") { machine, object, _ in
        .string(machine.state.world.app.attributedStrings[object]?.string ?? "")
      },
      .objectProperty("length", "Int") { machine, object, _ in
        .int(machine.state.world.app.attributedStrings[object]?.string.utf16.count ?? 0)
      },
    ]
      // Swift 3's global names of the keys.
      + [("foregroundColor", "NSForegroundColorAttributeName"), ("font", "NSFontAttributeName")]
      .map { key, global in
        .staticProperty(
          global, "NSAttributedString.Key",
          old: [
            OldSpelling(global, form: .global, today: "NSAttributedString.Key.\(key)")
          ]
        ) { _, _ in .enumCase(type: "NSAttributedString.Key", name: key) }
      })

  static let nsMutableAttributedString = APIClass(
    "NSMutableAttributedString", superclass: "NSAttributedString",
    members: attributedInitializers("NSMutableAttributedString") + [
      .objectMethod(
        "addAttribute",
        [
          ParamSpec(nil, "NSAttributedString.Key"), ParamSpec("value", "Any"),
          ParamSpec("range", "NSRange"),
        ]
      ) { machine, object, use in
        guard let key = use.caseName(0), let value = use.argument(1) else { return .void }
        machine.state.world.app.attributedStrings[object] = applying(
          key, value, to: machine.state.world.app.attributedStrings[object])
        return .void
      }
    ])
}

/// `init(string:)` and `init(string:attributes:)` of an attributed string class.
func attributedInitializers(_ className: String) -> [APIMember] {
  let make: Behaviour = { machine, use in
    var text = AttributedText(string: use.text(0) ?? "")
    if case .dictionary(let keys, let values, _)? = use.argument(1)?.unwrapped {
      for (key, value) in zip(keys, values) {
        if case .enumCase(_, let name) = key { text = applying(name, value, to: text) ?? text }
      }
    }
    let id = machine.state.world.makeAttributedString(text)
    machine.state.world.plainObjects[id] = className
    return .object(id)
  }
  return [
    .initializer([ParamSpec("string", "String")], run: make),
    .initializer(
      [ParamSpec("string", "String"), ParamSpec("attributes", "[NSAttributedString.Key: Any]?")],
      run: make),
  ]
}

/// An attributed text with one attribute set over all of it (AlertLab keeps one colour and
/// one font per string: alerts draw a title in one style).
func applying(_ key: String, _ value: Value, to text: AttributedText?) -> AttributedText? {
  guard var text else { return nil }
  switch key {
  case "foregroundColor": text.foregroundColor = colorName(value)
  case "font":
    if case .enumCase("UIFont", let name) = value.unwrapped ?? .void { text.font = name }
  default: break
  }
  return text
}

extension APIClass {
  /// Key-value coding: `setValue(_:forKey:)`, which alert code uses on UIAlertController and
  /// UIAlertAction to reach private keys (they work on devices; a note says they are private).
  static let keyValueCoding: [APIMember] = [
    .objectMethod("setValue", [ParamSpec(nil, "Any?"), ParamSpec("forKey", "String")]) {
      machine, object, use in
      try machine.setPrivateKey(use.text(1) ?? "", to: use.argument(0) ?? .none, on: object, use)
      return .void
    }
  ]
}

extension Interpreter {
  /// The private keys of UIAlertController and UIAlertAction that alert code sets.
  static let alertKeys: Set<String> = [
    "attributedTitle", "attributedMessage", "contentViewController",
  ]
  static let actionKeys: Set<String> = ["titleTextColor", "image", "checked"]

  func setPrivateKey(_ key: String, to value: Value, on object: ObjectID, _ use: MemberUse)
    throws
  {
    let world = state.world
    let isAlert = world.viewControllers[object]?.alert != nil
    let isAction = world.actions[object] != nil
    let className = world.className(of: object) ?? "NSObject"
    guard
      (isAlert && Interpreter.alertKeys.contains(key))
        || (isAction && Interpreter.actionKeys.contains(key))
    else {
      let known = (isAlert ? Interpreter.alertKeys : isAction ? Interpreter.actionKeys : [])
        .sorted().joined(separator: ", ")
      throw scriptError(
        known.isEmpty
          ? Said(.doesSimulateKeyValueCoding, key, className)
          : Said(.doesSimulateKeyValue, key, className, known), at: use.range)
    }
    let unwrapped = value.unwrapped ?? .none
    let attributed: AttributedText? = {
      if case .object(let id) = unwrapped { return world.app.attributedStrings[id] }
      if case .string(let text) = unwrapped { return AttributedText(string: text) }
      return nil
    }()
    state.world.updatePrivateKeys(object) { keys in
      switch key {
      case "attributedTitle": keys.attributedTitle = attributed
      case "attributedMessage": keys.attributedMessage = attributed
      case "contentViewController":
        if case .object(let id) = unwrapped { keys.contentViewController = id }
      case "titleTextColor": keys.titleTextColor = colorName(unwrapped)
      case "image":
        if case .object(let id) = unwrapped { keys.image = world.popovers.images[id] ?? "image" }
      case "checked": keys.checked = unwrapped == .bool(true)
      default: break
      }
    }
    let rule = RuleCatalog.privateKeyValueCoding
    var context = world.ruleContext(subject: object)
    context.subject = className
    context.method = key
    if !state.notedSpellings.contains("private-kvc-" + key) {
      state.notedSpellings.insert("private-kvc-" + key)
      state.world.emit(.advice(ruleID: rule.id, context: context))
    }
  }
}
