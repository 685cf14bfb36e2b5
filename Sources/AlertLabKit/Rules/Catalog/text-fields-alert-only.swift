extension RuleCatalog {
  public static let textFieldsAlertOnly = Rule(
    id: "text-fields-alert-only", reference: "E-A2", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in
      "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
    },
    lesson: "sheet-no-text-fields",
    texts: [
      TextEra(versions: "ios-8-plus", .verified, source: "decompiled-uikit-developer-report")
    ],
    assertion: AssertionSite(
      method: "-[UIAlertController addTextFieldWithConfigurationHandler:]",
      file: "UIAlertController.m", line: 586, line26: 632))
}

extension Crash {
  /// A text field added to an action sheet.
  static func textFieldsAlertOnly(_ controller: ObjectID, in world: World) -> Crash {
    Crash(rule: RuleCatalog.textFieldsAlertOnly, context: world.ruleContext(subject: controller))
  }
}
