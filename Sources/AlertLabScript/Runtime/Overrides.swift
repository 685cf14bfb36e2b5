import AlertLabKit

// Override checking as the compiler does it: `override` on a method the superclass does not
// have, and a method that overrides one without saying `override`. Only what AlertLab knows
// is judged: the learner's own superclasses, and the UIKit methods the catalog declares.

extension Interpreter {
  func checkOverrides(_ decl: ClassDecl) throws {
    guard !decl.isStruct else { return }
    let parent = decl.inherited.first?.description
    for member in decl.members {
      guard case .function(let function) = member.kind, function.name != "init",
        function.name != "deinit"
      else { continue }
      let overrides = function.modifiers.contains { $0.name == "override" }
      let inherited = inheritedMethod(
        named: function.name, labels: function.parameters.map(labelOf), from: parent,
        classMember: isClassMember(function.modifiers))
      if overrides, inherited == .absent {
        throw scriptError(
          "method does not override any method from its superclass", at: function.nameRange)
      }
      if !overrides, inherited == .present {
        throw scriptError(
          "overriding declaration requires an 'override' keyword", at: function.nameRange,
          notes: [.note("insert 'override '", at: function.nameRange)])
      }
    }
  }

  enum InheritedMethod { case present, absent, unknown }

  /// Whether a superclass has the method (a class method when `classMember`): known for the
  /// learner's classes (and a class with none), and for UIKit methods the catalog declares;
  /// unknown for the rest of UIKit.
  func inheritedMethod(
    named name: String, labels: [String?], from parent: String?, classMember: Bool = false
  ) -> InheritedMethod {
    var current = parent
    var visited = 0
    while let type = current, visited < 32 {
      visited += 1
      guard let declared = state.classes[type], state.enums[type] == nil else {
        if state.protocols[type] != nil || type == "Error" { return .absent }
        let catalog = APICatalog.catalogType(for: type)
        let known = APICatalog.members(of: catalog).contains {
          if case .method = $0.kind { return $0.name == name && $0.params.map(\.label) == labels }
          return false
        }
        return known ? .present : .unknown
      }
      for member in declared.members {
        if case .function(let function) = member.kind, function.name == name,
          function.parameters.map(labelOf) == labels,
          isClassMember(function.modifiers) == classMember
        {
          return .present
        }
      }
      current = declared.inherited.first?.description
      if let next = current, state.classes[next] == nil, isProtocolName(next) { return .absent }
    }
    return current == nil ? .absent : .unknown
  }
}
