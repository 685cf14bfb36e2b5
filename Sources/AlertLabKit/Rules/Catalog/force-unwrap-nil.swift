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
      TextEra(
        versions: "up-to-ios-10-swift-1-to-3", .verified,
        source: "swift-runtime-sources-era-approximate"),
      TextEra(
        versions: "ios-11-to-14-swift-4-to-5-3", .verified,
        source: "swift-runtime-sources-era-approximate"),
      TextEra(
        versions: "ios-15-plus-swift-5-4-plus", .verified,
        source: "swift-runtime-sources-era-approximate"),
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
