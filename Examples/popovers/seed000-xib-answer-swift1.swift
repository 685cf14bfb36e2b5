// Seed 000, the answer that loads the content from a xib (Swift 1), on iPad.
:device ipad
:ios 8
func showPopover(sender: AnyObject) {
let contentViewController = UINib(nibName: "ContentVC", bundle: nil).instantiateWithOwner(nil, options: nil)[0] as ContentVC
contentViewController.modalPresentationStyle = UIModalPresentationStyle.Popover
var detailPopover: UIPopoverPresentationController = contentViewController.popoverPresentationController!
detailPopover.delegate = self
detailPopover.barButtonItem = sender as UIBarButtonItem
detailPopover.permittedArrowDirections = UIPopoverArrowDirection.Any
presentViewController(contentViewController,
animated: true, completion:nil)
}
showPopover(addBarButtonItem)
:tapout
let fromStoryboard = storyboard?.instantiateViewController(withIdentifier: "PlayerInformationViewController")
let unknown = storyboard?.instantiateViewController(withIdentifier: "Nope")
