extension RuleCatalog {
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
}
