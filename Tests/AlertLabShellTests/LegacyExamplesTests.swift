import AlertLabKit
import Foundation
import Testing

@testable import AlertLabShell

/// Runs each script in `Examples/ios7/` as `alertlab run FILE --ascii` would and compares the
/// whole output with the golden file beside it (`NAME.swift` → `NAME.out`). A script's first
/// line may choose the device and iOS version: `// alertlab: --device ipad --ios 7`.
///
/// `ALERTLAB_BLESS=1 swift test --filter LegacyExamples` rewrites the goldens; read every
/// changed one before committing it.
@Suite struct LegacyExamplesTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/ios7")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  /// The device and iOS version a script's first line asks for.
  static func options(for source: String) -> (Device, IOSVersion) {
    var device = Device(model: .iphone)
    var iOS = IOSVersion.current
    guard let first = source.split(separator: "\n").first, first.hasPrefix("// alertlab:") else {
      return (device, iOS)
    }
    let words = first.dropFirst("// alertlab:".count).split(separator: " ").map(String.init)
    for (flag, value) in zip(words, words.dropFirst()) {
      if flag == "--device", let chosen = Device(name: value) { device = chosen }
      if flag == "--ios", let chosen = IOSVersion(string: value) { iOS = chosen }
    }
    return (device, iOS)
  }

  static func output(of name: String) throws -> String {
    let file = folder.appendingPathComponent(name + ".swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    let (device, iOS) = options(for: source)
    var session = Session(
      options: Session.Options(ascii: true, script: true, device: device, iOS: iOS))
    var output = ""
    _ = ScriptRunner.run(source, fileName: name + ".swift", session: &session) { output += $0 }
    return output
  }

  @Test func thereAreExamples() {
    #expect(Self.names.count >= 8)
  }

  @Test(arguments: names) func exampleMatchesItsGolden(_ name: String) throws {
    let output = try Self.output(of: name)
    let golden = Self.folder.appendingPathComponent(name + ".out")
    if ProcessInfo.processInfo.environment["ALERTLAB_BLESS"] == "1" {
      try output.write(to: golden, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(output == expected, "Examples/ios7/\(name).out differs; ALERTLAB_BLESS=1 rewrites it")
  }
}
