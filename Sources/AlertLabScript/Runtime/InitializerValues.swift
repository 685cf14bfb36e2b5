// An initializer used as a function value: `.map(String.init)`, `.compactMap(Int.init)`,
// `let make = Buoy.init`, `String.init(describing:)`.

extension Interpreter {
  /// The types whose `init` used as a value takes one unlabelled argument.
  static let convertingTypes: Set<String> = [
    "String", "Int", "Double", "Float", "Bool", "Character", "CGFloat",
  ]

  /// `Type.init` (`name` is `init`, or `init(label:...)` with its labels): a closure that
  /// makes a `Type` from its arguments, `{ Type($0) }`, `{ Buoy(number: $0) }`.
  func initializerFunction(_ type: String, callee: Expr, name: String, range: SourceRange)
    throws -> Value
  {
    let labels: [String?]
    if name != "init" {
      labels = name.dropFirst("init(".count).dropLast().split(separator: ":").map {
        $0 == "_" ? nil : String($0)
      }
    } else if let written = learnerInitializerLabels(type) {
      labels = written
    } else if Self.convertingTypes.contains(type) {
      labels = [nil]
    } else {
      throw scriptError(
        "AlertLab does not simulate '\(type).init' as a function value; write a closure: "
          + "{ \(type)($0) }", at: range)
    }
    let arguments = labels.enumerated().map { index, label in
      Argument(label: label, value: Expr(.identifier("$\(index)"), range: range))
    }
    let call = Expr(.call(callee, arguments), range: range)
    let closure = ClosureExpr(parameters: nil, body: [Stmt(.expression(call), range: range)])
    state.callables.append(.closure(closure, captured: []))
    closureOrigins[state.callables.count - 1] = inputTag
    return .function(.closure(state.callables.count - 1))
  }

  /// The labels of the first `init` a learner's type declares, else of its memberwise
  /// initializer; nil for a type that is not the learner's.
  func learnerInitializerLabels(_ type: String) -> [String?]? {
    guard let declared = state.classes[type] else { return nil }
    for decl in classChain(type) {
      for member in decl.members {
        if case .function(let function) = member.kind, function.name == "init" {
          return function.parameters.map(labelOf)
        }
      }
    }
    guard declared.isStruct else { return [] }
    return declared.members.compactMap { member -> String?? in
      guard case .variable(let variable) = member.kind, variable.accessors.isEmpty,
        !isClassMember(variable.modifiers), !(variable.isConstant && variable.initializer != nil)
      else { return nil }
      return .some(variable.name)
    }
  }
}
