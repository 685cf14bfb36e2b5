// 000_0c96e694a7911296.txt, the Chinese translation's text input alert in today's Swift: the
// Swift twin of chinese-login-alert.m.
let alertController = UIAlertController(title: "文本对话框", message: "登录和密码对话框示例", preferredStyle: .alert)
alertController.addTextField { textField in
    textField.placeholder = "登录"
}
alertController.addTextField { textField in
    textField.placeholder = "密码"
    textField.isSecureTextEntry = true
}
let cancelAction = UIAlertAction(title: "取消", style: .cancel)
let okAction = UIAlertAction(title: "好的", style: .default) { _ in
    let login = alertController.textFields?.first?.text ?? ""
    let password = alertController.textFields?.last?.text ?? ""
    print("\(login) / \(password.count)")
}
alertController.addAction(cancelAction)
alertController.addAction(okAction)
present(alertController, animated: true)
:type "登录" "小明"
:type "密码" "mima"
:tap "好的"
