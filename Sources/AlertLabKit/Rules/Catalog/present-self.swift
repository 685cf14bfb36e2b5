extension RuleCatalog {
  public static let presentSelf = Rule(
    id: "present-self", reference: "E-V7", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { context in
      "Application tried to present modal view controller on itself. Presenting controller is "
        + "\(context.subject)."
    },
    texts: [TextEra(versions: "all-versions", .developerReport, source: "crash-log")])
}

extension Crash {
  /// `controller` asked to present itself.
  static func presentSelf(_ controller: ObjectID, in world: World) -> Crash {
    Crash(rule: RuleCatalog.presentSelf, context: world.ruleContext(subject: controller))
  }
}
