import Testing

@testable import AlertLabScript

@Suite struct ParserVariableTests {
  @Test func letAndVarWithTypesAndInitializers() {
    #expect(
      parsedDump(
        """
        let a = 1
        var b: Int = 2
        var popover:UIPopoverController?
        let _ = f()
        var c = 1, d: String = "x"
        """) == """
          let a
          └─ integer 1
          var b: Int
          └─ integer 2
          var popover: UIPopoverController?
          let _
          └─ call
             └─ identifier f
          var c
          └─ integer 1
          var d: String
          └─ string "x"
          """)
  }

  @Test func modifiersAndAttributes() {
    #expect(
      parsedDump(
        """
        @IBOutlet weak var addBarButtonItem: UIBarButtonItem!
        private(set) var count: Int = 0
        @IBInspectable var borderWidth: CGFloat = 0
        static let shared = Thing()
        """) == """
          @IBOutlet weak var addBarButtonItem: UIBarButtonItem!
          private(set) var count: Int
          └─ integer 0
          @IBInspectable var borderWidth: CGFloat
          └─ integer 0
          static let shared
          └─ call
             └─ identifier Thing
          """)
  }

  @Test func computedPropertiesAndObservers() {
    #expect(
      parsedDump(
        """
        var arrowOffset: CGFloat { get { return 0 } set { } }
        var height: CGFloat { return 10 }
        var name: String {
          get { return "x" }
          set(value) { print(value) }
        }
        var borderColor: UIColor = UIColor.clearColor() {
          didSet { layer.borderColor = borderColor.CGColor }
        }
        """) == """
          var arrowOffset: CGFloat
          ├─ get
          │  └─ return
          │     └─ integer 0
          └─ set
          var height: CGFloat
          └─ get
             └─ return
                └─ integer 10
          var name: String
          ├─ get
          │  └─ return
          │     └─ string "x"
          └─ set(value)
             └─ call
                ├─ identifier print
                └─ arg identifier value
          var borderColor: UIColor
          ├─ call
          │  └─ member clearColor
          │     └─ identifier UIColor
          └─ didSet
             └─ assign =
                ├─ member borderColor
                │  └─ identifier layer
                └─ member CGColor
                   └─ identifier borderColor
          """)
  }
}

@Suite struct ParserAssignmentTests {
  @Test func assignmentOperators() {
    #expect(
      parsedDump("a = 1\na += 2\na -= 3\na *= 4\na /= 5") == """
        assign =
        ├─ identifier a
        └─ integer 1
        assign +=
        ├─ identifier a
        └─ integer 2
        assign -=
        ├─ identifier a
        └─ integer 3
        assign *=
        ├─ identifier a
        └─ integer 4
        assign /=
        ├─ identifier a
        └─ integer 5
        """)
  }

  @Test func assignmentThroughAnOptionalChain() {
    #expect(
      parsedDump("popover?.sourceView = sender") == """
        assign =
        ├─ optional evaluation
        │  └─ member sourceView
        │     └─ bind optional
        │        └─ identifier popover
        └─ identifier sender
        """)
  }

  @Test func statementsSeparatedBySemicolons() {
    #expect(
      parsedDump("a = 1; b = 2;") == """
        assign =
        ├─ identifier a
        └─ integer 1
        assign =
        ├─ identifier b
        └─ integer 2
        """)
  }
}

@Suite struct ParserIfGuardTests {
  @Test func ifLetElse() {
    #expect(
      parsedDump("if let pop = popover { pop.show() } else { NSLog(\"nil\") }") == """
        if
        ├─ condition let pop
        │  └─ identifier popover
        ├─ then
        │  └─ call
        │     └─ member show
        │        └─ identifier pop
        └─ else
           └─ call
              ├─ identifier NSLog
              └─ arg string "nil"
        """)
  }

  @Test func conditionListsAndShorthandBinding() {
    #expect(
      parsedDump(
        "if let alert, var field: UITextField = alert.textFields?.first, field.text != nil { }")
          == """
          if
          ├─ condition let alert
          ├─ condition var field: UITextField
          │  └─ optional evaluation
          │     └─ member first
          │        └─ bind optional
          │           └─ member textFields
          │              └─ identifier alert
          ├─ condition binary !=
          │  ├─ member text
          │  │  └─ identifier field
          │  └─ nil
          └─ then
          """)
  }

  @Test func swift12BindingsWithoutRepeatedLet() {
    #expect(
      parsedDump("if let a = x, b = y { }") == """
        if
        ├─ condition let a
        │  └─ identifier x
        ├─ condition let b
        │  └─ identifier y
        └─ then
        """)
  }

  @Test func elseIfNestsAnIfInTheElseBranch() {
    #expect(
      parsedDump("if a {\n  f()\n} else if b {\n  g()\n} else {\n  h()\n}") == """
        if
        ├─ condition identifier a
        ├─ then
        │  └─ call
        │     └─ identifier f
        └─ else
           └─ if
              ├─ condition identifier b
              ├─ then
              │  └─ call
              │     └─ identifier g
              └─ else
                 └─ call
                    └─ identifier h
        """)
  }

  @Test func parenthesizedObjectiveCStyleCondition() {
    #expect(
      parsedDump("if (popover != nil) {\n  popover?.sourceView = sender\n}") == """
        if
        ├─ condition paren
        │  └─ binary !=
        │     ├─ identifier popover
        │     └─ nil
        └─ then
           └─ assign =
              ├─ optional evaluation
              │  └─ member sourceView
              │     └─ bind optional
              │        └─ identifier popover
              └─ identifier sender
        """)
  }

  @Test func availability() {
    #expect(
      parsedDump("if #available(iOS 8.0, *) {\n  a()\n} else {\n  b()\n}") == """
        if
        ├─ condition #available iOS 8.0, *
        ├─ then
        │  └─ call
        │     └─ identifier a
        └─ else
           └─ call
              └─ identifier b
        """)
  }

  @Test func guardLetElseReturn() {
    #expect(
      parsedDump("guard let field = alert.textFields?.first else { return }") == """
        guard
        ├─ condition let field
        │  └─ optional evaluation
        │     └─ member first
        │        └─ bind optional
        │           └─ member textFields
        │              └─ identifier alert
        └─ else
           └─ return
        """)
  }

  @Test func returnWithAndWithoutValue() {
    #expect(
      parsedDump("func f() {\n  return\n}\nfunc g() -> Int {\n  return 1\n}") == """
        func f()
        └─ return
        func g() -> Int
        └─ return
           └─ integer 1
        """)
  }
}

@Suite struct ParserDeclarationTests {
  @Test func functionsAndParameters() {
    #expect(
      parsedDump(
        """
        func show(_ sender: Any, for controller: UIViewController, animated: Bool = true) {
          present(alert, animated: animated)
        }
        """) == """
          func show(_ sender: Any, for controller: UIViewController, animated: Bool)
          ├─ default animated: boolean true
          └─ call
             ├─ identifier present
             ├─ arg identifier alert
             └─ arg animated: identifier animated
          """)
  }

  @Test func functionModifiers() {
    #expect(
      parsedDump(
        """
        @objc private func alertTextFieldDidChange(_ notification: Notification) { }
        @IBAction func addPopover(sender: AnyObject) { }
        override class func arrowHeight() -> CGFloat { return 20 }
        """) == """
          @objc private func alertTextFieldDidChange(_ notification: Notification)
          @IBAction func addPopover(sender: AnyObject)
          override class func arrowHeight() -> CGFloat
          └─ return
             └─ integer 20
          """)
  }

  @Test func functionTypesInParameters() {
    #expect(
      parsedDump("func ask(handler: ((UIAlertAction) -> Void)?, done: @escaping () -> Void) { }")
        == """
        func ask(handler: ((UIAlertAction) -> Void)?, done: () -> Void)
        """)
  }

  @Test func classWithInitializersAndMembers() {
    #expect(
      parsedDump(
        """
        class CustomView: UIView {
          @IBInspectable var cornerRadius: CGFloat = 0
          override init(frame: CGRect) {
            super.init(frame: frame)
          }
          required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
          }
          deinit { }
        }
        """) == """
          class CustomView: UIView
          ├─ @IBInspectable var cornerRadius: CGFloat
          │  └─ integer 0
          ├─ override init(frame: CGRect)
          │  └─ call
          │     ├─ member init
          │     │  └─ identifier super
          │     └─ arg frame: identifier frame
          ├─ required init?(coder aDecoder: NSCoder)
          │  └─ call
          │     ├─ member init
          │     │  └─ identifier super
          │     └─ arg coder: identifier aDecoder
          └─ deinit
          """)
  }

  @Test func extensionAdoptingAProtocol() {
    #expect(
      parsedDump(
        """
        extension ViewController: UIPopoverPresentationControllerDelegate {
          func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            return .none
          }
        }
        """) == """
          extension ViewController: UIPopoverPresentationControllerDelegate
          └─ func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
             └─ return
                └─ .none
          """)
  }

  @Test func fileprivateExtensionOfAUIKitType() {
    #expect(
      parsedDump(
        """
        fileprivate extension UIAlertController {
          static func make() -> UIAlertController { return UIAlertController(title: nil, message: nil, preferredStyle: .alert) }
        }
        """) == """
          fileprivate extension UIAlertController
          └─ static func make() -> UIAlertController
             └─ return
                └─ call
                   ├─ identifier UIAlertController
                   ├─ arg title: nil
                   ├─ arg message: nil
                   └─ arg preferredStyle: .alert
          """)
  }

  @Test func imports() {
    #expect(parsedDump("import UIKit\nimport Foundation") == "import UIKit\nimport Foundation")
  }

  /// A written `Array<Int>` is the array type `[Int]` (and `Dictionary<K, V>` is `[K: V]`),
  /// as Swift's sugar is the same type.
  @Test func typeSyntax() {
    #expect(
      parsedDump(
        """
        var a: [String: [Int]]
        var b: UIAlertController.Style
        var c: Array<Int>?
        var d: (Int, String)
        var e: AnyClass.Type
        var f: UIAlertAction! -> Void
        """) == """
          var a: [String: [Int]]
          var b: UIAlertController.Style
          var c: [Int]?
          var d: (Int, String)
          var e: AnyClass.Type
          var f: (UIAlertAction!) -> Void
          """)
  }

  @Test func typeRanges() throws {
    let result = Parser.parse("var c: Array<Int>?")
    guard case .variable(let decl) = result.statements.first?.kind, let type = decl.type else {
      Issue.record("expected a variable with a type")
      return
    }
    #expect(type.range.start.column == 8)
    #expect(type.range.end.column == 19)
    guard case .optional(let wrapped) = type.kind, case .array(let element) = wrapped.kind else {
      Issue.record("expected Array<Int>? as [Int]?")
      return
    }
    #expect(element.range.start.column == 14)
  }
}
