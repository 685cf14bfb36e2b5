import AlertLabKit
import AlertLabWords

// Swift's Int: the integer methods code computes with.

extension APIClass {
  static let int = APIClass(
    "Int", superclass: nil,
    members: [
      .method("isMultiple", [ParamSpec("of", "Int")], returns: "Bool") { _, use in
        guard case .int(let number) = use.receiver, case .int(let other) = use.value else {
          throw scriptError(Said(.doesSimulateMethodYet), at: use.range)
        }
        return .bool(number.isMultiple(of: other))
      },
      .method("signum", [], returns: "Int") { _, use in
        guard case .int(let number) = use.receiver else {
          throw scriptError(Said(.doesSimulateMethodYet), at: use.range)
        }
        return .int(number.signum())
      },
    ] + APIMember.formattedMethods)
}
