import AlertLabKit
import AlertLabTutor
import AlertLabWords

/// A printable handout of a lesson or a transcript (`alertlab handout`): the prose, the
/// code to type, what the console shows and the screen after each step. Everything shown is
/// replayed when the handout is made, so it is always true.
public struct Handout: Sendable {
  /// The files `alertlab handout` writes.
  public enum Format: String, CaseIterable, Sendable {
    case md, html
  }

  /// One piece of the handout, in reading order.
  enum Piece: Sendable, Equatable {
    case prose([ProseBlock])
    /// A step's heading.
    case heading(String)
    /// A short caption before code, console or screen: "Type:".
    case caption(String)
    /// Swift to type.
    case code(String)
    /// Console lines; with colour, drawings in them carry the drawing's ANSI styles.
    case console([String])
    /// The screen after a step.
    case screen([String])
    /// Goals to tick off.
    case checklist([String])
  }

  public var title: String
  /// Lines under the title: where the lesson comes from, what it starts on.
  var about: [String]
  var pieces: [Piece]
  /// What the handout was made from, for the note at its top.
  var madeFrom: String

  /// The handout of a lesson: each step is built as `alertlab verify` builds it (setup, the
  /// earlier steps' solutions, its start block) on a fresh app, then its solution runs.
  /// Nil when the lesson names a device or iOS version AlertLab does not know.
  /// Its own words (captions, headings) are in `language`, as is what the session says.
  public static func lesson(
    _ lesson: Lesson, color: Bool, ascii: Bool = false, language: Language = .en
  ) -> Handout? {
    guard let (device, version) = lesson.startingEnvironment else { return nil }
    // The article by its title, as the lesson shows it, never by its file name.
    let source = lesson.source.citation
    let words = { (said: Said) in said.text(in: language.code) }
    let deviceName = Reply.device(device).text(in: language)
    var handout = Handout(
      title: lesson.title,
      about: [
        words(Said(.handoutFrom, source)), words(Said(.handoutStartsOn, deviceName, "\(version)")),
      ],
      pieces: [], madeFrom: "the lesson \(lesson.id) (\(lesson.path))")
    if !lesson.introduction.isEmpty { handout.pieces.append(.prose(lesson.introduction)) }
    for (index, step) in lesson.steps.enumerated() {
      var options = Session.Options(color: color, ascii: ascii, device: device, iOS: version)
      options.language = language
      var session = Session(options: options)
      _ = LessonVerifier.prepare(lesson, step: index, runner: &session)
      session.showsDrawings = false
      handout.pieces.append(
        .heading(words(Said(.handoutStep, index + 1, lesson.steps.count, step.title))))
      if !step.prose.isEmpty { handout.pieces.append(.prose(step.prose)) }
      if let code = step.code {
        handout.pieces += [.caption(words(Said(.handoutType))), .code(code)]
        var console: [String] = []
        for statement in ScriptRunner.statements(in: code) {
          console += lines(of: session.submit(statement))
        }
        if !console.isEmpty {
          handout.pieces += [.caption(words(Said(.handoutConsoleShows))), .console(console)]
        }
      }
      handout.pieces += [
        .caption(words(Said(.handoutScreen))), .screen(lines(of: session.drawing())),
      ]
      if !step.goals.isEmpty {
        handout.pieces += [
          .caption(words(Said(.handoutDoneWhen))), .checklist(step.goals.map(\.label)),
        ]
      }
    }
    return handout
  }

  /// The handout of a transcript: its prose, and each `alertlab` block replayed (what the
  /// session shows now, not what was recorded). Also returns where the recording differs,
  /// and why a block cannot be replayed at all (`TranscriptReplay.refusals`: a bad header,
  /// another course): a handout with refusals would show something else than the workshop.
  public static func transcript(
    _ text: String, path: String, base: Session.Options
  ) -> (handout: Handout, differences: [LessonError], refusals: [LessonError]) {
    var handout = Handout(title: "", about: [], pieces: [], madeFrom: "the transcript \(path)")
    var differences: [LessonError] = []
    var refusals: [LessonError] = []
    var prose: [ProseBlock] = []
    func flushProse() {
      if !prose.isEmpty { handout.pieces.append(.prose(prose)) }
      prose = []
    }
    for part in Transcript.parts(in: text) {
      switch part {
      case .prose(.heading(level: 1, let spans)) where handout.title.isEmpty:
        handout.title = ProseSpan.plainText(spans)
      case .prose(let block):
        prose.append(block)
      case .block(let block):
        flushProse()
        refusals += TranscriptReplay.refusals(of: block, path: path, base: base)
        // Compared without colour, as `alertlab test` does; shown as `base` asks.
        var plain = base
        plain.color = false
        var replayed = TranscriptReplay.replay(block, path: path, base: plain)
        differences += replayed.mismatches
        if base.color { replayed = TranscriptReplay.replay(block, path: path, base: base) }
        handout.pieces.append(.console(Transcript.body(replayed.entries)))
      }
    }
    flushProse()
    if handout.title.isEmpty {
      handout.title = String(path.split(separator: "/").last ?? Substring(path))
    }
    return (handout, differences, refusals)
  }

  static func lines(of output: String) -> [String] {
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

}
