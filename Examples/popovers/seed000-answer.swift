// Seed 000's iOS 8 answer in today's Swift, on iPad.
:device ipad
func addPopover(_ sender: UIBarButtonItem) {
  let playerInformationViewController = PlayerInformationViewController()
  playerInformationViewController.modalPresentationStyle = .popover
  playerInformationViewController.preferredContentSize = CGSize(width: 300, height: 300)
  let popoverPresentationViewController = playerInformationViewController.popoverPresentationController
  popoverPresentationViewController?.permittedArrowDirections = .any
  popoverPresentationViewController?.delegate = self
  popoverPresentationViewController?.barButtonItem = sender
  present(playerInformationViewController, animated: true, completion: nil)
}
addPopover(addButton)
