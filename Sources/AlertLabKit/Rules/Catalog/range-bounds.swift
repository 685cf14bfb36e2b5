extension RuleCatalog {
  public static let rangeBounds = Rule(
    id: "range-bounds", reference: "SWIFT-5", kind: .trap,
    title: "Range requires lowerBound <= upperBound",
    message: { _ in "Fatal error: Range requires lowerBound <= upperBound" },
    what: "A range was made with its upper bound below its lower bound (`5...1`).",
    why: "Swift checks a range's bounds when it is made; a reversed range stops the app.",
    fix: "Put the lower bound first, or count down with 'stride(from:through:by:)' and a "
      + "negative step.",
    uncertainty: "The standard library checks the bounds with a precondition whose message is "
      + "this; the console also names the library's own file and line, which AlertLab leaves "
      + "out.",
    texts: [TextEra("all versions", .approximate, "the message is the standard library's")])
}
