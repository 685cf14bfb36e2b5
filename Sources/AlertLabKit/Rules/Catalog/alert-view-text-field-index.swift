extension RuleCatalog {
  public static let alertViewTextFieldIndex = Rule(
    id: "alert-view-text-field-index", reference: "E-L4", kind: .crash,
    exceptionName: "NSRangeException",
    title: "textField(at:) index out of range on iOS 7",
    // context.other holds the index; 0 when empty.
    message: { context in
      let index = context.other.isEmpty ? "0" : context.other
      return "textFieldIndex (\(index)) is outside of the bounds of the array of text fields"
    },
    what: "textField(at:) was asked for a field the alert view's style does not have. On iOS 7 "
      + "this throws; from iOS 8 it returns nil.",
    why: "Each alertViewStyle has a fixed number of fields: none for .default, one for plain "
      + "or secure input, two for login and password.",
    fix: "Set alertView.alertViewStyle = .plainTextInput (or .loginAndPasswordInput for index "
      + "1) before asking for the field.",
    lesson: "alert-view",
    uncertainty: "The exception's name is not in the source: NSRangeException is a guess. The "
      + "reason is from a developer's note of the iOS 5 to 7 era.",
    texts: [
      TextEra("iOS 7", .developerReport, "a developer's note; the exception name is approximate")
    ],
    example: { $0.other = "2" })
}
