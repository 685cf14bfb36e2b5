import AlertLabKit

/// How a value type is found in a `Value` and put back: `CGRect` is `.rect`.
struct ValueKind<Base>: Sendable {
  let extract: @Sendable (Value) -> Base?
  let wrap: @Sendable (Base) -> Value
}

extension APIMember {
  /// A read-only property of a value type.
  static func valueProperty<Base>(
    _ name: String, _ type: String, of kind: ValueKind<Base>, old: [String] = [],
    get: @escaping @Sendable (Base) -> Value
  ) -> APIMember {
    property(name, type, old: old) { _, use in
      guard let base = kind.extract(use.receiver) else { throw use.cannotRead }
      return get(base)
    }
  }

  /// A property of a value type that can be replaced (`rect.size.width = 10`): the setter
  /// answers the value with the member changed.
  static func valueProperty<Base>(
    _ name: String, _ type: String, of kind: ValueKind<Base>,
    get: @escaping @Sendable (Base) -> Value,
    set: @escaping @Sendable (inout Base, Interpreter, Value) -> Void
  ) -> APIMember {
    property(
      name, type,
      get: { _, use in
        guard let base = kind.extract(use.receiver) else { throw use.cannotRead }
        return get(base)
      },
      set: { machine, use in
        guard var base = kind.extract(use.receiver) else { throw use.cannotRead }
        set(&base, machine, use.value)
        return kind.wrap(base)
      })
  }

  /// A number property of a value type, settable (`size.width`, `insets.top`).
  static func numberProperty<Base>(
    _ name: String, of kind: ValueKind<Base>, _ path: WritableKeyPath<Base, Double> & Sendable
  ) -> APIMember {
    valueProperty(
      name, "CGFloat", of: kind, get: { .double($0[keyPath: path]) },
      set: { base, machine, value in base[keyPath: path] = machine.number(value) })
  }

  /// A read-only number property of a value type (`rect.midX`).
  static func numberProperty<Base>(
    _ name: String, of kind: ValueKind<Base>, _ path: KeyPath<Base, Double> & Sendable
  ) -> APIMember {
    valueProperty(name, "CGFloat", of: kind) { .double($0[keyPath: path]) }
  }

  /// A `zero` static property, and the old SDK's global constant for it (`CGRectZero`).
  static func zero(_ type: String, _ value: Value, global: String) -> APIMember {
    staticProperty(
      "zero", type, old: [OldSpelling(global, form: .global)]
    ) { _, _ in value }
  }

  /// An initializer taking numbers, and the old SDK's function for it (`CGRectMake`).
  static func numbersInitializer(
    _ type: String, _ labels: [String], global: String,
    make: @escaping @Sendable ([Double]) -> Value
  ) -> APIMember {
    initializer(
      labels.map { ParamSpec($0, "CGFloat") },
      old: [
        OldSpelling(
          global, form: .global, shown: global + "(...)",
          today: type + "(" + labels.map { $0 + ":" }.joined() + ")")
      ]
    ) { machine, use in
      make(labels.indices.map { machine.number(use.argument($0)?.unwrapped ?? .int(0)) })
    }
  }
}
