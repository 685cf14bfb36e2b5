extension RuleCatalog {
  public static let popoverAdapts = Rule(
    id: "popover-adapts", reference: "R-2", kind: .advice,
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
    lesson: "adaptive-popover",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: Apple documentation")])
}
