/// What breaking a rule does on a device.
public enum RuleKind: String, Hashable, Sendable {
  /// An uncaught Objective-C exception: the app terminates.
  case crash
  /// A line UIKit logs to the console; the app carries on (often nothing is presented).
  case warning
  /// Not enforced by UIKit: the Human Interface Guidelines or a behaviour worth knowing.
  case advice
  /// A Swift runtime trap (`Fatal error: ...`), such as force-unwrapping nil.
  case trap
}

/// The values a rule's message is filled with: the era and the objects involved, each
/// already described as UIKit describes it (`<UIAlertController: 0x600000c04000>`).
public struct RuleContext: Sendable {
  public var iOS: IOSVersion
  /// The object the rule is about (the controller being presented, the popover ...).
  public var subject: String
  /// The presenting view controller's description, when there is one.
  public var presenter: String
  /// The presenting view controller's class name (`ViewController`).
  public var presenterClass: String
  /// A third object: the controller already presented, the presentation controller ...
  public var other: String
  /// A method name, for messages that quote one.
  public var method: String

  public init(
    iOS: IOSVersion, subject: String = "", presenter: String = "", presenterClass: String = "",
    other: String = "", method: String = ""
  ) {
    self.iOS = iOS
    self.subject = subject
    self.presenter = presenter
    self.presenterClass = presenterClass
    self.other = other
    self.method = method
  }
}

/// One UIKit rule: what breaks it, what the console shows (per iOS era), and the
/// explanation AlertLab gives: what happened, why UIKit has the rule, and the fix.
public struct Rule: Sendable {
  /// Stable short id used by lessons and `:explain` (`one-cancel`).
  public let id: String
  /// The id in the sourced reference catalog (`E-A1`).
  public let reference: String
  public let kind: RuleKind
  /// The exception's name for a crash (`NSInternalInconsistencyException`), else nil.
  public let exceptionName: String?
  /// A one-line title for `:rules`.
  public let title: String
  /// The exact reason (crash) or console line (warning), or AlertLab's advice line, for an era.
  public let message: @Sendable (RuleContext) -> String
  /// What happened, in plain words.
  public let what: String
  /// Why UIKit has the rule.
  public let why: String
  /// The smallest fix.
  public let fix: String
  /// The lesson that teaches it, by lesson id, if any.
  public let lesson: String?
  /// Set when the text is not confirmed by a source: said in the explanation.
  public let uncertainty: String?

  public init(
    id: String, reference: String, kind: RuleKind, exceptionName: String? = nil, title: String,
    message: @escaping @Sendable (RuleContext) -> String, what: String, why: String, fix: String,
    lesson: String? = nil, uncertainty: String? = nil
  ) {
    self.id = id
    self.reference = reference
    self.kind = kind
    self.exceptionName = exceptionName
    self.title = title
    self.message = message
    self.what = what
    self.why = why
    self.fix = fix
    self.lesson = lesson
    self.uncertainty = uncertainty
  }

  /// What the console shows for this rule in `context`: the terminating line for a crash,
  /// the logged line for a warning, the advice line otherwise.
  public func consoleText(_ context: RuleContext) -> String {
    let text = message(context)
    switch kind {
    case .crash:
      let name = exceptionName ?? "NSGenericException"
      return "*** Terminating app due to uncaught exception '\(name)', reason: '\(text)'"
    case .trap:
      return "Fatal error: " + text
    case .warning, .advice:
      return text
    }
  }

  /// The explanation `:why` and `:explain` print: what, why, fix, lesson, and any caveat.
  public func explanation(_ context: RuleContext? = nil) -> String {
    var lines: [String] = []
    // The id is what a learner types (`:explain one-cancel`); `reference` stays internal.
    lines.append("\(id) (\(kind.rawValue)): \(title)")
    if let context {
      switch kind {
      case .crash, .warning, .trap:
        lines.append("Console: " + consoleText(context))
      case .advice:
        break
      }
    }
    lines.append("What: " + what)
    lines.append("Why: " + why)
    lines.append("Fix: " + fix)
    if let uncertainty { lines.append("Note: " + uncertainty) }
    if let lesson { lines.append("Lesson: :lesson \(lesson)") }
    return lines.joined(separator: "\n")
  }
}

/// An uncaught simulated exception. The world that threw it is discarded by the caller:
/// after a crash the world is the world before the operation.
public struct Crash: Error, Sendable {
  public let rule: Rule
  public let context: RuleContext
  public init(rule: Rule, context: RuleContext) {
    self.rule = rule
    self.context = context
  }
  /// The line the console prints.
  public var consoleText: String { rule.consoleText(context) }
  /// The exception's reason alone.
  public var reason: String { rule.message(context) }
}
