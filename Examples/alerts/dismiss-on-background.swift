// 001_1ba81a9920402955.txt, "Dismissing Alert Controllers" on entering the background; today's Swift
extension ViewController {
    @objc func didEnterBackground(_ notification: Notification) {
        NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: nil)
        presentedViewController?.dismiss(animated: false)
    }
}
NotificationCenter.default.addObserver(self, selector: #selector(didEnterBackground(_:)), name: UIApplication.didEnterBackgroundNotification, object: nil)
let alertController = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: .alert)
alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
alertController.addAction(UIAlertAction(title: "OK", style: .default))
present(alertController, animated: true)
:background
