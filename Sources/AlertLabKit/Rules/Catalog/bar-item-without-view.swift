extension RuleCatalog {
  public static let barItemWithoutView = Rule(
    id: "bar-item-without-view", reference: "E-P5", kind: .crash,
    exceptionName: "NSGenericException",
    title: "A bar button item that is in no bar does not anchor a popover",
    // context.other is the presentation controller; subject and presenter as for E-P2 when
    // an iPad action sheet is presented (method is "sheet" then).
    message: { context in
      context.method == "sheet" ? sheetAnchorReason(context) : anchorReason(context.other)
    },
    what: "barButtonItem was set to an item that is not in a toolbar or navigation bar, so it "
      + "has no view for the popover's arrow to point at; UIKit then has no anchor.",
    why: "The popover is placed at the item's view; an item made in code and never put in a "
      + "bar has none.",
    fix: "Use an item that is on screen (navigationItem.rightBarButtonItem, a toolbar's "
      + "item), or anchor with sourceView and sourceRect instead.",
    uncertainty: "iOS 26 code clears the item and centres the popover when the item's group is "
      + "always available; otherwise the source view is nil and UIKit throws E-P1's exception "
      + "(E-P2's for an iPad action sheet). That it throws is inferred; older versions are "
      + "not confirmed.",
    texts: [TextEra("iOS 8+", .inferred, "decompiled UIKit of iOS 26; E-P1's text")])
}
