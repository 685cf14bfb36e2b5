extension RuleCatalog {
  public static let popoverNoWindow = Rule(
    id: "popover-no-window", reference: "E-PC6", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { context in
      "\(context.method): Popovers cannot be presented from a view which does not have a "
        + "window."
    },
    lesson: "popover-controller",
    texts: [TextEra(versions: "ios-7-plus", .verified, source: "decompiled-uikit")])
}

extension Crash {
  /// A popover controller presented from a view or bar item in no window (`method` is the
  /// call).
  static func popoverNoWindow(method: String, in world: World) -> Crash {
    Crash(rule: RuleCatalog.popoverNoWindow, context: world.ruleContext(method: method))
  }
}
