import Foundation
import Testing

@testable import AlertLabShell

/// The language examples in `Examples/swift`: every `NAME.swift` runs as `alertlab run --ascii`
/// would run it, and its whole output must equal `NAME.out`; `*-break-*` scripts exit with 1.
/// `ALERTLAB_BLESS=1 swift test --filter SwiftExamples` rewrites the goldens.
@Suite struct SwiftExamplesTests {
  static let folder = AlertExamplesTests.packageRoot.appendingPathComponent("Examples/swift")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }()

  @Test(arguments: names) func example(_ name: String) throws {
    try AlertExamplesTests.checkGolden(
      folder: Self.folder, name: name, path: "Examples/swift/\(name).swift")
  }

  @Test func everyPartIsThere() {
    #expect(Self.names.count >= 5)
    #expect(Self.names.contains { $0.contains("-break-") })
  }
}
