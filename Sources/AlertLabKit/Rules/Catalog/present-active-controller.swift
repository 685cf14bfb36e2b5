extension RuleCatalog {
  public static let presentActiveController = Rule(
    id: "present-active-controller", reference: "E-V5", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { context in
      "Application tried to present modally an active controller \(context.subject)."
    },
    lesson: "dismissing",
    texts: [TextEra(versions: "all-versions", .developerReport, source: "crash-log")])
}

extension Crash {
  /// `controller` presented while it is already active (on screen).
  static func presentActiveController(_ controller: ObjectID, in world: World) -> Crash {
    Crash(
      rule: RuleCatalog.presentActiveController, context: world.ruleContext(subject: controller))
  }
}
