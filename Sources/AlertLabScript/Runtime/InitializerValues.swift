import AlertLabKit
import AlertLabWords

// An initializer or a method used as a function value: `.map(String.init)`,
// `.compactMap(Int.init)`, `let make = Buoy.init`, `String.init(describing:)`,
// `let walk = pedometer.step(times:)`.

extension Interpreter {
  /// The types whose `init` used as a value takes one unlabelled argument.
  static let convertingTypes: Set<String> = [
    "String", "Int", "Double", "Float", "Bool", "Character", "CGFloat", "Array", "Set",
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
      let reference = type + ".init"
      throw scriptError(
        Said(.doesSimulateUsingMethod, reference),
        at: range, notes: [.note("write a closure: { \(type)($0) }", at: range)])
    }
    return functionValue(calling: callee, labels: labels, captured: [], range: range)
  }

  /// `instance.name(label:)` (`name` is the compound name): a closure that calls the method
  /// on the instance, `{ pedometer.step(times: $0) }`; nil when `name` is no compound name.
  func methodFunction(_ receiver: Value, name: String, range: SourceRange) -> Value? {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(":)") else { return nil }
    let labels = name[name.index(after: open)...].dropLast().split(separator: ":").map {
      $0 == "_" ? nil : String($0)
    }
    let box = newBox(receiver, constant: true, type: nil)
    let method = Expr(
      .member(
        Expr(.identifier("$receiver"), range: range), name: String(name[..<open]),
        nameRange: range), range: range)
    return functionValue(
      calling: method, labels: labels, captured: [["$receiver": box]], range: range)
  }

  /// `submit` in a method of the learner's type, named without `self.` and not called
  /// (`Button("OK", action: submit)`): the method bound to the instance,
  /// `{ self.submit() }`. Nil when the instance's type declares no such method.
  func boundMethod(_ instance: Value, name: String, range: SourceRange) -> Value? {
    guard mayHaveDeclaredMembers(instance) else { return nil }
    for type in typeChain(of: instance) {
      for member in declaredMembers(of: type) {
        guard case .function(let decl) = member.kind, decl.name == name,
          !isClassMember(decl.modifiers)
        else { continue }
        let box = newBox(instance, constant: true, type: nil)
        let method = Expr(
          .member(Expr(.identifier("$receiver"), range: range), name: name, nameRange: range),
          range: range)
        return functionValue(
          calling: method, labels: decl.parameters.map(labelOf), captured: [["$receiver": box]],
          range: range)
      }
    }
    return nil
  }

  /// `Temperature.raised`: a method of the learner's type named on the type, a function
  /// that takes an instance and gives the method bound to it, `{ t in { t.raised(by: $0) } }`.
  /// Nil when the type declares no such instance method.
  func unboundMethod(_ type: String, name: String, range: SourceRange) -> Value? {
    guard state.classes[type] != nil else { return nil }
    for member in declaredMembers(of: type) {
      guard case .function(let decl) = member.kind, decl.name == name,
        !isClassMember(decl.modifiers)
      else { continue }
      let instance = "$instance"
      let bound = Self.forwardingClosure(
        calling: Expr(
          .member(Expr(.identifier(instance), range: range), name: name, nameRange: range),
          range: range),
        labels: decl.parameters.map(labelOf), range: range)
      let closure = ClosureExpr(
        parameters: [ClosureParameter(name: instance, nameRange: range)],
        body: [Stmt(.expression(Expr(.closure(bound), range: range)), range: range)])
      state.callables.append(.closure(closure, captured: []))
      closureOrigins[state.callables.count - 1] = inputTag
      return .function(.closure(state.callables.count - 1))
    }
    return nil
  }

  /// `Math.add`, `Math.scale(value:by:)`: a static method of the learner's type named, not
  /// called, as a function, `{ Math.scale(value: $0, by: $1) }`. Nil when the type declares
  /// no such static method (of those labels, when written).
  func staticMethodValue(_ type: String, name: String, range: SourceRange) -> Value? {
    guard state.classes[type] != nil || state.enums[type] != nil else { return nil }
    var base = name
    var written: [String?]?
    if let open = name.firstIndex(of: "("), name.hasSuffix(":)") {
      base = String(name[..<open])
      written = name[name.index(after: open)...].dropLast().split(separator: ":").map {
        $0 == "_" ? nil : String($0)
      }
    }
    for member in declaredMembers(of: type) {
      guard case .function(let decl) = member.kind, decl.name == base,
        isClassMember(decl.modifiers)
      else { continue }
      let labels = decl.parameters.map(labelOf)
      if let written, written != labels { continue }
      let callee = Expr(
        .member(Expr(.identifier(type), range: range), name: base, nameRange: range),
        range: range)
      return functionValue(calling: callee, labels: labels, captured: [], range: range)
    }
    return nil
  }

  /// `{ callee($0, label: $1) }`: a closure that calls `callee` with its parameters under
  /// `labels`.
  static func forwardingClosure(calling callee: Expr, labels: [String?], range: SourceRange)
    -> ClosureExpr
  {
    let arguments = labels.enumerated().map { index, label in
      Argument(label: label, value: Expr(.identifier("$\(index)"), range: range))
    }
    let call = Expr(.call(callee, arguments), range: range)
    return ClosureExpr(parameters: nil, body: [Stmt(.expression(call), range: range)])
  }

  /// A closure that calls `callee` with its parameters under `labels`.
  private func functionValue(
    calling callee: Expr, labels: [String?], captured: [[String: Int]], range: SourceRange
  ) -> Value {
    let closure = Self.forwardingClosure(calling: callee, labels: labels, range: range)
    state.callables.append(.closure(closure, captured: captured))
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
      return .some(memberwiseView(variable, in: declared).name)
    }
  }
}

extension Interpreter {
  /// `String()`, `Bool("true")`, `Character("Z")`, `precondition(...)`, `assert(...)`; nil for another
  /// name or other arguments.
  func callStandardFunction(_ name: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    switch name {
    case "String" where arguments.isEmpty:
      return .string("")
    case "Bool" where arguments.count == 1 && arguments[0].label == nil:
      let value = try eval(arguments[0].value, expected: "String")
      switch value {
      case .string(let text): return Bool(text).map { .some(.bool($0)) } ?? Value.none
      case .bool: return value
      default:
        let call = "Bool(\(typeName(value)))"
        throw scriptError(
          Said(.doesSimulateNothingRan, call), at: arguments[0].value.range)
      }
    case "Substring" where arguments.count == 1 && arguments[0].label == nil:
      // `Substring("sub")`: a substring of the whole text.
      switch try eval(arguments[0].value, expected: "String") {
      case .string(let text): return .slice(text, start: 0)
      case .substring(let slice): return .substring(slice)
      default: return nil
      }
    case "Character" where arguments.count == 1 && arguments[0].label == nil:
      // A Character is a String of one character here.
      let value = try eval(arguments[0].value, expected: "String")
      guard case .string(let text) = value, text.count == 1 else {
        // Swift stops the app when the string is not one character.
        let call = "Character(\(ValueFormatter(world: state.world).debug(value)))"
        throw scriptError(Said(.doesSimulateCreating, call), at: range)
      }
      return value
    case "dump":
      return try dump(arguments, range: range)
    case "isKnownUniquelyReferenced" where arguments.count == 1 && arguments[0].label == nil:
      // `isKnownUniquelyReferenced(&buffer)`: whether the program holds the object once.
      var argument = arguments[0].value
      if case .prefix("&", let inner) = argument.kind { argument = inner }
      guard case .object(let id) = try eval(argument).unwrapped ?? .void else {
        return .bool(false)
      }
      return .bool(try strongReferences(to: id, range: range) <= 1)
    case "precondition", "assert":
      // `precondition(ok, "message")`: stops the app when the condition is false.
      guard let first = arguments.first, arguments.count <= 2 else { return nil }
      guard case .bool(let flag) = try eval(first.value, expected: "Bool") else {
        throw scriptError("'\(name)' takes a Bool condition", at: first.value.range)
      }
      if flag { return .void }
      let message = try arguments.dropFirst().first.map { try eval($0.value, expected: "String") }
      let text = message.map { ValueFormatter(world: state.world).printed($0) } ?? ""
      throw trap(.fatalErrorCalled(message: text, iOS: state.world.iOS), at: range)
    default:
      return nil
    }
  }
}

extension Interpreter {
  /// `optional.map { ... }`, `optional.flatMap { ... }`: nil stays nil, a value goes through
  /// the closure and what it gives is optional. Nil when the call takes other arguments.
  func optionalMap(_ optional: Value, name: String, arguments: [Argument], range: SourceRange)
    throws -> Value?
  {
    guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "transform"
    else { return nil }
    let function = try eval(arguments[0].value)
    guard let wrapped = optional.unwrapped else { return Value.none }
    let result = try callFunctionValue(function, arguments: [wrapped], range: range)
    // The closure's optional comes back as it is (AlertLab keeps optionals flat, so `map`'s
    // `Int??` is an `Int?` here too).
    return result.isOptional ? result : Value.some(result)
  }
}
