extension RuleCatalog {
  public static let removeFromEmpty = Rule(
    id: "remove-from-empty", reference: "SWIFT-9", kind: .trap,
    // context.subject is the method: `removeFirst` or `removeLast`.
    message: { context in
      "Fatal error: Can't remove \(context.subject == "removeFirst" ? "first" : "last") element "
        + "from an empty collection"
    },
    texts: [
      TextEra(
        versions: "all-versions", .approximate, source: "the-message-is-the-standard-library-s")
    ])
}

extension Crash {
  /// `removeFirst()` or `removeLast()` on an empty collection; `name` is the method.
  public static func removeFromEmpty(_ name: String, iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.removeFromEmpty, context: RuleContext(iOS: iOS, subject: name))
  }
}
