extension RuleCatalog {
  public static let privateKeyValueCoding = Rule(
    id: "private-kvc", reference: "AL-KVC", kind: .advice,
    message: { RuleAdvice.english("private-kvc", $0) },
    texts: [TextEra(versions: "all-versions", .alertLab, source: "alertlab-s-words")])
}
