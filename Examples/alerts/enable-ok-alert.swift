// 001_1ba81a9920402955.txt, "Text Input Alerts": enable OK after 3 characters; today's Swift
extension ViewController {
    @objc func alertTextFieldDidChange(_ notification: Notification) {
        guard let alertController = presentedViewController as? UIAlertController,
              let login = alertController.textFields?.first,
              let okAction = alertController.actions.last else { return }
        okAction.isEnabled = (login.text?.count ?? 0) > 2
    }
}
let alertController = UIAlertController(title: "Login", message: "login and password style", preferredStyle: .alert)
alertController.addTextField { textField in
    textField.placeholder = "Login"
    NotificationCenter.default.addObserver(self, selector: #selector(alertTextFieldDidChange(_:)), name: UITextField.textDidChangeNotification, object: textField)
}
alertController.addTextField { textField in
    textField.placeholder = "Password"
    textField.isSecureTextEntry = true
}
let cancelAction = UIAlertAction(title: "Cancel", style: .cancel) { _ in
    NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: nil)
}
let okAction = UIAlertAction(title: "OK", style: .default) { _ in
    NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: nil)
    print("OK action")
}
okAction.isEnabled = false
alertController.addAction(cancelAction)
alertController.addAction(okAction)
present(alertController, animated: true)
:tap "OK"
:type 1 "bo"
:type 1 "b"
:tap "OK"
