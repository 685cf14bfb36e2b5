import AlertLabKit
import Testing

@testable import AlertLabShell

/// UIKit calling the learner's code while it lays a popover out, asks a controller's
/// orientations, or moves a popover (uikit-rules.md E-A9, L-P5, seed 004).
@Suite struct FidelityLayoutSessionTests {
  func run(_ session: inout Session, _ lines: [String]) -> String {
    lines.map { session.submit($0) }.joined()
  }

  /// Seed 004's background view in Swift: arrow and background image views, the arrow laid
  /// out in `layoutSubviews()` at `arrowX` (an expression) along the bottom edge.
  func backgroundClass(arrowX: String) -> String {
    """
    class MyBackground: UIPopoverBackgroundView {
      override class func arrowBase() -> CGFloat { return UIImage(named: "popover-arrow.png")!.size.width }
      override class func arrowHeight() -> CGFloat { return UIImage(named: "popover-arrow.png")!.size.height }
      override class func contentViewInsets() -> UIEdgeInsets { return UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
      var direction: UIPopoverArrowDirection = .any
      var offset: CGFloat = 0
      var arrowView = UIImageView(image: UIImage(named: "popover-arrow.png"))
      var backgroundView = UIImageView(image: UIImage(named: "popover-background.png")?.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)))
      override var arrowDirection: UIPopoverArrowDirection { get { return direction } set { direction = newValue; setNeedsLayout() } }
      override var arrowOffset: CGFloat { get { return offset } set { offset = newValue; setNeedsLayout() } }
      override func layoutSubviews() {
        super.layoutSubviews()
        addSubview(backgroundView)
        addSubview(arrowView)
        var rect = arrowView.frame
        rect.origin.x = \(arrowX)
        rect.origin.y = self.bounds.size.height - rect.size.height
        arrowView.frame = rect
        print("layout", self.arrowDirection == .down, self.bounds.size.width, self.bounds.size.height, arrowView.frame.origin.x)
      }
    }
    """
  }

  let presentPopover = [
    "let content = UIViewController()",
    "content.modalPresentationStyle = .popover",
    "content.popoverPresentationController?.sourceView = button",
    "content.popoverPresentationController?.popoverBackgroundViewClass = MyBackground.self",
    "present(content, animated: true)",
  ]

  @Test func theBackgroundsLayoutSubviewsRunsWhenThePopoverLaysOut() {
    var session = makeSession(device: Device(model: .ipad))
    let centred = "self.bounds.size.width / 2 + arrowOffset - rect.size.width / 2"
    let output = run(&session, [backgroundClass(arrowX: centred)] + presentPopover)
    // The popover is 320 + 2 × 10 wide and above the button, so the arrow points down; the
    // background is the box and the arrow's 20-point strip; the arrow image is 30 wide.
    #expect(output.contains("layout true 340.0 492.0 155.0\n"))
    #expect(
      output.contains(
        "note: AlertLab has no image files: UIImage(named: \"popover-arrow.png\") is 30 × 20"))
    #expect(output.components(separatedBy: "layout ").count == 2, "one layout per pass")
    // Turning the device lays it out again.
    let turned = session.submit(":rotate")
    #expect(turned.contains("layout "))
    #expect(session.submit("let image = UIImage(named: \"elsewhere\")!") != "")
    #expect(session.submit("image.size") == "$R0: CGSize = (44.0, 44.0)\n")
    #expect(
      session.submit("image.resizableImageWithCapInsets(UIEdgeInsetsMake(1, 1, 1, 1)).size")
        .contains(
          "(44.0, 44.0)"))
  }

  @Test func theArrowIsDrawnWhereTheLayoutPutsItsImage() {
    let centred = "self.bounds.size.width / 2 + arrowOffset - rect.size.width / 2"
    var centredSession = makeSession(device: Device(model: .ipad))
    let centredDrawing = run(&centredSession, [backgroundClass(arrowX: centred)] + presentPopover)
    var leftSession = makeSession(device: Device(model: .ipad))
    let leftDrawing = run(&leftSession, [backgroundClass(arrowX: "20")] + presentPopover)
    let centredLine = centredDrawing.split(separator: "\n").first { $0.contains("vvv") }
    let leftLine = leftDrawing.split(separator: "\n").first { $0.contains("vvv") }
    let centredColumn = centredLine.flatMap { $0.firstRange(of: "vvv") }.map {
      centredLine?.distance(from: centredLine?.startIndex ?? $0.lowerBound, to: $0.lowerBound)
    }
    let leftColumn = leftLine.flatMap { $0.firstRange(of: "vvv") }.map {
      leftLine?.distance(from: leftLine?.startIndex ?? $0.lowerBound, to: $0.lowerBound)
    }
    // 20 points from the left edge instead of centred: 135 points, 13 or 14 columns, left.
    #expect(centredColumn != nil && leftColumn != nil)
    if let centred = centredColumn ?? nil, let left = leftColumn ?? nil {
      #expect((12...14).contains(centred - left))
    }
    let offset = leftSession.world.popovers.backgrounds.values.first?.arrowImageOffset
    // The image's centre (20 + 15) from the centre of the 340-point side.
    #expect(offset.map { abs($0 - (20 + 15 - 170)) < 0.001 } == true)
  }

  @Test func setNeedsLayoutWaitsForTheTurnAndLayoutIfNeededDoesNot() {
    var session = makeSession(device: Device(model: .ipad))
    _ = run(&session, [backgroundClass(arrowX: "0")] + presentPopover)
    _ = session.submit("let chrome = MyBackground()")
    let deferred = session.submit(
      "func relayout() { chrome.setNeedsLayout(); print(\"asked\") }\nrelayout()")
    let asked = deferred.range(of: "asked\n")
    let laidOut = deferred.range(of: "layout ")
    #expect(asked != nil && laidOut != nil)
    if let asked, let laidOut { #expect(asked.lowerBound < laidOut.lowerBound) }
    let now = session.submit(
      "func now() { chrome.setNeedsLayout(); chrome.layoutIfNeeded(); print(\"after\") }\nnow()")
    let after = now.range(of: "after\n")
    let layout = now.range(of: "layout ")
    #expect(after != nil && layout != nil)
    if let after, let layout { #expect(layout.lowerBound < after.lowerBound) }
    #expect(now.components(separatedBy: "layout ").count == 2, "laid out once, not again")
    #expect(session.submit("chrome.layoutIfNeeded()").isEmpty, "nothing pending: no layout")
  }

  @Test func anAlertThatAsksItsPresenterBackCrashesOnIOS9() {
    let viewController = """
      class ViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          if let presented = presentedViewController { return presented.supportedInterfaceOrientations }
          return .all
        }
      }
      """
    let lines = [
      viewController,
      "let alert = UIAlertController(title: \"Hi\", message: nil, preferredStyle: .alert)",
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
    ]
    var nine = makeSession(iOS: IOSVersion(9))
    let crash = run(&nine, lines + ["present(alert, animated: true)"])
    #expect(
      crash.contains(
        "*** Assertion failure in -[UIAlertController supportedInterfaceOrientations], "
          + "/BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKit/UIKit-3512.30.14/"
          + "UIAlertController.m:542\n*** Terminating app due to uncaught exception "
          + "'NSInternalInconsistencyException', reason: 'UIAlertController:"
          + "supportedInterfaceOrientations was invoked recursively!'\n"))
    #expect(nine.world.topPresented == nil)
    #expect(nine.submit(":explain E-A9").contains("openradar 22385765"))
    // iOS 10 no longer asks the presenter.
    var ten = makeSession(iOS: IOSVersion(10))
    #expect(!run(&ten, lines + ["present(alert, animated: true)"]).contains("Terminating"))
    // The reports' fix: do not forward the question to the alert.
    var fixed = makeSession(iOS: IOSVersion(9))
    let fixedClass = viewController.replacingOccurrences(
      of: "if let presented",
      with: "if presentedViewController is UIAlertController { return .all }\n    if let presented")
    #expect(
      !run(&fixed, [fixedClass] + lines.dropFirst() + ["present(alert, animated: true)"]).contains(
        "Terminating"))
    #expect(fixed.world.topPresented != nil)
    // Turning the device asks again.
    var turned = makeSession(device: Device(model: .ipad), iOS: IOSVersion(9))
    _ = run(
      &turned,
      ["var turning = false"] + [
        viewController.replacingOccurrences(
          of: "if let presented", with: "if turning, let presented")
      ] + lines.dropFirst() + [
        "present(alert, animated: true)", "turning = true",
      ])
    #expect(turned.submit(":rotate").contains("was invoked recursively!"))
  }

  @Test func theRepositioningDelegateMovesTheAnchorThroughItsPointers() {
    var session = makeSession(device: Device(model: .ipad))
    let output = run(
      &session,
      [
        """
        func popoverPresentationController(_ p: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<UIView>) {
          print(rect.pointee, view.pointee === button)
          rect.pointee = CGRect(x: 5, y: 6, width: 7, height: 8)
        }
        """,
        "let content = UIViewController()",
        "content.modalPresentationStyle = .popover",
        "content.popoverPresentationController?.sourceView = button",
        "content.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)",
        "content.popoverPresentationController?.delegate = self",
        "present(content, animated: true)",
        ":rotate",
      ])
    #expect(output.contains("(1.0, 2.0, 3.0, 4.0) true\n"))
    #expect(
      session.submit("content.popoverPresentationController?.sourceRect")
        == "$R0: CGRect? = (5.0, 6.0, 7.0, 8.0)\n")
    // Swift 2 spelled it `memory`, and the view can be changed too.
    var old = makeSession(device: Device(model: .ipad))
    _ = run(
      &old,
      [
        "let content = UIViewController()",
        "content.modalPresentationStyle = .popover",
        "content.popoverPresentationController?.barButtonItem = addButton",
        "content.popoverPresentationController?.delegate = self",
        """
        func popoverPresentationController(_ p: UIPopoverPresentationController, willRepositionPopoverToRect rect: UnsafeMutablePointer<CGRect>, inView view: AutoreleasingUnsafeMutablePointer<UIView>) {
          rect.memory = CGRect(x: 0, y: 0, width: 10, height: 10)
          view.memory = button
        }
        """,
        "present(content, animated: true)",
        ":rotate",
      ])
    #expect(
      old.submit("content.popoverPresentationController?.sourceView === button")
        == "$R0: Bool = true\n")
    #expect(
      old.submit("content.popoverPresentationController?.barButtonItem == nil")
        == "$R1: Bool = true\n")
  }

  @Test func uikitMakesTheBackgroundWithInitFrame() {
    var session = makeSession(device: Device(model: .ipad))
    let made = """
      class MyBackground: UIPopoverBackgroundView {
        override class func arrowBase() -> CGFloat { return 30 }
        override class func arrowHeight() -> CGFloat { return 20 }
        override class func contentViewInsets() -> UIEdgeInsets { return UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
        var direction: UIPopoverArrowDirection = .any
        var offset: CGFloat = 0
        let arrowView = UIImageView(image: UIImage(named: "popover-arrow.png"))
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(arrowView)
        }
        required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var arrowDirection: UIPopoverArrowDirection { get { return direction } set { direction = newValue } }
        override var arrowOffset: CGFloat { get { return offset } set { offset = newValue } }
        override func layoutSubviews() { print("subviews", subviews.count) }
      }
      """
    let output = run(&session, [made] + presentPopover)
    #expect(output.contains("subviews 1\n"))
  }
}
