extension RuleCatalog {
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
}
