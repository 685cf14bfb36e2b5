extension RuleCatalog {
  public static let titleTruncated = Rule(
    id: "title-truncated", reference: "E-A7", kind: .advice,
    title: "Very long titles and messages are truncated",
    message: { _ in
      "UIKit silently truncates an alert title of 1000 or more characters to 999 and a "
        + "message of 10000 or more characters to 9999."
    },
    what: "The alert's title or message was longer than UIKit keeps; the end was cut off "
      + "without a warning.",
    why: "An alert is a short interruption; UIKit caps the text when the controller is "
      + "created.",
    fix: "Keep the title to a line and the message to a sentence or two; show long text in "
      + "a view controller of its own.",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit of iOS 18 and 26")])
}
