import AlertLabShell
import AlertLabTutor
import AlertLabWords

/// What the teacher's commands (verify, test, record, handout, class, progress, new) say
/// themselves. Their words are in the words file of each language (`Words/en.words`,
/// `zh.words`, …), under the key `teacher.CASE`; a test requires every key in every language,
/// with the arguments the case gives. Paths, flags, commands and the words `error` and
/// `warning` in a `path:line: error:` line stay as they are typed, as a compiler's do; so do
/// `PASS` and `BLESSED`, the words a CI log is searched for.
enum TeacherWords: Sendable {
  /// What a handout or an export was written as.
  enum Document: String, Sendable, CaseIterable { case handout, progress }

  case cannotFindCourse(lessonFilesToo: Bool)
  case noSuchFileOrFolder(path: String)
  case summary(passed: Int, failed: Int, warnings: Int)
  case testTakesTranscripts
  case blessed(path: String, inputs: Int)
  case pass(path: String, blocks: Int, inputs: Int)
  case noTranscriptInFolder(folder: String)
  case recordTakesOneFile
  case appendOrForce
  case transcriptExists(path: String)
  case transcriptNotRegular(path: String)
  case nothingTyped(path: String)
  case transcriptWritten(path: String, appended: Bool)
  /// Said when `record` starts: it is recording, where to, and how it ends.
  case recording(path: String)
  case handoutTakesOne
  case handoutFormat(given: String)
  /// `--format` of `verify` and `test`.
  case reportFormat(given: String)
  case handoutDiffers(path: String, places: Int)
  case noLessonOrTranscript(id: String, suggestion: String?)
  case lessonEnvironmentUnknown(id: String)
  case notRegularFile(path: String)
  case notMadeByAlertLab(path: String)
  case written(Document, path: String)
  case classCommand
  case classReportTakes
  case classFormat(given: String)
  case skipped(file: String, reason: String)
  case noLearners
  case exportTakesNoFile
  case forceBelongsWithOutput
  case noProgressYet(path: String)
  case importTakesOneFile
  case noSuchFile
  case notARegularFile
  case cannotBeRead
  case cannotImport(file: String, reason: String)
  /// `who`: the learner's name the export carries, if any.
  case nothingNew(file: String, who: String?, progress: String)
  case nothingChanged(problem: String)
  case imported(file: String, who: String?, steps: Int, gained: Int, progress: String, total: Int)
  case progressCommands
  case notAnExport(path: String)
  case newCommand
  case notAReadableFolder(path: String)
  case idUsed(id: String, path: String)
  case alreadyExists(path: String)
  case noArticle(name: String, suggestion: String?, articles: [String])
  case wroteLesson(path: String)

  /// One of each, for the test that checks every language has every text.
  static let examples: [TeacherWords] =
    [
      .cannotFindCourse(lessonFilesToo: true), .cannotFindCourse(lessonFilesToo: false),
      .noSuchFileOrFolder(path: "x"), .summary(passed: 1, failed: 0, warnings: 0),
      .summary(passed: 2, failed: 1, warnings: 1), .summary(passed: 0, failed: 2, warnings: 3),
      .testTakesTranscripts, .blessed(path: "t.md", inputs: 2),
      .pass(path: "t.md", blocks: 1, inputs: 2), .noTranscriptInFolder(folder: "d"),
      .recordTakesOneFile, .appendOrForce, .transcriptExists(path: "t.md"),
      .transcriptNotRegular(path: "d"), .nothingTyped(path: "t.md"),
      .transcriptWritten(path: "t.md", appended: false),
      .transcriptWritten(path: "t.md", appended: true), .recording(path: "t.md"),
      .handoutTakesOne,
      .handoutFormat(given: "pdf"), .reportFormat(given: "xml"),
      .handoutDiffers(path: "t.md", places: 1),
      .handoutDiffers(path: "t.md", places: 2), .noLessonOrTranscript(id: "x", suggestion: nil),
      .noLessonOrTranscript(id: "frist", suggestion: "first"),
      .lessonEnvironmentUnknown(id: "x"), .notRegularFile(path: "d"),
      .notMadeByAlertLab(path: "o.md"), .classCommand, .classReportTakes,
      .classFormat(given: "xml"), .skipped(file: "p.json", reason: "r"), .noLearners,
      .exportTakesNoFile, .forceBelongsWithOutput, .noProgressYet(path: "p.json"),
      .importTakesOneFile, .noSuchFile, .notARegularFile, .cannotBeRead,
      .cannotImport(file: "e.json", reason: "r"),
      .nothingNew(file: "e.json", who: nil, progress: "p.json"), .nothingChanged(problem: "P."),
      .imported(file: "e.json", who: "Ana", steps: 1, gained: 1, progress: "p.json", total: 3),
      .imported(file: "e.json", who: nil, steps: 4, gained: 0, progress: "p.json", total: 4),
      .progressCommands, .notAnExport(path: "o.json"), .newCommand,
      .notAReadableFolder(path: "d"), .idUsed(id: "x", path: "01-x.md"),
      .alreadyExists(path: "d/01-x.md"),
      .noArticle(name: "a", suggestion: "b.txt", articles: ["b.txt", "c.txt"]),
      .noArticle(name: "a", suggestion: nil, articles: []), .wroteLesson(path: "01-x.md"),
    ] + Document.allCases.map { .written($0, path: "o") }

  /// The text's key in the words files (`Words/*.words`) and its arguments.
  var words: (key: String, arguments: [String: WordValue]) {
    switch self {
    case .cannotFindCourse(let lessonFilesToo):
      return ("teacher.cannotFindCourse", ["lessonFilesToo": .flag(lessonFilesToo)])
    case .noSuchFileOrFolder(let path):
      return ("teacher.noSuchFileOrFolder", ["path": .text(path)])
    case .summary(let passed, let failed, let warnings):
      return (
        "teacher.summary",
        ["passed": .number(passed), "failed": .number(failed), "warnings": .number(warnings)]
      )
    case .testTakesTranscripts: return ("teacher.testTakesTranscripts", [:])
    case .blessed(let path, let inputs):
      return ("teacher.blessed", ["path": .text(path), "inputs": .number(inputs)])
    case .pass(let path, let blocks, let inputs):
      return (
        "teacher.pass", ["path": .text(path), "blocks": .number(blocks), "inputs": .number(inputs)]
      )
    case .noTranscriptInFolder(let folder):
      return ("teacher.noTranscriptInFolder", ["folder": .text(folder)])
    case .recordTakesOneFile: return ("teacher.recordTakesOneFile", [:])
    case .appendOrForce: return ("teacher.appendOrForce", [:])
    case .transcriptExists(let path):
      return ("teacher.transcriptExists", ["path": .text(path)])
    case .transcriptNotRegular(let path):
      return ("teacher.transcriptNotRegular", ["path": .text(path)])
    case .nothingTyped(let path):
      return ("teacher.nothingTyped", ["path": .text(path)])
    case .transcriptWritten(let path, let appended):
      return ("teacher.transcriptWritten", ["path": .text(path), "appended": .flag(appended)])
    case .recording(let path):
      return ("teacher.recording", ["path": .text(path)])
    case .handoutTakesOne: return ("teacher.handoutTakesOne", [:])
    case .handoutFormat(let given):
      return ("teacher.handoutFormat", ["given": .text(given)])
    case .reportFormat(let given):
      return ("teacher.reportFormat", ["given": .text(given)])
    case .handoutDiffers(let path, let places):
      return ("teacher.handoutDiffers", ["path": .text(path), "places": .number(places)])
    case .noLessonOrTranscript(let id, let suggestion):
      return (
        "teacher.noLessonOrTranscript", ["id": .text(id), "suggestion": .optional(suggestion)]
      )
    case .lessonEnvironmentUnknown(let id):
      return ("teacher.lessonEnvironmentUnknown", ["id": .text(id)])
    case .notRegularFile(let path):
      return ("teacher.notRegularFile", ["path": .text(path)])
    case .notMadeByAlertLab(let path):
      return ("teacher.notMadeByAlertLab", ["path": .text(path)])
    case .written(let document, let path):
      return ("teacher.written", ["document": .text(document.rawValue), "path": .text(path)])
    case .classCommand: return ("teacher.classCommand", [:])
    case .classReportTakes: return ("teacher.classReportTakes", [:])
    case .classFormat(let given):
      return ("teacher.classFormat", ["given": .text(given)])
    case .skipped(let file, let reason):
      return ("teacher.skipped", ["file": .text(file), "reason": .text(reason)])
    case .noLearners: return ("teacher.noLearners", [:])
    case .exportTakesNoFile: return ("teacher.exportTakesNoFile", [:])
    case .forceBelongsWithOutput: return ("teacher.forceBelongsWithOutput", [:])
    case .noProgressYet(let path):
      return ("teacher.noProgressYet", ["path": .text(path)])
    case .importTakesOneFile: return ("teacher.importTakesOneFile", [:])
    case .noSuchFile: return ("teacher.noSuchFile", [:])
    case .notARegularFile: return ("teacher.notARegularFile", [:])
    case .cannotBeRead: return ("teacher.cannotBeRead", [:])
    case .cannotImport(let file, let reason):
      return ("teacher.cannotImport", ["file": .text(file), "reason": .text(reason)])
    case .nothingNew(let file, let who, let progress):
      return (
        "teacher.nothingNew",
        ["file": .text(file), "who": .optional(who), "progress": .text(progress)]
      )
    case .nothingChanged(let problem):
      return ("teacher.nothingChanged", ["problem": .text(problem)])
    case .imported(let file, let who, let steps, let gained, let progress, let total):
      return (
        "teacher.imported",
        [
          "file": .text(file), "who": .optional(who), "steps": .number(steps),
          "gained": .number(gained), "progress": .text(progress), "total": .number(total),
        ]
      )
    case .progressCommands: return ("teacher.progressCommands", [:])
    case .notAnExport(let path):
      return ("teacher.notAnExport", ["path": .text(path)])
    case .newCommand: return ("teacher.newCommand", [:])
    case .notAReadableFolder(let path):
      return ("teacher.notAReadableFolder", ["path": .text(path)])
    case .idUsed(let id, let path):
      return ("teacher.idUsed", ["id": .text(id), "path": .text(path)])
    case .alreadyExists(let path):
      return ("teacher.alreadyExists", ["path": .text(path)])
    case .noArticle(let name, let suggestion, let articles):
      return (
        "teacher.noArticle",
        [
          "name": .text(name), "suggestion": .optional(suggestion),
          "articles": .text(articles.joined(separator: ", ")),
        ]
      )
    case .wroteLesson(let path):
      return ("teacher.wroteLesson", ["path": .text(path)])
    }
  }

  /// The text in `language`.
  func text(in language: Language) -> String {
    let (key, arguments) = words
    return Words.text(key, in: language.code, arguments)
  }
}

extension Invocation {
  /// `words` in the language `alertlab` speaks.
  func say(_ words: TeacherWords) -> String {
    words.text(in: spoken)
  }

  /// One of AlertLab's own texts (a lesson's problem, a verdict, a progress notice) in the
  /// language `alertlab` speaks.
  func say(_ said: Said) -> String {
    said.text(in: spoken.code)
  }

  /// A lesson's or transcript's problem, its place as compilers print it, its words in the
  /// language `alertlab` speaks.
  func say(_ problem: LessonError) -> String {
    problem.text(in: spoken.code)
  }
}
