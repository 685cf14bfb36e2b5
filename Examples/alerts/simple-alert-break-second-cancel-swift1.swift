// 001_1ba81a9920402955.txt, "A Simple Alert", break it: a second cancel action; Swift 1 as in 000_0c96e694a7911296.txt and 002_621c4382a21859a7.txt
// The article ran on iOS 8 with Xcode 6: AlertLab runs the Swift 1 code there too.
:ios 8
var alertController = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: UIAlertControllerStyle.Alert)
var cancelAction = UIAlertAction(title: "Cancel", style: UIAlertActionStyle.Cancel, handler: nil)
var okAction = UIAlertAction(title: "OK", style: UIAlertActionStyle.Default, handler: nil)
alertController.addAction(cancelAction)
alertController.addAction(okAction)
var otherCancelAction = UIAlertAction(title: "Never mind", style: UIAlertActionStyle.Cancel, handler: nil)
alertController.addAction(otherCancelAction)
