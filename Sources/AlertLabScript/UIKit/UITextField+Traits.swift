import AlertLabKit

extension APIClass {
  /// The keyboard, capitalisation, correction, return-key, content-type and clear-button
  /// traits of a text field, its delegate, its tag and first responder: kept on the world.
  static let textFieldTraitMembers: [APIMember] = [
    // A date picker as the input view shows in place of the keyboard while the field is
    // edited, and `:pick` turns it; a toolbar as the accessory view is drawn above it, and
    // its items answer `:tap`.
    .fieldView("inputView", \.inputView),
    .fieldView("inputAccessoryView", \.inputAccessoryView),
    .traitProperty(
      "keyboardType", "UIKeyboardType", get: \.keyboardType,
      set: { $0.keyboardType = $1 }),
    .traitProperty(
      "autocapitalizationType", "UITextAutocapitalizationType",
      get: \.autocapitalizationType, set: { $0.autocapitalizationType = $1 }),
    .traitProperty(
      "clearButtonMode", "UITextField.ViewMode", get: \.clearButtonMode,
      set: { $0.clearButtonMode = $1 }),
    .traitProperty(
      "borderStyle", "UITextField.BorderStyle", get: \.borderStyle, set: { $0.borderStyle = $1 }),
    // Traits of the keyboard and of typing that change nothing on the screen: kept, read back.
    .traitProperty(
      "autocorrectionType", "UITextAutocorrectionType", get: \.autocorrectionType,
      set: { $0.autocorrectionType = $1 }),
    .traitProperty(
      "spellCheckingType", "UITextSpellCheckingType", get: \.spellCheckingType,
      set: { $0.spellCheckingType = $1 }),
    .traitProperty(
      "returnKeyType", "UIReturnKeyType", get: \.returnKeyType, set: { $0.returnKeyType = $1 }),
    .traitProperty(
      "keyboardAppearance", "UIKeyboardAppearance", get: \.keyboardAppearance,
      set: { $0.keyboardAppearance = $1 }),
    .objectProperty(
      "textContentType", "UITextContentType?",
      get: { machine, object, _ in
        guard let name = machine.state.world.app.fieldTraits[object]?.textContentType else {
          return .none
        }
        return .some(.enumCase(type: "UITextContentType", name: name))
      },
      set: { machine, object, use in
        var name: String?
        if case .enumCase(_, let caseName)? = use.argument(0)?.unwrapped { name = caseName }
        machine.state.world.updateTraits(object) { $0.textContentType = name }
      }),
    .objectProperty(
      "enablesReturnKeyAutomatically", "Bool",
      get: { machine, object, _ in
        .bool(machine.state.world.app.fieldTraits[object]?.enablesReturnKeyAutomatically ?? false)
      },
      set: { machine, object, use in
        let flag = use.flag(0)
        machine.state.world.updateTraits(object) { $0.enablesReturnKeyAutomatically = flag }
      }),
    .objectProperty(
      "delegate", "UITextFieldDelegate?",
      get: { machine, object, _ in
        optionalObject(machine.state.world.app.fieldTraits[object]?.delegate)
      },
      set: { machine, object, use in
        let delegate = use.object(0)
        machine.state.world.updateTraits(object) { $0.delegate = delegate }
        machine.noteDelegate(delegate, of: object, .textField)
      }),
    .objectMethod("becomeFirstResponder", [], returns: "Bool") { machine, object, _ in
      machine.state.world.app.firstResponder = object
      return .bool(true)
    },
    .objectMethod("resignFirstResponder", [], returns: "Bool") { machine, object, _ in
      if machine.state.world.app.firstResponder == object {
        machine.state.world.app.firstResponder = nil
      }
      return .bool(true)
    },
    .objectProperty("isFirstResponder", "Bool") { machine, object, _ in
      .bool(machine.state.world.app.firstResponder == object)
    },
  ]

  /// The enums of the text field's traits.
  static let textFieldEnums: [EnumSpec] = [
    EnumSpec(
      "UIKeyboardType",
      cases: [
        "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
        "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch",
        "asciiCapableNumberPad",
      ]),
    EnumSpec(
      "UITextAutocapitalizationType", cases: ["none", "words", "sentences", "allCharacters"]),
    EnumSpec(
      "UITextField.ViewMode", oldNames: ["UITextFieldViewMode"],
      cases: ["never", "whileEditing", "unlessEditing", "always"]),
    EnumSpec(
      "UITextField.BorderStyle", oldNames: ["UITextBorderStyle"],
      cases: ["none", "line", "bezel", "roundedRect"]),
    EnumSpec("UITextAutocorrectionType", cases: ["default", "no", "yes"]),
    EnumSpec("UITextSpellCheckingType", cases: ["default", "no", "yes"]),
    EnumSpec(
      "UIReturnKeyType",
      cases: [
        "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done",
        "emergencyCall", "continue",
      ]),
    EnumSpec("UIKeyboardAppearance", cases: ["default", "dark", "light", "alert"]),
    // A struct of string constants in UIKit; its constants are read as cases here.
    EnumSpec(
      "UITextContentType",
      cases: [
        "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
        "jobTitle", "organizationName", "location", "fullStreetAddress", "streetAddressLine1",
        "streetAddressLine2", "addressCity", "addressState", "addressCityAndState",
        "sublocality", "countryName", "postalCode", "telephoneNumber", "emailAddress", "URL",
        "creditCardNumber", "username", "password", "newPassword", "oneTimeCode",
        "shipmentTrackingNumber", "flightNumber", "dateTime", "birthdate",
      ]),
  ]
}

extension APIMember {
  /// A text field trait that is an enum case, kept by its case name.
  /// A view a text field keeps (`inputView`, `inputAccessoryView`).
  static func fieldView(
    _ name: String, _ keyPath: WritableKeyPath<TextFieldTraits, ObjectID?> & Sendable
  ) -> APIMember {
    objectProperty(
      name, "UIView?",
      get: { machine, field, _ in
        optionalObject(machine.state.world.app.fieldTraits[field]?[keyPath: keyPath])
      },
      set: { machine, field, use in
        let view = use.object(0)
        machine.state.world.updateTraits(field) { $0[keyPath: keyPath] = view }
      })
  }

  static func traitProperty(
    _ name: String, _ type: String, get: KeyPath<TextFieldTraits, String> & Sendable,
    set: @escaping @Sendable (inout TextFieldTraits, String) -> Void
  ) -> APIMember {
    objectProperty(
      name, type,
      get: { machine, object, _ in
        .enumCase(
          type: type,
          name: (machine.state.world.app.fieldTraits[object] ?? TextFieldTraits())[keyPath: get])
      },
      set: { machine, object, use in
        guard let value = use.caseName(0) else { return }
        machine.state.world.updateTraits(object) { set(&$0, value) }
      })
  }
}
