extension RuleCatalog {
  public static let subclassingAlertController = Rule(
    id: "alert-controller-subclass", reference: "E-A11", kind: .advice,
    message: { _ in
      "Apple: \"The UIAlertController class is intended to be used as-is and does not support "
        + "subclassing. The view hierarchy for this class is private and must not be "
        + "modified.\""
    },
    texts: [TextEra("iOS 8+", .verified, "Apple documentation, as quoted in a translation")])
}
