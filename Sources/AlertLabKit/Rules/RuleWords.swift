import AlertLabWords

/// The words of a rule's explanation: its kind, title, what, why, fix, caveat and the
/// summary of its texts, and the labels before each line. A rule holds them in English; a
/// shell speaking another language passes its own to `Rule.explanation(_:words:)`, so the
/// world stays free of any language but UIKit's.
public struct RuleWords: Sendable {
  /// What each line of an explanation begins with, separator included (`What: `).
  public struct Labels: Sendable {
    public var console, what, why, fix, text, assertion, note, lesson: String
    public init(
      console: String, what: String, why: String, fix: String, text: String,
      assertion: String, note: String, lesson: String
    ) {
      self.console = console
      self.what = what
      self.why = why
      self.fix = fix
      self.text = text
      self.assertion = assertion
      self.note = note
      self.lesson = lesson
    }

    /// English's: the `[era]` section of `Words/en.words`.
    public static let english = Labels(
      console: RuleWords.english("label.console"), what: RuleWords.english("label.what"),
      why: RuleWords.english("label.why"), fix: RuleWords.english("label.fix"),
      text: RuleWords.english("label.text"), assertion: RuleWords.english("label.assertion"),
      note: RuleWords.english("label.note"), lesson: RuleWords.english("label.lesson"))
  }

  /// The rule's kind as a word (`crash`).
  public var kind: String
  public var title: String
  public var what: String
  public var why: String
  public var fix: String
  public var uncertainty: String?
  /// The eras and source status of the text, in one line.
  public var textSummary: String
  public var labels: Labels
  /// The sentence after `Assertion: `, given where the assertion stops.
  public var assertion: @Sendable (AssertionSite) -> String

  public init(
    kind: String, title: String, what: String, why: String, fix: String,
    uncertainty: String?, textSummary: String, labels: Labels,
    assertion: @escaping @Sendable (AssertionSite) -> String
  ) {
    self.kind = kind
    self.title = title
    self.what = what
    self.why = why
    self.fix = fix
    self.uncertainty = uncertainty
    self.textSummary = textSummary
    self.labels = labels
    self.assertion = assertion
  }

  /// The first line of an explanation and of `:rules`: the id, the kind and the title.
  public func heading(_ rule: Rule) -> String { "\(rule.id) (\(kind)): \(title)" }

  /// The rule's own English words.
  public init(english rule: Rule) {
    self.init(
      kind: RuleWords.english("kind.\(rule.kind.rawValue)"), title: rule.title, what: rule.what,
      why: rule.why, fix: rule.fix,
      uncertainty: rule.uncertainty, textSummary: rule.textSummary, labels: .english,
      assertion: RuleWords.englishAssertion)
  }

  /// The English sentence about an assertion's place.
  public static let englishAssertion: @Sendable (AssertionSite) -> String = { site in
    english(
      "assertion",
      ["file": .text(site.file), "line": .number(site.line), "seenIn": .text(site.englishSeenIn)])
  }

  /// The English of `era.KEY` in `Words/en.words`.
  static func english(_ key: String, _ arguments: [String: WordValue] = [:]) -> String {
    Words.text("era." + key, in: "en", arguments)
  }
}
