/// One of AlertLab's own texts as data: which text (`own.KEY` in the words files) and the
/// names put into it, in order (`{1}`, `{2}` …). Whoever says it — the interpreter, the world,
/// the tutor, the shell — raises it typed; the words are chosen only when it is shown, in the
/// learner's language (`text(in:)`), with English as `english`.
public struct Said: Hashable, Sendable, CustomStringConvertible {
  /// One name put into a text: written as it is, another text of AlertLab's own, or a list
  /// of them joined as the language joins a list (`own.listSeparator`).
  public indirect enum Argument: Hashable, Sendable {
    case text(String)
    case said(Said)
    case list([Said])
  }

  public let key: OwnKey
  public let arguments: [Argument]

  public init(_ key: OwnKey, _ arguments: [Argument]) {
    self.key = key
    self.arguments = arguments
  }

  /// `key`'s text with `names` put in: strings and numbers as written, `Said` values in the
  /// same language as the text around them.
  public init(_ key: OwnKey, _ names: any SaidName...) {
    self.init(key, names.map(\.saidArgument))
  }

  /// The text in the language whose words file is `code` (English where it lacks the text).
  public func text(in code: String) -> String {
    var values: [String: WordValue] = [:]
    for (index, argument) in arguments.enumerated() {
      values[String(index + 1)] = .text(Self.text(of: argument, in: code))
    }
    return Words.text("own." + key.rawValue, in: code, values)
  }

  /// The text in English.
  public var english: String { text(in: "en") }

  public var description: String { english }

  static func text(of argument: Argument, in code: String) -> String {
    switch argument {
    case .text(let text): return text
    case .said(let said): return said.text(in: code)
    case .list(let items):
      return items.map { $0.text(in: code) }.joined(
        separator: Words.text("own.listSeparator", in: code))
    }
  }
}

/// What may be put into a `Said` as one of its names.
public protocol SaidName: Sendable {
  var saidArgument: Said.Argument { get }
}

extension String: SaidName {
  public var saidArgument: Said.Argument { .text(self) }
}

extension Substring: SaidName {
  public var saidArgument: Said.Argument { .text(String(self)) }
}

extension Int: SaidName {
  public var saidArgument: Said.Argument { .text(String(self)) }
}

extension Said: SaidName {
  public var saidArgument: Said.Argument { .said(self) }
}

extension Said.Argument: SaidName {
  public var saidArgument: Said.Argument { self }
}
