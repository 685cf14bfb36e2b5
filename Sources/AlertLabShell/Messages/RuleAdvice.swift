import AlertLabKit
import AlertLabWords

/// An advice rule's own line, read back from the English line the world printed (it names
/// the objects involved) and the iOS version, so that another language can say it: its words
/// are `rule.ID.advice` in each translated language's words file.
enum RuleAdvice: Sendable, Hashable {
  case alertWithoutActions
  case titleTruncated
  case alertPresentationStyleIgnored
  case alertControllerSubclass
  /// From iOS 26 an action sheet never shows its cancel action; before, only in a popover.
  case popoverHidesCancel(fromIOS26: Bool)
  case destructiveFirst
  /// On iOS 8 AlertLab draws the actions in the order they were added.
  case cancelPlacement(onIOS8: Bool)
  /// `subject` is the nil optional; `skipped` what optional chaining skipped.
  case nilOptionalChain(subject: String, skipped: Skipped)
  /// Full screen before iOS 13, a sheet after; `vertically` when the compact size class is
  /// the vertical one.
  case popoverAdapts(fullScreen: Bool, vertically: Bool)
  case returnAndEscape
  /// `key` is the private key set, `subject` the object it belongs to.
  case privateKeyValueCoding(key: String, subject: String)

  /// What a call through `?.` on nil skipped.
  enum Skipped: Sendable, Hashable {
    /// A presenting call: nothing was presented.
    case presenting
    /// Setting the property `member`.
    case setting(member: String)
    /// The call to the method `member`.
    case call(member: String)
  }

  /// The advice of the rule `ruleID` whose English line is `english`, on `iOS`; nil for a
  /// rule that gives no advice.
  init?(ruleID: String, english: String, iOS: IOSVersion) {
    let names = RuleAdvice.quoted(english)
    switch ruleID {
    case RuleCatalog.alertWithoutActions.id: self = .alertWithoutActions
    case RuleCatalog.titleTruncated.id: self = .titleTruncated
    case RuleCatalog.alertStyleIgnored.id: self = .alertPresentationStyleIgnored
    case RuleCatalog.subclassingAlertController.id: self = .alertControllerSubclass
    case RuleCatalog.popoverHidesCancel.id:
      self = .popoverHidesCancel(fromIOS26: iOS >= IOSVersion(26))
    case RuleCatalog.destructiveFirst.id: self = .destructiveFirst
    case RuleCatalog.cancelPlacement.id: self = .cancelPlacement(onIOS8: iOS < IOSVersion(9))
    case RuleCatalog.nilOptionalChain.id:
      let subject = names.first ?? ""
      let member = names.dropFirst().first ?? ""
      if english.hasPrefix("Nothing was presented") {
        self = .nilOptionalChain(subject: subject, skipped: .presenting)
      } else if english.contains("setting '") {
        self = .nilOptionalChain(subject: subject, skipped: .setting(member: member))
      } else {
        self = .nilOptionalChain(subject: subject, skipped: .call(member: member))
      }
    case RuleCatalog.popoverAdapts.id:
      self = .popoverAdapts(
        fullScreen: iOS < IOSVersion(13), vertically: english.contains("vertically"))
    case RuleCatalog.keyboardKeys.id: self = .returnAndEscape
    case RuleCatalog.privateKeyValueCoding.id:
      self = .privateKeyValueCoding(
        key: names.first ?? "", subject: RuleAdvice.privateKeySubject(english))
    default: return nil
    }
  }

  /// The id of the rule whose advice this is.
  var ruleID: String {
    switch self {
    case .alertWithoutActions: return RuleCatalog.alertWithoutActions.id
    case .titleTruncated: return RuleCatalog.titleTruncated.id
    case .alertPresentationStyleIgnored: return RuleCatalog.alertStyleIgnored.id
    case .alertControllerSubclass: return RuleCatalog.subclassingAlertController.id
    case .popoverHidesCancel: return RuleCatalog.popoverHidesCancel.id
    case .destructiveFirst: return RuleCatalog.destructiveFirst.id
    case .cancelPlacement: return RuleCatalog.cancelPlacement.id
    case .nilOptionalChain: return RuleCatalog.nilOptionalChain.id
    case .popoverAdapts: return RuleCatalog.popoverAdapts.id
    case .returnAndEscape: return RuleCatalog.keyboardKeys.id
    case .privateKeyValueCoding: return RuleCatalog.privateKeyValueCoding.id
    }
  }

  /// The arguments of its text, typed.
  var arguments: [String: WordValue] {
    switch self {
    case .alertWithoutActions, .titleTruncated, .alertPresentationStyleIgnored,
      .alertControllerSubclass, .destructiveFirst, .returnAndEscape:
      return [:]
    case .popoverHidesCancel(let fromIOS26): return ["fromIOS26": .flag(fromIOS26)]
    case .cancelPlacement(let onIOS8): return ["onIOS8": .flag(onIOS8)]
    case .nilOptionalChain(let subject, let skipped):
      switch skipped {
      case .presenting:
        return ["subject": .text(subject), "skipped": "presenting", "member": .missing]
      case .setting(let member):
        return ["subject": .text(subject), "skipped": "setting", "member": .text(member)]
      case .call(let member):
        return ["subject": .text(subject), "skipped": "call", "member": .text(member)]
      }
    case .popoverAdapts(let fullScreen, let vertically):
      return ["fullScreen": .flag(fullScreen), "vertically": .flag(vertically)]
    case .privateKeyValueCoding(let key, let subject):
      return ["key": .text(key), "subject": .text(subject)]
    }
  }

  /// One of each kind of advice, for the tests.
  static let examples: [RuleAdvice] = [
    .alertWithoutActions, .titleTruncated, .alertPresentationStyleIgnored,
    .alertControllerSubclass, .popoverHidesCancel(fromIOS26: false),
    .popoverHidesCancel(fromIOS26: true), .destructiveFirst, .cancelPlacement(onIOS8: true),
    .cancelPlacement(onIOS8: false), .nilOptionalChain(subject: "vc", skipped: .presenting),
    .nilOptionalChain(subject: "popover", skipped: .setting(member: "delegate")),
    .nilOptionalChain(subject: "alert", skipped: .call(member: "addAction")),
    .popoverAdapts(fullScreen: true, vertically: false),
    .popoverAdapts(fullScreen: false, vertically: true), .returnAndEscape,
    .privateKeyValueCoding(key: "attributedTitle", subject: "UIAlertController"),
  ]

  /// The words in single quotes in `text`, in order (`'popover'`, `'delegate'`): the names an
  /// English advice line quotes, for its translation to quote them too.
  static func quoted(_ text: String) -> [String] {
    let parts = text.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }

  /// The object a private-key advice line names: what stands between "private key of " and
  /// ": it works" in the English line.
  static func privateKeySubject(_ english: String) -> String {
    guard let start = english.range(of: "private key of "),
      let end = english.range(of: ": it works", range: start.upperBound..<english.endIndex)
    else { return "" }
    return String(english[start.upperBound..<end.lowerBound])
  }
}
