extension RuleCatalog {
  /// All rules, in catalog order.
  public static let unrecognizedSelector = Rule(
    id: "unrecognized-selector", reference: "OBJC-1", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { context in
      "\(context.method): unrecognized selector sent to instance \(context.other)"
    },
    lesson: "enable-ok",
    texts: [
      TextEra(
        versions: "all-versions", .approximate,
        source: "the-objective-c-runtime-s-message-not-in-the-catalog")
    ],
    example: {
      $0.method = "-[ViewController changed]"
      $0.other = "0x…"
    })
}
