extension RuleCatalog {
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
}
