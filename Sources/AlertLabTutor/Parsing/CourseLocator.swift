import AlertLabWords
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

  /// Lessons and translations from files and folders, in the order given (a folder's in
  /// file-name order). A folder's language folders (`Lessons/zh`) are read too, and each of
  /// its lessons a language folder lacks is a warning; a language folder or a file in one
  /// is read as translations of the lessons one folder up.
  public static func load(paths: [String]) -> LoadedLessons {
    var loaded = LoadedLessons()
    for path in paths {
      let kind = CourseFiles.kind(path)
      guard kind != .missing else {
        loaded.errors.append(LessonError(file: path, line: 0, Said(.noSuchFileFolder)))
        continue
      }
      let url = URL(fileURLWithPath: path)
      let folderLanguage = Language(code: url.lastPathComponent).flatMap {
        $0 == .en ? nil : $0
      }
      let parentLanguage = Language(code: url.deletingLastPathComponent().lastPathComponent)
        .flatMap { $0 == .en ? nil : $0 }
      if kind == .folder, let language = folderLanguage {
        let folder = parent(of: path)
        loaded.add(
          translationsOf: LessonLoader.loadDirectory(folder).lessons, in: folder,
          languages: [language])
      } else if kind == .folder {
        let found = LessonLoader.loadDirectory(path)
        loaded.lessons += found.lessons
        loaded.errors += found.errors
        loaded.add(translationsOf: found.lessons, in: path, languages: Language.translated)
      } else if url.lastPathComponent == "README.md" {
        // The authoring guide beside the lessons is not a lesson (`verify Lessons/*.md`).
        continue
      } else if let language = parentLanguage {
        let file = LessonLoader.loadFileReportingAll(path)
        loaded.errors += file.problems
        guard let lesson = file.lesson else { continue }
        let originalPath = LessonLoader.join(
          parent(of: parent(of: path)), url.lastPathComponent)
        loaded.translations.append(
          Translation(
            language: language, lesson: lesson, originalPath: originalPath,
            original: LessonLoader.loadFileReportingAll(originalPath).lesson,
            originalHash: Translation.hash(ofFile: originalPath)))
      } else {
        let file = LessonLoader.loadFileReportingAll(path)
        loaded.lessons += file.lesson.map { [$0] } ?? []
        loaded.errors += file.problems
      }
    }
    return loaded
  }

  /// The folder holding `path` (`.` for a bare name).
  static func parent(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }
}

/// What `CourseLocator.load(paths:)` found: lessons, translations, and the problems.
public struct LoadedLessons: Sendable {
  public var lessons: [Lesson] = []
  public var translations: [Translation] = []
  /// Files that did not load.
  public var errors: [LessonError] = []
  /// Lessons a language folder has no translation of.
  public var warnings: [LessonError] = []

  public init() {}

  /// Reads the folders of `languages` in `folder`, holding translations of `originals`, and
  /// warns about each original a language folder lacks.
  mutating func add(
    translationsOf originals: [Lesson], in folder: String, languages: [Language]
  ) {
    var byName: [String: Lesson] = [:]
    for lesson in originals { byName[LessonLoader.fileName(of: lesson.path)] = lesson }
    // Each original is hashed once, however many languages translate it.
    var hashes: [String: String?] = [:]
    for name in byName.keys {
      hashes[name] = Translation.hash(ofFile: LessonLoader.join(folder, name))
    }
    for language in languages {
      let languageFolder = LessonLoader.join(folder, language.code)
      guard CourseFiles.kind(languageFolder) == .folder else { continue }
      let found = LessonLoader.loadTranslations(
        languageFolder, language: language, originalsFolder: folder, originals: byName,
        hashes: hashes)
      translations += found.translations
      errors += found.errors
      let translated = Set(
        LessonLoader.lessonFiles(in: languageFolder).files.map(LessonLoader.fileName(of:)))
      for lesson in originals {
        let name = LessonLoader.fileName(of: lesson.path)
        guard !translated.contains(name) else { continue }
        warnings.append(
          LessonError(
            file: lesson.path, line: lesson.line,
            Said(
              .lessonNoTranslationMissing, language.code, LessonLoader.join(languageFolder, name)),
            severity: .warning))
      }
    }
  }
}
