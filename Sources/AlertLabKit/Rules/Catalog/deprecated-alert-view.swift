extension RuleCatalog {
  public static let deprecatedAlertView = Rule(
    id: "deprecated-alert-view", reference: "E-L5", kind: .warning,
    title: "UIAlertView is deprecated (iOS 9)",
    message: { _ in
      "'UIAlertView' is deprecated: first deprecated in iOS 9.0 - UIAlertView is deprecated. "
        + "Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead"
    },
    what: "Code uses UIAlertView, which the compiler flags as deprecated since iOS 9.",
    why: "UIAlertController replaced it in iOS 8; from iOS 8 UIAlertView is only a shim over "
      + "UIAlertController.",
    fix: "Use UIAlertController(title:message:preferredStyle: .alert) and present it.",
    lesson: "alert-view",
    texts: [TextEra("iOS 9+ SDK", .verified, "SDK headers; compiler output")])
}
