/// One line of a step's ` ```hints ` block: a hint shown by `:hint` only while its predicate
/// holds, such as `alert.actions.first === okAction => OK must be added last ...`.
public struct SituationalHint: Sendable, Equatable {
  /// The Swift expression, as written, that says when the hint fits the learner's state.
  /// It is evaluated like a goal's predicate; one that cannot be evaluated counts as false.
  public var predicate: String
  /// The hint, kept as inline Markdown as a ladder rung is.
  public var text: String
  /// The 1-based line in the lesson file.
  public var line: Int
  /// The 1-based column where the predicate starts.
  public var column: Int

  public init(predicate: String, text: String, line: Int, column: Int = 1) {
    self.predicate = predicate
    self.text = text
    self.line = line
    self.column = column
  }
}
