extension RuleCatalog {
  public static let privateKeyValueCoding = Rule(
    id: "private-kvc", reference: "AL-KVC", kind: .advice,
    title: "setValue(_:forKey:) on an alert uses private API",
    message: { context in
      "'\(context.method)' is a private key of \(context.subject): it works on devices today, "
        + "but Apple documents no such key and may change it in any release."
    },
    what: "A private property of UIAlertController or UIAlertAction was set through key-value "
      + "coding. AlertLab draws what it shows on a device.",
    why: "UIAlertController is meant to be used as is; its look is not public API. Keys such "
      + "as attributedTitle, titleTextColor and contentViewController are found by reading "
      + "UIKit's private headers, so App Review can flag them and a release can drop them, "
      + "and setValue(_:forKey:) with a key that is gone crashes (NSUnknownKeyException).",
    fix: "Prefer the public API: the alert's title and message, the action's style, and "
      + "view.tintColor for the colour of all buttons. For more, present your own controller.",
    texts: [TextEra("all versions", .alertLab, "AlertLab's words")])
}
