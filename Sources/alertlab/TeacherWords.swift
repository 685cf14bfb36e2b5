import AlertLabShell
import AlertLabTutor

/// What the teacher's commands (verify, test, record, handout, class, progress, new) say
/// themselves, in each language: one `switch` per language, so a text missing in one does
/// not compile. Paths, flags, commands and the words `error` and `warning` in a
/// `path:line: error:` line stay as they are typed, as a compiler's do; so do `PASS` and
/// `BLESSED`, the words a CI log is searched for.
enum TeacherWords: Sendable {
  /// What a handout or an export was written as.
  enum Document: Sendable, CaseIterable { case handout, progress }

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
  case nothingNew(file: String, who: String, progress: String)
  case nothingChanged(problem: String)
  case imported(file: String, who: String, steps: Int, gained: Int, progress: String, total: Int)
  case progressCommands
  case notAnExport(path: String)
  case newCommand
  case notAReadableFolder(path: String)
  case idUsed(id: String, path: String)
  case alreadyExists(path: String)
  case noArticle(name: String, suggestion: String?, articles: [String])
  case wroteLesson(path: String)

  func text(in language: Language) -> String {
    switch language {
    case .zh: return chinese
    case .hi: return hindi
    default: return english
    }
  }

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
      .nothingNew(file: "e.json", who: "", progress: "p.json"), .nothingChanged(problem: "P."),
      .imported(file: "e.json", who: " (Ana)", steps: 1, gained: 1, progress: "p.json", total: 3),
      .imported(file: "e.json", who: "", steps: 4, gained: 0, progress: "p.json", total: 4),
      .progressCommands, .notAnExport(path: "o.json"), .newCommand,
      .notAReadableFolder(path: "d"), .idUsed(id: "x", path: "01-x.md"),
      .alreadyExists(path: "d/01-x.md"),
      .noArticle(name: "a", suggestion: "b.txt", articles: ["b.txt", "c.txt"]),
      .noArticle(name: "a", suggestion: nil, articles: []), .wroteLesson(path: "01-x.md"),
    ] + Document.allCases.map { .written($0, path: "o") }

  var english: String {
    switch self {
    case .cannotFindCourse(let lessonFilesToo):
      return "cannot find the course; give --lessons DIR"
        + (lessonFilesToo ? " or lesson files" : "")
    case .noSuchFileOrFolder(let path): return "\(path): no such file or folder"
    case .summary(let passed, let failed, let warnings):
      let warningCount =
        warnings == 1 ? ", 1 warning" : warnings > 1 ? ", \(warnings) warnings" : ""
      return "\(passed) passed, \(failed) failed" + warningCount
    case .testTakesTranscripts: return "test takes one or more Markdown transcripts or folders"
    case .blessed(let path, let inputs):
      return "BLESSED \(path) (\(inputs) input\(inputs == 1 ? "" : "s"))"
    case .pass(let path, let blocks, let inputs):
      return "PASS \(path) (\(blocks) block\(blocks == 1 ? "" : "s"), "
        + "\(inputs) input\(inputs == 1 ? "" : "s"))"
    case .noTranscriptInFolder(let folder):
      return "\(folder): error: no Markdown file with an ```alertlab block in this folder"
    case .recordTakesOneFile: return "record takes one FILE to write"
    case .appendOrForce: return "give --append or --force, not both"
    case .transcriptExists(let path):
      return "\(path) already exists: give --append to add the transcript at its end, "
        + "or --force to replace it"
    case .transcriptNotRegular(let path):
      return "\(path) is not a regular file: give the transcript's file name"
    case .nothingTyped(let path): return "Nothing was typed: \(path) was not written."
    case .transcriptWritten(let path, let appended):
      return "Transcript \(appended ? "added to" : "written to") \(path); "
        + "'alertlab test \(path)' replays it."
    case .recording(let path):
      return "Recording to \(path): what you type and what AlertLab shows is written there when "
        + "you leave with :quit or Ctrl-D; until then the prompt starts with (rec) and the "
        + "transcript keeps drawings without colour, as a replay prints them."
    case .handoutTakesOne: return "handout takes one lesson id or transcript (FILE.md)"
    case .handoutFormat(let given): return "--format for handout takes md or html, not '\(given)'"
    case .reportFormat(let given):
      return "--format for verify and test takes text, junit or gradescope, not '\(given)'"
    case .handoutDiffers(let path, let places):
      return "note: \(path) differs from its replay in \(places) "
        + (places == 1 ? "place" : "places")
        + "; the handout shows the replay ('alertlab test \(path)' lists them)"
    case .noLessonOrTranscript(let id, let suggestion):
      return "no lesson '\(id)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        + "; 'alertlab lessons' lists them, and a transcript ends in .md"
    case .lessonEnvironmentUnknown(let id):
      return "lesson \(id) names a device or iOS version AlertLab does not know"
    case .notRegularFile(let path): return "\(path) is not a regular file"
    case .notMadeByAlertLab(let path):
      return "\(path) already exists and was not made by AlertLab: give --force to "
        + "replace it, or another -o FILE"
    case .written(let document, let path):
      return "\(document == .handout ? "Handout" : "Progress") written to \(path)."
    case .classCommand: return "the class command is 'alertlab class report FILE...|DIR'"
    case .classReportTakes: return "class report takes progress files or folders of them"
    case .classFormat(let given):
      return "--format for class report takes text, csv or json, not '\(given)'"
    case .skipped(let file, let reason): return "skipped \(file): \(reason)"
    case .noLearners: return "no learner's progress was found in what was given"
    case .exportTakesNoFile: return "progress export takes no file: it prints, or writes -o FILE"
    case .forceBelongsWithOutput: return "--force belongs with -o FILE"
    case .noProgressYet(let path): return "note: no progress yet in \(path); the export is empty"
    case .importTakesOneFile:
      return "progress import takes one FILE (an export) and no other option"
    case .noSuchFile: return "no such file"
    case .notARegularFile: return "not a regular file"
    case .cannotBeRead: return "it cannot be read"
    case .cannotImport(let file, let reason):
      return "cannot import \(file): \(reason); nothing changed"
    case .nothingNew(let file, let who, let progress):
      return "Nothing new in \(file)\(who): your progress in \(progress) already has it all."
    case .nothingChanged(let problem): return "\(problem) Nothing changed."
    case .imported(let file, let who, let steps, let gained, let progress, let total):
      return "Imported \(file)\(who): \(steps) finished " + (steps == 1 ? "step" : "steps")
        + ", \(gained) new. Your progress in \(progress) now has \(total)."
    case .progressCommands:
      return "the progress commands are 'progress export' and 'progress import FILE'"
    case .notAnExport(let path):
      return "\(path) already exists and is not a progress export: give --force to "
        + "replace it, or another -o FILE"
    case .newCommand: return "the command is 'alertlab new lesson ID [--from ARTICLE]'"
    case .notAReadableFolder(let path): return "\(path) is not a folder that can be read"
    case .idUsed(let id, let path): return "the lesson id '\(id)' is already used by \(path)"
    case .alreadyExists(let path): return "\(path) already exists"
    case .noArticle(let name, let suggestion, let articles):
      return "no article '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        + "; give an article's file, its title or one of its sections; the articles are "
        + articles.joined(separator: ", ")
    case .wroteLesson(let path):
      return "Wrote \(path). Fill in its TODOs, then check it: alertlab verify \(path)"
    }
  }

  var chinese: String {
    switch self {
    case .cannotFindCourse(let lessonFilesToo):
      return "找不到课程；请给出 --lessons DIR" + (lessonFilesToo ? "或课程文件" : "")
    case .noSuchFileOrFolder(let path): return "\(path)：没有这个文件或文件夹"
    case .summary(let passed, let failed, let warnings):
      return "\(passed) 个通过，\(failed) 个失败" + (warnings > 0 ? "，\(warnings) 个警告" : "")
    case .testTakesTranscripts: return "test 需要一个或多个 Markdown 记录文件或文件夹"
    case .blessed(let path, let inputs): return "BLESSED \(path)（\(inputs) 次输入）"
    case .pass(let path, let blocks, let inputs):
      return "PASS \(path)（\(blocks) 个代码块，\(inputs) 次输入）"
    case .noTranscriptInFolder(let folder):
      return "\(folder): error: 这个文件夹里没有含 ```alertlab 代码块的 Markdown 文件"
    case .recordTakesOneFile: return "record 需要一个要写入的 FILE"
    case .appendOrForce: return "请给出 --append 或 --force，不能两个都给"
    case .transcriptExists(let path):
      return "\(path) 已经存在：给出 --append 把记录加到它的末尾，或给出 --force 替换它"
    case .transcriptNotRegular(let path): return "\(path) 不是普通文件：请给出记录的文件名"
    case .nothingTyped(let path): return "没有输入任何内容：没有写入 \(path)。"
    case .transcriptWritten(let path, let appended):
      return "记录已\(appended ? "追加到" : "写入") \(path)；“alertlab test \(path)”可以重放它。"
    case .recording(let path):
      return "正在记录到 \(path)：你输入的内容和 AlertLab 显示的内容会在你离开时（:quit 或 Ctrl-D）"
        + "写入这个文件；在此之前，提示符以 (rec) 开头。记录里的绘图不带颜色，和重放时打印的一样。"
    case .handoutTakesOne: return "handout 需要一个课程 id 或记录文件（FILE.md）"
    case .handoutFormat(let given): return "handout 的 --format 的值是 md 或 html，而不是“\(given)”"
    case .reportFormat(let given):
      return "verify 和 test 的 --format 的值是 text、junit 或 gradescope，而不是“\(given)”"
    case .handoutDiffers(let path, let places):
      return "note: \(path) 与它的重放有 \(places) 处不同；讲义显示的是重放的结果"
        + "（“alertlab test \(path)”会列出这些不同）"
    case .noLessonOrTranscript(let id, let suggestion):
      return "没有“\(id)”这一课" + (suggestion.map { "（你是想输入“\($0)”吗？）" } ?? "")
        + "；“alertlab lessons”列出所有课，记录文件以 .md 结尾"
    case .lessonEnvironmentUnknown(let id):
      return "课程 \(id) 指定了 AlertLab 不认识的设备或 iOS 版本"
    case .notRegularFile(let path): return "\(path) 不是普通文件"
    case .notMadeByAlertLab(let path):
      return "\(path) 已经存在，而且不是 AlertLab 生成的：给出 --force 替换它，或换一个 -o FILE"
    case .written(let document, let path):
      return "\(document == .handout ? "讲义" : "进度")已写入 \(path)。"
    case .classCommand: return "class 命令的用法是“alertlab class report FILE...|DIR”"
    case .classReportTakes: return "class report 需要进度文件或存放进度文件的文件夹"
    case .classFormat(let given):
      return "class report 的 --format 的值是 text、csv 或 json，而不是“\(given)”"
    case .skipped(let file, let reason): return "已跳过 \(file)：\(reason)"
    case .noLearners: return "在给出的文件中没有找到任何学习者的进度"
    case .exportTakesNoFile: return "progress export 不需要文件：它直接打印，或用 -o FILE 写入文件"
    case .forceBelongsWithOutput: return "--force 要和 -o FILE 一起使用"
    case .noProgressYet(let path): return "note: \(path) 中还没有进度；导出的内容是空的"
    case .importTakesOneFile: return "progress import 需要一个 FILE（导出文件），不接受其他选项"
    case .noSuchFile: return "没有这个文件"
    case .notARegularFile: return "不是普通文件"
    case .cannotBeRead: return "无法读取"
    case .cannotImport(let file, let reason): return "无法导入 \(file)：\(reason)；没有任何改动"
    case .nothingNew(let file, let who, let progress):
      return "\(file)\(who) 中没有新内容：\(progress) 中的进度已经包含了全部。"
    case .nothingChanged(let problem): return "\(problem) 没有任何改动。"
    case .imported(let file, let who, let steps, let gained, let progress, let total):
      return "已导入 \(file)\(who)：完成了 \(steps) 个步骤，其中 \(gained) 个是新的。"
        + "\(progress) 中的进度现在有 \(total) 个步骤。"
    case .progressCommands: return "progress 命令有“progress export”和“progress import FILE”"
    case .notAnExport(let path):
      return "\(path) 已经存在，而且不是进度导出文件：给出 --force 替换它，或换一个 -o FILE"
    case .newCommand: return "命令的用法是“alertlab new lesson ID [--from ARTICLE]”"
    case .notAReadableFolder(let path): return "\(path) 不是可以读取的文件夹"
    case .idUsed(let id, let path): return "课程 id“\(id)”已经被 \(path) 使用"
    case .alreadyExists(let path): return "\(path) 已经存在"
    case .noArticle(let name, let suggestion, let articles):
      return "没有“\(name)”这篇文章" + (suggestion.map { "（你是想输入“\($0)”吗？）" } ?? "")
        + "；请给出文章的文件、标题或其中的某一节；已有的文章是 " + articles.joined(separator: ", ")
    case .wroteLesson(let path):
      return "已写入 \(path)。填好其中的 TODO，然后检查它：alertlab verify \(path)"
    }
  }

  var hindi: String {
    switch self {
    case .cannotFindCourse(let lessonFilesToo):
      return "कोर्स नहीं मिला; --lessons DIR" + (lessonFilesToo ? " या पाठ फ़ाइलें" : "") + " दें"
    case .noSuchFileOrFolder(let path): return "\(path): ऐसी कोई फ़ाइल या फ़ोल्डर नहीं"
    case .summary(let passed, let failed, let warnings):
      return "\(passed) पास, \(failed) फ़ेल" + (warnings > 0 ? ", \(warnings) चेतावनी" : "")
    case .testTakesTranscripts: return "test एक या अधिक Markdown ट्रांसक्रिप्ट या फ़ोल्डर लेता है"
    case .blessed(let path, let inputs): return "BLESSED \(path) (\(inputs) इनपुट)"
    case .pass(let path, let blocks, let inputs):
      return "PASS \(path) (\(blocks) ब्लॉक, \(inputs) इनपुट)"
    case .noTranscriptInFolder(let folder):
      return "\(folder): error: इस फ़ोल्डर में ```alertlab ब्लॉक वाली कोई Markdown फ़ाइल नहीं"
    case .recordTakesOneFile: return "record लिखने के लिए एक FILE लेता है"
    case .appendOrForce: return "--append या --force दें, दोनों नहीं"
    case .transcriptExists(let path):
      return "\(path) पहले से मौजूद है: ट्रांसक्रिप्ट को उसके अंत में जोड़ने के लिए --append दें, "
        + "या उसे बदलने के लिए --force"
    case .transcriptNotRegular(let path): return "\(path) सामान्य फ़ाइल नहीं है: ट्रांसक्रिप्ट की फ़ाइल का नाम दें"
    case .nothingTyped(let path): return "कुछ टाइप नहीं किया गया: \(path) नहीं लिखी गई।"
    case .transcriptWritten(let path, let appended):
      return "ट्रांसक्रिप्ट \(path) \(appended ? "में जोड़ा गया" : "में लिखा गया"); "
        + "'alertlab test \(path)' उसे फिर से चलाता है।"
    case .recording(let path):
      return "\(path) में रिकॉर्डिंग हो रही है: आप जो टाइप करते हैं और AlertLab जो दिखाता है, वह "
        + "आपके निकलने पर (:quit या Ctrl-D) वहाँ लिखा जाता है; तब तक प्रॉम्प्ट (rec) से शुरू होता "
        + "है। ट्रांसक्रिप्ट ड्रॉइंग को बिना रंग के रखता है, जैसे रीप्ले उन्हें छापता है।"
    case .handoutTakesOne: return "handout एक पाठ id या ट्रांसक्रिप्ट (FILE.md) लेता है"
    case .handoutFormat(let given): return "handout का --format md या html लेता है, '\(given)' नहीं"
    case .reportFormat(let given):
      return "verify और test का --format text, junit या gradescope लेता है, '\(given)' नहीं"
    case .handoutDiffers(let path, let places):
      return "note: \(path) अपने रीप्ले से \(places) जगह अलग है; हैंडआउट रीप्ले दिखाता है "
        + "('alertlab test \(path)' उन्हें दिखाता है)"
    case .noLessonOrTranscript(let id, let suggestion):
      return "'\(id)' नाम का कोई पाठ नहीं" + (suggestion.map { " (क्या आपका मतलब '\($0)' था?)" } ?? "")
        + "; 'alertlab lessons' उन्हें दिखाता है, और ट्रांसक्रिप्ट .md पर ख़त्म होता है"
    case .lessonEnvironmentUnknown(let id):
      return "पाठ \(id) ऐसा डिवाइस या iOS संस्करण बताता है जिसे AlertLab नहीं जानता"
    case .notRegularFile(let path): return "\(path) सामान्य फ़ाइल नहीं है"
    case .notMadeByAlertLab(let path):
      return "\(path) पहले से मौजूद है और AlertLab ने उसे नहीं बनाया: उसे बदलने के लिए --force दें, "
        + "या कोई और -o FILE"
    case .written(let document, let path):
      return "\(document == .handout ? "हैंडआउट" : "प्रगति") \(path) में लिखी गई।"
    case .classCommand: return "class कमांड 'alertlab class report FILE...|DIR' है"
    case .classReportTakes: return "class report प्रगति फ़ाइलें या उनके फ़ोल्डर लेता है"
    case .classFormat(let given):
      return "class report का --format text, csv या json लेता है, '\(given)' नहीं"
    case .skipped(let file, let reason): return "\(file) छोड़ दी गई: \(reason)"
    case .noLearners: return "जो दिया गया उसमें किसी भी सीखने वाले की प्रगति नहीं मिली"
    case .exportTakesNoFile: return "progress export कोई फ़ाइल नहीं लेता: वह प्रिंट करता है, या -o FILE में लिखता है"
    case .forceBelongsWithOutput: return "--force -o FILE के साथ ही दिया जाता है"
    case .noProgressYet(let path): return "note: \(path) में अभी कोई प्रगति नहीं; एक्सपोर्ट ख़ाली है"
    case .importTakesOneFile: return "progress import एक FILE (एक एक्सपोर्ट) लेता है और कोई दूसरा विकल्प नहीं"
    case .noSuchFile: return "ऐसी कोई फ़ाइल नहीं"
    case .notARegularFile: return "सामान्य फ़ाइल नहीं"
    case .cannotBeRead: return "वह पढ़ी नहीं जा सकती"
    case .cannotImport(let file, let reason):
      return "\(file) इम्पोर्ट नहीं हो सका: \(reason); कुछ नहीं बदला"
    case .nothingNew(let file, let who, let progress):
      return "\(file)\(who) में कुछ नया नहीं: \(progress) में आपकी प्रगति में यह सब पहले से है।"
    case .nothingChanged(let problem): return "\(problem) कुछ नहीं बदला।"
    case .imported(let file, let who, let steps, let gained, let progress, let total):
      return "\(file)\(who) इम्पोर्ट हुआ: \(steps) पूरे चरण, \(gained) नए। "
        + "\(progress) में आपकी प्रगति में अब \(total) हैं।"
    case .progressCommands: return "progress कमांड 'progress export' और 'progress import FILE' हैं"
    case .notAnExport(let path):
      return "\(path) पहले से मौजूद है और प्रगति का एक्सपोर्ट नहीं है: उसे बदलने के लिए --force दें, "
        + "या कोई और -o FILE"
    case .newCommand: return "कमांड 'alertlab new lesson ID [--from ARTICLE]' है"
    case .notAReadableFolder(let path): return "\(path) पढ़ने लायक़ फ़ोल्डर नहीं है"
    case .idUsed(let id, let path): return "पाठ id '\(id)' पहले से \(path) इस्तेमाल करता है"
    case .alreadyExists(let path): return "\(path) पहले से मौजूद है"
    case .noArticle(let name, let suggestion, let articles):
      return "'\(name)' नाम का कोई लेख नहीं" + (suggestion.map { " (क्या आपका मतलब '\($0)' था?)" } ?? "")
        + "; लेख की फ़ाइल, उसका शीर्षक या उसका कोई खंड दें; लेख ये हैं: "
        + articles.joined(separator: ", ")
    case .wroteLesson(let path):
      return "\(path) लिखी गई। उसके TODO भरें, फिर उसे जाँचें: alertlab verify \(path)"
    }
  }
}

extension Invocation {
  /// `words` in the language `alertlab` speaks.
  func say(_ words: TeacherWords) -> String {
    words.text(in: spoken)
  }

  /// What the tutor layer wrote in English (lessons' errors, verdicts, progress notices), in
  /// the language `alertlab` speaks.
  func tutorWords(_ text: String) -> String {
    TutorWords.lines(text, in: spoken)
  }
}
