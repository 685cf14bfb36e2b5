// The same in Swift 2, as the 2015 answers wrote it.
:ios 9
let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .Alert)
self.presentViewController(alert, animated: true, completion: nil)
let delay = 2.0 * Double(NSEC_PER_SEC)
let time = dispatch_time(DISPATCH_TIME_NOW, Int64(delay))
dispatch_after(time, dispatch_get_main_queue()) {
    alert.dismissViewControllerAnimated(true, completion: nil)
}
:wait 2
