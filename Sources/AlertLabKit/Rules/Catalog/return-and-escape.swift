extension RuleCatalog {
  public static let keyboardKeys = Rule(
    id: "return-and-escape", reference: "R-10", kind: .advice,
    message: { RuleAdvice.english("return-and-escape", $0) },
    texts: [TextEra("iOS 9+", .alertLab, "the behaviour: decompiled UIKit; Apple documentation")])
}
