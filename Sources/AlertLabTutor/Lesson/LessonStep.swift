/// One step of a lesson: what to read, what to type, what must become true, and hints.
public struct LessonStep: Sendable, Equatable {
  /// The text of the step's `##` heading.
  public var title: String
  /// Everything in the step that is read rather than checked: paragraphs, lists, quotes,
  /// code blocks other than the step's own `swift` block.
  public var prose: [ProseBlock]
  /// The first ` ```swift ` block: what to type, and the step's reference solution.
  public var code: String?
  /// The 1-based line of the code block's opening fence.
  public var codeLine: Int?
  /// The ` ```swift start ` block: run after the earlier steps' solutions to build this
  /// step's start state.
  public var startCode: String?
  /// The 1-based line of the start block's opening fence.
  public var startCodeLine: Int?
  /// The goals from the ` ```goal ` block, in order.
  public var goals: [Goal]
  /// The hint ladder, gentlest first: the items of the first numbered list after the goal
  /// block, each as text that reads well printed as it is and can also be rendered as
  /// Markdown: inline code keeps its backticks, emphasis its `*`, links show their text.
  public var hints: [String]
  /// The hints of the step's ` ```hints ` block, in order: each is shown only while its
  /// predicate holds, before the ladder's next rung.
  public var situationalHints: [SituationalHint]
  /// The 1-based line of the heading.
  public var line: Int
  /// What the step's `- then: next|wait` line asks for once the goals are met; nil when it
  /// has none (`waitsWhenDone` then decides from the text).
  public var ending: StepEnding?

  /// True for a "break it" step: one of its goals expects a crash.
  public var isBreakIt: Bool {
    goals.contains { goal in
      if case .crash = goal.kind { return true }
      return false
    }
  }

  public init(
    title: String, prose: [ProseBlock] = [], code: String? = nil, codeLine: Int? = nil,
    startCode: String? = nil, startCodeLine: Int? = nil, goals: [Goal] = [],
    hints: [String] = [], situationalHints: [SituationalHint] = [], line: Int,
    ending: StepEnding? = nil
  ) {
    self.ending = ending
    self.title = title
    self.prose = prose
    self.code = code
    self.codeLine = codeLine
    self.startCode = startCode
    self.startCodeLine = startCodeLine
    self.goals = goals
    self.hints = hints
    self.situationalHints = situationalHints
    self.line = line
  }
}
