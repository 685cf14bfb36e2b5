/// Every UIKit rule AlertLab simulates.
public enum RuleCatalog {
  public static let oneCancel = Rule(
    id: "one-cancel", reference: "E-A1", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "An alert controller can have only one cancel action",
    message: { _ in
      "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    },
    what: "A second action with the cancel style was added to the same alert controller.",
    why: "UIKit places the cancel action apart (left, bottom, or hidden in a popover) and runs it when the user taps outside an action sheet: there can be only one.",
    fix: "Give the second action the .default style, or add only one .cancel action.",
    lesson: "one-cancel")

  /// All rules, in catalog order.
  public static let all: [Rule] = [oneCancel]

  /// The rule with this id (`one-cancel`) or reference (`E-A1`), ignoring case.
  public static func rule(_ key: String) -> Rule? {
    let key = key.lowercased()
    return all.first { $0.id == key || $0.reference.lowercased() == key }
  }
}
