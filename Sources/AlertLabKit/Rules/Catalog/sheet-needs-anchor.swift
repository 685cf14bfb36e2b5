extension RuleCatalog {
  public static let sheetNeedsAnchor = Rule(
    id: "sheet-needs-anchor", reference: "E-P2", kind: .crash,
    exceptionName: "NSGenericException",
    message: { context in sheetAnchorReason(context) },
    lesson: "sheet-ipad",
    texts: [
      TextEra("iOS 8", .developerReport, "seed 001 quotes it byte for byte"),
      TextEra("iOS 9 to 12", .developerReport, "crash logs; the version range is approximate"),
      TextEra("iOS 13+", .verified, "decompiled UIKit; developer reports"),
    ])
}
