import AlertLabKit
import AlertLabTutor
import AlertLabWords
import Testing

@testable import AlertLabShell

/// The words files (`Words/*.words`): each reads cleanly, every language has every text with
/// the same arguments, and every text the shell asks for exists with the arguments it gives.
@Suite struct WordsFileTests {
  @Test func everyFileReadsWithoutProblems() {
    var codes = Set<String>()
    for source in Words.sources {
      let file = WordsFile(text: source.text)
      for problem in file.problems {
        Issue.record("Words/\(source.path):\(problem.line): \(problem.reason)")
      }
      #expect(source.path == file.code + ".words", "Words/\(source.path) names @code \(file.code)")
      #expect(codes.insert(file.code).inserted, "two files name @code \(file.code)")
      #expect(!file.name.isEmpty && !file.englishName.isEmpty, "\(source.path)")
    }
    #expect(Words.languages.first?.code == "en")
  }

  @Test func everyLanguageHasEveryTextWithTheSameArguments() throws {
    let english = try #require(Words.file("en"))
    for language in Language.translated {
      let file = try #require(Words.file(language.code))
      for (key, pattern) in english.texts {
        guard let translated = file.texts[key] else {
          Issue.record(
            "Words/\(language.code).words lacks \(key) (Words/en.words:\(english.line(key) ?? 0))")
          continue
        }
        #expect(
          translated.argumentNames == pattern.argumentNames,
          "Words/\(language.code).words:\(file.line(key) ?? 0): \(key) uses \(translated.argumentNames.sorted()), English \(pattern.argumentNames.sorted())"
        )
      }
      for key in file.texts.keys where english.texts[key] == nil {
        Issue.record(
          "Words/\(language.code).words:\(file.line(key) ?? 0): \(key) is not in English")
      }
    }
  }

  /// Every message's key is written, and its text uses exactly the arguments the case gives.
  @Test func everyMessageUsesEveryArgumentItGives() throws {
    let english = try #require(Words.file("en"))
    var used = Set<String>()
    for message in Message.examples {
      let (key, arguments) = message.words
      used.insert(key)
      let pattern = try #require(english.texts[key], "no \(key) in Words/en.words")
      #expect(pattern.argumentNames == Set(arguments.keys), "\(key)")
    }
    let unused = english.texts.keys.filter {
      ($0.hasPrefix("message.") || $0.hasPrefix("summary.")) && !used.contains($0)
    }
    #expect(unused.isEmpty, "texts no message asks for: \(unused.sorted())")
  }

  /// Every reply's key is written, and its text uses exactly the arguments the case gives.
  @Test func everyReplyUsesEveryArgumentItGives() throws {
    let english = try #require(Words.file("en"))
    var used = Set<String>()
    for reply in Reply.examples {
      let (key, arguments) = reply.words
      used.insert(key)
      let pattern = try #require(english.texts[key], "no \(key) in Words/en.words")
      #expect(pattern.argumentNames == Set(arguments.keys), "\(key)")
    }
    let unused = english.texts.keys.filter { $0.hasPrefix("reply.") && !used.contains($0) }
    #expect(unused.isEmpty, "texts no reply asks for: \(unused.sorted())")
  }

  /// The replies' choices: a flag, an optional part, a list of one or two, a plural.
  @Test func repliesChooseTheirWordsInTheText() {
    #expect(Reply.colorIs(on: false).text(in: .en) == "Colour is off.")
    #expect(Reply.buttons(nil).text(in: .zh) == "没有按钮")
    #expect(Reply.buttons("\"OK\"").text(in: .zh) == "\"OK\"")
    #expect(
      Reply.unknownDevice(name: "none", suggestion: nil, devices: "ipad").text(in: .en)
        == "Unknown device 'none'. Devices: ipad.")
    #expect(
      Reply.unknownDevice(name: nil, suggestion: nil, devices: "ipad").text(in: .en)
        == "Unknown device. Devices: ipad.")
    #expect(
      Reply.lessonRunsOn(device: "iPad", iOS: "8.0", unusedDevice: nil, unusedIOS: "B")
        .text(in: .en) == "This lesson runs on iPad, iOS 8.0, so B waits until you ask.")
    #expect(
      Reply.lessonRunsOn(device: "iPad", iOS: "8.0", unusedDevice: "A", unusedIOS: "B")
        .text(in: .hi).contains(", इसलिए A और B तब तक"))
    #expect(Reply.rowsLeftOut(1).text(in: .en).hasPrefix("(1 repeated row left out"))
    #expect(Reply.rowsLeftOut(3).text(in: .en).hasPrefix("(3 repeated rows left out"))
    // English device names are the ones `Device` gives the drawings' words.
    for model in Device.Model.allCases {
      for device in [Device(model: model), Device(model: model).rotated()] {
        #expect(Reply.device(device).text(in: .en) == device.displayName)
      }
    }
  }

  /// A learner who chose Traditional Chinese gets the shell's replies in it.
  @Test func aReplyIsShownInTraditionalChinese() throws {
    let hant = try #require(Language(code: "zh-Hant"))
    var options = Session.Options(ascii: true, width: 80)
    options.language = hant
    var session = Session(options: options)
    #expect(session.submit(":color off").contains("顏色已關閉。"))
    #expect(session.submit(":redo").contains("沒有可以重做的動作。"))
    #expect(Reply.device(Device(model: .ipad, landscape: true)).text(in: hant) == "iPad，橫向")
    #expect(Reply.lessonState(.skipped).text(in: hant) == "已略過")
  }

  /// Every text of a rule's explanation and its era words uses exactly the arguments its
  /// case gives, in every language that writes it, English included.
  @Test func everyRuleTextUsesEveryArgumentItGives() throws {
    let rule = try #require(RuleCatalog.all.first)
    var texts: [RuleText] = RuleText.Field.allCases.map { .field(rule.id, $0) }
    texts += RuleAdvice.examples.map(RuleText.advice)
    texts += RuleText.Label.allCases.map(RuleText.label)
    texts += [RuleKind.crash, .warning, .advice, .trap].map(RuleText.kind)
    texts += SourceStatus.allCases.map(RuleText.status)
    texts += [
      .versions("ios-8-plus"), .source("decompiled-uikit"),
      .build("the-decompiled-ios-26-1-build"),
      .summary(versions: "iOS 8+", status: "verified", source: "decompiled UIKit"),
      .separator, .assertion(file: "UIAlertController.m", line: 1, seenIn: "iOS 9"),
    ]
    for language in [Language.en] + Language.translated {
      let file = try #require(Words.file(language.code))
      for text in texts {
        let (key, arguments) = text.words
        guard let pattern = file.texts[key] else { continue }
        #expect(
          pattern.argumentNames == Set(arguments.keys),
          "Words/\(language.code).words:\(file.line(key) ?? 0): \(key) uses \(pattern.argumentNames.sorted()), its case gives \(arguments.keys.sorted())"
        )
      }
    }
    // Every advice rule has its case, made from the objects the world names.
    for rule in RuleCatalog.all where rule.kind == .advice {
      let advice = RuleAdvice(ruleID: rule.id, context: RuleContext(iOS: .current))
      #expect(advice?.ruleID == rule.id, "\(rule.id) has no RuleAdvice")
    }
    #expect(Set(RuleAdvice.examples.map(\.ruleID)).count == 11)
  }

  @Test func choicesPickTheirBranch() throws {
    let pattern = try WordPattern(
      parsing: "{count, plural, =0 {none} one {# lesson} other {# lessons}}"
        + "{who, select, none {} other { for {who}}}\\{x\\}")
    #expect(pattern.render(["count": 0, "who": .missing], oneFor: [1]) == "none{x}")
    #expect(pattern.render(["count": 1, "who": "Ana"], oneFor: [1]) == "1 lesson for Ana{x}")
    #expect(pattern.render(["count": 3, "who": .missing], oneFor: [1]) == "3 lessons{x}")
    #expect(pattern.render(["count": 0, "who": .missing], oneFor: [0, 1]) == "none{x}")
    #expect(pattern.argumentNames == ["count", "who"])
    let flag = try WordPattern(parsing: "{on, select, true {on} other {off}}")
    #expect(flag.render(["on": true], oneFor: []) == "on")
    #expect(flag.render(["on": false], oneFor: []) == "off")
    // A text that says `none` is not an argument left out.
    let optional = try WordPattern(parsing: "{who, select, none {nobody} other {{who}}}")
    #expect(optional.render(["who": "none"], oneFor: []) == "none")
    #expect(optional.render(["who": .missing], oneFor: []) == "nobody")
    // An argument not given shows its name rather than vanishing.
    #expect(try WordPattern(parsing: "a {b}").render([:], oneFor: []) == "a {b}")
  }

  @Test func textsOutsideASCIIReadWhole() throws {
    // Plain text, names and choices in any script; a problem's column counts characters.
    let pattern = try WordPattern(
      parsing: "पाठ {नाम} — {हाल, select, पूरा {✓} other {…}} \\{x\\}")
    #expect(
      pattern.render(["नाम": "एक", "हाल": "पूरा"], oneFor: []) == "पाठ एक — ✓ {x}")
    #expect(pattern.argumentNames == ["नाम", "हाल"])
    func problem(_ text: String) -> String {
      do {
        _ = try WordPattern(parsing: text)
        return "read"
      } catch {
        return "\(error.column): \(error.reason)"
      }
    }
    #expect(problem("课程 \\é") == "4: unknown escape '\\é'")
    #expect(problem("课程 { x}") == "5: '{' without a name")
    #expect(problem("课程}") == "3: a '}' closes nothing")
  }

  @Test func aBrokenTextIsReportedWithItsLineAndTheRestIsRead() {
    let file = WordsFile(
      text: "@code = xx\n@name = X\n[message]\nok = fine\nbad = {a, select, yes {1}}\n"
        + "open = {a\nno equals here\nok = twice\n"
        + "deep = " + String(repeating: "{a, select, other {", count: 9) + "\n")
    #expect(file.text("message.ok", [:]) == "fine")
    #expect(file.problems.map(\.line) == [5, 6, 7, 8, 9])
    #expect(file.problems[0].reason.contains("no 'other'"))
    #expect(file.problems[3].reason.contains("written twice"))
    #expect(file.problems[4].reason.contains("nest more than"))
  }

  @Test func aLanguageIsChosenByItsFile() {
    #expect(Language(code: "ZH")?.code == "zh")
    #expect(Language(locale: "zh_CN.UTF-8") == .zh)
    #expect(Language(locale: "hi_IN") == .hi)
    #expect(Language(locale: "fr_FR.UTF-8") == .en)
    #expect(Language.en.choice == "en (English)")
    #expect(Language.zh.choice == "zh (中文, Chinese)")
  }
}

/// The `:`-commands are declared once: every name, spelling and completion comes from
/// `Session.commands`.
@Suite struct ShellCommandDeclarationTests {
  @Test func everyCommandIsDeclaredOnceAndRunsByEveryName() {
    let names = Session.commands.flatMap { [$0.name] + $0.aliases }
    #expect(Set(names).count == names.count, "a name or spelling declared twice")
    var session = Session(options: Session.Options(ascii: true, width: 80, script: true))
    for name in names where name != "quit" && name != "exit" && name != "q" {
      let reply = session.submit(":" + name)
      #expect(!reply.hasPrefix("Unknown command"), ":\(name) → \(reply)")
    }
    #expect(session.submit(":frob").hasPrefix("Unknown command ':frob'"))
    #expect(session.submit(":exit").isEmpty)
  }

  @Test func completionFollowsTheDeclarations() {
    let session = Session(options: Session.Options(ascii: true, width: 80, script: true))
    #expect(session.completions(for: ":ke") == [":key"])
    #expect(session.completions(for: ":key e") == ["escape"])
    #expect(session.completions(for: ":lang z") == ["zh", "zh-Hant"])
    #expect(session.completions(for: ":help les") == ["lesson", "lessons"])
    #expect(session.completions(for: ":undo x").isEmpty)
  }
}
