import AlertLabKit
import AlertLabTutor
import AlertLabWords

/// A rule's explanation in the learner's language: each language writes it in its words
/// file (`Words/CODE.words`, sections `[rule]` and `[era]`), looked up by the rule's id;
/// English's is `Words/en.words`, which the rule reads itself. What UIKit prints (the
/// console line) is never translated.
enum RuleTranslation {
  /// The words of `rule`'s explanation in `language`; English, or a rule whose title the
  /// language does not write yet, gives the rule's own words. A field or era word the
  /// language lacks is the English one, so a file being written keeps working.
  static func words(for rule: Rule, in language: Language) -> RuleWords {
    let english = RuleWords(english: rule)
    guard language != .en, let title = RuleText.field(rule.id, .title).text(in: language)
    else { return english }
    let field = { (field: RuleText.Field, english: String) in
      RuleText.field(rule.id, field).text(in: language) ?? english
    }
    let summary = rule.texts.map { text in
      let versions = RuleText.versions(text.versionsKey).text(in: language) ?? text.englishVersions
      let status = RuleText.status(text.status).text(in: language) ?? text.status.english
      let source = RuleText.source(text.sourceKey).text(in: language) ?? text.englishSource
      return RuleText.summary(versions: versions, status: status, source: source)
        .text(in: language) ?? "\(versions): \(status) (\(source))"
    }
    let note = rule.uncertainty.map { field(.note, $0) }
    return RuleWords(
      kind: RuleText.kind(rule.kind).text(in: language) ?? english.kind, title: title,
      what: field(.what, english.what), why: field(.why, english.why),
      fix: field(.fix, english.fix), uncertainty: note,
      textSummary: summary.joined(separator: RuleText.separator.text(in: language) ?? "; "),
      labels: labels(language), assertion: assertion(language))
  }

  /// The labels of an explanation's lines in `language` (`What: `), each English where the
  /// language lacks it.
  static func labels(_ language: Language) -> RuleWords.Labels {
    let english = RuleWords.Labels.english
    let label = { (label: RuleText.Label, english: String) in
      RuleText.label(label).text(in: language) ?? english
    }
    return RuleWords.Labels(
      console: label(.console, english.console), what: label(.what, english.what),
      why: label(.why, english.why), fix: label(.fix, english.fix),
      text: label(.text, english.text), assertion: label(.assertion, english.assertion),
      note: label(.note, english.note), lesson: label(.lesson, english.lesson))
  }

  /// The sentence after the assertion label, in `language`: the builds it was seen in are
  /// said in the language too.
  static func assertion(_ language: Language) -> @Sendable (AssertionSite) -> String {
    { site in
      let seenIn = RuleText.build(site.seenInKey).text(in: language) ?? site.englishSeenIn
      return RuleText.assertion(file: site.file, line: site.line, seenIn: seenIn)
        .text(in: language) ?? RuleWords.englishAssertion(site)
    }
  }

  /// The advice of the rule `ruleID` about the objects `context` names, in `language`
  /// (English where the language lacks its text); a rule that gives no advice says its own
  /// line.
  static func advice(ruleID: String, context: RuleContext, in language: Language) -> String {
    guard let advice = RuleAdvice(ruleID: ruleID, context: context) else {
      return RuleCatalog.rule(ruleID)?.message(context) ?? ruleID
    }
    return advice.text(in: language.code)
  }

}

/// One text of a rule's explanation, or a word around it, with its arguments typed. Its
/// words are under `rule.ID.FIELD` (the rule's own texts) or `era.…` (labels, kinds,
/// statuses, the eras and sources of texts, the builds an assertion was seen in, which the
/// rules name by key), English's in `Words/en.words` as every other language's in its file.
enum RuleText: Sendable, Hashable {
  /// A field of a rule's explanation.
  enum Field: String, Sendable, CaseIterable {
    case title, what, why, fix
    /// The rule's caveat (`Note:`), written exactly when the rule has an uncertainty.
    case note
  }

  /// What a line of an explanation begins with.
  enum Label: String, Sendable, CaseIterable {
    case console, what, why, fix, text, assertion, note, lesson
  }

  case field(_ ruleID: String, Field)
  /// An advice rule's own line, from what the world printed.
  case advice(RuleAdvice)
  case label(Label)
  case kind(RuleKind)
  case status(SourceStatus)
  /// A text's versions, by their key (`TextEra.versionsKey`: `ios-8-plus`).
  case versions(String)
  /// Where a text comes from, by its key (`TextEra.sourceKey`: `decompiled-uikit`).
  case source(String)
  /// The builds an assertion's line was seen in, by their key (`AssertionSite.seenInKey`).
  case build(String)
  /// One era's summary from its versions, status and source, each already translated
  /// (`iOS 8+: verified (…)`).
  case summary(versions: String, status: String, source: String)
  /// What stands between the eras' summaries.
  case separator
  /// The sentence about an assertion: its file, line and the builds it was seen in.
  case assertion(file: String, line: Int, seenIn: String)

  /// The text's key in the words files (`Words/*.words`) and its arguments.
  var words: (key: String, arguments: [String: WordValue]) {
    switch self {
    case .field(let id, let field): return ("rule.\(id).\(field.rawValue)", [:])
    case .advice(let advice): return (advice.wordsKey, advice.arguments)
    case .label(let label): return ("era.label.\(label.rawValue)", [:])
    case .kind(let kind): return ("era.kind.\(kind.rawValue)", [:])
    case .status(let status): return ("era.status.\(status.rawValue)", [:])
    case .versions(let key): return ("era.versions.\(key)", [:])
    case .source(let key): return ("era.source.\(key)", [:])
    case .build(let key): return ("era.build.\(key)", [:])
    case .summary(let versions, let status, let source):
      return (
        "era.summary",
        ["versions": .text(versions), "status": .text(status), "source": .text(source)]
      )
    case .separator: return ("era.separator", [:])
    case .assertion(let file, let line, let seenIn):
      return (
        "era.assertion", ["file": .text(file), "line": .number(line), "seenIn": .text(seenIn)]
      )
    }
  }

  /// The text in `language`, or nil when its file does not write it.
  func text(in language: Language) -> String? {
    let (key, arguments) = words
    guard Words.file(language.code)?.raw(key) != nil else { return nil }
    return Words.text(key, in: language.code, arguments)
  }
}
