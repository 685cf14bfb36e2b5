// 001_1ba81a9920402955.txt, "Destructive actions"; today's Swift
let alertController = UIAlertController(title: "DestructiveStyle", message: "the destructive action style", preferredStyle: .alert)
let cancelAction = UIAlertAction(title: "Cancel", style: .cancel) { _ in
    print("Cancel action")
}
let resetAction = UIAlertAction(title: "Reset", style: .destructive) { _ in
    print("Reset action")
}
alertController.addAction(resetAction)
alertController.addAction(cancelAction)
present(alertController, animated: true)
:tap "Reset"
