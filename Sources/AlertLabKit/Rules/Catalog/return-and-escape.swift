extension RuleCatalog {
  public static let keyboardKeys = Rule(
    id: "return-and-escape", reference: "R-10", kind: .advice,
    message: { _ in
      "With a hardware keyboard Return chooses the preferred action (or the only enabled "
        + "action, or the one beside cancel) and Escape the cancel action."
    },
    texts: [TextEra("iOS 9+", .alertLab, "the behaviour: decompiled UIKit; Apple documentation")])
}
