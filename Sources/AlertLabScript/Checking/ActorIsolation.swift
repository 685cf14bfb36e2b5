/// Where a body runs, for the compiler's errors about reaching an actor's state from outside
/// it: whether the body may wait (an `async` function, a task's closure) and whether it is on
/// the main actor (a method of a view controller, a `@MainActor` type or function).
struct IsolationSite {
  var isAsync: Bool
  var onMainActor: Bool
  /// What the body's `await`s await: an actor's method called inside one is called properly.
  var awaited: [SourceRange]

  func isAwaited(_ range: SourceRange) -> Bool {
    awaited.contains { $0.start <= range.start && range.end <= $0.end }
  }
}

/// How a type's members run.
enum TypeIsolation {
  case nonisolated
  /// A `@MainActor` type, and every UIKit class the learner's type inherits from.
  case mainActor
  /// An `actor`: its members reach its state without `await`, and its checks are not made
  /// here.
  case actor
}

/// How code outside an actor reaches one of its members.
enum ActorAccess {
  case call([Argument])
  case read
  case mutation
}

extension DeclarationChecker {
  /// Where a function's body runs; nil for a body the checker says nothing about (a
  /// function nested in another, a member of an actor).
  func isolationSite(of decl: FunctionDecl, asMember: Bool) -> IsolationSite? {
    var onMainActor = false
    if asMember {
      switch selfContext.isolation {
      case .actor: return nil
      case .mainActor: onMainActor = true
      case .nonisolated: break
      }
    } else if bodyDepth > 0 {
      return nil
    }
    for modifier in decl.modifiers {
      if modifier.name == "nonisolated" { onMainActor = false }
      if modifier.name == "@MainActor" { onMainActor = true }
    }
    return IsolationSite(isAsync: decl.isAsync, onMainActor: onMainActor, awaited: decl.awaited)
  }

  /// How the members of the learner's class run.
  func typeIsolation(of decl: ClassDecl, catalogType: String?) -> TypeIsolation {
    if decl.isActor { return .actor }
    if catalogType != nil || decl.modifiers.contains(where: { $0.name == "@MainActor" }) {
      return .mainActor
    }
    return .nonisolated
  }

  /// The actor the learner declared as `type`, in this input or before it.
  func actorDecl(_ type: String) -> ClassDecl? {
    if let upcoming = upcoming.actors[type] { return upcoming }
    guard let decl = state.classes[type], decl.isActor else { return nil }
    return decl
  }

  /// Reports the compiler's error when code outside the actor `type` reaches its state
  /// without `await` (a mutation, even with it).
  mutating func checkActorAccess(
    _ type: String, name: String, nameRange: SourceRange, access: ActorAccess
  ) {
    guard reporting, let site = isolation, let actor = actorDecl(type) else { return }
    let context = site.onMainActor ? "the main actor" : "a nonisolated context"
    switch access {
    case .call(let arguments):
      guard !site.isAwaited(nameRange),
        let method = Self.isolatedMethod(of: actor, name: name, arguments: arguments)
      else { return }
      let signature = "'\(method)'"
      if site.isAsync {
        report(
          .error(
            "actor-isolated instance method \(signature) cannot be called from outside of the actor",
            at: nameRange))
      } else {
        let where_ = site.onMainActor ? "main actor-isolated" : "nonisolated"
        report(
          .error(
            "call to actor-isolated instance method \(signature) in a synchronous \(where_) context",
            at: nameRange))
      }
    case .read:
      guard !site.isAwaited(nameRange), Self.isIsolatedProperty(of: actor, name: name) else {
        return
      }
      if site.isAsync {
        report(
          .error(
            "actor-isolated property '\(name)' cannot be accessed from outside of the actor",
            at: nameRange))
      } else {
        report(
          .error(
            "actor-isolated property '\(name)' can not be referenced from \(context)",
            at: nameRange))
      }
    case .mutation:
      guard Self.isIsolatedProperty(of: actor, name: name) else { return }
      report(
        .error(
          "actor-isolated property '\(name)' can not be mutated from \(context)", at: nameRange))
    }
  }

  /// `inc(by:)`: the actor's instance method `name` whose labels the arguments have, unless
  /// it is `nonisolated`.
  static func isolatedMethod(of actor: ClassDecl, name: String, arguments: [Argument])
    -> String?
  {
    for case .function(let decl) in actor.members.lazy.map(\.kind) where decl.name == name {
      guard labelsFit(decl.parameters, arguments) else { continue }
      guard !isShared(decl.modifiers) else { return nil }
      let labels = decl.parameters.map { ($0.externalLabel ?? $0.internalName) + ":" }
      return name + "(" + labels.joined() + ")"
    }
    return nil
  }

  /// True when each argument binds a parameter with its label in order, and each parameter
  /// none binds has a default value.
  static func labelsFit(_ parameters: [Parameter], _ arguments: [Argument]) -> Bool {
    var next = 0
    for argument in arguments {
      while next < parameters.count {
        let parameter = parameters[next]
        let label = parameter.externalLabel ?? parameter.internalName
        if argument.isTrailingClosure || (argument.label ?? "_") == label { break }
        guard parameter.defaultValue != nil else { return false }
        next += 1
      }
      guard next < parameters.count else { return false }
      next += 1
    }
    return parameters[next...].allSatisfy { $0.defaultValue != nil || $0.isVariadic }
  }

  /// True for a `var` of the actor's own, neither `static` nor `nonisolated`.
  static func isIsolatedProperty(of actor: ClassDecl, name: String) -> Bool {
    for case .variable(let decl) in actor.members.lazy.map(\.kind) where decl.name == name {
      return !decl.isConstant && !isShared(decl.modifiers)
    }
    return false
  }

  static func isShared(_ modifiers: [Modifier]) -> Bool {
    modifiers.contains { sharedModifiers.contains($0.name) }
  }

  static let sharedModifiers: Set<String> = ["static", "class", "nonisolated"]

  /// `Task { }` or `Task.detached { }`: the closure that runs as a task, and whether it
  /// leaves the actor it was made on.
  static func taskClosure(_ callee: Expr, _ arguments: [Argument]) -> (
    range: SourceRange, detached: Bool
  )? {
    let detached: Bool
    switch callee.kind {
    case .identifier("Task"): detached = false
    case .member(let base, "detached", _):
      guard case .identifier("Task") = base.kind else { return nil }
      detached = true
    default: return nil
    }
    guard let last = arguments.last, case .closure = last.value.kind else { return nil }
    return (last.value.range, detached)
  }
}
