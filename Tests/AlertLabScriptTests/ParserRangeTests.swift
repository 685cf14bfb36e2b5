import Testing

@testable import AlertLabScript

@Suite struct ParserRangeTests {
  @Test("a location keeps every number the largest input can have, and clamps larger ones")
  func locationsKeepTheirNumbers() {
    let largest = Parser.maximumInputBytes
    var location = SourceLocation(line: largest, column: largest + 1, offset: largest - 1)
    #expect(location.line == largest && location.column == largest + 1)
    #expect(location.offset == largest - 1)
    location.column += 1
    location.offset = 0
    #expect(location.column == largest + 2 && location.offset == 0)
    #expect(location < SourceLocation(line: 1, column: 1, offset: 1))
    let clamped = SourceLocation(line: .max, column: .min, offset: Int(Int32.max) + 1)
    #expect(clamped.line == Int(Int32.max) && clamped.column == Int(Int32.min))
    #expect(clamped.offset == Int(Int32.max))
    #expect(clamped.description == "\(Int32.max):\(Int32.min)")
  }

  @Test func everyNodeKnowsItsSource() {
    #expect(
      parsedDump(
        """
        let 标题 = "好的 \\(n + 1)"
        alert.addAction(UIAlertAction(title: 标题, style: .cancel) { _ in
          done()
        })
        """, includeRanges: true) == """
          let 标题 @1:1-1:23
          └─ interpolated string @1:10-1:23
             ├─ text "好的 "
             └─ interpolation binary + @1:16-1:21
                ├─ identifier n @1:16-1:17
                └─ integer 1 @1:20-1:21
          call @2:1-4:3
          ├─ member addAction @2:1-2:16
          │  └─ identifier alert @2:1-2:6
          └─ arg call @2:17-4:2
             ├─ identifier UIAlertAction @2:17-2:30
             ├─ arg title: identifier 标题 @2:38-2:40
             ├─ arg style: .cancel @2:49-2:56
             └─ trailing closure _ in @2:58-4:2
                └─ call @3:3-3:9
                   └─ identifier done @3:3-3:7
          """)
  }

  @Test func namesLabelsAndParameters() {
    let result = Parser.parse("func show(for controller: UIViewController) { alert.addAction(ok) }")
    guard case .function(let decl) = result.statements.first?.kind else {
      Issue.record("expected a function")
      return
    }
    #expect(decl.nameRange.start.column == 6)
    #expect(decl.nameRange.end.column == 10)
    let parameter = decl.parameters[0]
    #expect(parameter.externalLabel == "for")
    #expect(parameter.externalLabelRange?.start.column == 11)
    #expect(parameter.internalNameRange.start.column == 15)
    #expect(parameter.type.range.start.column == 27)
    #expect(parameter.range.end.column == 43)
    guard case .expression(let call) = decl.body.first?.kind,
      case .call(let callee, let arguments) = call.kind,
      case .member(_, let name, let nameRange) = callee.kind
    else {
      Issue.record("expected a call of a member")
      return
    }
    #expect(name == "addAction")
    #expect(nameRange.start.column == 53)
    #expect(arguments[0].range.start.column == 63)
  }

  @Test func offsetsAreUTF8Bytes() {
    let result = Parser.parse("let 标题 = x")
    guard case .variable(let decl) = result.statements.first?.kind,
      let initializer = decl.initializer
    else {
      Issue.record("expected a variable")
      return
    }
    #expect(decl.nameRange.start.offset == 4)
    #expect(decl.nameRange.end.offset == 10)
    #expect(initializer.range.start == SourceLocation(line: 1, column: 10, offset: 13))
  }

  @Test func labelledArgumentRanges() {
    let result = Parser.parse("f(title: \"T\")")
    guard case .expression(let call) = result.statements.first?.kind,
      case .call(_, let arguments) = call.kind
    else {
      Issue.record("expected a call")
      return
    }
    #expect(arguments[0].labelRange?.start.column == 3)
    #expect(arguments[0].labelRange?.end.column == 8)
    #expect(arguments[0].range.end.column == 13)
  }
}
