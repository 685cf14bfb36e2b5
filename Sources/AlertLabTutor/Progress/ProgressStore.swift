import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress file that could not be written, with a message for the learner.
public struct ProgressStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One line: `Could not save your progress to …: No space left on device.`
  public var message: String

  public init(message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// The learner's progress file: read once at start, written atomically after each change.
///
/// Nothing is lost: a file that cannot be used (bad JSON, another version, not a file) is
/// moved aside to `progress.json.corrupt-N` and reported in one line; a failed write is
/// reported and leaves the previous file whole.
public struct ProgressStore: Sendable {
  /// The progress file.
  public var path: String

  public init(path: String) {
    self.path = path
  }

  /// The progress file to use: `override` (from `--progress-file`) if given, else the
  /// `ALERTLAB_PROGRESS_FILE` variable, else `$XDG_DATA_HOME/alertlab/progress.json`, else
  /// `$HOME/.local/share/alertlab/progress.json`. Empty values count as unset; a relative
  /// `XDG_DATA_HOME` is ignored, as the XDG specification asks.
  public static func resolvePath(override: String?, environment: [String: String]) -> String {
    if let override, !override.isEmpty { return override }
    if let file = environment["ALERTLAB_PROGRESS_FILE"], !file.isEmpty { return file }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return join(data, "alertlab/progress.json")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return join(home, ".local/share/alertlab/progress.json")
  }

  /// The store at the resolved path, for this process's environment.
  public static func standard(override: String? = nil) -> ProgressStore {
    ProgressStore(
      path: resolvePath(override: override, environment: ProcessInfo.processInfo.environment))
  }

  /// Reads the progress. A missing file is a fresh start. A file that cannot be used is
  /// moved aside and `notice` says, in one line, where it was kept.
  public func load() -> (progress: LearnerProgress, notice: String?) {
    var info = stat()
    if stat(path, &info) != 0 {
      let code = errno
      if code == ENOENT { return (LearnerProgress(), nil) }
      return (
        LearnerProgress(),
        "Your progress file \(path) could not be read (\(describe(code))); you start fresh."
      )
    }
    if (info.st_mode & S_IFMT) == S_IFREG, let data = FileManager.default.contents(atPath: path),
      let progress = try? JSONDecoder().decode(LearnerProgress.self, from: data)
    {
      return (progress, nil)
    }
    return (LearnerProgress(), moveAside())
  }

  /// The language saved in the progress file, read without touching the file (nil when it
  /// has none, or cannot be read: `load()` reports that).
  public func savedLanguage() -> Language? {
    guard let data = FileManager.default.contents(atPath: path),
      data.count <= ProgressExport.largestFile
    else { return nil }
    return (try? JSONDecoder().decode(LearnerProgress.self, from: data))?.language
  }

  /// Moves the unusable file to the first free `PATH.corrupt-N` and says so.
  private func moveAside() -> String {
    for number in 1..<10_000 {
      let candidate = "\(path).corrupt-\(number)"
      var info = stat()
      if lstat(candidate, &info) == 0 { continue }
      if errno == ENOENT && rename(path, candidate) == 0 {
        return
          "Your progress file was unreadable; it was kept as \(candidate) and you start fresh."
      }
      return
        "Your progress file \(path) was unreadable and could not be moved aside "
        + "(\(describe(errno))); you start fresh and it is left as it is."
    }
    return
      "Your progress file \(path) was unreadable and there are too many saved copies beside "
      + "it; you start fresh and it is left as it is."
  }

  /// Writes the progress: a temporary file in the same folder (created if needed), flushed
  /// to disk, then renamed over the progress file, so a crash or a full disk never leaves a
  /// half-written file.
  public func save(_ progress: LearnerProgress) throws(ProgressStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard var data = try? encoder.encode(progress) else {
      throw failure("the progress could not be encoded")
    }
    data.append(0x0A)

    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw failure("the folder \(folder) could not be created")
      }
    }
    let name = (path as NSString).lastPathComponent
    let prefix = folder.isEmpty ? "" : folder + "/"

    var temporary = ""
    var descriptor: Int32 = -1
    for attempt in 0..<100 {
      temporary = "\(prefix).\(name).tmp-\(getpid())-\(attempt)"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw failure(describe(errno)) }

    let written = data.withUnsafeBytes { bytes -> Int32 in
      guard let base = bytes.baseAddress else { return 0 }
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, base + offset, bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return 0
    }
    let synced = written == 0 ? (fsync(descriptor) == 0 ? 0 : errno) : written
    let closed = close(descriptor) == 0 ? 0 : errno
    let problem = synced != 0 ? synced : closed
    if problem != 0 {
      unlink(temporary)
      throw failure(describe(problem))
    }
    if rename(temporary, path) != 0 {
      let code = errno
      unlink(temporary)
      throw failure(describe(code))
    }
  }

  private func failure(_ reason: String) -> ProgressStoreError {
    ProgressStoreError(message: "Could not save your progress to \(path): \(reason).")
  }

  private func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  private static func join(_ folder: String, _ rest: String) -> String {
    folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
  }
}
