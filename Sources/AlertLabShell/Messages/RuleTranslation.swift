import AlertLabKit
import AlertLabTutor

/// A rule's explanation in one language other than English. The rule keeps its English text
/// as the source (AlertLabKit speaks no other language); the shell looks the translation up
/// by the rule's id. What UIKit prints (the console line) is never translated.
struct RuleTranslation: Sendable {
  let title: String
  let what: String
  let why: String
  let fix: String
  /// The rule's caveat (`Note:`), present exactly when the rule has one.
  let note: String?
  /// AlertLab's own advice line for an advice rule, from the English line the world printed
  /// (it names the objects involved) and the iOS version; nil for other kinds of rule.
  let advice: (@Sendable (_ english: String, _ iOS: IOSVersion) -> String)?

  init(
    title: String, what: String, why: String, fix: String, note: String? = nil,
    advice: (@Sendable (_ english: String, _ iOS: IOSVersion) -> String)? = nil
  ) {
    self.title = title
    self.what = what
    self.why = why
    self.fix = fix
    self.note = note
    self.advice = advice
  }

  /// The table of a translated language, by rule id; English has none (the rules are).
  static func table(_ language: Language) -> [String: RuleTranslation] {
    switch language {
    case .zh: return chinese
    case .hi: return hindi
    default: return [:]
    }
  }

  /// Where each language's rule texts are written, for the completeness test's message.
  static func file(_ language: Language) -> String {
    switch language {
    case .zh: return "Sources/AlertLabShell/Messages/RuleTranslation+Chinese.swift"
    case .hi: return "Sources/AlertLabShell/Messages/RuleTranslation+Hindi.swift"
    default: return "Sources/AlertLabKit/Rules/RuleCatalog.swift"
    }
  }

  /// The words of `rule`'s explanation in `language`; English, or a rule not yet translated,
  /// gives the rule's own words.
  static func words(for rule: Rule, in language: Language) -> RuleWords {
    guard let translation = table(language)[rule.id] else { return RuleWords(english: rule) }
    let era = EraWords.table(language)
    let summary = rule.texts.map { text in
      let versions = era.versions[text.versions] ?? text.versions
      let source = era.sources[text.source] ?? text.source
      return era.summary(versions, era.status(text.status), source)
    }
    return RuleWords(
      kind: era.kind(rule.kind), title: translation.title, what: translation.what,
      why: translation.why, fix: translation.fix, uncertainty: translation.note,
      textSummary: summary.joined(separator: era.separator), labels: era.labels,
      assertion: era.assertion)
  }

  /// An advice line the world printed in English, in `language`.
  static func advice(_ english: String, ruleID: String, iOS: IOSVersion, in language: Language)
    -> String
  {
    table(language)[ruleID]?.advice?(english, iOS) ?? english
  }

  /// The words in single quotes in `text`, in order (`'popover'`, `'delegate'`): the names an
  /// English advice line quotes, for its translation to quote them too.
  /// The object a private-key advice line names: what stands between "private key of " and
  /// ": it works" in the English line.
  static func privateKeySubject(_ english: String) -> String {
    guard let start = english.range(of: "private key of "),
      let end = english.range(of: ": it works", range: start.upperBound..<english.endIndex)
    else { return "" }
    return String(english[start.upperBound..<end.lowerBound])
  }

  static func quoted(_ text: String) -> [String] {
    let parts = text.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }
}

/// The words around a rule's texts in one language: the labels of an explanation, the kinds,
/// the source statuses, and the eras and sources of `TextEra`, keyed by their English.
struct EraWords: Sendable {
  let labels: RuleWords.Labels
  let kinds: [RuleKind: String]
  let statuses: [SourceStatus: String]
  let versions: [String: String]
  let sources: [String: String]
  let separator: String
  /// One era's summary from its versions, status and source (`iOS 8+: verified (…)`).
  let summary: @Sendable (_ versions: String, _ status: String, _ source: String) -> String
  /// The builds an assertion's line was seen in (`AssertionSite.seenIn`), by their English.
  let builds: [String: String]
  /// The sentence about an assertion, given its file, line and builds (translated).
  let assertionSentence: @Sendable (_ file: String, _ line: Int, _ seenIn: String) -> String

  /// The sentence after the assertion label for `site`.
  var assertion: @Sendable (AssertionSite) -> String {
    let builds = builds
    let sentence = assertionSentence
    return { site in sentence(site.file, site.line, builds[site.seenIn] ?? site.seenIn) }
  }

  func kind(_ kind: RuleKind) -> String { kinds[kind] ?? kind.rawValue }
  func status(_ status: SourceStatus) -> String { statuses[status] ?? status.rawValue }

  static func table(_ language: Language) -> EraWords {
    switch language {
    case .zh: return chinese
    case .hi: return hindi
    default:
      return EraWords(
        labels: .english, kinds: [:], statuses: [:], versions: [:], sources: [:],
        separator: "; ", summary: { "\($0): \($1) (\($2))" }, builds: [:],
        assertionSentence: { file, line, seenIn in
          RuleWords.englishAssertion(
            AssertionSite(method: "", file: file, line: line, seenIn: seenIn))
        })
    }
  }
}
