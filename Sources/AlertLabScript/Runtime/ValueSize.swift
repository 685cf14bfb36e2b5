import AlertLabKit
import AlertLabWords

/// What a value costs: the work to compare, copy or build it is charged by the elements it
/// holds (an array of two arrays of two arrays... holds far more than its literal shows), and
/// no value may hold more than `valueLimit` elements or nest deeper than `nestingLimit`.
extension Interpreter {
  /// The most elements (counting those of nested arrays, and a string's bytes by
  /// `bytesPerStep`) one value may hold.
  static let valueLimit = 1_000_000
  /// How many bytes of text one step of work reads or writes.
  static let bytesPerStep = 64

  /// Charges reading or producing `bytes` bytes of text.
  func chargeText(_ bytes: Int, _ range: SourceRange) throws {
    try charge(bytes / Interpreter.bytesPerStep, range)
  }

  /// The deepest nesting of one value (arrays, dictionaries, sets, tuples, optionals and enum
  /// cases within one another).
  static let nestingLimit = 200

  /// The number of elements `value` holds, counted without recursion and stopping once past
  /// `limit`; and how deep it nests (stopping there too).
  static func size(of value: Value, limit: Int) -> (elements: Int, depth: Int) {
    var elements = 0
    var deepest = 0
    var pending: [(Value, Int)] = [(value, 1)]
    while let (next, depth) = pending.popLast() {
      elements += 1
      if elements > limit || deepest > nestingLimit { break }
      // Every kind of value that holds others: a value whose parts are shared (`d = ["a": d,
      // "b": d]`) holds each part as often as it is reached, as describing, comparing or
      // hashing it would visit it.
      var parts: [Value] = []
      switch next {
      case .array(let items, _), .tuple(let items, _), .set(let items, _),
        .enumPayload(_, _, let items, _):
        deepest = max(deepest, depth)
        parts = items
      case .dictionary(let keys, let values, _):
        deepest = max(deepest, depth)
        parts = keys + values
      case .some(let inner):
        deepest = max(deepest, depth)
        pending.append((inner, depth + 1))
      case .string(let text):
        elements += text.utf8.count / Interpreter.bytesPerStep
      default:
        break
      }
      if !parts.isEmpty {
        for part in parts { pending.append((part, depth + 1)) }
        if pending.count > limit { return (pending.count + elements, deepest) }
      }
    }
    return (elements, deepest)
  }

  /// Charges the building of `value` by its size and refuses one that is too large or too
  /// deep; returns it.
  func checkedSize(_ value: Value, range: SourceRange) throws -> Value {
    let (elements, depth) = Interpreter.size(of: value, limit: Interpreter.valueLimit)
    if depth > Interpreter.nestingLimit {
      throw scriptError(
        Said(.valueWouldNestMore, Interpreter.nestingLimit), at: range)
    }
    if elements > Interpreter.valueLimit {
      throw scriptError(
        Said(.valueWouldHoldMore, Interpreter.valueLimit), at: range)
    }
    try charge(elements, range)
    return value
  }

  /// `==` as the standard library's algorithms call it (`contains(_:)`, `firstIndex(of:)`):
  /// the program's own `==` for a value of its types (`static func ==` in an extension of
  /// its class), else `equal`.
  func elementEqual(_ left: Value, _ right: Value, range: SourceRange) throws -> Bool {
    switch left {
    case .object, .enumCase, .enumPayload:
      if mayHaveDeclaredMembers(left),
        case .bool(let answer)? = try learnerOperator("==", [left, right], range: range)
      {
        return answer
      }
    default:
      break
    }
    return try equal(left, right, range: range)
  }

  /// Swift's `==` for the subset's values, charged one step per element visited (and per
  /// `bytesPerStep` bytes of text compared), without recursion.
  func equal(_ left: Value, _ right: Value, range: SourceRange) throws -> Bool {
    var pending: [(Value, Value)] = [(left, right)]
    while let (a, b) = pending.popLast() {
      try charge(1, range)
      switch (a, b) {
      case (.int, .double), (.double, .int):
        if number(a) != number(b) { return false }
      case (.float, .int), (.int, .float), (.float, .double), (.double, .float):
        if Float(number(a)) != Float(number(b)) { return false }
      case (.sized, .int), (.int, .sized):
        if exactInteger(a) != exactInteger(b) { return false }
      case (.some(let inner), _):
        pending.append((inner, b))
      case (_, .some(let inner)):
        pending.append((a, inner))
      case (.object(let x), .object(let y)) where structFields(x, y) != nil:
        for (x, y) in (structFields(x, y) ?? []).reversed() { pending.append((x, y)) }
      case (.enumCase(_, let x), .enumCase(_, let y)):
        if x != y { return false }
      case (.string(let x), .string(let y)):
        try chargeText(min(x.utf8.count, y.utf8.count), range)
        if x != y { return false }
      case (.substring, _), (_, .substring):
        // A Substring equals a String or Substring of the same characters.
        guard let x = a.stringText, let y = b.stringText else { return false }
        try chargeText(min(x.utf8.count, y.utf8.count), range)
        if x != y { return false }
      case (.set(let xs, _), .array(let ys, _)), (.array(let ys, _), .set(let xs, _)):
        // `tags == ["a", "b"]`: the literal is a set, so each side holds the other's elements.
        for x in xs where try !ys.contains(where: { try equal($0, x, range: range) }) {
          return false
        }
        for y in ys where try !xs.contains(where: { try equal($0, y, range: range) }) {
          return false
        }
      case (.array(let xs, _), .array(let ys, _)):
        guard xs.count == ys.count else { return false }
        for (x, y) in zip(xs, ys).reversed() { pending.append((x, y)) }
      case (.array, _), (_, .array):
        return false
      case (.tuple(let xs, _), .tuple(let ys, _)):
        guard xs.count == ys.count else { return false }
        for (x, y) in zip(xs, ys).reversed() { pending.append((x, y)) }
      case (.enumPayload(let t, let n, let xs, _), .enumPayload(let u, let m, let ys, _)):
        guard t == u, n == m, xs.count == ys.count else { return false }
        for (x, y) in zip(xs, ys).reversed() { pending.append((x, y)) }
      case (.set(let xs, _), .set(let ys, _)):
        guard xs.count == ys.count else { return false }
        for x in xs where try !ys.contains(where: { try equal($0, x, range: range) }) {
          return false
        }
      case (.dictionary(let xk, let xv, _), .dictionary(let yk, let yv, _)):
        guard xk.count == yk.count else { return false }
        for (key, value) in zip(xk, xv) {
          guard let index = try dictionaryIndex(yk, key, range: range),
            try equal(yv[index], value, range: range)
          else { return false }
        }
      default:
        if a != b { return false }
      }
    }
    return true
  }
}
