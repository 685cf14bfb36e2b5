import AlertLabWords

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
public struct RuleContext: Hashable, Sendable {
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
  /// Where the learner's code is, for a Swift runtime trap: the file and the line.
  public var file: String
  public var line: Int

  public init(
    iOS: IOSVersion, subject: String = "", presenter: String = "", presenterClass: String = "",
    other: String = "", method: String = "", file: String = "", line: Int = 0
  ) {
    self.iOS = iOS
    self.subject = subject
    self.presenter = presenter
    self.presenterClass = presenterClass
    self.other = other
    self.method = method
    self.file = file
    self.line = line
  }
}

/// How sure AlertLab is of a text, as `uikit-rules.md` grades its sources.
public enum SourceStatus: String, Hashable, Sendable, CaseIterable {
  /// Seen in the cited source: decompiled UIKit, an SDK header, Apple's documentation, the
  /// Swift runtime's sources.
  case verified
  /// Seen in a crash log or console paste a developer published.
  case developerReport
  /// Follows from verified code, but no source states it.
  case inferred
  /// Not confirmed: AlertLab's best guess, said as such.
  case approximate
  /// AlertLab's own words about a behaviour (advice), not a text UIKit prints.
  case alertLab

  /// The status in English (`verified (developer report)`), from `Words/en.words`.
  public var english: String { RuleWords.english("status.\(rawValue)") }
}

/// One form of a rule's text: the iOS versions it belongs to and how it is known. The versions
/// and the source are keys of the words files' `[era]` section, said in each language there.
public struct TextEra: Sendable {
  /// The key of the versions, as people say them (`ios-8-plus`: `versions.ios-8-plus` is
  /// `iOS 8+` in English).
  public let versionsKey: String
  public let status: SourceStatus
  /// The key of where it comes from, briefly (`decompiled-uikit`: `source.decompiled-uikit`).
  public let sourceKey: String

  public init(versions: String, _ status: SourceStatus, source: String) {
    self.versionsKey = versions
    self.status = status
    self.sourceKey = source
  }

  /// The versions in English (`iOS 8+`).
  public var englishVersions: String { RuleWords.english("versions." + versionsKey) }
  /// Where it comes from, in English (`decompiled UIKit`).
  public var englishSource: String { RuleWords.english("source." + sourceKey) }

  /// `iOS 8+: verified (decompiled UIKit)`.
  public var summary: String {
    RuleWords.english(
      "summary",
      [
        "versions": .text(englishVersions),
        "status": .text(status.english), "source": .text(englishSource),
      ])
  }
}

/// Where `-[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:]`
/// stops for a rule UIKit checks with an assertion (0.3): the method, the file and its line.
public struct AssertionSite: Sendable {
  public let method: String
  public let file: String
  /// The line in the iOS 18.2 build (or the only build known).
  public let line: Int
  /// The line in the iOS 26.1 build, which the console shows from iOS 26 (0.3, E-A1–A4).
  public let line26: Int?
  /// The file as the console of its era prints it, with the build path, where a console
  /// paste shows it (iOS 9's `/BuildRoot/.../UIKit-3512.30.14/UIAlertController.m`).
  public let path: String?
  /// The key of the builds the line number comes from, as the explanation names them
  /// (`build.KEY` in the words files' `[era]` section).
  public let seenInKey: String
  public init(
    method: String, file: String, line: Int, line26: Int? = nil, path: String? = nil,
    seenIn: String = "the-decompiled-ios-18-2-build-ios-26-1-has-its-own-line"
  ) {
    self.method = method
    self.file = file
    self.line = line
    self.line26 = line26
    self.path = path
    self.seenInKey = seenIn
  }

  /// The builds the line number comes from, in English (`the decompiled iOS 26.1 build`).
  public var englishSeenIn: String { RuleWords.english("build." + seenInKey) }

  /// `file:line` as the console of `iOS` prints it.
  public func place(on iOS: IOSVersion) -> String {
    let number = iOS >= IOSVersion(26) ? line26 ?? line : line
    return (path ?? file) + ":" + String(number)
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
  /// The exact reason (crash) or console line (warning), or AlertLab's advice line, for an era.
  public let message: @Sendable (RuleContext) -> String
  /// The lesson that teaches it, by lesson id, if any.
  public let lesson: String?
  /// Each form of the text: the iOS versions it belongs to and how it is known.
  public let texts: [TextEra]
  /// For a rule UIKit checks with an assertion: where the assertion line points.
  public let assertion: AssertionSite?
  /// True when UIKit raises an exception whose name and reason no source shows (E-B3): the
  /// console line is then `message`, AlertLab's own words labelled `[AlertLab]`, with no
  /// banner, call stack or exception name made up around it.
  public var unknownText: Bool { ownWords != nil }
  /// For a rule whose text no source shows (`unknownText`): AlertLab's own words in its
  /// place, shown in the learner's language; `message` is their English.
  public let ownWords: (@Sendable (RuleContext) -> Said)?
  /// What `:explain` fills an example's placeholders with, beyond the usual objects (a
  /// method's name, an index, a file and line), for a rule whose message quotes them.
  public let example: @Sendable (inout RuleContext) -> Void

  public init(
    id: String, reference: String, kind: RuleKind, exceptionName: String? = nil,
    message: @escaping @Sendable (RuleContext) -> String, lesson: String? = nil,
    texts: [TextEra],
    assertion: AssertionSite? = nil, ownWords: (@Sendable (RuleContext) -> Said)? = nil,
    example: @escaping @Sendable (inout RuleContext) -> Void = { _ in }
  ) {
    self.id = id
    self.reference = reference
    self.kind = kind
    self.exceptionName = exceptionName
    self.message = message
    self.lesson = lesson
    self.texts = texts
    self.assertion = assertion
    self.ownWords = ownWords
    self.example = example
  }

  /// The rule's title, what happened, why and how to fix it, in English: the `[rule]` section
  /// of `Words/en.words`, as every other language's are in its own file.
  public var title: String { english("title") ?? id }
  public var what: String { english("what") ?? "" }
  public var why: String { english("why") ?? "" }
  public var fix: String { english("fix") ?? "" }
  /// What is not certain about the rule's text or behaviour (`Note:`), when something is.
  public var uncertainty: String? { english("note") }

  func english(_ field: String) -> String? {
    Words.file("en")?.text("rule.\(id).\(field)", [:])
  }

  /// What the console shows for this rule in `context`: the terminating line for a crash,
  /// the logged line for a warning, the advice line otherwise.
  public func consoleText(_ context: RuleContext) -> String {
    let text = message(context)
    if unknownText { return text }
    switch kind {
    case .crash:
      let name = exceptionName ?? "NSGenericException"
      return "*** Terminating app due to uncaught exception '\(name)', reason: '\(text)'"
    case .trap, .warning, .advice:
      return text
    }
  }

  /// The lines around the terminating line, as Xcode's console shows an uncaught exception
  /// (0.1, 0.3): the assertion line of a rule UIKit checks with an assertion, the
  /// terminating line, the first throw call stack (shortened to four frames, its addresses
  /// derived from the rule so every run prints the same), and libc++abi's last words. Any
  /// other kind of rule is its one console line.
  public func consoleLines(_ context: RuleContext) -> [String] {
    guard kind == .crash, !unknownText else { return [consoleText(context)] }
    var lines: [String] = []
    if let assertion {
      lines.append(
        "*** Assertion failure in \(assertion.method), \(assertion.place(on: context.iOS))")
    }
    lines.append(consoleText(context))
    lines.append("*** First throw call stack:")
    lines.append("(" + callStackAddresses.joined(separator: " ") + " ...)")
    lines.append(
      context.iOS < IOSVersion(15)
        ? "libc++abi.dylib: terminating with uncaught exception of type NSException"
        : "libc++abi: terminating due to uncaught exception of type NSException")
    return lines
  }

  /// What Xcode 12 and later show over the crashing line (0.2): `Thread 1: "reason"` for an
  /// uncaught exception, `Thread 1: Fatal error: ...` for a Swift runtime trap that reports
  /// to the debugger; nil for other rules and before iOS 14 (Xcode 12).
  public func debuggerBanner(_ context: RuleContext) -> String? {
    guard context.iOS >= IOSVersion(14), !unknownText else { return nil }
    switch kind {
    case .crash: return "Thread 1: \"" + message(context) + "\""
    case .trap:
      // The standard library's traps tell the debugger `<prefix>: <message>`
      // (logPrefixAndMessageToDebugger); a failed cast is the runtime's fatalError.
      return id == RuleCatalog.forceUnwrapNil.id
        ? "Thread 1: Fatal error: " + RuleCatalog.unwrapMessage : nil
    case .warning, .advice: return nil
    }
  }

  /// Four code addresses for the first throw call stack, the same on every run.
  var callStackAddresses: [String] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in id.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let bases: [UInt64] = [0x1_8a0c_0000, 0x1_9b3e_0000, 0x1_8a1f_0000, 0x1_8d2a_0000]
    return bases.enumerated().map { index, base in
      let offset = (hash >> UInt64(index * 12)) & 0xfffc
      return "0x" + String(base + offset, radix: 16)
    }
  }

  /// The eras and source status of the text, in one line (`:rules`, `:explain`).
  public var textSummary: String {
    texts.map(\.summary).joined(separator: RuleWords.english("separator"))
  }

  /// The explanation `:why` and `:explain` print: what, why, fix, lesson, and any caveat.
  /// `words` are the rule's own English texts unless a caller gives them in another language;
  /// the console line stays as UIKit prints it.
  public func explanation(_ context: RuleContext? = nil, words: RuleWords? = nil) -> String {
    let words = words ?? RuleWords(english: self)
    var lines: [String] = []
    // The id is what a learner types (`:explain one-cancel`); `reference` stays internal.
    lines.append(words.heading(self))
    if let context {
      switch kind {
      case .crash, .warning, .trap:
        lines.append(words.labels.console + consoleText(context))
      case .advice:
        break
      }
    }
    lines.append(words.labels.what + words.what)
    lines.append(words.labels.why + words.why)
    lines.append(words.labels.fix + words.fix)
    lines.append(words.labels.text + words.textSummary)
    if let assertion {
      lines.append(words.labels.assertion + words.assertion(assertion))
    }
    if let note = words.uncertainty { lines.append(words.labels.note + note) }
    if let lesson { lines.append(words.labels.lesson + ":lesson \(lesson)") }
    return lines.joined(separator: "\n")
  }
}

/// An uncaught simulated exception. The world that threw it is discarded by the caller:
/// after a crash the world is the world before the operation.
///
/// Each crash or trap rule's file declares the crash's typed constructor
/// (`Crash.oneCancel(_:in:)`): UIKit's are the world's own, so only world code throws them;
/// Swift's runtime traps are public, for the interpreter's runtime.
public struct Crash: Error, Sendable {
  public let rule: Rule
  public let context: RuleContext
  init(rule: Rule, context: RuleContext) {
    self.rule = rule
    self.context = context
  }
  /// The line the console prints.
  public var consoleText: String { rule.consoleText(context) }
  /// The console line of a Swift trap at `line` of `file`.
  public func consoleText(file: String, line: Int) -> String {
    var located = context
    located.file = file
    located.line = line
    return rule.consoleText(located)
  }
  /// The exception's reason alone.
  public var reason: String { rule.message(context) }
}
