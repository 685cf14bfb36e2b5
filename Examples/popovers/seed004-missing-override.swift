// Seed 004 without arrowHeight(): before iOS 17 UIKit throws when it asks for it (E-B1);
// from iOS 17 only contentViewInsets() throws (E-B2). The exact text is not known (E-B3).
:device ipad
:ios 8
class HalfBackground: UIPopoverBackgroundView {
  var direction: UIPopoverArrowDirection = .any
  var offset: CGFloat = 0
  override class func arrowBase() -> CGFloat { return 30 }
  override class func contentViewInsets() -> UIEdgeInsets {
    return UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
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
let content = PlayerInformationViewController()
content.modalPresentationStyle = .popover
content.preferredContentSize = CGSize(width: 300, height: 200)
content.popoverPresentationController?.barButtonItem = addButton
content.popoverPresentationController?.popoverBackgroundViewClass = HalfBackground.self
present(content, animated: true)
:ios 17
present(content, animated: true)
dismiss(animated: true)
class NoInsets: UIPopoverBackgroundView {
  override class func arrowHeight() -> CGFloat { return 20 }
}
content.popoverPresentationController?.popoverBackgroundViewClass = NoInsets.self
present(content, animated: true)
