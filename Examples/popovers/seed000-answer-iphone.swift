// Seed 000's iOS 8 answer on an iPhone: without a delegate the popover adapts (full screen
// on iOS 8 to 12, a sheet from iOS 13); a delegate returning .none keeps it a popover.
:device iphone
:ios 8
func addPopover(_ sender: UIBarButtonItem) {
  let playerInformationViewController = PlayerInformationViewController()
  playerInformationViewController.modalPresentationStyle = .popover
  playerInformationViewController.preferredContentSize = CGSize(width: 300, height: 300)
  let popover = playerInformationViewController.popoverPresentationController
  popover?.barButtonItem = sender
  present(playerInformationViewController, animated: true)
}
addPopover(addButton)
dismiss(animated: true)
:ios 17
addPopover(addButton)
dismiss(animated: true)
func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
  return .none
}
func addPopoverKept(_ sender: UIBarButtonItem) {
  let playerInformationViewController = PlayerInformationViewController()
  playerInformationViewController.modalPresentationStyle = .popover
  playerInformationViewController.preferredContentSize = CGSize(width: 300, height: 300)
  let popover = playerInformationViewController.popoverPresentationController
  popover?.barButtonItem = sender
  popover?.delegate = self
  present(playerInformationViewController, animated: true)
}
addPopoverKept(addButton)
