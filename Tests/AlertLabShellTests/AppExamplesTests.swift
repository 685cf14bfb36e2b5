import Foundation
import Testing

@testable import AlertLabShell

/// The app examples in `Examples/app`: a pasted view controller, the run loop's clock (a
/// self-dismissing alert, timers, background queues) and a popover configured after
/// `present`. Every `NAME.swift` runs as `alertlab run --ascii` would run it, and its whole
/// output must equal `NAME.out`; `*-break-*` scripts exit with 1.
/// `ALERTLAB_BLESS=1 swift test --filter AppExamples` rewrites the goldens.
@Suite struct AppExamplesTests {
  static let folder = AlertExamplesTests.packageRoot.appendingPathComponent("Examples/app")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }()

  @Test(arguments: names) func example(_ name: String) throws {
    try AlertExamplesTests.checkGolden(
      folder: Self.folder, name: name, path: "Examples/app/\(name).swift")
  }

  @Test func everyPartIsThere() {
    for name in [
      "pasted-controller", "self-dismissing-alert", "popover-after-present", "timer",
      "background-queue", "popover-break-never-anchored", "alert-window",
      "button-menu", "tap-gesture", "segue-popover", "segue-show",
      "deferred-menu",
    ] {
      #expect(Self.names.contains(name), "Examples/app/\(name).swift")
    }
  }
}
