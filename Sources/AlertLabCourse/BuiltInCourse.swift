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
    for file in textFiles where names(file.path, path) {
      return file.text.withUTF8Buffer { Data($0) }
    }
    return byteFiles.first { names($0.path, path) }.map { Data($0.bytes) }
  }

  /// Whether the table's `name` is `path`, compared as bytes where the table keeps them
  /// (`CourseFiles` asks for a file by the spelling `paths` gave it).
  static func names(_ name: StaticString, _ path: String) -> Bool {
    name.withUTF8Buffer { $0.elementsEqual(path.utf8) }
  }
}
