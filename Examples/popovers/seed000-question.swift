// Seed 000, the question in today's Swift: the same bug, then the fix.
:device ipad
:ios 8
let playerInformationViewController = PlayerInformationViewController()
var popover: UIPopoverController?
popover?.contentViewController = playerInformationViewController
popover?.delegate = self
func addPopover(_ sender: Any) {
  print("Click")
  popover?.presentPopover(from: addButton, permittedArrowDirections: .any, animated: true)
}
addPopover(addButton)
popover = UIPopoverController(contentViewController: playerInformationViewController)
popover?.popoverContentSize = CGSize(width: 300, height: 300)
addPopover(addButton)
popover?.isPopoverVisible
popover?.arrowDirection
popover?.dismiss(animated: true)
popover?.isPopoverVisible
