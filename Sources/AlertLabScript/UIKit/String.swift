import AlertLabKit
import AlertLabWords
import Foundation

// Swift's String, with NSString's members the seeds use (`floatValue`, `length`).

extension ValueKind where Base == String {
  static let string = ValueKind(
    // A Substring has the String's properties (`count`, `isEmpty`).
    extract: { $0.stringText },
    wrap: { .string($0) })
}

extension APIClass {
  static let string = APIClass(
    "String", superclass: nil, oldNames: ["NSString"],
    members: [
      .valueProperty("count", "Int", of: .string) { .int($0.count) },
      .valueProperty("isEmpty", "Bool", of: .string) { .bool($0.isEmpty) },
      .valueProperty("floatValue", "Float", of: .string) { .double(leadingNumber($0)) },
      .valueProperty("doubleValue", "Double", of: .string) { .double(leadingNumber($0)) },
      .valueProperty("characters", "String", of: .string) { .string($0) },
      .valueProperty("length", "Int", of: .string) { .int($0.count) },
      // Foundation's: each word's first letter upper case, the others lower case.
      .valueProperty("capitalized", "String", of: .string) { .string($0.capitalized) },
      // A Character's properties (a Character is held as a string of one character).
      .valueProperty("isLetter", "Bool", of: .string) { .bool(character($0)?.isLetter == true) },
      .valueProperty("isNumber", "Bool", of: .string) { .bool(character($0)?.isNumber == true) },
      .valueProperty("isUppercase", "Bool", of: .string) {
        .bool(character($0)?.isUppercase == true)
      },
      .valueProperty("isLowercase", "Bool", of: .string) {
        .bool(character($0)?.isLowercase == true)
      },
      .valueProperty("isWhitespace", "Bool", of: .string) {
        .bool(character($0)?.isWhitespace == true)
      },
      .valueProperty("isPunctuation", "Bool", of: .string) {
        .bool(character($0)?.isPunctuation == true)
      },
      .valueProperty("isASCII", "Bool", of: .string) { .bool(character($0)?.isASCII == true) },
      .valueProperty("asciiValue", "UInt8?", of: .string) {
        character($0)?.asciiValue.map { .some(.int(Int($0))) } ?? .none
      },
      .valueProperty("wholeNumberValue", "Int?", of: .string) {
        character($0)?.wholeNumberValue.map { .some(.int($0)) } ?? .none
      },
      .stringMethod("uppercased", [], returns: "String") { text, _ in .string(text.uppercased()) },
      .stringMethod("lowercased", [], returns: "String") { text, _ in .string(text.lowercased()) },
      .stringMethod("hasPrefix", [ParamSpec(nil, "StringProtocol")], returns: "Bool") { text, use in
        .bool(text.hasPrefix(use.name(0) ?? ""))
      },
      .stringMethod("hasSuffix", [ParamSpec(nil, "StringProtocol")], returns: "Bool") { text, use in
        .bool(text.hasSuffix(use.name(0) ?? ""))
      },
      .stringMethod("trimmingPrefix", [ParamSpec(nil, "StringProtocol")], returns: "Substring") {
        text, use in
        // The prefix taken off once, when the text starts with it.
        let prefix = use.name(0) ?? ""
        let cut = text.hasPrefix(prefix) ? prefix.count : 0
        return .slice(String(text.dropFirst(cut)), start: cut, sequenceOf: "String")
      },
      .stringMethod(
        "replacing", [ParamSpec(nil, "StringProtocol"), ParamSpec("with", "StringProtocol")],
        returns: "String", run: replacingEach),
      // Foundation's `NSString` method, the spelling most code has.
      .stringMethod(
        "replacingOccurrences",
        [ParamSpec("of", "StringProtocol"), ParamSpec("with", "StringProtocol")],
        returns: "String", run: replacingEach),
      // Foundation's: the text cut or padded to `length` characters, the pad repeated from
      // the character at `startingAt`.
      .method(
        "padding",
        [
          ParamSpec("toLength", "Int"), ParamSpec("withPad", "StringProtocol"),
          ParamSpec("startingAt", "Int"),
        ],
        returns: "String"
      ) { _, use in
        guard let text = use.receiver.stringText else {
          throw scriptError(Said(.doesSimulateMethodYet), at: use.range)
        }
        let length = max(0, use.int(0, otherwise: 0))
        guard length <= Interpreter.stringLimit else {
          throw scriptError(Said(.stringWouldLongerThan, Interpreter.stringLimit), at: use.range)
        }
        let pad = Array(use.name(1) ?? "")
        let start = use.int(2, otherwise: 0)
        if text.count >= length { return .string(String(text.prefix(length))) }
        guard !pad.isEmpty, pad.indices.contains(start) else { return .string(text) }
        var padded = text
        var index = start
        for _ in 0..<(length - text.count) {
          padded.append(pad[index])
          index = (index + 1) % pad.count
        }
        return .string(padded)
      },
      .stringMethod("contains", [ParamSpec(nil, "StringProtocol")], returns: "Bool") { text, use in
        .bool(text.contains(use.name(0) ?? ""))
      },
      .stringMethod(
        "split",
        [
          ParamSpec("separator", "Character"), ParamSpec("maxSplits", "Int", default: true),
          ParamSpec("omittingEmptySubsequences", "Bool", default: true),
        ], returns: "[Substring]"
      ) { text, use in
        // The pieces between separators, empty ones left out (as Swift's default).
        let separator = use.name(0).flatMap(character)
        let limits = SplitLimits(use.arguments)
        return .array(
          slices(of: text, limits: limits) { $0 == separator }, element: "Substring")
      },
      .stringMethod(
        "lexicographicallyPrecedes", [ParamSpec(nil, "StringProtocol")], returns: "Bool"
      ) { text, use in
        .bool(text.lexicographicallyPrecedes(use.name(0) ?? ""))
      },
    ] + stringRangeMembers)
}

extension APIMember {
  /// A method of a string.
  static func stringMethod(
    _ name: String, _ params: [ParamSpec], returns: String,
    run: @escaping @Sendable (String, MemberUse) -> Value
  ) -> APIMember {
    method(name, params, returns: returns) { _, use in
      guard let text = use.receiver.stringText else {
        throw scriptError(Said(.doesSimulateMethodYet), at: use.range)
      }
      return run(text, use)
    }
  }
}

/// `replacing(_:with:)` and `replacingOccurrences(of:with:)`: each occurrence of the first
/// argument, left to right, replaced by the second; an empty target leaves the text as it is.
@Sendable private func replacingEach(_ text: String, _ use: MemberUse) -> Value {
  let target = use.name(0) ?? ""
  return .string(target.isEmpty ? text : text.replacing(target, with: use.name(1) ?? ""))
}

/// The pieces of `text` between the characters `isSeparator` picks, empty ones left out (as
/// Swift's `split` does by default), each a Substring that knows where it starts.
/// `maxSplits:` and `omittingEmptySubsequences:` of a `split`, from the values of its
/// arguments in parameter order (left out: Swift's defaults, no limit and true).
struct SplitLimits {
  var maxSplits = Int.max
  var omittingEmpty = true

  init() {}

  init(_ arguments: [Value]) {
    if arguments.count > 1, case .int(let limit) = arguments[1] { maxSplits = max(0, limit) }
    if arguments.count > 2, case .bool(let omit) = arguments[2] { omittingEmpty = omit }
  }
}

func slices(
  of text: String, limits: SplitLimits = SplitLimits(),
  by isSeparator: (Character) throws -> Bool
) rethrows -> [Value] {
  var pieces: [Value] = []
  var piece = ""
  var start = 0
  var splits = 0
  for (offset, character) in text.enumerated() {
    if splits < limits.maxSplits, try isSeparator(character) {
      if !(limits.omittingEmpty && piece.isEmpty) {
        pieces.append(.slice(piece, start: start, sequenceOf: "String"))
      }
      piece = ""
      start = offset + 1
      splits += 1
    } else {
      piece.append(character)
    }
  }
  if !(limits.omittingEmpty && piece.isEmpty) {
    pieces.append(.slice(piece, start: start, sequenceOf: "String"))
  }
  return pieces
}

/// The Character a one-character string holds; nil for any other string.
func character(_ text: String) -> Character? {
  text.count == 1 ? text.first : nil
}

/// The number at the start of a string, as `NSString.floatValue` reads it ("8.4.1" is 8.4).
func leadingNumber(_ text: String) -> Double {
  var digits = ""
  var seenDot = false
  for character in text.drop(while: { $0 == " " }) {
    if character.isASCII, character.isNumber {
      digits.append(character)
    } else if character == ".", !seenDot {
      seenDot = true
      digits.append(character)
    } else if character == "-", digits.isEmpty {
      digits.append(character)
    } else {
      break
    }
  }
  return Double(digits) ?? 0
}
