// A share sheet on iPad with its anchor set: a popover pointing at the button
:device ipad
let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
share.popoverPresentationController?.sourceView = button
share.popoverPresentationController?.sourceRect = button.bounds
present(share, animated: true, completion: nil)
