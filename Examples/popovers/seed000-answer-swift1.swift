// Seed 000, the iOS 8 answer (Swift 1) on iPad. As written it sets the bar button item on
// self's popoverPresentationController, which is nil, so the popover has no anchor (E-P1).
:device ipad
:ios 8
@IBAction func addPopover(sender: UIBarButtonItem){
let playerInformationViewController =
PlayerInformationViewController()
playerInformationViewController.modalPresentationStyle = .Popover
playerInformationViewController.preferredContentSize = CGSizeMake(300, 300)
let popoverPresentationViewController = playerInformationViewController.popoverPresentationController
popoverPresentationViewController?.permittedArrowDirections = .Any
popoverPresentationViewController?.delegate = self
popoverPresentationController?.barButtonItem = sender
presentViewController(playerInformationViewController, animated: true, completion: nil)
}
func adaptivePresentationStyleForPresentationController(controller: UIPresentationController!) -> UIModalPresentationStyle{
return .None
}
addPopover(addBarButtonItem)
// Fixed: the anchor goes on the new controller's popoverPresentationController.
@IBAction func addPopover(sender: UIBarButtonItem){
let playerInformationViewController =
PlayerInformationViewController()
playerInformationViewController.modalPresentationStyle = .Popover
playerInformationViewController.preferredContentSize = CGSizeMake(300, 300)
let popoverPresentationViewController = playerInformationViewController.popoverPresentationController
popoverPresentationViewController?.permittedArrowDirections = .Any
popoverPresentationViewController?.delegate = self
popoverPresentationViewController?.barButtonItem = sender
presentViewController(playerInformationViewController, animated: true, completion: nil)
}
addPopover(addBarButtonItem)
presentedViewController?.popoverPresentationController?.arrowDirection
