extension RuleCatalog {
  public static let deprecatedActionSheet = Rule(
    id: "deprecated-action-sheet", reference: "E-L5", kind: .warning,
    message: { _ in
      "'UIActionSheet' is deprecated: first deprecated in iOS 8.3 - UIActionSheet is "
        + "deprecated. Use UIAlertController with a preferredStyle of "
        + "UIAlertControllerStyleActionSheet instead"
    },
    texts: [TextEra(versions: "ios-8-3-plus-sdk", .verified, source: "sdk-headers-compiler-output")]
  )
}
