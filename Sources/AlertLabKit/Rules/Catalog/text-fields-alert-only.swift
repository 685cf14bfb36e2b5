extension RuleCatalog {
  public static let textFieldsAlertOnly = Rule(
    id: "text-fields-alert-only", reference: "E-A2", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "Text fields can be added only to an alert",
    message: { _ in
      "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
    },
    what: "addTextField(configurationHandler:) was called on an action sheet.",
    why: "An action sheet is a list of choices with no room for input; only the alert style "
      + "lays out text fields.",
    fix: "Create the controller with preferredStyle: .alert when you need a text field.",
    lesson: "sheet-no-text-fields",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit; developer report")],
    assertion: AssertionSite(
      method: "-[UIAlertController addTextFieldWithConfigurationHandler:]",
      file: "UIAlertController.m", line: 586, line26: 632))
}
