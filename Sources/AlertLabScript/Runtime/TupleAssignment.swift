import AlertLabKit

// `(a, b) = (b, a)`, `(x, _) = f()`, `(items[0], items[2]) = (items[2], items[0])`,
// `(p, (q, r)) = (1, (2, 3))`: the right side is worked out whole first, then each element is
// stored into its target, left to right, as Swift does.

extension Interpreter {
  /// Stores the elements of a tuple value into the targets of a tuple expression.
  func storeTuple(_ value: Value, into targets: [Argument], valueRange: SourceRange) throws {
    guard case .tuple(let values, _) = value, values.count == targets.count else {
      throw scriptError(
        "cannot assign value of type '\(typeName(value))' to type '\(tupleTypeName(targets))'",
        at: valueRange)
    }
    for (element, item) in zip(targets, values) {
      if case .identifier("_") = element.value.kind { continue }
      try store(item, into: element.value, valueRange: valueRange)
    }
  }

  /// The type a tuple of targets has, as far as it can be told without running them.
  private func tupleTypeName(_ targets: [Argument]) -> String {
    let parts = targets.map { target -> String in
      if case .tuple(let inner) = target.value.kind { return tupleTypeName(inner) }
      return staticTypeName(of: target.value) ?? "_"
    }
    return "(" + parts.joined(separator: ", ") + ")"
  }
}
