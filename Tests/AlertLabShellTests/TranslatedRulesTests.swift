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
    for text in rule.texts {
      if words.texts[RuleText.versions(text.versions).words.key] == nil {
        problems.append(
          about + "add \"\(text.versions)\" as \(RuleText.versions(text.versions).words.key).")
      }
      if words.texts[RuleText.source(text.source).words.key] == nil {
        problems.append(
          about + "add \"\(text.source)\" as \(RuleText.source(text.source).words.key).")
      }
    }
    if let site = rule.assertion, words.texts[RuleText.build(site.seenIn).words.key] == nil {
      problems.append(about + "add \"\(site.seenIn)\" as \(RuleText.build(site.seenIn).words.key).")
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
            rawValue: "\(file(language)):\(words.lines[key] ?? 0) writes \(key), which no rule "
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

  /// The message a rule added without translations fails with names the rule, the keys
  /// and the file.
  @Test func aMissingTranslationSaysWhatToAddAndWhere() {
    let rule = Rule(
      id: "new-rule", reference: "X-1", kind: .advice, title: "T", message: { _ in "m" },
      what: "w", why: "y", fix: "f", uncertainty: "u",
      texts: [TextEra("iOS 99+", .approximate, "a new source")])
    #expect(RuleText.field("new-rule", .title).text(in: .zh) == nil)
    #expect(
      missingRule(rule, .zh)
        == "Rule 'new-rule' has no Chinese (zh) text: add new-rule.title, "
        + "new-rule.what, new-rule.why, new-rule.fix, new-rule.note, new-rule.advice to the "
        + "[rule] section of Words/zh.words.")
    let partial = WordsFile(
      text: "@code = hi\n@name = H\n[rule]\nnew-rule.title = T\nnew-rule.what = 甲\n"
        + "new-rule.why = 乙\nnew-rule.fix = 丙\n")
    let found = problems(rule, partial, .hi)
    let about = "Rule 'new-rule' (Hindi (hi), Words/hi.words): "
    #expect(
      found == [
        about + "its title is empty or still the English one.",
        about + "add new-rule.note (the translation of the rule's uncertainty).",
        about + "add new-rule.advice (its advice line, translated, with RuleAdvice's arguments).",
        about + "add \"iOS 99+\" as era.versions.ios-99-plus.",
        about + "add \"a new source\" as era.source.a-new-source.",
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
    let setting = chain.message(
      RuleContext(iOS: .current, subject: "popover", method: "setting 'delegate'"))
    #expect(
      RuleTranslation.advice(setting, ruleID: chain.id, iOS: .current, in: hant)
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

  /// The advice rules' own lines, translated from what the world printed.
  @Test func adviceLinesFollowTheirEnglish() {
    let chain = RuleCatalog.nilOptionalChain
    let setting = chain.message(
      RuleContext(iOS: .current, subject: "popover", method: "setting 'delegate'"))
    #expect(
      RuleTranslation.advice(setting, ruleID: chain.id, iOS: .current, in: .zh)
        == "“popover”是 nil，所以可选链跳过了对“delegate”的赋值：什么也没有发生。")
    #expect(
      RuleTranslation.advice(setting, ruleID: chain.id, iOS: .current, in: .hi)
        == "'popover' nil है, इसलिए ऑप्शनल चेनिंग ने 'delegate' सेट करना छोड़ दिया: कुछ नहीं हुआ।")
    let presenting = chain.message(RuleContext(iOS: .current, subject: "vc"))
    #expect(
      RuleTranslation.advice(presenting, ruleID: chain.id, iOS: .current, in: .zh)
        == "什么也没有呈现：“vc”是 nil，所以可选链跳过了这次调用。")
    let adapts = RuleCatalog.popoverAdapts
    let vertical = adapts.message(RuleContext(iOS: IOSVersion(12), other: "vertically"))
    #expect(
      RuleTranslation.advice(vertical, ruleID: adapts.id, iOS: IOSVersion(12), in: .zh)
        == "弹出框以全屏显示：在垂直紧凑的环境中，.popover 呈现会自适应。")
    // English, and a rule with no advice, print the world's line as it is.
    #expect(RuleTranslation.advice(setting, ruleID: chain.id, iOS: .current, in: .en) == setting)
    #expect(RuleTranslation.advice("x", ruleID: "one-cancel", iOS: .current, in: .zh) == "x")
  }
}

@Suite struct TranslatedShellRepliesTests {
  func session(_ language: Language, width: Int? = 80, script: Bool = false) -> Session {
    var options = Session.Options(
      ascii: true, width: width, script: script, lessonsDirectory: courseLessons())
    options.language = language
    return Session(options: options)
  }

  let crash = [
    "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
    "alert.addAction(UIAlertAction(title: \"A\", style: .cancel))",
    "alert.addAction(UIAlertAction(title: \"B\", style: .cancel))",
  ]
  let console =
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
    + "reason: 'UIAlertController can only have one action with a style of "
    + "UIAlertActionStyleCancel'"

  @Test func whyAndExplainSpeakChinese() {
    var shell = session(.zh, width: nil)
    #expect(shell.submit(":why") == "还没有出过错：:why 解释最近一次崩溃或警告。\n")
    for line in crash { _ = shell.submit(line) }
    let why = shell.submit(":why")
    #expect(why.hasPrefix("one-cancel (崩溃): 一个提醒控制器只能有一个取消操作\n控制台：" + console + "\n"))
    #expect(why.contains("\n发生了什么：同一个提醒控制器上添加了第二个样式为 cancel 的操作。\n"))
    #expect(why.contains("\n修改方法：把第二个操作的样式改为 .default，或者只添加一个 .cancel 操作。\n"))
    #expect(why.contains("\n文字：iOS 8+：已核实（反编译的 UIKit；开发者报告）\n"))
    #expect(why.hasSuffix("\n课程：:lesson one-cancel\n"))
    let explain = shell.submit(":explain sheet-needs-anchor")
    #expect(explain.contains("\n注意：在 iOS 8 上 AlertLab 打印 E-P1 的文字"))
    #expect(explain.contains("iOS 9 到 12：已核实（开发者报告）（崩溃日志；版本范围为近似）"))
    #expect(
      shell.submit(":explain one-cancle")
        == "没有“one-cancle”这条规则。你是想输入“one-cancel”吗？:rules 列出所有规则。\n")
    let rules = shell.submit(":rules")
    #expect(rules.hasPrefix("one-cancel (崩溃): 一个提醒控制器只能有一个取消操作\n    iOS 8+：已核实"))
    #expect(rules.contains("\nforce-unwrap-nil (陷入): 强制解包 nil\n"))
    #expect(rules.hasSuffix(":explain ID 详细解释其中一条，例如 :explain one-cancel。\n"))
  }

  @Test func whyAndExplainSpeakHindi() {
    var shell = session(.hi, width: nil)
    for line in crash { _ = shell.submit(line) }
    let why = shell.submit(":why")
    #expect(
      why.hasPrefix(
        "one-cancel (क्रैश): एक अलर्ट कंट्रोलर में सिर्फ़ एक cancel ऐक्शन हो सकता है\nकंसोल: " + console + "\n"))
    #expect(why.contains("\nसुधार: दूसरे ऐक्शन को .default स्टाइल दें, या सिर्फ़ एक .cancel ऐक्शन जोड़ें।\n"))
    #expect(why.contains("\nटेक्स्ट: iOS 8+: पुष्ट (डीकंपाइल किया गया UIKit; डेवलपरों की रिपोर्टें)\n"))
    #expect(why.hasSuffix("\nपाठ: :lesson one-cancel\n"))
    #expect(
      shell.submit(":rules").contains(
        "\nrange-bounds (ट्रैप): रेंज के लिए lowerBound <= upperBound ज़रूरी है\n"))
  }

  /// `alertlab run` explains a crash at once: in the learner's language.
  @Test func aScriptsCrashIsExplainedInTheLanguage() {
    var shell = session(.hi, script: true)
    let output = crash.map { shell.submit($0) }.joined()
    #expect(output.contains(console + "\n"))
    #expect(output.contains("\n  क्या हुआ: एक ही अलर्ट कंट्रोलर में cancel स्टाइल वाला दूसरा ऐक्शन जोड़ा गया।\n"))
  }

  @Test func adviceIsTranslatedAndNamesItsRule() {
    var shell = session(.zh, width: nil)
    let output = shell.submit(
      "let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)\n"
        + "sheet.addAction(UIAlertAction(title: \"Keep\", style: .default))\n"
        + "sheet.addAction(UIAlertAction(title: \"Delete\", style: .destructive))\n"
        + "present(sheet, animated: true)")
    #expect(
      output.contains(
        "建议：HIG：把破坏性操作放在操作表的顶部；UIKit 按添加的顺序显示操作。（:explain destructive-first）\n"))
    var hindi = session(.hi, width: nil)
    let chained = hindi.submit("var vc: UIViewController? = nil\npresent(vc!, animated: true)")
    #expect(chained.contains("Fatal error"))
    let skipped = hindi.submit("vc?.title = \"x\"")
    #expect(
      skipped
        == "सलाह: 'vc' nil है, इसलिए ऑप्शनल चेनिंग ने 'title' सेट करना छोड़ दिया: कुछ नहीं हुआ। (:explain nil-optional-chain)\n"
    )
  }

  @Test func commandRepliesAreTranslated() {
    var chinese = session(.zh, width: nil)
    #expect(chinese.submit(":tap") == "哪个按钮？例如 :tap \"OK\"。屏幕上有：没有按钮。\n")
    #expect(chinese.submit(":undo") == "没有可以撤销的。\n")
    #expect(chinese.submit(":redo") == "没有可以重做的。\n")
    #expect(chinese.submit(":vars").hasPrefix("sender: UIButton"))
    #expect(chinese.submit(":color on") == "颜色已打开。\n")
    #expect(chinese.submit(":ascii maybe") == "用法：:ascii on 或 :ascii off。\n")
    #expect(chinese.submit(":ios 99") == "请给出 7.0 到 26 之间的 iOS 版本，例如 :ios 8 或 :ios 17.0。\n")
    #expect(chinese.submit(":lesons").hasPrefix("未知的命令“:lesons”。你是想输入“:lessons”吗？"))
    #expect(chinese.submit(":device ipda").hasPrefix("未知的设备“ipda”。你是想输入“ipad”吗？可用的设备：iphone"))
    _ = chinese.submit("let a = 1")
    #expect(chinese.submit(":undo") == "已撤销：let a = 1\n")
    #expect(chinese.submit(":redo") == "已重做：let a = 1\n")
    #expect(chinese.submit(":reset").hasPrefix("一个全新的 App：你的变量和函数都没有了"))
    var hindi = session(.hi, width: nil)
    #expect(hindi.submit(":key space") == "इस्तेमाल: :key return या :key escape।\n")
    #expect(hindi.submit(":render nothing").contains("error:"))
    _ = hindi.submit("let n = 3")
    #expect(hindi.submit(":render n") == "'n' व्यू कंट्रोलर नहीं है: :render अलर्ट और कंट्रोलर बनाता है।\n")
    #expect(
      hindi.submit(":type")
        == "इस्तेमाल: :type \"टेक्स्ट\" (इकलौता टेक्स्ट फ़ील्ड), :type 1 \"टेक्स्ट\" या "
        + ":type \"Placeholder\" \"टेक्स्ट\"।\n")
    #expect(hindi.submit(":help").contains("\nयह ऐप सिम्युलेटर पर चल रहा डीबग बिल्ड वाला iOS ऐप है"))
  }

  @Test func aDrawingTooWideIsSaidInTheLanguage() {
    var chinese = session(.zh, width: 30)
    let output = chinese.submit(":render")
    #expect(output.hasPrefix("（这幅图宽 "), "\(output)")
    #expect(output.split(separator: "\n").joined().contains("列，而你的终端只有 30 列"), "\(output)")
    var hindi = session(.hi, width: 30)
    #expect(hindi.submit(":render").hasPrefix("(ड्रॉइंग "))
  }

  @Test func theCourseListSpeaksTheLanguageAndLinesUp() {
    for language in Language.translated {
      var shell = session(language, width: nil)
      let ids = shell.lessonIDs().ids
      _ = shell.submit(":lesson 3")
      _ = shell.submit(":skip")
      _ = shell.submit(":lesson 5")
      let lines = shell.submit(":lessons").split(separator: "\n").map(String.init)
      #expect(lines.count == ids.count + 1, "\(lines)")
      let word = { (state: LessonState) in Reply.lessonState(state).text(in: language) }
      #expect(lines.first?.hasPrefix(" 1. [ ] \(word(.notStarted))") == true, "\(lines)")
      #expect(lines.contains { $0.hasPrefix(" 3. [>>] \(word(.skipped))") }, "\(lines)")
      #expect(lines.contains { $0.hasPrefix(" 5. [>] \(word(.current))") }, "\(lines)")
      #expect(
        lines.last == Reply.courseLine(bar: "[--------------------] 0/26").text(in: language))
      // The lesson ids start in the same column on every line, whatever the state's word.
      let columns = zip(lines, ids).map { line, id -> Int in
        guard let range = line.range(of: " " + id + " ") else { return -1 }
        return DisplayWidth.of(String(line[..<range.lowerBound]))
      }
      #expect(Set(columns).count == 1 && columns.first == 19, "\(language): \(columns)")
    }
    var english = session(.en, width: nil)
    #expect(english.submit(":lessons").contains("\nCourse: "))
  }
}

/// Translated prose at 80 columns: wrapped by display width, Chinese between characters,
/// Hindi only at spaces (a letter and its vowel signs are never parted).
@Suite struct TranslatedWrappingTests {
  func explain(_ id: String, in language: Language) -> [String] {
    var options = Session.Options(ascii: true, width: 80)
    options.language = language
    var shell = Session(options: options)
    return shell.submit(":explain \(id)").split(separator: "\n").map(String.init)
  }

  @Test func everyExplanationFitsEightyColumns() {
    for language in Language.translated {
      for rule in RuleCatalog.all {
        let lines = explain(rule.id, in: language)
        // UIKit's console line is printed as it is and may be wider; everything else fits.
        let labels = RuleTranslation.labels(language)
        var inConsole = false
        for line in lines {
          if line.hasPrefix(labels.console) { inConsole = true }
          if inConsole && !line.hasPrefix(labels.what) { continue }
          inConsole = false
          #expect(DisplayWidth.of(line) <= 80, "\(language) \(rule.id): \(line)")
        }
      }
    }
  }

  @Test func chineseBreaksBetweenCharactersNotBeforePunctuation() {
    let lines = explain("present-during-transition", in: .zh)
    let wrapped = lines.filter { DisplayWidth.of($0) > 70 }
    #expect(!wrapped.isEmpty, "\(lines)")
    for line in lines {
      #expect(DisplayWidth.of(line) <= 80, "\(line)")
      if let first = line.first {
        #expect(!"，。、；：？！）”".contains(first), "a line starts with closing punctuation: \(line)")
      }
    }
    // Nothing lost: the lines joined are the text.
    let joined = lines.joined()
    #expect(joined.contains("UIKit在一个窗口中一次只运行一个转场") || joined.contains("UIKit 在一个窗口中一次只运行一个转场"))
  }

  @Test func hindiBreaksOnlyAtSpaces() {
    let lines = explain("present-during-transition", in: .hi)
    #expect(lines.count > 6)
    let text = RuleText.field("present-during-transition", .why).text(in: .hi) ?? ""
    let words = Set(text.split(separator: " ").map(String.init))
    for line in lines {
      #expect(DisplayWidth.of(line) <= 80, "\(line)")
      // No line begins with a vowel sign or virama: clusters stay whole.
      if let scalar = line.unicodeScalars.first {
        #expect(!(0x093E...0x094D).contains(scalar.value), "\(line)")
      }
    }
    // Every word of the "why" line is printed whole on some line.
    let printed = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
    for word in words { #expect(printed.contains(word), "\(word)") }
  }
}
