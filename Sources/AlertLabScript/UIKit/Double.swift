import AlertLabKit
import AlertLabWords

// Swift's Double: the floating-point methods code computes with.

extension APIClass {
  static let double = APIClass(
    "Double", superclass: nil,
    members: [
      .doubleMethod("squareRoot", []) { number, _, _ in number.squareRoot() },
      .doubleMethod("rounded", []) { number, _, _ in number.rounded() },
      .doubleMethod("truncatingRemainder", [ParamSpec("dividingBy", "Double")]) {
        number, machine, use in
        number.truncatingRemainder(dividingBy: machine.number(use.value))
      },
      .doubleMethod("remainder", [ParamSpec("dividingBy", "Double")]) { number, machine, use in
        number.remainder(dividingBy: machine.number(use.value))
      },
    ])
}

extension APIMember {
  /// A method of a Double that answers a Double.
  static func doubleMethod(
    _ name: String, _ params: [ParamSpec],
    run: @escaping @Sendable (Double, Interpreter, MemberUse) -> Double
  ) -> APIMember {
    method(name, params, returns: "Double") { machine, use in
      guard case .double(let number) = use.receiver else {
        throw scriptError(Said(.doesSimulateMethodYet), at: use.range)
      }
      return .double(run(number, machine, use))
    }
  }
}
