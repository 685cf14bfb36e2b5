import Foundation
import Testing

/// `alertlab`'s own errors in the language of `--lang` (wherever it stands) or of the
/// environment; English stays as it was.
@Suite struct CommandLineLanguageTests {
  @Test func usageErrorsSpeakTheLanguage() throws {
    let folder = try TemporaryFolder()
    var chinese = folder.environment(term: "dumb")
    chinese["LANG"] = "zh_CN.UTF-8"
    var hindi = folder.environment(term: "dumb")
    hindi["LC_MESSAGES"] = "hi_IN.UTF-8"
    for (arguments, environment, message) in [
      (["--frob", "--lang", "zh"], nil, "alertlab: 未知的选项“--frob”\n试试“alertlab --help”。\n"),
      (
        ["--lang=hi", "--color", "sometimes"], nil,
        "alertlab: --color auto, always या never लेता है, 'sometimes' नहीं\n'alertlab --help' आज़माएँ।\n"
      ),
      (["run", "missing.swift"], chinese, "alertlab: 无法读取“missing.swift”：文件不存在，或者不可读\n"),
      (
        ["lesson", "frist-alert"], hindi,
        "alertlab: 'frist-alert' नाम का कोई पाठ नहीं (क्या आपका मतलब 'first-alert' था?); 'alertlab lessons' उन्हें दिखाता है\n"
      ),
      (
        ["--bless", "--lang", "en"], chinese,
        "alertlab: --bless belongs to 'alertlab test'\nTry 'alertlab --help'.\n"
      ),
    ] as [([String], [String: String]?, String)] {
      let result = try runAlertLab(arguments, in: folder, environment: environment)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.errors == message, "\(arguments): \(result.errors)")
    }
  }
}
