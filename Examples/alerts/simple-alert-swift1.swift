// 001_1ba81a9920402955.txt, "A Simple Alert"; Swift 1 as in 000_0c96e694a7911296.txt and 002_621c4382a21859a7.txt
// The article ran on iOS 8 with Xcode 6: AlertLab runs the Swift 1 code there too.
:ios 8
var alertController = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: UIAlertControllerStyle.Alert)
var cancelAction = UIAlertAction(title: "Cancel", style: UIAlertActionStyle.Cancel) {
    (action: UIAlertAction!) -> Void in
    println("Cancel action")
}
var okAction = UIAlertAction(title: "OK", style: UIAlertActionStyle.Default) {
    (action: UIAlertAction!) -> Void in
    println("OK action")
}
alertController.addAction(cancelAction)
alertController.addAction(okAction)
self.presentViewController(alertController, animated: true, completion: nil)
:tap "OK"
