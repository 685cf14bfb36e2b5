// Seed 000's UIPopoverController on an iPhone: it exists only on iPad (E-PC1).
:device iphone
:ios 8
let playerInformationViewController = PlayerInformationViewController()
var popover: UIPopoverController?
popover = UIPopoverController(contentViewController: playerInformationViewController)
