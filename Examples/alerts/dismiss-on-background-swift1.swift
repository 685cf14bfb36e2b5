// 001_1ba81a9920402955.txt, "Dismissing Alert Controllers" on entering the background; Swift 1 as in 000_0c96e694a7911296.txt and 002_621c4382a21859a7.txt
// The article ran on iOS 8 with Xcode 6: AlertLab runs the Swift 1 code there too.
:ios 8
extension ViewController {
    func didEnterBackground(notification: NSNotification) {
        NSNotificationCenter.defaultCenter().removeObserver(self, name: UITextFieldTextDidChangeNotification, object: nil)
        self.presentedViewController?.dismissViewControllerAnimated(false, completion: nil)
    }
}
NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("didEnterBackground:"), name: UIApplicationDidEnterBackgroundNotification, object: nil)
var alertController = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: UIAlertControllerStyle.Alert)
var cancelAction = UIAlertAction(title: "Cancel", style: UIAlertActionStyle.Cancel, handler: nil)
var okAction = UIAlertAction(title: "OK", style: UIAlertActionStyle.Default, handler: nil)
alertController.addAction(cancelAction)
alertController.addAction(okAction)
self.presentViewController(alertController, animated: true, completion: nil)
:background
