import AlertLabWords

/// Foundation's `NSError` as AlertLab simulates it: a class written in the Swift AlertLab
/// runs, declared the first time a learner's code names it (or one of its user-info keys),
/// as the SwiftUI module is by `import SwiftUI`.
///
/// - `localizedDescription` follows Foundation's search: the user info's
///   `NSLocalizedDescriptionKey`, else "The operation couldn’t be completed." with the
///   failure reason or the domain and code.
/// - `description` (what `print` shows) is Foundation's
///   `Error Domain=… Code=… "…" UserInfo={…}`, the description in quotes or `(null)`.
/// - Any other error becomes one with `as NSError` (`Interpreter.bridgedNSError`): the domain
///   is its type's qualified name, the code its case's position.
enum NSErrorModule {
  static let source = """
    let NSLocalizedDescriptionKey = "NSLocalizedDescription"
    let NSLocalizedFailureReasonErrorKey = "NSLocalizedFailureReason"
    let NSLocalizedRecoverySuggestionErrorKey = "NSLocalizedRecoverySuggestion"
    let NSUnderlyingErrorKey = "NSUnderlyingError"

    class NSError: Error, CustomStringConvertible {
      let domain: String
      let code: Int
      let userInfo: [String: Any]

      init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo ?? [:]
      }

      var localizedDescription: String {
        if let text = userInfo[NSLocalizedDescriptionKey] as? String { return text }
        if let reason = localizedFailureReason {
          return "The operation couldn’t be completed. " + reason
        }
        return "The operation couldn’t be completed. (\\(domain) error \\(code).)"
      }

      var localizedFailureReason: String? {
        userInfo[NSLocalizedFailureReasonErrorKey] as? String
      }

      var localizedRecoverySuggestion: String? {
        userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
      }

      var description: String {
        var text = "Error Domain=\\(domain) Code=\\(code) "
        if let described = userInfo[NSLocalizedDescriptionKey] as? String {
          text += "\\"" + described + "\\""
        } else {
          text += "\\"(null)\\""
        }
        if !userInfo.isEmpty {
          let entries = userInfo.map { "\\($0.key)=\\($0.value)" }
          text += " UserInfo={" + entries.joined(separator: ", ") + "}"
        }
        return text
      }
    }
    """

  /// The source parsed once for the process.
  static let parsed = Parser.parse(source, fileName: "Foundation")

  /// The names whose first use declares the module.
  static let names: Set<String> = [
    "NSError", "NSLocalizedDescriptionKey", "NSLocalizedFailureReasonErrorKey",
    "NSLocalizedRecoverySuggestionErrorKey", "NSUnderlyingErrorKey",
  ]
}

extension LibraryModule {
  static let nsError = LibraryModule(
    parsed: { NSErrorModule.parsed }, names: NSErrorModule.names,
    marker: "NSError")
}

extension Interpreter {
  /// Declares `NSError` and its keys, once: true when they are declared (now or before).
  @discardableResult
  func declareNSError() throws -> Bool { try declare(.nsError) }

  /// `error as NSError` of an error that is not one: Foundation's bridged error, its domain
  /// the type's qualified name (`main.LoginError`), its code the case's position, and its
  /// description the error's own where it has one (`LocalizedError`).
  func bridgedNSError(_ value: Value, range: SourceRange) throws -> Value? {
    guard conformsToError(value), try declareNSError() else { return nil }
    let (type, code) = errorTypeAndCode(of: value)
    func text(_ string: String) -> Expr { Expr(.string([.text(string)]), range: range) }
    var arguments = [
      Argument(label: "domain", value: text("main." + type)),
      Argument(label: "code", value: Expr(.integer(code), range: range)),
    ]
    if conforms(value, to: "LocalizedError"),
      case .string(let described)? = try learnerProperty(value, name: "errorDescription")?
        .unwrapped
    {
      let entry = DictionaryEntry(key: text("NSLocalizedDescription"), value: text(described))
      arguments.append(
        Argument(label: "userInfo", value: Expr(.dictionary([entry]), range: range)))
    }
    return try eval(
      Expr(.call(Expr(.identifier("NSError"), range: range), arguments), range: range))
  }
}
