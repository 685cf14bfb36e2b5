import Foundation
import Testing

/// `alertlab run FILE.m` and the shell's `:objc` / `:swift`, through the binary.
@Suite struct ObjectiveCCommandTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/objc")

  @Test func runReadsADotMFileAsObjectiveCWithItsGestures() throws {
    let folder = try TemporaryFolder()
    let path = Self.examples.appendingPathComponent("enable-ok-alert.m").path
    let result = try runAlertLab(["run", path, "--ascii"], in: folder)
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(result.output.contains("note: '@selector(alertTextFieldDidChange:)' is "))
    #expect(result.output.hasSuffix("OK action\n") || result.output.contains("OK action\n"))
    let expected = try String(
      contentsOf: Self.examples.appendingPathComponent("enable-ok-alert.out"), encoding: .utf8)
    #expect(
      result.output.replacingOccurrences(of: path, with: "Examples/objc/enable-ok-alert.m")
        == expected)
  }

  @Test func aBrokenDotMFileExitsWithOneAndClangsError() throws {
    let folder = try TemporaryFolder()
    let file = URL(fileURLWithPath: folder.path).appendingPathComponent("typo.m")
    try Data(
      "UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@\"T\" message:nil preferredStyle:UIAlertControllerStyleAlert];\n[alertControler addAction:nil];\n"
        .utf8
    ).write(to: file)
    let result = try runAlertLab(["run", file.path], in: folder)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "typo.m:2:2: error: use of undeclared identifier 'alertControler'; did you mean 'alertController'?"
      ))
  }

  @Test func theShellSwitchesLanguagesAndShowsTheSwift() throws {
    let folder = try TemporaryFolder()
    let input =
      ":objc\nBOOL shown = NO;\nif (!shown) { NSLog(@\"%@\", @\"not yet\"); }\n:swift\n:swift\nlet n = 1\n"
    let result = try runAlertLab(
      ["--ascii", "--progress-file", folder.path + "/p.json"], input: input, in: folder)
    #expect(result.output.contains("Reading Objective-C."))
    #expect(result.output.contains("not yet\n"))
    #expect(
      result.output.contains("In today's Swift:\nif !shown {\n    NSLog(\"%@\", \"not yet\")\n}\n"))
    #expect(result.output.contains("Reading Swift"))
    #expect(result.output.contains("n: Int = 1"))
  }
}
