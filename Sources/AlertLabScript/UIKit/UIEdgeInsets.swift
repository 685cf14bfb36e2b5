import AlertLabKit

extension ValueKind where Base == EdgeInsets {
  static let insets = ValueKind(
    extract: { if case .insets(let insets) = $0 { return insets } else { return nil } },
    wrap: { .insets($0) })
}

extension APIClass {
  static let uiEdgeInsets = APIClass(
    "UIEdgeInsets", superclass: nil,
    members: [
      .numbersInitializer(
        "UIEdgeInsets", ["top", "left", "bottom", "right"], global: "UIEdgeInsetsMake"
      ) {
        .insets(EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]))
      },
      .zero("UIEdgeInsets", .insets(.zero), global: "UIEdgeInsetsZero"),
      .numberProperty("top", of: .insets, \EdgeInsets.top),
      .numberProperty("left", of: .insets, \EdgeInsets.left),
      .numberProperty("bottom", of: .insets, \EdgeInsets.bottom),
      .numberProperty("right", of: .insets, \EdgeInsets.right),
    ])
}
