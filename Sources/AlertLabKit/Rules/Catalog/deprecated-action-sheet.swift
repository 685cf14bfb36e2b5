extension RuleCatalog {
  public static let deprecatedActionSheet = Rule(
    id: "deprecated-action-sheet", reference: "E-L5", kind: .warning,
    title: "UIActionSheet is deprecated (iOS 8.3)",
    message: { _ in
      "'UIActionSheet' is deprecated: first deprecated in iOS 8.3 - UIActionSheet is "
        + "deprecated. Use UIAlertController with a preferredStyle of "
        + "UIAlertControllerStyleActionSheet instead"
    },
    what: "Code uses UIActionSheet, which the compiler flags as deprecated since iOS 8.3.",
    why: "UIAlertController replaced it in iOS 8; from iOS 8 UIActionSheet is only a shim over "
      + "UIAlertController.",
    fix: "Use UIAlertController(title:message:preferredStyle: .actionSheet) and present it.",
    texts: [TextEra("iOS 8.3+ SDK", .verified, "SDK headers; compiler output")])
}
