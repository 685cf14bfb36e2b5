import Foundation
import Testing

@testable import AlertLabScript

/// The parser's `mayDeclareBody` flag: false only where the checker's walk finds no body, so
/// skipping the walk for it changes no answer.
@Suite struct BodyFlagTests {
  /// The walk of `statement`'s kind, without the flag.
  static func walkFindsBody(_ statement: Stmt) -> Bool {
    var budget = 10_000
    return DeclarationChecker.declaresBody(kind: statement.kind, budget: &budget)
  }

  /// Every statement parsed, with those nested in blocks, closures and declarations.
  static func allStatements(_ statements: [Stmt]) -> [Stmt] {
    statements.flatMap { statement -> [Stmt] in
      var nested: [Stmt] = []
      switch statement.kind {
      case .ifStatement(_, let then, let elseBranch):
        nested = then + (elseBranch ?? [])
      case .guardStatement(_, let body), .whileLoop(_, _, let body), .repeatWhile(_, let body, _):
        nested = body
      case .forIn(let loop):
        nested = loop.body
      case .function(let declaration):
        nested = declaration.body
      default:
        break
      }
      return [statement] + allStatements(nested)
    }
  }

  @Test func aStatementWithoutABraceDeclaresNoBody() {
    let source = """
      let alert = UIAlertController(title: "T", message: "m", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      let handled = UIAlertAction(title: "OK", style: .default) { _ in print("ok") }
      let inText = "\\({ 1 }())"
      let plain = "\\(alert.title ?? "")"
      var computed: Int { 1 }
      let a = 1, b = { 2 }
      x = 1; y = { 3 }
      if alert.actions.isEmpty { let c = { 4 } }
      func declared() { }
      """
    let statements = Parser.parse(source).statements
    let flags = statements.map { ($0.range.start.line, $0.mayDeclareBody) }
    // Lines 1, 2 and 5 and the `x = 1` of line 8 hold no brace; the others hold one, in
    // code or in an interpolation. Line 7 is two statements parsed as one.
    let expected = [
      (1, false), (2, false), (3, true), (4, true), (5, false), (6, true), (7, true), (7, true),
      (8, false), (8, true), (9, true), (10, true),
    ]
    #expect(flags.map(\.0) == expected.map(\.0))
    #expect(flags.map(\.1) == expected.map(\.1))
    for statement in Self.allStatements(statements) where !statement.mayDeclareBody {
      #expect(!Self.walkFindsBody(statement), "\(statement.range)")
    }
  }

  @Test func theFlagAgreesWithTheWalkOnEveryExample() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    #expect(files.count >= 20)
    var skipped = 0
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      for statement in Self.allStatements(Parser.parse(source).statements)
      where !statement.mayDeclareBody {
        skipped += 1
        #expect(!Self.walkFindsBody(statement), "\(file.lastPathComponent) \(statement.range)")
      }
    }
    // Most statements of the examples hold no brace.
    #expect(skipped > 100)
  }

  @Test func theFlagIsNotPartOfEquality() {
    let start = SourceLocation(line: 1, column: 1, offset: 0)
    var parsed = Stmt(.breakStatement(nil), range: SourceRange(at: start))
    let other = parsed
    parsed.mayDeclareBody = false
    #expect(parsed == other)
  }
}
