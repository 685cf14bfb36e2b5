import AlertLabKit

// Swift's Array, with NSArray's `firstObject` and `lastObject`.

extension ValueKind where Base == [Value] {
  static let array = ValueKind(
    extract: { if case .array(let items, _) = $0 { return items } else { return nil } },
    wrap: { .array($0, element: "Any") })
}

extension APIClass {
  static let array = APIClass(
    "Array", superclass: nil,
    members: [
      .valueProperty("count", "Int", of: .array) { .int($0.count) },
      .valueProperty("isEmpty", "Bool", of: .array) { .bool($0.isEmpty) },
      .valueProperty("first", "Element?", of: .array, old: ["firstObject"]) {
        $0.first.map { .some($0) } ?? .none
      },
      .valueProperty("last", "Element?", of: .array, old: ["lastObject"]) {
        $0.last.map { .some($0) } ?? .none
      },
      .method("append", [ParamSpec(nil, "Element")]) { _, use in
        throw scriptError(
          "AlertLab does not simulate changing arrays; build the array at once", at: use.range)
      },
      .arrayMethod("contains", [ParamSpec(nil, "Element")], returns: "Bool") {
        machine, items, _, use in
        .bool(try items.contains { try machine.equal($0, use.value, range: use.range) })
      },
      .arrayMethod("contains", [ParamSpec("where", "(Element) -> Bool")], returns: "Bool") {
        machine, items, _, use in
        .bool(try items.contains { try machine.test($0, with: use.value, range: use.range) })
      },
      .arrayMethod("first", [ParamSpec("where", "(Element) -> Bool")], returns: "Element?") {
        machine, items, _, use in
        try items.first { try machine.test($0, with: use.value, range: use.range) }
          .map { .some($0) } ?? .none
      },
      .arrayMethod("filter", [ParamSpec(nil, "(Element) -> Bool")], returns: "[Element]") {
        machine, items, element, use in
        .array(
          try items.filter { try machine.test($0, with: use.value, range: use.range) },
          element: element)
      },
      .arrayMethod("allSatisfy", [ParamSpec(nil, "(Element) -> Bool")], returns: "Bool") {
        machine, items, _, use in
        .bool(try items.allSatisfy { try machine.test($0, with: use.value, range: use.range) })
      },
      .arrayMethod("last", [ParamSpec("where", "(Element) -> Bool")], returns: "Element?") {
        machine, items, _, use in
        try items.last { try machine.test($0, with: use.value, range: use.range) }
          .map { .some($0) } ?? .none
      },
      .arrayMethod("dropFirst", [], returns: "[Element]") { _, items, element, _ in
        .array(Array(items.dropFirst()), element: element)
      },
      .arrayMethod("dropFirst", [ParamSpec(nil, "Int")], returns: "[Element]") {
        _, items, element, use in
        .array(Array(items.dropFirst(max(0, use.count(0)))), element: element)
      },
      .arrayMethod("dropLast", [], returns: "[Element]") { _, items, element, _ in
        .array(Array(items.dropLast()), element: element)
      },
      .arrayMethod("dropLast", [ParamSpec(nil, "Int")], returns: "[Element]") {
        _, items, element, use in
        .array(Array(items.dropLast(max(0, use.count(0)))), element: element)
      },
      .arrayMethod("prefix", [ParamSpec(nil, "Int")], returns: "[Element]") {
        _, items, element, use in
        .array(Array(items.prefix(max(0, use.count(0)))), element: element)
      },
      .arrayMethod("suffix", [ParamSpec(nil, "Int")], returns: "[Element]") {
        _, items, element, use in
        .array(Array(items.suffix(max(0, use.count(0)))), element: element)
      },
      .arrayMethod("map", [ParamSpec(nil, "(Element) -> Any")], returns: "[Any]") {
        machine, items, _, use in
        let mapped = try items.map { try machine.apply(use.value, to: $0, range: use.range) }
        return try machine.checkedSize(
          .array(mapped, element: mapped.first.map(machine.typeName) ?? "Any"), range: use.range)
      },
    ])
}

extension APIMember {
  /// A method of an array: the interpreter, the items, their element type and the use.
  static func arrayMethod(
    _ name: String, _ params: [ParamSpec], returns: String,
    run: @escaping @Sendable (Interpreter, [Value], String, MemberUse) throws -> Value
  ) -> APIMember {
    method(name, params, returns: returns) { machine, use in
      guard case .array(let items, let element) = use.receiver else {
        throw scriptError("AlertLab does not simulate this method yet", at: use.range)
      }
      return try run(machine, items, element, use)
    }
  }
}
