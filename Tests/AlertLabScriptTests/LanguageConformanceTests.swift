import Testing

@testable import AlertLabScript

@Suite struct TypedThrowsTests {
  @Test func anImplicitMemberThrownIsOfTheThrownType() {
    #expect(
      printed(
        """
        enum Failure: Error { case timeout(seconds: Int), gone }
        func fetch(_ n: Int) throws(Failure) -> Int {
          if n == 1 { throw .timeout(seconds: 30) }
          if n == 2 { throw .gone }
          return n
        }
        for n in 0...2 {
          do { print(try fetch(n)) } catch { print(error) }
        }
        """) == ["0", "timeout(seconds: 30)", "gone"])
  }
}

@Suite struct LineMacroTests {
  @Test func lineIsWhereItIsWrittenOrWhereTheCallIs() {
    #expect(
      printed(
        """
        func log(_ text: String, line: Int = #line) -> String { "\\(line): \\(text)" }
        func outer() -> String {
          log("inner")
        }
        print(#line, log("top"))
        print(outer(), type(of: #line))
        """) == ["5 5: top", "3: inner Int"])
  }

  @Test func sourceLocationRenumbersTheLinesAfterIt() {
    #expect(
      printed(
        """
        #sourceLocation(file: "virtual.swift", line: 100)
        let a = #line
        #sourceLocation()
        print(a, #line)
        """) == ["100 4"])
    #expect(
      parseError("#sourceLocation(line: 3)") == "expected 'file:' in #sourceLocation directive")
  }

  @Test func lineCountsFromTheLineTheInputStartsOn() {
    let parsed = Parser.parse("let here = #line", firstLine: 40)
    guard case .variable(let decl)? = parsed.statements.first?.kind else {
      Issue.record("not a variable")
      return
    }
    #expect(decl.initializer?.kind == .integer(40))
  }
}
