/// Every UIKit rule AlertLab simulates, one file each in `Rules/Catalog`; `all`, the list of
/// them, is made from those files at build time (`Plugins/EmbedCourse`).
///
/// Texts come from `uikit-rules.md` (the reference ids are in each rule's `reference`).
/// Where a message quotes objects, the context supplies them already described:
/// `subject`, `presenter`, `presenterClass`, `other` and `method` as each rule documents.
public enum RuleCatalog {
  /// E-P1's reason: `controller` is the presentation controller's description.
  static func anchorReason(_ controller: String) -> String {
    "UIPopoverPresentationController (\(controller)) should have a non-nil sourceView or "
      + "barButtonItem set before the presentation occurs."
  }

  /// E-P2's reason for the action sheet `subject` presented from `presenter`.
  static func sheetAnchorReason(_ context: RuleContext) -> String {
    if context.iOS < IOSVersion(9) {
      return anchorReason(context.other)
    }
    let opening =
      "Your application has presented a UIAlertController (\(context.subject)) of style "
      + "UIAlertControllerStyleActionSheet"
    if context.iOS < IOSVersion(13) {
      return opening + ". " + sheetAnchorRemainder
    }
    return opening + " from \(context.presenterClass) (\(context.presenter)). "
      + sheetAnchorRemainder
  }

  /// The part of E-P2's reason that is the same in every form after the first sentence.
  static let sheetAnchorRemainder = """
    The modalPresentationStyle of a UIAlertController with this style is \
    UIModalPresentationPopover. You must provide location information for this popover \
    through the alert controller's popoverPresentationController. You must provide either a \
    sourceView and sourceRect or a barButtonItem.  If this information is not known when you \
    present the alert controller, you may provide it in the \
    UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.
    """

  /// The Swift compiler's form of clang's deprecation warning (E-L5): `warning: 'UIAlertView'
  /// was deprecated in iOS 9.0: <message>` for `warning: 'UIAlertView' is deprecated: first
  /// deprecated in iOS 9.0 - <message>`. Any other text is returned as it is.
  public static func swiftDeprecationWording(_ clang: String) -> String {
    guard let isDeprecated = clang.firstRange(of: " is deprecated: first deprecated in iOS "),
      let dash = clang[isDeprecated.upperBound...].firstRange(of: " - ")
    else { return clang }
    let version = clang[isDeprecated.upperBound..<dash.lowerBound]
    return clang[..<isDeprecated.lowerBound] + " was deprecated in iOS \(version): "
      + clang[dash.upperBound...]
  }

  /// The Swift runtime's message for `!` on nil (`_diagnoseUnexpectedNilOptional` in the
  /// standard library's Optional.swift).
  public static let unwrapMessage = "Unexpectedly found nil while unwrapping an Optional value"

  /// A made-up but stable address for a type's metadata, as the cast trap prints it.
  static func metadataAddress(_ typeName: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in typeName.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return "0x" + String(0x1_e000_0000 + (hash & 0x0fff_fff8), radix: 16)
  }

  /// The rule with this id (`one-cancel`) or reference (`E-A1`), ignoring case.
  public static func rule(_ key: String) -> Rule? {
    byKey[key.lowercased()]
  }

  /// Each rule by its id and by its reference in lowercase; of rules with one key, the first
  /// in `all` (a lookup by name, not a walk through every rule lowercasing its reference).
  static let byKey: [String: Rule] = {
    var index: [String: Rule] = [:]
    for rule in all {
      if index[rule.id] == nil { index[rule.id] = rule }
      let reference = rule.reference.lowercased()
      if index[reference] == nil { index[reference] = rule }
    }
    return index
  }()
}
