import AlertLabKit

/// What `Interpreter.convert(_:to:at:)` asks of a written type, worked out once per spelling:
/// each answer depends on the spelling and the catalog alone (never on the learner's
/// declarations, which `convert` still asks the state about), so one shape serves every
/// interpreter in the process. `((UIAlertAction) -> Void)?` is normalized, seen to be
/// optional, and its wrapped type seen to be a function type once, not at every argument.
final class TypeShape: Sendable {
  /// How the type wraps another: `T!`, `T?` or not at all.
  enum Wrapping: Sendable {
    case none
    case implicitlyUnwrapped(TypeShape)
    case optional(TypeShape)
  }

  /// The type with `Array<T>` written `[T]` and an old alias replaced
  /// (`Interpreter.normalizedTypeName`).
  let name: String
  let wrapping: Wrapping
  /// `Any` or `AnyObject`, and `Void`.
  let isAny: Bool
  let isVoid: Bool
  /// `CGFloat`, `Double`, `Float` or a clock type, optional or not.
  let isFloat: Bool
  /// A function type, `(UITextField) -> Void` (as `isFunctionType` decides).
  let isFunction: Bool
  let isSelector: Bool
  /// `NSNotification.Name` or `Notification.Name`.
  let isNotificationName: Bool
  /// The catalog's enum of that name.
  let enumSpec: EnumSpec?
  /// Written as a collection, `[...]`.
  let isBracketed: Bool
  /// The element type of an array of optionals (`[((UIAlertAction) -> Void)?]`).
  let optionalElement: String?
  /// A type of the catalog (a class or an enum).
  let isKnown: Bool
  /// `NSRange` or `_NSRange`, and `Range<...>`.
  let isNSRange: Bool
  let isRange: Bool
  /// A sized integer type, `UInt8`, `Int32`, ...
  let integerKind: IntegerKind?

  init(_ written: String, in interpreter: Interpreter) {
    let name = interpreter.normalizedTypeName(written)
    self.name = name
    if name.hasSuffix("!") {
      wrapping = .implicitlyUnwrapped(TypeShape.of(String(name.dropLast()), in: interpreter))
    } else if name.hasSuffix("?"), !Interpreter.functionResultIsOptional(name) {
      // (`(Int) -> Int?` is a function, whose result is the optional.)
      wrapping = .optional(TypeShape.of(String(name.dropLast()), in: interpreter))
    } else {
      wrapping = .none
    }
    isAny = name == "Any" || name == "AnyObject"
    isVoid = name == "Void"
    isFloat = interpreter.isFloatType(name)
    isFunction = isFunctionType(name)
    isSelector = name == "Selector"
    isNotificationName = name == "NSNotification.Name" || name == "Notification.Name"
    enumSpec = APICatalog.enums[name]
    isBracketed = name.hasPrefix("[")
    if isBracketed {
      let inner = String(name.dropFirst().dropLast())
      optionalElement = interpreter.stripOptional(inner) != inner ? inner : nil
    } else {
      optionalElement = nil
    }
    isKnown = interpreter.isKnownType(name)
    isNSRange = name == "NSRange" || name == "_NSRange"
    isRange = name.hasPrefix("Range<")
    integerKind = IntegerKind(name: name)
  }

  /// Shapes already worked out, by spelling.
  static let memo = SpellingMemo<String, TypeShape>()

  /// The shape of `written`: remembered, unless `interpreter` works every one out afresh.
  static func of(_ written: String, in interpreter: Interpreter) -> TypeShape {
    guard interpreter.remembersSpellings else { return TypeShape(written, in: interpreter) }
    return interpreter.recentShapes.value(written, from: memo) { TypeShape($0, in: interpreter) }
  }
}
