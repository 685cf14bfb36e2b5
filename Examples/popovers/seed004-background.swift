// Seed 004 in today's Swift, with a popover presentation on iPad: the content is inset by
// 10 points on every side, and the arrow is 20 points high and 30 wide.
:device ipad
class MyBackground: UIPopoverBackgroundView {
  private var direction: UIPopoverArrowDirection = .any
  private var offset: CGFloat = 0
  override class func arrowBase() -> CGFloat { 30 }
  override class func arrowHeight() -> CGFloat { 20 }
  override class func contentViewInsets() -> UIEdgeInsets {
    UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  }
  override class var wantsDefaultContentAppearance: Bool { true }
  override var arrowDirection: UIPopoverArrowDirection {
    get { direction }
    set { direction = newValue }
  }
  override var arrowOffset: CGFloat {
    get { offset }
    set { offset = newValue }
  }
}
UINavigationBar.appearance(whenContainedInInstancesOf: [UIPopoverController.self]).tintColor = .red
let cues = storyboard?.instantiateViewController(withIdentifier: "CuesPopoverViewController")
let navigation = UINavigationController(rootViewController: cues!)
navigation.modalPresentationStyle = .popover
navigation.preferredContentSize = CGSize(width: 400, height: 300)
navigation.popoverPresentationController?.sourceView = button
navigation.popoverPresentationController?.sourceRect = button.bounds
navigation.popoverPresentationController?.permittedArrowDirections = [.left, .right]
navigation.popoverPresentationController?.popoverBackgroundViewClass = MyBackground.self
present(navigation, animated: true)
