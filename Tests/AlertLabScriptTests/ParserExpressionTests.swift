import Testing

@testable import AlertLabScript

@Suite struct ParserLiteralTests {
  @Test func numbersBooleansAndNil() {
    #expect(
      parsedDump("f(42, -1, 8.0, -0.5, 0x1F, true, false, nil)") == """
        call
        ├─ identifier f
        ├─ arg integer 42
        ├─ arg integer -1
        ├─ arg float 8.0
        ├─ arg float -0.5
        ├─ arg integer 31
        ├─ arg boolean true
        ├─ arg boolean false
        └─ arg nil
        """)
  }

  @Test func namesSelfSuperAndShorthandArguments() {
    #expect(
      parsedDump("f(self, super.view, $0, `default`)") == """
        call
        ├─ identifier f
        ├─ arg identifier self
        ├─ arg member view
        │  └─ identifier super
        ├─ arg identifier $0
        └─ arg identifier default
        """)
  }

  @Test func stringInterpolation() {
    #expect(
      parsedDump(#""Hello \(name) \("nested \(x)")""#) == """
        interpolated string
        ├─ text "Hello "
        ├─ interpolation identifier name
        ├─ text " "
        └─ interpolation interpolated string
           ├─ text "nested "
           └─ interpolation identifier x
        """)
  }

  @Test func interpolationOfAnExpression() {
    #expect(
      parsedDump(#"print("\(alert.actions.count + 1) actions")"#) == """
        call
        ├─ identifier print
        └─ arg interpolated string
           ├─ interpolation binary +
           │  ├─ member count
           │  │  └─ member actions
           │  │     └─ identifier alert
           │  └─ integer 1
           └─ text " actions"
        """)
  }

  @Test func multilineString() {
    #expect(
      parsedDump("let m = \"\"\"\n    Line one\n    Line \\(two)\n    \"\"\"") == """
        let m
        └─ interpolated string
           ├─ text "Line one\\nLine "
           └─ interpolation identifier two
        """)
  }

  @Test func arrays() {
    #expect(
      parsedDump("popover.permittedArrowDirections = []\nlet a = [.up, .down,]") == """
        assign =
        ├─ member permittedArrowDirections
        │  └─ identifier popover
        └─ array []
        let a
        └─ array
           ├─ .up
           └─ .down
        """)
  }

  @Test func parenthesesAndTuples() {
    #expect(
      parsedDump("let a = (b)\nlet c = (x: 1, y: 2)\nlet d = ()") == """
        let a
        └─ paren
           └─ identifier b
        let c
        └─ tuple
           ├─ arg x: integer 1
           └─ arg y: integer 2
        let d
        └─ tuple ()
        """)
  }

  @Test func selectors() {
    #expect(
      parsedDump(
        """
        #selector(alertTextFieldDidChange(_:))
        #selector(self.alertTextFieldDidChange(_:))
        #selector(ViewController.dismissAlert)
        #selector(self?.nameChanged(_:))
        """) == """
          #selector alertTextFieldDidChange(_:)
          #selector alertTextFieldDidChange(_:)
          #selector ViewController.dismissAlert
          #selector nameChanged(_:)
          """)
  }

  @Test func available() {
    #expect(
      parsedDump("let ok = #available(iOS 8.0, *)") == """
        let ok
        └─ #available iOS 8.0, *
        """)
  }
}

@Suite struct ParserOperatorTests {
  @Test func multiplicationBindsTighterThanAddition() {
    #expect(
      parsedDump("x = a + b * c - d") == """
        assign =
        ├─ identifier x
        └─ binary -
           ├─ binary +
           │  ├─ identifier a
           │  └─ binary *
           │     ├─ identifier b
           │     └─ identifier c
           └─ identifier d
        """)
  }

  @Test func comparisonAndLogic() {
    #expect(
      parsedDump("x = !a && b < 2 || c === d") == """
        assign =
        ├─ identifier x
        └─ binary ||
           ├─ binary &&
           │  ├─ prefix !
           │  │  └─ identifier a
           │  └─ binary <
           │     ├─ identifier b
           │     └─ integer 2
           └─ binary ===
              ├─ identifier c
              └─ identifier d
        """)
  }

  @Test func nilCoalescingIsRightAssociativeAndBelowComparison() {
    #expect(
      parsedDump("let x = a ?? b ?? c") == """
        let x
        └─ binary ??
           ├─ identifier a
           └─ binary ??
              ├─ identifier b
              └─ identifier c
        """)
    #expect(
      parsedDump("let y = a ?? 0 > 1") == """
        let y
        └─ binary >
           ├─ binary ??
           │  ├─ identifier a
           │  └─ integer 0
           └─ integer 1
        """)
  }

  @Test func ternaryIsRightAssociative() {
    #expect(
      parsedDump("let s = a ? b : c ? d : e") == """
        let s
        └─ ternary
           ├─ identifier a
           ├─ identifier b
           └─ ternary
              ├─ identifier c
              ├─ identifier d
              └─ identifier e
        """)
  }

  @Test func castsAndTypeChecks() {
    #expect(
      parsedDump(
        """
        a = b as UITextField
        a = b as? UIAlertController
        a = b as! [UITextField]
        a = b is UIAlertController
        """) == """
          assign =
          ├─ identifier a
          └─ cast as UITextField
             └─ identifier b
          assign =
          ├─ identifier a
          └─ cast as? UIAlertController
             └─ identifier b
          assign =
          ├─ identifier a
          └─ cast as! [UITextField]
             └─ identifier b
          assign =
          ├─ identifier a
          └─ is UIAlertController
             └─ identifier b
          """)
  }

  @Test func castBindsTighterThanComparison() {
    #expect(
      parsedDump("let ok = (v as NSString).floatValue >= 8.0 && x as? Int != nil") == """
        let ok
        └─ binary &&
           ├─ binary >=
           │  ├─ member floatValue
           │  │  └─ paren
           │  │     └─ cast as NSString
           │  │        └─ identifier v
           │  └─ float 8.0
           └─ binary !=
              ├─ cast as? Int
              │  └─ identifier x
              └─ nil
        """)
  }

  @Test func binaryOperatorAtTheEndOfALineContinues() {
    #expect(
      parsedDump("let total = a +\n  b\nlet next = c\n  + d") == """
        let total
        └─ binary +
           ├─ identifier a
           └─ identifier b
        let next
        └─ binary +
           ├─ identifier c
           └─ identifier d
        """)
  }
}

@Suite struct ParserPostfixTests {
  @Test func optionalChainingIsWrappedInAnOptionalEvaluation() {
    #expect(
      parsedDump(
        "self.presentedViewController?.dismissViewControllerAnimated(false, completion: nil)")
          == """
          optional evaluation
          └─ call
             ├─ member dismissViewControllerAnimated
             │  └─ bind optional
             │     └─ member presentedViewController
             │        └─ identifier self
             ├─ arg boolean false
             └─ arg completion: nil
          """)
  }

  @Test func optionalEvaluationCoversOnlyThePostfixChain() {
    #expect(
      parsedDump("let n = alert.textFields?.count ?? 0") == """
        let n
        └─ binary ??
           ├─ optional evaluation
           │  └─ member count
           │     └─ bind optional
           │        └─ member textFields
           │           └─ identifier alert
           └─ integer 0
        """)
  }

  @Test func forceUnwrapAndSubscript() {
    #expect(
      parsedDump("alert.textFields![0].text") == """
        member text
        └─ subscript
           ├─ force unwrap
           │  └─ member textFields
           │     └─ identifier alert
           └─ arg integer 0
        """)
  }

  @Test func leadingDotOnTheNextLineContinuesTheChain() {
    #expect(
      parsedDump("alert\n  .addAction(ok)") == """
        call
        ├─ member addAction
        │  └─ identifier alert
        └─ arg identifier ok
        """)
  }

  @Test func parenthesisOnTheNextLineIsANewStatement() {
    #expect(
      parsedDump("let a = b\n(c)") == """
        let a
        └─ identifier b
        paren
        └─ identifier c
        """)
  }

  @Test func membersNamedLikeKeywords() {
    #expect(
      parsedDump(
        "let s = UIAlertAction.Style.default\nlet t = MyView.self\nlet u = UIAlertController.init(title: nil)"
      )
        == """
        let s
        └─ member default
           └─ member Style
              └─ identifier UIAlertAction
        let t
        └─ member self
           └─ identifier MyView
        let u
        └─ call
           ├─ member init
           │  └─ identifier UIAlertController
           └─ arg title: nil
        """)
  }

  @Test func argumentLabelsMayBeKeywords() {
    #expect(
      parsedDump("adaptivePresentationStyle(for: controller, in: view)") == """
        call
        ├─ identifier adaptivePresentationStyle
        ├─ arg for: identifier controller
        └─ arg in: identifier view
        """)
  }
}

@Suite struct ParserClosureTests {
  @Test func trailingClosureAfterABareName() {
    #expect(
      parsedDump("alert.addTextField { textField in textField.placeholder = \"Login\" }") == """
        call
        ├─ member addTextField
        │  └─ identifier alert
        └─ trailing closure textField in
           └─ assign =
              ├─ member placeholder
              │  └─ identifier textField
              └─ string "Login"
        """)
  }

  @Test func trailingClosureAfterACall() {
    #expect(
      parsedDump(#"UIAlertAction(title: "OK", style: .default) { _ in }"#) == """
        call
        ├─ identifier UIAlertAction
        ├─ arg title: string "OK"
        ├─ arg style: .default
        └─ trailing closure _ in
        """)
  }

  @Test func multipleTrailingClosures() {
    #expect(
      parsedDump("UIView.animate(withDuration: 0.3) { a() } completion: { done in b() }") == """
        call
        ├─ member animate
        │  └─ identifier UIView
        ├─ arg withDuration: float 0.3
        ├─ trailing closure
        │  └─ call
        │     └─ identifier a
        └─ trailing completion: closure done in
           └─ call
              └─ identifier b
        """)
  }

  @Test func shorthandArgumentClosure() {
    #expect(
      parsedDump("alert.addTextField { $0.placeholder = \"Login\" }") == """
        call
        ├─ member addTextField
        │  └─ identifier alert
        └─ trailing closure
           └─ assign =
              ├─ member placeholder
              │  └─ identifier $0
              └─ string "Login"
        """)
  }

  @Test func parameterForms() {
    #expect(
      parsedDump(
        """
        let a = { (action: UIAlertAction!) -> Void in }
        let b = { (x, y) in }
        let c = { x, y in x }
        let d = { [weak self] _ in self?.close() }
        let e = { [unowned self, alert] in }
        let f = { () -> Int in return 1 }
        """) == """
          let a
          └─ closure (action: UIAlertAction!) -> Void in
          let b
          └─ closure (x, y) in
          let c
          └─ closure x, y in
             └─ identifier x
          let d
          └─ closure [weak self] _ in
             └─ optional evaluation
                └─ call
                   └─ member close
                      └─ bind optional
                         └─ identifier self
          let e
          └─ closure [unowned self, alert] in
          let f
          └─ closure () -> Int in
             └─ return
                └─ integer 1
          """)
  }

  @Test func closureArgumentWithStatementsOnLines() {
    #expect(
      parsedDump(
        """
        let ok = UIAlertAction(title: "OK", style: .default, handler: { action in
          print("tapped")
          self.done = true
        })
        """) == """
          let ok
          └─ call
             ├─ identifier UIAlertAction
             ├─ arg title: string "OK"
             ├─ arg style: .default
             └─ arg handler: closure action in
                ├─ call
                │  ├─ identifier print
                │  └─ arg string "tapped"
                └─ assign =
                   ├─ member done
                   │  └─ identifier self
                   └─ boolean true
          """)
  }

  @Test func noTrailingClosureInAnIfCondition() {
    #expect(
      parsedDump("if alert.isBeingPresented { dismiss() }") == """
        if
        ├─ condition member isBeingPresented
        │  └─ identifier alert
        └─ then
           └─ call
              └─ identifier dismiss
        """)
  }

  @Test func trailingClosureInsideParenthesesOfACondition() {
    #expect(
      parsedDump("if (items.contains { $0 }) { go() }") == """
        if
        ├─ condition paren
        │  └─ call
        │     ├─ member contains
        │     │  └─ identifier items
        │     └─ trailing closure
        │        └─ identifier $0
        └─ then
           └─ call
              └─ identifier go
        """)
  }
}
