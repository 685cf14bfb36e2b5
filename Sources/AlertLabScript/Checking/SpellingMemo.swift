import Synchronization

/// Answers of a function whose result depends on its argument alone (a type's spelling, the
/// catalog, which never changes while the program runs), kept for the whole process: the
/// checker asks the same few questions in every statement (`((UIAlertAction) -> Void)?`'s
/// parameters, the type of `[UITextField]`'s `first`), and working one out costs far more
/// than looking it up. Bounded: past `limit` answers it starts again empty.
///
/// A memo asked directly (not through an interpreter's `RecentAnswers`, which has slots of its
/// own) can keep the answers it gave last in a few slots too, picked by the key's `slotHint`
/// as `RecentAnswers` picks them: a key asked again is compared with the one in its slot
/// (strings from the same source compare by their storage) instead of being hashed.
final class SpellingMemo<Key: RecentKey & Hashable & Sendable, Value: Sendable>: Sendable {
  /// The answers, and the last one given in each slot.
  private struct Kept {
    var answers: [Key: Value] = [:]
    var recent: [(key: Key, value: Value)?]
  }

  private let kept: Mutex<Kept>
  let limit: Int
  /// How many slots keep the last answers (a power of two spreads the keys best), 0 for none.
  let slotCount: Int

  init(limit: Int = 4_096, slots: Int = 0) {
    self.limit = limit
    slotCount = max(slots, 0)
    kept = Mutex(Kept(recent: Array(repeating: nil, count: max(slots, 0))))
  }

  /// The answer for `key`: the kept one, or `compute(key)` kept for next time.
  func value(_ key: Key, _ compute: (Key) -> Value) -> Value {
    // The key's slot, nil when the memo keeps none.
    let slot = slotCount > 0 ? key.slotHint & (slotCount &- 1) : nil
    let known: Value? = kept.withLock { kept in
      if let slot, let recent = kept.recent[slot], recent.key == key { return recent.value }
      guard let known = kept.answers[key] else { return nil }
      if let slot { kept.recent[slot] = (key, known) }
      return known
    }
    if let known { return known }
    let value = compute(key)
    kept.withLock { kept in
      if kept.answers.count >= limit {
        kept.answers.removeAll(keepingCapacity: true)
        kept.recent = Array(repeating: nil, count: slotCount)
      }
      kept.answers[key] = value
      if let slot { kept.recent[slot] = (key, value) }
    }
    return value
  }

  /// How many answers are kept.
  var count: Int { kept.withLock { $0.answers.count } }
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
  static let closureParameterMemo = SpellingMemo<String, [String]?>(slots: 16)
  /// The type of a property, from `Interpreter.memberTypeName(in:name:)` (the catalog's).
  static let memberTypeMemo = SpellingMemo<MemberSpelling, String?>()
  /// The simulated UIKit class a spelling names, from `simulatedClass(_:)`.
  static let simulatedClassMemo = SpellingMemo<String, CatalogClass?>(slots: 16)
  /// A type's members in the catalog, from `APICatalog.table(of:)`.
  static let catalogTableMemo = SpellingMemo<String, MemberTable>(slots: 16)
  /// What `Type.name` is when `Type` names a type, from `typeMemberType(_:)`.
  static let typeMemberMemo = SpellingMemo<MemberSpelling, String?>(slots: 16)

  /// `APICatalog.table(of: type)`, remembered.
  func catalogTable(of type: String) -> MemberTable {
    guard memoizes else { return APICatalog.table(of: type) }
    return Self.catalogTableMemo.value(type, APICatalog.table(of:))
  }

  /// The type of `Type.name` where `Type` names the type `spelling.type` (see
  /// `typeMemberType(_:)`), remembered.
  func typeMemberType(_ type: String, _ name: String) -> String? {
    let spelling = MemberSpelling(type: type, name: name)
    guard memoizes else { return Self.typeMemberType(spelling) }
    return Self.typeMemberMemo.value(spelling, Self.typeMemberType)
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
    return Self.closureParameterMemo.value(type, Self.closureParameterTypes)
  }

  /// The first initializer of the catalog type `type` whose labels the arguments fit.
  func fittingInitializer(of type: String, _ arguments: [Argument]) -> APIMember? {
    let specs = catalogTable(of: type).initializers
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
