import AlertLabKit
import AlertLabWords

// A crash inside a learner's method, initializer, computed property or observer names the
// member and shows the line inside it, in the input that declared it, as a crash inside a
// handler does (`HandlerContext`): `note: method 'Model.item(at:)' stopped here`.

extension Interpreter {
  /// Remembers the input that declared each member of a type.
  func recordMemberOrigins(_ type: String, _ members: [Stmt]) {
    for member in members {
      switch member.kind {
      case .function(let decl):
        memberOrigins[memberKey(type, decl.name, decl.nameRange)] = inputTag
      case .variable(let decl):
        memberOrigins[memberKey(type, decl.name, decl.nameRange)] = inputTag
      default:
        continue
      }
    }
  }

  private func memberKey(_ type: String, _ name: String, _ range: SourceRange) -> String {
    "\(type).\(name)@\(range.start.line):\(range.start.column)"
  }

  /// The type among the receiver's that declares the member, and the input it came from.
  private func memberOwner(_ name: String, _ nameRange: SourceRange, receiver: Value?) -> (
    type: String, tag: Int?
  )? {
    guard let receiver else { return nil }
    var chain = typeChain(of: receiver)
    if case .type(let type) = receiver { chain = [type] + classChain(type).dropFirst().map(\.name) }
    for type in chain {
      if let tag = memberOrigins[memberKey(type, name, nameRange)] { return (type, tag) }
    }
    return chain.first.map { ($0, nil) }
  }

  /// Runs a member's code; a crash leaving it names the member: `what` is how it is named
  /// (`method '{1}.{2}'`, `getter of '{1}.{2}'` …), `shown` the name after the type
  /// (`item(at:)`).
  func runningMember<T>(
    _ what: OwnKey, name: String, nameRange: SourceRange, shown: String, receiver: Value?,
    _ body: () throws -> T
  ) throws -> T {
    do {
      return try body()
    } catch let failure as HandlerFailure {
      throw failure
    } catch {
      let isCrash: Bool
      switch error {
      case is Crash, ScriptFailure.crash: isCrash = true
      default: isCrash = false
      }
      guard isCrash, let owner = memberOwner(name, nameRange, receiver: receiver) else {
        throw error
      }
      if state.importsSwiftUI, Self.swiftUITypeNames.contains(owner.type) {
        // The module's code has no line of the learner's: the crash is placed where the
        // learner's code reached it.
        if case ScriptFailure.crash(let crash, _) = error { throw crash }
        throw error
      }
      if failureOrigin == nil { failureOrigin = FailureOrigin(inputTag: owner.tag) }
      let context = HandlerContext(name: Said(what, owner.type, shown), inputTag: owner.tag)
      throw HandlerFailure(underlying: error, context: located(context))
    }
  }

  /// Runs a method's or initializer's body, naming it when it crashes.
  func runningMethod<T>(_ decl: FunctionDecl, receiver: Value?, _ body: () throws -> T) throws
    -> T
  {
    let shown = decl.name + "(" + decl.parameters.map { (labelOf($0) ?? "_") + ":" }.joined() + ")"
    return try runningMember(
      decl.name == "init" ? .memberInitializer : .memberMethod, name: decl.name,
      nameRange: decl.nameRange,
      shown: shown, receiver: receiver, body)
  }

  /// Runs a getter, setter or observer, naming it when it crashes.
  func runningAccessor<T>(
    _ accessor: Accessor, of variable: VariableDecl, receiver: Value?, _ body: () throws -> T
  ) throws -> T {
    let what: OwnKey
    switch accessor.kind {
    case .get: what = .memberGetter
    case .set: what = .memberSetter
    case .willSet: what = .memberWillSet
    case .didSet: what = .memberDidSet
    }
    return try runningMember(
      what, name: variable.name, nameRange: variable.nameRange,
      shown: variable.name, receiver: receiver, body)
  }
}
