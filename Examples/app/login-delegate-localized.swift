// A login alert: a text-field delegate limits the length, a target hears every change, NSLocalizedString gives the titles
func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    return (textField.text ?? "").count < 4
}
@objc func loginChanged(_ sender: UITextField) {
    print("login is now \(sender.text ?? "")")
}
let alert = UIAlertController(title: NSLocalizedString("Log in", comment: "alert title"), message: nil, preferredStyle: .alert)
alert.addTextField { field in
    field.placeholder = NSLocalizedString("login.placeholder", value: "Login", comment: "")
    field.delegate = self
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    field.clearButtonMode = .whileEditing
    field.addTarget(self, action: #selector(loginChanged(_:)), for: .editingChanged)
}
alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in
    print(String(format: "%@ has %d letters", alert.textFields?.first?.text ?? "", alert.textFields?.first?.text?.count ?? 0))
})
present(alert, animated: true)
:type 1 "bobby"
:tap "OK"
