// 001_1ba81a9920402955.txt, "Text Input Alerts": enable OK after 3 characters; Swift 1 as in 000_0c96e694a7911296.txt and 002_621c4382a21859a7.txt
// The article ran on iOS 8 with Xcode 6: AlertLab runs the Swift 1 code there too.
:ios 8
extension ViewController {
    func alertTextFieldDidChange(notification: NSNotification) {
        var alertController = self.presentedViewController as UIAlertController?
        if (alertController != nil) {
            var login = alertController!.textFields?.first as UITextField
            var okAction = alertController!.actions.last as UIAlertAction
            okAction.enabled = countElements(login.text) > 2
        }
    }
}
var alertController = UIAlertController(title: "Login", message: "login and password style", preferredStyle: UIAlertControllerStyle.Alert)
alertController.addTextFieldWithConfigurationHandler {
    (textField: UITextField!) -> Void in
    textField.placeholder = "Login"
    NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("alertTextFieldDidChange:"), name: UITextFieldTextDidChangeNotification, object: textField)
}
alertController.addTextFieldWithConfigurationHandler {
    (textField: UITextField!) -> Void in
    textField.placeholder = "Password"
    textField.secureTextEntry = true
}
var cancelAction = UIAlertAction(title: "Cancel", style: UIAlertActionStyle.Cancel) {
    (action: UIAlertAction!) -> Void in
    NSNotificationCenter.defaultCenter().removeObserver(self, name: UITextFieldTextDidChangeNotification, object: nil)
}
var okAction = UIAlertAction(title: "OK", style: UIAlertActionStyle.Default) {
    (action: UIAlertAction!) -> Void in
    NSNotificationCenter.defaultCenter().removeObserver(self, name: UITextFieldTextDidChangeNotification, object: nil)
    println("OK action")
}
okAction.enabled = false
alertController.addAction(cancelAction)
alertController.addAction(okAction)
self.presentViewController(alertController, animated: true, completion: nil)
:tap "OK"
:type 1 "bo"
:type 1 "b"
:tap "OK"
