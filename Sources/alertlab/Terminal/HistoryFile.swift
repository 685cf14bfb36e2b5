import AlertLabTutor
import AlertLabWords
import CEditLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell's line history: kept by libedit while the shell runs, and in a file between
/// runs (libedit's own format). At most `maximumEntries` entries; a statement typed over
/// several lines is one entry; a line equal to the one before it is not recorded again.
///
/// A location that cannot be written is reported once, on standard error, and the shell
/// carries on without saving. Only a regular file of the user's (or a missing one) is read
/// and replaced; a link is followed only to such a file; a FIFO, device or folder is left
/// alone (never opened, so a FIFO cannot stall the start); `/dev/null` keeps no history.
struct HistoryFile {
  static let maximumEntries: Int32 = 1000

  /// Where history is kept: `$XDG_STATE_HOME/alertlab/history`, or
  /// `$HOME/.local/state/alertlab/history` when `XDG_STATE_HOME` is unset, empty or not an
  /// absolute path (the XDG base directory rules). Nil when neither gives a place.
  static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return join(state, "alertlab/history")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return join(home, ".local/state/alertlab/history")
    }
    return nil
  }

  /// Whether `entry` belongs in the history after `previous` (the latest entry, if any):
  /// not blank, and not the same as the latest.
  static func shouldRecord(_ entry: String, after previous: String?) -> Bool {
    guard entry.contains(where: { !$0.isWhitespace }) else { return false }
    return entry != previous
  }

  let path: String?
  /// The file actually read and replaced: `path`, or the file a link at `path` leads to.
  private var file: String?
  /// Receives the one-line report of a problem with the history location.
  private let report: (Said) -> Void
  private var reported = false
  private var canSave: Bool
  private var latest: String?

  init(path: String?, report: @escaping (Said) -> Void) {
    self.path = path
    self.report = report
    self.canSave = path != nil
    self.file = path
  }

  /// Starts libedit's history list, bounded, and loads the saved entries. Creates the
  /// folder for the file when missing; reports when that fails.
  mutating func load() {
    using_history()
    stifle_history(Self.maximumEntries)
    guard let path else { return }
    let folder = Self.parent(of: path)
    if let problem = Self.makeFolders(folder) {
      canSave = false
      reportOnce(Said(.historyWillSavedCannot, folder, problem))
      return
    }
    switch OwnFile.target(of: path) {
    case .success(.discard):
      canSave = false
      return
    case .failure(let refusal):
      canSave = false
      reportOnce(Said(.historyKept, Said(.nameAndReason, path, refusal.argument)))
      return
    case .success(.missing(let missing)):
      file = missing
    case .success(.regular(let regular, let readOnly)):
      file = regular
      if readOnly {
        canSave = false
        reportOnce(Said(.historyWillSavedRead, path))
      }
      let status = read_history(regular)
      if status != 0 {
        reportOnce(Said(.couldReadHistory, path, Self.describe(errno: status)))
      }
    }
    latest = Self.lastEntry()
  }

  /// Records one statement (several lines joined with newlines) unless it is blank or the
  /// same as the latest entry.
  mutating func record(_ entry: String) {
    guard Self.shouldRecord(entry, after: latest) else { return }
    add_history(entry)
    latest = entry
  }

  /// Writes the history file: to a temporary file beside it, then renamed over it, so an
  /// interrupted write never leaves a truncated history.
  mutating func save() {
    guard canSave, let path, let file else { return }
    OwnFile.removeOrphans(besides: file)
    let temporary = file + ".tmp-\(getpid())"
    let status = write_history(temporary)
    if status != 0 {
      unlink(temporary)
      reportOnce(Said(.couldSaveHistory, path, Self.describe(errno: status)))
      return
    }
    if rename(temporary, file) != 0 {
      let problem = Self.describe(errno: errno)
      unlink(temporary)
      reportOnce(Said(.couldSaveHistory, path, problem))
    }
  }

  private mutating func reportOnce(_ message: Said) {
    guard !reported else { return }
    reported = true
    report(message)
  }

  private static func lastEntry() -> String? {
    let length = alertlab_history_length()
    guard length > 0, let entry = history_get(alertlab_history_base() + length - 1),
      let line = entry.pointee.line
    else { return nil }
    return String(cString: line)
  }

  private static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `mkdir -p` with mode 0700 for the folders it creates. Returns what went wrong, or nil.
  static func makeFolders(_ folder: String) -> String? {
    var info = stat()
    if stat(folder, &info) == 0 {
      return (info.st_mode & S_IFMT) == S_IFDIR ? nil : describe(errno: ENOTDIR)
    }
    let parent = parent(of: folder)
    if parent != folder, let problem = makeFolders(parent) { return problem }
    if mkdir(folder, 0o700) != 0 && errno != EEXIST { return describe(errno: errno) }
    return nil
  }

  static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
