extension RuleCatalog {
  public static let indexOutOfRange = Rule(
    id: "index-out-of-range", reference: "SWIFT-4", kind: .trap,
    title: "Index out of range",
    message: { _ in "Fatal error: Index out of range" },
    what: "An array was read at an index it does not have.",
    why: "Swift checks every array access; reading past the end stops the app.",
    fix: "Check 'count' first, or use 'first'/'last', which are optional.",
    uncertainty: "The standard library checks the index with a precondition whose message is "
      + "'Index out of range'; the console also names the library's own file and line, which "
      + "AlertLab leaves out.",
    texts: [TextEra("all versions", .approximate, "the message is the standard library's")])
}
