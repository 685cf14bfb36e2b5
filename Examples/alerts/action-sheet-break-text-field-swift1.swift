// 001_1ba81a9920402955.txt, "Action Sheet", break it: a text field on an action sheet; Swift 1 as in 000_0c96e694a7911296.txt and 002_621c4382a21859a7.txt
// The article ran on iOS 8 with Xcode 6: AlertLab runs the Swift 1 code there too.
:ios 8
var alertController = UIAlertController(title: "Save or delete data", message: "Deleted data cannot be recovered", preferredStyle: UIAlertControllerStyle.ActionSheet)
alertController.addTextFieldWithConfigurationHandler {
    (textField: UITextField!) -> Void in
    textField.placeholder = "Login"
}
