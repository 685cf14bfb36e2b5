extension RuleCatalog {
  public static let popoverArrowUnknown = Rule(
    id: "popover-arrow-unknown", reference: "E-PC5", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { context in
      "\(context.method): Popovers cannot be presented with UIPopoverArrowDirectionUnknown."
    },
    lesson: "popover-controller",
    texts: [
      TextEra(
        versions: "uipopovercontroller-ios-7-plus", .verified,
        source: "decompiled-uikit-apple-documentation"),
      TextEra(
        versions: "a-popover-presentation-ios-8-plus", .approximate,
        source: "no-source-shows-the-check"),
    ])
}

extension Crash {
  /// A popover controller presented with no permitted arrow direction (`method` is the call).
  static func popoverArrowUnknown(method: String, in world: World) -> Crash {
    Crash(rule: RuleCatalog.popoverArrowUnknown, context: world.ruleContext(method: method))
  }
}
