extension RuleCatalog {
  public static let nilOptionalChain = Rule(
    id: "nil-optional-chain", reference: "SWIFT-1", kind: .advice,
    title: "A call through ?. on nil does nothing",
    // context.method says what was skipped ("setting 'delegate'"); empty for a presenting call.
    message: { context in
      if context.method.isEmpty {
        return "Nothing was presented: '\(context.subject)' is nil, so optional chaining "
          + "skipped the call."
      }
      let skipped =
        context.method == "setting"
        ? "setting '\(context.other)'" : "the call to '\(context.other)'"
      return "'\(context.subject)' is nil, so optional chaining skipped \(skipped): "
        + "nothing happened."
    },
    what: "A call or an assignment was made through ?. on an optional that is nil, so Swift "
      + "skipped it: nothing was presented or set, and UIKit said nothing.",
    why: "Optional chaining is how Swift calls a method only when the value exists; it is not "
      + "an error when it does not.",
    fix: "Assign the optional before using it, e.g. popover = UIPopoverController("
      + "contentViewController: content), or unwrap with guard let to catch the nil.",
    lesson: "popover-controller",
    texts: [TextEra("all versions", .alertLab, "Swift's optional chaining")],
    example: { $0.subject = "popover" })
}
