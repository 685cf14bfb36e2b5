extension RuleCatalog {
  public static let removeFromEmpty = Rule(
    id: "remove-from-empty", reference: "SWIFT-9", kind: .trap,
    title: "Removing from an empty array",
    // context.subject is the method: `removeFirst` or `removeLast`.
    message: { context in
      "Fatal error: Can't remove \(context.subject == "removeFirst" ? "first" : "last") element "
        + "from an empty collection"
    },
    what: "'removeFirst()' or 'removeLast()' was called on an empty array.",
    why: "These methods promise an element; on an empty array Swift stops the app.",
    fix: "Check 'isEmpty' first, or use 'popLast()', which answers nil.",
    uncertainty: "The standard library checks with a precondition whose message is this; the "
      + "console also names the library's own file and line, which AlertLab leaves out.",
    texts: [TextEra("all versions", .approximate, "the message is the standard library's")])
}
