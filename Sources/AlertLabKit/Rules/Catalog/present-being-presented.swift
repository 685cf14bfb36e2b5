extension RuleCatalog {
  public static let presentBeingPresented = Rule(
    id: "present-being-presented", reference: "E-V6", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    // context.other is the controller presenting it.
    message: { context in
      "Application tried to present modally a view controller \(context.subject) that is "
        + "already being presented by \(context.other)."
    },
    lesson: "dismissing",
    texts: [
      TextEra(versions: "all-versions", .developerReport, source: "format-string-in-app-source")
    ])
}
