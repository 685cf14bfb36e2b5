import AlertLabWords
import Foundation

/// Reads lesson files from disk. A broken lesson never stops the others from loading.
public enum LessonLoader {
  /// Loads every lesson in the folder at `path`: the `.md` files other than `README.md`,
  /// in file-name order (`01-first-alert.md`, `02-...`). Lessons that parse are returned;
  /// each file that does not gives one error. A lesson whose id an earlier file already
  /// uses is left out, with an error naming both files.
  public static func loadDirectory(_ path: String) -> (lessons: [Lesson], errors: [LessonError]) {
    var lessons: [Lesson] = []
    var files: [String: String] = [:]
    let listed = lessonFiles(in: path)
    var errors = listed.errors
    for file in listed.files {
      let loaded = loadFileReportingAll(file)
      errors += loaded.problems
      if let lesson = loaded.lesson {
        if let earlier = files[lesson.id] {
          errors.append(
            LessonError(
              file: file, line: lesson.idLine,
              Said(.lessonIdAlreadyUsed, lesson.id, earlier)))
        } else {
          files[lesson.id] = file
          lessons.append(lesson)
        }
      }
    }
    return (lessons, errors)
  }

  /// The lesson files of a folder, in file-name order, and an error for each `.md` file whose
  /// name is not `NN-slug.md` (or for a folder that cannot be read).
  static func lessonFiles(in path: String) -> (files: [String], errors: [LessonError]) {
    let names: [String]
    do {
      names = try CourseFiles.names(inFolder: path)
    } catch {
      return ([], [LessonError(file: path, line: 0, Said(.cannotReadLessonsFolder))])
    }
    var files: [String] = []
    var errors: [LessonError] = []
    let lessonNames = names.filter { name in
      name.hasSuffix(".md") && name.lowercased() != "readme.md" && !name.hasPrefix(".")
    }
    for name in lessonNames.sorted() {
      let file = join(path, name)
      guard isLessonFileName(name) else {
        errors.append(
          LessonError(
            file: file, line: 0,
            Said(.lessonFileNamedNN)))
        continue
      }
      files.append(file)
    }
    return (files, errors)
  }

  /// The file name at the end of `path` (`01-first-alert.md` of `Lessons/zh/01-first-alert.md`),
  /// as `URL.lastPathComponent` gives it: the text after the last slash, found in place;
  /// a path that ends otherwise than in a name (a slash, `.`, `..`) is left to `URL`.
  static func fileName(of path: String) -> String {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
    let name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
    guard !name.isEmpty, name != ".", name != ".." else {
      return URL(fileURLWithPath: path).lastPathComponent
    }
    return String(name)
  }

  /// `folder/name`, with one slash between them.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The translations in a language folder (`Lessons/zh`), each paired with the original of
  /// the same file name in `originalsFolder`, taken from `originals` (by file name) when
  /// already loaded. With `hashes`, each original's file is hashed for the staleness check,
  /// unless `hashes` has its hash already (by file name).
  public static func loadTranslations(
    _ folder: String, language: Language, originalsFolder: String,
    originals: [String: Lesson] = [:], hashes: [String: String?]? = nil
  ) -> (translations: [Translation], errors: [LessonError]) {
    let listed = lessonFiles(in: folder)
    var translations: [Translation] = []
    var errors = listed.errors
    for file in listed.files {
      let loaded = loadFileReportingAll(file)
      errors += loaded.problems
      guard let lesson = loaded.lesson else { continue }
      let name = fileName(of: file)
      let originalPath = join(originalsFolder, name)
      let original =
        originals[name]
        ?? (CourseFiles.kind(originalPath) != .missing
          ? loadFileReportingAll(originalPath).lesson : nil)
      translations.append(
        Translation(
          language: language, lesson: lesson, originalPath: originalPath, original: original,
          originalHash: hashes.flatMap { $0[name] ?? Translation.hash(ofFile: originalPath) }))
    }
    return (translations, errors)
  }

  /// Loads one lesson file (UTF-8 text); a failure is its first problem.
  public static func loadFile(_ path: String) -> Result<Lesson, LessonError> {
    let loaded = loadFileReportingAll(path)
    if let lesson = loaded.lesson { return .success(lesson) }
    return .failure(
      loaded.problems.first ?? LessonError(file: path, line: 0, Said(.cannotReadFile)))
  }

  /// The largest lesson file read.
  public static let largestFile = 1 << 20

  /// Loads one lesson file and reports every problem in it (the lesson is nil if any).
  public static func loadFileReportingAll(_ path: String) -> (
    lesson: Lesson?, problems: [LessonError]
  ) {
    let kind = CourseFiles.kind(path)
    guard kind != .missing else {
      return (nil, [LessonError(file: path, line: 0, Said(.noSuchFile2))])
    }
    // Read no further than the limit: a lesson is a few pages, and a bigger file (a 20 MB
    // paragraph) would be drawn whole on every step.
    guard kind == .file, let data = CourseFiles.contents(path, limit: largestFile + 1) else {
      return (nil, [LessonError(file: path, line: 0, Said(.cannotReadFile))])
    }
    guard data.count <= largestFile else {
      return (
        nil,
        [
          LessonError(
            file: path, line: 0,
            Said(.fileLargerThanMB, largestFile >> 20))
        ]
      )
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return (
        nil,
        [
          LessonError(
            file: path, line: lineOfFirstInvalidUTF8(data),
            Said(.fileUTFTextSave))
        ]
      )
    }
    return LessonParser.parseReportingAll(text, path: path)
  }

  /// `NN-slug.md`: two or more digits, a dash, a name.
  static func isLessonFileName(_ name: String) -> Bool {
    let stem = name.dropLast(".md".count)
    guard let dash = stem.firstIndex(of: "-") else { return false }
    let number = stem[..<dash]
    return number.count >= 2 && number.allSatisfy { $0.isASCII && $0.isNumber }
      && stem.index(after: dash) < stem.endIndex
  }

  /// The 1-based line holding the first byte that is not valid UTF-8.
  static func lineOfFirstInvalidUTF8(_ data: Data) -> Int {
    var line = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      if scalar == "\n" { line += 1 }
    }
    return line
  }
}
