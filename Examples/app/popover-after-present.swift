// Apple's documentation configures the popover after calling present: the presentation
// controller exists then, and UIKit checks the anchor when the turn of the run loop ends.
:device ipad
func showSheet(_ sender: UIButton) {
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Mail", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(sheet, animated: true, completion: nil)
    let popover = sheet.popoverPresentationController
    popover?.sourceView = sender
    popover?.sourceRect = sender.bounds
}
showSheet(button)
:tapout
