extension RuleCatalog {
  public static let presentNil = Rule(
    id: "present-nil", reference: "E-V9", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "Presenting nil",
    message: { context in
      "Application tried to present a nil modal view controller on target "
        + "\(context.presenter)."
    },
    what: "present was called with nil. On iOS 7 UIAlertController does not exist: in "
      + "Objective-C, [UIAlertController alertControllerWithTitle:...] messages a nil class, "
      + "gets nil, and present(nil) throws this.",
    why: "There is nothing to present; UIKit treats a nil controller as a programming error.",
    fix: "On iOS 7 use UIAlertView; on iOS 8+ UIAlertController. Check the version with "
      + "if #available(iOS 8.0, *) before using UIAlertController.",
    lesson: "ios7-and-8",
    uncertainty: "Swift fails differently on iOS 7 (the UIAlertController class symbol is "
      + "missing, probably a crash before present is reached), but that failure is not "
      + "sourced.",
    texts: [TextEra("all versions", .developerReport, "crash logs of iOS 7 apps")])
}
