import Testing

@testable import AlertLabScript

/// Parses `source`, expects no diagnostics, and returns the dump of its statements.
func parsedDump(
  _ source: String, includeRanges: Bool = false,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
  let result = Parser.parse(source)
  #expect(
    result.diagnostics.isEmpty,
    "unexpected diagnostics:\n\(result.diagnostics.map { $0.rendered(source: source, fileName: "input") }.joined(separator: "\n"))",
    sourceLocation: sourceLocation)
  return ASTDump.dump(result.statements, includeRanges: includeRanges)
}

@Suite struct ParserDumpTests {
  @Test func theDumpFormat() {
    #expect(
      parsedDump(#"let a = UIAlertController(title: "T", message: nil, preferredStyle: .alert)"#)
        == """
        let a
        └─ call
           ├─ identifier UIAlertController
           ├─ arg title: string "T"
           ├─ arg message: nil
           └─ arg preferredStyle: .alert
        """)
  }

  @Test func nestedChildrenAreIndentedUnderABar() {
    #expect(
      parsedDump("f(a.b, c)\ng()") == """
        call
        ├─ identifier f
        ├─ arg member b
        │  └─ identifier a
        └─ arg identifier c
        call
        └─ identifier g
        """)
  }

  @Test func rangesOnRequest() {
    #expect(
      parsedDump("let x = a + 1", includeRanges: true) == """
        let x @1:1-1:14
        └─ binary + @1:9-1:14
           ├─ identifier a @1:9-1:10
           └─ integer 1 @1:13-1:14
        """)
  }

  @Test func stringsAreQuotedWithSwiftEscapes() {
    #expect(
      parsedDump(#""tab\t \"quoted\" back\\slash\n""#) == #"""
        string "tab\t \"quoted\" back\\slash\n"
        """#)
  }
}
