// Seed 000, the question (Swift 1, Xcode 6, iOS 8): the popover never appears.
// `popover` is declared but never assigned, so every `popover?.` line is skipped.
:device ipad
:ios 8
@IBOutlet weak var addBarButtonItem: UIBarButtonItem!
var playerInformationViewController = PlayerInformationViewController()
var popover:UIPopoverController?
playerInformationViewController.storyboard?.instantiateViewControllerWithIdentifier("PlayerInformationViewController")
popover?.contentViewController = playerInformationViewController
popover?.popoverContentSize = CGSizeMake(300, 300)
popover?.delegate = self
@IBAction func addPopover(sender: AnyObject) {
println("Click")
popover?.presentPopoverFromBarButtonItem(addBarButtonItem, permittedArrowDirections: UIPopoverArrowDirection.Any, animated: true)
}
addPopover(addBarButtonItem)
// The fix: create the popover controller and keep it in the property.
popover = UIPopoverController(contentViewController: playerInformationViewController)
popover?.popoverContentSize = CGSizeMake(300, 300)
addPopover(addBarButtonItem)
:tapout
