extension RuleCatalog {
  public static let deprecatedAlertView = Rule(
    id: "deprecated-alert-view", reference: "E-L5", kind: .warning,
    message: { _ in
      "'UIAlertView' is deprecated: first deprecated in iOS 9.0 - UIAlertView is deprecated. "
        + "Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead"
    },
    lesson: "alert-view",
    texts: [TextEra(versions: "ios-9-plus-sdk", .verified, source: "sdk-headers-compiler-output")])
}
