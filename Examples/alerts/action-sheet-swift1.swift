// 001_1ba81a9920402955.txt, "Action Sheet" on iPhone; Swift 1 as in 000_0c96e694a7911296.txt and 002_621c4382a21859a7.txt
// The article ran on iOS 8 with Xcode 6: AlertLab runs the Swift 1 code there too.
:ios 8
var alertController = UIAlertController(title: "Save or delete data", message: "Deleted data cannot be recovered", preferredStyle: UIAlertControllerStyle.ActionSheet)
var cancelAction = UIAlertAction(title: "Cancel", style: UIAlertActionStyle.Cancel) {
    (action: UIAlertAction!) -> Void in
    println("Cancel action")
}
var deleteAction = UIAlertAction(title: "Delete", style: UIAlertActionStyle.Destructive) {
    (action: UIAlertAction!) -> Void in
    println("Delete action")
}
var archiveAction = UIAlertAction(title: "Archive", style: UIAlertActionStyle.Default) {
    (action: UIAlertAction!) -> Void in
    println("Archive action")
}
alertController.addAction(cancelAction)
alertController.addAction(deleteAction)
alertController.addAction(archiveAction)
self.presentViewController(alertController, animated: true, completion: nil)
:tap "Archive"
