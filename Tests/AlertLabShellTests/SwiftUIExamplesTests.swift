import Foundation
import Testing

@testable import AlertLabShell

/// The examples in `Examples/swiftui`: SwiftUI's presentations on the simulated UIKit, on an
/// iPhone and an iPad and in the eras they came with. Each runs as `alertlab run --ascii`
/// would and must print its golden `NAME.out`.
@Suite struct SwiftUIExamplesTests {
  static let folder = AlertExamplesTests.packageRoot.appendingPathComponent("Examples/swiftui")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }()

  @Test(arguments: names) func example(_ name: String) throws {
    try AlertExamplesTests.checkGolden(
      folder: Self.folder, name: name, path: "Examples/swiftui/\(name).swift")
  }

  @Test func eachPresentationHasItsExample() {
    for name in [
      "alert-delete", "confirmation-dialog-iphone", "confirmation-dialog-ipad",
      "popover-compact-adaptation", "sheet-dismiss", "alert-text-field",
      "deprecated-alert-values", "era-break-confirmation-dialog-ios14", "two-alerts-on-one-view",
    ] {
      #expect(Self.names.contains(name), "Examples/swiftui/\(name).swift")
    }
  }
}
