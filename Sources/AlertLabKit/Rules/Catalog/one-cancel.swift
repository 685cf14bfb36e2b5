extension RuleCatalog {
  public static let oneCancel = Rule(
    id: "one-cancel", reference: "E-A1", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in
      "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    },
    lesson: "one-cancel",
    texts: [
      TextEra(versions: "ios-8-plus", .verified, source: "decompiled-uikit-developer-reports")
    ],
    assertion: AssertionSite(
      method: "-[UIAlertController addAction:]", file: "UIAlertController.m", line: 291,
      line26: 331))
}

extension Crash {
  /// A second `.cancel` action added to `controller`.
  static func oneCancel(_ controller: ObjectID, in world: World) -> Crash {
    Crash(rule: RuleCatalog.oneCancel, context: world.ruleContext(subject: controller))
  }
}
