extension RuleCatalog {
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
}
