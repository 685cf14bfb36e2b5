// A share sheet on iPad without an anchor: the crash developers report most
:device ipad
let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
present(share, animated: true, completion: nil)
