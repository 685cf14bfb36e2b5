import AlertLabKit

// CGRect, CGSize and CGPoint, with the CGRectMake and CGRectZero of the old SDKs.

extension ValueKind where Base == Rect {
  static let rect = ValueKind(
    extract: { if case .rect(let rect) = $0 { return rect } else { return nil } },
    wrap: { .rect($0) })
}

extension ValueKind where Base == Size {
  static let size = ValueKind(
    extract: { if case .size(let size) = $0 { return size } else { return nil } },
    wrap: { .size($0) })
}

extension ValueKind where Base == Point {
  static let point = ValueKind(
    extract: { if case .point(let point) = $0 { return point } else { return nil } },
    wrap: { .point($0) })
}

extension APIClass {
  static let cgRect = APIClass(
    "CGRect", superclass: nil,
    members: [
      .numbersInitializer("CGRect", ["x", "y", "width", "height"], global: "CGRectMake") {
        .rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]))
      },
      .initializer([ParamSpec("origin", "CGPoint"), ParamSpec("size", "CGSize")]) { _, use in
        guard case .point(let origin)? = use.argument(0), case .size(let size)? = use.argument(1)
        else { return .rect(.zero) }
        return .rect(Rect(origin: origin, size: size))
      },
      .initializer([]) { _, _ in .rect(.zero) },
      .zero("CGRect", .rect(.zero), global: "CGRectZero"),
      .valueProperty(
        "origin", "CGPoint", of: .rect, get: { .point($0.origin) },
        set: { rect, _, value in
          if case .point(let point) = value { rect.origin = point }
        }),
      .valueProperty(
        "size", "CGSize", of: .rect, get: { .size($0.size) },
        set: { rect, _, value in
          if case .size(let size) = value { rect.size = size }
        }),
      .numberProperty("width", of: .rect, \Rect.width),
      .numberProperty("height", of: .rect, \Rect.height),
      .numberProperty("minX", of: .rect, \Rect.minX),
      .numberProperty("minY", of: .rect, \Rect.minY),
      .numberProperty("midX", of: .rect, \Rect.midX),
      .numberProperty("midY", of: .rect, \Rect.midY),
      .numberProperty("maxX", of: .rect, \Rect.maxX),
      .numberProperty("maxY", of: .rect, \Rect.maxY),
    ])

  static let cgSize = APIClass(
    "CGSize", superclass: nil,
    members: [
      .numbersInitializer("CGSize", ["width", "height"], global: "CGSizeMake") {
        .size(Size(width: $0[0], height: $0[1]))
      },
      .initializer([]) { _, _ in .size(.zero) },
      .zero("CGSize", .size(.zero), global: "CGSizeZero"),
      .numberProperty("width", of: .size, \Size.width),
      .numberProperty("height", of: .size, \Size.height),
    ])

  static let cgPoint = APIClass(
    "CGPoint", superclass: nil,
    members: [
      .numbersInitializer("CGPoint", ["x", "y"], global: "CGPointMake") {
        .point(Point(x: $0[0], y: $0[1]))
      },
      .initializer([]) { _, _ in .point(.zero) },
      .zero("CGPoint", .point(.zero), global: "CGPointZero"),
      .numberProperty("x", of: .point, \Point.x),
      .numberProperty("y", of: .point, \Point.y),
    ])
}
