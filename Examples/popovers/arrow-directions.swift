// The arrow UIKit would choose: among the permitted directions, the side with the most
// room that fits the content (up or down only from a bar button item); [] means no arrow
// and a centred popover; what .unknown does is in no source (AlertLab says so and picks a side).
:device ipad
func show(_ directions: UIPopoverArrowDirection, from rect: CGRect) {
  let content = UIViewController()
  content.title = "Arrow"
  content.modalPresentationStyle = .popover
  content.preferredContentSize = CGSize(width: 200, height: 120)
  content.popoverPresentationController?.sourceView = view
  content.popoverPresentationController?.sourceRect = rect
  content.popoverPresentationController?.permittedArrowDirections = directions
  present(content, animated: true)
}
show(.up, from: CGRect(x: 384, y: 300, width: 10, height: 10))
presentedViewController?.popoverPresentationController?.arrowDirection
dismiss(animated: true)
show(.down, from: CGRect(x: 384, y: 700, width: 10, height: 10))
dismiss(animated: true)
show(.left, from: CGRect(x: 100, y: 500, width: 10, height: 10))
dismiss(animated: true)
show(.right, from: CGRect(x: 600, y: 500, width: 10, height: 10))
dismiss(animated: true)
show(.any, from: CGRect(x: 20, y: 900, width: 10, height: 10))
presentedViewController?.popoverPresentationController?.arrowDirection
dismiss(animated: true)
show([], from: CGRect(x: 384, y: 512, width: 0, height: 0))
presentedViewController?.popoverPresentationController?.arrowDirection
dismiss(animated: true)
show(.unknown, from: CGRect(x: 384, y: 300, width: 10, height: 10))
