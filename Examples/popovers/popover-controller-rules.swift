// UIPopoverController's other rules on iPad: no plain init (E-PC3), no nil content (E-PC4),
// no .unknown arrows (E-PC5), an empty rect is logged once and enlarged (E-PC7), the
// delegate hears a tap outside, and the deprecation from iOS 9.
:device ipad
:ios 9
let content = PlayerInformationViewController()
let empty = UIPopoverController()
var popover: UIPopoverController? = UIPopoverController(contentViewController: content)
popover?.setContentViewController(nil, animated: true)
popover?.presentPopover(from: addButton, permittedArrowDirections: .unknown, animated: true)
popover?.delegate = self
func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool {
  print("should dismiss?")
  return true
}
func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {
  print("dismissed")
}
popover?.presentPopover(from: CGRect(x: 80, y: 22, width: 0, height: 0), in: button, permittedArrowDirections: .down, animated: true)
:tapout
