import AlertLabKit

// `value.hashValue`: a type of the program's own that declares `hash(into:)` is hashed by
// it, fed a `Hasher` (HasherModule.swift); any other value by its contents, so that equal
// values hash equally. The numbers are AlertLab's own and the same every run: Swift seeds
// its hashes afresh in every process, and a program never relies on them.

extension Interpreter {
  /// The hash value of `value`.
  func hashValue(of value: Value, range: SourceRange) throws -> Value {
    if mayHaveDeclaredMembers(value), learnerDeclares(value, method: "hash") {
      try declare(.hasher)
      let hasher = try construct("Hasher", arguments: [], range: range, calleeRange: range)
      let name = "$hasher"
      scopes.append([name: newBox(hasher, constant: false, type: "Hasher")])
      defer { scopes.removeLast() }
      let target = Expr(.identifier(name), range: range)
      let argument = Argument(label: "into", value: Expr(.prefix(op: "&", target), range: range))
      _ = try callMember(value, name: "hash", arguments: [argument], range: range, nameRange: range)
      return try callMember(
        try lookup(name, range: range), name: "finalize", arguments: [], range: range,
        nameRange: range)
    }
    // An instance of a class hashes by its identity.
    if case .object(let id) = value, !isLearnerStruct(id) {
      return .int(Self.mixed(UInt64(truncatingIfNeeded: id.rawValue)))
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in try reflectingText(value).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return .int(Int(truncatingIfNeeded: hash))
  }

  /// A number's bits spread over the whole word (SplitMix64's finalizer).
  static func mixed(_ number: UInt64) -> Int {
    var bits = number &+ 0x9e37_79b9_7f4a_7c15
    bits = (bits ^ (bits >> 30)) &* 0xbf58_476d_1ce4_e5b9
    bits = (bits ^ (bits >> 27)) &* 0x94d0_49bb_1331_11eb
    return Int(truncatingIfNeeded: bits ^ (bits >> 31))
  }
}
