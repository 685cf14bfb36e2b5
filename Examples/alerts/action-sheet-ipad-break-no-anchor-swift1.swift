// 001_1ba81a9920402955.txt, "Action Sheet", break it: an iPad action sheet without an anchor; Swift 1 as in 000_0c96e694a7911296.txt and 002_621c4382a21859a7.txt
// The article ran on iOS 8 with Xcode 6: AlertLab runs the Swift 1 code there too.
:device ipad
:ios 8
var alertController = UIAlertController(title: "Save or delete data", message: "Deleted data cannot be recovered", preferredStyle: UIAlertControllerStyle.ActionSheet)
var cancelAction = UIAlertAction(title: "Cancel", style: UIAlertActionStyle.Cancel, handler: nil)
var deleteAction = UIAlertAction(title: "Delete", style: UIAlertActionStyle.Destructive, handler: nil)
var archiveAction = UIAlertAction(title: "Archive", style: UIAlertActionStyle.Default, handler: nil)
alertController.addAction(cancelAction)
alertController.addAction(deleteAction)
alertController.addAction(archiveAction)
self.presentViewController(alertController, animated: true, completion: nil)
