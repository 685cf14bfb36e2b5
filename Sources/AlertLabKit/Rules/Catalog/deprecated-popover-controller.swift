extension RuleCatalog {
  public static let deprecatedPopoverController = Rule(
    id: "deprecated-popover-controller", reference: "E-L5", kind: .warning,
    message: { _ in
      "'UIPopoverController' is deprecated: first deprecated in iOS 9.0 - UIPopoverController "
        + "is deprecated. Popovers are now implemented as UIViewController presentations. Use "
        + "a modal presentation style of UIModalPresentationPopover and "
        + "UIPopoverPresentationController."
    },
    lesson: "popover-controller",
    texts: [TextEra(versions: "ios-9-plus-sdk", .verified, source: "sdk-headers-compiler-output")])
}
