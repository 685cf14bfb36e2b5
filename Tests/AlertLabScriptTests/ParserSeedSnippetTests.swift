import Testing

@testable import AlertLabScript

/// Code from the articles in `shared/seeds/`, in the Swift 1 spelling they use.
@Suite struct ParserSeedSnippetTests {
  @Test func textFieldConfigurationHandlerInSwift1() {
    #expect(
      parsedDump(
        """
        alertController.addTextFieldWithConfigurationHandler {
        (textField: UITextField!) -> Void in
            textField.placeholder = "登录"
        }
        """) == """
          call
          ├─ member addTextFieldWithConfigurationHandler
          │  └─ identifier alertController
          └─ trailing closure (textField: UITextField!) -> Void in
             └─ assign =
                ├─ member placeholder
                │  └─ identifier textField
                └─ string "登录"
          """)
  }

  @Test func actionWithTrailingHandlerInSwift1() {
    #expect(
      parsedDump(
        """
        var okAction = UIAlertAction(title: "好的", style: UIAlertActionStyle.Default) {
        (action: UIAlertAction!) -> Void in
            var login = alertController.textFields?.first as UITextField
        }
        """) == """
          var okAction
          └─ call
             ├─ identifier UIAlertAction
             ├─ arg title: string "好的"
             ├─ arg style: member Default
             │  └─ identifier UIAlertActionStyle
             └─ trailing closure (action: UIAlertAction!) -> Void in
                └─ var login
                   └─ cast as UITextField
                      └─ optional evaluation
                         └─ member first
                            └─ bind optional
                               └─ member textFields
                                  └─ identifier alertController
          """)
  }

  @Test func notificationObserver() {
    #expect(
      parsedDump(
        """
        NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("alertTextFieldDidChange:"), name: UITextFieldTextDidChangeNotification, object: textField)
        """) == """
          call
          ├─ member addObserver
          │  └─ call
          │     └─ member defaultCenter
          │        └─ identifier NSNotificationCenter
          ├─ arg identifier self
          ├─ arg selector: call
          │  ├─ identifier Selector
          │  └─ arg string "alertTextFieldDidChange:"
          ├─ arg name: identifier UITextFieldTextDidChangeNotification
          └─ arg object: identifier textField
          """)
  }

  @Test func enablingOKAfterThreeCharacters() {
    #expect(
      parsedDump("okAction.enabled = countElements(login.text) > 2") == """
        assign =
        ├─ member enabled
        │  └─ identifier okAction
        └─ binary >
           ├─ call
           │  ├─ identifier countElements
           │  └─ arg member text
           │     └─ identifier login
           └─ integer 2
        """)
  }

  @Test func dismissingOnBackground() {
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

  @Test func presentingTheOldPopover() {
    #expect(
      parsedDump(
        "popover?.presentPopoverFromBarButtonItem(addBarButtonItem, permittedArrowDirections: UIPopoverArrowDirection.Any, animated: true)"
      ) == """
        optional evaluation
        └─ call
           ├─ member presentPopoverFromBarButtonItem
           │  └─ bind optional
           │     └─ identifier popover
           ├─ arg identifier addBarButtonItem
           ├─ arg permittedArrowDirections: member Any
           │  └─ identifier UIPopoverArrowDirection
           └─ arg animated: boolean true
        """)
  }

  @Test func ifLetPopover() {
    #expect(
      parsedDump(
        """
        if let pop = popover {
        pop.presentPopoverFromBarButtonItem(addBarButtonItem, permittedArrowDirections: UIPopoverArrowDirection.Any, animated: true)
        } else {
        NSLog("Error: Popover was nil")
        }
        """) == """
          if
          ├─ condition let pop
          │  └─ identifier popover
          ├─ then
          │  └─ call
          │     ├─ member presentPopoverFromBarButtonItem
          │     │  └─ identifier pop
          │     ├─ arg identifier addBarButtonItem
          │     ├─ arg permittedArrowDirections: member Any
          │     │  └─ identifier UIPopoverArrowDirection
          │     └─ arg animated: boolean true
          └─ else
             └─ call
                ├─ identifier NSLog
                └─ arg string "Error: Popover was nil"
          """)
  }

  @Test func adaptivePresentationStyleInSwift1() {
    #expect(
      parsedDump(
        "func adaptivePresentationStyleForPresentationController(controller: UIPresentationController!) -> UIModalPresentationStyle { return .None }"
      ) == """
        func adaptivePresentationStyleForPresentationController(controller: UIPresentationController!) -> UIModalPresentationStyle
        └─ return
           └─ .None
        """)
  }

  @Test func popoverBackgroundViewSubclassOnOneLine() {
    #expect(
      parsedDump(
        "class MyPopoverBackground: UIPopoverBackgroundView { override class func arrowBase() -> CGFloat { return 20 } override class func contentViewInsets() -> UIEdgeInsets { return UIEdgeInsetsMake(10, 10, 10, 10) } var arrowOffset: CGFloat { get { return 0 } set { } } override var arrowDirection: UIPopoverArrowDirection { get { return .Up } set {} } }"
      ) == """
        class MyPopoverBackground: UIPopoverBackgroundView
        ├─ override class func arrowBase() -> CGFloat
        │  └─ return
        │     └─ integer 20
        ├─ override class func contentViewInsets() -> UIEdgeInsets
        │  └─ return
        │     └─ call
        │        ├─ identifier UIEdgeInsetsMake
        │        ├─ arg integer 10
        │        ├─ arg integer 10
        │        ├─ arg integer 10
        │        └─ arg integer 10
        ├─ var arrowOffset: CGFloat
        │  ├─ get
        │  │  └─ return
        │  │     └─ integer 0
        │  └─ set
        └─ override var arrowDirection: UIPopoverArrowDirection
           ├─ get
           │  └─ return
           │     └─ .Up
           └─ set
        """)
  }

  @Test func systemVersionCheck() {
    #expect(
      parsedDump("if (UIDevice.currentDevice().systemVersion as NSString).floatValue >= 8.0 { }")
        == """
        if
        ├─ condition binary >=
        │  ├─ member floatValue
        │  │  └─ paren
        │  │     └─ cast as NSString
        │  │        └─ member systemVersion
        │  │           └─ call
        │  │              └─ member currentDevice
        │  │                 └─ identifier UIDevice
        │  └─ float 8.0
        └─ then
        """)
  }

  @Test func nilCoalescing() {
    #expect(
      parsedDump("let x = a ?? b") == """
        let x
        └─ binary ??
           ├─ identifier a
           └─ identifier b
        """)
  }

  @Test func todaysPresent() {
    #expect(
      parsedDump("present(alert, animated: true)") == """
        call
        ├─ identifier present
        ├─ arg identifier alert
        └─ arg animated: boolean true
        """)
  }

  @Test func emptyOptionSet() {
    #expect(
      parsedDump("popover.permittedArrowDirections = []") == """
        assign =
        ├─ member permittedArrowDirections
        │  └─ identifier popover
        └─ array []
        """)
  }

  @Test func firstTextFieldText() {
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

  @Test func delegateExtensionOnOneLine() {
    #expect(
      parsedDump(
        "extension ViewController: UIPopoverPresentationControllerDelegate { func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { return .none } }"
      ) == """
        extension ViewController: UIPopoverPresentationControllerDelegate
        └─ func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
           └─ return
              └─ .none
        """)
  }

  @Test func selectorOfAMethod() {
    #expect(
      parsedDump("#selector(alertTextFieldDidChange(_:))")
        == "#selector alertTextFieldDidChange(_:)")
  }

  @Test func shorthandParameter() {
    #expect(
      parsedDump("$0.placeholder = \"Login\"") == """
        assign =
        ├─ member placeholder
        │  └─ identifier $0
        └─ string "Login"
        """)
  }

  @Test func theStackOverflowAnswer() {
    #expect(
      parsedDump(
        """
        @IBAction func addPopover(sender: UIBarButtonItem){
        let playerInformationViewController =
        PlayerInformationViewController()
        playerInformationViewController.modalPresentationStyle = .Popover
        playerInformationViewController.preferredContentSize = CGSizeMake(300, 300)
        let popoverPresentationViewController = playerInformationViewController.popoverPresentationController
        popoverPresentationViewController?.permittedArrowDirections = .Any
        popoverPresentationViewController?.delegate = self
        presentViewController(playerInformationViewController, animated: true, completion: nil)
        }
        """) == """
          @IBAction func addPopover(sender: UIBarButtonItem)
          ├─ let playerInformationViewController
          │  └─ call
          │     └─ identifier PlayerInformationViewController
          ├─ assign =
          │  ├─ member modalPresentationStyle
          │  │  └─ identifier playerInformationViewController
          │  └─ .Popover
          ├─ assign =
          │  ├─ member preferredContentSize
          │  │  └─ identifier playerInformationViewController
          │  └─ call
          │     ├─ identifier CGSizeMake
          │     ├─ arg integer 300
          │     └─ arg integer 300
          ├─ let popoverPresentationViewController
          │  └─ member popoverPresentationController
          │     └─ identifier playerInformationViewController
          ├─ assign =
          │  ├─ optional evaluation
          │  │  └─ member permittedArrowDirections
          │  │     └─ bind optional
          │  │        └─ identifier popoverPresentationViewController
          │  └─ .Any
          ├─ assign =
          │  ├─ optional evaluation
          │  │  └─ member delegate
          │  │     └─ bind optional
          │  │        └─ identifier popoverPresentationViewController
          │  └─ identifier self
          └─ call
             ├─ identifier presentViewController
             ├─ arg identifier playerInformationViewController
             ├─ arg animated: boolean true
             └─ arg completion: nil
          """)
  }

  @Test func alertViewInSwift1() {
    #expect(
      parsedDump(
        """
        var alertView = UIAlertView(title: "标题", message: "这个是UIAlertView的默认样式", delegate: self, cancelButtonTitle: "取消")
        alertView.show()
        """) == """
          var alertView
          └─ call
             ├─ identifier UIAlertView
             ├─ arg title: string "标题"
             ├─ arg message: string "这个是UIAlertView的默认样式"
             ├─ arg delegate: identifier self
             └─ arg cancelButtonTitle: string "取消"
          call
          └─ member show
             └─ identifier alertView
          """)
  }
}
