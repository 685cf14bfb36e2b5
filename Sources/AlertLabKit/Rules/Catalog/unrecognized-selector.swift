extension RuleCatalog {
  /// All rules, in catalog order.
  public static let unrecognizedSelector = Rule(
    id: "unrecognized-selector", reference: "OBJC-1", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A selector names a method the object does not have",
    message: { context in
      "\(context.method): unrecognized selector sent to instance \(context.other)"
    },
    what: "NotificationCenter sent a message by selector, and the observer has no method with "
      + "that selector.",
    why: "A Selector is only a name, checked when the message is sent: the Objective-C runtime "
      + "raises this exception for any message the receiver does not implement.",
    fix: "Use #selector(method(_:)), which the compiler checks, on an @objc method; with "
      + "Selector(\"name:\") the colon counts: 'changed:' takes one argument, 'changed' none.",
    lesson: "enable-ok",
    uncertainty: "This is the Objective-C runtime's message (doesNotRecognizeSelector:), not "
      + "UIKit's; it is not in the sourced catalog.",
    texts: [
      TextEra("all versions", .approximate, "the Objective-C runtime's message; not in the catalog")
    ],
    example: {
      $0.method = "-[ViewController changed]"
      $0.other = "0x…"
    })
}
