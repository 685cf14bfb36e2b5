// 001_1ba81a9920402955.txt, "Text Input Alerts": login and password; Swift 1 as in 000_0c96e694a7911296.txt and 002_621c4382a21859a7.txt
// The article ran on iOS 8 with Xcode 6: AlertLab runs the Swift 1 code there too.
:ios 8
var alertController = UIAlertController(title: "Login", message: "login and password style", preferredStyle: UIAlertControllerStyle.Alert)
alertController.addTextFieldWithConfigurationHandler {
    (textField: UITextField!) -> Void in
    textField.placeholder = "Login"
}
alertController.addTextFieldWithConfigurationHandler {
    (textField: UITextField!) -> Void in
    textField.placeholder = "Password"
    textField.secureTextEntry = true
}
var cancelAction = UIAlertAction(title: "Cancel", style: UIAlertActionStyle.Cancel, handler: nil)
var okAction = UIAlertAction(title: "OK", style: UIAlertActionStyle.Default) {
    (action: UIAlertAction!) -> Void in
    var login = alertController.textFields?.first as UITextField
    var password = alertController.textFields?.last as UITextField
    println("login: " + login.text! + ", password: " + password.text!)
}
alertController.addAction(cancelAction)
alertController.addAction(okAction)
self.presentViewController(alertController, animated: true, completion: nil)
:type 1 "bob"
:type 2 "secret"
:tap "OK"
