import AlertLabKit
import AlertLabWords

// Loops and `switch`: every iteration and every case tried is a step of work, so a loop that
// never ends stops at the statement's step limit with its error.

/// `break` on its way to the loop or `switch` it leaves.
struct BreakSignal: Error {
  var label: String?
}

/// `continue` on its way to the loop it continues.
struct ContinueSignal: Error {
  var label: String?
}

/// `fallthrough` on its way to the next case.
struct FallthroughSignal: Error {}

extension Interpreter {
  /// Runs a loop, `switch`, `break`, `continue` or `fallthrough`.
  func execControl(_ statement: Stmt) throws {
    switch statement.kind {
    case .forIn(let loop):
      try forEachIteration(of: loop, range: statement.range) {
        try runLoopBody(loop.body, label: loop.label)
      }
    case .whileLoop(let label, let conditions, let body):
      while true {
        try tick(statement.range)
        scopes.append([:])
        defer { scopes.removeLast() }
        guard try checkConditions(conditions) else { break }
        if try runLoopBody(body, label: label) { break }
      }
    case .repeatWhile(let label, let body, let condition):
      while true {
        try tick(statement.range)
        scopes.append([:])
        let stop = try runLoopBody(body, label: label)
        scopes.removeLast()
        if try stop || !self.condition(condition) { break }
      }
    case .breakStatement(let label):
      throw BreakSignal(label: label)
    case .continueStatement(let label):
      throw ContinueSignal(label: label)
    case .fallthroughStatement:
      throw FallthroughSignal()
    case .switchStatement(let statement):
      try execSwitch(statement)
    default:
      return
    }
  }

  /// Runs `body` for each element of a `for`-`in` loop's sequence that matches its pattern
  /// and `where` clause, in a scope of its own with the pattern's names bound; `body` answers
  /// true to end the loop.
  func forEachIteration(
    of loop: ForInLoop, range: SourceRange, _ body: () throws -> Bool
  ) throws {
    var takesScalars = false
    // `for item in presentations` of `[Presentation]`: each is a `Presentation` where an
    // overload is chosen, whatever subclass it holds.
    var elementClass: String?
    // One element: true when the loop is to stop.
    func runBody(_ element: Value) throws -> Bool {
      try tick(range)
      scopes.append([:])
      defer { scopes.removeLast() }
      guard try match(loop.pattern, element, range: loop.sequence.range) else { return false }
      if case .binding(let name) = loop.pattern,
        let type = scalarType(of: element, takesScalars) ?? elementClass,
        let box = box(for: name)
      {
        // `for scalar in word.unicodeScalars`: each is a Unicode.Scalar.
        state.updateVariable(box) { $0.declaredType = type }
      }
      if let whereClause = loop.whereClause, try !condition(whereClause) { return false }
      return try body()
    }
    // `for ratio: Double in [1, 2]`: the written type makes the literal's elements.
    let value = try eval(loop.sequence, expected: loop.elementType.map { "[\($0.description)]" })
    if case .array(_, "Unicode.Scalar") = value { takesScalars = true }
    if case .array(_, let element) = value,
      state.classes[element]?.isStruct == false || state.protocols[element] != nil
    {
      // Of a `[Shape]`, each is a `Shape`: a member only an extension of the protocol
      // declares is the extension's.
      elementClass = element
    }
    if let written = loop.elementType?.description, state.classes[written] != nil {
      elementClass = written
    }
    if case .object(let id) = value, isAsyncSequence(id) {
      // `for await x in group`: each element as it comes, waiting in between.
      while let element = try nextElement(of: id, range: loop.sequence.range) {
        if try runBody(element) { break }
      }
      return
    }
    if let chain = lazyChain(of: value) {
      // `for x in xs.lazy.map(f)`: each element made as the loop comes to it.
      try walk(chain, range: loop.sequence.range, runBody)
      return
    }
    if let iterator = try learnerIterator(of: value, range: loop.sequence.range) {
      let range = loop.sequence.range
      while let next = try callLearnerMethod(iterator, name: "next", arguments: [], range: range),
        let element = next.unwrapped
      {
        if try runBody(element) { break }
      }
      return
    }
    for element in try elements(of: value, range: loop.sequence.range) {
      if try runBody(element) { break }
    }
  }

  /// Runs one iteration; true when a `break` for this loop ended it.
  func runLoopBody(_ body: [Stmt], label: String?) throws -> Bool {
    do {
      try execBlock(body)
    } catch let signal as BreakSignal {
      guard signal.label == nil || signal.label == label else { throw signal }
      return true
    } catch let signal as ContinueSignal {
      guard signal.label == nil || signal.label == label else { throw signal }
    }
    return false
  }

  func condition(_ expr: Expr) throws -> Bool {
    let value = try eval(expr, expected: "Bool")
    guard case .bool(let flag) = value else {
      throw scriptError(
        "cannot convert value of type '\(typeName(value))' to expected condition type 'Bool'",
        at: expr.range)
    }
    return flag
  }

  /// What `for ... in value` walks: a range's numbers, an array's elements.
  /// The iterator of a sequence of the learner's own (`makeIterator()`,
  /// `makeAsyncIterator()`; a sequence that is its own iterator iterates a copy of itself),
  /// whose `next()` gives the elements until it answers nil; nil for another value.
  func learnerIterator(of value: Value, range: SourceRange) throws -> Value? {
    guard mayHaveDeclaredMembers(value) else { return nil }
    let maker = ["makeAsyncIterator", "makeIterator"].first {
      learnerDeclares(value, method: $0)
    }
    guard maker != nil || learnerDeclares(value, method: "next") else { return nil }
    let made = try maker.flatMap {
      try callLearnerMethod(value, name: $0, arguments: [], range: range)
    }
    return made ?? copied(value)
  }

  /// The methods every `Sequence` and `AsyncSequence` has.
  static let sequenceMethods: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "first", "reduce", "contains", "allSatisfy",
    "min", "max", "forEach", "prefix", "dropFirst", "sorted", "enumerated", "joined",
    "reversed", "dropLast", "suffix", "drop", "elementsEqual", "starts", "split",
  ]

  /// `countdown.map { $0 * 10 }`, `await ticks.first { $0 < 7 }` on a sequence of the
  /// learner's own: the method of an array of all its elements; nil for another value or
  /// method.
  func learnerSequenceMethod(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value? {
    guard mayHaveDeclaredMembers(receiver), Self.sequenceMethods.contains(name) else {
      return nil
    }
    guard let iterator = try learnerIterator(of: receiver, range: range) else {
      // A `Collection` of the learner's (its indices and subscript): the method of an array of
      // its elements.
      guard let elements = try learnerCollectionElements(of: receiver, range: range) else {
        return nil
      }
      return try callMember(
        elements, name: name, arguments: arguments, range: range, nameRange: nameRange)
    }
    if Self.lazyAsyncMethods.contains(name), arguments.count == 1,
      learnerDeclares(receiver, method: "makeAsyncIterator")
        || conforms(receiver, to: "AsyncIteratorProtocol")
    {
      let transform = try eval(arguments[0].value)
      return try transformedStream(of: iterator, name, transform, range: range)
    }
    // What stops early takes only the elements it needs, as Swift's does: a sequence
    // without end (`sequence(first:next:)`) gives its first ones.
    switch (name, arguments.map(\.label)) {
    case ("prefix", [nil]):
      guard case .int(let count) = try eval(arguments[0].value, expected: "Int") else { break }
      let elements = try elementsOf(iterator, limit: max(count, 0), range: range)
      return try checkedSize(.array(elements, element: elementType(elements)), range: range)
    case ("prefix", ["while"]):
      let test = try eval(arguments[0].value)
      let elements = try elementsOf(iterator, range: range) { element in
        try self.callFunctionValue(test, arguments: [element], range: range) != .bool(true)
      }
      return try checkedSize(.array(elements, element: elementType(elements)), range: range)
    case ("first", ["where"]), ("contains", ["where"]), ("contains", [nil]):
      let wanted = try eval(arguments[0].value)
      var found: Value?
      _ = try elementsOf(iterator, range: range) { element in
        let matches =
          arguments[0].label == nil && name == "contains"
          ? try self.applyOperator("==", element, wanted, range: range) == .bool(true)
          : try self.callFunctionValue(wanted, arguments: [element], range: range) == .bool(true)
        if matches { found = element }
        return matches
      }
      if name == "contains" { return .bool(found != nil) }
      return found.map { .some($0) } ?? .none
    default:
      break
    }
    let elements = try elementsOf(iterator, range: range)
    let array = try checkedSize(.array(elements, element: "Any"), range: range)
    return try callMember(
      array, name: name, arguments: arguments, range: range, nameRange: nameRange)
  }

  /// The elements a learner's iterator gives, in order: at most `limit`, and those before
  /// the first for which `stop` is true.
  func elementsOf(
    _ iterator: Value, limit: Int = .max, range: SourceRange,
    stop: ((Value) throws -> Bool)? = nil
  ) throws -> [Value] {
    var elements: [Value] = []
    while elements.count < limit,
      let next = try callLearnerMethod(iterator, name: "next", arguments: [], range: range),
      let element = next.unwrapped
    {
      try tick(range)
      if let stop, try stop(element) { break }
      elements.append(element)
    }
    return elements
  }

  /// The element type an array of `elements` is printed and checked with.
  func elementType(_ elements: [Value]) -> String {
    elements.first.map(typeName) ?? "Any"
  }

  /// `Array(countdown)` of a sequence or collection of the learner's own: its elements, or
  /// nil for another value.
  func learnerSequenceArray(_ value: Value, element: String?, range: SourceRange) throws -> Value? {
    if let iterator = try learnerIterator(of: value, range: range) {
      let elements = try elementsOf(iterator, range: range)
      return try checkedSize(
        .array(elements, element: element ?? elementType(elements)), range: range)
    }
    return try learnerCollectionElements(of: value, range: range)
  }

  /// The elements of a `Collection` the learner declares by `startIndex`, `endIndex`,
  /// `index(after:)` and a subscript, from the start index to the end one, as an array; nil
  /// for a value that is none (or one with its own iterator, walked as a sequence).
  func learnerCollectionElements(of value: Value, range: SourceRange) throws -> Value? {
    guard let walk = try learnerCollectionWalk(of: value, range: range) else { return nil }
    return try checkedSize(.array(walk.elements, element: "Any"), range: range)
  }

  /// A walk of a `Collection` the learner declares, as `learnerCollectionElements` takes
  /// it: each index from the start one to the end one, the element at each, and the end.
  func learnerCollectionWalk(of value: Value, range: SourceRange) throws -> (
    indices: [Value], elements: [Value], end: Value
  )? {
    guard conforms(value, to: "Collection") else { return nil }
    let placeholder = Expr(.integer(0), range: range)
    guard
      let element = learnerMethod(
        for: value, name: "subscript", arguments: [Argument(value: placeholder)], isStatic: false)
    else { return nil }
    // A `RandomAccessCollection` whose indices are numbers steps by one without declaring
    // `index(after:)`, as the standard library's default does.
    let after = learnerMethod(
      for: value, name: "index", arguments: [Argument(label: "after", value: placeholder)],
      isStatic: false)
    guard after != nil || conforms(value, to: "RandomAccessCollection") else { return nil }
    var instance: ObjectID?
    if case .object(let id) = value, state.instances[id] != nil { instance = id }
    func call(_ decl: FunctionDecl, _ index: Value) throws -> Value {
      try callUser(decl, arguments: [index], range: range, instance: instance, selfValue: value)
    }
    var index = try getMember(value, name: "startIndex", range: range, baseRange: range)
    let end = try getMember(value, name: "endIndex", range: range, baseRange: range)
    var indices: [Value] = []
    var elements: [Value] = []
    while index != end {
      try tick(range)
      indices.append(index)
      elements.append(try call(element, index))
      if let after {
        index = try call(after, index)
      } else if case .int(let position) = index, position < Int.max {
        index = .int(position + 1)
      } else {
        return nil
      }
    }
    return (indices, elements, end)
  }

  /// `ring.firstIndex(of: 30)`, `ring.lastIndex { $0 > 4 }` of a `Collection` the learner
  /// declares: the index (one of its own) of the element found; nil for another value or
  /// method.
  func learnerCollectionIndex(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value? {
    guard name == "firstIndex" || name == "lastIndex", mayHaveDeclaredMembers(receiver),
      let walk = try learnerCollectionWalk(of: receiver, range: range)
    else { return nil }
    let found = try callMember(
      .array(walk.elements, element: "Any"), name: name, arguments: arguments, range: range,
      nameRange: nameRange)
    guard case .int(let position)? = found.unwrapped, walk.indices.indices.contains(position)
    else { return Value.none }
    return Value.some(walk.indices[position])
  }

  /// An async sequence's `map`, `filter` and `compactMap` wait for nothing when called.
  static let lazyAsyncMethods: Set<String> = ["map", "filter", "compactMap"]

  /// `countdown.map { $0 * 10 }` on an async sequence of the learner's: a stream a task of its
  /// own feeds, as it walks the sequence, with what `transform` makes of each element.
  func transformedStream(
    of iterator: Value, _ name: String, _ transform: Value, range: SourceRange
  ) throws -> Value {
    let (stream, continuation) = newStream()
    let walker = state.world.makeID()
    state.world.plainObjects[walker] = "Task"
    let task = try makeTask(object: walker, isStatement: false, range: range) {
      [unowned self] in
      do {
        while let next = try callLearnerMethod(
          iterator, name: "next", arguments: [], range: range),
          let element = next.unwrapped
        {
          let made = try callFunctionValue(transform, arguments: [element], range: range)
          switch name {
          case "filter":
            if case .bool(true) = made { _ = feedStream(of: continuation, .success(element)) }
          case "compactMap":
            if let value = made.unwrapped { _ = feedStream(of: continuation, .success(value)) }
          default:
            _ = feedStream(of: continuation, .success(made))
          }
        }
        _ = feedStream(of: continuation, nil)
      } catch let thrown as ThrownError {
        _ = feedStream(of: continuation, .failure(thrown))
      }
      return .void
    }
    putOnClock(task, after: 0)
    return .object(stream)
  }

  func elements(of value: Value, range: SourceRange) throws -> [Value] {
    if let chain = lazyChain(of: value),
      case .array(let items, _) = try lazyElements(
        chain, range: range)
    {
      return items
    }
    switch value.unwrapped ?? value {
    case .range(let lower, let upper, let closed):
      guard closed ? upper >= lower : upper > lower else { return [] }
      // `0...Int.max` has more elements than an Int counts: compared without overflow.
      let (span, overflow) = upper.subtractingReportingOverflow(lower)
      guard !overflow, span < stepLimit else {
        throw scriptError(
          Said(.loopWouldRunTimes, overflow ? Said(.moreThanCount, Int.max) : span, stepLimit),
          at: range)
      }
      return closed ? (lower...upper).map { .int($0) } : (lower..<upper).map { .int($0) }
    case .valueRange(.sized(let low)?, .sized(let high)?, let closed):
      // `0 ..< count` of a `UInt`: its elements are of that type.
      let last = closed ? high.value : high.value - 1
      guard last >= low.value else { return [] }
      guard last - low.value < Int128(stepLimit) else {
        throw scriptError(
          Said(.loopWouldRunTimes, Int(last - low.value) + 1, stepLimit), at: range)
      }
      return (low.value...last).map { .sized(SizedInteger(value: $0, kind: low.kind)) }
    case .array(let items, _), .set(let items, _):
      return items
    case .dictionary(let keys, let values, _):
      return dictionaryPairs(keys, values)
    case .string(let text) where !value.isOptional:
      return try characters(of: text, range: range)
    case .substring(let slice):
      return try characters(of: slice.text, range: range)
    default:
      // `for book in shelf` of the learner's `Collection`: its elements, index by index.
      if !value.isOptional,
        case .array(let items, _)? = try learnerCollectionElements(
          of: value, range: range)
      {
        return items
      }
      if value.isOptional {
        throw scriptError(
          "for-in loop requires '\(typeName(value))' to conform to 'Sequence'; did you mean to "
            + "unwrap optional?", at: range)
      }
      throw scriptError(
        "for-in loop requires '\(typeName(value))' to conform to 'Sequence'", at: range)
    }
  }

  /// `lower..<upper`, `lower...upper`.
  func makeRange(_ op: String, _ lower: Value, _ upper: Value, range: SourceRange) throws -> Value {
    if let made = try boundedRange(op, lower, upper, range: range) { return made }
    guard case .int(let low) = lower, case .int(let high) = upper else {
      throw scriptError(
        Said(.simulatesRangesIntegersOnly, typeName(lower) + op + typeName(upper)), at: range)
    }
    guard high >= low else { throw trap(.rangeBounds(iOS: state.world.iOS), at: range) }
    return .range(low, high, closed: op == "...")
  }

  // MARK: - Patterns

  /// Matches a value against a pattern, binding its names in the innermost scope.
  func match(_ pattern: Pattern, _ value: Value, range: SourceRange) throws -> Bool {
    switch pattern {
    case .wildcard:
      return true
    case .binding(let name):
      declareLocal(name, value: value, constant: true, type: nil)
      return true
    case .tuple(let patterns):
      guard case .tuple(let items, _) = value, items.count == patterns.count else { return false }
      for (item, inner) in zip(items, patterns) where try !match(inner, item, range: range) {
        return false
      }
      return true
    case .enumCase(let name, let arguments):
      if let matched = try matchOptional(name, arguments, value, range: range) { return matched }
      if case .enumPayload(_, let caseName, let values, _) = value.unwrapped ?? value {
        guard caseName == name else { return false }
        guard let arguments else { return true }
        if arguments.count == 1, values.count > 1 {
          // `case .pair(let both)`: one pattern takes the whole tuple.
          return try match(arguments[0], .tuple(values, labels: []), range: range)
        }
        guard arguments.count == values.count else { return false }
        for (inner, item) in zip(arguments, values) where try !match(inner, item, range: range) {
          return false
        }
        return true
      }
      guard case .enumCase(let type, let caseName) = value.unwrapped ?? value else {
        return false
      }
      guard sameCase(caseName, name, in: type) else { return false }
      return arguments == nil || arguments?.isEmpty == true
    case .typeCast(let inner, let type):
      return try matchCast(inner, type, value, range: range)
    case .expression(let expr):
      if case .implicitMember(let name) = expr.kind {
        return try match(.enumCase(name: name, arguments: nil), value, range: range)
      }
      let expected = value.unwrapped.map(typeName)
      let candidate = try eval(expr, expected: expected)
      switch candidate {
      case .range, .partialRange:
        guard case .int(let number) = value.unwrapped ?? value else { return false }
        return candidate.rangeContains(number)
      case .valueRange:
        return try rangeHolds(candidate, value.unwrapped ?? value, range: range)
      default: break
      }
      if case .enumCase(let type, let name) = candidate,
        case .enumCase(let otherType, let otherName) = value.unwrapped ?? value
      {
        return type == otherType && name == otherName
      }
      // `func ~= (pattern: Even, value: Int) -> Bool`: the learner's own matching.
      if state.functionNames.mayContain("~="),
        case .bool(let matched)? = try learnerOperator("~=", [candidate, value], range: range)
      {
        return matched
      }
      return try equal(candidate, value, range: range)
    }
  }

  /// `.Default` is `.default` (Swift 1 capitalised enum cases).
  func sameCase(_ caseName: String, _ written: String, in type: String) -> Bool {
    if caseName == written { return true }
    guard state.enums[type] == nil else { return false }
    return caseName.lowercased() == written.lowercased()
  }

  // MARK: - switch

  func execSwitch(_ statement: SwitchStmt) throws {
    _ = try runSwitch(statement) { _, body in
      do {
        try execBlock(body)
      } catch let signal as BreakSignal where signal.label == nil {}
      return .void
    }
  }

  /// Runs the body of the case `statement` takes with `run` (and the bodies `fallthrough`
  /// goes on to), given with the case's position, and returns what it gives; `()` when no
  /// case matches.
  func runSwitch(_ statement: SwitchStmt, _ run: (Int, [Stmt]) throws -> Value) throws -> Value {
    let subject = try eval(statement.subject)
    try checkExhaustive(statement, subject: subject)
    var falling = false
    for (position, item) in statement.cases.enumerated() {
      try tick(item.range)
      scopes.append([:])
      defer { scopes.removeLast() }
      if !falling {
        var matched = item.isDefault
        for pattern in item.patterns where try match(pattern, subject, range: item.range) {
          if let whereClause = item.whereClause, try !condition(whereClause) { continue }
          matched = true
          break
        }
        guard matched else { continue }
      }
      do {
        return try run(position, item.body)
      } catch is FallthroughSignal {
        falling = true
      }
    }
    return .void
  }

  /// True for `_`, `let x` and a tuple of them (`let (f, _)`): a pattern no value fails.
  static func matchesEverything(_ pattern: Pattern) -> Bool {
    switch pattern {
    case .wildcard, .binding: return true
    case .tuple(let items): return items.allSatisfy(matchesEverything)
    default: return false
    }
  }

  /// The first combination of a tuple's element cases (`.b`, `.y`) no row of the switch
  /// covers, or nil when every one is covered or the combinations are too many to list. An
  /// element of a type without cases (a number, a string) is covered only by `_` or a
  /// binding; a case with associated values counts as covered whatever its inner patterns.
  func uncoveredCombination(_ statement: SwitchStmt, _ elements: [Value]) -> [String]? {
    // Each element's cases (`.a`, `true`), or `_` alone for a value without cases.
    let domains: [[String]] = elements.map { element in
      if case .bool = element { return ["true", "false"] }
      if let type = enumTypeName(element) {
        let names = enumCaseNames(type)
        return names.isEmpty ? ["_"] : names.map { "." + $0 }
      }
      return ["_"]
    }
    let count = domains.reduce(1) { total, domain in
      total.multipliedReportingOverflow(by: domain.count).partialValue
    }
    guard count > 0, count <= 4096 else { return nil }
    let rows = statement.cases.filter { $0.whereClause == nil }.flatMap(\.patterns)
    func covers(_ pattern: Pattern, _ name: String, _ element: Value) -> Bool {
      let type = enumTypeName(element) ?? ""
      switch pattern {
      case .wildcard, .binding, .tuple: return true
      case .typeCast: return false
      case .enumCase(let written, _):
        // Of a value without cases listed (an optional's `.some(let x)`): not surely
        // uncovered.
        return name == "_" || sameCase(String(name.dropFirst()), written, in: type)
      case .expression(let expr):
        switch expr.kind {
        case .implicitMember(let written), .member(_, let written, _):
          return name == "_" || sameCase(String(name.dropFirst()), written, in: type)
        case .boolean(let flag): return name == (flag ? "true" : "false")
        case .integer, .string, .float: return false
        default: return name == "_"
        }
      }
    }
    var index = Array(repeating: 0, count: domains.count)
    for _ in 0..<count {
      let names = index.enumerated().map { domains[$0.offset][$0.element] }
      let covered = rows.contains { row in
        if Self.matchesEverything(row) { return true }
        guard case .tuple(let items) = row, items.count == elements.count else { return false }
        return zip(items, zip(names, elements)).allSatisfy { covers($0, $1.0, $1.1) }
      }
      if !covered { return names }
      // The next combination, the last element fastest.
      var position = domains.count - 1
      while position >= 0 {
        index[position] += 1
        if index[position] < domains[position].count { break }
        index[position] = 0
        position -= 1
      }
    }
    return nil
  }

  /// Swift's compile-time rule: a `switch` without `default` must cover every case of an
  /// enum; over other values it needs a `default`.
  func checkExhaustive(_ statement: SwitchStmt, subject: Value) throws {
    if statement.cases.contains(where: { $0.isDefault }) { return }
    if try checkOptionalExhaustive(statement, subject: subject) { return }
    if statement.cases.contains(where: { item in
      item.whereClause == nil && item.patterns.contains(where: Self.matchesEverything)
    }) {
      return
    }
    if case .bool = subject, coversTrueAndFalse(statement) { return }
    if case .tuple(let elements, _) = subject {
      // A tuple's rows cover the combinations of its elements' cases: reported only where a
      // combination is surely left out.
      guard let missing = uncoveredCombination(statement, elements) else { return }
      throw scriptError(
        "switch must be exhaustive", at: statement.range,
        notes: [
          .note("add missing case: '(\(missing.joined(separator: ", ")))'", at: statement.range)
        ])
    }
    var notes: [Diagnostic] = []
    if let type = enumTypeName(subject.unwrapped ?? subject) {
      let all = enumCaseNames(type)
      var covered: [String] = []
      for item in statement.cases where item.whereClause == nil {
        for pattern in item.patterns {
          switch pattern {
          case .enumCase(let name, _): covered.append(name)
          case .expression(let expr):
            if case .implicitMember(let name) = expr.kind { covered.append(name) }
            if case .member(_, let name, _) = expr.kind { covered.append(name) }
          default: break
          }
        }
      }
      let missing = all.filter { name in !covered.contains { sameCase(name, $0, in: type) } }
      if missing.isEmpty { return }
      notes = missing.map { .note("add missing case: '.\($0)'", at: statement.range) }
    } else {
      notes = [.note("add a default clause", at: statement.range)]
    }
    throw scriptError("switch must be exhaustive", at: statement.range, notes: notes)
  }

  /// `case true:` and `case false:` (without `where`): a `switch` over a Bool needs no more.
  func coversTrueAndFalse(_ statement: SwitchStmt) -> Bool {
    var covered: Set<Bool> = []
    for item in statement.cases where item.whereClause == nil {
      for case .expression(let expr) in item.patterns {
        if case .boolean(let flag) = expr.kind { covered.insert(flag) }
      }
    }
    return covered.count == 2
  }

  /// The cases of a learner's enum or of a UIKit enum.
  func enumCaseNames(_ type: String) -> [String] {
    if let decl = state.enums[type] { return decl.cases.map(\.name) }
    return APICatalog.enums[type]?.cases ?? []
  }
}
