/// One line of a step's ` ```goal ` block.
public struct Goal: Sendable, Equatable {
  /// What the goal is, as the learner sees it checked off.
  public enum Kind: Sendable, Equatable {
    /// A Swift expression over the learner's variables and the simulated world, kept as
    /// written: `alert.actions.count == 2`.
    case predicate(String)
    /// The step expects this simulated crash (`crash: one-cancel`).
    case crash(ruleID: String)
    /// The step expects this console warning (`warning: RULE-ID`).
    case warning(ruleID: String)
    /// The step expects this piece of advice (`advice: RULE-ID`).
    case advice(ruleID: String)
  }

  /// The words shown beside ✓ or ✗: the part before `: ` for a predicate, the whole line
  /// (`crash: one-cancel`) for an expected crash, warning or advice.
  public var label: String
  public var kind: Kind
  /// The 1-based line in the lesson file.
  public var line: Int

  public init(label: String, kind: Kind, line: Int) {
    self.label = label
    self.kind = kind
    self.line = line
  }
}
