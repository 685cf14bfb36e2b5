import AlertLabKit
import AlertLabTutor
import AlertLabWords
import Testing

@testable import AlertLabShell

/// Every rule's explanation and every reply of the shell in Chinese and Hindi, and the
/// translated shell as a learner sees it.
@Suite struct TranslatedRulesTests {
  func name(_ language: Language) -> String {
    let heading = Words.languages.first { $0.code == language.code }
    return "\(heading?.englishName ?? language.code) (\(language.code))"
  }

  /// The words file a language's rule texts are written in.
  func file(_ language: Language) -> String { "Words/\(language.code).words" }

  /// The keys (in its `[rule]` section) a rule's translation has: title, what, why, fix, a
  /// note exactly when the rule has an uncertainty, advice exactly when it is advice.
  func fields(_ rule: Rule) -> [String] {
    ["title", "what", "why", "fix"] + (rule.uncertainty == nil ? [] : ["note"])
      + (rule.kind == .advice ? ["advice"] : [])
  }

  /// What a rule added without its translation needs, said so that whoever adds it knows
  /// exactly what to write and where.
  func missingRule(_ rule: Rule, _ language: Language) -> String {
    "Rule '\(rule.id)' has no \(name(language)) text: add "
      + fields(rule).map { "\(rule.id).\($0)" }.joined(separator: ", ")
      + " to the [rule] section of \(file(language))."
  }

  /// What is wrong with `rule`'s texts in `words`, the file of `language`.
  func problems(_ rule: Rule, _ words: WordsFile, _ language: Language) -> [String] {
    let about = "Rule '\(rule.id)' (\(name(language)), \(file(language))): "
    var problems: [String] = []
    for field in RuleText.Field.allCases where field != .note {
      let text = words.text(RuleText.field(rule.id, field).words.key, [:])
      if text == nil || text == "" || text == englishField(rule, field.rawValue) {
        problems.append(about + "its \(field) is empty or still the English one.")
      }
    }
    let has = { (field: String) in words.texts["rule.\(rule.id).\(field)"] != nil }
    if has("note") != (rule.uncertainty != nil) {
      problems.append(
        about
          + (rule.uncertainty == nil
            ? "remove \(rule.id).note: the rule has no uncertainty."
            : "add \(rule.id).note (the translation of the rule's uncertainty).")
      )
    }
    if has("advice") != (rule.kind == .advice) {
      problems.append(
        about
          + (rule.kind == .advice
            ? "add \(rule.id).advice (its advice line, translated, with RuleAdvice's arguments)."
            : "remove \(rule.id).advice: only an advice rule prints one.")
      )
    }
    return problems
  }

  /// The keys of the versions and sources of the rules' texts and of the builds their
  /// assertions were seen in (`era.versions.…`, `era.source.…`, `era.build.…`), each with the
  /// first rule that names it.
  static func eraKeys(of rules: [Rule]) -> [String: String] {
    var keys: [String: String] = [:]
    for rule in rules {
      var texts = rule.texts.flatMap { [RuleText.versions($0.versionsKey), .source($0.sourceKey)] }
      if let site = rule.assertion { texts.append(.build(site.seenInKey)) }
      for text in texts where keys[text.words.key] == nil { keys[text.words.key] = rule.id }
    }
    return keys
  }

  /// What is wrong with the era words of `file` (`Words/NAME`), given the keys the rules
  /// name (`eraKeys`): a key it lacks or leaves empty, and one it writes that no rule names.
  static func eraProblems(_ file: WordsFile, _ name: String, named: [String: String]) -> [String] {
    var problems: [String] = []
    for (key, ruleID) in named.sorted(by: { $0.key < $1.key })
    where (file.raw(key) ?? "").isEmpty {
      problems.append(
        "Words/\(name) lacks \(key), which rule '\(ruleID)' names: add "
          + "\(key.dropFirst("era.".count)) to its [era] section.")
    }
    for key in file.entries.keys.sorted()
    where ["era.versions.", "era.source.", "era.build."].contains(where: { key.hasPrefix($0) })
      && named[key] == nil
    {
      problems.append(
        "Words/\(name):\(file.line(key) ?? 0) writes \(key), which no rule names: rename or "
          + "remove it.")
    }
    return problems
  }

  func englishField(_ rule: Rule, _ field: String) -> String {
    switch field {
    case "title": return rule.title
    case "what": return rule.what
    case "why": return rule.why
    default: return rule.fix
    }
  }

  /// Every language but English writes every rule's explanation in its words file; English
  /// is the rules' own (RuleCatalog), so the languages are compared with the catalog, not
  /// with `Words/en.words`.
  @Test func everyRuleHasATextInEveryLanguage() throws {
    for language in Language.translated {
      let words = try #require(Words.file(language.code))
      for rule in RuleCatalog.all {
        guard words.texts["rule.\(rule.id).title"] != nil else {
          Issue.record(Comment(rawValue: missingRule(rule, language)))
          continue
        }
        for problem in problems(rule, words, language) {
          Issue.record(Comment(rawValue: problem))
        }
      }
      // Nothing left over from a rule renamed or removed.
      let keys = Set(
        RuleCatalog.all.flatMap { rule in fields(rule).map { "rule.\(rule.id).\($0)" } })
      for key in words.texts.keys where key.hasPrefix("rule.") && !keys.contains(key) {
        Issue.record(
          Comment(
            rawValue: "\(file(language)):\(words.line(key) ?? 0) writes \(key), which no rule "
              + "has: rename or remove it."))
      }
      var era: [RuleText] =
        RuleText.Label.allCases.map(RuleText.label)
        + [
          RuleText.separator, .summary(versions: "", status: "", source: ""),
          .assertion(file: "", line: 0, seenIn: ""),
        ]
      era += [RuleKind.crash, .warning, .advice, .trap].map(RuleText.kind)
      era += [SourceStatus.verified, .developerReport, .inferred, .approximate, .alertLab]
        .map(RuleText.status)
      for text in era {
        #expect(words.texts[text.words.key] != nil, "\(file(language)) lacks \(text.words.key)")
      }
    }
  }

  /// Every language, English included, writes the versions, source and builds every rule
  /// names by key, and none that no rule names.
  @Test func everyEraKeyARuleNamesIsWrittenInEveryLanguage() throws {
    let named = Self.eraKeys(of: RuleCatalog.all)
    #expect(named.count > 50)
    let codes = Words.languages.map(\.code)
    #expect(Set(codes).isSuperset(of: ["en", "zh", "zh-Hant", "hi"]))
    for code in codes {
      let file = try #require(Words.file(code))
      for problem in Self.eraProblems(file, "\(code).words", named: named) {
        Issue.record(Comment(rawValue: problem))
      }
    }
  }

  /// A rule naming an era key no file writes, and a file writing one no rule names, are
  /// each found, with what to do.
  @Test func anEraKeyMissingOrLeftOverIsFound() {
    let rule = Rule(
      id: "new-rule", reference: "X-1", kind: .crash, message: { _ in "m" },
      texts: [TextEra(versions: "ios-99-plus", .approximate, source: "a-new-source")],
      assertion: AssertionSite(method: "-[X y]", file: "X.m", line: 1))
    let file = WordsFile(
      text: "@code = hi\n@name = H\n[era]\nversions.ios-99-plus = iOS 99+\n"
        + "source.a-new-source = \"\"\nsource.an-old-source = old\n")
    #expect(
      Self.eraProblems(file, "hi.words", named: Self.eraKeys(of: [rule])) == [
        "Words/hi.words lacks era.build.the-decompiled-ios-18-2-build-ios-26-1-has-its-own-line, "
          + "which rule 'new-rule' names: add "
          + "build.the-decompiled-ios-18-2-build-ios-26-1-has-its-own-line to its [era] section.",
        "Words/hi.words lacks era.source.a-new-source, which rule 'new-rule' names: add "
          + "source.a-new-source to its [era] section.",
        "Words/hi.words:6 writes era.source.an-old-source, which no rule names: rename or "
          + "remove it.",
      ])
  }

  /// The message a rule added without translations fails with names the rule, the keys
  /// and the file.
  @Test func aMissingTranslationSaysWhatToAddAndWhere() {
    // A rule whose words are in no file yet, English's included.
    let rule = Rule(
      id: "new-rule", reference: "X-1", kind: .advice, message: { _ in "m" },
      texts: [TextEra(versions: "ios-99-plus", .approximate, source: "a-new-source")])
    #expect(RuleText.field("new-rule", .title).text(in: .zh) == nil)
    #expect(
      missingRule(rule, .zh)
        == "Rule 'new-rule' has no Chinese (zh) text: add new-rule.title, "
        + "new-rule.what, new-rule.why, new-rule.fix, new-rule.advice to the "
        + "[rule] section of Words/zh.words.")
    let partial = WordsFile(
      text: "@code = hi\n@name = H\n[rule]\nnew-rule.title = T\nnew-rule.what = 甲\n"
        + "new-rule.why = 乙\nnew-rule.fix = 丙\n")
    let found = problems(rule, partial, .hi)
    let about = "Rule 'new-rule' (Hindi (hi), Words/hi.words): "
    #expect(
      found == [
        about + "add new-rule.advice (its advice line, translated, with RuleAdvice's arguments)."
      ])
  }

  /// Traditional Chinese writes its own rule texts (Taiwan usage), not Simplified Chinese's
  /// nor English: what `:explain`, `:rules` and an advice line show when it is chosen.
  @Test func traditionalChineseExplainsInItsOwnWords() throws {
    let hant = try #require(Language(code: "zh-Hant"))
    let rule = RuleCatalog.oneCancel
    let words = RuleTranslation.words(for: rule, in: hant)
    #expect(words.title == "一個警示框控制器只能有一個取消動作")
    #expect(words.heading(rule) == "one-cancel (閃退): 一個警示框控制器只能有一個取消動作")
    #expect(words.textSummary == "iOS 8+：已查證（反編譯的 UIKit；開發者回報）")
    #expect(words.labels.fix == "修正方法：")
    #expect(words.title != RuleTranslation.words(for: rule, in: .zh).title)
    let chain = RuleCatalog.nilOptionalChain
    let setting = RuleContext(
      iOS: .current, subject: "popover", other: "delegate", method: "setting")
    #expect(
      RuleTranslation.advice(ruleID: chain.id, context: setting, in: hant)
        == "「popover」是 nil，所以 Optional 串連略過了對「delegate」的設定：什麼事都沒發生。")
    var options = Session.Options(ascii: true, width: nil)
    options.language = hant
    var shell = Session(options: options)
    let explain = shell.submit(":explain sheet-needs-anchor")
    #expect(
      explain.hasPrefix("sheet-needs-anchor (閃退): iPad 上的動作表單需要 sourceView 或 barButtonItem\n"))
    #expect(explain.contains("\n注意：在 iOS 8 上 AlertLab 印出 E-P1 的文字"))
  }

  @Test func everyReplyHasATextInEveryLanguage() {
    for reply in Reply.examples {
      let english = reply.text(in: .en)
      #expect(!english.isEmpty, "\(reply)")
      for language in Language.translated {
        let text = reply.text(in: language)
        #expect(!text.isEmpty, "\(reply) \(language)")
        #expect(text != english, "\(reply) is not translated into \(language)")
      }
    }
    #expect(Set(Reply.examples.map { "\($0)" }).count == Reply.examples.count)
  }

  @Test func englishExplanationsAreTheRulesOwn() {
    for rule in RuleCatalog.all {
      let context = Session.exampleContext(for: rule, iOS: .current)
      #expect(
        rule.explanation(context, words: RuleTranslation.words(for: rule, in: .en))
          == rule.explanation(context))
      #expect(
        rule.explanation(context).hasPrefix("\(rule.id) (\(rule.kind.rawValue)): \(rule.title)\n"))
    }
    let oneCancel = RuleCatalog.oneCancel.explanation()
    #expect(oneCancel.contains("\nWhat: A second action with the cancel style"))
    #expect(oneCancel.contains("\nText: iOS 8+: verified (decompiled UIKit; developer reports)\n"))
  }

  /// The advice rules' own lines, said from the rule and the objects the world names.
  @Test func adviceLinesAreSaidFromTheirContext() {
    let chain = RuleCatalog.nilOptionalChain
    let setting = RuleContext(
      iOS: .current, subject: "popover", other: "delegate", method: "setting")
    #expect(
      RuleTranslation.advice(ruleID: chain.id, context: setting, in: .en)
        == "'popover' is nil, so optional chaining skipped setting 'delegate': nothing happened.")
    #expect(
      RuleTranslation.advice(ruleID: chain.id, context: setting, in: .zh)
        == "“popover”是 nil，所以可选链跳过了对“delegate”的赋值：什么也没有发生。")
    #expect(
      RuleTranslation.advice(ruleID: chain.id, context: setting, in: .hi)
        == "'popover' nil है, इसलिए ऑप्शनल चेनिंग ने 'delegate' सेट करना छोड़ दिया: कुछ नहीं हुआ।")
    let call = RuleContext(iOS: .current, subject: "alert", other: "addAction", method: "call")
    #expect(
      RuleTranslation.advice(ruleID: chain.id, context: call, in: .en)
        == "'alert' is nil, so optional chaining skipped the call to 'addAction': nothing happened."
    )
    let presenting = RuleContext(iOS: .current, subject: "vc")
    #expect(
      RuleTranslation.advice(ruleID: chain.id, context: presenting, in: .zh)
        == "什么也没有呈现：“vc”是 nil，所以可选链跳过了这次调用。")
    let adapts = RuleCatalog.popoverAdapts
    let vertical = RuleContext(iOS: IOSVersion(12), other: "vertically")
    #expect(
      RuleTranslation.advice(ruleID: adapts.id, context: vertical, in: .zh)
        == "弹出框以全屏显示：在垂直紧凑的环境中，.popover 呈现会自适应。")
    let key = RuleContext(iOS: .current, subject: "UIAlertController", method: "attributedTitle")
    #expect(
      RuleTranslation.advice(ruleID: RuleCatalog.privateKeyValueCoding.id, context: key, in: .zh)
        .contains("attributedTitle"))
    // A rule that gives no advice says its own English line.
    #expect(
      RuleTranslation.advice(ruleID: "one-cancel", context: presenting, in: .zh)
        == RuleCatalog.oneCancel.message(presenting))
  }
}
