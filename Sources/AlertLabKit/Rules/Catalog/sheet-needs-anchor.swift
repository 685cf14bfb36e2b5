extension RuleCatalog {
  public static let sheetNeedsAnchor = Rule(
    id: "sheet-needs-anchor", reference: "E-P2", kind: .crash,
    exceptionName: "NSGenericException",
    message: { context in sheetAnchorReason(context) },
    lesson: "sheet-ipad",
    texts: [
      TextEra(versions: "ios-8", .developerReport, source: "seed-001-quotes-it-byte-for-byte"),
      TextEra(
        versions: "ios-9-to-12", .developerReport,
        source: "crash-logs-the-version-range-is-approximate"),
      TextEra(versions: "ios-13-plus", .verified, source: "decompiled-uikit-developer-reports"),
    ])
}
