import AlertLabTutor
import AlertLabWords
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing the files the teacher's commands name.
enum Files {
  /// A problem with a file, for a one-line message.
  struct Problem: Error {
    /// The problem, the file's name in it.
    var said: Said
    /// The same without the file's name before it (`is a folder, not a file`), for a line
    /// that names the file already; nil when the name is not its first word.
    var withoutName: Said?

    init(_ said: Said, withoutName: Said? = nil) {
      self.said = said
      self.withoutName = withoutName
    }

    /// The problem in English.
    var message: String { said.english }
  }

  enum Kind {
    case missing, file, folder, other
  }

  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .other }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// The largest file, script or standard input read as text.
  static let largestText = 16 << 20

  /// At most `limit` bytes from `handle`, reading no further than one byte past it (endless
  /// input stops there); nil when there were more.
  static func read(_ handle: FileHandle, limit: Int = largestText) -> Data? {
    let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
    return data.count <= limit ? data : nil
  }

  /// The UTF-8 text of a regular file of at most `limit` bytes.
  static func text(_ path: String, limit: Int = largestText) throws(Problem) -> String {
    switch kind(of: path) {
    case .missing: throw Problem(Said(.noSuchFile, path))
    case .folder: throw Problem(Said(.nameIsFolder, path), withoutName: Said(.isFolder))
    case .other:
      throw Problem(Said(.nameNotRegularFile, path), withoutName: Said(.isNotRegularFile))
    case .file: break
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Problem(Said(.nameCannotBeRead, path), withoutName: Said(.cannotBeRead))
    }
    defer { try? handle.close() }
    guard let data = read(handle, limit: limit) else {
      throw Problem(
        Said(.nameLargerThan, path, limit >> 20), withoutName: Said(.isLargerThan, limit >> 20))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw Problem(Said(.nameNotUTF8, path), withoutName: Said(.isNotUTF8))
    }
    return text
  }

  /// Writes `text` to `path` whole or not at all: a temporary file beside it, flushed, then
  /// renamed over it. An existing file is only replaced by the rename.
  /// A read-only file is left as it is, as progress files are (`OwnFile`). The process
  /// ignores SIGXFSZ (`main.swift`), so a file past `ulimit -f` fails with `EFBIG` here, like a
  /// full disk: the temporary file is removed and the file is as it was.
  static func save(_ text: String, to path: String) throws(Problem) {
    if case .success(.regular(_, readOnly: true)) = OwnFile.target(of: path) {
      throw Problem(Said(.cannotWrite, path, Said(.fileReadOnlySo)))
    }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let prefix = folder.isEmpty ? "" : folder + "/"
    if !folder.isEmpty && kind(of: folder) != .folder {
      throw Problem(Said(.cannotWriteFolderDoes, path, folder))
    }
    let problem = AtomicWrite.replace(
      path, with: Array(text.utf8), temporaryPrefix: "\(prefix).\(name).tmp-\(getpid())-")
    if problem != 0 { throw failure(path, problem) }
  }

  private static func failure(_ path: String, _ code: Int32) -> Problem {
    Problem(Said(.cannotWrite, path, String(cString: strerror(code))))
  }

  /// The Markdown files below `folder`, sorted, hidden ones and `.build` left out (at most
  /// `limit`, eight folders deep).
  static func markdownFiles(in folder: String, limit: Int = 10_000) -> [String] {
    var found: [String] = []
    var folders = [(folder, 0)]
    while let (current, depth) = folders.popLast(), found.count < limit {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
        continue
      }
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        switch kind(of: path) {
        case .folder where depth < 8: folders.append((path, depth + 1))
        case .file where name.hasSuffix(".md"): found.append(path)
        default: break
        }
      }
    }
    return Array(found.sorted().prefix(limit))
  }
}
