import AlertLabWords
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
  /// The message as AlertLab's own text, to be shown in the learner's language.
  public var said: Said?

  public init(message: String) {
    self.message = message
  }

  public init(_ said: Said) {
    message = said.english
    self.said = said
  }

  public var description: String { message }

  /// The message in the language whose words file is `code`.
  public func text(in code: String) -> String {
    said?.text(in: code) ?? message
  }
}

/// The learner's progress file: read once at start, written atomically after each change.
///
/// Nothing is lost: a file that cannot be parsed is moved aside to `progress.json.corrupt-N`
/// and reported in one line; a file made by a newer AlertLab, and anything that is not a
/// regular file of the learner's, is left alone and reported; a failed write is reported and
/// leaves the previous file whole.
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

  /// Reads the progress. A missing file (or `/dev/null`) is a fresh start. A file that
  /// cannot be parsed is moved aside and `notice` says, in one line, where it was kept; one
  /// made by a newer AlertLab, or something that is not a regular file of this user's (a
  /// device, FIFO, folder, a link to one), is left exactly as it is, and saving refuses it.
  /// The notice is AlertLab's own text, to be shown in the learner's language.
  public func load() -> (progress: LearnerProgress, notice: Said?) {
    switch OwnFile.target(of: path) {
    case .success(.discard), .success(.missing):
      return (LearnerProgress(), nil)
    case .failure(let refusal):
      return (
        LearnerProgress(),
        Said(.yourProgressFileLeaves, Said(.nameAndReason, path, refusal.argument))
      )
    case .success(.regular(let file, _)):
      switch read(file) {
      case .progress(let progress): return (progress, nil)
      case .newer(let version): return (LearnerProgress(), newerNotice(version))
      case .unreadable: return (LearnerProgress(), moveAside(file))
      }
    }
  }

  /// What a progress file holds.
  enum Contents {
    case progress(LearnerProgress)
    /// A format version this AlertLab does not know, made by a newer one.
    case newer(Int)
    case unreadable
  }

  private struct VersionOnly: Decodable {
    var version: Int
  }

  func read(_ file: String) -> Contents {
    guard let data = FileManager.default.contents(atPath: file) else { return .unreadable }
    if let found = try? JSONDecoder().decode(VersionOnly.self, from: data),
      found.version > LearnerProgress.formatVersion
    {
      return .newer(found.version)
    }
    guard let progress = try? JSONDecoder().decode(LearnerProgress.self, from: data) else {
      return .unreadable
    }
    return .progress(progress)
  }

  private func newerNotice(_ version: Int) -> Said {
    Said(.yourProgressFileMade, path, version)
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
  private func moveAside(_ file: String) -> Said {
    for number in 1..<10_000 {
      let candidate = "\(file).corrupt-\(number)"
      var info = stat()
      if lstat(candidate, &info) == 0 { continue }
      if errno == ENOENT && rename(file, candidate) == 0 {
        return Said(.yourProgressFileUnreadable, candidate)
      }
      return Said(.yourProgressFileUnreadableCould, path, describe(errno))
    }
    return Said(.yourProgressFileUnreadableToo, path)
  }

  /// Writes the progress and returns what was written. Another AlertLab of the same learner
  /// may have saved since this one read the file, so under a lock (on the folder that holds
  /// the file) the file is read again and merged (a finished step is never lost; this process's
  /// place wins, see `merged(with:)`); then a temporary file in the same folder is written, flushed to disk and
  /// renamed over the progress file, so a crash or a full disk never leaves a half-written
  /// file. Temporary files of killed processes are removed. A link is written through to
  /// the regular file it leads to; `/dev/null` writes nothing.
  @discardableResult
  public func save(_ progress: LearnerProgress) throws(ProgressStoreError) -> LearnerProgress {
    let target: String
    switch OwnFile.target(of: path) {
    case .success(.discard): return progress
    case .success(.missing(let file)): target = file
    case .success(.regular(let file, let readOnly)):
      if readOnly { throw failure(Said(.fileReadOnlySo)) }
      target = file
    case .failure(let refusal): throw failure(Said(.soLeftAlone, refusal.argument))
    }

    let folder = (target as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw failure(Said(.folderCouldCreated, folder))
      }
    }
    let name = (target as NSString).lastPathComponent
    let prefix = folder.isEmpty ? "" : folder + "/"

    let lock = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
    guard lock >= 0 else { throw failure(describe(errno)) }
    defer { close(lock) }
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else { throw failure(describe(errno)) }
    }
    defer { flock(lock, LOCK_UN) }

    var merged = progress
    var info = stat()
    if lstat(target, &info) == 0 {
      switch read(target) {
      case .progress(let saved): merged = progress.merged(with: saved)
      case .newer(let version):
        throw failure(Said(.madeNewerFormatSo, version))
      case .unreadable: _ = moveAside(target)
      }
    }
    OwnFile.removeOrphans(besides: target)
    try writeFile(merged, to: target, temporaryPrefix: "\(prefix).\(name).tmp-\(getpid())-")
    return merged
  }

  private func writeFile(_ progress: LearnerProgress, to target: String, temporaryPrefix: String)
    throws(ProgressStoreError)
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard var data = try? encoder.encode(progress) else {
      throw failure(Said(.progressCouldEncoded))
    }
    data.append(0x0A)

    let problem = AtomicWrite.replace(
      target, with: Array(data), temporaryPrefix: temporaryPrefix)
    if problem != 0 { throw failure(describe(problem)) }
  }

  private func failure(_ reason: any SaidName) -> ProgressStoreError {
    ProgressStoreError(Said(.couldSaveYourProgress, path, reason.saidArgument))
  }

  private func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  private static func join(_ folder: String, _ rest: String) -> String {
    folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
  }
}
