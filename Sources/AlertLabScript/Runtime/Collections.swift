import AlertLabKit
import AlertLabWords

// The collection methods real code uses beside the catalog's own (`count`, `first`, `map`,
// `filter`, `contains`): `forEach`, `compactMap`, `reduce`, `sorted`, `joined`, `enumerated`,
// `indices`, `reversed`, `firstIndex(of:)` and their Swift 1 and 2 names, tuple elements, and
// `stride`. Each element a closure is called for is a step of work.

extension Interpreter {
  /// The result types of the methods below whose result may be nil, by name and argument
  /// labels as `callCollectionMethod` matches them, for an array: what
  /// `let i = names.firstIndex(of: "z")` shows beside `nil` (`i: Int? = nil`), where the
  /// value alone does not say.
  static func collectionMethodResultType(_ name: String, labels: [String?]) -> String? {
    switch (name, labels) {
    case ("firstIndex", ["of"]), ("index", ["of"]), ("indexOf", [nil]), ("firstIndex", ["where"]),
      ("lastIndex", ["of"]), ("lastIndex", ["where"]):
      return "Int?"
    default:
      return nil
    }
  }

  /// A collection method called on an array, a range or a string; nil when it is not one.
  func callCollectionMethod(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    if name == "makeIterator", arguments.isEmpty {
      switch receiver {
      case .array, .range, .set, .dictionary, .string, .substring:
        return try makeIterator(of: receiver, range: range)
      default:
        break
      }
    }
    let items: [Value]
    let element: String
    switch receiver {
    case .array(let values, let type):
      if name == "index" || name == "distance",
        let moved = try arrayIndexMethod(arguments: arguments)
      {
        return moved
      }
      items = values
      element = type
    case .range:
      // `(0...Int.max).contains(5)` needs no element made.
      if name == "contains", arguments.count == 1, arguments[0].label == nil,
        case .int(let number) = try eval(arguments[0].value, expected: "Int")
      {
        return .bool(receiver.rangeContains(number))
      }
      items = try elements(of: receiver, range: range)
      element = "Int"
    case .partialRange, .valueRange:
      // `(5...).contains(7)`, `(1.5...2.5).contains(x)`: a range with no numbers to walk.
      guard name == "contains", arguments.count == 1, arguments[0].label == nil else {
        return nil
      }
      return .bool(try rangeHolds(receiver, try eval(arguments[0].value), range: range))
    case .string(let text) where Interpreter.characterSequenceMethods.contains(name):
      return try callCharacterMethod(text, name: name, arguments: arguments, range: range)
    case .string(let text) where name == "index" || name == "distance":
      return try stringIndexMethod(text, name: name, arguments: arguments, range: range)
    case .string(let separator) where name == "join" && arguments.count == 1:
      // Swift 1: `", ".join(names)`.
      noteSpelling("join", today: "joined(separator:)")
      let list = try eval(arguments[0].value)
      guard case .array(let values, _) = list else { return nil }
      return .string(try joinedText(values, separator: separator, range: range))
    default:
      return nil
    }
    let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    func closure(_ index: Int) throws -> Value { try eval(arguments[index].value) }
    let takesScalars = closureTakesScalars
    closureTakesScalars = element == "Unicode.Scalar"
    defer { closureTakesScalars = takesScalars }
    switch (name, labels) {
    case ("forEach", [nil]):
      let body = try closure(0)
      for item in items {
        try tick(range)
        _ = try apply(body, to: item, range: range)
      }
      return .void
    case ("compactMap", [nil]), ("flatMap", [nil]):
      let body = try closure(0)
      var result: [Value] = []
      var flattenedElement: String?
      for item in items {
        try tick(range)
        let mapped = try apply(body, to: item, range: range)
        // `flatMap { $0 }` over arrays: their elements, one after another.
        if name == "flatMap", case .array(let inner, let innerElement) = mapped {
          try charge(inner.count, range)
          result += inner
          flattenedElement = innerElement
        } else if let value = mapped.unwrapped {
          result.append(value)
        }
      }
      return try checkedSize(
        .array(result, element: flattenedElement ?? result.first.map(typeName) ?? "Any"),
        range: range)
    case ("reduce", [nil, nil]):
      // `reduce(.zero, +)`: an implicit member is of the element type the combining function
      // takes and gives back.
      var expected: String?
      if case .implicitMember = arguments[0].value.kind, element != "Any" {
        expected = element
      } else if case .implicitMember = arguments[0].value.kind, let first = items.first {
        expected = typeName(first)
      }
      var total: Value
      do {
        total = try eval(arguments[0].value, expected: expected)
      } catch let failure as ScriptFailure {
        // `return xs.reduce(.empty) { ... }` in a function giving a `Tree`: a member the
        // element type lacks is of the type the function returns, which the result is.
        guard case .implicitMember = arguments[0].value.kind, let returned = returnTypes.last,
          let returned, returned != expected
        else { throw failure }
        total = try eval(arguments[0].value, expected: returned)
      }
      let body =
        enumTypeName(total) == nil
        ? try closure(1) : try eval(expectingResult(arguments[1].value, named: typeName(total)))
      for item in items {
        try tick(range)
        total = try callFunctionValue(body, arguments: [total, item], range: range)
      }
      return total
    case ("reduce", ["into", nil]):
      // `reduce(into: [T]()) { result, item in ... }`: the closure changes `result` in place.
      // `reduce(into: [:])`: Swift learns the types from the closure; the values, what it
      // puts in.
      var total: Value
      switch arguments[0].value.kind {
      case .dictionary([]): total = .dictionary(keys: [], values: [], type: "[AnyHashable: Any]")
      case .array([]): total = .array([], element: "Any")
      default: total = try eval(arguments[0].value)
      }
      let body = try closure(1)
      for item in items {
        try tick(range)
        total = try callChangingFirst(body, total, item, range: range)
      }
      return total
    case ("sorted", []), ("sort", []):
      if name == "sort" { noteSpelling("sort()", today: "sorted()") }
      return .array(
        try sortedValues(items, range: range) { try self.ascending($0, $1, range: range) },
        element: element)
    case ("sorted", ["by"]), ("sorted", [nil]), ("sort", [nil]):
      let body = try closure(0)
      return .array(
        try sortedValues(items, range: range) { left, right in
          try self.test2(left, right, with: body, range: range)
        }, element: element)
    case ("joined", ["separator"]), ("joined", []):
      let separator: String
      if arguments.isEmpty {
        separator = ""
      } else {
        guard case .string(let text) = try eval(arguments[0].value, expected: "String") else {
          return nil
        }
        separator = text
      }
      // `[[1, 2], [3]].joined()`: the arrays one after another.
      if arguments.isEmpty, !items.isEmpty, case .array(_, let inner) = items[0] {
        var flat: [Value] = []
        for item in items {
          guard case .array(let part, _) = item else { return nil }
          flat += part
          try charge(part.count / 64, range)
        }
        return try checkedSize(.array(flat, element: inner), range: range)
      }
      return .string(try joinedText(items, separator: separator, range: range))
    case ("enumerated", []), ("enumerate", []):
      if name == "enumerate" { noteSpelling("enumerate()", today: "enumerated()") }
      return .array(
        items.enumerated().map {
          .tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
        },
        element: "(offset: Int, element: \(element))")
    case ("reversed", []), ("reverse", []):
      if name == "reverse" { noteSpelling("reverse()", today: "reversed()") }
      return .array(items.reversed(), element: element)
    case ("firstIndex", ["of"]), ("index", ["of"]), ("indexOf", [nil]):
      if name == "indexOf" { noteSpelling("indexOf(_:)", today: "firstIndex(of:)") }
      if name == "index" { noteSpelling("index(of:)", today: "firstIndex(of:)") }
      let wanted = try eval(arguments[0].value, expected: element)
      return try items.firstIndex { try elementEqual($0, wanted, range: range) }.map {
        .some(.int($0))
      }
        ?? Value.none
    case ("firstIndex", ["where"]),
      ("firstIndex", [nil]) where arguments[0].isTrailingClosure:
      let body = try closure(0)
      for (index, item) in items.enumerated() where try test(item, with: body, range: range) {
        return Value.some(.int(index))
      }
      return Value.none
    case ("lastIndex", ["of"]):
      let wanted = try eval(arguments[0].value, expected: element)
      return try items.lastIndex { try elementEqual($0, wanted, range: range) }.map {
        .some(.int($0))
      }
        ?? Value.none
    case ("lastIndex", ["where"]),
      ("lastIndex", [nil]) where arguments[0].isTrailingClosure:
      let body = try closure(0)
      for (index, item) in items.enumerated().reversed()
      where try test(item, with: body, range: range) {
        return Value.some(.int(index))
      }
      return Value.none
    // `(2..<n).contains { n % $0 == 0 }`: a trailing closure is `contains(where:)`'s.
    case ("contains", [nil]) where receiverIsRange(receiver) && !arguments[0].isTrailingClosure:
      guard case .int(let number) = try eval(arguments[0].value, expected: "Int") else {
        return .bool(false)
      }
      return .bool(receiver.rangeContains(number))
    default:
      if case .range = receiver {
        // `(0..<3).map { ... }`: the catalog's array methods over the range's numbers.
        return try callMember(
          .array(items, element: "Int"), name: name, arguments: arguments, range: range,
          nameRange: range)
      }
      return nil
    }
  }

  func receiverIsRange(_ value: Value) -> Bool {
    if case .range = value { return true }
    return false
  }

  /// `indices`, `startIndex`, `endIndex` of an array, `count` of a range, tuple elements:
  /// properties the catalog does not list.
  func collectionProperty(_ receiver: Value, name: String) -> Value? {
    switch receiver {
    case .array(let items, _) where name == "indices":
      return .range(0, items.count, closed: false)
    case .array(let items, _) where name == "startIndex" || name == "endIndex":
      return .int(name == "startIndex" ? 0 : items.count)
    case .array where name == "lazy", .range where name == "lazy",
      .partialRange(_, .from) where name == "lazy":
      return makeLazy(of: receiver)
    case .range(let lower, let upper, let closed):
      switch name {
      case "count":
        // `(0...Int.max).count` is more than an Int holds: Swift stops there too.
        let (span, overflow) = upper.subtractingReportingOverflow(lower)
        let (count, more) = closed ? span.addingReportingOverflow(1) : (span, false)
        return overflow || more ? nil : .int(count)
      case "isEmpty": return .bool(closed ? upper < lower : upper <= lower)
      case "lowerBound": return .int(lower)
      case "upperBound": return .int(upper)
      default: return nil
      }
    case .valueRange(let lower, let upper, let closed):
      switch name {
      case "lowerBound": return lower
      case "upperBound": return upper
      case "isEmpty":
        guard let lower, let upper, !closed else { return .bool(false) }
        return .bool(lower == upper)
      default: return nil
      }
    case .tuple(let items, let labels):
      if let index = Int(name), items.indices.contains(index) { return items[index] }
      if let index = labels.firstIndex(of: name) { return items[index] }
      return nil
    default:
      return nil
    }
  }

  /// `stride(from:to:by:)` and `stride(from:through:by:)` over integers.
  func stride(_ arguments: [Argument], range: SourceRange) throws -> Value {
    let labels = arguments.map(\.label)
    guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"] else {
      throw labelError(
        have: labels, want: ["from", "to", "by"], range: range)
    }
    let values = try arguments.map { try eval($0.value, expected: nil) }
    guard case .int(let start) = values[0], case .int(let end) = values[1],
      case .int(let step) = values[2]
    else {
      return try floatingStride(values, through: labels[1] == "through", range: range)
    }
    guard step != 0 else {
      throw scriptError("stride step must not be zero", at: arguments[2].value.range)
    }
    let through = labels[1] == "through"
    var result: [Value] = []
    var current = start
    while step > 0
      ? (through ? current <= end : current < end)
      : (through ? current >= end : current > end)
    {
      try tick(range)
      result.append(.int(current))
      let (next, overflow) = current.addingReportingOverflow(step)
      if overflow { break }
      current = next
    }
    return .array(result, element: "Int")
  }

  /// `stride(from: 0.5, through: 1.5, by: 0.25)`: Swift counts the steps from the start
  /// (start + n × step), so no rounding error builds up.
  func floatingStride(_ values: [Value], through: Bool, range: SourceRange) throws -> Value {
    guard
      values.allSatisfy({
        if case .int = $0 { true } else if case .double = $0 { true } else { false }
      })
    else {
      throw scriptError(Said(.simulatesStrideOverNumbers), at: range)
    }
    let (start, end, step) = (number(values[0]), number(values[1]), number(values[2]))
    guard step != 0, step.isFinite, start.isFinite, end.isFinite else {
      throw scriptError("stride step must not be zero", at: range)
    }
    var result: [Value] = []
    var index = 0.0
    while true {
      let current = start + index * step
      let going =
        step > 0
        ? (through ? current <= end : current < end)
        : (through ? current >= end : current > end)
      guard going else { break }
      try tick(range)
      result.append(.double(current))
      index += 1
    }
    return .array(result, element: "Double")
  }

  func joinedText(_ items: [Value], separator: String, range: SourceRange) throws -> String {
    var text = ""
    for (index, item) in items.enumerated() {
      guard let part = (item.unwrapped ?? item).stringText else {
        throw scriptError(
          "referencing instance method 'joined(separator:)' on 'Sequence' requires that "
            + "'\(typeName(item))' conform to 'StringProtocol'", at: range)
      }
      if index > 0 { text += separator }
      text += part
      try checkLength(text, range: range)
    }
    return text
  }

  /// A stable merge sort whose comparisons may throw and each count as work.
  func sortedValues(
    _ items: [Value], range: SourceRange, by less: (Value, Value) throws -> Bool
  ) throws -> [Value] {
    guard items.count > 1 else { return items }
    let middle = items.count / 2
    let left = try sortedValues(Array(items[..<middle]), range: range, by: less)
    let right = try sortedValues(Array(items[middle...]), range: range, by: less)
    var merged: [Value] = []
    merged.reserveCapacity(items.count)
    var i = 0
    var j = 0
    while i < left.count && j < right.count {
      try tick(range)
      if try less(right[j], left[i]) {
        merged.append(right[j])
        j += 1
      } else {
        merged.append(left[i])
        i += 1
      }
    }
    merged += left[i...]
    merged += right[j...]
    return merged
  }

  func ascending(_ left: Value, _ right: Value, range: SourceRange) throws -> Bool {
    if case .bool(let answer)? = try learnerOperator("<", [left, right], range: range) {
      return answer
    }
    switch (left, right) {
    case (.int(let a), .int(let b)): return a < b
    case (.sized(let a), .sized(let b)): return a.value < b.value
    case (.string(let a), .string(let b)): return a < b
    case (.substring(let a), .substring(let b)): return a.text < b.text
    case (.tuple, .tuple) where dateSeconds(left) != nil:
      // Dates (`dates.sorted()`, `max(a, b)`): the earlier first.
      return (dateSeconds(left) ?? 0) < (dateSeconds(right) ?? 0)
    case (.enumCase, _), (.enumPayload, _):
      if case .bool(let answer)? = try synthesizedComparison("<", left, right, range: range) {
        return answer
      }
      return number(left) < number(right)
    default: return number(left) < number(right)
    }
  }

  /// Calls a two-argument closure that must answer a Bool (`sorted(by:)`).
  func test2(_ left: Value, _ right: Value, with function: Value, range: SourceRange) throws
    -> Bool
  {
    let answer = try callFunctionValue(function, arguments: [left, right], range: range)
    guard case .bool(let flag) = answer else {
      throw scriptError(
        "cannot convert value of type '\(typeName(answer))' to closure result type 'Bool'",
        at: range)
    }
    return flag
  }

  /// A closure literal whose body is one implicit member expression, passed for a parameter
  /// of function type `(...) -> R`: the closure told that its body names an `R`, as Swift
  /// infers it. Any other argument as it is.
  func expectingResult(_ argument: Expr, _ type: TypeSyntax, generic: [String]) -> Expr {
    guard case .closure(let closure) = argument.kind, closure.body.count == 1,
      case .expression(let only) = closure.body[0].kind, Self.namesImplicitMembers(only)
    else { return argument }
    var parameterType = type
    if case .optional(let wrapped) = parameterType.kind { parameterType = wrapped }
    guard case .function(_, let result) = parameterType.kind else { return argument }
    let name = result.description
    guard !generic.contains(name), !["Void", "()", "Any"].contains(name) else { return argument }
    return expectingResult(argument, named: name)
  }

  /// A closure literal without a written result type told that it gives a `name`, which
  /// its body (or its `return`s) may name by implicit members: `reduce(.empty) { .node($1,
  /// $0) }` gives what its initial value is. Any other argument as it is.
  func expectingResult(_ argument: Expr, named name: String) -> Expr {
    guard case .closure(var closure) = argument.kind, closure.returnType == nil,
      closure.expectedResult == nil
    else { return argument }
    closure.expectedResult = name
    return Expr(.closure(closure), range: argument.range)
  }

  /// An implicit chain, or a choice between them (`n > 5 ? .success(n) : .failure(.small)`).
  static func namesImplicitMembers(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .ternary(_, let then, let otherwise):
      return isImplicitChain(then) || isImplicitChain(otherwise)
    case .paren(let inner):
      return isImplicitChain(inner)
    default:
      return isImplicitChain(expr)
    }
  }

  /// `.title`, `.title.bold()`, `.init(...)`: an expression whose base is an implicit member,
  /// whose type is the one its context expects.
  static func isImplicitChain(_ expr: Expr) -> Bool {
    // Down the chain a link at a time, however long it is.
    var link = expr
    while true {
      switch link.kind {
      case .implicitMember: return true
      case .member(let base, _, _): link = base
      case .call(let callee, _): link = callee
      default: return false
      }
    }
  }

  /// Records in `told` the generic parameter `written` (`T`, `[T]`) stands for when it
  /// holds `value`, unless an earlier argument told it.
  private func tell(_ told: inout [String: String], _ written: TypeSyntax, _ value: Value) {
    if let name = written.genericParameter, told[name] == nil, value.unwrapped != nil,
      !value.isOptional
    {
      told[name] = typeName(value)
    } else if case .array(let element) = written.kind, let name = element.genericParameter,
      told[name] == nil, case .array(_, let elementType) = value, elementType != "Any"
    {
      told[name] = elementType
    }
  }

  /// The arguments of a call to a learner's function, in parameter order, each converted to
  /// its parameter's type; a parameter left out takes its default value.
  func userArguments(_ decl: FunctionDecl, _ arguments: [Argument]) throws -> [Value] {
    var told: [String: String] = [:]
    return try userArguments(decl, arguments, told: &told)
  }

  /// `userArguments(_:_:)` for a method or initializer of a generic type: `fixed` are the
  /// type's parameters as the instance is bound (`Box<Float>`), which the arguments and
  /// defaults written for them take (`Box<Float>(start: 1.5)` gives a `Float`). `told` gets
  /// them and, when `bindsTypeParameters`, those the arguments tell (`Box(start: 0.5)` tells
  /// `Value` is `Double`).
  func userArguments(
    _ decl: FunctionDecl, _ arguments: [Argument], told: inout [String: String],
    fixed: [String: String] = [:], bindsTypeParameters: Bool = false
  ) throws -> [Value] {
    // A method's own generic parameter of the same name hides the type's.
    let fixed =
      decl.genericParameters.isEmpty
      ? fixed
      : fixed.filter {
        !decl.genericParameters.contains($0.key)
      }
    told.merge(fixed) { old, _ in old }
    let arguments = packingVariadic(arguments, for: decl)
    var values: [Value] = []
    var next = 0
    let tells = !decl.genericParameters.isEmpty || bindsTypeParameters
    for parameter in decl.parameters {
      let type = parameter.type.description
      let label = labelOf(parameter)
      // A trailing closure passes a parameter with a default that takes no function.
      let passes =
        arguments.indices.contains(next) && arguments[next].isTrailingClosure
        && parameter.defaultValue != nil && !isFunctionType(type)
      if next < arguments.count, !passes,
        arguments[next].label == label
          || (arguments[next].isTrailingClosure
            && (isFunctionType(type) || parameter.defaultValue == nil))
          || (parameter.defaultValue == nil && next == 0 && values.isEmpty)
      {
        var argument = arguments[next].value
        if !parameter.attributes.isEmpty {
          argument = builderArgument(argument, attributes: parameter.attributes)
          if parameter.attributes.contains(where: { $0.name == "@autoclosure" }) {
            // `seat(queue.removeFirst())` for `@autoclosure () -> String`: run when called.
            let body = [Stmt(.expression(argument), range: argument.range)]
            argument = Expr(
              .closure(ClosureExpr(parameters: nil, body: body)), range: argument.range)
          }
        }
        argument = expectingResult(argument, parameter.type, generic: decl.genericParameters)
        // `pick([Kind.line, .bar])` for `[T]`: the literal's first element tells the rest
        // their type, as the elements tell Swift what `T` is.
        var expected: String? = type
        if case .array(let element) = parameter.type.kind, element.genericParameter != nil {
          expected = nil
        }
        // `count([Tint.red, .green], of: .red)`: a `T` an argument before told.
        if let name = parameter.type.genericParameter, let bound = told[name],
          Self.isImplicitChain(argument)
        {
          expected = bound
        }
        // `record(2)` of a `Meter<Double>`: the type the instance binds.
        let fixedType = parameter.type.genericParameter.flatMap { fixed[$0] }
        if let fixedType { expected = fixedType }
        var value = try eval(argument, expected: expected)
        if tells { tell(&told, parameter.type, value) }
        value = try coerce(value, to: fixedType ?? type, at: arguments[next].value.range)
        values.append(value)
        next += 1
      } else if let defaultValue = parameter.defaultValue {
        // `init(value: Value = .zero)` of `Box<Double>`: a `Double`.
        let bound = parameter.type.genericParameter.flatMap { told[$0] }
        values.append(try defaultArgument(defaultValue, type: bound ?? type))
      } else {
        values.append(.none)
      }
    }
    return values
  }
}
