import AlertLabKit

// A learner's UIView subclass (seed 000's `CustomView`): made with UIView's own initializers,
// `CustomView(frame: CGRectMake(0, 0, 200, 100))` and `CustomView()`, when the class declares
// none of its own. The instance is a view of the screen with the class's stored properties,
// and its `@IBInspectable` properties are what `:inspect` shows.

extension Interpreter {
  /// True for a learner's class that inherits from UIView (not a popover background view,
  /// which UIKit makes itself) and declares no initializer.
  func isLearnerViewClass(_ type: String) -> Bool {
    guard state.classes[type] != nil, !isBackgroundViewClass(type), !hasOwnInit(type),
      let ancestor = uikitAncestor(of: type), APICatalog.types[ancestor] != nil
    else { return false }
    return APICatalog.isSubclass(ancestor, of: "UIView")
  }

  /// A new instance of the learner's view class `type`, made by its UIKit ancestor's
  /// initializer for these arguments.
  func constructLearnerView(
    _ type: String, arguments: [Argument], range: SourceRange, calleeRange: SourceRange
  ) throws -> Value {
    let ancestor = uikitAncestor(of: type) ?? "UIView"
    let made = try construct(ancestor, arguments: arguments, range: range, calleeRange: calleeRange)
    guard case .object(let id) = made else { return made }
    state.world.views[id]?.className = type
    try addStoredProperties(of: type, to: id)
    return made
  }

  /// The `@IBInspectable` properties of a class and its learner superclasses, in the order
  /// written (a superclass's first), with their declared types.
  public func inspectableProperties(of type: String) -> [(name: String, type: String)] {
    classChain(type).reversed().flatMap { decl in
      decl.members.compactMap { member -> (name: String, type: String)? in
        guard case .variable(let variable) = member.kind,
          variable.modifiers.contains(where: { $0.name == "@IBInspectable" })
        else { return nil }
        return (variable.name, variable.type?.description ?? "")
      }
    }
  }

  /// True when the class, or a learner superclass, is marked `@IBDesignable`.
  public func isDesignable(_ type: String) -> Bool {
    classChain(type).contains { decl in
      decl.modifiers.contains { $0.name == "@IBDesignable" }
    }
  }

  /// The learner's class of a view (`CustomView`), nil for UIKit's own.
  public func learnerClass(ofView id: ObjectID) -> String? {
    guard let name = state.world.views[id]?.className, state.classes[name] != nil else {
      return nil
    }
    return name
  }
}

extension Interpreter {
  /// Where a property of an `@IBInspectable` type stands (seed 000 lists the types that
  /// work: Int, CGFloat, Double, CGPoint, CGSize, CGRect, UIColor, String, Bool; UIImage too).
  public enum InspectableKind: Equatable, Sendable {
    /// The Attributes inspector edits it.
    case editable
    /// Swift refuses the declaration: the type has no Objective-C form (a Swift struct or
    /// enum, an optional number).
    case notObjectiveC
    /// Swift accepts it, but the inspector has no editor for the type: it is not listed.
    case noEditor
  }

  /// The kind of an `@IBInspectable` property of type `type`.
  public func inspectableKind(_ type: String) -> InspectableKind {
    let optional = type.hasSuffix("?") || type.hasSuffix("!")
    let base = optional ? String(type.dropLast()) : type
    let values: Set<String> = [
      "Int", "CGFloat", "Double", "Float", "CGPoint", "CGSize", "CGRect", "Bool",
    ]
    if values.contains(base) { return optional ? .notObjectiveC : .editable }
    if ["UIColor", "String", "UIImage"].contains(base) { return .editable }
    if state.enums[base] != nil || state.classes[base]?.isStruct == true {
      return .notObjectiveC
    }
    return .noEditor
  }

  /// A property's value as the Attributes inspector shows it: a colour by name, a number
  /// without a needless `.0`, a flag as On or Off, text as written. Reading runs the
  /// learner's getter on a copy of the world, which is then put back.
  public func inspectedValue(of id: ObjectID, property: String) -> String {
    let saved = state
    defer { state = saved }
    steps = 0
    callDepth = 0
    let here = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    guard
      let value = try? getMember(.object(id), name: property, range: here, baseRange: here)
    else { return "" }
    switch value.unwrapped {
    case nil: return "nil"
    case .enumCase(_, let name)?: return name
    case .bool(let flag)?: return flag ? "On" : "Off"
    case .double(let number)?: return formatPoints(number)
    case .int(let number)?: return String(number)
    case .string(let text)?: return text
    case let other?: return ValueFormatter(world: state.world).printed(other)
    }
  }
}

extension Interpreter {
  /// The learner's class in `type`'s chain that declares the property `name`.
  public func declaringClass(of name: String, in type: String) -> String? {
    classChain(type).first { decl in
      decl.members.contains {
        if case .variable(let variable) = $0.kind { return variable.name == name }
        return false
      }
    }?.name
  }
}
