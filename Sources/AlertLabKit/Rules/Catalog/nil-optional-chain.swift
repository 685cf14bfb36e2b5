extension RuleCatalog {
  public static let nilOptionalChain = Rule(
    id: "nil-optional-chain", reference: "SWIFT-1", kind: .advice,
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
    lesson: "popover-controller",
    texts: [TextEra("all versions", .alertLab, "Swift's optional chaining")],
    example: { $0.subject = "popover" })
}
