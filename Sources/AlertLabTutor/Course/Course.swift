import AlertLabKit
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

  public init(lessons: [Lesson], errors: [LessonError] = []) {
    self.lessons = lessons
    self.originals = lessons
    self.errors = errors
  }

  /// Loads the lessons in `directory`, shown in `language`.
  public static func load(directory: String, language: Language = .en) -> Course {
    let loaded = LessonLoader.loadDirectory(directory)
    var course = Course(lessons: loaded.lessons, errors: loaded.errors)
    course.directory = directory
    course.errors += course.setLanguage(language)
    return course
  }

  /// Shows the lessons in `language`: each lesson whose translation in the folder
  /// `directory/CODE` keeps everything a machine reads takes its words from it; the others
  /// stay in English. Returns the translations that could not be used and why.
  @discardableResult
  public mutating func setLanguage(_ language: Language) -> [LessonError] {
    self.language = language
    lessons = originals
    guard language != .en, let directory else { return [] }
    let folder = LessonLoader.join(directory, language.code)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else { return [] }
    var byName: [String: Int] = [:]
    for (index, lesson) in originals.enumerated() {
      byName[URL(fileURLWithPath: lesson.path).lastPathComponent] = index
    }
    let loaded = LessonLoader.loadTranslations(
      folder, language: language, originalsFolder: directory,
      originals: byName.mapValues { originals[$0] })
    var problems = loaded.errors
    for translation in loaded.translations {
      let name = URL(fileURLWithPath: translation.lesson.path).lastPathComponent
      guard let index = byName[name] else { continue }
      if let shown = TranslationChecker.localized(originals[index], by: translation.lesson) {
        lessons[index] = shown
      } else {
        problems.append(
          LessonError(
            file: translation.lesson.path, line: 0,
            message:
              "this translation does not keep its original's code and goals, so the lesson is "
              + "shown in English ('alertlab verify \(translation.lesson.path)' says where)"))
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
