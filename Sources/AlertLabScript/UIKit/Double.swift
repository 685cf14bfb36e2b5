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
    ] + APIMember.formattedMethods)
}

extension APIMember {
  /// `formatted()` and `formatted(_:)` of a number (iOS 15): written as Foundation writes it
  /// (`NumberFormats.swift`, where a call with a style is answered before it gets here).
  static let formattedMethods: [APIMember] = [
    .method("formatted", [], returns: "String") { _, use in
      guard let text = NumberFormat(kind: .number).text(of: use.receiver) else {
        throw scriptError(Said(.formatStyleNotSimulated), at: use.range)
      }
      return .string(text)
    },
    .method("formatted", [ParamSpec(nil, "Any")], returns: "String") { _, use in
      throw scriptError(Said(.formatStyleNotSimulated), at: use.range)
    },
  ]

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
