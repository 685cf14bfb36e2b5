/// How a drawing is made: box-drawing characters or plain ASCII, ANSI colour or none.
public struct DrawingOptions: Sendable, Hashable {
  /// Draws with `+-|` and ASCII arrows, dots and bullets only (for terminals and tests that
  /// need it). Titles and messages are still drawn as written.
  public var ascii: Bool
  /// Uses ANSI bold, faint and red. Without colour the same facts show as plain text:
  /// `*bold*`, `!destructive!`, `(disabled)`, `(placeholder)` and `·` on every empty cell
  /// behind a modal.
  public var color: Bool
  /// The words of the caption under the screen (the device's name).
  public var words: ScreenWords = .english

  public init(ascii: Bool = false, color: Bool = false) {
    self.ascii = ascii
    self.color = color
  }
}
