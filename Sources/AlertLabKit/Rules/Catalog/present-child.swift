extension RuleCatalog {
  public static let presentChild = Rule(
    id: "present-child", reference: "E-V8", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    // context.other is the parent.
    message: { context in
      "Application tried to present modally a view controller \(context.subject) that has a "
        + "parent view controller \(context.other)."
    },
    texts: [
      TextEra(
        versions: "all-versions", .developerReport,
        source: "format-string-exception-name-approximate")
    ])
}

extension Crash {
  /// `controller`, a child of `parent`, presented modally.
  static func presentChild(_ controller: ObjectID, parent: ObjectID, in world: World) -> Crash {
    Crash(
      rule: RuleCatalog.presentChild, context: world.ruleContext(subject: controller, other: parent)
    )
  }
}
