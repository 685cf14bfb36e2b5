import AlertLabTutor
import Testing

@testable import AlertLabShell

@Suite struct MessageCatalogTests {
  @Test func everyMessageHasATextInEveryLanguage() {
    for message in Message.examples {
      let english = message.text(in: .en)
      #expect(!english.isEmpty, "\(message)")
      for language in Language.translated {
        let text = message.text(in: language)
        #expect(!text.isEmpty, "\(message) \(language)")
        #expect(text != english, "\(message) is not translated into \(language)")
      }
    }
    // Every command's summary is among them.
    let summaries = Message.examples.compactMap { message -> String? in
      if case .summary(let command) = message { return command }
      return nil
    }
    #expect(summaries == Session.commands.map(\.name))
    #expect(Set(Message.examples.map { "\($0)" }).count == Message.examples.count)
  }

  @Test func argumentsAppearInEveryLanguage() {
    let samples: [(Message, [String])] = [
      (.hint(number: 2, count: 5), ["2", "5"]),
      (.lessonHeading(number: 3, count: 16, title: "标题"), ["3", "16", "标题"]),
      (.stepHeading(number: 1, count: 4, title: "T"), ["1", "4", "T"]),
      (
        .noLesson(id: "frist-alert", suggestion: "first-alert", numberedUpTo: nil),
        ["frist-alert", "first-alert"]
      ),
      (.courseFinishedWithUnfinished(count: 7), ["7"]), (.bannerTitle(version: "9.9.9"), ["9.9.9"]),
      (.unknownLanguage(code: "fr", choices: "en (English)"), ["fr", "en (English)"]),
    ]
    for (message, arguments) in samples {
      for language in Language.allCases {
        let text = message.text(in: language)
        for argument in arguments { #expect(text.contains(argument), "\(language): \(text)") }
      }
    }
  }
}

@Suite struct TranslatedShellTests {
  func session(_ language: Language) -> Session {
    var options = Session.Options(
      ascii: true, width: 80, script: true, lessonsDirectory: courseLessons())
    options.language = language
    return Session(options: options)
  }

  @Test func theBannerAndHelpAreTranslated() {
    var chinese = session(.zh)
    #expect(chinese.banner.hasPrefix("AlertLab \(AlertLabVersion.current)：模拟 UIKit 的提醒框"))
    #expect(chinese.banner.split(separator: "\n").count == 3)
    let help = chinese.submit(":help")
    #expect(help.hasPrefix("像文章里那样输入 Swift，它会在模拟的 UIKit 上运行。命令：\n"))
    #expect(help.contains("  :tapout                     轻点提醒框、操作表或弹出框的外部\n"))
    #expect(chinese.submit(":help undo").hasPrefix(":undo — 撤销最近一条改变了状态的语句"))
    var hindi = session(.hi)
    #expect(hindi.banner.hasPrefix("AlertLab \(AlertLabVersion.current): UIKit के अलर्ट"))
    #expect(hindi.submit(":help").contains("  :hint                       इस चरण का अगला संकेत\n"))
    #expect(hindi.submit(":help frob") == "':frob' नाम का कोई कमांड नहीं है। :help सारे कमांड दिखाता है।\n")
  }

  @Test func stepsAndGoalLinesAreTranslated() {
    var hindi = session(.hi)
    let start = hindi.submit(":lesson one-cancel")
    #expect(start.hasPrefix("पाठ 3 / 26: सिर्फ़ एक cancel ऐक्शन\n"))
    #expect(start.contains("चरण 1 / 4: एक cancel ऐक्शन\n"))
    #expect(start.contains("लक्ष्य:\n  [ ] एक बटन\n  [ ] वह cancel ऐक्शन है\n"))
    let done = hindi.submit(
      "let cancelAction = UIAlertAction(title: \"Cancel\", style: .cancel) { _ in log = "
        + "\"Cancel action\" }\nalert.addAction(cancelAction)")
    #expect(done.contains("  [x] एक बटन\n  [x] वह cancel ऐक्शन है\nचरण पूरा!\nचरण 2 / 4: "))
    var chinese = session(.zh)
    _ = chinese.submit(":lesson one-cancel")
    #expect(chinese.submit(":hint").hasPrefix("提示 1/3："))
    #expect(chinese.submit(":goal") == "[ ] 一个按钮\n[ ] 它是取消按钮\n")
  }

  @Test func uikitsConsoleAndTheCompilersErrorsStayInEnglish() {
    let input = [
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
      "alert.addButton(\"OK\")",
      "alert.addAction(UIAlertAction(title: \"A\", style: .cancel))",
      "alert.addAction(UIAlertAction(title: \"B\", style: .cancel))",
    ]
    func run(_ language: Language) -> [String] {
      var shell = session(language)
      return input.flatMap { shell.submit($0).split(separator: "\n").map(String.init) }
    }
    let english = run(.en)
    let console = english.filter { !$0.hasPrefix("AlertLab restarted") && !$0.hasPrefix("  ") }
    #expect(
      console.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'UIAlertController can only have one action with a style of "
          + "UIAlertActionStyleCancel'"))
    #expect(
      console.contains {
        $0.contains("error: value of type 'UIAlertController' has no member 'addButton'")
      })
    for language in Language.translated {
      let lines = run(language)
      for line in console { #expect(lines.contains(line), "\(language): \(line)") }
      #expect(lines.contains(Message.crashRestarted(script: true).text(in: language)))
    }
  }
}
