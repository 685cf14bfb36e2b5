import AlertLabKit
import AlertLabWords

/// A learner's delegate method in an old spelling (`DelegateSpellings`): noted once with
/// today's name, and found by today's base name too, as it is the same method.
extension Interpreter {
  /// Says once what a delegate method declared in an old spelling is called today.
  func noteRenamedDelegateMethod(_ decl: FunctionDecl) {
    guard let today = todaySelector(of: decl) else { return }
    let labels = decl.parameters.dropFirst().map { (labelOf($0) ?? "_") + ":" }.joined()
    let old = "\(decl.name)(_:\(labels))"
    emitNote(Said(.todaySwiftUIKitCalls, old, today), key: "spelling:" + old)
  }

  /// The old-spelled function a name of today stands for (`adaptivePresentationStyle` for
  /// a declared `adaptivePresentationStyleForPresentationController`), if any.
  func renamedFunction(today name: String) -> String? {
    // Only a base name of today's spellings can stand for an old one, and only a function
    // with an old base name can be one: two set lookups keep every other name cheap.
    guard Interpreter.renamedTodayBases.contains(name) else { return nil }
    for (base, decls) in state.functions
    where base != name && Interpreter.renamedOldBases.contains(base) {
      for decl in decls {
        if let today = todaySelector(of: decl), today.hasPrefix(name + "(") { return base }
      }
    }
    return nil
  }

  /// The base names of `DelegateSpellings`' today's and old selectors.
  static let renamedTodayBases = Set(DelegateSpellings.renamed.values.map(selectorBase))
  static let renamedOldBases = Set(DelegateSpellings.renamed.keys.map(selectorBase))

  /// `willPresent` of `willPresent(_:)`.
  static func selectorBase(_ selector: String) -> String {
    String(selector.prefix { $0 != "(" })
  }

  func todaySelector(of decl: FunctionDecl) -> String? {
    guard !decl.parameters.isEmpty else { return nil }
    return DelegateSpellings.today(
      base: decl.name, laterLabels: decl.parameters.dropFirst().map(labelOf))
  }
}
