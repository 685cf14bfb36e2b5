import AlertLabKit
import Foundation
import Testing

@testable import AlertLabShell

/// The popover examples (`Examples/popovers/NAME.swift`) run as `alertlab run --ascii` runs
/// them, compared whole with their golden output (`NAME.out`). `ALERTLAB_BLESS=1` rewrites
/// the goldens: read each change before committing it.
@Suite struct PopoverExamplesTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/popovers")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  static func output(of name: String) throws -> String {
    let source = try String(
      contentsOf: folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
    var session = Session(
      options: Session.Options(
        ascii: true, script: true, device: Device(model: .iphone), iOS: .current))
    var text = ""
    _ = ScriptRunner.run(source, fileName: name + ".swift", session: &session) { text += $0 }
    return text
  }

  @Test func everyExampleHasAGolden() {
    #expect(Self.names.count >= 10)
    for name in Self.names {
      let golden = Self.folder.appendingPathComponent(name + ".out").path
      #expect(
        FileManager.default.fileExists(atPath: golden)
          || ProcessInfo.processInfo.environment["ALERTLAB_BLESS"] == "1", "\(name).out")
    }
  }

  @Test(arguments: PopoverExamplesTests.names)
  func exampleMatchesItsGolden(_ name: String) throws {
    let actual = try Self.output(of: name)
    let golden = Self.folder.appendingPathComponent(name + ".out")
    if ProcessInfo.processInfo.environment["ALERTLAB_BLESS"] == "1" {
      try actual.write(to: golden, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(actual == expected)
  }
}
