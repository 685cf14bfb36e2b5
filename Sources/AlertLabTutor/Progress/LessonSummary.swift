import AlertLabWords

/// Where a lesson stands for the learner, as `:lessons` lists it.
public enum LessonState: String, Sendable, CaseIterable {
  /// Every step done without help.
  case done
  /// Every step finished, some with the solution's help.
  case assisted
  /// Every step finished, some skipped; or left unfinished for another lesson.
  case skipped
  /// The lesson the learner is in.
  case current
  /// Nothing recorded yet.
  case notStarted

  /// A one-character symbol: ✓ ◐ ↷ ▶ ·
  public var symbol: String {
    switch self {
    case .done: return "✓"
    case .assisted: return "◐"
    case .skipped: return "↷"
    case .current: return "▶"
    case .notStarted: return "·"
    }
  }

  /// The symbol for terminals without Unicode: [x] [~] [>>] [>] [ ]
  public var asciiSymbol: String {
    switch self {
    case .done: return "[x]"
    case .assisted: return "[~]"
    case .skipped: return "[>>]"
    case .current: return "[>]"
    case .notStarted: return "[ ]"
    }
  }

  /// The state in the words of the language whose words file is `code`: `not started`.
  public func word(in code: String = "en") -> String {
    Words.text(wordsKey, in: code)
  }

  /// The key of the state's word in the words files.
  public var wordsKey: String { "reply.lessonState." + rawValue }

  /// Symbol and word, never colour alone: `✓ done`, `[ ] not started`.
  public func label(ascii: Bool = false) -> String {
    (ascii ? asciiSymbol : symbol) + " " + word()
  }
}

/// A lesson's state and how many of its steps are finished.
public struct LessonSummary: Equatable, Sendable {
  public var state: LessonState
  /// Steps done, assisted or skipped.
  public var finished: Int
  public var total: Int

  public init(state: LessonState, finished: Int, total: Int) {
    self.state = state
    self.finished = finished
    self.total = total
  }

  /// The summary of a lesson whose steps have these states (nil: not finished).
  ///
  /// A lesson with every step finished is done, assisted (some steps assisted) or skipped
  /// (some steps skipped). Otherwise it is current when the learner is in it, skipped when
  /// some steps are finished but the learner went elsewhere, and not started when nothing
  /// is recorded.
  public init(states: [StepState?], isCurrent: Bool) {
    let finishedStates = states.compactMap { $0 }
    let state: LessonState
    if !states.isEmpty && finishedStates.count == states.count {
      if finishedStates.contains(.skipped) {
        state = .skipped
      } else if finishedStates.contains(.assisted) {
        state = .assisted
      } else {
        state = .done
      }
    } else if isCurrent {
      state = .current
    } else if !finishedStates.isEmpty {
      state = .skipped
    } else {
      state = .notStarted
    }
    self.init(state: state, finished: finishedStates.count, total: states.count)
  }

  /// `[###-------] 3/10`.
  public func bar(width: Int = 10) -> String {
    ProgressBar.text(completed: finished, total: total, width: width)
  }
}

/// A progress bar in plain characters.
public enum ProgressBar {
  /// `[#####-----] 5/10`: `width` cells, filled in proportion (rounded to the nearest cell,
  /// but never full before the end nor empty after the start), then the count.
  public static func text(completed: Int, total: Int, width: Int = 10) -> String {
    let width = max(width, 1)
    let total = max(total, 0)
    let completed = min(max(completed, 0), total)
    var filled = 0
    if total > 0 && completed > 0 {
      filled = (completed * width * 2 + total) / (total * 2)
      filled = completed == total ? width : min(max(filled, 1), width - 1)
    }
    let cells =
      String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    return "[\(cells)] \(completed)/\(total)"
  }
}
