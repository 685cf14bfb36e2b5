import Foundation

/// The course compiled into `alertlab`: every `Lessons/**/*.md` of the checkout it was built
/// from, and that checkout's commit. The EmbedCourse build plugin writes the tables
/// (`textFiles`, `byteFiles`, `commitHash`); nothing is read or decoded until a file is
/// asked for.
public enum BuiltInCourse {
  /// The short hash of the commit built from; nil when the build had no git or no `.git`.
  public static var commit: String? {
    let text = commitHash.description
    return text.isEmpty ? nil : text
  }

  /// Each file's path relative to the course folder (`01-first-alert.md`,
  /// `zh/01-first-alert.md`), in path order.
  public static var paths: [String] {
    textFiles.map { $0.path.description } + byteFiles.map { $0.path.description }
  }

  /// The bytes of the file at `path` (relative to the course folder), or nil.
  public static func contents(of path: String) -> Data? {
    for file in textFiles where file.path.description == path {
      return file.text.withUTF8Buffer { Data($0) }
    }
    return byteFiles.first { $0.path.description == path }.map { Data($0.bytes) }
  }
}
