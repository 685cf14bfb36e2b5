extension RuleCatalog {
  public static let presentNil = Rule(
    id: "present-nil", reference: "E-V9", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { context in
      "Application tried to present a nil modal view controller on target "
        + "\(context.presenter)."
    },
    lesson: "ios7-and-8",
    texts: [TextEra(versions: "all-versions", .developerReport, source: "crash-logs-of-ios-7-apps")]
  )
}

extension Crash {
  /// `presenter` asked to present nil.
  static func presentNil(presenter: ObjectID, in world: World) -> Crash {
    Crash(rule: RuleCatalog.presentNil, context: world.ruleContext(presenter: presenter))
  }
}
