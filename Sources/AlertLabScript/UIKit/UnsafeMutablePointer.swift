import AlertLabKit
import AlertLabWords

// The pointers `popoverPresentationController(_:willRepositionPopoverTo:in:)` hands its
// delegate: `rect.pointee` (Swift 2: `rect.memory`) reads and sets the anchor rect,
// `view.pointee` the anchor view. They are valid while the delegate method runs.

extension APIClass {
  static let unsafeMutablePointer = APIClass(
    "UnsafeMutablePointer", superclass: nil,
    members: [
      .pointee(
        "CGRect",
        read: { if case .rect(let rect) = $0 { return .rect(rect) } else { return nil } },
        write: { if case .rect(let rect) = $0 { return .rect(rect) } else { return nil } })
    ])

  static let autoreleasingUnsafeMutablePointer = APIClass(
    "AutoreleasingUnsafeMutablePointer", superclass: nil,
    members: [
      .pointee(
        "UIView",
        read: { if case .view(let view) = $0 { return .object(view) } else { return nil } },
        write: {
          if case .object(let view)? = $0.unwrapped, view.rawValue != 0 { return .view(view) }
          return nil
        })
    ])
}

extension APIMember {
  /// `pointee` (Swift 2: `memory`) of a pointer a delegate method was handed: `read` turns
  /// what it points at into a value, `write` a value into what it points at.
  static func pointee(
    _ type: String, read: @escaping @Sendable (Pointee) -> Value?,
    write: @escaping @Sendable (Value) -> Pointee?
  ) -> APIMember {
    objectProperty(
      "pointee", type, old: ["memory"],
      get: { machine, object, use in
        guard let target = machine.state.world.popovers.pointees[object], let value = read(target)
        else { throw use.danglingPointer }
        return value
      },
      set: { machine, object, use in
        guard machine.state.world.popovers.pointees[object] != nil else {
          throw use.danglingPointer
        }
        if let target = write(use.value) { machine.state.world.popovers.pointees[object] = target }
      })
  }
}

extension MemberUse {
  /// A pointer kept after the delegate method it was handed to returned.
  var danglingPointer: ScriptFailure {
    scriptError(
      Said(.keepsDelegatePointerArguments),
      at: range)
  }
}
