import AlertLabKit
import AlertLabWords

// Initializers: `- (instancetype)initWithFrame:(CGRect)frame { self = [super
// initWithFrame:frame]; if (self) { ... } return self; }` is Swift's
// `override init(frame: CGRect) { super.init(frame: frame); ... }`. Swift's initializer has
// no `self` to assign or test and returns nothing: `self = [super init...]` becomes the
// `super.init(...)` call, `if (self)` its body, and `return self` goes.

extension ObjCParser {
  /// `init`, `initWithFrame:`, `initWithCoder:`, `initWithNibName:bundle:`, ...
  static func isInitSelector(_ selector: String) -> Bool {
    guard selector.hasPrefix("init") else { return false }
    let rest = selector.dropFirst(4)
    return rest.isEmpty || rest.hasPrefix("With")
  }

  /// The Swift labels of an `init...` selector: `initWithNibName:bundle:` is
  /// `init(nibName:bundle:)`.
  static func initLabels(_ selector: String) -> [String?] {
    let pieces = selector.split(separator: ":").map(String.init)
    guard let first = pieces.first, first.count > 8 else { return [] }
    let label = ObjCImport.lowercasedFirst(String(first.dropFirst(8)))
    return [label] + pieces.dropFirst().map { $0 }
  }

  /// `[super initWithFrame:frame]` as `super.init(frame: frame)`.
  func superInit(_ selector: String, arguments: [Lowered], range: SourceRange) -> Lowered {
    let callee = Expr(
      .member(Expr(.identifier("super"), range: range), name: "init", nameRange: range),
      range: range)
    var value = Lowered(
      Expr(.call(callee, labeled(arguments, Self.initLabels(selector))), range: range),
      type: selfType)
    value.isSuperInit = true
    return value
  }

  /// The Swift initializer for an `init...` method of a class.
  mutating func initializer(
    _ selector: String, pieces: [(name: String, range: SourceRange, type: String)],
    body: [Stmt], superclass: String?, range: SourceRange, nameRange: SourceRange
  ) -> Stmt {
    let labels = Self.initLabels(selector)
    let parameters = pieces.enumerated().map { offset, piece in
      let label = offset < labels.count ? labels[offset] : nil
      return Parameter(
        externalLabel: label == piece.name ? nil : (label ?? "_"), internalName: piece.name,
        internalNameRange: piece.range,
        type: ObjCSwiftPrinter.typeSyntax(piece.type, at: piece.range),
        range: piece.range)
    }
    let uikit = superclass.map { APICatalog.types[ObjCImport.swiftType($0)] != nil } ?? false
    let isCoder = selector == "initWithCoder:"
    var modifiers: [Modifier] = []
    if uikit {
      modifiers.append(Modifier(name: isCoder ? "required" : "override", range: nameRange))
    }
    note(
      "init",
      Said(
        .swiftNoSelfAssign,
        "- (instancetype)initWithFrame:(CGRect)frame { self = [super initWithFrame:frame]; if (self) { ... } return self; }",
        "override init(frame: CGRect) { super.init(frame: frame) ... }"))
    let decl = FunctionDecl(
      modifiers: modifiers, name: "init", nameRange: nameRange, isFailable: isCoder,
      parameters: parameters, body: Self.initBody(body))
    return Stmt(.function(decl), range: range)
  }

  /// An initializer's statements in Swift's form.
  static func initBody(_ statements: [Stmt]) -> [Stmt] {
    var result: [Stmt] = []
    for statement in statements {
      switch statement.kind {
      case .returnStatement(let value?) where value.kind == .identifier("self"):
        continue
      case .ifStatement(let conditions, let then, let elseBranch):
        guard conditions.count == 1, case .expression(let condition) = conditions[0],
          case .binary(let op, let lhs, let rhs) = condition.kind, op == "!=" || op == "==",
          rhs.kind == .nilLiteral
        else {
          var kept = statement
          kept.kind = .ifStatement(
            conditions: conditions, then: initBody(then), elseBranch: elseBranch.map(initBody))
          result.append(kept)
          continue
        }
        var tested = lhs
        while case .paren(let inner) = tested.kind { tested = inner }
        let isSelf = tested.kind == .identifier("self")
        let isSuperInit = isSuperCall(Stmt(.expression(tested), range: tested.range), named: "init")
        guard isSelf || isSuperInit else {
          result.append(statement)
          continue
        }
        // `if (self)`, `if ((self = [super init]))`: the body runs; `if (!(self = ...))`
        // (then `return nil`): what follows the `if` runs.
        if isSuperInit { result.append(Stmt(.expression(tested), range: tested.range)) }
        let kept = op == "!=" ? then : (elseBranch ?? [])
        result += initBody(
          kept.filter { $0.kind != .returnStatement(Expr(.nilLiteral, range: $0.range)) })
      default:
        result.append(statement)
      }
    }
    return result
  }

  /// True for `super.name(...)` as a statement.
  static func isSuperCall(_ statement: Stmt, named name: String) -> Bool {
    guard case .expression(let expr) = statement.kind, case .call(let callee, _) = expr.kind,
      case .member(let base, let member, _) = callee.kind, member == name,
      base.kind == .identifier("super")
    else { return false }
    return true
  }
}
