import Foundation

/// A fresh folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "alertlab-tutor-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String {
    path + "/" + name
  }

  /// Writes `text` to `name` inside the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    return file(name)
  }

  /// The names in the folder, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}
