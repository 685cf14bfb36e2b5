/// A position in the learner's input: 1-based line, 1-based column counted in `Character`s
/// (what the learner sees), and the 0-based UTF-8 byte offset from the start of the input.
///
/// Kept in 32 bits each (input is at most `Parser.maximumInputBytes`; larger numbers are
/// clamped), so that a token or a syntax node, which carry two of them, copies half the
/// bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedOffset: Int32

  /// 1-based line number.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  /// 1-based column, counted in `Character`s (grapheme clusters) from the start of the line.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  /// 0-based offset in UTF-8 bytes from the start of the input.
  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(clamping: newValue) }
  }

  public init(line: Int, column: Int, offset: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
    storedOffset = Int32(clamping: offset)
  }

  /// A location the source locator found: its numbers are within an input the parser
  /// accepts (`Parser.maximumInputBytes`), so they are kept without the clamping, which
  /// costs a few instructions for each of the two locations of every token. (A larger
  /// number would wrap, never trap.)
  @inline(__always)
  init(locatedLine line: Int, column: Int, offset: Int) {
    storedLine = Int32(truncatingIfNeeded: line)
    storedColumn = Int32(truncatingIfNeeded: column)
    storedOffset = Int32(truncatingIfNeeded: offset)
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }

  /// `line:column`, as the compiler prints it.
  public var description: String { "\(line):\(column)" }
}

/// A half-open stretch of the input: `start` is the first character, `end` is just past the last.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// An empty range at `location` (used for "expected ..." diagnostics at a point).
  public init(at location: SourceLocation) {
    self.start = location
    self.end = location
  }

  /// The smallest range covering both `self` and `other`.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  /// `line:column-line:column`.
  public var description: String { "\(start)-\(end)" }
}
