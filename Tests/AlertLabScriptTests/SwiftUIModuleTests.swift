import Testing

@testable import AlertLabScript

/// The SwiftUI module is Swift AlertLab runs: it must parse without a diagnostic, and every
/// function it declares carries the mark that keeps the learner's errors where they wrote them.
@Suite struct SwiftUIModuleTests {
  @Test func theModuleParsesWithoutADiagnostic() {
    let parsed = Parser.parse(SwiftUIModule.source, fileName: "SwiftUI")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.first?.message ?? "")")
    #expect(!Interpreter.swiftUIDeclarations.isEmpty)
  }

  @Test func everyFunctionOfTheModuleIsMarked() {
    func functions(_ statements: [Stmt]) -> [FunctionDecl] {
      statements.flatMap { statement -> [FunctionDecl] in
        switch statement.kind {
        case .function(let decl): return [decl]
        case .classDecl(let decl): return functions(decl.members)
        case .extensionDecl(let decl): return functions(decl.members)
        case .enumDecl(let decl): return functions(decl.members)
        default: return []
        }
      }
    }
    let declared = functions(Interpreter.swiftUIDeclarations)
    #expect(declared.count > 50)
    #expect(
      declared.allSatisfy { $0.modifiers.contains { $0.name == Interpreter.moduleFunctionMark } })
  }

  @Test func importingItTwiceDeclaresItOnce() {
    let interpreter = Interpreter()
    _ = interpreter.run("import SwiftUI")
    let classes = interpreter.state.classes.count
    _ = interpreter.run("import SwiftUI")
    #expect(interpreter.state.classes.count == classes)
    #expect(interpreter.state.classes["Text"] != nil)
  }
}
