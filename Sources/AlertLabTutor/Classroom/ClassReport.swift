import AlertLabKit
import AlertLabWords
import Foundation

/// A class's progress at a glance (`alertlab class report`): a row per learner, a column
/// per lesson of the course, hints used; then the steps where most learners are stuck and
/// the rules they crashed into most. Built from progress exports or progress files; a file
/// that is neither is named and skipped.
public struct ClassReport: Sendable {
  /// One learner's record, read from one file.
  public struct Learner: Sendable {
    public var name: String
    public var file: String
    public var progress: LearnerProgress
  }

  /// A file that was not read, and why.
  public struct SkippedFile: Sendable, Equatable {
    public var file: String
    public var reason: String
    /// The reason as AlertLab's own text, to be shown in the learner's language.
    public var said: Said?

    init(file: String, reason: String) {
      self.file = file
      self.reason = reason
    }

    init(file: String, _ said: Said) {
      self.init(file: file, reason: said.english)
      self.said = said
    }

    /// The reason in the language whose words file is `code`.
    public func reason(in code: String) -> String {
      said?.text(in: code) ?? reason
    }
  }

  /// Where a learner stands in one lesson.
  public enum Standing: String, Sendable, Codable {
    case done, assisted, skipped
    case inProgress = "in progress"
    case notStarted = "not started"

    /// One column wide: ✓ ◐ ↷ ▶ · (ASCII: D A S P .).
    public func symbol(ascii: Bool) -> String {
      switch self {
      case .done: return ascii ? "D" : "✓"
      case .assisted: return ascii ? "A" : "◐"
      case .skipped: return ascii ? "S" : "↷"
      case .inProgress: return ascii ? "P" : "▶"
      case .notStarted: return ascii ? "." : "·"
      }
    }
  }

  /// A step and the learners stuck on it: there now without having finished it, skipped
  /// it, or took its solution.
  public struct StuckStep: Sendable, Equatable {
    public var lessonID: String
    /// 0-based.
    public var step: Int
    public var title: String
    public var onItNow: Int
    public var skipped: Int
    public var assisted: Int
    public var hints: Int
    public var learners: Int { onItNow + skipped + assisted }
  }

  /// A rule the learners' code broke (crashes a step did not ask for).
  public struct RuleCount: Sendable, Equatable {
    public var ruleID: String
    public var learners: Int
    public var crashes: Int
  }

  /// The most files read from folders, and the deepest folder searched.
  public static let mostFiles = 10_000
  static let deepestFolder = 8
  /// How many stuck steps and rules are listed.
  public static let listed = 5

  public let lessons: [Lesson]
  public private(set) var learners: [Learner] = []
  public private(set) var skippedFiles: [SkippedFile] = []

  public init(lessons: [Lesson], learners: [Learner], skippedFiles: [SkippedFile] = []) {
    self.lessons = lessons
    self.learners = learners
    self.skippedFiles = skippedFiles
  }

  /// Reads the files and folders given (a folder's `*.json` files, searched below it, in
  /// name order). Never fails: what cannot be read is in `skippedFiles`.
  public static func load(paths: [String], lessons: [Lesson]) -> ClassReport {
    var report = ClassReport(lessons: lessons, learners: [])
    // Each real file and folder once, however many paths and links lead to it: a folder
    // with links to itself is walked once, and a learner's file is one learner.
    var seen: Set<FileIdentity> = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        report.skippedFiles.append(SkippedFile(file: path, Said(.noSuchFileFolder)))
        continue
      }
      let files =
        isFolder.boolValue ? jsonFiles(in: path, seen: &seen, report: &report) : [path]
      for file in files where FileIdentity(file).map({ seen.insert($0).inserted }) ?? true {
        report.read(file)
      }
    }
    return report
  }

  /// A real file or folder, whatever path or link reached it.
  struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(_ path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      device = UInt64(truncatingIfNeeded: info.st_dev)
      inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
  }

  /// The `.json` files below `folder`, sorted, at most `mostFiles`.
  static func jsonFiles(
    in folder: String, seen: inout Set<FileIdentity>, report: inout ClassReport
  ) -> [String] {
    var found: [String] = []
    var folders = [(folder, 0)]
    while let (current, depth) = folders.popLast() {
      guard FileIdentity(current).map({ seen.insert($0).inserted }) ?? true else { continue }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
        report.skippedFiles.append(SkippedFile(file: current, Said(.folderCannotRead)))
        continue
      }
      for name in names where !name.hasPrefix(".") {
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if isFolder.boolValue {
          if depth + 1 < deepestFolder { folders.append((path, depth + 1)) }
        } else if name.hasSuffix(".json") {
          found.append(path)
        }
      }
    }
    found.sort()
    if found.count > mostFiles {
      report.skippedFiles.append(
        SkippedFile(
          file: folder,
          Said(.holdsJsonFilesFirst, found.count, mostFiles)))
      found = Array(found.prefix(mostFiles))
    }
    return found
  }

  mutating func read(_ file: String) {
    var info = stat()
    guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      skippedFiles.append(SkippedFile(file: file, Said(.notRegularFile)))
      return
    }
    guard Int(info.st_size) <= ProgressExport.largestFile else {
      skippedFiles.append(
        SkippedFile(
          file: file, Said(.largerThanMB, ProgressExport.largestFile >> 20)))
      return
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      skippedFiles.append(SkippedFile(file: file, Said(.itCannotBeRead)))
      return
    }
    do {
      let export = try ProgressExport.read(data)
      let name = export.name.flatMap { $0.isEmpty ? nil : $0 } ?? Self.name(ofFile: file)
      learners.append(Learner(name: name, file: file, progress: export.progress))
    } catch {
      skippedFiles.append(
        error.said.map { SkippedFile(file: file, $0) }
          ?? SkippedFile(file: file, reason: error.description))
    }
  }

  /// A learner's name from a file without one: `ada.json` gives `ada`,
  /// `ada/progress.json` gives `ada`.
  static func name(ofFile file: String) -> String {
    let url = URL(fileURLWithPath: file)
    let stem = url.deletingPathExtension().lastPathComponent
    if stem == "progress" {
      let folder = url.deletingLastPathComponent().lastPathComponent
      if !folder.isEmpty && folder != "/" && folder != "." { return folder }
    }
    return stem
  }

  // MARK: The figures

  /// Where a learner stands in a lesson, and how many of its steps are finished.
  public func standing(of learner: Learner, in lesson: Lesson) -> (
    standing: Standing, finished: Int
  ) {
    let summary = learner.progress.summary(of: lesson.id, stepCount: lesson.steps.count)
    switch summary.state {
    case .done, .assisted:
      return (summary.state == .done ? .done : .assisted, summary.finished)
    case .skipped where summary.finished == summary.total:
      return (.skipped, summary.finished)
    case .skipped, .current:
      return (.inProgress, summary.finished)
    case .notStarted:
      return (.notStarted, summary.finished)
    }
  }

  /// Hints a learner used in the course's lessons.
  public func hints(of learner: Learner) -> Int {
    lessons.reduce(0) { total, lesson in
      let steps = learner.progress.lessons[lesson.id]?.steps.values
      return total + (steps?.reduce(0) { $0 + max($1.hintsUsed, 0) } ?? 0)
    }
  }

  /// The steps most learners are stuck on, most first (then most hints, then course order).
  public var stuckSteps: [StuckStep] {
    var steps: [StuckStep] = []
    for lesson in lessons {
      for (index, step) in lesson.steps.enumerated() {
        var stuck = StuckStep(
          lessonID: lesson.id, step: index, title: step.title, onItNow: 0, skipped: 0,
          assisted: 0, hints: 0)
        for learner in learners {
          let record = learner.progress.step(index, of: lesson.id)
          stuck.hints += max(record.hintsUsed, 0)
          switch record.state {
          case .skipped: stuck.skipped += 1
          case .assisted: stuck.assisted += 1
          case .done: break
          case nil:
            let current = learner.progress.current
            if current?.lessonID == lesson.id && current?.step == index { stuck.onItNow += 1 }
          }
        }
        if stuck.learners > 0 { steps.append(stuck) }
      }
    }
    let ranked = steps.enumerated().sorted { left, right in
      if left.element.learners != right.element.learners {
        return left.element.learners > right.element.learners
      }
      if left.element.hints != right.element.hints {
        return left.element.hints > right.element.hints
      }
      return left.offset < right.offset
    }
    return ranked.prefix(Self.listed).map(\.element)
  }

  /// The rules crashed into by most learners (then most crashes, then by id).
  public var rules: [RuleCount] {
    var counts: [String: RuleCount] = [:]
    for learner in learners {
      for (rule, crashes) in learner.progress.crashes where crashes > 0 {
        var count = counts[rule] ?? RuleCount(ruleID: rule, learners: 0, crashes: 0)
        count.learners += 1
        count.crashes = count.crashes > Int.max - crashes ? Int.max : count.crashes + crashes
        counts[rule] = count
      }
    }
    let sorted = counts.values.sorted { left, right in
      if left.learners != right.learners { return left.learners > right.learners }
      if left.crashes != right.crashes { return left.crashes > right.crashes }
      return left.ruleID < right.ruleID
    }
    return Array(sorted.prefix(Self.listed))
  }

  /// A learner's name as printed: escaped, and cut to `width` columns.
  static func shown(_ name: String, width: Int = 20) -> String {
    let visible = TextLayout.visible(name)
    guard DisplayWidth.of(visible) > width else { return visible }
    var cut = ""
    for character in visible {
      if DisplayWidth.of(cut + String(character)) > width - 1 { break }
      cut.append(character)
    }
    return cut + "…"
  }
}
