extension RuleCatalog {
  public static let deprecatedPopoverController = Rule(
    id: "deprecated-popover-controller", reference: "E-L5", kind: .warning,
    title: "UIPopoverController is deprecated (iOS 9)",
    message: { _ in
      "'UIPopoverController' is deprecated: first deprecated in iOS 9.0 - UIPopoverController "
        + "is deprecated. Popovers are now implemented as UIViewController presentations. Use "
        + "a modal presentation style of UIModalPresentationPopover and "
        + "UIPopoverPresentationController."
    },
    what: "Code uses UIPopoverController, which the compiler flags as deprecated since iOS 9.",
    why: "Since iOS 8 a popover is a view controller presentation; UIPopoverController is a "
      + "shim over it.",
    fix: "Set vc.modalPresentationStyle = .popover, anchor vc.popoverPresentationController, "
      + "and present(vc, animated: true).",
    lesson: "popover-controller",
    texts: [TextEra("iOS 9+ SDK", .verified, "SDK headers; compiler output")])
}
