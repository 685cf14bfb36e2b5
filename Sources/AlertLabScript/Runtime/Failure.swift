import AlertLabKit
import AlertLabWords

/// Why a statement did not finish.
public enum ScriptFailure: Error, Sendable {
  /// An error Swift's compiler would report (or AlertLab's own limit): nothing ran.
  case diagnostic(Diagnostic)
  /// The simulated app crashed: an uncaught UIKit exception or a Swift runtime trap.
  case crash(Crash, SourceRange)
}

extension ScriptFailure {
  /// True for "value of type 'T' has no member 'name'".
  var isNoMember: Bool {
    guard case .diagnostic(let diagnostic) = self else { return false }
    return diagnostic.missingMember != nil
  }

  /// True for "value of type 'T' has no member 'NAME'" at `range`, the member's name where
  /// a call writes it (not an error of the same kind among its arguments).
  func isNoMember(_ name: String, at range: SourceRange) -> Bool {
    guard case .diagnostic(let diagnostic) = self else { return false }
    return diagnostic.missingMember == name && diagnostic.range == range
  }
}

/// Unwinds a function body on `return`.
struct ReturnSignal: Error {
  let value: Value
}

/// Unwinds an optional chain whose bound value was nil.
struct OptionalChainNil: Error {}

func scriptError(_ message: String, at range: SourceRange, notes: [Diagnostic] = [])
  -> ScriptFailure
{
  .diagnostic(.error(message, at: range, notes: notes))
}

/// An error in AlertLab's own words (what it does not simulate, the work it stopped).
func scriptError(_ said: Said, at range: SourceRange, notes: [Diagnostic] = []) -> ScriptFailure {
  .diagnostic(.error(said, at: range, notes: notes))
}
