import Foundation
import Synchronization

/// Where lesson files are read: the disk, or the course compiled into `alertlab`.
///
/// Once the built-in course is mounted (`mount`), the folder `Lessons` and every path below
/// it (`Lessons/01-first-alert.md`, `Lessons/zh`) name the built-in files, whatever the
/// current folder holds, and diagnostics name them so. `alertlab` mounts it only when it
/// finds no course folder and is asked for the course, so the paths a user types are still
/// read from the disk.
public enum CourseFiles {
  /// The folder the built-in course appears as.
  public static let builtInFolder = "Lessons"

  /// A course held in memory: each file's path relative to the course folder
  /// (`zh/01-first-alert.md`) and a way to read its bytes.
  public struct BuiltIn: Sendable {
    public var paths: [String]
    public var read: @Sendable (String) -> Data?

    public init(paths: [String], read: @escaping @Sendable (String) -> Data?) {
      self.paths = paths
      self.read = read
    }
  }

  private static let mounted = Mutex<BuiltIn?>(nil)

  /// Makes `builtIn` the folder `Lessons` from now on.
  public static func mount(_ builtIn: BuiltIn) {
    mounted.withLock { $0 = builtIn }
  }

  /// Makes `Lessons` a folder of the disk again.
  public static func unmount() {
    mounted.withLock { $0 = nil }
  }

  /// True when the built-in course is mounted.
  public static var isMounted: Bool { mounted.withLock { $0 != nil } }

  public enum Kind: Sendable {
    case missing, file, folder
  }

  /// What is at `path`: a file, a folder, or nothing (or something unreadable).
  public static func kind(_ path: String) -> Kind {
    if let (course, relative) = builtIn(path) {
      if relative.isEmpty { return .folder }
      if course.paths.contains(relative) { return .file }
      return course.paths.contains { $0.hasPrefix(relative + "/") } ? .folder : .missing
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .missing
    }
    return isFolder.boolValue ? .folder : .file
  }

  /// The bytes of the file at `path`, reading no more than `limit` bytes; nil when it
  /// cannot be read.
  public static func contents(_ path: String, limit: Int = Int.max) -> Data? {
    if let (course, relative) = builtIn(path) {
      // Read by the course's own spelling of the path, which equals `relative` as strings do.
      guard let stored = course.paths.first(where: { $0 == relative }),
        let data = course.read(stored)
      else { return nil }
      return data.count > limit ? data.prefix(limit) : data
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: limit)) ?? Data()
  }

  /// Why a folder cannot be listed.
  public struct NotAFolder: Error {
    public var path: String
  }

  /// The names in the folder at `path`, in no particular order.
  public static func names(inFolder path: String) throws -> [String] {
    guard let (course, relative) = builtIn(path) else {
      return try FileManager.default.contentsOfDirectory(atPath: path)
    }
    let prefix = relative.isEmpty ? "" : relative + "/"
    var names: [String] = []
    for file in course.paths where file.hasPrefix(prefix) {
      let name = String(file.dropFirst(prefix.count).prefix { $0 != "/" })
      if !names.contains(name) { names.append(name) }
    }
    guard !names.isEmpty else { throw NotAFolder(path: path) }
    return names
  }

  /// The mounted course and `path` relative to its folder, when `path` is in it.
  private static func builtIn(_ path: String) -> (BuiltIn, String)? {
    guard let course = mounted.withLock({ $0 }) else { return nil }
    guard !path.hasPrefix("/") else { return nil }
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part != ".." {
        parts.append(part)
      } else if parts.popLast() == nil {
        return nil
      }
    }
    guard parts.first.map(String.init) == builtInFolder else { return nil }
    return (course, parts.dropFirst().joined(separator: "/"))
  }
}
