/// Every UIKit rule AlertLab simulates.
///
/// Texts come from `uikit-rules.md` (the reference ids are in each rule's `reference`).
/// Where a message quotes objects, the context supplies them already described:
/// `subject`, `presenter`, `presenterClass`, `other` and `method` as each rule documents.
public enum RuleCatalog {

  // MARK: - UIAlertController and UIAlertAction

  public static let oneCancel = Rule(
    id: "one-cancel", reference: "E-A1", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "An alert controller can have only one cancel action",
    message: { _ in
      "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    },
    what: "A second action with the cancel style was added to the same alert controller.",
    why: "UIKit places the cancel action apart (left, bottom, or hidden in a popover) and runs "
      + "it when the user taps outside an action sheet: there can be only one.",
    fix: "Give the second action the .default style, or add only one .cancel action.",
    lesson: "one-cancel",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit; developer reports")],
    assertion: AssertionSite(
      method: "-[UIAlertController addAction:]", file: "UIAlertController.m", line: 291,
      line26: 331))

  public static let textFieldsAlertOnly = Rule(
    id: "text-fields-alert-only", reference: "E-A2", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "Text fields can be added only to an alert",
    message: { _ in
      "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
    },
    what: "addTextField(configurationHandler:) was called on an action sheet.",
    why: "An action sheet is a list of choices with no room for input; only the alert style "
      + "lays out text fields.",
    fix: "Create the controller with preferredStyle: .alert when you need a text field.",
    lesson: "sheet-no-text-fields",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit; developer report")],
    assertion: AssertionSite(
      method: "-[UIAlertController addTextFieldWithConfigurationHandler:]",
      file: "UIAlertController.m", line: 586, line26: 632))

  public static let preferredActionInActions = Rule(
    id: "preferred-action-in-actions", reference: "E-A3", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "The preferred action must be one of the alert's actions (iOS 9+)",
    message: { _ in
      "The -preferredAction of an alert controller must be contained in the -actions array "
        + "or be nil."
    },
    what: "preferredAction (iOS 9+) was set to an action that has not been added to the alert.",
    why: "The preferred action is drawn bold and runs on Return, so it has to be one of the "
      + "buttons the alert shows.",
    fix: "Call alert.addAction(ok) first, then set alert.preferredAction = ok.",
    lesson: "cancel-and-default",
    texts: [TextEra("iOS 9+", .verified, "decompiled UIKit; Apple documentation")],
    assertion: AssertionSite(
      method: "-[UIAlertController setPreferredAction:]", file: "UIAlertController.m", line: 396,
      line26: 436))

  public static let alertNeedsContent = Rule(
    id: "alert-needs-content", reference: "E-A4", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "An alert needs a title, a message or an action",
    message: { _ in "UIAlertController must have a title, a message or an action to display" },
    what: "An alert controller with no title, no message and no actions was presented.",
    why: "There would be nothing to show and nothing to tap, so UIKit refuses when the alert "
      + "is about to appear.",
    fix: "Give the alert a title or a message, and add at least one action.",
    lesson: "first-alert",
    uncertainty: "For apps built with an older SDK an empty title or message counts as none "
      + "(_shouldTreatEmptyStringsAsNil); with a newer one \"\" is a title. Which SDK is the "
      + "boundary is not known: AlertLab counts \"\" as none before iOS 13.",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit; developer report")],
    assertion: AssertionSite(
      method: "-[UIAlertController viewWillAppear:]", file: "UIAlertController.m", line: 2253,
      line26: 2346))

  public static let alertWithoutActions = Rule(
    id: "alert-without-actions", reference: "E-A5", kind: .advice,
    title: "An alert without actions cannot be dismissed",
    message: { _ in
      "This alert has no actions: the user cannot dismiss it, and the app is stuck behind it."
    },
    what: "An alert with a title or message but no actions was presented. UIKit shows it "
      + "without complaint.",
    why: "Tapping outside dismisses only an action sheet, never an alert: an alert goes away "
      + "through its buttons or through dismiss(animated:) in code.",
    fix: "Add an action, e.g. alert.addAction(UIAlertAction(title: \"OK\", style: .default)).",
    lesson: "first-alert",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])

  public static let titleTruncated = Rule(
    id: "title-truncated", reference: "E-A7", kind: .advice,
    title: "Very long titles and messages are truncated",
    message: { _ in
      "UIKit silently truncates an alert title of 1000 or more characters to 999 and a "
        + "message of 10000 or more characters to 9999."
    },
    what: "The alert's title or message was longer than UIKit keeps; the end was cut off "
      + "without a warning.",
    why: "An alert is a short interruption; UIKit caps the text when the controller is "
      + "created.",
    fix: "Keep the title to a line and the message to a sentence or two; show long text in "
      + "a view controller of its own.",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit of iOS 18 and 26")])

  public static let alertStyleIgnored = Rule(
    id: "alert-presentation-style-ignored", reference: "E-A8", kind: .advice,
    title: "An alert controller ignores modalPresentationStyle",
    message: { _ in
      "modalPresentationStyle is ignored on a UIAlertController: UIKit always chooses how "
        + "an alert or action sheet is presented."
    },
    what: "modalPresentationStyle was set on an alert controller; UIKit kept its own style.",
    why: "An alert is always presented centered, and an action sheet slides up on iPhone and "
      + "becomes a popover on iPad; the controller overrides the property to enforce that.",
    fix: "Remove the assignment; on iPad, configure alert.popoverPresentationController "
      + "instead.",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])

  // MARK: - Presenting

  public static let notInWindow = Rule(
    id: "not-in-window", reference: "E-V1", kind: .warning,
    title: "The presenter's view is not in the window hierarchy",
    message: { context in
      if context.iOS < IOSVersion(13) {
        return "Warning: Attempt to present \(context.subject) on \(context.presenter) "
          + "whose view is not in the window hierarchy!"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) whose view is not in the window hierarchy."
    },
    what: "present(_:animated:completion:) was called on a view controller whose view is not "
      + "on screen yet (for example in viewDidLoad). Nothing was presented.",
    why: "A presentation is shown from a view in a window; before the view is in the window "
      + "there is nowhere to show it, so UIKit logs and skips it.",
    fix: "Present from viewDidAppear(_:) or from an action, once the view is on screen.",
    lesson: "not-in-window",
    texts: [
      TextEra("up to iOS 12", .developerReport, "console pastes"),
      TextEra("iOS 13+", .developerReport, "console pastes; format string in app source"),
    ])

  public static let alreadyPresenting = Rule(
    id: "already-presenting", reference: "E-V2", kind: .warning,
    title: "The presenter is already presenting a view controller",
    message: { context in
      if context.iOS < IOSVersion(13) {
        // The double space before "on" is what UIKit printed.
        return "Warning: Attempt to present \(context.subject)  on \(context.presenter) "
          + "which is already presenting \(context.other)"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) which is already presenting \(context.other)."
    },
    what: "present(_:animated:completion:) was called on a view controller that already has a "
      + "presentedViewController. Nothing was presented.",
    why: "A view controller presents one view controller at a time; the second request is "
      + "logged and dropped.",
    fix: "Dismiss the first one and present in the completion handler, or present from "
      + "presentedViewController.",
    lesson: "dismissing",
    texts: [
      TextEra("up to iOS 12", .developerReport, "console pastes"),
      TextEra("iOS 13+", .developerReport, "console pastes; format string in app source"),
    ])

  public static let presentDuringTransition = Rule(
    id: "present-during-transition", reference: "E-V3", kind: .warning,
    title: "Presenting while a presentation or dismissal is in progress",
    message: { context in
      if context.iOS < IOSVersion(13) {
        return "Warning: Attempt to present \(context.subject) on \(context.presenter) while a "
          + "presentation is in progress!"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) while a presentation is in progress."
    },
    what: "present(_:animated:completion:) was called while another presentation or dismissal "
      + "begun in the same turn of the run loop was still animating. Nothing was presented.",
    why: "UIKit runs one transition at a time in a window; a request made while one is running "
      + "is logged and dropped. In AlertLab a transition lasts until the end of the top-level "
      + "statement (or gesture) that began it.",
    fix: "Present from the completion handler of the earlier present or dismiss, e.g. "
      + "dismiss(animated: true) { self.present(next, animated: true) }.",
    lesson: "dismissing",
    uncertainty: "A real transition lasts about a third of a second; AlertLab gives every one, "
      + "animated or not, the rest of its turn. The iOS 13+ form is inferred: the sentence is "
      + "from a developer's console, the [Presentation] prefix from the other iOS 13+ "
      + "presentation warnings.",
    texts: [
      TextEra("up to iOS 12", .developerReport, "console pastes"),
      TextEra("iOS 13+", .inferred, "a console paste of the sentence; the prefix of 0.5"),
    ])

  public static let dismissDuringTransition = Rule(
    id: "dismiss-during-transition", reference: "E-V4", kind: .warning,
    title: "Dismissing while a presentation or dismissal is in progress",
    message: { context in
      let sentence =
        "Attempt to dismiss from view controller \(context.presenter) while a presentation "
        + "or dismiss is in progress!"
      return context.iOS < IOSVersion(13) ? "Warning: " + sentence : "[Presentation] " + sentence
    },
    what: "dismiss(animated:completion:) was called while a presentation or dismissal begun in "
      + "the same turn of the run loop was still animating. Nothing was dismissed.",
    why: "UIKit runs one transition at a time; the dismissal is logged and dropped, so the "
      + "controller stays on screen.",
    fix: "Dismiss from the completion handler of the presentation, or later (from an action "
      + "or a button's handler), not in the same function that presented it.",
    lesson: "dismissing",
    uncertainty: "The text is from a developer's console before iOS 13; AlertLab adds the "
      + "[Presentation] prefix of the other iOS 13+ warnings, and that form is approximate.",
    texts: [
      TextEra("up to iOS 12", .developerReport, "console paste"),
      TextEra("iOS 13+", .approximate, "no source; the prefix of 0.5"),
    ])

  public static let presentBeingPresented = Rule(
    id: "present-being-presented", reference: "E-V6", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A view controller being presented cannot be presented again",
    // context.other is the controller presenting it.
    message: { context in
      "Application tried to present modally a view controller \(context.subject) that is "
        + "already being presented by \(context.other)."
    },
    what: "A view controller whose presentation began in this turn, and is still animating, "
      + "was passed to present again.",
    why: "A view controller can be presented by one controller at a time; while it is on its "
      + "way in it already belongs to that presentation.",
    fix: "Present each controller once, and wait for the completion before presenting it "
      + "from elsewhere.",
    lesson: "dismissing",
    uncertainty: "The format string and the exception name are from developers' sources; "
      + "AlertLab fills each %@ with the object's description.",
    texts: [TextEra("all versions", .developerReport, "format string in app source")])

  public static let presentChild = Rule(
    id: "present-child", reference: "E-V8", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A child view controller cannot be presented",
    // context.other is the parent.
    message: { context in
      "Application tried to present modally a view controller \(context.subject) that has a "
        + "parent view controller \(context.other)."
    },
    what: "A view controller added to another with addChild(_:) was presented.",
    why: "A child's view lives inside its parent's view; presenting would put the same view "
      + "in two places.",
    fix: "Call child.removeFromParent() first, or present a new controller.",
    uncertainty: "The text is a format string found in app source; the exception's name is "
      + "not confirmed (NSInvalidArgumentException, like the other present checks).",
    texts: [TextEra("all versions", .developerReport, "format string; exception name approximate")])

  public static let presentActiveController = Rule(
    id: "present-active-controller", reference: "E-V5", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A view controller that is already presented cannot be presented again",
    message: { context in
      "Application tried to present modally an active controller \(context.subject)."
    },
    what: "A view controller that is already on screen was passed to present again.",
    why: "A view controller can be in only one place in the presentation chain at a time.",
    fix: "Check presentingViewController == nil before presenting, or create a new "
      + "controller for each presentation.",
    lesson: "dismissing",
    texts: [TextEra("all versions", .developerReport, "crash log")])

  public static let presentSelf = Rule(
    id: "present-self", reference: "E-V7", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A view controller cannot present itself",
    message: { context in
      "Application tried to present modal view controller on itself. Presenting controller is "
        + "\(context.subject)."
    },
    what: "present(self, animated:) was called: the presenter and the presented controller "
      + "are the same object.",
    why: "A presentation puts one view controller above another; one object cannot be both.",
    fix: "Present the controller you created, e.g. present(alert, animated: true).",
    texts: [TextEra("all versions", .developerReport, "crash log")])

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

  // MARK: - UIPopoverPresentationController and iPad action sheets

  /// E-P1's reason: `controller` is the presentation controller's description.
  private static func anchorReason(_ controller: String) -> String {
    "UIPopoverPresentationController (\(controller)) should have a non-nil sourceView or "
      + "barButtonItem set before the presentation occurs."
  }

  /// E-P2's reason for the action sheet `subject` presented from `presenter`.
  static func sheetAnchorReason(_ context: RuleContext) -> String {
    if context.iOS < IOSVersion(9) {
      return anchorReason(context.other)
    }
    let opening =
      "Your application has presented a UIAlertController (\(context.subject)) of style "
      + "UIAlertControllerStyleActionSheet"
    if context.iOS < IOSVersion(13) {
      return opening + ". " + sheetAnchorRemainder
    }
    return opening + " from \(context.presenterClass) (\(context.presenter)). "
      + sheetAnchorRemainder
  }

  /// The part of E-P2's reason that is the same in every form after the first sentence.
  private static let sheetAnchorRemainder = """
    The modalPresentationStyle of a UIAlertController with this style is \
    UIModalPresentationPopover. You must provide location information for this popover \
    through the alert controller's popoverPresentationController. You must provide either a \
    sourceView and sourceRect or a barButtonItem.  If this information is not known when you \
    present the alert controller, you may provide it in the \
    UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.
    """

  public static let popoverNeedsAnchor = Rule(
    id: "popover-needs-anchor", reference: "E-P1", kind: .crash,
    exceptionName: "NSGenericException",
    title: "A popover needs a sourceView or a barButtonItem",
    message: { context in anchorReason(context.other) },
    what: "A .popover presentation began with neither sourceView nor barButtonItem set on its "
      + "popoverPresentationController.",
    why: "A popover points its arrow at something on screen; without an anchor UIKit cannot "
      + "place it.",
    fix: "Set vc.popoverPresentationController?.sourceView = sender and sourceRect = "
      + "sender.bounds, or barButtonItem = item, before the turn of the run loop ends: before "
      + "present, or right after it in the same function. UIKit checks the anchor when the "
      + "presentation begins; Apple's UIPopoverPresentationController reference: \"Presenting "
      + "a view controller with the popover style creates a popover presentation controller\" "
      + "that you \"use ... to configure the popover behavior\".",
    lesson: "popover-ios8",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit; developer report")])

  public static let sheetNeedsAnchor = Rule(
    id: "sheet-needs-anchor", reference: "E-P2", kind: .crash,
    exceptionName: "NSGenericException",
    title: "An action sheet on iPad needs a sourceView or a barButtonItem",
    message: { context in sheetAnchorReason(context) },
    what: "An action sheet was presented in a regular-width environment (iPad) without an "
      + "anchor. There it is shown as a popover, and a popover needs a source.",
    why: "On iPad an action sheet points at the control that opened it; UIKit cannot guess "
      + "which one that was.",
    fix: "Set alert.popoverPresentationController?.sourceView = sender and sourceRect = "
      + "sender.bounds, or barButtonItem = item, before present or right after it in the same "
      + "function (UIKit checks the anchor when the turn of the run loop ends, as Apple's "
      + "UIPopoverPresentationController reference describes configuring the popover after "
      + "present). On iPhone the property is nil and the line does nothing.",
    lesson: "sheet-ipad",
    uncertainty: "On iOS 8 AlertLab prints E-P1's text, as seed 001 quotes it byte for byte "
      + "from an iOS 8 device; the reference gives the 'Your application has presented' form "
      + "for iOS 8 to 12 and may be wrong about iOS 8. Where the form without 'from' ends "
      + "(about iOS 12) is approximate.",
    texts: [
      TextEra("iOS 8", .developerReport, "seed 001 quotes it byte for byte"),
      TextEra("iOS 9 to 12", .developerReport, "crash logs; the version range is approximate"),
      TextEra("iOS 13+", .verified, "decompiled UIKit; developer reports"),
    ])

  public static let sourceRectNeedsView = Rule(
    id: "source-rect-needs-view", reference: "E-P4", kind: .crash,
    exceptionName: "NSGenericException",
    title: "A sourceRect alone does not anchor a popover",
    message: { context in anchorReason(context.other) },
    what: "sourceRect was set but sourceView was not, so the popover has no anchor.",
    why: "sourceRect is in sourceView's coordinate space; without the view the rect means "
      + "nothing, and UIKit checks only for a view or a bar button item.",
    fix: "Set sourceView too: popover.sourceView = sender; popover.sourceRect = sender.bounds.",
    lesson: "sheet-ipad",
    texts: [TextEra("iOS 8+", .inferred, "E-P1's verified text; the check is on the source view")])

  public static let popoverHidesCancel = Rule(
    id: "popover-hides-cancel", reference: "L-S4", kind: .advice,
    title: "An action sheet in a popover does not show its cancel action",
    message: { context in
      if context.iOS < IOSVersion(26) {
        return "The cancel action is not shown in a popover: tapping outside the popover "
          + "cancels."
      }
      return "The cancel action is not shown: from iOS 26 an action sheet never shows it; "
        + "tapping outside cancels."
    },
    what: "The action sheet is in a popover (iPad), so UIKit left out its cancel button. "
      + "Tapping outside still runs the cancel action's handler.",
    why: "Tapping outside a popover already means cancel, so a Cancel button would repeat it.",
    fix: "Nothing to fix: keep the .cancel action so iPhone shows it and the outside tap has a "
      + "handler to run.",
    lesson: "sheet-ipad",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])

  public static let destructiveFirst = Rule(
    id: "destructive-first", reference: "L-S3", kind: .advice,
    title: "Put destructive actions at the top of an action sheet (HIG)",
    message: { _ in
      "HIG: put the destructive action at the top of the action sheet; UIKit shows actions in "
        + "the order they were added."
    },
    what: "A destructive action was added after other actions, so it is not at the top.",
    why: "The Human Interface Guidelines put the red, dangerous choice first where it is seen; "
      + "UIKit does not reorder actions for you.",
    fix: "Call addAction with the .destructive action before the others.",
    lesson: "destructive",
    texts: [TextEra("iOS 8+", .alertLab, "Human Interface Guidelines")])

  public static let cancelPlacement = Rule(
    id: "cancel-placement", reference: "L-A3", kind: .advice,
    title: "Where UIKit draws the cancel action in an alert",
    message: { context in
      if context.iOS < IOSVersion(9) {
        return "On iOS 8 AlertLab draws the actions in the order they were added."
      }
      return "The cancel action is drawn on the left of two buttons and at the bottom of "
        + "three or more, whatever the order it was added in."
    },
    what: "UIKit moves the cancel action: left of two side-by-side buttons, bottom of a "
      + "stack; other actions keep the order they were added. On iOS 8 AlertLab keeps the "
      + "added order, which is uncertain.",
    why: "The Human Interface Guidelines put Cancel on the left and the likely choice on the "
      + "right, so people find each where they expect.",
    fix: "Add the actions in the order you want the others to appear and give Cancel the "
      + ".cancel style; add it first to get the same layout on iOS 8.",
    lesson: "cancel-and-default",
    uncertainty: "Whether iOS 8.0 already moved a cancel action added second to the left is "
      + "not confirmed; AlertLab draws iOS 8 alerts in the order the actions were added.",
    texts: [
      TextEra("iOS 8", .approximate, "two buttons in the order added; not confirmed"),
      TextEra("iOS 9+", .alertLab, "the behaviour: HIG and developer observations"),
    ])

  // MARK: - UIPopoverController (iOS 3.2 to 9)

  public static let popoverControllerPadOnly = Rule(
    id: "popover-controller-ipad-only", reference: "E-PC1", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "UIPopoverController works only on iPad",
    message: { _ in
      "-[UIPopoverController initWithContentViewController:] called when not running under "
        + "UIUserInterfaceIdiomPad."
    },
    what: "A UIPopoverController was created on an iPhone.",
    why: "Before iOS 8 popovers existed only on iPad; the old class checks the idiom when it is "
      + "created.",
    fix: "Use a popover presentation: vc.modalPresentationStyle = .popover, set its "
      + "popoverPresentationController's anchor, then present(vc, animated: true).",
    lesson: "popover-controller",
    uncertainty: "Modern UIKit skips this check for apps linked against one range of SDKs, "
      + "possibly the iOS 8 SDK; which SDKs is not confirmed, so AlertLab always throws on "
      + "iPhone.",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit; developer report")])

  public static let popoverControllerDeallocated = Rule(
    id: "popover-controller-dealloc", reference: "E-PC2", kind: .crash,
    exceptionName: "NSGenericException",
    title: "A visible UIPopoverController was deallocated",
    message: { _ in "-[UIPopoverController dealloc] reached while popover is still visible." },
    what: "The only reference to a visible popover controller went away (a local variable "
      + "that went out of scope), so it was deallocated while on screen.",
    why: "UIPopoverController does not keep itself alive; freeing it while visible would leave "
      + "a popover nobody owns.",
    fix: "Keep it in a stored property: var popover: UIPopoverController?",
    lesson: "popover-controller",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit; developer report")])

  public static let popoverControllerInit = Rule(
    id: "popover-controller-init", reference: "E-PC3", kind: .crash,
    exceptionName: "NSGenericException",
    title: "UIPopoverController needs a content view controller",
    message: { _ in
      "-[UIPopoverController init] is not a valid initializer. You must call "
        + "-[UIPopoverController initWithContentViewController:]."
    },
    what: "UIPopoverController() was called without a content view controller.",
    why: "A popover controller shows a view controller; it has no meaning without one.",
    fix: "Create it with UIPopoverController(contentViewController: content), or better, "
      + "present content with .popover style.",
    lesson: "popover-controller",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")])

  public static let popoverControllerNilContent = Rule(
    id: "popover-controller-nil-content", reference: "E-PC4", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A popover controller's content cannot be set to nil",
    message: { _ in
      "-[UIPopoverController setContentViewController:animated:] called with a nil "
        + "viewController."
    },
    what: "setContentViewController(nil, animated:) was called on a popover controller.",
    why: "A popover always shows a view controller; to remove it, dismiss the popover.",
    fix: "Pass a view controller, or call dismiss(animated:) to hide the popover.",
    lesson: "popover-controller",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")])

  public static let popoverArrowUnknown = Rule(
    id: "popover-arrow-unknown", reference: "E-PC5", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A popover cannot be presented with the unknown arrow direction",
    message: { context in
      "\(context.method): Popovers cannot be presented with UIPopoverArrowDirectionUnknown."
    },
    what: "permittedArrowDirections was .unknown when the popover was presented.",
    why: ".unknown is what arrowDirection reports when no popover is shown; it is not a "
      + "direction UIKit can draw.",
    fix: "Pass .any and let UIKit choose, or the directions you allow, e.g. [.up, .down].",
    lesson: "popover-controller",
    uncertainty: "The text is UIPopoverController's (E-PC5). For a UIPopoverPresentationController "
      + "(.popover style) no source shows the check: AlertLab rejects .unknown the same way, "
      + "naming presentationTransitionWillBegin, and that message is approximate.",
    texts: [
      TextEra("UIPopoverController, iOS 7+", .verified, "decompiled UIKit; Apple documentation"),
      TextEra("a .popover presentation, iOS 8+", .approximate, "no source shows the check"),
    ])

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

  public static let popoverZeroRect = Rule(
    id: "popover-zero-rect", reference: "E-PC7", kind: .warning,
    title: "A popover's rect must have a non-zero width and height",
    message: { _ in
      "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: "
        + "the rect passed in to this method must have non-zero width and height. This will be "
        + "an exception in a future release."
    },
    what: "The popover was presented from a rect with zero width or height. UIKit logged this "
      + "once and enlarged the rect to at least 2 by 2 points.",
    why: "The arrow points at the rect; an empty rect gives it no area to point at.",
    fix: "Pass the control's bounds, e.g. present(from: sender.bounds, in: sender, "
      + "permittedArrowDirections: .any, animated: true).",
    lesson: "popover-controller",
    texts: [TextEra("iOS 5+", .verified, "decompiled UIKit; developer reports")])

  public static let popoverRepresent = Rule(
    id: "popover-represent", reference: "E-PC8", kind: .warning,
    title: "Presenting a visible UIPopoverController again from a rect",
    // context.subject is the presentation controller.
    message: { context in
      "Application tried to represent an active popover presentation: \(context.subject)"
    },
    what: "presentPopover(from:in:permittedArrowDirections:animated:) was called on a popover "
      + "controller whose popover is on screen. UIKit logged this (once per run) and left the "
      + "popover where it was.",
    why: "Since iOS 8 a UIPopoverController presents through a UIPopoverPresentationController, "
      + "which can be presented only after it was dismissed.",
    fix: "Check isPopoverVisible first, or dismiss(animated:) the popover before presenting "
      + "it somewhere else.",
    lesson: "popover-controller",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit (a Warning log, once)")])

  // MARK: - UIPopoverBackgroundView

  public static let backgroundViewAbstract = Rule(
    id: "background-view-abstract", reference: "E-B1", kind: .crash,
    title: "A UIPopoverBackgroundView subclass must override its abstract members",
    message: { context in
      // `+[HalfBackground arrowHeight]`: the class and the member with its sign.
      let method = context.method
      let inside = method.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
      let className = inside.prefix { $0 != " " }
      let member = (method.first.map(String.init) ?? "") + inside.drop { $0 != " " }.dropFirst()
      return "[AlertLab] UIKit raises an exception here because \(className) does not override "
        + "\(member). UIKit's exact message is not known."
    },
    what: "UIKit called a member of a UIPopoverBackgroundView subclass that the subclass does "
      + "not override. Before iOS 17 every abstract member throws (arrowOffset, "
      + "arrowDirection, arrowHeight, arrowBase, contentViewInsets); from iOS 17 only "
      + "contentViewInsets does.",
    why: "UIPopoverBackgroundView only defines the interface: the subclass draws the chrome, so "
      + "only it knows the arrow's size and the content insets.",
    fix: "Override all of them: override class func arrowHeight() -> CGFloat, arrowBase(), "
      + "contentViewInsets(), and the arrowOffset and arrowDirection properties.",
    lesson: "popover-background",
    uncertainty: "UIKit raises an exception for the member that was not overridden (E-B1, "
      + "E-B2), but no source shows its name or reason (E-B3): the line above is AlertLab's, "
      + "not UIKit's.",
    texts: [TextEra("iOS 7+", .alertLab, "the exception's name and reason were not found")],
    unknownText: true)

  // MARK: - UIAlertView and UIActionSheet

  public static let alertViewButtonTitle = Rule(
    id: "alert-view-button-title", reference: "E-L1", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "A UIAlertView button needs a title",
    message: { _ in "UIAlertView: Buttons added must have a title." },
    what: "addButton(withTitle: nil) was called on a UIAlertView.",
    why: "A button without a title would be an empty, unlabelled choice.",
    fix: "Pass a title: alertView.addButton(withTitle: \"OK\").",
    lesson: "alert-view",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")],
    assertion: AssertionSite(
      method: "-[UIAlertView addButtonWithTitle:]", file: "UIAlertView.m", line: 384,
      seenIn: "the decompiled iOS 26.1 build"))

  public static let actionSheetButtonTitle = Rule(
    id: "action-sheet-button-title", reference: "E-L2", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "A UIActionSheet button needs a title",
    message: { _ in "UIActionSheet: Buttons added must have a title." },
    what: "addButton(withTitle: nil) was called on a UIActionSheet.",
    why: "A button without a title would be an empty, unlabelled choice.",
    fix: "Pass a title: actionSheet.addButton(withTitle: \"Share\").",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")],
    assertion: AssertionSite(
      method: "-[UIActionSheet addButtonWithTitle:]", file: "UIActionSheet.m", line: 125,
      seenIn: "the decompiled iOS 26.1 build"))

  public static let alertViewInSceneApp = Rule(
    id: "alert-view-in-scene-app", reference: "E-L3", kind: .crash,
    exceptionName: "NSObjectNotAvailableException",
    title: "UIAlertView cannot be used in a UIScene-based app",
    message: { _ in
      "UIAlertView is deprecated and unavailable for UIScene based applications, please use "
        + "UIAlertController!"
    },
    what: "A UIAlertView was created in an app that uses UIScene (every app made from the "
      + "Xcode 11 template or later). AlertLab's app is such an app from iOS 13.",
    why: "UIAlertView shows itself in the app's one window; a scene-based app can have many "
      + "windows, so UIKit refuses to create one.",
    fix: "Use UIAlertController(title:message:preferredStyle: .alert) and present it; to try "
      + "UIAlertView, switch to an older iOS (:ios 12).",
    lesson: "alert-view",
    uncertainty: "An app without a scene manifest keeps UIAlertView on iOS 13 and later; "
      + "AlertLab's app always has one from iOS 13.",
    texts: [TextEra("iOS 13+ SDK, scene-based apps", .verified, "decompiled UIKit; crash log")])

  public static let subclassingAlertController = Rule(
    id: "alert-controller-subclass", reference: "E-A11", kind: .advice,
    title: "UIAlertController does not support subclassing",
    message: { _ in
      "Apple: \"The UIAlertController class is intended to be used as-is and does not support "
        + "subclassing. The view hierarchy for this class is private and must not be "
        + "modified.\""
    },
    what: "A class was declared as a subclass of UIAlertController. The compiler allows it, "
      + "and it may even work, but Apple does not support it.",
    why: "The alert's views are private and change between iOS versions; a subclass that "
      + "depends on them can break in any update.",
    fix: "Configure a plain UIAlertController (actions, text fields, preferredAction), or "
      + "present your own view controller when you need a custom look.",
    texts: [TextEra("iOS 8+", .verified, "Apple documentation, as quoted in a translation")])

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

  /// The Swift compiler's form of clang's deprecation warning (E-L5): `warning: 'UIAlertView'
  /// was deprecated in iOS 9.0: <message>` for `warning: 'UIAlertView' is deprecated: first
  /// deprecated in iOS 9.0 - <message>`. Any other text is returned as it is.
  public static func swiftDeprecationWording(_ clang: String) -> String {
    guard let isDeprecated = clang.firstRange(of: " is deprecated: first deprecated in iOS "),
      let dash = clang[isDeprecated.upperBound...].firstRange(of: " - ")
    else { return clang }
    let version = clang[isDeprecated.upperBound..<dash.lowerBound]
    return clang[..<isDeprecated.lowerBound] + " was deprecated in iOS \(version): "
      + clang[dash.upperBound...]
  }

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

  public static let deprecatedKeyWindow = Rule(
    id: "deprecated-key-window", reference: "E-L5", kind: .warning,
    title: "UIApplication's keyWindow is deprecated (iOS 13)",
    message: { _ in
      "'keyWindow' is deprecated: first deprecated in iOS 13.0 - Should not be used for "
        + "applications that support multiple scenes as it returns a key window across all "
        + "connected scenes"
    },
    what: "Code reads UIApplication.shared.keyWindow, which the compiler flags as deprecated "
      + "since iOS 13.",
    why: "From iOS 13 an app can show several scenes, each with its own windows; the "
      + "application's one key window says nothing about which scene the code belongs to.",
    fix: "Ask the scene: view.window (a view on screen knows its window), or the key window of "
      + "the active UIWindowScene from UIApplication.shared.connectedScenes.",
    texts: [TextEra("iOS 13+ SDK", .verified, "compiler output quoted by developers")])

  public static let deprecatedWindows = Rule(
    id: "deprecated-windows", reference: "E-L5", kind: .warning,
    title: "UIApplication's windows is deprecated (iOS 15)",
    message: { _ in
      "'windows' is deprecated: first deprecated in iOS 15.0 - Use UIWindowScene.windows on a "
        + "relevant window scene instead"
    },
    what: "Code reads UIApplication.shared.windows, which the compiler flags as deprecated "
      + "since iOS 15.",
    why: "Windows belong to scenes; the application's list mixes the windows of every scene.",
    fix: "Take the windows of the scene at hand: (scene as? UIWindowScene)?.windows, or "
      + "view.window?.windowScene?.windows.",
    texts: [TextEra("iOS 15+ SDK", .verified, "compiler output quoted by developers")])

  public static let alertViewTextFieldIndex = Rule(
    id: "alert-view-text-field-index", reference: "E-L4", kind: .crash,
    exceptionName: "NSRangeException",
    title: "textField(at:) index out of range on iOS 7",
    // context.other holds the index; 0 when empty.
    message: { context in
      let index = context.other.isEmpty ? "0" : context.other
      return "textFieldIndex (\(index)) is outside of the bounds of the array of text fields"
    },
    what: "textField(at:) was asked for a field the alert view's style does not have. On iOS 7 "
      + "this throws; from iOS 8 it returns nil.",
    why: "Each alertViewStyle has a fixed number of fields: none for .default, one for plain "
      + "or secure input, two for login and password.",
    fix: "Set alertView.alertViewStyle = .plainTextInput (or .loginAndPasswordInput for index "
      + "1) before asking for the field.",
    lesson: "alert-view",
    uncertainty: "The exception's name is not in the source: NSRangeException is a guess. The "
      + "reason is from a developer's note of the iOS 5 to 7 era.",
    texts: [
      TextEra("iOS 7", .developerReport, "a developer's note; the exception name is approximate")
    ])

  // MARK: - Swift and adaptivity

  public static let nilOptionalChain = Rule(
    id: "nil-optional-chain", reference: "SWIFT-1", kind: .advice,
    title: "A call through ?. on nil does nothing",
    // context.method says what was skipped ("setting 'delegate'"); empty for a presenting call.
    message: { context in
      if context.method.isEmpty {
        return "Nothing was presented: '\(context.subject)' is nil, so optional chaining "
          + "skipped the call."
      }
      return "'\(context.subject)' is nil, so optional chaining skipped \(context.method): "
        + "nothing happened."
    },
    what: "A call or an assignment was made through ?. on an optional that is nil, so Swift "
      + "skipped it: nothing was presented or set, and UIKit said nothing.",
    why: "Optional chaining is how Swift calls a method only when the value exists; it is not "
      + "an error when it does not.",
    fix: "Assign the optional before using it, e.g. popover = UIPopoverController("
      + "contentViewController: content), or unwrap with guard let to catch the nil.",
    lesson: "popover-controller",
    texts: [TextEra("all versions", .alertLab, "Swift's optional chaining")])

  public static let popoverAdapts = Rule(
    id: "popover-adapts", reference: "R-2", kind: .advice,
    title: "A popover adapts in a compact environment",
    // context.other is "horizontally" or "vertically": the size class that is compact.
    message: { context in
      let dimension = context.other.isEmpty ? "horizontally" : context.other
      if context.iOS < IOSVersion(13) {
        return "The popover was shown full screen: in a \(dimension) compact environment a "
          + ".popover presentation adapts."
      }
      return "The popover was shown as a sheet: in a \(dimension) compact environment a "
        + ".popover presentation adapts."
    },
    what: "A .popover presentation in a horizontally compact environment (an iPhone) is shown "
      + "full screen on iOS 8 to 12 and as a sheet on iOS 13+; from iOS 8.3 so is one in a "
      + "vertically compact environment (a Plus phone in landscape, whose width is regular).",
    why: "A small screen has no room for a floating popover, so UIKit adapts it unless you ask "
      + "it not to.",
    fix: "Set popoverPresentationController?.delegate = self (before presenting) and return "
      + ".none from adaptivePresentationStyle(for:traitCollection:) (preferred) or "
      + "adaptivePresentationStyle(for:).",
    lesson: "adaptive-popover",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: Apple documentation")])

  /// The Swift runtime's message for `!` on nil (`_diagnoseUnexpectedNilOptional` in the
  /// standard library's Optional.swift).
  public static let unwrapMessage = "Unexpectedly found nil while unwrapping an Optional value"

  public static let keyboardKeys = Rule(
    id: "return-and-escape", reference: "R-10", kind: .advice,
    title: "Return chooses the preferred action, Escape the cancel action",
    message: { _ in
      "With a hardware keyboard Return chooses the preferred action (or the only enabled "
        + "action, or the one beside cancel) and Escape the cancel action."
    },
    what: "A key on a hardware keyboard (an iPad's, or a Mac's) chose an action of the alert "
      + "on screen, as a tap would: the alert went and the action's handler ran.",
    why: "People with a keyboard expect Return to confirm and Escape to back out; the "
      + "preferred action is the alert's answer to 'confirm'.",
    fix: "Set preferredAction (iOS 9+) on an alert with more than one non-cancel action, so "
      + "Return has something to choose; give the way out the .cancel style for Escape.",
    texts: [TextEra("iOS 9+", .alertLab, "the behaviour: decompiled UIKit; Apple documentation")])

  public static let forceUnwrapNil = Rule(
    id: "force-unwrap-nil", reference: "SWIFT-2", kind: .trap,
    title: "Force-unwrapping nil",
    // context.file and context.line say where the `!` is.
    message: { context in
      // Swift 1 to 3 printed the prefix and message in lower case, without a place; Swift 4
      // to 5.3 `<prefix>: <message>: file <file>, line <line>`; Swift 5.4 and later
      // `<file>:<line>: <prefix>: <message>` (_swift_stdlib_reportFatalErrorInFile).
      if context.iOS < IOSVersion(11) {
        return "fatal error: unexpectedly found nil while unwrapping an Optional value"
      }
      if context.iOS < IOSVersion(15) {
        return "Fatal error: \(unwrapMessage): file \(context.file), line \(context.line)"
      }
      return "\(context.file):\(context.line): Fatal error: \(unwrapMessage)"
    },
    what: "An optional that was nil was unwrapped with !, so the Swift runtime stopped the app.",
    why: "! promises the value is there; Swift traps rather than carry on with no value.",
    fix: "Unwrap with if let or guard let, or call through ?. when nothing should happen.",
    uncertainty: "The three forms are the Swift runtime's own (its sources); which iOS version "
      + "goes with which Swift is approximate, as the app's Swift version decides, not iOS. The "
      + "file is the one you typed into (the shell's is 'input').",
    texts: [
      TextEra("up to iOS 10 (Swift 1 to 3)", .verified, "Swift runtime sources; era approximate"),
      TextEra("iOS 11 to 14 (Swift 4 to 5.3)", .verified, "Swift runtime sources; era approximate"),
      TextEra("iOS 15+ (Swift 5.4+)", .verified, "Swift runtime sources; era approximate"),
    ])

  public static let castFailed = Rule(
    id: "cast-failed", reference: "SWIFT-3", kind: .trap,
    title: "A forced cast failed",
    // subject and other are the type names as the runtime spells them (a class of the app
    // with its module, `App.ViewController`); each is followed by its type metadata's address.
    message: { context in
      "Could not cast value of type '\(context.subject)' (\(metadataAddress(context.subject))) "
        + "to '\(context.other)' (\(metadataAddress(context.other)))."
    },
    what: "as! was used on a value of a different type, so the Swift runtime stopped the app.",
    why: "as! promises the value has that type; Swift traps rather than carry on with the "
      + "wrong one.",
    fix: "Use as? with if let or guard let, e.g. if let alert = presentedViewController as? "
      + "UIAlertController { ... }.",
    uncertainty: "The text is swift_dynamicCastFailure's (Casting.cpp). The two addresses are "
      + "the types' metadata, made up here but the same on every run; AlertLab calls the app's "
      + "module App.",
    texts: [TextEra("all versions", .verified, "Swift runtime sources (Casting.cpp)")])

  public static let indexOutOfRange = Rule(
    id: "index-out-of-range", reference: "SWIFT-4", kind: .trap,
    title: "Index out of range",
    message: { _ in "Fatal error: Index out of range" },
    what: "An array was read at an index it does not have.",
    why: "Swift checks every array access; reading past the end stops the app.",
    fix: "Check 'count' first, or use 'first'/'last', which are optional.",
    uncertainty: "The standard library checks the index with a precondition whose message is "
      + "'Index out of range'; the console also names the library's own file and line, which "
      + "AlertLab leaves out.",
    texts: [TextEra("all versions", .approximate, "the message is the standard library's")])

  public static let tryForcedError = Rule(
    id: "try-forced-error", reference: "SWIFT-6", kind: .trap,
    title: "'try!' met an error",
    // context.subject is the error as String(reflecting:) shows it: `main.MyError.bad`.
    message: { context in
      "Fatal error: 'try!' expression unexpectedly raised an error: \(context.subject)"
    },
    what: "A call marked 'try!' threw an error, so the app stopped.",
    why: "'try!' promises the call never throws; when it does, Swift stops the app rather than "
      + "carry on without the result.",
    fix: "Use 'do { try ... } catch { ... }' to handle the error, or 'try?' to get nil instead.",
    uncertainty: "The text is the standard library's (_unexpectedError); the console also names "
      + "the file and line of the 'try!', which AlertLab leaves out.",
    texts: [TextEra("all versions", .verified, "Swift standard library (ErrorType.swift)")])

  public static let errorAtTopLevel = Rule(
    id: "error-at-top-level", reference: "SWIFT-7", kind: .trap,
    title: "An error nobody caught",
    // context.subject is the error as String(reflecting:) shows it.
    message: { context in "Fatal error: Error raised at top level: \(context.subject)" },
    what: "An error was thrown and no 'catch' took it, so it reached the top level.",
    why: "Top-level code may use 'try' without 'do'; an error it does not catch stops the app.",
    fix: "Wrap the call in 'do { try ... } catch { ... }' and show the error, for example in an "
      + "alert.",
    uncertainty: "The text is the standard library's (_errorInMain); the console also names the "
      + "library's own file and line, which AlertLab leaves out.",
    texts: [TextEra("all versions", .verified, "Swift standard library (ErrorType.swift)")])

  public static let duplicateDictionaryKey = Rule(
    id: "duplicate-dictionary-key", reference: "SWIFT-8", kind: .trap,
    title: "Dictionary literal contains duplicate keys",
    message: { _ in "Fatal error: Dictionary literal contains duplicate keys" },
    what: "A dictionary literal named the same key twice.",
    why: "Swift checks a dictionary literal's keys when it is made; a repeated key stops the app.",
    fix: "Give each key once, or build the dictionary with subscripts.",
    uncertainty: "The standard library checks the keys with a precondition whose message is "
      + "this; the console also names the library's own file and line, which AlertLab leaves "
      + "out.",
    texts: [TextEra("all versions", .approximate, "the message is the standard library's")])

  public static let fatalErrorCalled = Rule(
    id: "fatal-error", reference: "SWIFT-10", kind: .trap,
    title: "fatalError() was called",
    // context.subject is the message given to fatalError, if any.
    message: { context in
      context.subject.isEmpty ? "Fatal error" : "Fatal error: \(context.subject)"
    },
    what: "The code called fatalError(), so the app stopped there.",
    why: "fatalError() never returns: it is how code says that a case must not happen. When "
      + "it does, Swift prints the message and stops the app.",
    fix: "Find why that case happened and handle it: return early, show an alert, or throw "
      + "an error the caller catches.",
    uncertainty: "The standard library prints its prefix 'Fatal error', a colon and the "
      + "message; today's runtime puts the file and line of the call first, which AlertLab "
      + "leaves out.",
    texts: [TextEra("all versions", .verified, "Swift standard library (Assert.swift)")])

  public static let removeFromEmpty = Rule(
    id: "remove-from-empty", reference: "SWIFT-9", kind: .trap,
    title: "Removing from an empty array",
    // context.subject is the method: `removeFirst` or `removeLast`.
    message: { context in
      "Fatal error: Can't remove \(context.subject == "removeFirst" ? "first" : "last") element "
        + "from an empty collection"
    },
    what: "'removeFirst()' or 'removeLast()' was called on an empty array.",
    why: "These methods promise an element; on an empty array Swift stops the app.",
    fix: "Check 'isEmpty' first, or use 'popLast()', which answers nil.",
    uncertainty: "The standard library checks with a precondition whose message is this; the "
      + "console also names the library's own file and line, which AlertLab leaves out.",
    texts: [TextEra("all versions", .approximate, "the message is the standard library's")])

  public static let rangeBounds = Rule(
    id: "range-bounds", reference: "SWIFT-5", kind: .trap,
    title: "Range requires lowerBound <= upperBound",
    message: { _ in "Fatal error: Range requires lowerBound <= upperBound" },
    what: "A range was made with its upper bound below its lower bound (`5...1`).",
    why: "Swift checks a range's bounds when it is made; a reversed range stops the app.",
    fix: "Put the lower bound first, or count down with 'stride(from:through:by:)' and a "
      + "negative step.",
    uncertainty: "The standard library checks the bounds with a precondition whose message is "
      + "this; the console also names the library's own file and line, which AlertLab leaves "
      + "out.",
    texts: [TextEra("all versions", .approximate, "the message is the standard library's")])

  /// A made-up but stable address for a type's metadata, as the cast trap prints it.
  static func metadataAddress(_ typeName: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in typeName.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return "0x" + String(0x1_e000_0000 + (hash & 0x0fff_fff8), radix: 16)
  }

  /// All rules, in catalog order.
  public static let unrecognizedSelector = Rule(
    id: "unrecognized-selector", reference: "OBJC-1", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A selector names a method the object does not have",
    message: { context in
      "\(context.method): unrecognized selector sent to instance \(context.other)"
    },
    what: "NotificationCenter sent a message by selector, and the observer has no method with "
      + "that selector.",
    why: "A Selector is only a name, checked when the message is sent: the Objective-C runtime "
      + "raises this exception for any message the receiver does not implement.",
    fix: "Use #selector(method(_:)), which the compiler checks, on an @objc method; with "
      + "Selector(\"name:\") the colon counts: 'changed:' takes one argument, 'changed' none.",
    lesson: "enable-ok",
    uncertainty: "This is the Objective-C runtime's message (doesNotRecognizeSelector:), not "
      + "UIKit's; it is not in the sourced catalog.",
    texts: [
      TextEra("all versions", .approximate, "the Objective-C runtime's message; not in the catalog")
    ])

  public static let all: [Rule] = [
    oneCancel, textFieldsAlertOnly, preferredActionInActions, alertNeedsContent,
    alertWithoutActions, titleTruncated, alertStyleIgnored, subclassingAlertController,
    orientationsRecursion,
    notInWindow, alreadyPresenting, presentDuringTransition, dismissDuringTransition,
    presentActiveController, presentBeingPresented, presentSelf, presentChild, presentNil,
    popoverNeedsAnchor, sheetNeedsAnchor, sourceRectNeedsView, barItemWithoutView,
    popoverHidesCancel,
    destructiveFirst, cancelPlacement,
    popoverControllerPadOnly, popoverControllerDeallocated, popoverControllerInit,
    popoverControllerNilContent, popoverArrowUnknown, popoverNoWindow, popoverZeroRect,
    popoverRepresent,
    backgroundViewAbstract,
    alertViewButtonTitle, actionSheetButtonTitle, alertViewInSceneApp,
    deprecatedAlertView, deprecatedActionSheet, deprecatedPopoverController,
    deprecatedKeyWindow, deprecatedWindows,
    alertViewTextFieldIndex,
    nilOptionalChain, popoverAdapts, keyboardKeys, forceUnwrapNil, castFailed, indexOutOfRange,
    rangeBounds,
    unrecognizedSelector,
    tryForcedError, errorAtTopLevel, duplicateDictionaryKey, removeFromEmpty, fatalErrorCalled,
    activityNeedsAnchor, privateKeyValueCoding, noSegue, stateDuringUpdate,
    mainThreadChecker, continuationResumedTwice, continuationLeaked,
  ]

  /// The rule with this id (`one-cancel`) or reference (`E-A1`), ignoring case.
  public static func rule(_ key: String) -> Rule? {
    byKey[key.lowercased()]
  }

  /// Each rule by its id and by its reference in lowercase; of rules with one key, the first
  /// in `all` (a lookup by name, not a walk through every rule lowercasing its reference).
  static let byKey: [String: Rule] = {
    var index: [String: Rule] = [:]
    for rule in all {
      if index[rule.id] == nil { index[rule.id] = rule }
      let reference = rule.reference.lowercased()
      if index[reference] == nil { index[reference] = rule }
    }
    return index
  }()
}
