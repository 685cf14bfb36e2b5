import AlertLabKit
import AlertLabShell
import AlertLabTutor
import AlertLabWords
import Foundation

/// The commands for teachers and classrooms: verify, test, record, handout, class report,
/// progress export and import, new lesson. Each reads its files, hands the work to the
/// libraries and prints what they say.
extension AlertLabCommand {
  static func usageError(_ message: String, _ language: Language) -> Int32 {
    writeError("alertlab: \(message)\n\(CommandLineWords.tryHelp.text(in: language))\n")
    return 2
  }

  static func usageError(_ words: TeacherWords, _ invocation: Invocation) -> Int32 {
    usageError(invocation.say(words), invocation.spoken)
  }

  static func articles(_ invocation: Invocation, environment: [String: String]) -> Articles {
    Articles(
      folder: invocation.articles
        ?? environment["ALERTLAB_ARTICLES"].flatMap { $0.isEmpty ? nil : $0 })
  }

  // MARK: verify

  /// `--format text|junit|gradescope` of `verify` and `test`; nil (after the usage error) for
  /// another word.
  static func reportFormat(_ invocation: Invocation) -> TestReport.Format? {
    guard let name = invocation.format else { return .text }
    return TestReport.Format(rawValue: name)
  }

  static func verify(_ invocation: Invocation, environment: [String: String]) -> Int32 {
    guard let format = reportFormat(invocation) else {
      return usageError(.reportFormat(given: invocation.format ?? ""), invocation)
    }
    var paths = invocation.arguments
    if paths.isEmpty {
      guard let course = courseDirectory(invocation, environment: environment) else {
        writeError("alertlab: \(invocation.say(.cannotFindCourse(lessonFilesToo: true)))\n")
        return 2
      }
      paths = [course]
    }
    let articles = articles(invocation, environment: environment)
    let loaded = CourseLocator.load(paths: paths)
    var passed = 0
    var failedFiles = Set<String>()
    var warnings = loaded.warnings.count
    // Diagnostics go to standard error, as a compiler's do; PASS lines and the summary to
    // standard output.
    for warning in loaded.warnings {
      writeVisibleError(invocation.say(warning))
    }
    for error in loaded.errors {
      if error.line == 0 && error.said == Said(.noSuchFileFolder) {
        writeError("alertlab: \(invocation.say(.noSuchFileOrFolder(path: error.file)))\n")
      } else {
        writeVisibleError(invocation.say(error))
      }
      failedFiles.insert(error.file)
    }
    let originals = loaded.lessons.map { lesson in
      LessonVerifier.verify(lesson, articles: articles) { Session(startingOn: $0) }
    }
    // A translation that keeps its original's code is not run again when the original passed.
    let passedOriginals = Set(originals.filter(\.passed).map(\.path))
    let verdicts =
      originals
      + loaded.translations.map { translation in
        LessonVerifier.verify(
          translation, articles: articles,
          originalPassed: translation.original.map { passedOriginals.contains($0.path) } ?? false
        ) { Session(startingOn: $0) }
      }
    for verdict in verdicts {
      for warning in verdict.warnings where verdict.passed {
        writeVisibleError(invocation.say(warning))
      }
      if !verdict.passed {
        writeVisibleError(verdict.text(in: invocation.spoken.code))
      } else if format == .text {
        printVisible(
          verdict.text(in: invocation.spoken.code).split(separator: "\n").last.map(String.init)
            ?? "")
      }
      warnings += verdict.warnings.count
      if verdict.passed { passed += 1 } else { failedFiles.insert(verdict.path) }
    }
    guard format != .text else {
      printVisible(
        invocation.say(.summary(passed: passed, failed: failedFiles.count, warnings: warnings)))
      return failedFiles.isEmpty ? 0 : 1
    }
    let lessons = loaded.lessons + loaded.translations.map(\.lesson)
    var report = TestReport(name: "alertlab verify")
    report.suites += Dictionary(grouping: loaded.errors, by: \.file).sorted { $0.key < $1.key }
      .map { TestReport.suite(unreadable: $0.key, problems: $0.value.map(\.description)) }
    report.suites += zip(lessons, verdicts).map { lesson, verdict in
      let group = verdict.language.map { "\($0.code)/\(verdict.lessonID)" } ?? verdict.lessonID
      return TestReport.suite(lesson: lesson, verdict: verdict, group: group)
    }
    printVisible(report.rendered(as: format) ?? "", terminator: "")
    return failedFiles.isEmpty ? 0 : 1
  }

  // MARK: test

  static func test(_ invocation: Invocation, options: Session.Options) -> Int32 {
    guard !invocation.arguments.isEmpty else {
      return usageError(.testTakesTranscripts, invocation)
    }
    guard let format = reportFormat(invocation) else {
      return usageError(.reportFormat(given: invocation.format ?? ""), invocation)
    }
    var passed = 0
    var failed = 0
    var report = TestReport(name: "alertlab test")
    func unreadable(_ path: String, _ problem: String) {
      failed += 1
      report.suites.append(TestReport.suite(unreadable: path, problems: [problem]))
    }
    for argument in invocation.arguments {
      var files = [argument]
      var searched = false
      switch Files.kind(of: argument) {
      case .missing:
        let problem = invocation.say(.noSuchFileOrFolder(path: argument))
        writeError("alertlab: \(problem)\n")
        unreadable(argument, problem)
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
          let problem = "\(path): error: \(invocation.say(error.withoutName ?? error.said))"
          writeVisibleError(problem)
          unreadable(path, problem)
          continue
        }
        // A folder's Markdown files without a transcript block (its README) are not tests.
        let blocks = Transcript.blocks(in: text)
        if searched && blocks.isEmpty { continue }
        found += 1
        let result = TranscriptReplay.run(text, path: path, base: options)
        if invocation.bless, result.blocks > 0, result.blessed != text {
          do {
            try Files.save(result.blessed, to: path)
          } catch {
            let problem = "\(path): error: \(invocation.say(error.said))"
            writeVisibleError(problem)
            unreadable(path, problem)
            continue
          }
          if format == .text {
            printVisible(invocation.say(.blessed(path: path, inputs: result.inputs)))
          }
          passed += 1
          report.suites.append(TestReport.suite(transcript: path, blocks: blocks, mismatches: []))
        } else if result.passed || (invocation.bless && result.blocks > 0) {
          if format == .text {
            printVisible(
              invocation.say(.pass(path: path, blocks: result.blocks, inputs: result.inputs)))
          }
          passed += 1
          report.suites.append(TestReport.suite(transcript: path, blocks: blocks, mismatches: []))
        } else {
          for mismatch in result.mismatches {
            writeVisibleError(invocation.say(mismatch))
          }
          failed += 1
          report.suites.append(
            TestReport.suite(
              transcript: path, blocks: blocks,
              mismatches: result.mismatches.map { mismatch in
                var said = mismatch
                said.message = mismatch.message(in: invocation.spoken.code)
                return said
              }))
        }
      }
      if searched && found == 0 {
        let problem = invocation.say(.noTranscriptInFolder(folder: argument))
        writeVisibleError(problem)
        unreadable(argument, problem)
      }
    }
    if let rendered = report.rendered(as: format) {
      printVisible(rendered, terminator: "")
    } else {
      printVisible(invocation.say(.summary(passed: passed, failed: failed, warnings: 0)))
    }
    return failed == 0 ? 0 : 1
  }

  // MARK: record

  static func record(
    _ invocation: Invocation, options: Session.Options, environment: [String: String]
  ) -> Int32 {
    guard invocation.arguments.count == 1 else {
      return usageError(.recordTakesOneFile, invocation)
    }
    let path = invocation.arguments[0]
    if invocation.append && invocation.force {
      return usageError(.appendOrForce, invocation)
    }
    switch Files.kind(of: path) {
    case .missing:
      break
    case .file:
      if !invocation.append && !invocation.force {
        writeError("alertlab: \(invocation.say(.transcriptExists(path: path)))\n")
        return 2
      }
    case .folder, .other:
      writeError("alertlab: \(invocation.say(.transcriptNotRegular(path: path)))\n")
      return 2
    }
    var options = options
    // A transcript is replayed without colour, at the width it was recorded at (its header
    // says `width=N`; the width stays fixed while recording).
    options.recordingInColor = options.color
    options.color = false
    options.record = true
    options.width = Terminal.terminalWidth()
    var session = Session(options: options)
    printVisible(invocation.say(.recording(path: path)))
    let status = InteractiveShell.run(session: &session, environment: environment)
    let entries = session.recordedEntries
    guard !entries.isEmpty else {
      printVisible(invocation.say(.nothingTyped(path: path)))
      return status
    }
    // A chosen lesson folder is named in the header, relative to the transcript, so that the
    // replay opens the same lessons wherever the two are copied together.
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let setup = TranscriptSetup(
      device: invocation.device != Device(model: .iphone) ? invocation.device.name : nil,
      iOS: invocation.iOS != .current ? "\(invocation.iOS)" : nil, width: options.width,
      ascii: invocation.ascii, language: session.language != .en ? session.language.code : nil,
      lessons: options.lessonsChosen
        ? options.lessonsDirectory.map { Transcript.relativePath(to: $0, from: folder) } : nil)
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
      writeError("alertlab: \(invocation.say(error.said))\n")
      print(text, terminator: "")
      return 2
    }
    printVisible(invocation.say(.transcriptWritten(path: target, appended: invocation.append)))
    return status
  }

  // MARK: handout

  static func handout(_ invocation: Invocation, options: Session.Options) -> Int32 {
    guard invocation.arguments.count == 1 else {
      return usageError(.handoutTakesOne, invocation)
    }
    let subject = invocation.arguments[0]
    var format = Handout.Format.md
    if let name = invocation.format {
      guard let chosen = Handout.Format(rawValue: name) else {
        return usageError(.handoutFormat(given: name), invocation)
      }
      format = chosen
    } else if let output = invocation.output, output.hasSuffix(".html") || output.hasSuffix(".htm")
    {
      format = .html
    }
    if let output = invocation.output {
      guard refreshable(output, marker: Handout.marker, invocation: invocation) else {
        return 2
      }
    }
    let document: String
    if subject.hasSuffix(".md") || Files.kind(of: subject) != .missing {
      let text: String
      do {
        text = try Files.text(subject)
      } catch {
        writeError("alertlab: \(invocation.say(error.said))\n")
        return 2
      }
      var base = options
      base.color = format == .html
      let (made, differences, refusals) = Handout.transcript(text, path: subject, base: base)
      guard refusals.isEmpty else {
        for refusal in refusals { writeVisibleError(invocation.say(refusal)) }
        return 1
      }
      if !differences.isEmpty {
        writeError(
          "alertlab: \(invocation.say(.handoutDiffers(path: subject, places: differences.count)))\n"
        )
      }
      document = made.rendered(format)
    } else {
      guard let directory = options.lessonsDirectory else {
        writeError("alertlab: \(invocation.say(.cannotFindCourse(lessonFilesToo: false)))\n")
        return 2
      }
      let course = Course.load(
        directory: directory, language: options.language ?? options.environmentLanguage)
      // A lesson by its id or its number, as `alertlab lesson` takes it.
      let id = Course.id(named: subject, among: course.lessons.map(\.id))
      guard let lesson = course.lessons.first(where: { $0.id == id }) else {
        let suggestion = Spelling.nearest(subject, in: course.lessons.map(\.id))
        writeError(
          "alertlab: \(invocation.say(.noLessonOrTranscript(id: subject, suggestion: suggestion)))\n"
        )
        return 2
      }
      guard
        let made = Handout.lesson(
          lesson, color: format == .html, ascii: invocation.ascii, language: invocation.spoken)
      else {
        writeError("alertlab: \(invocation.say(.lessonEnvironmentUnknown(id: lesson.id)))\n")
        return 1
      }
      document = made.rendered(format)
    }
    return emit(
      document, to: invocation.output,
      saying: invocation.say(.written(.handout, path: invocation.output ?? "")), invocation)
  }

  /// True when `path` may be written: it does not exist, it starts with `marker` (AlertLab
  /// made it), or `--force` says so. Otherwise says why not.
  static func refreshable(_ path: String, marker: String, invocation: Invocation) -> Bool {
    switch Files.kind(of: path) {
    case .missing:
      return true
    case .folder, .other:
      writeError("alertlab: \(invocation.say(.notRegularFile(path: path)))\n")
      return false
    case .file:
      if invocation.force { return true }
      let head = (try? Files.text(path))?.prefix(marker.count)
      if head.map(String.init) == marker { return true }
      writeError("alertlab: \(invocation.say(.notMadeByAlertLab(path: path)))\n")
      return false
    }
  }

  /// Prints `text`, or writes it to `output` and prints `saying` (a problem in the language
  /// of `invocation`).
  static func emit(
    _ text: String, to output: String?, saying: String, _ invocation: Invocation
  ) -> Int32 {
    guard let output else {
      print(text, terminator: "")
      return 0
    }
    do {
      try Files.save(text, to: output)
    } catch {
      writeError("alertlab: \(invocation.say(error.said))\n")
      return 2
    }
    printVisible(saying)
    return 0
  }

  // MARK: class report

  static func classReport(_ invocation: Invocation, options: Session.Options) -> Int32 {
    guard CommandTable.Action(of: invocation) == .report else {
      return usageError(.classCommand, invocation)
    }
    let paths = Array(invocation.arguments.dropFirst())
    guard !paths.isEmpty else {
      return usageError(.classReportTakes, invocation)
    }
    var format = ClassReport.Format.text
    if let name = invocation.format {
      guard let chosen = ClassReport.Format(rawValue: name) else {
        return usageError(.classFormat(given: name), invocation)
      }
      format = chosen
    }
    guard let directory = options.lessonsDirectory else {
      writeError("alertlab: \(invocation.say(.cannotFindCourse(lessonFilesToo: false)))\n")
      return 2
    }
    let course = Course.load(directory: directory, language: invocation.spoken)
    let report = ClassReport.load(paths: paths, lessons: course.lessons)
    for skipped in report.skippedFiles {
      let file = TextLayout.visible(skipped.file)
      let reason = skipped.reason(in: invocation.spoken.code)
      writeError("alertlab: \(invocation.say(.skipped(file: file, reason: reason)))\n")
    }
    guard !report.learners.isEmpty else {
      writeError("alertlab: \(invocation.say(.noLearners))\n")
      return 1
    }
    let words = ClassReportWords.of(invocation.spoken)
    print(report.rendered(format, ascii: invocation.ascii, words: words), terminator: "")
    return 0
  }

  // MARK: progress

  static func progress(_ invocation: Invocation, environment: [String: String]) -> Int32 {
    let store = ProgressStore(
      path: ProgressStore.resolvePath(override: invocation.progressFile, environment: environment))
    switch CommandTable.Action(of: invocation) {
    case .export:
      guard invocation.arguments.count == 1 else {
        return usageError(.exportTakesNoFile, invocation)
      }
      if invocation.force && invocation.output == nil {
        return usageError(.forceBelongsWithOutput, invocation)
      }
      if let output = invocation.output {
        guard refreshableExport(output, invocation: invocation) else { return 2 }
      }
      let loaded = store.load()
      if let notice = loaded.notice { writeError("alertlab: \(invocation.say(notice))\n") }
      if Files.kind(of: store.path) == .missing {
        writeError("alertlab: \(invocation.say(.noProgressYet(path: store.path)))\n")
      }
      let export = ProgressExport(name: invocation.name, progress: loaded.progress)
      return emit(
        export.json(), to: invocation.output,
        saying: invocation.say(.written(.progress, path: invocation.output ?? "")), invocation)
    case .import:
      guard invocation.arguments.count == 2, invocation.output == nil, invocation.name == nil,
        !invocation.force
      else {
        return usageError(.importTakesOneFile, invocation)
      }
      let file = invocation.arguments[1]
      let export: ProgressExport
      do throws(ProgressExport.ReadError) {
        switch Files.kind(of: file) {
        case .missing: throw ProgressExport.ReadError(description: invocation.say(.noSuchFile))
        case .folder, .other:
          throw ProgressExport.ReadError(description: invocation.say(.notARegularFile))
        case .file: break
        }
        guard let data = FileManager.default.contents(atPath: file) else {
          throw ProgressExport.ReadError(description: invocation.say(.cannotBeRead))
        }
        export = try ProgressExport.read(data)
      } catch {
        let reason = error.text(in: invocation.spoken.code)
        writeError("alertlab: \(invocation.say(.cannotImport(file: file, reason: reason)))\n")
        return 1
      }
      let loaded = store.load()
      if let notice = loaded.notice { writeError("alertlab: \(invocation.say(notice))\n") }
      let merged = loaded.progress.merged(with: export.progress)
      let gained = merged.finishedSteps - loaded.progress.finishedSteps
      let who = export.name.map { TextLayout.visible($0) }
      if merged == loaded.progress {
        printVisible(invocation.say(.nothingNew(file: file, who: who, progress: store.path)))
        return 0
      }
      do {
        try store.save(merged)
      } catch {
        writeError(
          "alertlab: \(invocation.say(.nothingChanged(problem: error.text(in: invocation.spoken.code))))\n"
        )
        return 1
      }
      printVisible(
        invocation.say(
          .imported(
            file: file, who: who, steps: export.progress.finishedSteps, gained: gained,
            progress: store.path, total: merged.finishedSteps)))
      return 0
    case .report, .lesson, nil:
      return usageError(.progressCommands, invocation)
    }
  }

  /// An export may replace a file that is an earlier export, or anything with --force.
  static func refreshableExport(_ path: String, invocation: Invocation) -> Bool {
    switch Files.kind(of: path) {
    case .missing: return true
    case .folder, .other:
      writeError("alertlab: \(invocation.say(.notRegularFile(path: path)))\n")
      return false
    case .file:
      if invocation.force { return true }
      if let data = FileManager.default.contents(atPath: path),
        (try? ProgressExport.read(data)) != nil
      {
        return true
      }
      writeError("alertlab: \(invocation.say(.notAnExport(path: path)))\n")
      return false
    }
  }

  // MARK: new lesson

  /// The sections lessons cite, by article file: those of `target` (the folder the new
  /// lesson goes to) and of the course AlertLab finds beside itself.
  static func citedSections(
    _ target: (lessons: [Lesson], errors: [LessonError]), _ invocation: Invocation,
    _ environment: [String: String]
  ) -> [String: [String]] {
    var lessons = target.lessons
    // The target folder is read already: mounting the built-in course now cannot hide it.
    if let course = CourseSource.find(lessons: nil, environment: environment).directory() {
      lessons += LessonLoader.loadDirectory(course).lessons
    }
    var cited: [String: [String]] = [:]
    for lesson in lessons {
      guard let section = lesson.source.section else { continue }
      if !(cited[lesson.source.file] ?? []).contains(section) {
        cited[lesson.source.file, default: []].append(section)
      }
    }
    return cited
  }

  static func newLesson(_ invocation: Invocation, environment: [String: String]) -> Int32 {
    guard CommandTable.Action(of: invocation) == .lesson, invocation.arguments.count == 2 else {
      return usageError(.newCommand, invocation)
    }
    let id = invocation.arguments[1]
    if let problem = LessonSkeleton.problem(withID: id) {
      return usageError(invocation.say(problem), invocation.spoken)
    }
    let folder = invocation.lessons ?? "."
    guard Files.kind(of: folder) == .folder,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else {
      writeError("alertlab: \(invocation.say(.notAReadableFolder(path: folder)))\n")
      return 2
    }
    let course = LessonLoader.loadDirectory(folder)
    if let existing = course.lessons.first(where: { $0.id == id }) {
      writeError("alertlab: \(invocation.say(.idUsed(id: id, path: existing.path)))\n")
      return 2
    }
    if let existing = names.first(where: { $0.hasSuffix("-\(id).md") }) {
      writeError("alertlab: \(invocation.say(.alreadyExists(path: "\(folder)/\(existing)")))\n")
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
      } else if let found = known.find(
        from, sections: citedSections(course, invocation, environment))
      {
        article = found.article.file
        sections = known.text(of: found.article.file).map { LessonSkeleton.sections(in: $0) } ?? []
        if let section = found.section {
          sections = [section] + sections.filter { $0 != section }
        }
      } else {
        let cited = citedSections(course, invocation, environment)
        let near = Spelling.nearest(from, in: known.spellings(sections: cited))
        let words = TeacherWords.noArticle(name: from, suggestion: near, articles: known.names)
        writeError("alertlab: \(invocation.say(words))\n")
        return 2
      }
    }
    let name = LessonSkeleton.fileName(id: id, existing: names)
    let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
    let text = LessonSkeleton.text(id: id, fileName: path, article: article, sections: sections)
    return emit(text, to: path, saying: invocation.say(.wroteLesson(path: path)), invocation)
  }
}
