extension RuleCatalog {
  public static let popoverNoWindow = Rule(
    id: "popover-no-window", reference: "E-PC6", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A popover must be presented from a view in a window",
    message: { context in
      "\(context.method): Popovers cannot be presented from a view which does not have a "
        + "window."
    },
    what: "The popover was presented from a view (or a bar button item's view) that is not in "
      + "a window.",
    why: "UIKit places the popover in the window of the view it points at; without a window "
      + "there is nowhere to put it.",
    fix: "Present once the view is on screen (viewDidAppear(_:) or an action), from a view "
      + "or bar button item that is visible.",
    lesson: "popover-controller",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")])
}
