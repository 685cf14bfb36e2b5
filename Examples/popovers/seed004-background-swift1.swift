// Seed 004 (a custom popover appearance with UIPopoverBackgroundView), written in Swift 1
// for iOS 8 on iPad. The article's Objective-C synthesizes arrowDirection and arrowOffset;
// in Swift a subclass overrides them with get/set over its own stored properties.
:device ipad
:ios 8
class MBPopoverBackgroundView: UIPopoverBackgroundView {
  var direction: UIPopoverArrowDirection = .Any
  var offset: CGFloat = 0
  override class func arrowBase() -> CGFloat {
    return 30
  }
  override class func arrowHeight() -> CGFloat {
    return 20
  }
  override class func contentViewInsets() -> UIEdgeInsets {
    return UIEdgeInsetsMake(10, 10, 10, 10)
  }
  override var arrowDirection: UIPopoverArrowDirection {
    get { return direction }
    set { direction = newValue }
  }
  override var arrowOffset: CGFloat {
    get { return offset }
    set { offset = newValue }
  }
}
UINavigationBar.appearance().tintColor = UIColor(red: 0.481, green: 0.065, blue: 0.081, alpha: 1.000)
UINavigationBar.appearance().setBackgroundImage(UIImage(named: "navbar"), forBarMetrics: .Default)
UINavigationBar.appearanceWhenContainedIn(UIPopoverController.self, nil).setBackgroundImage(nil, forBarMetrics: .Default)
UINavigationBar.appearanceWhenContainedIn(UIPopoverController.self, nil).tintColor = UIColor.clearColor()
var popoverCtl: UIPopoverController?
let content = UINavigationController(rootViewController: storyboard!.instantiateViewControllerWithIdentifier("CuesPopoverViewController") as UIViewController)
popoverCtl = UIPopoverController(contentViewController: content)
popoverCtl!.popoverContentSize = CGSizeMake(400, 300)
popoverCtl!.popoverBackgroundViewClass = MBPopoverBackgroundView.self
popoverCtl!.presentPopoverFromRect(button.bounds, inView: button, permittedArrowDirections: .Up, animated: true)
popoverCtl!.dismissPopoverAnimated(true)
popoverCtl!.presentPopoverFromBarButtonItem(addButton, permittedArrowDirections: .Any, animated: true)
