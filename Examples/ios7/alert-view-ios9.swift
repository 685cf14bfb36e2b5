// alertlab: --ios 9
// UIAlertView on iOS 9: the compiler's deprecation warning, and the alert view is a shim over
// a UIAlertController, drawn as one. Button numbering and the delegate's order.
func willPresent(_ alertView: UIAlertView) {
  print("willPresent")
}
func didPresent(_ alertView: UIAlertView) {
  print("didPresent")
}
func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
  print("clickedButtonAt \(buttonIndex)")
}
func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
  print("willDismissWithButtonIndex \(buttonIndex)")
}
func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
  print("didDismissWithButtonIndex \(buttonIndex)")
}
let alertView = UIAlertView(title: "Title", message: "Message", delegate: self, cancelButtonTitle: "Cancel", otherButtonTitles: "One", "Two")
print(alertView.numberOfButtons, alertView.cancelButtonIndex, alertView.firstOtherButtonIndex)
print(alertView.textField(at: 0) == nil)
alertView.addButton(withTitle: nil)
alertView.show()
print(alertView.isVisible)
:tap "Two"
print(alertView.isVisible)
