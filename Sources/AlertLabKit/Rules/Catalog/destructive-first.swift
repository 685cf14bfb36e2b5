extension RuleCatalog {
  public static let destructiveFirst = Rule(
    id: "destructive-first", reference: "L-S3", kind: .advice,
    message: { RuleAdvice.english("destructive-first", $0) },
    lesson: "destructive",
    texts: [TextEra(versions: "ios-8-plus", .alertLab, source: "human-interface-guidelines")])
}
