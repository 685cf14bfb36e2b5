extension RuleCatalog {
  public static let titleTruncated = Rule(
    id: "title-truncated", reference: "E-A7", kind: .advice,
    message: { _ in
      "UIKit silently truncates an alert title of 1000 or more characters to 999 and a "
        + "message of 10000 or more characters to 9999."
    },
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit of iOS 18 and 26")])
}
