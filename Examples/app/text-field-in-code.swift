// A text field made in code: its delegate limits it to four digits through the NSRange it
// gets, a target hears every change, and Return asks textFieldShouldReturn.
class ViewController: UIViewController, UITextFieldDelegate {
    let codeField = UITextField(frame: CGRect(x: 40, y: 160, width: 240, height: 32))
    override func viewDidLoad() {
        super.viewDidLoad()
        codeField.placeholder = "Code"
        codeField.keyboardType = .numberPad
        codeField.borderStyle = .roundedRect
        codeField.delegate = self
        codeField.addTarget(self, action: #selector(codeChanged(_:)), for: .editingChanged)
        view.addSubview(codeField)
    }
    @objc func codeChanged(_ sender: UITextField) {
        print("code: \(sender.text ?? "")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: string)
        return updated.count <= 4 && (string.isEmpty || Int(string) != nil)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        let alert = UIAlertController(title: "Code \(textField.text ?? "")", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
        return true
    }
}
:type 1 "12a345"
:key return
