import AlertLabKit
import AlertLabWords

/// One parameter of a simulated API: its label (nil for `_`), type and whether it has a
/// default value.
struct ParamSpec: Sendable {
  let label: String?
  let type: String
  let hasDefault: Bool
  /// Whether `type` is a function type (`((UIAlertAction) -> Void)?`), worked out once: a
  /// trailing closure can stand for this parameter.
  let isFunction: Bool
  init(_ label: String?, _ type: String, default hasDefault: Bool = false) {
    self.label = label
    self.type = type
    self.hasDefault = hasDefault
    self.isFunction = isFunctionType(type)
  }
}

/// An older spelling of a member and the note it prints: a property name, a method's base
/// name and labels (`presentViewController`, `[nil, "animated", "completion"]`), a static call
/// standing for a static property (`NSNotificationCenter.defaultCenter()`), or a global of the
/// old SDKs (`CGRectZero`, `CGRectMake(...)`).
struct OldSpelling: Sendable {
  enum Form: Sendable {
    /// Written where the member is: `alert.enabled`, `presentViewController(...)`.
    case member
    /// A static method call that is today a static property: `UIDevice.currentDevice()`.
    case staticCall
    /// A global constant or function of the old SDKs: `CGRectZero`, `CGRectMake(...)`.
    case global
  }
  let name: String
  let labels: [String?]
  let form: Form
  /// The note's words for the old and today's spelling, where they are not the member's own.
  let shown: String?
  let today: String?

  init(
    _ name: String, labels: [String?] = [], form: Form = .member, shown: String? = nil,
    today: String? = nil
  ) {
    self.name = name
    self.labels = labels
    self.form = form
    self.shown = shown
    self.today = today
  }

  /// A method's old base name and labels: `.method("dismissViewControllerAnimated", [nil])`.
  static func method(_ name: String, _ labels: [String?]) -> OldSpelling {
    OldSpelling(name, labels: labels)
  }

  /// A Swift 2 static call that is today a property: `.staticCall("currentDevice", of:
  /// "UIDevice", today: "UIDevice.current")` notes `'UIDevice.currentDevice()'`.
  static func staticCall(_ name: String, of type: String, today: String) -> OldSpelling {
    OldSpelling(name, form: .staticCall, shown: "\(type).\(name)()", today: today)
  }

  /// `addObserverForName(_:object:queue:usingBlock:)`.
  var fullName: String { selectorName(name, labels) }
}

/// `name(a:_:)`: a method's name with its labels (nil for `_`), built in one string.
func selectorName(_ name: String, _ labels: [String?]) -> String {
  var text = name
  text += "("
  for label in labels {
    text += label ?? "_"
    text += ":"
  }
  text += ")"
  return text
}

/// One use of a member: what it is used on, its arguments in parameter order (for a setter,
/// the new value), and where it is written.
struct MemberUse {
  /// A member chosen for a call, with its arguments in parameter order.
  typealias Bound = (member: APIMember, arguments: [Value])

  let member: APIMember
  let receiver: Value
  let arguments: [Value]
  let range: SourceRange

  /// The object the member is used on, if it is one.
  var object: ObjectID? {
    if case .object(let id) = receiver { return id }
    return nil
  }

  /// The object used on, or the error for a value that is not one.
  func requireObject() throws -> ObjectID {
    guard let object else { throw cannotRead }
    return object
  }

  /// The error for a member used on a value it cannot read.
  var cannotRead: ScriptFailure {
    scriptError(Said(.cannotReadHere, member.id), at: range)
  }

  /// A setter's new value.
  var value: Value { arguments.first ?? .none }

  /// The argument at `index`, or nil when there is none.
  /// The argument at `index` as a count (0 when it is not a whole number).
  func count(_ index: Int) -> Int {
    if case .int(let number)? = argument(index) { return number }
    return 0
  }

  func argument(_ index: Int) -> Value? {
    arguments.indices.contains(index) ? arguments[index] : nil
  }

  /// A string argument (unwrapped), nil for anything else.
  func text(_ index: Int) -> String? {
    argument(index)?.unwrapped?.stringText
  }

  /// A string or selector argument (`#selector(...)`, a name).
  func name(_ index: Int) -> String? {
    switch argument(index)?.unwrapped {
    case .string(let text)?: return text
    case .substring(let slice)?: return slice.text
    case .selector(let text)?: return text
    default: return nil
    }
  }

  /// An object argument other than the nil of a missing class.
  func object(_ index: Int) -> ObjectID? {
    if case .object(let id)? = argument(index)?.unwrapped, id.rawValue != 0 { return id }
    return nil
  }

  /// An object argument, the nil of a missing class included.
  func anyObject(_ index: Int) -> ObjectID? {
    if case .object(let id)? = argument(index)?.unwrapped { return id }
    return nil
  }

  /// An integer argument, or `otherwise`.
  func int(_ index: Int, otherwise: Int) -> Int {
    if case .int(let number)? = argument(index)?.unwrapped { return number }
    return otherwise
  }

  /// A Bool argument (false for anything else).
  func flag(_ index: Int) -> Bool {
    if case .bool(let flag)? = argument(index) { return flag }
    return false
  }

  /// The case name of an enum argument.
  func caseName(_ index: Int) -> String? {
    if case .enumCase(_, let name)? = argument(index) { return name }
    return nil
  }
}

/// What a member does: given the interpreter (its world and state) and one use, its result.
/// A setter answers the receiver after the change (for a value type, the new value).
typealias Behaviour = @Sendable (Interpreter, MemberUse) throws -> Value

/// One member of a simulated type, with everything about it: name and labels, types, old
/// spellings and the note each prints, the iOS version that brought it, and its behaviour.
/// The builders (`property`, `method`, ...) take the behaviour, so a member cannot be declared
/// without it. A class: dispatch hands members around on every call, and a reference costs one
/// retain where a copy of every field costs many.
final class APIMember: Sendable {
  enum Kind: Equatable, Sendable {
    case property(settable: Bool)
    case method
    case initializer
    case staticProperty
    case staticMethod
  }
  let kind: Kind
  let name: String
  let params: [ParamSpec]
  /// Property type, or method return type.
  let type: String
  let old: [OldSpelling]
  /// The first iOS version that has it.
  let since: IOSVersion?
  /// Reads the property, runs the method or makes the instance.
  let run: Behaviour
  /// Sets a settable property.
  let set: Behaviour?
  /// The class that declares it (set by `APIClass`).
  let owner: String
  /// The parameters' labels and whether each has a default, in order, for matching a call.
  let labels: [String?]
  let defaults: [Bool]
  /// The label of the last parameter of function type (which a trailing closure stands for),
  /// if there is such a parameter.
  let trailingClosureLabel: String??

  init(
    kind: Kind, name: String, params: [ParamSpec], type: String, old: [OldSpelling],
    since: IOSVersion?, run: @escaping Behaviour, set: Behaviour?, owner: String = ""
  ) {
    self.kind = kind
    self.name = name
    self.params = params
    self.type = type
    self.old = old
    self.since = since
    self.run = run
    self.set = set
    self.owner = owner
    labels = params.map(\.label)
    defaults = params.map(\.hasDefault)
    trailingClosureLabel = params.last(where: \.isFunction).map(\.label)
  }

  /// Whether a trailing closure can stand for one of the parameters.
  var takesClosure: Bool { trailingClosureLabel != nil }

  /// `addAction(_:)`, `title`, `init(title:message:preferredStyle:)`.
  var fullName: String {
    switch kind {
    case .property, .staticProperty: return name
    default: return selectorName(name, labels)
    }
  }

  /// `UIAlertController.addAction(_:)`: how lessons, verify and messages name the member.
  var id: String { owner + "." + fullName }

  var isProperty: Bool {
    switch kind {
    case .property, .staticProperty: return true
    default: return false
    }
  }

  var isStatic: Bool {
    switch kind {
    case .staticProperty, .staticMethod, .initializer: return true
    default: return false
    }
  }

  func owned(by className: String) -> APIMember {
    APIMember(
      kind: kind, name: name, params: params, type: type, old: old, since: since, run: run,
      set: set, owner: className)
  }

  /// The note an old spelling prints: `'presentViewController(_:animated:completion:)' is
  /// 'present(_:animated:completion:)' in today's Swift`.
  func note(for spelling: OldSpelling) -> (old: String, today: String) {
    // A global stands for a static member, which today is written with its type.
    let today = spelling.today ?? (spelling.form == .member ? fullName : owner + "." + fullName)
    if let shown = spelling.shown { return (shown, today) }
    if isProperty || spelling.form == .global { return (spelling.name, today) }
    return (spelling.fullName, today)
  }

  // MARK: - Builders

  /// A read-only property.
  static func property(
    _ name: String, _ type: String, old: [String] = [], since: IOSVersion? = nil,
    get: @escaping Behaviour
  ) -> APIMember {
    APIMember(
      kind: .property(settable: false), name: name, params: [], type: type,
      old: old.map { OldSpelling($0) }, since: since, run: get, set: nil)
  }

  /// A settable property.
  static func property(
    _ name: String, _ type: String, old: [String] = [], since: IOSVersion? = nil,
    get: @escaping Behaviour, set: @escaping Behaviour
  ) -> APIMember {
    APIMember(
      kind: .property(settable: true), name: name, params: [], type: type,
      old: old.map { OldSpelling($0) }, since: since, run: get, set: set)
  }

  /// A method.
  static func method(
    _ name: String, _ params: [ParamSpec], returns: String = "Void", old: [OldSpelling] = [],
    since: IOSVersion? = nil, run: @escaping Behaviour
  ) -> APIMember {
    APIMember(
      kind: .method, name: name, params: params, type: returns, old: old, since: since, run: run,
      set: nil)
  }

  /// An initializer.
  static func initializer(
    _ params: [ParamSpec], old: [OldSpelling] = [], since: IOSVersion? = nil,
    run: @escaping Behaviour
  ) -> APIMember {
    APIMember(
      kind: .initializer, name: "init", params: params, type: "", old: old, since: since,
      run: run, set: nil)
  }

  /// A static property (`NotificationCenter.default`).
  static func staticProperty(
    _ name: String, _ type: String, old: [OldSpelling] = [], since: IOSVersion? = nil,
    get: @escaping Behaviour
  ) -> APIMember {
    APIMember(
      kind: .staticProperty, name: name, params: [], type: type, old: old, since: since,
      run: get, set: nil)
  }

  /// A static method (`UINavigationBar.appearance()`).
  static func staticMethod(
    _ name: String, _ params: [ParamSpec], returns: String, old: [OldSpelling] = [],
    since: IOSVersion? = nil, run: @escaping Behaviour
  ) -> APIMember {
    APIMember(
      kind: .staticMethod, name: name, params: params, type: returns, old: old, since: since,
      run: run, set: nil)
  }
}

/// An enum (or option set) of the simulated API: cases with their older spellings.
struct EnumSpec: Sendable {
  let name: String
  /// Old names of the type (`UIAlertControllerStyle`).
  let oldNames: [String]
  let cases: [String]
  let isOptionSet: Bool
  init(_ name: String, oldNames: [String] = [], cases: [String], isOptionSet: Bool = false) {
    self.name = name
    self.oldNames = oldNames
    self.cases = cases
    self.isOptionSet = isOptionSet
  }
}

/// When a class became deprecated, and the rule whose warning says so.
struct Deprecation: Sendable {
  let since: IOSVersion
  let rule: Rule
}

/// A simulated class (or value type): its superclass, members, older names, the enums nested
/// in it or declared beside it, and its deprecation.
struct APIClass: Sendable {
  let name: String
  let superclass: String?
  let members: [APIMember]
  /// Older names of the type itself (`NSNotificationCenter`).
  let oldNames: [String]
  let enums: [EnumSpec]
  let deprecation: Deprecation?

  init(
    _ name: String, superclass: String? = "NSObject", oldNames: [String] = [],
    enums: [EnumSpec] = [], deprecation: Deprecation? = nil, members: [APIMember]
  ) {
    self.name = name
    self.superclass = superclass
    self.oldNames = oldNames
    self.enums = enums
    self.deprecation = deprecation
    self.members = members.map { $0.owned(by: name) }
  }
}
