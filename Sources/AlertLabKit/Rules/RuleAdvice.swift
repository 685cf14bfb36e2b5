import AlertLabWords

/// An advice rule's own line, made from the objects the world names (`RuleContext`): its words
/// are `rule.ID.advice` in every language's words file, English's included, with these
/// cases' arguments.
public enum RuleAdvice: Sendable, Hashable {
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
  public enum Skipped: Sendable, Hashable {
    /// A presenting call: nothing was presented.
    case presenting
    /// Setting the property `member`.
    case setting(member: String)
    /// The call to the method `member`.
    case call(member: String)
  }

  /// The advice of the rule `ruleID` about the objects `context` names; nil for a rule that
  /// gives no advice.
  public init?(ruleID: String, context: RuleContext) {
    let iOS = context.iOS
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
      switch context.method {
      case "setting":
        self = .nilOptionalChain(subject: context.subject, skipped: .setting(member: context.other))
      case "call":
        self = .nilOptionalChain(subject: context.subject, skipped: .call(member: context.other))
      default:
        self = .nilOptionalChain(subject: context.subject, skipped: .presenting)
      }
    case RuleCatalog.popoverAdapts.id:
      self = .popoverAdapts(
        fullScreen: iOS < IOSVersion(13), vertically: context.other == "vertically")
    case RuleCatalog.keyboardKeys.id: self = .returnAndEscape
    case RuleCatalog.privateKeyValueCoding.id:
      self = .privateKeyValueCoding(key: context.method, subject: context.subject)
    default: return nil
    }
  }

  /// The id of the rule whose advice this is.
  public var ruleID: String {
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
  public var arguments: [String: WordValue] {
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

  /// The line in the language whose words file is `code`.
  public func text(in code: String) -> String {
    Words.text(wordsKey, in: code, arguments)
  }

  /// The key of its line in the words files.
  public var wordsKey: String { "rule.\(ruleID).advice" }

  /// The English line of the advice rule `id` about the objects `context` names: what its
  /// `message` is.
  static func english(_ id: String, _ context: RuleContext) -> String {
    RuleAdvice(ruleID: id, context: context)?.text(in: "en") ?? id
  }

  /// One of each kind of advice, for the tests.
  public static let examples: [RuleAdvice] = [
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
}
