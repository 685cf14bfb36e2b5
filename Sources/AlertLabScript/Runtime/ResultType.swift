import AlertLabKit

// The standard library's `Result<Success, Failure>`: a value `.success(value)` or
// `.failure(error)`, the shape completion handlers hand back (`completion(.failure(error))`)
// and `task.result` gives. A Result is an enum value of type `Result`, printed, compared and
// matched (`case .success(let data)`) as the learner's enums are.

extension Interpreter {
  static let resultCases: Set<String> = ["success", "failure"]

  /// `Result<String, LoadError>`: its two type arguments (nil for `Result` alone or another
  /// type), so a case's value learns its type (`.failure(.offline)`).
  static func resultArguments(_ type: String) -> (success: String, failure: String)? {
    guard type.hasPrefix("Result<"), type.hasSuffix(">") else { return nil }
    let inner = type.dropFirst("Result<".count).dropLast()
    var depth = 0
    for index in inner.indices {
      switch inner[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        let success = inner[..<index].filter { $0 != " " }
        let failure = inner[inner.index(after: index)...].filter { $0 != " " }
        return (String(success), String(failure))
      default: break
      }
    }
    return nil
  }

  /// `.success(data)`, `Result<Int, LoadError>.failure(.offline)`: a Result of the type
  /// `type` names (`Result` alone, or with its arguments); nil when `name` is no case of it.
  func resultCase(_ type: String, name: String, arguments: [Argument], range: SourceRange)
    throws -> Value?
  {
    // A `Result` the program declares itself is its own enum, not Swift's.
    guard Self.resultCases.contains(name), type == "Result" || type.hasPrefix("Result<"),
      state.enums.isEmpty || state.enums["Result"] == nil
    else {
      return nil
    }
    guard arguments.count == 1, arguments[0].label == nil else {
      throw scriptError(
        arguments.isEmpty
          ? "missing argument for parameter #1 in call" : "extra argument in call", at: range)
    }
    let types = Self.resultArguments(type)
    let expected = name == "success" ? types?.success : types?.failure
    var value = try eval(arguments[0].value, expected: expected)
    if let expected, expected != "Error", expected != "any Error" {
      value = try coerce(value, to: expected, at: arguments[0].value.range)
    }
    return Self.result(name, value)
  }

  static func result(_ name: String, _ value: Value) -> Value {
    .enumPayload(type: "Result", name: name, values: [value], labels: [nil])
  }

  /// The case and the value a Result holds; nil for any other value.
  static func resultParts(_ value: Value) -> (name: String, value: Value)? {
    guard case .enumPayload("Result", let name, let values, _) = value, values.count == 1 else {
      return nil
    }
    return (name, values[0])
  }

  /// `result.map { ... }` and the like: `transform` applied to the value of the case `name`;
  /// the other case is left as it is. `flattens` takes the transform's own Result.
  func transformResult(_ use: MemberUse, case name: String, flattens: Bool) throws -> Value {
    guard let (held, value) = Self.resultParts(use.receiver), let transform = use.argument(0)
    else { return use.receiver }
    guard held == name else { return use.receiver }
    let changed = try callFunctionValue(transform, arguments: [value], range: use.range)
    return flattens ? changed : Self.result(name, changed)
  }
}

extension APIClass {
  static let result = APIClass(
    "Result", superclass: nil,
    members: [
      // `Result { try load() }`, `Result(catching: load)`.
      .initializer([ParamSpec("catching", "() throws -> Any")]) { machine, use in
        guard let body = use.argument(0) else { return .none }
        do {
          return Interpreter.result(
            "success", try machine.callFunctionValue(body, arguments: [], range: use.range))
        } catch let thrown as ThrownError {
          return Interpreter.result("failure", thrown.value)
        }
      },
      .method("get", [], returns: "Any") { _, use in
        guard let (name, value) = Interpreter.resultParts(use.receiver) else { return .none }
        if name == "failure" { throw ThrownError(value: value, range: use.range) }
        return value
      },
      .method("map", [ParamSpec(nil, "(Any) -> Any")], returns: "Result") { machine, use in
        try machine.transformResult(use, case: "success", flattens: false)
      },
      .method("mapError", [ParamSpec(nil, "(Any) -> Any")], returns: "Result") {
        machine, use in
        try machine.transformResult(use, case: "failure", flattens: false)
      },
      .method("flatMap", [ParamSpec(nil, "(Any) -> Any")], returns: "Result") { machine, use in
        try machine.transformResult(use, case: "success", flattens: true)
      },
      .method("flatMapError", [ParamSpec(nil, "(Any) -> Any")], returns: "Result") {
        machine, use in
        try machine.transformResult(use, case: "failure", flattens: true)
      },
    ])
}
