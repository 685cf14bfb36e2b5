extension RuleCatalog {
  public static let forceUnwrapNil = Rule(
    id: "force-unwrap-nil", reference: "SWIFT-2", kind: .trap,
    // context.file and context.line say where the `!` is.
    message: { context in
      // Swift 1 to 3 printed the prefix and message in lower case, without a place; Swift 4
      // to 5.3 `<prefix>: <message>: file <file>, line <line>`; Swift 5.4 and later
      // `<file>:<line>: <prefix>: <message>` (_swift_stdlib_reportFatalErrorInFile).
      if context.iOS < IOSVersion(11) {
        return "fatal error: unexpectedly found nil while unwrapping an Optional value"
      }
      if context.iOS < IOSVersion(15) {
        return "Fatal error: \(unwrapMessage): file \(context.file), line \(context.line)"
      }
      return "\(context.file):\(context.line): Fatal error: \(unwrapMessage)"
    },
    texts: [
      TextEra("up to iOS 10 (Swift 1 to 3)", .verified, "Swift runtime sources; era approximate"),
      TextEra("iOS 11 to 14 (Swift 4 to 5.3)", .verified, "Swift runtime sources; era approximate"),
      TextEra("iOS 15+ (Swift 5.4+)", .verified, "Swift runtime sources; era approximate"),
    ],
    example: {
      $0.file = "ViewController.swift"
      $0.line = 12
    })
}

extension Crash {
  /// `!` on nil.
  public static func forceUnwrapNil(iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.forceUnwrapNil, context: RuleContext(iOS: iOS))
  }
}
