// 001_1ba81a9920402955.txt, "A Simple Alert"; today's Swift
let alertController = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: .alert)
let cancelAction = UIAlertAction(title: "Cancel", style: .cancel) { _ in
    print("Cancel action")
}
let okAction = UIAlertAction(title: "OK", style: .default) { _ in
    print("OK action")
}
alertController.addAction(cancelAction)
alertController.addAction(okAction)
present(alertController, animated: true)
:tap "OK"
