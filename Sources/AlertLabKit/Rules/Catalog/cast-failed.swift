extension RuleCatalog {
  public static let castFailed = Rule(
    id: "cast-failed", reference: "SWIFT-3", kind: .trap,
    title: "A forced cast failed",
    // subject and other are the type names as the runtime spells them (a class of the app
    // with its module, `App.ViewController`); each is followed by its type metadata's address.
    message: { context in
      "Could not cast value of type '\(context.subject)' (\(metadataAddress(context.subject))) "
        + "to '\(context.other)' (\(metadataAddress(context.other)))."
    },
    what: "as! was used on a value of a different type, so the Swift runtime stopped the app.",
    why: "as! promises the value has that type; Swift traps rather than carry on with the "
      + "wrong one.",
    fix: "Use as? with if let or guard let, e.g. if let alert = presentedViewController as? "
      + "UIAlertController { ... }.",
    uncertainty: "The text is swift_dynamicCastFailure's (Casting.cpp). The two addresses are "
      + "the types' metadata, made up here but the same on every run; AlertLab calls the app's "
      + "module App.",
    texts: [TextEra("all versions", .verified, "Swift runtime sources (Casting.cpp)")],
    example: {
      $0.subject = "UIViewController"
      $0.other = "UIAlertController"
    })
}
