import AlertLabKit

// `xs.lazy`: a sequence whose `map`, `filter` and `compactMap` run their closures only when
// an element is asked for (`first`, a `for`-`in` loop, `Array(...)`), one element at a time
// through all of them, as the standard library's lazy sequences do. What else is asked of it
// (`count`, `reduce`, `joined`) works on all its elements.

/// The elements a lazy sequence starts from, and the steps each goes through in turn.
struct LazyChain {
  enum Stage {
    case map(Value)
    case filter(Value)
    case compactMap(Value)
    /// `prefix(4)`: no more than that many elements go on.
    case prefix(Int)
  }

  /// Where the elements come from: an array's, or a range's numbers made one at a time
  /// (`(1...).lazy` has no last).
  enum Base {
    case elements([Value])
    case numbers(from: Int, last: Int?)
    /// A sequence of the learner's own (`FibSequence().lazy`): each walk makes an iterator
    /// of it and asks its `next()`, as far as the walk goes.
    case sequence(Value)
  }

  var base: Base
  var stages: [Stage] = []
  /// The array or range `.lazy` was asked of, as the sequence's description shows it.
  var source: Value = .void

  /// The lazy sequence of a range: `(1...5).lazy`, `(0..<n).lazy`, `(1...).lazy`.
  static func numbers(of range: Value) -> LazyChain? {
    switch range {
    case .range(let lower, let upper, let closed):
      if closed { return LazyChain(base: .numbers(from: lower, last: upper)) }
      let (last, overflow) = upper.subtractingReportingOverflow(1)
      return LazyChain(base: overflow ? .elements([]) : .numbers(from: lower, last: last))
    case .partialRange(let lower, .from):
      return LazyChain(base: .numbers(from: lower, last: nil))
    default:
      return nil
    }
  }

  /// What it keeps alive: its elements and its steps' closures.
  var heldValues: [Value] {
    var held: [Value] = []
    switch base {
    case .elements(let items): held = items
    case .sequence(let sequence): held = [sequence]
    case .numbers: break
    }
    return held
      + stages.compactMap { stage in
        switch stage {
        case .map(let function), .filter(let function), .compactMap(let function): function
        case .prefix: nil
        }
      }
  }
}

extension Interpreter {
  /// How a lazy sequence's object is named among the world's plain objects.
  static let lazySequenceClass = "LazySequence"
  /// The methods a lazy sequence runs lazily.
  static let lazyMethods: Set<String> = ["map", "filter", "compactMap", "first"]

  /// `items.lazy`, `(1...5).lazy`: a new lazy sequence over the array or range's elements;
  /// `fibs.lazy` of a sequence of the learner's own, over what its iterator gives.
  func makeLazy(of source: Value) -> Value? {
    var chain: LazyChain
    if case .array(let items, _) = source {
      chain = LazyChain(base: .elements(items))
    } else if let numbers = LazyChain.numbers(of: source) {
      chain = numbers
    } else if isLearnerSequence(source) {
      chain = LazyChain(base: .sequence(source))
    } else {
      return nil
    }
    chain.source = source
    return makeLazy(chain)
  }

  /// A lazy sequence as the standard library's reflection prints it:
  /// `LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3], _transform: (Function))`, its type
  /// named with `Swift.` inside another value (`qualified`) and as another one's `_base`. Nil
  /// for another value, and for a sequence whose `map` result type is not written (the
  /// compiler's inference names it) or whose start is a one-sided range.
  func lazyDescription(of value: Value, qualified: Bool) throws -> String? {
    guard let chain = lazyChain(of: value) else { return nil }
    switch chain.source {
    case .array, .range: break
    default: return nil
    }
    guard var type = Self.printedTypeName(written: typeName(chain.source)) else { return nil }
    // Each wrapper in turn: its type and what its description says after `_base:`.
    var layers: [(type: String, fields: String)] = []
    func wrap(_ kind: String, _ output: String?, _ fields: String) {
      type = kind + "<" + type + (output.map { ", " + $0 } ?? "") + ">"
      layers.append((type, fields))
    }
    if chain.stages.isEmpty { wrap("LazySequence", nil, ")") }
    for stage in chain.stages {
      switch stage {
      case .filter:
        wrap("LazyFilterSequence", nil, ", _predicate: (Function))")
      case .map(let function):
        guard let output = resultTypeName(of: function) else { return nil }
        wrap("LazyMapSequence", output, ", _transform: (Function))")
      case .compactMap(let function):
        // The optionals made, the nils left out, the values unwrapped.
        guard let output = resultTypeName(of: function), output.hasPrefix("Optional<"),
          output.hasSuffix(">")
        else { return nil }
        wrap("LazyMapSequence", output, ", _transform: (Function))")
        wrap("LazyFilterSequence", nil, ", _predicate: (Function))")
        wrap("LazyMapSequence", String(output.dropFirst(9).dropLast()), ", _transform: (Function))")
      case .prefix:
        return nil
      }
    }
    var text = try reflectingText(chain.source)
    for (index, layer) in layers.enumerated() {
      let name =
        qualified || index < layers.count - 1 ? qualifiedTypeName(layer.type) : layer.type
      text = name + "(_base: " + text + layer.fields
    }
    return text
  }

  /// The result type in `functionTypeName(of:)`'s name of a function value (after the
  /// parameters' closing parenthesis and the arrow); nil when that is not known.
  func resultTypeName(of function: Value) -> String? {
    guard let name = functionTypeName(of: function) else { return nil }
    var depth = 0
    for index in name.indices {
      switch name[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        guard depth == 0 else { continue }
        let rest = name[name.index(after: index)...]
        return rest.firstRange(of: "-> ").map { String(rest[$0.upperBound...]) }
      default: continue
      }
    }
    return nil
  }

  /// A printed type name with each name in it qualified as reflection writes it: the
  /// standard library's with `Swift.`, the learner's types with `main.`.
  func qualifiedTypeName(_ name: String) -> String {
    Self.rewritingNames(in: name) { word in
      if word.contains(".") { return word }
      if state.classes[word] != nil { return "main." + word }
      return word.first?.isUppercase == true ? "Swift." + word : word
    }
  }

  /// A new lazy sequence over `chain`.
  func makeLazy(_ chain: LazyChain) -> Value {
    let object = state.world.makeID()
    state.world.plainObjects[object] = Self.lazySequenceClass
    lazySequences[object] = chain
    return .object(object)
  }

  /// The chain of a lazy sequence; nil for another value.
  func lazyChain(of value: Value) -> LazyChain? {
    guard !lazySequences.isEmpty, case .object(let id) = value,
      state.world.plainObjects[id] == Self.lazySequenceClass
    else { return nil }
    return lazySequences[id]
  }

  /// `items.lazy.map(f)[3]`: the element at the index of a chain of `map`s over an array,
  /// each map run on that element alone. Nil when a stage filters (it has no indices then)
  /// or the index is no number.
  func lazyElement(_ chain: LazyChain, at index: Value, range: SourceRange) throws -> Value? {
    guard case .int(let position) = index else { return nil }
    var functions: [Value] = []
    for stage in chain.stages {
      guard case .map(let function) = stage else { return nil }
      functions.append(function)
    }
    var element: Value
    switch chain.base {
    case .elements(let items):
      guard items.indices.contains(position) else {
        throw indexOutOfRange(range)
      }
      element = items[position]
    case .numbers(let from, let last):
      let (number, overflow) = from.addingReportingOverflow(position)
      guard position >= 0, !overflow, last.map({ number <= $0 }) ?? true else {
        throw indexOutOfRange(range)
      }
      element = .int(number)
    case .sequence:
      return nil
    }
    for function in functions { element = try apply(function, to: element, range: range) }
    return element
  }

  /// Gives `body` each element that comes out of the chain's stages, in order, until it
  /// answers true.
  func walk(_ chain: LazyChain, range: SourceRange, _ body: (Value) throws -> Bool) throws {
    // How many elements went past each `prefix` stage, by its place in the chain; once one
    // is full, the element going through ends the walk.
    var passed: [Int: Int] = [:]
    var full = false
    /// One element through the steps: true when `body` stops the walk.
    func visit(_ item: Value) throws -> Bool {
      try tick(range)
      var element = item
      for (place, stage) in chain.stages.enumerated() {
        switch stage {
        case .prefix(let limit):
          let count = passed[place, default: 0] + 1
          passed[place] = count
          if count >= limit { full = true }
        case .map(let transform):
          element = try apply(transform, to: element, range: range)
        case .filter(let isIncluded):
          guard try test(element, with: isIncluded, range: range) else { return full }
        case .compactMap(let transform):
          guard let kept = try apply(transform, to: element, range: range).unwrapped else {
            return full
          }
          element = kept
        }
      }
      return try body(element) || full
    }
    // `prefix(0)`: nothing at all.
    for case .prefix(let limit) in chain.stages where limit <= 0 { return }
    switch chain.base {
    case .elements(let items):
      for item in items where try visit(item) { return }
    case .numbers(let first, let last):
      // Without a last number the walk ends at the statement's step limit, if not before.
      var number = first
      while last.map({ number <= $0 }) ?? true {
        if try visit(.int(number)) { return }
        guard number < Int.max else { return }
        number += 1
      }
    case .sequence(let sequence):
      // Without an end the walk ends at the statement's step limit, if not before.
      guard let iterator = try learnerIterator(of: sequence, range: range) else { return }
      while let next = try callLearnerMethod(iterator, name: "next", arguments: [], range: range),
        let element = next.unwrapped
      {
        if try visit(element) { return }
      }
    }
  }

  /// True for a value of the learner's type that makes an iterator (`makeIterator()`) or is
  /// one (`next()`): a `Sequence` of its own.
  func isLearnerSequence(_ value: Value) -> Bool {
    guard case .object = value, mayHaveDeclaredMembers(value) else { return false }
    return learnerDeclares(value, method: "makeIterator") || learnerDeclares(value, method: "next")
  }

  /// All the elements of a lazy sequence, as an array.
  func lazyElements(_ chain: LazyChain, range: SourceRange) throws -> Value {
    var elements: [Value] = []
    try walk(chain, range: range) { element in
      elements.append(element)
      return false
    }
    return try checkedSize(
      .array(elements, element: elements.first.map(typeName) ?? "Any"), range: range)
  }

  /// The first element of a lazy sequence that `predicate` (if any) accepts.
  func firstLazyElement(_ chain: LazyChain, where predicate: Value?, range: SourceRange) throws
    -> Value
  {
    var found: Value?
    try walk(chain, range: range) { element in
      if let predicate, try !test(element, with: predicate, range: range) { return false }
      found = element
      return true
    }
    return found.map { .some($0) } ?? .none
  }

  /// A property of a lazy sequence: `first`, `lazy` (itself), else the elements' array's.
  func lazyProperty(_ receiver: Value, name: String, range: SourceRange) throws -> Value? {
    guard let chain = lazyChain(of: receiver) else { return nil }
    switch name {
    case "first": return try firstLazyElement(chain, where: nil, range: range)
    case "lazy": return receiver
    default:
      return try getMember(
        lazyElements(chain, range: range), name: name, range: range, baseRange: range)
    }
  }

  /// A method of a lazy sequence: `map`, `filter`, `compactMap` and `prefix` make another
  /// lazy sequence; `first(where:)` stops at the element it finds; any other is the elements'
  /// array's.
  func callLazyMethod(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value? {
    guard let chain = lazyChain(of: receiver) else { return nil }
    // `(1...).lazy.filter { ... }.prefix(4)`: lazy too, and ends an endless sequence.
    if name == "prefix", arguments.count == 1, arguments[0].label == nil,
      case .int(let limit) = try eval(arguments[0].value, expected: "Int")
    {
      var made = chain
      made.stages.append(.prefix(max(0, limit)))
      return makeLazy(made)
    }
    if arguments.count == 1, Self.lazyMethods.contains(name) {
      let argument = arguments[0]
      let label = argument.isTrailingClosure ? nil : argument.label
      let function = try eval(argument.value)
      var made = chain
      switch (name, label) {
      case ("map", nil): made.stages.append(.map(function))
      case ("filter", nil): made.stages.append(.filter(function))
      case ("compactMap", nil): made.stages.append(.compactMap(function))
      case ("first", nil), ("first", "where"):
        return try firstLazyElement(chain, where: function, range: range)
      default:
        throw labelError(have: [label], want: [name == "first" ? "where" : nil], range: range)
      }
      return makeLazy(made)
    }
    return try callMember(
      lazyElements(chain, range: range), name: name, arguments: arguments, range: range,
      nameRange: nameRange)
  }
}
