extension RuleCatalog {
  public static let alertStyleIgnored = Rule(
    id: "alert-presentation-style-ignored", reference: "E-A8", kind: .advice,
    message: { _ in
      "modalPresentationStyle is ignored on a UIAlertController: UIKit always chooses how "
        + "an alert or action sheet is presented."
    },
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])
}
