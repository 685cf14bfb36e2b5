import AlertLabKit
import AlertLabScript
import Foundation
import Testing

@testable import AlertLabShell

/// Objective-C initializers (`initWithFrame:`, `init`, `initWithCoder:`, `dealloc`) as Swift's
/// `init` and `deinit`, and seed 004's key-value observing of a popover background's arrow.
@Suite struct ObjectiveCInitAndObservingTests {
  static let background = """
    @interface Arrow : UIPopoverBackgroundView
    @property (nonatomic, readwrite) UIPopoverArrowDirection arrowDirection;
    @property (nonatomic, readwrite) CGFloat arrowOffset;
    @end
    @implementation Arrow
    @synthesize arrowDirection = _arrowDirection;
    @synthesize arrowOffset = _arrowOffset;
    - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) {
            NSLog(@"made");
            [self addObserver:self forKeyPath:@"arrowOffset" options:0 context:nil];
            [self addObserver:self forKeyPath:@"arrowDirection" options:NSKeyValueObservingOptionNew context:nil];
        }
        return self;
    }
    - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
        NSLog(@"%@ changed", keyPath);
        [self setNeedsLayout];
    }
    - (void)dealloc {
        [self removeObserver:self forKeyPath:@"arrowOffset"];
        [super dealloc];
    }
    + (CGFloat)arrowBase { return 20; }
    + (CGFloat)arrowHeight { return 10; }
    + (UIEdgeInsets)contentViewInsets { return UIEdgeInsetsZero; }
    @end
    """

  static let present = """
    UIViewController *content = [self.storyboard instantiateViewControllerWithIdentifier:@"ContentVC"];
    content.modalPresentationStyle = UIModalPresentationPopover;
    content.popoverPresentationController.sourceView = button;
    content.popoverPresentationController.sourceRect = button.bounds;
    content.popoverPresentationController.popoverBackgroundViewClass = [Arrow class];
    [self presentViewController:content animated:YES completion:nil];
    """

  func run(_ source: String, session: inout Session) -> String {
    var output = ""
    _ = ScriptRunner.run(source, fileName: "test.m", session: &session) { output += $0 }
    return output.replacingOccurrences(of: ObjectiveCExamplesTests.nsLogPrefix, with: "")
  }

  @Test func initWithFrameIsSwiftsOverrideInit() {
    var session = makeSession(device: Device(model: .ipad))
    let whole = run(Self.background + "\n:swift\n", session: &session)
    #expect(!whole.contains("error:"), "\(whole)")
    let output = whole.components(separatedBy: "In today's Swift:").last ?? ""
    #expect(
      output.contains("    override init(frame: CGRect) {\n        super.init(frame: frame)\n"))
    #expect(!output.contains("return self"))
    #expect(!output.contains("self = "))
    #expect(
      output.contains(
        "    deinit {\n        self.removeObserver(self, forKeyPath: \"arrowOffset\")\n    }"))
    #expect(!output.contains("dealloc"), "[super dealloc] is not written in Swift")
    #expect(
      output.contains(
        "override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: "
          + "[NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {"))
    #expect(output.contains("options: [], context: nil)"))
    #expect(output.contains("options: .new, context: nil)"))
  }

  /// `- (IBAction)name:(id)sender` is an `@IBAction`: it is connected to the scene's control
  /// and `:tap` reaches it.
  @Test func anObjectiveCIBActionAnswersATap() {
    var session = makeSession()
    let output = run(
      """
      :objc
      @interface MyViewController : UIViewController
      @end
      @implementation MyViewController
      - (IBAction)showSheet:(id)sender {
          NSLog(@"tapped");
      }
      @end
      :swift
      :tap "Show Sheet"
      """, session: &session)
    #expect(output.contains("Connected: @IBAction showSheet(_:) ← :tap \"Show Sheet\""))
    #expect(output.contains("@IBAction func showSheet(_ sender: Any) {"))
    #expect(output.hasSuffix("tapped\n"))
  }

  @Test func uikitSettingTheArrowNotifiesTheObserver() {
    var session = makeSession(device: Device(model: .ipad))
    _ = run(Self.background, session: &session)
    let output = run(Self.present, session: &session)
    #expect(!output.contains("error:"), "\(output)")
    // UIKit makes the background with initWithFrame:, then sets the direction and the offset.
    let made = output.range(of: "made\n")
    let direction = output.range(of: "arrowDirection changed\n")
    let offset = output.range(of: "arrowOffset changed\n")
    #expect(made != nil && direction != nil && offset != nil, "\(output)")
    if let made, let direction, let offset {
      #expect(made.lowerBound < direction.lowerBound)
      #expect(direction.lowerBound < offset.lowerBound)
    }
  }

  @Test func writingTheIvarDoesNotNotifyButTheAccessorDoes() {
    var session = makeSession(device: Device(model: .ipad))
    let source = Self.background.replacingOccurrences(
      of: "+ (CGFloat)arrowBase",
      with:
        "- (void)moveBy:(CGFloat)x { _arrowOffset = x; NSLog(@\"ivar set\"); self.arrowOffset = x; }\n+ (CGFloat)arrowBase"
    )
    _ = run(source, session: &session)
    let output = run(
      "Arrow *arrow = [[Arrow alloc] initWithFrame:CGRectZero];\n[arrow moveBy:5];",
      session: &session)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("ivar set\narrowOffset changed\n"), "\(output)")
  }

  @Test func removingAnObserverStopsTheNotifications() {
    var session = makeSession(device: Device(model: .ipad))
    _ = run(Self.background, session: &session)
    let output = run(
      """
      Arrow *arrow = [[Arrow alloc] initWithFrame:CGRectZero];
      [arrow removeObserver:arrow forKeyPath:@"arrowOffset"];
      arrow.arrowOffset = 3;
      arrow.arrowDirection = UIPopoverArrowDirectionUp;
      [arrow removeObserver:arrow forKeyPath:@"arrowOffset"];
      """, session: &session)
    #expect(!output.contains("arrowOffset changed"), "\(output)")
    #expect(output.contains("arrowDirection changed"), "\(output)")
    #expect(
      output.contains(
        "'Cannot remove an observer <Arrow 0x600000c04000> for the key path \"arrowOffset\" from "
          + "<Arrow 0x600000c04000> because it is not registered as an observer.'"), "\(output)")
  }

  @Test func aKeyAlertLabDoesNotNotifyIsSaidOnce() {
    var session = makeSession()
    let output = run(
      "[button addObserver:self forKeyPath:@\"title\" options:0 context:nil];", session: &session)
    #expect(
      output.contains(
        "AlertLab's key-value observing notifies only 'arrowDirection' and 'arrowOffset'"),
      "\(output)")
  }

  @Test func initAndInitWithCoderAndTheFailableGuard() {
    var session = makeSession(device: Device(model: .ipad))
    let output = run(
      """
      @interface Plain : UIPopoverBackgroundView
      @end
      @implementation Plain
      -(instancetype)init
      {
          if (!(self = [super init])) return nil;
          NSLog(@"plain");
          return self;
      }
      -(instancetype)initWithCoder:(NSCoder *)aDecoder
      {
          if ((self = [super initWithCoder:aDecoder])) {
              NSLog(@"coded");
          }
          return self;
      }
      @end
      :swift
      """, session: &session)
    #expect(!output.contains("error:"), "\(output)")
    #expect(
      output.contains(
        "    override init() {\n        super.init()\n        NSLog(\"plain\")\n    }"), "\(output)"
    )
    #expect(
      output.contains(
        "    required init?(coder aDecoder: NSCoder) {\n        super.init(coder: aDecoder)\n"
          + "        NSLog(\"coded\")\n    }"), "\(output)")
  }
}
