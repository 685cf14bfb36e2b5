extension RuleCatalog {
  public static let duplicateDictionaryKey = Rule(
    id: "duplicate-dictionary-key", reference: "SWIFT-8", kind: .trap,
    title: "Dictionary literal contains duplicate keys",
    message: { _ in "Fatal error: Dictionary literal contains duplicate keys" },
    what: "A dictionary literal named the same key twice.",
    why: "Swift checks a dictionary literal's keys when it is made; a repeated key stops the app.",
    fix: "Give each key once, or build the dictionary with subscripts.",
    uncertainty: "The standard library checks the keys with a precondition whose message is "
      + "this; the console also names the library's own file and line, which AlertLab leaves "
      + "out.",
    texts: [TextEra("all versions", .approximate, "the message is the standard library's")])
}
