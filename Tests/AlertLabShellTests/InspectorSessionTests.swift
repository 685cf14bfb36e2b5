import AlertLabKit
import Testing

@testable import AlertLabShell

/// Seed 000's IBInspectable and IBDesignable article in the shell: a learner's UIView subclass
/// made in code, its layer drawn, and `:inspect`.
@Suite struct InspectorSessionTests {
  static let customView = """
    class CustomView : UIView {
        @IBInspectable var borderColor: UIColor = UIColor.clearColor() {
            didSet { layer.borderColor = borderColor.CGColor }
        }
        @IBInspectable var borderWidth: CGFloat = 0 {
            didSet { layer.borderWidth = borderWidth }
        }
        @IBInspectable var cornerRadius: CGFloat = 0 {
            didSet { layer.cornerRadius = cornerRadius }
        }
    }
    """

  func session(designable: Bool) -> Session {
    var session = makeSession()
    session.options.ascii = true
    _ = session.submit((designable ? "@IBDesignable " : "") + Self.customView)
    _ = session.submit("let v = CustomView(frame: CGRectMake(40, 200, 200, 96))")
    _ = session.submit("view.addSubview(v)")
    return session
  }

  @Test func theSeedsCustomViewIsMadeWithFrameAndItsLayerIsDrawn() {
    var session = session(designable: false)
    _ = session.submit("v.borderColor = UIColor.redColor()")
    let drawn = session.submit("v.borderWidth = 2")
    #expect(!drawn.contains("extra argument"))
    // A 2-point red border: heavy lines, the colour and width in the top edge.
    #expect(drawn.contains("|    #= red 2 pt =======#"))
    let rounded = session.submit("v.cornerRadius = 10")
    #expect(rounded.contains("|    .= red 2 pt =======."))
    #expect(rounded.contains("|    '=================='"))
    #expect(session.submit("v.layer.cornerRadius") == "$R0: Double = 10.0\n")
    #expect(session.submit("v.layer.masksToBounds = true").isEmpty)
    #expect(session.submit("v.layer.masksToBounds") == "$R1: Bool = true\n")
  }

  @Test func inspectListsTheInspectablePropertiesAsXcodeTitlesThem() {
    var session = session(designable: true)
    _ = session.submit("v.borderWidth = 1")
    let output = session.submit(":inspect v")
    #expect(
      output.hasPrefix(
        """
        Attributes inspector of v (CustomView):
        Custom View
          Border Color   UIColor  clear
          Border Width   CGFloat  1.0
          Corner Radius  CGFloat  0.0
        Interface Builder renders it live, running its code: CustomView is @IBDesignable.
        +- black 1 pt -----+
        |                  |
        |                  |
        +------------------+

        """))
  }

  @Test func aViewThatIsNotDesignableIsAnEmptyBoxWithItsReason() {
    var session = session(designable: false)
    _ = session.submit("v.borderWidth = 3")
    let output = session.submit(":inspect v")
    #expect(
      output.contains(
        "Interface Builder draws an empty box: CustomView is not @IBDesignable, so Interface "
          + "Builder does not run its code (add @IBDesignable before 'class').\n"
          + "+------------------+\n|                  |\n"))
    #expect(!output.contains("black 3 pt"))
  }

  @Test func settingAValueGoesThroughTheSetterSoDidSetRuns() {
    var session = session(designable: true)
    let output = session.submit(":inspect v borderColor UIColor.blue")
    #expect(output.contains("  Border Color   UIColor  blue\n"))
    #expect(session.submit("v.layer.borderColor") == "$R0: CGColor? = .blue\n")
    let wrong = session.submit(":inspect v borderColour UIColor.blue")
    #expect(
      wrong
        == "CustomView has no @IBInspectable property 'borderColour'. Its inspectable "
        + "properties: borderColor, borderWidth, cornerRadius.\n")
  }

  @Test func typesTheInspectorCannotShowAreSaidSo() {
    var session = makeSession()
    _ = session.submit("enum Mode { case a, b }")
    _ = session.submit(
      "class Odd: UIView { @IBInspectable var mode: Mode = .a; @IBInspectable var font: UIFont? = nil; @IBInspectable var count: Int? = nil }"
    )
    _ = session.submit("let odd = Odd()")
    let output = session.submit(":inspect odd")
    #expect(
      output.contains(
        "  Mode   Mode     error: property cannot be marked @IBInspectable because its type "
          + "cannot be represented in Objective-C\n"))
    #expect(output.contains("  Count  Int?     error: property cannot be marked @IBInspectable"))
    #expect(
      output.contains("  Font   UIFont?  not in the inspector: Interface Builder has no editor"))
  }

  @Test func inspectIsTranslatedAndRefusesWhatIsNotALearnersView() {
    var session = session(designable: true)
    _ = session.submit(":lang zh")
    #expect(session.submit(":inspect v").hasPrefix("v（CustomView）的属性检查器：\n"))
    #expect(session.submit(":inspect button").contains("“button”不是视图"))
    _ = session.submit(":lang hi")
    #expect(session.submit(":inspect").hasPrefix("इस्तेमाल: :inspect NAME"))
    _ = session.submit(":lang en")
    #expect(session.submit(":help inspect").contains("Attributes inspector"))
  }
}
