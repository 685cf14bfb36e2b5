// The syntax tree of the Swift subset AlertLab runs. It is the contract between the parser
// and the interpreter: plain values, every node with the range of source it came from.

// MARK: - Expressions

/// An expression and the source it was parsed from.
public struct Expr: Equatable, Sendable {
  public var kind: ExprKind
  public var range: SourceRange

  public init(_ kind: ExprKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// What an expression is.
public indirect enum ExprKind: Equatable, Sendable {
  /// `42`, `0x1F`, `1_000`.
  case integer(Int)
  /// `8.0`, `1e3`.
  case float(Double)
  /// `"text \(value) more"`: literal text and interpolations, in order. `""` has no segments.
  case string([StringSegment])
  /// `true`, `false`.
  case boolean(Bool)
  /// `nil`.
  case nilLiteral
  /// A name: `alert`, `self`, `super`, `$0`, `` `default` `` (stored without backticks).
  case identifier(String)
  /// `.alert`, `.default`, `.none`: a member of a type inferred from context.
  case implicitMember(String)
  /// `base.name`; `name` may be `self` (`MyView.self`) or `init`.
  case member(Expr, name: String, nameRange: SourceRange)
  /// `callee(arguments)`, with trailing closures appended as arguments.
  case call(Expr, [Argument])
  /// `base[arguments]`.
  case subscriptAccess(Expr, [Argument])
  /// `value!`.
  case forceUnwrap(Expr)
  /// The `value?` in `value?.member`: only ever inside an `optionalEvaluation`.
  case bindOptional(Expr)
  /// The whole postfix chain containing one or more `bindOptional`: evaluates to `nil` as
  /// soon as a bound value is `nil` (as in Swift's own syntax tree).
  case optionalEvaluation(Expr)
  /// `!flag`, `-1`.
  case prefix(op: String, Expr)
  /// `a + b`, `a == b`, `a && b`, `a ?? b`, ...
  case binary(op: String, Expr, Expr)
  /// `condition ? then : else`.
  case ternary(Expr, Expr, Expr)
  /// `value as T`, `value as? T`, `value as! T`.
  case cast(Expr, kind: CastKind, TypeSyntax)
  /// `value is T`.
  case typeCheck(Expr, TypeSyntax)
  /// `{ parameters in statements }`.
  case closure(ClosureExpr)
  /// `[a, b]`, `[]`.
  case array([Expr])
  /// `(value)`.
  case paren(Expr)
  /// `(a, b)`, `(x: 1, y: 2)`, `()`.
  case tuple([Argument])
  /// `#selector(name(_:))`: the referenced name as written, without a leading `self.`.
  case selector(String)
  /// `#available(iOS 8.0, *)`: the platform specifications as written.
  case available([String])
  /// `try value`, `try? value`, `try! value`.
  case tryExpr(TryKind, Expr)
  /// `["a": 1]`, `[:]`: the entries in the order written.
  case dictionary([DictionaryEntry])
  /// `if c { a } else { b }`, `switch x { case ...: a }` used as a value (Swift 5.9): the
  /// `if` or `switch` statement, each branch of which is one expression (its value), a
  /// `throw`, or another such `if` or `switch`.
  case branching(Stmt)
  /// `lower...`: an operator after its operand (one-sided ranges only).
  case postfix(op: String, Expr)
  /// `#function`, `#line`, `#column`, `#file`, `#fileID`, `#filePath`: the name after `#`.
  /// Its value is where the expression stands, or, as a default argument, where the call is.
  case sourceLocation(String)
}

/// One piece of a string literal.
public enum StringSegment: Equatable, Sendable {
  /// Literal text with escapes already resolved.
  case text(String)
  /// `\(expression)`.
  case interpolation(Expr)
}

/// One argument of a call, subscript or tuple: `label: value` or just `value`.
public struct Argument: Equatable, Sendable {
  /// The argument label, or nil when there is none.
  public var label: String?
  public var labelRange: SourceRange?
  public var value: Expr
  /// True for a closure written after the parentheses (`f() { ... }`, `} completion: { ... }`).
  public var isTrailingClosure: Bool

  public init(
    label: String? = nil, labelRange: SourceRange? = nil, value: Expr,
    isTrailingClosure: Bool = false
  ) {
    self.label = label
    self.labelRange = labelRange
    self.value = value
    self.isTrailingClosure = isTrailingClosure
  }

  /// From the label (when there is one) to the end of the value.
  public var range: SourceRange {
    guard let labelRange else { return value.range }
    return labelRange.union(value.range)
  }
}

/// Which `as` it is.
public enum CastKind: String, Equatable, Sendable {
  /// `as`
  case plain = "as"
  /// `as?`
  case conditional = "as?"
  /// `as!`
  case forced = "as!"
}

/// `{ [capture list] (parameters) -> ReturnType in statements }`.
public struct ClosureExpr: Equatable, Sendable {
  /// `[weak self]`, `[unowned self, alert]`; empty when absent.
  public var captures: [ClosureCapture]
  /// The parameters before `in`; nil when there is no `in` (use `$0`, `$1`).
  public var parameters: [ClosureParameter]?
  /// True when the parameters were written in parentheses: `(action: UIAlertAction!) in`.
  public var hasParenthesizedParameters: Bool
  /// True for a key path (`\.name`), which runs as the closure `{ $0.name }`. Kept beside
  /// the flag above, in the space its alignment leaves, so a closure's node stays 176 bytes.
  public var isKeyPath = false
  /// True once the closure is given to a place whose function type's result is optional
  /// (`let next: (inout Int) -> Int? = { ... }`, a parameter, a property): what it returns
  /// is that optional. Beside the flags above, in the same padding.
  public var returnsOptional = false
  /// `-> Void` before `in`, if written.
  public var returnType: TypeSyntax?
  public var body: [Stmt]
  /// True for an `async` closure: `async` written before `in`, or an `await` in its body
  /// (not in a closure within it).
  public var awaits = false
  /// What each `await` of the body (not of a closure within it) awaits, in order.
  public var awaited: [SourceRange] = []
  /// The result builder that makes the closure's value of its statements, when it is passed
  /// to a parameter marked with one (`@AlertBuilder content: () -> Line`); set when it runs.
  public var resultBuilder: String?
  /// The result type of the parameter the closure is passed to, when its body is one
  /// implicit member expression (`content: { .init(title: Text("Saved")) }` for
  /// `() -> Alert`): the type that expression names; set when it is passed.
  public var expectedResult: String?
  /// `throws` or `throws(ParseError)` written before `in`; nil when not written.
  public var throwing: String?
  /// The highest `$n` the body names, without parameters written (0 for `$0` alone or
  /// none): `{ "\($0)=\($1)" }` takes a pair's two elements as its two parameters.
  public var highestAnonymousParameter = 0
  /// For the closure a local function becomes: the local functions of its name its block
  /// declares (`show(_: Int)` and `show(_: String)`), among which a call picks by its
  /// arguments; empty for a closure literal.
  public var localOverloads: [FunctionDecl] = []

  public init(
    captures: [ClosureCapture] = [], parameters: [ClosureParameter]?,
    hasParenthesizedParameters: Bool = false, returnType: TypeSyntax? = nil, body: [Stmt]
  ) {
    self.captures = captures
    self.parameters = parameters
    self.hasParenthesizedParameters = hasParenthesizedParameters
    self.returnType = returnType
    self.body = body
  }
}

/// One closure parameter: `textField`, `_`, `action: UIAlertAction!`.
public struct ClosureParameter: Equatable, Sendable {
  /// The name, or `_`.
  public var name: String
  public var nameRange: SourceRange
  public var type: TypeSyntax?

  public init(name: String, nameRange: SourceRange, type: TypeSyntax? = nil) {
    self.name = name
    self.nameRange = nameRange
    self.type = type
  }

  /// From the name to the end of the type annotation.
  public var range: SourceRange {
    guard let type else { return nameRange }
    return nameRange.union(type.range)
  }
}

/// One entry of a closure's capture list: `weak self`, `unowned alert`, `x = value`.
public struct ClosureCapture: Equatable, Sendable {
  /// `weak`, `unowned`, `unowned(unsafe)`, or nil for a strong capture.
  public var specifier: String?
  public var name: String
  /// `[x = expression]`; nil captures the variable of the same name.
  public var value: Expr?
  public var range: SourceRange

  public init(specifier: String?, name: String, value: Expr? = nil, range: SourceRange) {
    self.specifier = specifier
    self.name = name
    self.value = value
    self.range = range
  }
}

// MARK: - Types

/// A type as written in an annotation, a cast or an inheritance list.
public struct TypeSyntax: Equatable, Sendable, CustomStringConvertible {
  public var kind: TypeSyntaxKind
  public var range: SourceRange
  /// A function type's effects as Swift writes them (`async throws`); nil when it has none.
  public var effects: String?
  /// `T` of `func f<T>` or `struct Stack<T>`: the generic parameter this type stands for. It
  /// is spelled `Any` (what a value of it may be); the interpreter binds it per call or per
  /// instance (`GenericBindings.swift`). Nil for any other type.
  public var genericParameter: String?

  public init(_ kind: TypeSyntaxKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// The type in Swift's canonical spelling: `UITextField!`, `[String]`, `(Int) -> Void`.
  public var description: String {
    switch kind {
    case .named(let name, let arguments):
      if arguments.isEmpty { return name }
      return name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
    case .optional(let wrapped):
      return wrapped.descriptionAsPostfixOperand + "?"
    case .implicitlyUnwrappedOptional(let wrapped):
      return wrapped.descriptionAsPostfixOperand + "!"
    case .array(let element):
      return "[" + element.description + "]"
    case .dictionary(let key, let value):
      return "[" + key.description + ": " + value.description + "]"
    case .function(let parameters, let result):
      return "(" + parameters.map(\.description).joined(separator: ", ") + ") "
        + (effects.map { $0 + " " } ?? "") + "-> " + result.description
    case .tuple(let elements):
      return "(" + elements.map(\.description).joined(separator: ", ") + ")"
    case .labeledTuple(let elements, let labels):
      let parts = zip(elements, labels).map { element, label in
        (label.map { $0 + ": " } ?? "") + element.description
      }
      return "(" + parts.joined(separator: ", ") + ")"
    }
  }

  /// True when a generic parameter stands anywhere in the type (`T`, `[T]`, `(T) -> Int`).
  public func mentionsGenericParameter(depth: Int = 0) -> Bool {
    guard depth < 32 else { return false }
    switch kind {
    case .named(_, let arguments):
      return genericParameter != nil
        || arguments.contains { $0.mentionsGenericParameter(depth: depth + 1) }
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped):
      return wrapped.mentionsGenericParameter(depth: depth + 1)
    case .dictionary(let key, let value):
      return key.mentionsGenericParameter(depth: depth + 1)
        || value.mentionsGenericParameter(depth: depth + 1)
    case .function(let parameters, let result):
      return result.mentionsGenericParameter(depth: depth + 1)
        || parameters.contains { $0.mentionsGenericParameter(depth: depth + 1) }
    case .tuple(let elements), .labeledTuple(let elements, _):
      return elements.contains { $0.mentionsGenericParameter(depth: depth + 1) }
    }
  }

  private var descriptionAsPostfixOperand: String {
    if case .function = kind { return "(" + description + ")" }
    return description
  }
}

/// What a type is.
public indirect enum TypeSyntaxKind: Equatable, Sendable {
  /// `UIAlertController`, `UIAlertController.Style`, `Array<Int>`, `MyView.Type`: the dotted
  /// name as written and the generic arguments (`<...>`), if any.
  case named(String, genericArguments: [TypeSyntax])
  /// `T?`
  case optional(TypeSyntax)
  /// `T!`
  case implicitlyUnwrappedOptional(TypeSyntax)
  /// `[T]`
  case array(TypeSyntax)
  /// `[K: V]`
  case dictionary(TypeSyntax, TypeSyntax)
  /// `(A, B) -> R`
  case function(parameters: [TypeSyntax], result: TypeSyntax)
  /// `()`, `(A, B)`
  case tuple([TypeSyntax])
  /// `(x: A, y: B)`: a tuple with element labels (nil where an element has none).
  case labeledTuple([TypeSyntax], labels: [String?])
}

// MARK: - Statements and declarations

/// A statement or declaration and the source it was parsed from.
public struct Stmt: Equatable, Sendable {
  public var kind: StmtKind
  public var range: SourceRange
  /// False only when the parser saw no `{` in a top-level statement (nor in a string interpolation
  /// in it): it then declares no body (no closure, function, type or accessor), and the
  /// declaration checker need not walk it. True when not known. Not part of `==`: it says
  /// nothing the kind does not.
  public var mayDeclareBody = true
  /// True for a top-level statement that may suspend: one holding `await` or `async let`
  /// outside a declaration. It runs as a task of its own (`Concurrency.swift`). Not part of
  /// `==`.
  public var awaits = false

  public init(_ kind: StmtKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  public static func == (lhs: Stmt, rhs: Stmt) -> Bool {
    lhs.kind == rhs.kind && lhs.range == rhs.range
  }
}

/// What a statement is.
public indirect enum StmtKind: Equatable, Sendable {
  /// An expression on its own: usually a call.
  case expression(Expr)
  /// `let` or `var`, stored or computed.
  case variable(VariableDecl)
  /// `target = value`, `target += value`; `op` is `=`, `+=`, `-=`, `*=`, `/=` or `%=`.
  case assignment(target: Expr, op: String, value: Expr)
  /// `if conditions { then } else { elseBranch }`; `else if` is an `if` alone in `elseBranch`.
  case ifStatement(conditions: [Condition], then: [Stmt], elseBranch: [Stmt]?)
  /// `guard conditions else { elseBody }`.
  case guardStatement(conditions: [Condition], elseBody: [Stmt])
  /// `return` or `return value`.
  case returnStatement(Expr?)
  /// `func` or `init`.
  case function(FunctionDecl)
  /// `class Name: Superclass, Protocol { members }`.
  case classDecl(ClassDecl)
  /// `extension Type: Protocol { members }`.
  case extensionDecl(ExtensionDecl)
  /// `import UIKit`: the module name.
  case importDecl(String)
  /// `#Preview("Name") { body }`: what Xcode's canvas shows; the app never runs it.
  case preview
  /// `label: for pattern in sequence where condition { body }`.
  case forIn(ForInLoop)
  /// `label: while conditions { body }`.
  case whileLoop(label: String?, conditions: [Condition], body: [Stmt])
  /// `label: repeat { body } while condition`.
  case repeatWhile(label: String?, body: [Stmt], condition: Expr)
  /// `break` or `break label`.
  case breakStatement(String?)
  /// `continue` or `continue label`.
  case continueStatement(String?)
  /// `switch subject { case ...: ... default: ... }`.
  case switchStatement(SwitchStmt)
  /// `fallthrough`.
  case fallthroughStatement
  /// `enum Name: RawType, Protocol { case a, b = 1; members }`.
  case enumDecl(EnumDecl)
  /// `do { body } catch pattern { ... }`.
  case doCatch(DoCatchStmt)
  /// `throw value`.
  case throwStatement(Expr)
  /// `defer { body }`.
  case deferStatement([Stmt])
  /// `protocol Name: Inherited { requirements }`.
  case protocolDecl(ProtocolDecl)
}

/// `label: for pattern in sequence where condition { body }`.
public struct ForInLoop: Equatable, Sendable {
  public var label: String?
  public var pattern: Pattern
  public var sequence: Expr
  public var whereClause: Expr?
  public var body: [Stmt]
  /// `for action: UIAlertAction in actions`: the elements' type, written.
  public var elementType: TypeSyntax?

  public init(
    label: String?, pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt],
    elementType: TypeSyntax? = nil
  ) {
    self.label = label
    self.elementType = elementType
    self.pattern = pattern
    self.sequence = sequence
    self.whereClause = whereClause
    self.body = body
  }
}

/// A pattern in a `for`, a `case` or a `catch`.
public indirect enum Pattern: Equatable, Sendable {
  /// `_`.
  case wildcard
  /// A name bound to the matched value (`x` in `for x in`, `let x` in a case).
  case binding(String)
  /// `(a, b)`.
  case tuple([Pattern])
  /// `.name`, `.name(let x, _)`, `Type.name(...)`: an enum case and its associated values.
  case enumCase(name: String, arguments: [Pattern]?)
  /// A value compared with `==` (or `~=` for a range).
  case expression(Expr)
  /// `let e as MyError` (the inner pattern binds the cast value), `is MyError` (no inner).
  case typeCast(Pattern?, TypeSyntax)
}

/// `switch subject { cases }`.
public struct SwitchStmt: Equatable, Sendable {
  public var subject: Expr
  public var cases: [SwitchCase]
  public var range: SourceRange

  public init(subject: Expr, cases: [SwitchCase], range: SourceRange) {
    self.subject = subject
    self.cases = cases
    self.range = range
  }
}

/// `case p1, p2 where condition: body` or `default: body` (no patterns).
public struct SwitchCase: Equatable, Sendable {
  public var patterns: [Pattern]
  public var whereClause: Expr?
  public var body: [Stmt]
  public var range: SourceRange

  public var isDefault: Bool { patterns.isEmpty }

  public init(patterns: [Pattern], whereClause: Expr?, body: [Stmt], range: SourceRange) {
    self.patterns = patterns
    self.whereClause = whereClause
    self.body = body
    self.range = range
  }
}

/// `enum Name: RawType { case a = 1, b(Int); members }`.
public struct EnumDecl: Equatable, Sendable {
  public var modifiers: [Modifier]
  public var name: String
  public var nameRange: SourceRange
  public var inherited: [TypeSyntax]
  public var cases: [EnumCaseDecl]
  /// Functions, computed properties and static members.
  public var members: [Stmt]
  /// `enum Outcome<Value, Problem>`: the names of its generic parameters, in order.
  public var genericParameters: [String] = []

  public init(
    modifiers: [Modifier], name: String, nameRange: SourceRange, inherited: [TypeSyntax],
    cases: [EnumCaseDecl], members: [Stmt]
  ) {
    self.modifiers = modifiers
    self.name = name
    self.nameRange = nameRange
    self.inherited = inherited
    self.cases = cases
    self.members = members
  }
}

/// One case of an enum: its name, raw value and associated value types.
public struct EnumCaseDecl: Equatable, Sendable {
  public var name: String
  public var rawValue: Expr?
  public var associatedTypes: [TypeSyntax]
  public var range: SourceRange

  public init(name: String, rawValue: Expr?, associatedTypes: [TypeSyntax], range: SourceRange) {
    self.name = name
    self.rawValue = rawValue
    self.associatedTypes = associatedTypes
    self.range = range
  }
}

/// One condition of an `if` or `guard`; conditions are separated by commas.
public enum Condition: Equatable, Sendable {
  /// A Boolean expression (including `#available(...)`).
  case expression(Expr)
  /// `let name = value`, `var name = value`, or Swift 5.7's `let name` (value nil).
  case optionalBinding(OptionalBinding)
  /// `case .failed(let message) = result`, `case let x? = value`.
  case patternMatch(PatternMatch)

  /// The source of the whole condition.
  public var range: SourceRange {
    switch self {
    case .expression(let expr): return expr.range
    case .optionalBinding(let binding): return binding.range
    case .patternMatch(let match): return match.range
    }
  }
}

/// `let name: Type = value` in a condition.
public struct OptionalBinding: Equatable, Sendable {
  public var isVar: Bool
  public var name: String
  public var nameRange: SourceRange
  public var type: TypeSyntax?
  /// nil for the shorthand `if let name` (binds `name` to itself).
  public var value: Expr?
  public var range: SourceRange

  public init(
    isVar: Bool, name: String, nameRange: SourceRange, type: TypeSyntax? = nil, value: Expr?,
    range: SourceRange
  ) {
    self.isVar = isVar
    self.name = name
    self.nameRange = nameRange
    self.type = type
    self.value = value
    self.range = range
  }
}

/// An attribute or modifier in front of a declaration: `@IBOutlet`, `@objc`, `weak`,
/// `override`, `private`, `class`, `static`...
public struct Modifier: Equatable, Sendable {
  /// The spelling, with the `@` for attributes: `@IBOutlet`, `weak`.
  public var name: String
  /// The text between parentheses after an attribute or modifier, as written:
  /// `@objc(alertDidChange:)` gives `alertDidChange:`, `private(set)` gives `set`.
  public var argument: String?
  /// A custom attribute's arguments (`@Clamped(0...100)`, `@Logged(name: "volume")`),
  /// parsed as a call's are: a property wrapper's initializer takes them.
  public var arguments: [Argument]?
  /// A custom attribute's explicit generic arguments (`@Registry<Printer>`).
  public var genericArguments: [TypeSyntax]?
  public var range: SourceRange

  public init(name: String, argument: String? = nil, range: SourceRange) {
    self.name = name
    self.argument = argument
    self.range = range
  }
}

/// `let` or `var`, stored (with an optional initializer) or computed (with accessors).
public struct VariableDecl: Equatable, Sendable {
  public var modifiers: [Modifier]
  /// True for `let`.
  public var isConstant: Bool
  /// The name, or `_`.
  public var name: String
  public var nameRange: SourceRange
  public var type: TypeSyntax?
  public var initializer: Expr?
  /// `get`/`set` of a computed property, or `willSet`/`didSet` observers; empty for a plain
  /// stored variable. `var x: T { return ... }` has one `get`.
  public var accessors: [Accessor]

  public init(
    modifiers: [Modifier] = [], isConstant: Bool, name: String, nameRange: SourceRange,
    type: TypeSyntax? = nil, initializer: Expr? = nil, accessors: [Accessor] = []
  ) {
    self.modifiers = modifiers
    self.isConstant = isConstant
    self.name = name
    self.nameRange = nameRange
    self.type = type
    self.initializer = initializer
    self.accessors = accessors
  }
}

/// One accessor of a property: `get { }`, `set(value) { }`, `willSet { }`, `didSet { }`.
public struct Accessor: Equatable, Sendable {
  /// Which accessor.
  public enum Kind: String, Equatable, Sendable {
    case get, set, willSet, didSet
  }
  public var kind: Kind
  /// `set(value)`: the parameter name, if written (otherwise `newValue` / `oldValue`).
  public var parameterName: String?
  public var body: [Stmt]
  public var range: SourceRange

  public init(kind: Kind, parameterName: String? = nil, body: [Stmt], range: SourceRange) {
    self.kind = kind
    self.parameterName = parameterName
    self.body = body
    self.range = range
  }
}

/// `func name(parameters) -> Result { body }`, or `init(parameters) { body }` (named `init`).
public struct FunctionDecl: Equatable, Sendable {
  public var modifiers: [Modifier]
  /// The name; `init` for an initializer.
  public var name: String
  public var nameRange: SourceRange
  /// `init?` / `init!`.
  public var isFailable: Bool
  public var parameters: [Parameter]
  public var returnType: TypeSyntax?
  public var body: [Stmt]
  /// `func load() async`.
  public var isAsync = false
  /// `throws` (also for `rethrows`) or `throws(ParseError)` as its function type spells it;
  /// nil for a function that does not throw.
  public var throwing: String?
  /// What each `await` of the body (not of a closure within it) awaits, in order.
  public var awaited: [SourceRange] = []
  /// `func largest<T: Comparable>`, `subscript<T>`: the generic parameters of its own, bound
  /// at each call from the arguments.
  public var genericParameters: [String] = []
  /// What the first `await` of the body awaits.
  public var firstAwait: SourceRange? { awaited.first }
  /// The lines of the file above the input it was declared in: its body's lines are
  /// counted from there (`#line` of a call in it).
  public var lineOffset: Int32 = 0

  public init(
    modifiers: [Modifier] = [], name: String, nameRange: SourceRange, isFailable: Bool = false,
    parameters: [Parameter], returnType: TypeSyntax? = nil, body: [Stmt]
  ) {
    self.modifiers = modifiers
    self.name = name
    self.nameRange = nameRange
    self.isFailable = isFailable
    self.parameters = parameters
    self.returnType = returnType
    self.body = body
  }
}

/// One parameter of a function: `_ sender: Any`, `for controller: UIPresentationController`,
/// `animated: Bool = true`.
public struct Parameter: Equatable, Sendable {
  /// The argument label when written separately: nil means the label is the internal name,
  /// `"_"` means no label.
  public var externalLabel: String?
  public var externalLabelRange: SourceRange?
  public var internalName: String
  public var internalNameRange: SourceRange
  public var type: TypeSyntax
  public var defaultValue: Expr?
  public var range: SourceRange
  /// `inout T`: the caller's variable (passed with `&`) takes the parameter's final value.
  public var isInout: Bool
  /// `_ items: T...`: the parameter takes any number of arguments, as the array `[T]` that
  /// `type` names.
  public var isVariadic = false
  /// Attributes written before the parameter: `@AlertBuilder content: () -> Line`.
  public var attributes: [Modifier] = []

  public init(
    externalLabel: String? = nil, externalLabelRange: SourceRange? = nil, internalName: String,
    internalNameRange: SourceRange, type: TypeSyntax, defaultValue: Expr? = nil,
    range: SourceRange, isInout: Bool = false
  ) {
    self.isInout = isInout
    self.externalLabel = externalLabel
    self.externalLabelRange = externalLabelRange
    self.internalName = internalName
    self.internalNameRange = internalNameRange
    self.type = type
    self.defaultValue = defaultValue
    self.range = range
  }
}

/// `class Name: Superclass, Protocol { members }`.
public struct ClassDecl: Equatable, Sendable {
  public var modifiers: [Modifier]
  public var name: String
  public var nameRange: SourceRange
  /// The superclass (if any) and protocols, in the order written.
  public var inherited: [TypeSyntax]
  /// Functions (`init` included), variables and nested declarations.
  public var members: [Stmt]
  /// True for a `struct` (it gets a memberwise initializer).
  public var isStruct: Bool
  /// True for an `actor`: its state is reached from outside only with `await`.
  public var isActor = false
  /// `<Left, Right>`: the generic parameters, in order (read as `Any` everywhere inside).
  public var genericParameters: [String] = []
  /// For a generic type, each property's type as written (`Left`, `[Item]`), so a value can
  /// show the arguments its properties hold (`Pair<Int, String>`).
  public var writtenTypes: [String: String] = [:]

  public init(
    modifiers: [Modifier] = [], name: String, nameRange: SourceRange, inherited: [TypeSyntax],
    members: [Stmt], isStruct: Bool = false
  ) {
    self.modifiers = modifiers
    self.name = name
    self.nameRange = nameRange
    self.inherited = inherited
    self.members = members
    self.isStruct = isStruct
  }
}

/// `extension Type: Protocol { members }`.
public struct ExtensionDecl: Equatable, Sendable {
  public var modifiers: [Modifier]
  public var extendedType: TypeSyntax
  /// The protocols added, in the order written.
  public var inherited: [TypeSyntax]
  public var members: [Stmt]
  /// `extension Array: Purchaseable where Element: Purchaseable`: the protocol the elements
  /// must adopt for the conformance to hold (only this one form of `where` is kept).
  public var elementRequirement: String?

  public init(
    modifiers: [Modifier] = [], extendedType: TypeSyntax, inherited: [TypeSyntax],
    members: [Stmt]
  ) {
    self.modifiers = modifiers
    self.extendedType = extendedType
    self.inherited = inherited
    self.members = members
  }
}

extension StmtKind {
  /// The blocks a control statement holds, in order: an `if`'s two, a `guard`'s `else`, a
  /// loop's body, a `switch`'s cases, a `do` and its `catch`es, a `defer`. Empty for any other
  /// statement (a declaration's bodies run when it is called, not as part of it).
  var blocks: [[Stmt]] {
    switch self {
    case .ifStatement(_, let then, let elseBranch): [then] + (elseBranch.map { [$0] } ?? [])
    case .guardStatement(_, let body), .whileLoop(_, _, let body), .repeatWhile(_, let body, _),
      .deferStatement(let body):
      [body]
    case .forIn(let loop): [loop.body]
    case .switchStatement(let statement): statement.cases.map(\.body)
    case .doCatch(let statement): [statement.body] + statement.catches.map(\.body)
    default: []
    }
  }

  /// The statement with each block of `blocks` replaced by what `transform` gives for it.
  func mappingBlocks(_ transform: ([Stmt]) -> [Stmt]) -> StmtKind {
    switch self {
    case .ifStatement(let conditions, let then, let elseBranch):
      return .ifStatement(
        conditions: conditions, then: transform(then), elseBranch: elseBranch.map(transform))
    case .guardStatement(let conditions, let body):
      return .guardStatement(conditions: conditions, elseBody: transform(body))
    case .whileLoop(let label, let conditions, let body):
      return .whileLoop(label: label, conditions: conditions, body: transform(body))
    case .repeatWhile(let label, let body, let condition):
      return .repeatWhile(label: label, body: transform(body), condition: condition)
    case .deferStatement(let body):
      return .deferStatement(transform(body))
    case .forIn(var loop):
      loop.body = transform(loop.body)
      return .forIn(loop)
    case .switchStatement(var statement):
      for index in statement.cases.indices {
        statement.cases[index].body = transform(statement.cases[index].body)
      }
      return .switchStatement(statement)
    case .doCatch(var statement):
      statement.body = transform(statement.body)
      for index in statement.catches.indices {
        statement.catches[index].body = transform(statement.catches[index].body)
      }
      return .doCatch(statement)
    default:
      return self
    }
  }

  /// False for a declaration of a function or a type (and an `import`): what it declares
  /// runs later, when called.
  var isExecutable: Bool {
    switch self {
    case .function, .classDecl, .extensionDecl, .enumDecl, .protocolDecl, .importDecl, .preview:
      false
    default: true
    }
  }
}
