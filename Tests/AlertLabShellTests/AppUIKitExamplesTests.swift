import Foundation
import Testing

@testable import AlertLabShell

/// The examples in `Examples/app`: the UIKit and Foundation beside the alert. Each runs as
/// `alertlab run --ascii` would and must print its golden `NAME.out`.
@Suite struct AppUIKitExamplesTests {
  static let folder = AlertExamplesTests.packageRoot.appendingPathComponent("Examples/app")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }()

  @Test(arguments: names) func example(_ name: String) throws {
    try AlertExamplesTests.checkGolden(
      folder: Self.folder, name: name, path: "Examples/app/\(name).swift")
  }

  @Test func theIssuesExamplesAreThere() {
    for name in [
      "share-sheet-ipad", "share-sheet-ipad-break-no-anchor", "login-delegate-localized",
      "top-view-controller-walk", "kvc-attributed-title",
    ] {
      #expect(Self.names.contains(name), "Examples/app/\(name).swift")
    }
  }
}
