import Synchronization

/// Answers of a function whose result depends on its argument alone (a type's spelling, the
/// catalog, which never changes while the program runs), kept for the whole process: the
/// checker asks the same few questions in every statement (`((UIAlertAction) -> Void)?`'s
/// parameters, the type of `[UITextField]`'s `first`), and working one out costs far more
/// than looking it up. Bounded: past `limit` answers it starts again empty.
final class SpellingMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let answers = Mutex<[Key: Value]>([:])
  let limit: Int

  init(limit: Int = 4_096) {
    self.limit = limit
  }

  /// The answer for `key`: the kept one, or `compute(key)` kept for next time.
  func value(_ key: Key, _ compute: (Key) -> Value) -> Value {
    if let known = answers.withLock({ $0[key] }) { return known }
    let value = compute(key)
    answers.withLock { answers in
      if answers.count >= limit { answers.removeAll(keepingCapacity: true) }
      answers[key] = value
    }
    return value
  }

  /// How many answers are kept.
  var count: Int { answers.withLock { $0.count } }
}

/// A member of a type, as a key: `first` of `[UITextField]`.
struct MemberSpelling: Hashable, Sendable {
  var type: String
  var name: String
}

/// A simulated UIKit class and its members: the table found with the class, not looked up
/// again by its name.
struct CatalogClass: Sendable {
  /// Today's name (`UIAlertController` for `UIAlertController` and its old spellings).
  let name: String
  let table: MemberTable
}

/// One of a catalog method's overloads: the index of one of today's spellings or of an old
/// one.
enum Overload: Hashable, Sendable {
  case today(Int)
  case old(Int)
}

extension DeclarationChecker {
  /// The parameter types of the closure type `type`, from `closureParameterTypes(_:)`.
  static let closureParameterMemo = SpellingMemo<String, [String]?>()
  /// The type of a property, from `Interpreter.memberTypeName(in:name:)` (the catalog's).
  static let memberTypeMemo = SpellingMemo<MemberSpelling, String?>()
  /// The simulated UIKit class a spelling names, from `simulatedClass(_:)`.
  static let simulatedClassMemo = SpellingMemo<String, CatalogClass?>()
  /// What `Type.name` is when `Type` names a type, from `typeMemberType(_:)`.
  static let typeMemberMemo = SpellingMemo<MemberSpelling, String?>()

  /// The type of `Type.name` where `Type` names the type `spelling.type` (see
  /// `typeMemberType(_:)`), remembered.
  func typeMemberType(_ type: String, _ name: String) -> String? {
    let spelling = MemberSpelling(type: type, name: name)
    guard memoizes else { return Self.typeMemberType(spelling) }
    return machine.recentTypeMemberTypes.value(
      spelling, from: Self.typeMemberMemo, Self.typeMemberType)
  }

  /// The type of `Type.name`: an enum's case is of the enum's type, else the type of the
  /// catalog's static property (nil when it has none).
  static func typeMemberType(_ spelling: MemberSpelling) -> String? {
    if APICatalog.enums[spelling.type] != nil { return spelling.type }
    return APICatalog.table(of: spelling.type).staticProperties[spelling.name]?.type
  }

  /// The parameter types of a function type (see `closureParameterTypes(_:)`), remembered.
  func parameterTypes(ofClosureType type: String) -> [String]? {
    guard memoizes else { return Self.closureParameterTypes(type) }
    return machine.recentClosureParameters.value(
      type, from: Self.closureParameterMemo, Self.closureParameterTypes)
  }

  /// The first initializer of the catalog type `type` whose labels the arguments fit.
  func fittingInitializer(of type: String, _ arguments: [Argument]) -> APIMember? {
    let specs = APICatalog.table(of: type).initializers
    return fittingSpec(specs, arguments).flatMap { $0 < specs.count ? specs[$0] : nil }
  }

  /// Whether `name` names a type: `Interpreter.isTypeName(_:)`, whose catalog half the
  /// interpreter remembers by spelling (`NameFacts`).
  func isTypeName(_ name: String) -> Bool { machine.isTypeName(name) }

  /// The declared type of a property of `type` in the catalog:
  /// `Interpreter.memberTypeName(in:name:)`, remembered there in `memberTypeMemo`.
  func memberTypeName(in type: String, name: String) -> String? {
    machine.memberTypeName(in: type, name: name)
  }
}
