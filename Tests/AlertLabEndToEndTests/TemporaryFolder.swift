import Foundation

/// A fresh folder for one test, used as `HOME` and the XDG folders of the binary so that
/// nothing the test runs reads or writes the real ones. Removed when released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  var path: String { url.path }

  var stateHome: String { url.appendingPathComponent("state").path }

  /// Where the shell keeps its history with `environment()`.
  var historyFile: String { url.appendingPathComponent("state/alertlab/history").path }

  /// A minimal environment for the binary: this folder as `HOME`, `XDG_STATE_HOME` and
  /// `XDG_DATA_HOME`, no `LANG` (the shell must manage UTF-8 on its own), no colour.
  func environment(term: String, stateHome: String? = nil) -> [String: String] {
    [
      "HOME": path,
      "XDG_STATE_HOME": stateHome ?? self.stateHome,
      "XDG_DATA_HOME": url.appendingPathComponent("data").path,
      "TERM": term,
      "NO_COLOR": "1",
      "PATH": "/usr/bin:/bin",
    ]
  }
}

extension TemporaryFolder {
  /// Writes `text` to `name` in this folder, making the folders on the way.
  func write(_ text: String, to name: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// The text of `name` in this folder.
  func read(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
  }
}
