import AlertLabWords

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where AlertLab may write one of its own files (progress, history): a regular file of this
/// user's, or a missing one; a symbolic link only when it leads to such a file (the file it
/// leads to is written). A device, FIFO, socket or folder is never opened, renamed or
/// replaced, and `/dev/null` means "do not save".
public enum OwnFile {
  /// What writing to a path would touch.
  public enum Target: Equatable, Sendable {
    /// Nothing is written (`/dev/null`).
    case discard
    /// No file is there yet: it may be created at this path.
    case missing(String)
    /// A regular file of ours, at this path (a link's target, resolved).
    case regular(String, readOnly: Bool)
  }

  /// The path that means "do not save".
  public static let nullDevice = "/dev/null"

  /// What `path` is, or why AlertLab must leave it alone (a phrase: "is a FIFO").
  public static func target(of path: String) -> Result<Target, Refusal> {
    if path == nullDevice { return .success(.discard) }
    var info = stat()
    if lstat(path, &info) != 0 {
      let code = errno
      if code == ENOENT || code == ENOTDIR { return .success(.missing(path)) }
      return .failure(Refusal(describe(code)))
    }
    var resolved = path
    if (info.st_mode & S_IFMT) == S_IFLNK {
      guard stat(path, &info) == 0, let real = realpath(path, nil) else {
        return .failure(Refusal(Said(.linkLeadsNowhere)))
      }
      resolved = String(cString: real)
      free(real)
      if resolved == nullDevice { return .success(.discard) }
      guard (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else {
        return .failure(Refusal(Said(.linkSomethingRegularFile)))
      }
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard info.st_uid == geteuid() else { return .failure(Refusal(Said(.belongsAnotherUser))) }
      return .success(.regular(resolved, readOnly: (info.st_mode & S_IWUSR) == 0))
    case S_IFDIR: return .failure(Refusal(Said(.isFolder)))
    case S_IFIFO: return .failure(Refusal(Said(.fifoNamedPipeFile)))
    case S_IFCHR, S_IFBLK: return .failure(Refusal(Said(.deviceFile)))
    case S_IFSOCK: return .failure(Refusal(Said(.socketFile)))
    default: return .failure(Refusal(Said(.isNotRegularFile)))
    }
  }

  /// Why a path is left alone: a phrase that follows the path.
  public struct Refusal: Error, Equatable, Sendable {
    public var reason: String
    /// The reason as AlertLab's own text; nil when it is the system's (`strerror`).
    public var said: Said?

    init(_ reason: String) {
      self.reason = reason
    }

    init(_ said: Said) {
      reason = said.english
      self.said = said
    }

    /// The reason, to be put into another text.
    public var argument: Said.Argument { said?.saidArgument ?? .text(reason) }
  }

  /// Removes `.NAME.tmp-PID-N` and `NAME.tmp-PID` files beside `path` that a process which
  /// no longer runs left behind (it was killed while writing).
  public static func removeOrphans(besides path: String) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      // Read in place up to its NUL: the entry's record may end before the 256 bytes of
      // `d_name`, so copying the whole field could read past it.
      let entryName = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
        String(cString: UnsafeRawPointer(field).assumingMemoryBound(to: CChar.self))
      }
      guard let pid = orphanProcess(entryName, of: name), pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder + "/" + entryName)
    }
  }

  /// The process id in a temporary file's name for `name`, if it is one.
  static func orphanProcess(_ entry: String, of name: String) -> pid_t? {
    for prefix in [".\(name).tmp-", "\(name).tmp-"] where entry.hasPrefix(prefix) {
      let digits = entry.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, let pid = pid_t(digits), pid > 0 else { return nil }
      return pid
    }
    return nil
  }

  static func describe(_ code: Int32) -> String {
    "cannot be examined (" + String(cString: strerror(code)) + ")"
  }
}
