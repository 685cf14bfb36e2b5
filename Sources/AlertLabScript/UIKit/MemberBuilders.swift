import AlertLabKit

// Builders for the common shapes of member: one of an object (its record in the world), and
// plain values for results.

/// A behaviour of an object's member: the interpreter, the object and the use.
typealias ObjectBehaviour = @Sendable (Interpreter, ObjectID, MemberUse) throws -> Value
/// A setter of an object's property: the interpreter, the object and the use (its new value).
typealias ObjectSetter = @Sendable (Interpreter, ObjectID, MemberUse) throws -> Void

extension APIMember {
  /// A read-only property of an object.
  static func objectProperty(
    _ name: String, _ type: String, old: [String] = [], since: IOSVersion? = nil,
    get: @escaping ObjectBehaviour
  ) -> APIMember {
    property(name, type, old: old, since: since) { machine, use in
      try get(machine, try use.requireObject(), use)
    }
  }

  /// A settable property of an object.
  static func objectProperty(
    _ name: String, _ type: String, old: [String] = [], since: IOSVersion? = nil,
    get: @escaping ObjectBehaviour, set: @escaping ObjectSetter
  ) -> APIMember {
    property(
      name, type, old: old, since: since,
      get: { machine, use in try get(machine, try use.requireObject(), use) },
      set: { machine, use in
        try set(machine, try use.requireObject(), use)
        return use.receiver
      })
  }

  /// A method of an object; used on anything else it does nothing.
  static func objectMethod(
    _ name: String, _ params: [ParamSpec], returns: String = "Void", old: [OldSpelling] = [],
    since: IOSVersion? = nil, run: @escaping ObjectBehaviour
  ) -> APIMember {
    method(name, params, returns: returns, old: old, since: since) { machine, use in
      guard let object = use.object else { return .void }
      return try run(machine, object, use)
    }
  }
}

/// An optional string as a value.
func optionalString(_ text: String?) -> Value { text.map { .some(.string($0)) } ?? .none }

/// An optional object as a value.
func optionalObject(_ id: ObjectID?) -> Value { id.map { .some(.object($0)) } ?? .none }
