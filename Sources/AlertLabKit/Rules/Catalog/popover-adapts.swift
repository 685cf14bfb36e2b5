extension RuleCatalog {
  public static let popoverAdapts = Rule(
    id: "popover-adapts", reference: "R-2", kind: .advice,
    title: "A popover adapts in a compact environment",
    // context.other is "horizontally" or "vertically": the size class that is compact.
    message: { context in
      let dimension = context.other.isEmpty ? "horizontally" : context.other
      if context.iOS < IOSVersion(13) {
        return "The popover was shown full screen: in a \(dimension) compact environment a "
          + ".popover presentation adapts."
      }
      return "The popover was shown as a sheet: in a \(dimension) compact environment a "
        + ".popover presentation adapts."
    },
    what: "A .popover presentation in a horizontally compact environment (an iPhone) is shown "
      + "full screen on iOS 8 to 12 and as a sheet on iOS 13+; from iOS 8.3 so is one in a "
      + "vertically compact environment (a Plus phone in landscape, whose width is regular).",
    why: "A small screen has no room for a floating popover, so UIKit adapts it unless you ask "
      + "it not to.",
    fix: "Set popoverPresentationController?.delegate = self (before presenting) and return "
      + ".none from adaptivePresentationStyle(for:traitCollection:) (preferred) or "
      + "adaptivePresentationStyle(for:).",
    lesson: "adaptive-popover",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: Apple documentation")])
}
