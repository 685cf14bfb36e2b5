// 001_1ba81a9920402955.txt, "Text Input Alerts": login and password; today's Swift
let alertController = UIAlertController(title: "Login", message: "login and password style", preferredStyle: .alert)
alertController.addTextField { textField in
    textField.placeholder = "Login"
}
alertController.addTextField { textField in
    textField.placeholder = "Password"
    textField.isSecureTextEntry = true
}
let cancelAction = UIAlertAction(title: "Cancel", style: .cancel)
let okAction = UIAlertAction(title: "OK", style: .default) { _ in
    let login = alertController.textFields?.first?.text ?? ""
    let password = alertController.textFields?.last?.text ?? ""
    print("login: \(login), password: \(password)")
}
alertController.addAction(cancelAction)
alertController.addAction(okAction)
present(alertController, animated: true)
:type 1 "bob"
:type 2 "secret"
:tap "OK"
