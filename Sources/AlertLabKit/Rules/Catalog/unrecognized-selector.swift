extension RuleCatalog {
  /// All rules, in catalog order.
  public static let unrecognizedSelector = Rule(
    id: "unrecognized-selector", reference: "OBJC-1", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { context in
      "\(context.method): unrecognized selector sent to instance \(context.other)"
    },
    lesson: "enable-ok",
    texts: [
      TextEra(
        versions: "all-versions", .approximate,
        source: "the-objective-c-runtime-s-message-not-in-the-catalog")
    ],
    example: {
      $0.method = "-[ViewController changed]"
      $0.other = "0x…"
    })
}

extension Crash {
  /// `selector` sent to `target`, which has no method for it; `fallbackClass` names the class
  /// when the world knows none.
  static func unrecognizedSelector(
    _ selector: String, sentTo target: ObjectID, fallbackClass: String = "NSObject", in world: World
  ) -> Crash {
    let className = world.className(of: target) ?? fallbackClass
    return Crash(
      rule: RuleCatalog.unrecognizedSelector,
      context: RuleContext(
        iOS: world.iOS, subject: world.describe(target), other: target.address,
        method: "-[\(className) \(selector)]"))
  }
}
