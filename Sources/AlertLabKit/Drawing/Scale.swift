/// The one scale from points to terminal cells: 10 points per column, 24 points per row.
///
/// An iPhone's 375 × 667 point screen is 38 columns × 28 rows inside its frame, an iPad's
/// 768 × 1024 is 77 × 43, and the 270-point alert is 27 columns wide. Positions and lengths
/// round to the nearest cell (halves away from zero), so a `preferredContentSize`, a
/// `sourceRect` or a bar button item's frame lands where the same points would on a device.
public enum Scale {
  /// Points per column.
  public static let pointsPerColumn = 10.0
  /// Points per row.
  public static let pointsPerRow = 24.0

  /// The column boundary nearest the x coordinate `x` (in points).
  public static func column(_ x: Double) -> Int { cells(x / pointsPerColumn) }

  /// How many columns `width` points take.
  public static func columns(_ width: Double) -> Int { cells(width / pointsPerColumn) }

  /// The row boundary nearest the y coordinate `y` (in points).
  public static func row(_ y: Double) -> Int { cells(y / pointsPerRow) }

  /// How many rows `height` points take.
  public static func rows(_ height: Double) -> Int { cells(height / pointsPerRow) }

  /// Rounds to the nearest whole cell; anything not finite counts as 0, and huge values are
  /// held to a million cells so that no arithmetic on them can overflow.
  static func cells(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(max(-1_000_000, min(1_000_000, value.rounded())))
  }
}
