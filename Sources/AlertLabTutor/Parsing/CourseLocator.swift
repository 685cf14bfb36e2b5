import Foundation

/// Finds the course that ships with AlertLab, so `alertlab` works from any directory once
/// built: `--lessons DIR`, else `ALERTLAB_LESSONS`, else a `Lessons` folder (holding the
/// authoring guide) beside the executable or in a folder above it (a source checkout's
/// `.build/…/alertlab` finds the checkout's `Lessons/`), else `share/alertlab/Lessons` next to
/// an installed `bin/`.
public enum CourseLocator {
  public static func courseDirectory(
    override: String?, environment: [String: String], executablePath: String
  ) -> String? {
    if let override { return override }
    if let fromEnvironment = environment["ALERTLAB_LESSONS"], !fromEnvironment.isEmpty {
      return fromEnvironment
    }
    let manager = FileManager.default
    var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<8 {
      for candidate in ["Lessons", "share/alertlab/Lessons", "../share/alertlab/Lessons"] {
        let lessons = folder.appendingPathComponent(candidate).standardizedFileURL
        if manager.fileExists(atPath: lessons.appendingPathComponent("README.md").path) {
          return lessons.path
        }
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return nil
  }

  /// Lessons from files and folders, in the order given (a folder's in file-name order).
  public static func load(paths: [String]) -> (lessons: [Lesson], errors: [LessonError]) {
    var lessons: [Lesson] = []
    var errors: [LessonError] = []
    var isDirectory: ObjCBool = false
    for path in paths {
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append(LessonError(file: path, line: 0, message: "no such file or folder"))
        continue
      }
      if isDirectory.boolValue {
        let loaded = LessonLoader.loadDirectory(path)
        lessons += loaded.lessons
        errors += loaded.errors
      } else if URL(fileURLWithPath: path).lastPathComponent == "README.md" {
        // The authoring guide beside the lessons is not a lesson (`verify Lessons/*.md`).
        continue
      } else {
        let loaded = LessonLoader.loadFileReportingAll(path)
        lessons += loaded.lesson.map { [$0] } ?? []
        errors += loaded.problems
      }
    }
    return (lessons, errors)
  }
}
