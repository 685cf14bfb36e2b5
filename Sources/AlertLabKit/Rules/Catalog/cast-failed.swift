extension RuleCatalog {
  public static let castFailed = Rule(
    id: "cast-failed", reference: "SWIFT-3", kind: .trap,
    // subject and other are the type names as the runtime spells them (a class of the app
    // with its module, `App.ViewController`); each is followed by its type metadata's address.
    message: { context in
      "Could not cast value of type '\(context.subject)' (\(metadataAddress(context.subject))) "
        + "to '\(context.other)' (\(metadataAddress(context.other)))."
    },
    texts: [
      TextEra(versions: "all-versions", .verified, source: "swift-runtime-sources-casting-cpp")
    ],
    example: {
      $0.subject = "UIViewController"
      $0.other = "UIAlertController"
    })
}

extension Crash {
  /// `as!` of a value of type `from` to `to` (runtime type names).
  public static func castFailed(from: String, to: String, iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.castFailed, context: RuleContext(iOS: iOS, subject: from, other: to))
  }
}
