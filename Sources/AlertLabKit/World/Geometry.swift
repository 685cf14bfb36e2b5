/// A point in UIKit's coordinate space (points, origin top left).
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points, as `CGRect`.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  /// The rectangle moved by the origin of `frame`, turning view coordinates into window ones.
  public func offset(by point: Point) -> Rect {
    Rect(x: origin.x + point.x, y: origin.y + point.y, width: size.width, height: size.height)
  }

  /// True when the two rectangles share some area (touching edges do not count).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}

/// Insets in points, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Formats a CGFloat the way Swift prints a `Double`-backed CGFloat (`300.0`).
public func formatPoints(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int(value)) + ".0"
  }
  return String(value)
}
