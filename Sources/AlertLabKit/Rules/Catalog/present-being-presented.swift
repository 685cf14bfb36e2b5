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

extension Crash {
  /// `controller` presented again by `presenter` while it is being presented.
  static func presentBeingPresented(_ controller: ObjectID, presenter: ObjectID, in world: World)
    -> Crash
  {
    Crash(
      rule: RuleCatalog.presentBeingPresented,
      context: world.ruleContext(subject: controller, other: presenter))
  }
}
