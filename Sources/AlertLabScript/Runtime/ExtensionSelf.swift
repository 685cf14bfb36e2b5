import AlertLabKit

// The code of an extension of a Swift type (`extension Array`, `extension String`) runs with
// the array or string as `self`: its properties are named without `self.`, and `Element`
// stands for the array's element type.

extension Interpreter {
  /// True when `self` is a value whose properties a method names without `self.`: an object,
  /// or the array or string an extension's method runs on (`count` in `extension Array`).
  func hasImplicitMembers(_ value: Value) -> Bool {
    switch value {
    case .object, .array, .string: return true
    default: return false
    }
  }

  /// `Element` (an array's element in its methods and in `extension Array`) takes any value.
  func genericElementAsAny(_ type: String) -> String {
    // Only a spelling of 7 or 8 bytes can be either: a string knows its length without
    // reading it, and most types are answered so (comparing strings that differ costs more).
    let length = type.utf8.count
    guard length == 7 || length == 8 else { return type }
    switch type {
    case "Element": return "Any"
    case "Element?": return "Any?"
    default: return type
    }
  }
}

extension Interpreter {
  /// `Character(digit: 4)` of the learner's `extension Character { init(digit: Int) { self =
  /// ... } }`: the value `self` is given. Nil when no initializer of the learner's fits, or
  /// for a type whose values are not numbers or text.
  func callValueExtensionInit(_ type: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    let start: Value
    switch type {
    case "String", "Character": start = .string("")
    case "Int": start = .int(0)
    case "Double": start = .double(0)
    case "Float": start = .float(0)
    default: return nil
    }
    let initializers = (state.extensions[type] ?? []).compactMap { member -> FunctionDecl? in
      guard case .function(let function) = member.kind, function.name == "init",
        !function.isFailable
      else { return nil }
      return function
    }
    guard let decl = initializers.first(where: { argumentsFit(arguments, $0) }) else {
      return nil
    }
    let values = try userArguments(decl, arguments)
    mutatingSelf.append(start)
    defer { mutatingSelf.removeLast() }
    return try inFrame(returnType: nil, instance: nil, selfValue: start, range: range) {
      _ = try runFunctionBody(decl, arguments: values)
      return (selfStack.last ?? nil) ?? start
    }
  }
}
