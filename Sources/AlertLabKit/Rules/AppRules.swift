/// Rules of the UIKit beside the alert: the share sheet and private API set through
/// key-value coding.
extension RuleCatalog {
  /// The opening of the share sheet's reason, by the controller's description.
  private static let activityRemainder = """
    In its current trait environment, the modalPresentationStyle of a \
    UIActivityViewController with this style is UIModalPresentationPopover. You must provide \
    location information for this popover through the view controller's \
    popoverPresentationController. You must provide either a sourceView and sourceRect or a \
    barButtonItem.  If this information is not known when you present the view controller, \
    you may provide it in the UIPopoverPresentationControllerDelegate method \
    -prepareForPopoverPresentation.
    """

  public static let activityNeedsAnchor = Rule(
    id: "activity-needs-anchor", reference: "E-P1-activity", kind: .crash,
    exceptionName: "NSGenericException",
    title: "A share sheet on iPad needs a sourceView or a barButtonItem",
    message: { context in
      if context.iOS < IOSVersion(9) { return popoverNeedsAnchor.message(context) }
      return "Your application has presented a UIActivityViewController (\(context.subject)). "
        + activityRemainder
    },
    what: "A UIActivityViewController was presented in a regular-width environment (iPad) "
      + "without an anchor. There UIKit shows it as a popover, and a popover needs a source.",
    why: "On iPad the share sheet points at the control that opened it; UIKit cannot guess "
      + "which one that was.",
    fix: "Before presenting, set activity.popoverPresentationController?.sourceView = sender "
      + "and sourceRect = sender.bounds, or barButtonItem = item. On iPhone it is a sheet and "
      + "the lines do nothing.",
    lesson: "share-sheet-ipad",
    uncertainty: "The iOS 9+ text is copied from crash logs developers published (2017, 2018); "
      + "on iOS 8 the crash logs show E-P1's text. Where the text changed (iOS 9) is "
      + "approximate.",
    texts: [
      TextEra("iOS 8", .developerReport, "crash logs of iOS 8 iPads (E-P1's text)"),
      TextEra("iOS 9+", .developerReport, "crash logs; the version it began in is approximate"),
    ])

  public static let privateKeyValueCoding = Rule(
    id: "private-kvc", reference: "AL-KVC", kind: .advice,
    title: "setValue(_:forKey:) on an alert uses private API",
    message: { context in
      "'\(context.method)' is a private key of \(context.subject): it works on devices today, "
        + "but Apple documents no such key and may change it in any release."
    },
    what: "A private property of UIAlertController or UIAlertAction was set through key-value "
      + "coding. AlertLab draws what it shows on a device.",
    why: "UIAlertController is meant to be used as is; its look is not public API. Keys such "
      + "as attributedTitle, titleTextColor and contentViewController are found by reading "
      + "UIKit's private headers, so App Review can flag them and a release can drop them, "
      + "and setValue(_:forKey:) with a key that is gone crashes (NSUnknownKeyException).",
    fix: "Prefer the public API: the alert's title and message, the action's style, and "
      + "view.tintColor for the colour of all buttons. For more, present your own controller.",
    texts: [TextEra("all versions", .alertLab, "AlertLab's words")])

  /// The reason as crash logs show it: https://github.com/matghazaryan/AMSlideMenu2/issues/162
  /// (`Receiver (<MainVC: 0x7fd181ca9110>) has no segue with identifier 'rightMenu'`) and
  /// https://github.com/ivnsch/SwiftCharts/issues/350 (a Swift controller).
  public static let noSegue = Rule(
    id: "no-segue", reference: "AL-SEGUE", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "performSegue with an identifier the storyboard does not have",
    message: { context in
      "Receiver (\(context.subject)) has no segue with identifier '\(context.method)'"
    },
    what: "performSegue(withIdentifier:sender:) named a segue that the view controller's "
      + "storyboard scene does not have (AlertLab's storyboard has the segues declared with "
      + ":segue). A controller made in code has no storyboard, so it has no segues at all.",
    why: "A segue is found by its identifier in the storyboard the controller came from; "
      + "UIKit cannot guess which scene to show, so it throws.",
    fix: "Give the segue that identifier in the storyboard (here: :segue \"ID\" show|modal|"
      + "popover [Class] [from \"Title\"]), check the spelling and case, or present the "
      + "controller in code with present(_:animated:).",
    texts: [
      TextEra(
        "all versions", .developerReport,
        "crash logs in GitHub issues, e.g. matghazaryan/AMSlideMenu2#162, "
          + "ivnsch/SwiftCharts#350")
    ])

  /// SwiftUI's runtime warnings for state changed while a view's body is read, as developers'
  /// logs show them: `[SwiftUI] Modifying state during view update, this will cause undefined
  /// behavior.` (pointfreeco/swift-composable-architecture#1111, SwiftUIX/SwiftUIX#360) and, for
  /// an observable object's `@Published` property, `Publishing changes from within view updates
  /// is not allowed, this will cause undefined behavior.` (SwiftUIX/SwiftUIX#387,
  /// permissionlesstech/bitchat#1537). `context.method` is "published" for the second.
  public static let stateDuringUpdate = Rule(
    id: "state-during-update", reference: "AL-SWIFTUI-STATE", kind: .warning,
    title: "State changed while SwiftUI reads a view's body",
    message: { context in
      context.method == "published"
        ? "Publishing changes from within view updates is not allowed, this will cause "
          + "undefined behavior."
        : "[SwiftUI] Modifying state during view update, this will cause undefined behavior."
    },
    what: "A @State property, or a @Published property of an observed object, was set while "
      + "SwiftUI was reading a view's body to draw it.",
    why: "SwiftUI reads body to learn what to draw; a change made then asks for another "
      + "drawing in the middle of this one, so what shows may not match the state.",
    fix: "Change state in answer to something: a button's action, .onAppear, or a "
      + "presentation's dismissal; never while body is read or in a view's initializer.",
    texts: [
      TextEra(
        "iOS 13+", .developerReport,
        "logs in GitHub issues, e.g. pointfreeco/swift-composable-architecture#1111, "
          + "SwiftUIX/SwiftUIX#360 and #387")
    ])
}
