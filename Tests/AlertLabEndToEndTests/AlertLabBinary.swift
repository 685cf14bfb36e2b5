import Foundation

/// Finds the `alertlab` executable that `swift test` built beside the test bundle.
enum AlertLabBinary {
  struct NotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "the alertlab binary was not found; looked at:\n" + searched.joined(separator: "\n")
    }
  }

  /// The binary: `ALERTLAB_BINARY` when set, else the build folder that holds the running
  /// test bundle (`.build/<triple>/debug/`), else `.build/debug/` of this package.
  static func url(filePath: String = #filePath) throws -> URL {
    var folders: [URL] = []
    if let explicit = ProcessInfo.processInfo.environment["ALERTLAB_BINARY"] {
      let url = URL(fileURLWithPath: explicit)
      if isExecutable(url) { return url }
      throw NotFound(searched: [explicit])
    }
    if let executable = Bundle.main.executableURL {
      folders.append(executable.deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    let package = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent()  // AlertLabEndToEndTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    folders.append(package.appendingPathComponent(".build/debug"))

    let candidates = folders.map { $0.appendingPathComponent("alertlab") }
    if let found = candidates.first(where: isExecutable) { return found }
    throw NotFound(searched: candidates.map(\.path))
  }

  private static func isExecutable(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && !isFolder.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
  }
}
