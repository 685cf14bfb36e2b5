extension RuleCatalog {
  public static let subclassingAlertController = Rule(
    id: "alert-controller-subclass", reference: "E-A11", kind: .advice,
    title: "UIAlertController does not support subclassing",
    message: { _ in
      "Apple: \"The UIAlertController class is intended to be used as-is and does not support "
        + "subclassing. The view hierarchy for this class is private and must not be "
        + "modified.\""
    },
    what: "A class was declared as a subclass of UIAlertController. The compiler allows it, "
      + "and it may even work, but Apple does not support it.",
    why: "The alert's views are private and change between iOS versions; a subclass that "
      + "depends on them can break in any update.",
    fix: "Configure a plain UIAlertController (actions, text fields, preferredAction), or "
      + "present your own view controller when you need a custom look.",
    texts: [TextEra("iOS 8+", .verified, "Apple documentation, as quoted in a translation")])
}
