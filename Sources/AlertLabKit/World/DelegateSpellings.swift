/// Delegate methods UIKit calls under an older Swift spelling too, and the spelling of
/// today: `adaptivePresentationStyleForPresentationController(_:)` (Swift 1) is
/// `adaptivePresentationStyle(for:)`. Both name one Objective-C method, so a learner's method
/// spelled either way is the same method.
public enum DelegateSpellings {
  /// Old selector → today's, labels after the first as Swift writes them.
  public static let renamed: [String: String] = [
    "adaptivePresentationStyleForPresentationController(_:)": "adaptivePresentationStyle(for:)",
    "adaptivePresentationStyleForPresentationController(_:traitCollection:)":
      "adaptivePresentationStyle(for:traitCollection:)",
    "alertView(_:clickedButtonAtIndex:)": "alertView(_:clickedButtonAt:)",
    "actionSheet(_:clickedButtonAtIndex:)": "actionSheet(_:clickedButtonAt:)",
    "willPresentAlertView(_:)": "willPresent(_:)",
    "willPresentActionSheet(_:)": "willPresent(_:)",
    "didPresentAlertView(_:)": "didPresent(_:)",
    "didPresentActionSheet(_:)": "didPresent(_:)",
  ]

  /// Today's selector for an old one with base name `base` and these labels after the first
  /// (nil for no label), if it is one.
  public static func today(base: String, laterLabels: [String?]) -> String? {
    for (old, today) in renamed {
      guard old.hasPrefix(base + "(") else { continue }
      let labels = old.dropFirst(base.count + 1).dropLast().split(separator: ":").dropFirst()
      if labels.count == laterLabels.count,
        zip(labels, laterLabels).allSatisfy({ $0 == ($1 ?? "_") })
      {
        return today
      }
    }
    return nil
  }
}
