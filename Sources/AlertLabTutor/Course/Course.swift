import AlertLabKit
import AlertLabWords
import Foundation

/// A set of lessons in document order, with the learner's progress through them.
public struct Course: Sendable {
  /// The lessons as the learner sees them: in `language` where a translation exists, in
  /// English where none does.
  public var lessons: [Lesson]
  /// Lessons that did not load, reported once when the course is opened.
  public var errors: [LessonError]
  /// The language the lessons are shown in.
  public private(set) var language: Language = .en
  /// The lessons as written, in English.
  public private(set) var originals: [Lesson]
  /// The folder the lessons came from, where the translation folders are looked for.
  public private(set) var directory: String?
  /// The lessons known only by their outline (`outline(directory:language:)`), by index:
  /// `open` parses one.
  private var unopened: Set<Int> = []

  public init(lessons: [Lesson], errors: [LessonError] = []) {
    self.lessons = lessons
    self.originals = lessons
    self.errors = errors
  }

  /// The id a learner or teacher means by `argument`: a lesson's id, or its number in the
  /// course as `alertlab lessons` lists it (`3` is the third of `ids`).
  public static func id(named argument: String, among ids: [String]) -> String {
    guard let number = Int(argument), number >= 1, number <= ids.count else { return argument }
    return ids[number - 1]
  }

  /// Loads the lessons in `directory`, shown in `language`.
  public static func load(directory: String, language: Language = .en) -> Course {
    let loaded = LessonLoader.loadDirectory(directory)
    var course = Course(lessons: loaded.lessons, errors: loaded.errors)
    course.directory = directory
    course.errors += course.setLanguage(language)
    return course
  }

  /// The lessons in `directory`, shown in `language`, known by their outlines (title, id,
  /// steps; `LessonOutline`) without parsing their Markdown: `open` parses the one that is
  /// started. A file whose outline cannot be read is parsed at once, and its problems are
  /// `errors` as `load` gives them.
  public static func outline(directory: String, language: Language = .en) -> Course {
    let listed = LessonLoader.lessonFiles(in: directory)
    var lessons: [Lesson] = []
    var errors = listed.errors
    var unopened: Set<Int> = []
    var files: [String: String] = [:]
    for file in listed.files {
      var lesson: Lesson
      if let data = CourseFiles.contents(file),
        let text = String(data: data, encoding: .utf8),
        let outline = LessonOutline.lesson(text, path: file)
      {
        lesson = outline
        unopened.insert(lessons.count)
      } else {
        let loaded = LessonLoader.loadFileReportingAll(file)
        errors += loaded.problems
        guard let parsed = loaded.lesson else { continue }
        lesson = parsed
      }
      if let earlier = files[lesson.id] {
        errors.append(
          LessonError(
            file: file, line: lesson.idLine,
            Said(.lessonIdAlreadyUsed, lesson.id, earlier)))
        unopened.remove(lessons.count)
        continue
      }
      files[lesson.id] = file
      lessons.append(lesson)
    }
    var course = Course(lessons: lessons, errors: errors)
    course.directory = directory
    course.unopened = unopened
    course.errors += course.setLanguage(language)
    return course
  }

  /// Parses lesson `index` if only its outline is known, and shows it in the course's
  /// language. Returns its problems: a lesson with any is left as it was and cannot be
  /// started.
  public mutating func open(_ index: Int) -> [LessonError] {
    guard unopened.contains(index), originals.indices.contains(index) else { return [] }
    let outline = originals[index]
    let loaded = LessonLoader.loadFileReportingAll(outline.path)
    guard let lesson = loaded.lesson else { return loaded.problems }
    guard lesson.id == outline.id else {
      return [
        LessonError(
          file: outline.path, line: lesson.idLine,
          Said(.lessonIdIdListed, lesson.id, outline.id))
      ]
    }
    unopened.remove(index)
    originals[index] = lesson
    lessons[index] = lesson
    return localize(index)
  }

  /// Shows lesson `index` in the course's language, from its translation if there is one
  /// (`setLanguage` says how); a lesson known by its outline takes the translation's title.
  mutating func localize(_ index: Int) -> [LessonError] {
    guard language != .en, let directory else { return [] }
    let original = originals[index]
    let name = LessonLoader.fileName(of: original.path)
    let path = LessonLoader.join(LessonLoader.join(directory, language.code), name)
    guard CourseFiles.kind(path) != .missing else { return [] }
    if unopened.contains(index) {
      if let data = CourseFiles.contents(path),
        let text = String(data: data, encoding: .utf8),
        let outline = LessonOutline.lesson(text, path: path), outline.id == original.id
      {
        lessons[index].title = outline.title
      }
      return []
    }
    let loaded = LessonLoader.loadFileReportingAll(path)
    guard let translated = loaded.lesson else { return loaded.problems }
    if let shown = TranslationChecker.localized(original, by: translated) {
      lessons[index] = shown
      return []
    }
    return [Self.untranslatable(translated.path)]
  }

  /// Why a translation is not shown.
  static func untranslatable(_ path: String) -> LessonError {
    LessonError(
      file: path, line: 0,
      Said(.translationDoesKeepOriginal, path))
  }

  /// Shows the lessons in `language`: each lesson whose translation in the folder
  /// `directory/CODE` keeps everything a machine reads takes its words from it; the others
  /// stay in English. Returns the translations that could not be used and why.
  @discardableResult
  public mutating func setLanguage(_ language: Language) -> [LessonError] {
    self.language = language
    lessons = originals
    guard language != .en, let directory else { return [] }
    if !unopened.isEmpty {
      return originals.indices.flatMap { localize($0) }
    }
    let folder = LessonLoader.join(directory, language.code)
    guard CourseFiles.kind(folder) == .folder else { return [] }
    var byName: [String: Int] = [:]
    for (index, lesson) in originals.enumerated() {
      byName[LessonLoader.fileName(of: lesson.path)] = index
    }
    let loaded = LessonLoader.loadTranslations(
      folder, language: language, originalsFolder: directory,
      originals: byName.mapValues { originals[$0] })
    var problems = loaded.errors
    for translation in loaded.translations {
      let name = LessonLoader.fileName(of: translation.lesson.path)
      guard let index = byName[name] else { continue }
      if let shown = TranslationChecker.localized(originals[index], by: translation.lesson) {
        lessons[index] = shown
      } else {
        problems.append(Self.untranslatable(translation.lesson.path))
      }
    }
    return problems
  }

  public func index(of lessonID: String) -> Int? {
    lessons.firstIndex { $0.id == lessonID }
  }

  /// A step's position after `position` in document order: the next step, else the first
  /// step of the next lesson; nil at the end of the course.
  public func position(after position: LearnerProgress.Position) -> LearnerProgress.Position? {
    guard let index = index(of: position.lessonID) else { return nil }
    if position.step + 1 < lessons[index].steps.count {
      return LearnerProgress.Position(lessonID: position.lessonID, step: position.step + 1)
    }
    guard index + 1 < lessons.count else { return nil }
    return LearnerProgress.Position(lessonID: lessons[index + 1].id, step: 0)
  }

  /// The step before `position`, crossing into the previous lesson's last step.
  public func position(before position: LearnerProgress.Position) -> LearnerProgress.Position? {
    guard let index = index(of: position.lessonID) else { return nil }
    if position.step > 0 {
      return LearnerProgress.Position(lessonID: position.lessonID, step: position.step - 1)
    }
    guard index > 0, !lessons[index - 1].steps.isEmpty else { return nil }
    let previous = lessons[index - 1]
    return LearnerProgress.Position(lessonID: previous.id, step: previous.steps.count - 1)
  }

  /// The first step not yet finished in a lesson (where `:lesson ID` resumes), or its start.
  public func resumeStep(of lessonID: String, progress: LearnerProgress) -> Int {
    guard let index = index(of: lessonID) else { return 0 }
    let lesson = lessons[index]
    if let current = progress.current, current.lessonID == lessonID,
      current.step < lesson.steps.count
    {
      return current.step
    }
    for step in lesson.steps.indices where progress.step(step, of: lessonID).state == nil {
      return step
    }
    return 0
  }

  /// The course with each lesson's state in words and symbols, and a progress bar.
  /// `stateWord` and `courseLine` give the words in another language (the state's word, and
  /// the last line around the progress bar); the defaults are English. With a `width`, a
  /// title too long for its row is shortened with `…`, so that no row wraps.
  public func overview(
    progress: LearnerProgress, ascii: Bool, stateWord: ((LessonState) -> String)? = nil,
    courseLine: ((String) -> String)? = nil, width: Int? = nil
  ) -> String {
    var lines: [String] = []
    var finishedLessons = 0
    for (number, lesson) in lessons.enumerated() {
      let isCurrent = progress.current?.lessonID == lesson.id
      let summary = progress.summary(of: lesson.id, stepCount: lesson.steps.count)
      let state =
        isCurrent && summary.state != .done && summary.state != .assisted
        ? LessonState.current : summary.state
      if state == .done || state == .assisted { finishedLessons += 1 }
      let numberText = number + 1 < 10 ? " \(number + 1)" : "\(number + 1)"
      // A translated word is padded by the columns it takes, not its characters.
      let label = stateWord.map { (ascii ? state.asciiSymbol : state.symbol) + " " + $0(state) }
      let stateText =
        label.map { $0.padded(to: 15 + $0.count - DisplayWidth.of($0)) }
        ?? state.label(ascii: ascii).padded(to: 15)
      let head = "\(numberText). \(stateText) \(lesson.id.padded(to: 22)) "
      let count = " (\(summary.finished)/\(lesson.steps.count))"
      var title = lesson.title
      if let width {
        let room = width - DisplayWidth.of(head) - count.count
        if room >= 8 { title = TextLayout.shortened(title, to: room) }
      }
      lines.append(head + title + count)
    }
    let bar = ProgressBar.text(completed: finishedLessons, total: lessons.count, width: 20)
    lines.append(courseLine?(bar) ?? "Course: \(bar) lessons finished")
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
