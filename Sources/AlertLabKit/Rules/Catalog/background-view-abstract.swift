import AlertLabWords

extension RuleCatalog {
  public static let backgroundViewAbstract = Rule(
    id: "background-view-abstract", reference: "E-B1", kind: .crash,
    title: "A UIPopoverBackgroundView subclass must override its abstract members",
    message: { abstractMemberWords($0).english },
    what: "UIKit called a member of a UIPopoverBackgroundView subclass that the subclass does "
      + "not override. Before iOS 17 every abstract member throws (arrowOffset, "
      + "arrowDirection, arrowHeight, arrowBase, contentViewInsets); from iOS 17 only "
      + "contentViewInsets does.",
    why: "UIPopoverBackgroundView only defines the interface: the subclass draws the chrome, so "
      + "only it knows the arrow's size and the content insets.",
    fix: "Override all of them: override class func arrowHeight() -> CGFloat, arrowBase(), "
      + "contentViewInsets(), and the arrowOffset and arrowDirection properties.",
    lesson: "popover-background",
    uncertainty: "UIKit raises an exception for the member that was not overridden (E-B1, "
      + "E-B2), but no source shows its name or reason (E-B3): the line above is AlertLab's, "
      + "not UIKit's.",
    texts: [TextEra("iOS 7+", .alertLab, "the exception's name and reason were not found")],
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
