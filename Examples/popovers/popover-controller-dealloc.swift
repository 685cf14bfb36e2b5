// A UIPopoverController kept only in a function's constant is deallocated when the function
// ends, while its popover is still visible: the app crashes (E-PC2). A property of self
// (a top-level variable) keeps it alive.
:device ipad
:ios 8
let content = PlayerInformationViewController()
func showPopover(_ sender: UIButton) {
  let popover = UIPopoverController(contentViewController: content)
  popover.popoverContentSize = CGSize(width: 320, height: 200)
  popover.presentPopover(from: sender.bounds, in: sender, permittedArrowDirections: .any, animated: true)
}
showPopover(button)
var popover: UIPopoverController?
func showKeptPopover(_ sender: UIButton) {
  popover = UIPopoverController(contentViewController: content)
  popover?.popoverContentSize = CGSize(width: 320, height: 200)
  popover?.presentPopover(from: sender.bounds, in: sender, permittedArrowDirections: .any, animated: true)
}
showKeptPopover(button)
popover = nil
popover?.isPopoverVisible
