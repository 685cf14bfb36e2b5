extension RuleCatalog {
  public static let preferredActionInActions = Rule(
    id: "preferred-action-in-actions", reference: "E-A3", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in
      "The -preferredAction of an alert controller must be contained in the -actions array "
        + "or be nil."
    },
    lesson: "cancel-and-default",
    texts: [
      TextEra(versions: "ios-9-plus", .verified, source: "decompiled-uikit-apple-documentation")
    ],
    assertion: AssertionSite(
      method: "-[UIAlertController setPreferredAction:]", file: "UIAlertController.m", line: 396,
      line26: 436))
}

extension Crash {
  /// A preferred action that is not among `controller`'s actions.
  static func preferredActionInActions(_ controller: ObjectID, in world: World) -> Crash {
    Crash(
      rule: RuleCatalog.preferredActionInActions, context: world.ruleContext(subject: controller))
  }
}
