extension RuleCatalog {
  public static let privateKeyValueCoding = Rule(
    id: "private-kvc", reference: "AL-KVC", kind: .advice,
    message: { context in
      "'\(context.method)' is a private key of \(context.subject): it works on devices today, "
        + "but Apple documents no such key and may change it in any release."
    },
    texts: [TextEra("all versions", .alertLab, "AlertLab's words")])
}
