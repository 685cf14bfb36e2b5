/// The operators and precedence groups the learner declared (`infix operator +++:
/// AdditionPrecedence`, `precedencegroup PowerPrecedence { higherThan: ... }`), so that an
/// expression using one parses with its precedence, and the type aliases declared at the top
/// level (`typealias Kelvin = UInt32`), so that a later input's `Kelvin` is `UInt32`. A
/// session hands what earlier input declared to each parse
/// (`Parser.parse(_:fileName:operators:)`) and takes back what it adds
/// (`ParseResult.operators`).
public struct CustomOperators: Equatable, Sendable {
  /// A precedence group: its level (Swift's groups are 10 apart, from `TernaryPrecedence` at
  /// 10 to `BitwiseShiftPrecedence` at 100) and associativity.
  public struct Group: Equatable, Sendable {
    public var name: String
    var level: Int
    var associativity: SyntaxParser.Associativity
  }

  /// Infix operators by spelling.
  var infix: [String: Group] = [:]
  /// Prefix and postfix operators.
  var unary: Set<String> = []
  /// Precedence groups the learner declared, by name.
  var groups: [String: Group] = [:]
  /// Top-level type aliases, by name.
  var typeAliases: [String: TypeSyntax] = [:]
  /// The generic parameters of the generic ones (`typealias Pair<T> = (T, T)`), by name.
  var aliasParameters: [String: [String]] = [:]
  /// What `#sourceLocation(file:line:)` adds to the lines of the file that follow it (0
  /// after `#sourceLocation()`).
  var lineShift: Int32 = 0

  public init() {}

  /// True when no operator or precedence group is declared (type aliases aside).
  public var isEmpty: Bool { infix.isEmpty && unary.isEmpty && groups.isEmpty }

  /// Adds what `other` declares (its entries win).
  public mutating func formUnion(_ other: CustomOperators) {
    infix.merge(other.infix) { _, new in new }
    unary.formUnion(other.unary)
    groups.merge(other.groups) { _, new in new }
    typeAliases.merge(other.typeAliases) { _, new in new }
    aliasParameters.merge(other.aliasParameters) { _, new in new }
    lineShift = other.lineShift
  }

  /// The standard library's precedence groups.
  static let standardGroups: [String: Group] = [
    "AssignmentPrecedence": Group(name: "AssignmentPrecedence", level: 5, associativity: .right),
    "TernaryPrecedence": Group(name: "TernaryPrecedence", level: 10, associativity: .right),
    "DefaultPrecedence": Group(name: "DefaultPrecedence", level: 15, associativity: .none),
    "LogicalDisjunctionPrecedence": Group(
      name: "LogicalDisjunctionPrecedence", level: 20, associativity: .left),
    "LogicalConjunctionPrecedence": Group(
      name: "LogicalConjunctionPrecedence", level: 30, associativity: .left),
    "ComparisonPrecedence": Group(name: "ComparisonPrecedence", level: 40, associativity: .none),
    "NilCoalescingPrecedence": Group(
      name: "NilCoalescingPrecedence", level: 50, associativity: .right),
    "CastingPrecedence": Group(name: "CastingPrecedence", level: 60, associativity: .left),
    "RangeFormationPrecedence": Group(
      name: "RangeFormationPrecedence", level: 70, associativity: .none),
    "AdditionPrecedence": Group(name: "AdditionPrecedence", level: 80, associativity: .left),
    "MultiplicationPrecedence": Group(
      name: "MultiplicationPrecedence", level: 90, associativity: .left),
    "BitwiseShiftPrecedence": Group(
      name: "BitwiseShiftPrecedence", level: 100, associativity: .none),
  ]

  /// A group by name: the learner's, else the standard library's.
  func group(named name: String) -> Group? {
    groups[name] ?? CustomOperators.standardGroups[name]
  }
}
