import AlertLabKit

/// What a name means in the catalog and the language, apart from anything the learner
/// declared: an operator used as a function (`+`), a property of `self` written without
/// `self.`, a constant of the old SDKs (`CGRectZero`), a run-loop constant, a type of the
/// catalog or of Swift, a built-in function. `lookup` asks these of every name that is not a
/// variable, and each answer depends on the name alone, so they are worked out once per name
/// for the process; what the learner declared is still asked of the state, in its turn.
struct NameFacts: OptionSet, Sendable {
  let rawValue: UInt8

  static let operatorFunction = NameFacts(rawValue: 1 << 0)
  static let implicitSelfProperty = NameFacts(rawValue: 1 << 1)
  static let globalConstant = NameFacts(rawValue: 1 << 2)
  static let runLoopConstant = NameFacts(rawValue: 1 << 3)
  static let catalogType = NameFacts(rawValue: 1 << 4)
  static let builtinFunction = NameFacts(rawValue: 1 << 5)
  /// An old name of a type or an enum (`NSNotificationCenter`, `UIAlertControllerStyle`).
  static let renamedType = NameFacts(rawValue: 1 << 6)
  /// The base name of today's spelling of a delegate method UIKit also calls by an old one
  /// (`adaptivePresentationStyle`).
  static let renamedDelegateBase = NameFacts(rawValue: 1 << 7)

  /// Facts already worked out, by name.
  static let memo = SpellingMemo<String, NameFacts>()
}

extension Interpreter {
  /// The facts about `name`: remembered, unless this interpreter works each out afresh.
  func nameFacts(_ name: String) -> NameFacts {
    guard remembersSpellings else { return workOutNameFacts(name) }
    return recentNameFacts.value(name, from: NameFacts.memo) { workOutNameFacts($0) }
  }

  func workOutNameFacts(_ name: String) -> NameFacts {
    var facts: NameFacts = []
    if SyntaxParser.isOperatorFunction(name) { facts.insert(.operatorFunction) }
    if Interpreter.implicitSelfProperties.contains(name) { facts.insert(.implicitSelfProperty) }
    if let (spec, _) = APICatalog.globals[name], spec.kind == .staticProperty {
      facts.insert(.globalConstant)
    }
    // Which names are run-loop constants does not depend on the clock (only their values).
    if runLoopConstant(name) != nil { facts.insert(.runLoopConstant) }
    if Interpreter.isCatalogTypeName(name) { facts.insert(.catalogType) }
    if Interpreter.builtinFunctions.contains(name) { facts.insert(.builtinFunction) }
    if APICatalog.renamedTypes.contains(name) || APICatalog.renamedEnums.contains(name) {
      facts.insert(.renamedType)
    }
    if Interpreter.renamedTodayBases.contains(name) { facts.insert(.renamedDelegateBase) }
    return facts
  }
}
