// alertlab: --ios 8
// Seed 002's iOS 7/8 check, in the Swift of its day (Swift 1/2 names): the system version
// compared as a number picks UIAlertController on iOS 8 (the UIAlertView branch is not run).
func upload() {
  print("upload")
}
func alertView(alertView: UIAlertView, clickedButtonAtIndex buttonIndex: Int) {
  print("clicked \(buttonIndex): \(alertView.buttonTitleAtIndex(buttonIndex)!)")
  if buttonIndex == 1 {
    upload()
  }
}
if (UIDevice.currentDevice().systemVersion as NSString).floatValue >= 8.0 {
  // for iOS8
  let alertController = UIAlertController(title: "是否結束行程？", message: nil, preferredStyle: UIAlertControllerStyle.Alert)
  let cancelAction = UIAlertAction(title: "取消", style: UIAlertActionStyle.Cancel) { (action: UIAlertAction!) -> Void in
    self.dismissViewControllerAnimated(true, completion: nil)
  }
  let okAction = UIAlertAction(title: "確定", style: UIAlertActionStyle.Default) { (action: UIAlertAction!) -> Void in
    upload()
  }
  alertController.addAction(cancelAction)
  alertController.addAction(okAction)
  self.presentViewController(alertController, animated: true, completion: nil)
} else {
  // for iOS7
  let alertView = UIAlertView()
  alertView.delegate = self
  alertView.title = "是否結束行程？"
  alertView.addButtonWithTitle("取消")
  alertView.addButtonWithTitle("確定")
  alertView.show()
}
:tap "確定"
