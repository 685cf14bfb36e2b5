import AlertLabKit
import Testing

@testable import AlertLabScript

@Suite struct LegacyBindingsTests {
  func world(_ major: Int, _ minor: Int = 0, device: Device.Model = .iphone) -> World {
    World(device: Device(model: device), iOS: IOSVersion(major, minor))
  }

  @Test func objectiveCFormGetsSwiftsExtraArgumentError() {
    let lines = transcript(
      """
      let a = UIAlertView(title: "T", message: nil, delegate: self, cancelButtonTitle: "Cancel", otherButtonTitles: "OK", nil)
      """, world: world(7))
    #expect(lines.first == "error: 1:9: extra argument 'otherButtonTitles' in call")
    #expect(lines.count == 2)
    #expect(lines.last?.hasPrefix("note: Swift drops the Objective-C initializer's") == true)
    #expect(lines.last?.contains("addButton(withTitle:)") == true)
    let sheet = transcript(
      """
      let s = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: "C", destructiveButtonTitle: nil, otherButtonTitles: "A", "B", nil)
      """, world: world(7))
    #expect(sheet.first == "error: 1:9: extra argument 'otherButtonTitles' in call")
  }

  @Test func overlayInitializerAddsEveryTitleAfterTheCancelButton() {
    #expect(
      transcript(
        """
        let a = UIAlertView(title: "T", message: "M", delegate: nil, cancelButtonTitle: "Cancel", otherButtonTitles: "One", "Two", "Three")
        print(a.numberOfButtons, a.cancelButtonIndex, a.firstOtherButtonIndex)
        print(a.buttonTitle(at: 3) ?? "none", a.buttonTitle(at: 4) ?? "none")
        let s = UIActionSheet(title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete", otherButtonTitles: "Save")
        print(s.destructiveButtonIndex, s.cancelButtonIndex, s.firstOtherButtonIndex, s.numberOfButtons)
        """, world: world(7))
        == [
          "a: UIAlertView = <UIAlertView: 0x600000c04000>", "out: 4 0 -1", "out: Three none",
          "s: UIActionSheet = <UIActionSheet: 0x600000c05000>", "out: 0 1 -1 3",
        ])
  }

  @Test func workaroundFromTheSeed() {
    #expect(
      transcript(
        """
        var alertView = UIAlertView()
        alertView.delegate = self
        alertView.title = "標題"
        alertView.message = "這個是UIAlertView的默認樣式"
        alertView.addButtonWithTitle("取消")
        alertView.addButtonWithTitle("好的")
        alertView.show()
        print(alertView.visible, alertView.cancelButtonIndex)
        """, world: world(7))
        == [
          "alertView: UIAlertView = <UIAlertView: 0x600000c04000>",
          "note: 'addButtonWithTitle(_:)' is 'addButton(withTitle:)' in today's Swift",
          "$R0: Int = 0", "$R1: Int = 1",
          "note: 'visible' is 'isVisible' in today's Swift", "out: true -1",
        ])
  }

  @Test func deprecationWarningsOncePerRunFromTheirVersion() {
    let alertView = "let a = UIAlertView()\nlet b = UIAlertView()"
    #expect(transcript(alertView, world: world(8, 4)).filter { $0.hasPrefix("log:") } == [])
    #expect(
      transcript(alertView, world: world(9)).filter { $0.hasPrefix("log:") }
        == ["log: deprecated-alert-view"])
    let sheet = "let a = UIActionSheet()\nlet b = UIActionSheet()"
    #expect(transcript(sheet, world: world(8, 2)).filter { $0.hasPrefix("log:") } == [])
    #expect(
      transcript(sheet, world: world(8, 3)).filter { $0.hasPrefix("log:") }
        == ["log: deprecated-action-sheet"])
  }

  /// From iOS 13 the app is UIScene-based: creating a UIAlertView raises E-L3, with no note
  /// before it saying the opposite.
  @Test func uiSceneExceptionIsRaisedWithoutAContradictingNote() {
    let lines = transcript("let a = UIAlertView()", world: world(13))
    #expect(lines.contains("crash: alert-view-in-scene-app"))
    #expect(!lines.contains { $0.contains("does not use UIScene") })
  }

  @Test func delegateMethodsAreMatchedByTheirLabels() {
    let source = """
      func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
        print("didDismiss", buttonIndex)
      }
      func alertView(alertView: UIAlertView, clickedButtonAtIndex buttonIndex: Int) {
        print("clicked", buttonIndex)
      }
      func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
        print("willDismiss", buttonIndex)
      }
      let a = UIAlertView(title: "T", message: nil, delegate: self, cancelButtonTitle: "Cancel")
      a.show()
      a.dismissWithClickedButtonIndex(0, animated: true)
      """
    let printed = transcript(source, world: world(7)).filter { $0.hasPrefix("out:") }
    #expect(printed == ["out: willDismiss 0", "out: didDismiss 0"])
  }

  @Test func tapReachesTheDelegateThroughTheRunner() throws {
    let interpreter = Interpreter(world: world(9))
    _ = interpreter.run(
      """
      func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        print("clicked", buttonIndex, alertView.buttonTitle(at: buttonIndex) ?? "")
      }
      let a = UIAlertView(title: "T", message: "M", delegate: self, cancelButtonTitle: "Cancel", otherButtonTitles: "OK")
      a.show()
      """)
    let (outcome, refusal) = interpreter.perform { world, runner in
      try world.tap("OK", runner: runner)
    }
    #expect(refusal == nil)
    #expect(outcome.events == [.output("clicked 1 OK")])
    #expect(interpreter.state.world.topPresented == nil)
  }

  @Test func stylesAndTextFields() {
    #expect(
      transcript(
        """
        let a = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
        a.alertViewStyle = .loginAndPasswordInput
        print(a.textField(at: 0)?.placeholder ?? "none", a.textField(at: 1)?.isSecureTextEntry ?? false)
        a.alertViewStyle = UIAlertViewStyle.PlainTextInput
        print(a.alertViewStyle, a.textField(at: 0)?.placeholder ?? "none")
        a.textFieldAtIndex(1)
        """, world: world(7))
        == [
          "a: UIAlertView = <UIAlertView: 0x600000c04000>", "out: Login true",
          "note: 'UIAlertViewStyle.PlainTextInput' is 'UIAlertView.Style.plainTextInput' in today's Swift",
          "out: .plainTextInput none",
          "note: 'textFieldAtIndex(_:)' is 'textField(at:)' in today's Swift",
          "crash: alert-view-text-field-index",
        ])
    #expect(
      transcript(
        """
        let a = UIAlertView(title: "T", message: nil, delegate: nil, cancelButtonTitle: "Cancel")
        print(a.textField(at: 0) == nil)
        """, world: world(8)
      ).last == "out: true")
  }

  @Test func buttonsWithoutTitlesCrash() {
    #expect(
      transcript("UIAlertView().addButton(withTitle: nil)", world: world(7)).last
        == "crash: alert-view-button-title")
    #expect(
      transcript("UIActionSheet().addButton(withTitle: nil)", world: world(7)).last
        == "crash: action-sheet-button-title")
  }

  @Test func actionSheetShowsFromEveryAnchor() {
    let lines = transcript(
      """
      let s = UIActionSheet(title: "T", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
      s.showFromBarButtonItem(addButton, animated: true)
      print(s.isVisible)
      s.dismiss(withClickedButtonIndex: 0, animated: true)
      s.show(from: sender.bounds, in: sender, animated: true)
      s.dismiss(withClickedButtonIndex: 0, animated: true)
      s.showInView(view)
      print(s.isVisible)
      s.show(from: sender, animated: true)
      """, world: world(7, device: .ipad))
    #expect(lines.contains("out: true"))
    #expect(
      lines.contains(
        "note: 'showFromBarButtonItem(_:animated:)' is 'show(from:animated:)' in today's Swift"))
    #expect(lines.contains("note: 'showInView(_:)' is 'show(in:)' in today's Swift"))
    #expect(lines.last?.contains("cannot convert value of type 'UIButton'") == true)
  }
}
