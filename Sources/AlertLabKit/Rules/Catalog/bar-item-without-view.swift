extension RuleCatalog {
  public static let barItemWithoutView = Rule(
    id: "bar-item-without-view", reference: "E-P5", kind: .crash,
    exceptionName: "NSGenericException",
    // context.other is the presentation controller; subject and presenter as for E-P2 when
    // an iPad action sheet is presented (method is "sheet" then).
    message: { context in
      context.method == "sheet" ? sheetAnchorReason(context) : anchorReason(context.other)
    },
    texts: [
      TextEra(versions: "ios-8-plus", .inferred, source: "decompiled-uikit-of-ios-26-e-p1-s-text")
    ])
}

extension Crash {
  /// A popover anchored to a bar button item that is in no bar; `sheetFrom` names the presenter
  /// when the popover is an action sheet's.
  static func barItemWithoutView(
    _ controller: ObjectID, popover: ObjectID, sheetFrom presenter: ObjectID? = nil, in world: World
  ) -> Crash {
    var context = world.ruleContext(subject: controller, presenter: presenter, other: popover)
    if presenter != nil { context.method = "sheet" }
    return Crash(rule: RuleCatalog.barItemWithoutView, context: context)
  }
}
