import AlertLabKit
import AlertLabShell
import AlertLabTutor
import Foundation

/// The commands for teachers and classrooms: verify, test, record, handout, class report,
/// progress export and import, new lesson. Each reads its files, hands the work to the
/// libraries and prints what they say.
extension AlertLabCommand {
  static func usageError(_ message: String) -> Int32 {
    writeError("alertlab: \(message)\nTry 'alertlab --help'.\n")
    return 2
  }

  static func articles(_ invocation: Invocation, environment: [String: String]) -> Articles {
    Articles(
      folder: invocation.articles
        ?? environment["ALERTLAB_ARTICLES"].flatMap { $0.isEmpty ? nil : $0 })
  }

  // MARK: verify

  static func verify(_ invocation: Invocation, environment: [String: String]) -> Int32 {
    var paths = invocation.arguments
    if paths.isEmpty {
      guard let course = courseDirectory(invocation, environment: environment) else {
        writeError("alertlab: cannot find the course; give --lessons DIR or lesson files\n")
        return 2
      }
      paths = [course]
    }
    let articles = articles(invocation, environment: environment)
    let loaded = CourseLocator.load(paths: paths)
    var passed = 0
    var failedFiles = Set<String>()
    var warnings = loaded.warnings.count
    for warning in loaded.warnings { printVisible(warning.description) }
    for error in loaded.errors {
      if error.line == 0 && error.message == "no such file or folder" {
        writeError("alertlab: \(error.file): no such file or folder\n")
      } else {
        printVisible(error.description)
      }
      failedFiles.insert(error.file)
    }
    let verdicts =
      loaded.lessons.map { lesson in
        LessonVerifier.verify(lesson, articles: articles) { Session(startingOn: $0) }
      }
      + loaded.translations.map { translation in
        LessonVerifier.verify(translation, articles: articles) { Session(startingOn: $0) }
      }
    for verdict in verdicts {
      printVisible(verdict.line)
      warnings += verdict.warnings.count
      if verdict.passed { passed += 1 } else { failedFiles.insert(verdict.path) }
    }
    let warningCount = warnings == 1 ? ", 1 warning" : warnings > 1 ? ", \(warnings) warnings" : ""
    print("\(passed) passed, \(failedFiles.count) failed" + warningCount)
    return failedFiles.isEmpty ? 0 : 1
  }

  // MARK: test

  static func test(_ invocation: Invocation, options: Session.Options) -> Int32 {
    guard !invocation.arguments.isEmpty else {
      return usageError("test takes one or more Markdown transcripts or folders")
    }
    var passed = 0
    var failed = 0
    for argument in invocation.arguments {
      var files = [argument]
      var searched = false
      switch Files.kind(of: argument) {
      case .missing:
        writeError("alertlab: \(argument): no such file or folder\n")
        failed += 1
        continue
      case .folder:
        files = Files.markdownFiles(in: argument)
        searched = true
      case .file, .other:
        break
      }
      var found = 0
      for path in files {
        let text: String
        do {
          text = try Files.text(path)
        } catch {
          printVisible(
            "\(path): error: \(error.message.replacingOccurrences(of: path + " ", with: ""))")
          failed += 1
          continue
        }
        // A folder's Markdown files without a transcript block (its README) are not tests.
        if searched && Transcript.blocks(in: text).isEmpty { continue }
        found += 1
        let result = TranscriptReplay.run(text, path: path, base: options)
        if invocation.bless, result.blocks > 0, result.blessed != text {
          do {
            try Files.save(result.blessed, to: path)
          } catch {
            printVisible("\(path): error: \(error.message)")
            failed += 1
            continue
          }
          printVisible("BLESSED \(path) (\(result.inputs) inputs)")
          passed += 1
        } else if result.passed || (invocation.bless && result.blocks > 0) {
          printVisible("PASS \(path) (\(result.blocks) blocks, \(result.inputs) inputs)")
          passed += 1
        } else {
          for mismatch in result.mismatches { printVisible(mismatch.description) }
          failed += 1
        }
      }
      if searched && found == 0 {
        printVisible(
          "\(argument): error: no Markdown file with an ```alertlab block in this folder")
        failed += 1
      }
    }
    print("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  // MARK: record

  static func record(
    _ invocation: Invocation, options: Session.Options, environment: [String: String]
  ) -> Int32 {
    guard invocation.arguments.count == 1 else {
      return usageError("record takes one FILE to write")
    }
    let path = invocation.arguments[0]
    if invocation.append && invocation.force {
      return usageError("give --append or --force, not both")
    }
    switch Files.kind(of: path) {
    case .missing:
      break
    case .file:
      if !invocation.append && !invocation.force {
        writeError(
          "alertlab: \(path) already exists: give --append to add the transcript at its end, "
            + "or --force to replace it\n")
        return 2
      }
    case .folder, .other:
      writeError("alertlab: \(path) is not a regular file: give the transcript's file name\n")
      return 2
    }
    var options = options
    // A transcript is replayed without colour, at the width it was recorded at (its header
    // says `width=N`; the width stays fixed while recording).
    options.color = false
    options.record = true
    options.width = Terminal.terminalWidth()
    var session = Session(options: options)
    let status = InteractiveShell.run(session: &session, environment: environment)
    let entries = session.recordedEntries
    guard !entries.isEmpty else {
      print("Nothing was typed: \(path) was not written.")
      return status
    }
    let setup = TranscriptSetup(
      device: invocation.device != Device(model: .iphone) ? invocation.device.name : nil,
      iOS: invocation.iOS != .current ? "\(invocation.iOS)" : nil, width: options.width,
      ascii: invocation.ascii, language: session.language != .en ? session.language.code : nil)
    let block = Transcript.block(options: setup.words, body: Transcript.body(entries))
    var target = path
    var text = "# AlertLab transcript\n\n" + block
    do {
      if invocation.append, Files.kind(of: path) == .file {
        let existing = try Files.text(path)
        text = existing + (existing.hasSuffix("\n") || existing.isEmpty ? "" : "\n") + "\n" + block
      } else if !invocation.force, Files.kind(of: path) != .missing {
        // The file appeared while recording: it is kept, and the transcript goes beside it.
        var number = 1
        while Files.kind(of: "\(path).\(number)") != .missing && number < 1000 { number += 1 }
        target = "\(path).\(number)"
      }
      try Files.save(text, to: target)
    } catch {
      writeError("alertlab: \(error.message)\n")
      print(text, terminator: "")
      return 2
    }
    let what = invocation.append ? "added to" : "written to"
    print("Transcript \(what) \(target); 'alertlab test \(target)' replays it.")
    return status
  }

  // MARK: handout

  static func handout(_ invocation: Invocation, options: Session.Options) -> Int32 {
    guard invocation.arguments.count == 1 else {
      return usageError("handout takes one lesson id or transcript (FILE.md)")
    }
    let subject = invocation.arguments[0]
    var format = Handout.Format.md
    if let name = invocation.format {
      guard let chosen = Handout.Format(rawValue: name) else {
        return usageError("--format for handout takes md or html, not '\(name)'")
      }
      format = chosen
    } else if let output = invocation.output, output.hasSuffix(".html") || output.hasSuffix(".htm")
    {
      format = .html
    }
    if let output = invocation.output {
      guard refreshable(output, marker: Handout.marker, force: invocation.force) else {
        return 2
      }
    }
    let document: String
    if subject.hasSuffix(".md") || Files.kind(of: subject) != .missing {
      let text: String
      do {
        text = try Files.text(subject)
      } catch {
        writeError("alertlab: \(error.message)\n")
        return 2
      }
      var base = options
      base.color = format == .html
      let (made, differences) = Handout.transcript(text, path: subject, base: base)
      if !differences.isEmpty {
        writeError(
          "alertlab: note: \(subject) differs from its replay in \(differences.count) "
            + (differences.count == 1 ? "place" : "places")
            + "; the handout shows the replay ('alertlab test \(subject)' lists them)\n")
      }
      document = made.rendered(format)
    } else {
      guard let directory = options.lessonsDirectory else {
        writeError("alertlab: cannot find the course; give --lessons DIR\n")
        return 2
      }
      let course = Course.load(
        directory: directory, language: options.language ?? options.environmentLanguage)
      guard let lesson = course.lessons.first(where: { $0.id == subject }) else {
        let suggestion = Spelling.nearest(subject, in: course.lessons.map(\.id))
        writeError(
          "alertlab: no lesson '\(subject)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
            + "; 'alertlab lessons' lists them, and a transcript ends in .md\n")
        return 2
      }
      guard
        let made = Handout.lesson(lesson, color: format == .html, ascii: invocation.ascii)
      else {
        writeError(
          "alertlab: lesson \(lesson.id) names a device or iOS version AlertLab does not know\n")
        return 1
      }
      document = made.rendered(format)
    }
    return emit(document, to: invocation.output, what: "Handout")
  }

  /// True when `path` may be written: it does not exist, it starts with `marker` (AlertLab
  /// made it), or `force` says so. Otherwise says why not.
  static func refreshable(_ path: String, marker: String, force: Bool) -> Bool {
    switch Files.kind(of: path) {
    case .missing:
      return true
    case .folder, .other:
      writeError("alertlab: \(path) is not a regular file\n")
      return false
    case .file:
      if force { return true }
      let head = (try? Files.text(path))?.prefix(marker.count)
      if head.map(String.init) == marker { return true }
      writeError(
        "alertlab: \(path) already exists and was not made by AlertLab: give --force to "
          + "replace it, or another -o FILE\n")
      return false
    }
  }

  /// Prints `text`, or writes it to `output` and prints `saying` (by default that it did).
  static func emit(
    _ text: String, to output: String?, what: String, saying: String? = nil
  ) -> Int32 {
    guard let output else {
      print(text, terminator: "")
      return 0
    }
    do {
      try Files.save(text, to: output)
    } catch {
      writeError("alertlab: \(error.message)\n")
      return 2
    }
    print(saying ?? "\(what) written to \(output).")
    return 0
  }

  // MARK: class report

  static func classReport(_ invocation: Invocation, options: Session.Options) -> Int32 {
    guard invocation.arguments.first == "report" else {
      return usageError("the class command is 'alertlab class report FILE...|DIR'")
    }
    let paths = Array(invocation.arguments.dropFirst())
    guard !paths.isEmpty else {
      return usageError("class report takes progress files or folders of them")
    }
    var format = ClassReport.Format.text
    if let name = invocation.format {
      guard let chosen = ClassReport.Format(rawValue: name) else {
        return usageError("--format for class report takes text, csv or json, not '\(name)'")
      }
      format = chosen
    }
    guard let directory = options.lessonsDirectory else {
      writeError("alertlab: cannot find the course; give --lessons DIR\n")
      return 2
    }
    let report = ClassReport.load(paths: paths, lessons: Course.load(directory: directory).lessons)
    for skipped in report.skippedFiles {
      writeError("alertlab: skipped \(TextLayout.visible(skipped.file)): \(skipped.reason)\n")
    }
    guard !report.learners.isEmpty else {
      writeError("alertlab: no learner's progress was found in what was given\n")
      return 1
    }
    print(report.rendered(format, ascii: invocation.ascii), terminator: "")
    return 0
  }

  // MARK: progress

  static func progress(_ invocation: Invocation, environment: [String: String]) -> Int32 {
    let store = ProgressStore(
      path: ProgressStore.resolvePath(override: invocation.progressFile, environment: environment))
    switch invocation.arguments.first {
    case "export":
      guard invocation.arguments.count == 1 else {
        return usageError("progress export takes no file: it prints, or writes -o FILE")
      }
      if invocation.force && invocation.output == nil {
        return usageError("--force belongs with -o FILE")
      }
      if let output = invocation.output {
        guard refreshableExport(output, force: invocation.force) else { return 2 }
      }
      let loaded = store.load()
      if let notice = loaded.notice { writeError("alertlab: \(notice)\n") }
      if Files.kind(of: store.path) == .missing {
        writeError("alertlab: note: no progress yet in \(store.path); the export is empty\n")
      }
      let export = ProgressExport(name: invocation.name, progress: loaded.progress)
      return emit(export.json(), to: invocation.output, what: "Progress")
    case "import":
      guard invocation.arguments.count == 2, invocation.output == nil, invocation.name == nil,
        !invocation.force
      else {
        return usageError("progress import takes one FILE (an export) and no other option")
      }
      let file = invocation.arguments[1]
      let export: ProgressExport
      do throws(ProgressExport.ReadError) {
        switch Files.kind(of: file) {
        case .missing: throw ProgressExport.ReadError(description: "no such file")
        case .folder, .other: throw ProgressExport.ReadError(description: "not a regular file")
        case .file: break
        }
        guard let data = FileManager.default.contents(atPath: file) else {
          throw ProgressExport.ReadError(description: "it cannot be read")
        }
        export = try ProgressExport.read(data)
      } catch {
        writeError("alertlab: cannot import \(file): \(error.description); nothing changed\n")
        return 1
      }
      let loaded = store.load()
      if let notice = loaded.notice { writeError("alertlab: \(notice)\n") }
      let merged = loaded.progress.merged(with: export.progress)
      let gained = merged.finishedSteps - loaded.progress.finishedSteps
      let who = export.name.map { " (\(TextLayout.visible($0)))" } ?? ""
      if merged == loaded.progress {
        print("Nothing new in \(file)\(who): your progress in \(store.path) already has it all.")
        return 0
      }
      do {
        try store.save(merged)
      } catch {
        writeError("alertlab: \(error.message) Nothing changed.\n")
        return 1
      }
      print(
        "Imported \(file)\(who): \(export.progress.finishedSteps) finished "
          + (export.progress.finishedSteps == 1 ? "step" : "steps") + ", \(gained) new. "
          + "Your progress in \(store.path) now has \(merged.finishedSteps).")
      return 0
    default:
      return usageError("the progress commands are 'progress export' and 'progress import FILE'")
    }
  }

  /// An export may replace a file that is an earlier export, or anything with --force.
  static func refreshableExport(_ path: String, force: Bool) -> Bool {
    switch Files.kind(of: path) {
    case .missing: return true
    case .folder, .other:
      writeError("alertlab: \(path) is not a regular file\n")
      return false
    case .file:
      if force { return true }
      if let data = FileManager.default.contents(atPath: path),
        (try? ProgressExport.read(data)) != nil
      {
        return true
      }
      writeError(
        "alertlab: \(path) already exists and is not a progress export: give --force to "
          + "replace it, or another -o FILE\n")
      return false
    }
  }

  // MARK: new lesson

  static func newLesson(_ invocation: Invocation, environment: [String: String]) -> Int32 {
    guard invocation.arguments.first == "lesson", invocation.arguments.count == 2 else {
      return usageError("the command is 'alertlab new lesson ID [--from ARTICLE]'")
    }
    let id = invocation.arguments[1]
    if let problem = LessonSkeleton.problem(withID: id) { return usageError(problem) }
    let folder = invocation.lessons ?? "."
    guard Files.kind(of: folder) == .folder,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else {
      writeError("alertlab: \(folder) is not a folder that can be read\n")
      return 2
    }
    let course = LessonLoader.loadDirectory(folder)
    if let existing = course.lessons.first(where: { $0.id == id }) {
      writeError("alertlab: the lesson id '\(id)' is already used by \(existing.path)\n")
      return 2
    }
    if let existing = names.first(where: { $0.hasSuffix("-\(id).md") }) {
      writeError("alertlab: \(folder)/\(existing) already exists\n")
      return 2
    }
    var article: String?
    var sections: [String] = []
    if let from = invocation.from {
      let known = articles(invocation, environment: environment)
      if Files.kind(of: from) == .file {
        article = (from as NSString).lastPathComponent
        if let text = try? Files.text(from, limit: Articles.largestText) {
          sections = LessonSkeleton.sections(in: text)
        }
      } else if let found = known.article(from) {
        article = found.file
        sections = known.text(of: found.file).map { LessonSkeleton.sections(in: $0) } ?? []
      } else {
        let near = Spelling.nearest(from, in: known.all.map(\.file))
        writeError(
          "alertlab: no article '\(from)'" + (near.map { " (did you mean '\($0)'?)" } ?? "")
            + "; give an article file, or one of " + known.all.map(\.file).joined(separator: ", ")
            + "\n")
        return 2
      }
    }
    let name = LessonSkeleton.fileName(id: id, existing: names)
    let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
    let text = LessonSkeleton.text(id: id, fileName: path, article: article, sections: sections)
    return emit(
      text, to: path, what: "Lesson",
      saying: "Wrote \(path). Fill in its TODOs, then check it: alertlab verify \(path)")
  }
}
