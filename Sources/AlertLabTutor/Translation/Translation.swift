import AlertLabWords
import Foundation

/// A lesson file in a language folder (`Lessons/zh/03-one-cancel.md`) and the original it
/// translates (`Lessons/03-one-cancel.md`, the same file name one folder up).
public struct Translation: Sendable {
  public var language: Language
  /// The translation as parsed.
  public var lesson: Lesson
  /// Where its original is, found or not.
  public var originalPath: String
  /// The original, when it exists and parses.
  public var original: Lesson?
  /// The first 12 hex digits of the SHA-256 of the original file as it is now; nil when it
  /// cannot be read.
  public var originalHash: String?

  public init(
    language: Language, lesson: Lesson, originalPath: String, original: Lesson?,
    originalHash: String?
  ) {
    self.language = language
    self.lesson = lesson
    self.originalPath = originalPath
    self.original = original
    self.originalHash = originalHash
  }

  /// The hash a translation of the file at `path` names in its `translation-of` line: the
  /// first 12 hex digits of the SHA-256 of its bytes; nil when it cannot be read.
  public static func hash(ofFile path: String) -> String? {
    guard let data = CourseFiles.contents(path) else { return nil }
    return String(SHA256.hex([UInt8](data)).prefix(LessonHashReference.length))
  }
}

/// What a translation must keep from its original, and the original shown in a translation's
/// words.
public enum TranslationChecker {
  /// Every way `translation` differs from `original` in what a machine reads (metadata, setup
  /// and step code, goals in order, the code blocks of the text, the number of hints, the
  /// situational hints' predicates in order), each at its place in the translation. Empty when only words a person reads changed.
  public static func differences(_ translation: Lesson, from original: Lesson) -> [LessonError] {
    var problems: [LessonError] = []
    let originalName = original.path
    func problem(_ line: Int, _ said: Said, column: Int = 1) {
      problems.append(LessonError(file: translation.path, line: line, column: column, said))
    }
    if translation.id != original.id {
      problem(
        translation.idLine,
        Said(.translationIdOriginalKeep, translation.id, original.id, originalName))
    }
    let metadata: [(key: String, ours: String, theirs: String)] = [
      ("source", describe(translation.source), describe(original.source)),
      ("device", translation.device, original.device), ("ios", translation.iOS, original.iOS),
    ]
    for item in metadata where item.ours != item.theirs {
      problem(
        translation.metadataLines[item.key] ?? translation.idLine,
        Said(.hereButOriginalTranslation, item.key, item.ours, item.theirs, originalName))
    }
    if translation.setupCode != original.setupCode {
      problem(
        translation.setupLine ?? translation.line,
        Said(.swiftSetupBlockDiffers))
    }
    if codeBlocks(translation.introduction) != codeBlocks(original.introduction) {
      problem(
        translation.line,
        Said(.introductionCodeBlocksDiffer))
    }
    guard translation.steps.count == original.steps.count else {
      problem(
        translation.line,
        Said(
          .translationStepsOriginalTranslate, translation.steps.count, original.steps.count,
          originalName))
      return problems
    }
    for (index, (ours, theirs)) in zip(translation.steps, original.steps).enumerated() {
      let number = index + 1
      if ours.code != theirs.code {
        problem(
          ours.codeLine ?? ours.line,
          Said(.stepSwiftBlockDiffers, number, ours.title, theirs.codeLine ?? theirs.line))
      }
      if ours.startCode != theirs.startCode {
        problem(
          ours.startCodeLine ?? ours.line,
          Said(.stepSwiftStartBlock, number, ours.title))
      }
      if codeBlocks(ours.prose) != codeBlocks(theirs.prose) {
        problem(
          ours.line,
          Said(.stepCodeBlocksText, number, ours.title))
      }
      if ours.goals.count != theirs.goals.count {
        problem(
          ours.line,
          Said(
            .stepGoalsOriginalTranslate, number, ours.title, ours.goals.count,
            theirs.goals.count))
      } else {
        for (offset, (goal, originalGoal)) in zip(ours.goals, theirs.goals).enumerated()
        where goal.kind != originalGoal.kind {
          problem(
            goal.line,
            Said(
              .stepGoalChecksOriginal, number, ours.title, offset + 1, describe(goal.kind),
              describe(originalGoal.kind), originalGoal.line))
        }
      }
      if ours.hints.count != theirs.hints.count {
        problem(
          ours.line,
          Said(
            .stepHintsOriginalTranslate, number, ours.title, ours.hints.count,
            theirs.hints.count))
      }
      problems += situationalDifferences(ours, from: theirs, number: number, in: translation.path)
    }
    return problems
  }

  /// A step's situational hints must keep the original's predicates, byte for byte and in
  /// order: only the words after `=>` are translated.
  static func situationalDifferences(
    _ ours: LessonStep, from theirs: LessonStep, number: Int, in path: String
  ) -> [LessonError] {
    let hints = ours.situationalHints
    let originals = theirs.situationalHints
    guard hints.count == originals.count else {
      return [
        LessonError(
          file: path, line: hints.first?.line ?? ours.line,
          Said(
            .stepSituationalHintsOriginal, number, ours.title, hints.count, originals.count,
            originals.first?.line ?? theirs.line))
      ]
    }
    return zip(hints, originals).enumerated().compactMap { offset, pair in
      let (hint, original) = pair
      guard hint.predicate != original.predicate else { return nil }
      return LessonError(
        file: path, line: hint.line, column: hint.column,
        Said(
          .stepSituationalHintChecks, number, ours.title, offset + 1, hint.predicate,
          original.predicate, original.line))
    }
  }

  /// Warnings about the `translation-of` line: missing, or naming another version of the
  /// original than the one there now (a stale translation, which still loads).
  public static func staleness(of translation: Translation) -> [LessonError] {
    guard let current = translation.originalHash else { return [] }
    let lesson = translation.lesson
    guard let reference = lesson.translationOf else {
      return [
        LessonError(
          file: lesson.path, line: lesson.idLine,
          Said(.translationNoTranslationLine, translation.originalPath, current),
          severity: .warning)
      ]
    }
    guard reference.hash != current else { return [] }
    return [
      LessonError(
        file: lesson.path, line: reference.line, column: reference.column,
        Said(
          .translationStaleChangedAfter, translation.originalPath, reference.hash, current,
          current), severity: .warning)
    ]
  }

  /// The original in the translation's words: its title, introduction, step titles and text,
  /// hints and goal labels, with everything else (id, code, predicates, lines for errors) the
  /// original's own. Nil when the translation does not keep what a machine reads.
  public static func localized(_ original: Lesson, by translation: Lesson) -> Lesson? {
    guard differences(translation, from: original).isEmpty else { return nil }
    var lesson = original
    lesson.title = translation.title
    lesson.introduction = translation.introduction
    for index in lesson.steps.indices {
      let words = translation.steps[index]
      lesson.steps[index].title = words.title
      lesson.steps[index].prose = words.prose
      lesson.steps[index].hints = words.hints
      for hint in lesson.steps[index].situationalHints.indices {
        lesson.steps[index].situationalHints[hint].text = words.situationalHints[hint].text
      }
      for goal in lesson.steps[index].goals.indices {
        lesson.steps[index].goals[goal].label = words.goals[goal].label
      }
    }
    return lesson
  }

  /// The code blocks among prose blocks, nested ones included, in order.
  static func codeBlocks(_ blocks: [ProseBlock]) -> [String] {
    blocks.flatMap { block -> [String] in
      switch block {
      case .code(let language, let text): return [(language ?? "") + "\n" + text]
      case .bulletList(let items), .orderedList(_, let items): return items.flatMap(codeBlocks)
      case .quote(let children): return codeBlocks(children)
      case .paragraph, .heading: return []
      }
    }
  }

  static func describe(_ source: LessonSource) -> String {
    source.file + (source.section.map { ", \"\($0)\"" } ?? "")
  }

  static func describe(_ kind: Goal.Kind) -> String {
    switch kind {
    case .predicate(let text): return "'\(text)'"
    case .crash(let id): return "'crash: \(id)'"
    case .warning(let id): return "'warning: \(id)'"
    case .advice(let id): return "'advice: \(id)'"
    }
  }
}
