extension RuleCatalog {
  public static let alertViewTextFieldIndex = Rule(
    id: "alert-view-text-field-index", reference: "E-L4", kind: .crash,
    exceptionName: "NSRangeException",
    // context.other holds the index; 0 when empty.
    message: { context in
      let index = context.other.isEmpty ? "0" : context.other
      return "textFieldIndex (\(index)) is outside of the bounds of the array of text fields"
    },
    lesson: "alert-view",
    texts: [
      TextEra(
        versions: "ios-7", .developerReport,
        source: "a-developer-s-note-the-exception-name-is-approximate")
    ],
    example: { $0.other = "2" })
}

extension Crash {
  /// `textField(at:)` asked for an index the alert view's style has no field at.
  static func alertViewTextFieldIndex(_ alertView: ObjectID, index: Int, in world: World) -> Crash {
    Crash(
      rule: RuleCatalog.alertViewTextFieldIndex,
      context: RuleContext(iOS: world.iOS, subject: world.describe(alertView), other: String(index))
    )
  }
}
