// Among overloads whose labels all fit a call, the one whose parameter types fit what the
// arguments are: `.padding(.top)` takes the overload whose parameter's type has a member
// `top`, `confirmationDialog("Title", ...)` the one taking a string, not a `Text`. Swift
// decides by types; this reads the shapes of the arguments as written (an implicit member, a
// literal) against the written parameter types, and keeps the first overload when nothing
// tells them apart.

extension Interpreter {
  /// The declaration among `candidates` (each fits the call's labels) that fits the
  /// arguments best; nil when there is none.
  func fittest(_ candidates: [FunctionDecl], _ arguments: [Argument]) -> FunctionDecl? {
    Self.best(of: candidates) { shapeScore($0, arguments) }
  }

  /// The first of `candidates` with the highest score.
  static func best(of candidates: [FunctionDecl], score: (FunctionDecl) -> Int) -> FunctionDecl? {
    guard var best = candidates.first else { return nil }
    guard candidates.count > 1 else { return best }
    var bestScore = score(best)
    for decl in candidates.dropFirst() {
      let next = score(decl)
      if next > bestScore {
        best = decl
        bestScore = next
      }
    }
    return best
  }

  /// How well the written arguments fit the declaration's parameter types: each argument is
  /// paired with the parameter its label (or a trailing closure) takes.
  func shapeScore(_ decl: FunctionDecl, _ arguments: [Argument]) -> Int {
    var score = 0
    var next = 0
    for parameter in decl.parameters {
      guard next < arguments.count else { break }
      let argument = arguments[next]
      guard argument.isTrailingClosure || argument.label == labelOf(parameter) else { continue }
      next += 1
      var type = parameter.type.description
      if type.hasSuffix("?") { type.removeLast() }
      // `like(&post)` goes to the overload taking `inout PostValue`, `like(post)` to one that
      // does not.
      var value = argument.value
      if case .prefix("&", let inner) = value.kind {
        guard parameter.isInout else {
          score -= 10
          continue
        }
        value = inner
        score += 1
      } else if parameter.isInout {
        score -= 10
        continue
      }
      // `@autoclosure () -> Bool`: the argument is an expression of the function's result.
      if !parameter.attributes.isEmpty,
        parameter.attributes.contains(where: { $0.name == "@autoclosure" }),
        let arrow = type.range(of: "-> ")
      {
        let result = String(type[arrow.upperBound...])
        score += shapeScore(of: value, against: result) + 1
        continue
      }
      score += shapeScore(of: value, against: type)
    }
    return score
  }

  /// Operators of the standard library that never give a function.
  static let valueOperators: Set<String> = [
    "<", ">", "<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "!",
  ]

  /// Of subscripts whose labels fit (`Palette[4]`, `Palette["blue"]`), the one whose
  /// parameter types the written arguments fit best, in the order written.
  func fittestSubscript(_ candidates: [FunctionDecl], _ arguments: [Argument]) -> FunctionDecl? {
    // `let age: Int = employee.age`: of two `subscript(dynamicMember:)`, the one whose result
    // the context expects.
    let expected =
      candidates.count > 1 && arguments.first?.label == "dynamicMember" ? expectedMemberResult : nil
    return Self.best(of: candidates) { decl in
      let result = expected != nil && decl.returnType?.description == expected ? 4 : 0
      return zip(decl.parameters, arguments).reduce(result) { total, pair in
        var type = pair.0.type.description
        if type.hasSuffix("?") { type.removeLast() }
        return total + shapeScore(of: pair.1.value, against: type)
      }
    }
  }

  private func shapeScore(of value: Expr, against type: String) -> Int {
    let learnerType = state.classes[type] != nil || state.enums[type] != nil
    switch value.kind {
    case .implicitMember(let name):
      guard learnerType else { return 0 }
      return typeDeclares(type, member: name) ? 2 : -5
    case .call(let callee, _):
      // `AnyIterator(base.makeIterator())`: a call's result, not a function, seldom goes to a
      // parameter of a function type when another overload takes a value.
      if type.contains("->") { return -2 }
      // `Text("Title")`: a value of the learner's type (or the module's) made in place.
      if case .identifier(let made) = callee.kind, state.classes[made] != nil {
        if made == type { return 2 }
        return learnerType || type == "String" ? -5 : 0
      }
      guard case .implicitMember(let name) = callee.kind, learnerType else { return 0 }
      return typeDeclares(type, member: name) ? 2 : -5
    case .identifier(let name):
      // `AnySequence(makeFibs)`: a function named by itself goes to a parameter of a
      // function type.
      if box(for: name) == nil, userFunctions(named: name) != nil {
        return type.contains("->") ? 1 : -1
      }
      // `name(cat)` of a `Cat`: the overload that takes a `Cat` before the one that takes its
      // superclass, as the compiler ranks them by the variable's declared type (a `Pet`
      // parameter holding a `Dog` is a `Pet`); `show(ratio)` of a `Double` the one that takes
      // a `Double` before the one that takes `Any`.
      guard let known = (declaredType(of: value) ?? staticTypeName(of: value)).map(stripOptional)
      else { return 0 }
      if type.contains("->"), !known.contains("->") { return -2 }
      if known == type { return 2 }
      // `render(error)` of a `FetchError`: the overload taking `Error`, which it adopts,
      // before one taking an array.
      if state.classes[known] != nil {
        if type.hasPrefix("[") { return -2 }
        if conforms(types: classChain(known).map(\.name), to: type) { return 1 }
      }
      return 0
    case .string:
      if type == "String" || type == "Any" || type == "StringProtocol" { return 1 }
      return learnerType ? -5 : 0
    case .integer, .float:
      if ["Int", "Double", "CGFloat", "Float", "TimeInterval"].contains(type) { return 1 }
      return learnerType ? -5 : 0
    case .array, .binary("...", _, _), .binary("..<", _, _):
      // `stack[[0, 2]]`, `stack[1...2]`: the subscript taking a sequence, not the one taking
      // an `Int`; `ForEach(0..<3)`: the initializer taking the range itself before the one
      // taking an array.
      if case .binary(let range, _, _) = value.kind,
        type.hasPrefix(range == "..<" ? "Range" : "ClosedRange")
      {
        return 2
      }
      if type.hasPrefix("[") || type.contains("Range") { return 1 }
      return learnerType || ["Int", "String", "Double", "Bool"].contains(type) ? -5 : 0
    case .member(_, "self", _):
      // `Environment(Library.self)`: the overload taking a metatype before one taking a
      // function (a key path).
      if type.hasSuffix(".Type") { return 2 }
      return type.contains("->") ? -2 : 0
    case .closure:
      // `NavigationLink("Open") { Detail() }`: the overload taking a function before the one
      // taking the view itself.
      if type.contains("->") { return 1 }
      return type == "Any" || type == "Any?" ? 0 : -1
    case .boolean:
      if type == "Bool" { return 1 }
      return type.contains("->") ? -2 : 0
    case .binary(let op, _, _), .prefix(let op, _):
      // `check(1 < 2)`: a comparison or sum is a value, not a function.
      return type.contains("->") && Self.valueOperators.contains(op) ? -2 : 0
    default:
      return 0
    }
  }

  /// True when the learner's type declares a static member or a case named `member`.
  private func typeDeclares(_ type: String, member: String) -> Bool {
    if let decl = state.enums[type], decl.cases.contains(where: { $0.name == member }) {
      return true
    }
    return declaredMembers(of: type).contains { UpcomingDeclarations.name(of: $0) == member }
  }
}
