// The Swift twin of dispatch-and-collections.m: Swift's arrays and dictionaries, String(format:),
// and DispatchQueue.main.asyncAfter.
let titles = ["Keep", "Delete"]
var taps: [AnyHashable: Any] = [:]
let alert = UIAlertController(title: "Delete photo?", message: String(format: "%lu choices", titles.count), preferredStyle: .alert)
alert.addAction(UIAlertAction(title: titles[0], style: .cancel, handler: nil))
alert.addAction(UIAlertAction(title: titles.last, style: .destructive) { action in
    taps[action.title] = "tapped"
    NSLog("%@ was %@", action.title, taps[action.title])
})
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    self.present(alert, animated: true, completion: nil)
}
:wait 2
:tap "Delete"
