import AlertLabKit
import AlertLabWords

// The learner's protocols: conformance declared on a class, struct or enum or added by an
// extension, default implementations in protocol extensions, and `is`/`as?` with a protocol.

extension Interpreter {
  func declareProtocol(_ decl: ProtocolDecl, range: SourceRange) throws {
    guard scopes.isEmpty else {
      throw scriptError(Said(.simulatesProtocolsDeclaredTop), at: range)
    }
    state.protocols[decl.name] = decl
    for requirement in decl.attributedRequirements {
      attributedRequirementNames.insert(requirement.requirement)
    }
  }

  /// `extension Type: P, Q { }` adds conformances; `self`'s own type also gets the default
  /// implementations of the protocols' extensions as its methods.
  func recordConformances(_ type: String, _ inherited: [TypeSyntax]) {
    guard !inherited.isEmpty else { return }
    state.conformances[type, default: []] += inherited.map(\.description)
    guard Interpreter.selfExtensionTypes.contains(type) || type == state.screenClass else { return }
    adoptProtocolDefaults(inherited.map(\.description))
  }

  /// The methods of the extensions of `protocols` (and of the protocols they refine) become
  /// `self`'s, where `self`'s class does not declare its own of the same signature: the
  /// screen's class adopts them (`class ViewController: UIViewController, AlertShowing`).
  func adoptProtocolDefaults(_ protocols: [String]) {
    var pending = protocols
    var seen: Set<String> = []
    while let name = pending.popLast(), seen.count < 64 {
      guard seen.insert(name).inserted else { continue }
      pending += refinedProtocols(name)
      for member in state.extensions[name] ?? [] {
        guard case .function(let function) = member.kind, !isClassMember(function.modifiers),
          !(state.functions[function.name] ?? []).contains(where: { sameSignature($0, function) })
        else { continue }
        state.functions[function.name, default: []].append(function)
        state.functionNames.insert(function.name)
      }
    }
  }

  /// A protocol extension declared after the screen's class adopted the protocol: its
  /// methods become `self`'s too.
  func adoptLaterProtocolDefaults(extending name: String) {
    guard state.protocols[name] != nil, let screen = state.screenClass,
      conforms(types: [screen], to: name)
    else { return }
    adoptProtocolDefaults([name])
  }

  /// The protocols a type adopts as written: in its declaration and in its extensions.
  func declaredConformances(_ type: String) -> [String] {
    var result = state.classes[type]?.inherited.map(\.description) ?? []
    result += state.enums[type]?.inherited.map(\.description) ?? []
    result += state.conformances[type] ?? []
    return result
  }

  /// The protocols a protocol refines: its own list, and `LocalizedError: Error`.
  func refinedProtocols(_ name: String) -> [String] {
    if name == "LocalizedError" || name == "CustomNSError" { return ["Error"] }
    if let standard = Self.standardRefinements[name] { return [standard] }
    return state.protocols[name]?.inherited.map(\.description) ?? []
  }

  /// The standard library's collection protocols, each with the one it refines.
  static let standardRefinements: [String: String] = [
    "RandomAccessCollection": "BidirectionalCollection", "BidirectionalCollection": "Collection",
    "Collection": "Sequence",
  ]

  /// True when the value's type (or a superclass) adopts `proto`, directly or through a
  /// protocol that refines it.
  func conforms(_ value: Value, to proto: String) -> Bool {
    guard !state.classes.isEmpty || !state.conformances.isEmpty || !state.enums.isEmpty else {
      return false
    }
    let types = typeChain(of: value)
    guard conforms(types: types, to: proto) else { return false }
    // `extension Array: Purchaseable where Element: Purchaseable`: only when the elements
    // adopt it too (those of an empty collection by their type).
    if !state.elementRequirements.isEmpty {
      switch value {
      case .array(let items, let element), .set(let items, let element):
        for type in types {
          guard let requirement = state.elementRequirements[type + ":" + proto] else { continue }
          if items.isEmpty { return conforms(types: [element], to: requirement) }
          return items.allSatisfy { conforms($0, to: requirement) }
        }
      default: break
      }
    }
    return true
  }

  /// True when one of `types` (a type and its superclasses) adopts `proto`, directly or
  /// through a protocol that refines it.
  func conforms(types: [String], to proto: String) -> Bool {
    for type in types
    where state.classes[type] != nil || state.enums[type] != nil || state.conformances[type] != nil
    {
      var pending = declaredConformances(type)
      var seen: Set<String> = []
      while let next = pending.popLast() {
        if next == proto { return true }
        if seen.insert(next).inserted, seen.count < 64 { pending += refinedProtocols(next) }
      }
    }
    return false
  }

  /// True for a protocol `isInstance` answers by conformance.
  func isProtocolName(_ name: String) -> Bool {
    // Swift's two are compared only at their lengths: a string knows its length without
    // reading it, and comparing strings that differ costs more.
    let length = name.utf8.count
    return (!state.protocols.isEmpty && state.protocols[name] != nil)
      || (length == 5 && name == "Error") || (length == 14 && name == "LocalizedError")
  }

  /// The protocols whose extensions may hold members for the type (default implementations).
  func protocolExtensionTypes(of type: String) -> [String] {
    guard state.classes[type] != nil || state.conformances[type] != nil else { return [] }
    var result: [String] = []
    var pending = declaredConformances(type)
    while let next = pending.popLast(), result.count < 64 {
      guard !result.contains(next) else { continue }
      result.append(next)
      pending += refinedProtocols(next)
    }
    return result.filter { state.extensions[$0] != nil }
  }
}

extension Interpreter {
  /// True for a name a learner's protocol declares with `associatedtype`.
  func isAssociatedType(_ name: String) -> Bool {
    state.protocols.values.contains { $0.associatedTypes.contains(name) }
  }
}

extension Interpreter {
  /// `greeter.hello()` on a value of a protocol type (`let greeter: any Greeter`) where
  /// `hello` is no requirement of the protocol (nor of those it refines): the method of the
  /// protocol's extension, whatever the value's own type declares, as Swift calls it
  /// statically. Nil for another type or a requirement.
  /// True when the learner's protocol `type`, or one it inherits, requires a member `name`:
  /// a requirement is dispatched on the value's own type.
  func protocolRequires(_ type: String, _ name: String) -> Bool {
    var pending = [type]
    var seen: Set<String> = []
    while let next = pending.popLast(), seen.insert(next).inserted, seen.count < 64 {
      guard let proto = state.protocols[next] else { continue }
      if proto.requirements.contains(name) { return true }
      pending += proto.inherited.map(\.description)
    }
    return false
  }

  func protocolExtensionMethod(declared: String?, name: String, arguments: [Argument])
    -> FunctionDecl?
  {
    guard var type = declared else { return nil }
    if type.hasPrefix("any ") { type.removeFirst(4) }
    guard state.protocols[type] != nil, let members = state.extensions[type],
      !protocolRequires(type, name)
    else { return nil }
    let fitting = members.compactMap { member -> FunctionDecl? in
      guard case .function(let decl) = member.kind, decl.name == name,
        !isClassMember(decl.modifiers), argumentsFit(arguments, decl)
      else { return nil }
      return decl
    }
    return fittest(fitting, arguments)
  }
}
