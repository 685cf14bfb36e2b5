import AlertLabKit
import AlertLabTutor
import AlertLabWords
import Foundation

/// Replays Markdown transcripts through a fresh session and compares what it prints.
public enum TranscriptReplay {
  /// The result for one file.
  public struct FileResult: Sendable {
    public let path: String
    public let blocks: Int
    public let inputs: Int
    /// Each mismatch, as the compiler reports a problem: where, the input, and (on the lines
    /// after) what was expected and what came.
    public let mismatches: [LessonError]
    /// The file with every block's output as it is now (for `--bless`).
    public let blessed: String
    public var passed: Bool { mismatches.isEmpty && blocks > 0 }
  }

  /// The lesson folder a block's `lessons=` names, found from the folder of the transcript
  /// at `path`.
  static func lessonFolder(_ setup: TranscriptSetup, path: String) -> String? {
    guard let lessons = setup.lessons else { return nil }
    if lessons.hasPrefix("/") { return lessons }
    return URL(fileURLWithPath: path).deletingLastPathComponent()
      .appendingPathComponent(lessons).standardizedFileURL.path
  }

  /// Why a block cannot be replayed: its header's problems, a lesson folder (`lessons=`)
  /// that is not there, or a course chosen for the replay (`--lessons`) that is not the one
  /// the block was recorded with.
  public static func refusals(
    of block: TranscriptBlock, path: String, base: Session.Options
  ) -> [LessonError] {
    let (setup, problems) = block.setup(path: path)
    guard problems.isEmpty, let folder = lessonFolder(setup, path: path) else { return problems }
    func refusal(_ said: Said) -> [LessonError] {
      [LessonError(file: path, line: block.openingLine, said)]
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      return refusal(
        Said(.blockRecordedLessonsLessons, folder, setup.lessons ?? ""))
    }
    if base.lessonsChosen, let chosen = base.lessonsDirectory,
      URL(fileURLWithPath: chosen).standardizedFileURL.path != folder
    {
      return refusal(
        Said(.blockRecordedLessonsReplay, folder, chosen))
    }
    return []
  }

  /// The session a block's header asks for: the device, iOS version, width (no width: prose
  /// is not wrapped), language (none: English) and lesson folder (none: `base`'s) given,
  /// colour as `base` says, no progress file; undo history kept only when the block's inputs
  /// use it. `path` is the transcript's, which a lesson folder is relative to.
  public static func session(
    for setup: TranscriptSetup, block: TranscriptBlock, base: Session.Options, path: String = ""
  ) -> Session {
    var options = base
    if let folder = lessonFolder(setup, path: path) { options.lessonsDirectory = folder }
    options.width = setup.width
    options.script = false
    options.record = false
    options.ascii = setup.ascii
    if let device = setup.device.flatMap(Device.init(name:)) { options.device = device }
    if let version = setup.iOS.flatMap(IOSVersion.init(string:)) { options.iOS = version }
    options.progressPath = nil
    // A transcript shows what it shows in the language its header names, whatever the
    // environment of the machine replaying it.
    options.language = setup.language.flatMap(Language.init(code:)) ?? .en
    options.environmentLanguage = .en
    let inputs = block.entries.map(\.input).joined(separator: "\n")
    options.undoLimit = Session.needsUndoHistory(inputs) ? Session.shellUndoLimit : 0
    return Session(options: options)
  }

  /// Replays one block: what the session showed for each input, and every way it differs
  /// from what the block says (a bad header is reported and nothing is replayed).
  public static func replay(_ block: TranscriptBlock, path: String, base: Session.Options) -> (
    entries: [TranscriptEntry], mismatches: [LessonError]
  ) {
    let (setup, _) = block.setup(path: path)
    let problems = refusals(of: block, path: path, base: base)
    guard problems.isEmpty else { return (block.entries, problems) }
    var mismatches: [LessonError] = []
    func mismatch(_ line: Int, _ said: Said, details: [Said] = []) {
      mismatches.append(LessonError(file: path, line: line, said, details: details))
    }
    var session = session(for: setup, block: block, base: base, path: path)
    if !block.preamble.isEmpty {
      mismatch(
        block.openingLine + 1,
        Said(.outputBeforeFirstPrompt))
    }
    var actual: [TranscriptEntry] = []
    for entry in block.entries {
      // A block pasted from inside a lesson starts at the lesson's step, as `:lesson` would.
      if session.prompt == "alertlab> ", entry.prompt != session.prompt,
        let (lessonID, step) = Transcript.lessonPosition(ofPrompt: entry.prompt),
        !session.enterStep(lessonID, step: step)
      {
        mismatch(
          entry.line,
          Said(.promptNamesNoLesson, entry.prompt, lessonID, step + 1))
      }
      let prompt = session.prompt
      let output = session.submit(entry.input)
      let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let shown = Array(lines.last == "" ? lines.dropLast() : lines[...])
      actual.append(
        TranscriptEntry(prompt: prompt, input: entry.input, output: shown, line: entry.line))
      if prompt != entry.prompt {
        mismatch(entry.line, Said(.promptTranscriptSays, prompt, entry.prompt))
      } else if shown != entry.output {
        let index =
          zip(shown, entry.output).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(shown.count, entry.output.count)
        let nothing = Said(.nothingMore).saidArgument
        let expected = index < entry.output.count ? .text(entry.output[index]) : nothing
        let got = index < shown.count ? .text(shown[index]) : nothing
        mismatch(
          entry.line,
          Said(.afterOutputLineDiffers, entry.input.split(separator: "\n").first ?? "", index + 1),
          details: [Said(.replayExpected, expected), Said(.replayActual, got)])
      }
    }
    return (actual, mismatches)
  }

  /// Replays every `alertlab` block of `text`, without colour.
  public static func run(_ text: String, path: String, base: Session.Options) -> FileResult {
    // A file with Windows line ends reads as any other, and is blessed with them.
    let windows = text.contains("\r\n")
    let text = text.replacing("\r\n", with: "\n")
    var base = base
    base.color = false
    let blocks = Transcript.blocks(in: text)
    var mismatches: [LessonError] = []
    var bodies: [[String]] = []
    var inputs = 0
    for block in blocks {
      let replayed = replay(block, path: path, base: base)
      inputs += block.entries.count
      mismatches += replayed.mismatches
      bodies.append(Transcript.body(replayed.entries))
    }
    if blocks.isEmpty {
      mismatches.append(
        Transcript.problem(in: text).map { LessonError(file: path, line: 0, message: $0) }
          ?? LessonError(file: path, line: 0, Said(.noAlertlabBlockFound)))
    }
    let blessed = Transcript.rewrite(text, blocks: blocks, bodies: bodies)
    return FileResult(
      path: path, blocks: blocks.count, inputs: inputs, mismatches: mismatches,
      blessed: windows ? blessed.replacing("\n", with: "\r\n") : blessed)
  }
}

extension Session {
  /// The session so far as transcript entries (`alertlab record`).
  public var recordedEntries: [TranscriptEntry] { recording }

  mutating func record(prompt: String, input: String, output: String) {
    guard options.record else { return }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    recording.append(
      TranscriptEntry(
        prompt: prompt, input: input,
        output: Array(lines.last == "" ? lines.dropLast() : lines[...]),
        line: recording.count + 1))
  }
}
