import AlertLabWords

extension RuleCatalog {
  public static let backgroundViewAbstract = Rule(
    id: "background-view-abstract", reference: "E-B1", kind: .crash,
    message: { abstractMemberWords($0).english },
    lesson: "popover-background",
    texts: [
      TextEra(
        versions: "ios-7-plus", .alertLab, source: "the-exception-s-name-and-reason-were-not-found")
    ],
    ownWords: { abstractMemberWords($0) },
    example: { $0.method = "+[MyBackground contentViewInsets]" })

  /// AlertLab's words for the exception no source shows: the class and the member it does not
  /// override, read from `context.method` (`+[HalfBackground arrowHeight]`).
  static func abstractMemberWords(_ context: RuleContext) -> Said {
    let method = context.method
    let inside = method.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
    let className = inside.prefix { $0 != " " }
    let member = (method.first.map(String.init) ?? "") + inside.drop { $0 != " " }.dropFirst()
    return Said(.uiKitRaisesExceptionHere, className, member)
  }
}

extension Crash {
  /// UIPopoverBackgroundView's own `method` (`+[HalfBackground arrowHeight]`), not overridden.
  static func backgroundViewAbstract(method: String, in world: World) -> Crash {
    Crash(rule: RuleCatalog.backgroundViewAbstract, context: world.ruleContext(method: method))
  }
}
