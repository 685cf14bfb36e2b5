// A helper object as the text field's delegate gets the calls while something holds it;
// UIKit's delegate properties are weak, so one made on the spot is gone at once.
class LengthLimiter: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        return (textField.text ?? "").count + string.count - range.length <= 3
    }
}
let limiter = LengthLimiter()
let alert = UIAlertController(title: "Initials", message: nil, preferredStyle: .alert)
alert.addTextField { field in
    field.delegate = limiter
}
alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
    print("kept: \(alert.textFields?.first?.text ?? "")")
})
present(alert, animated: true)
:type 1 "ABCDE"
:tap "OK"
let second = UIAlertController(title: "Initials", message: nil, preferredStyle: .alert)
second.addTextField { field in
    field.delegate = LengthLimiter()
}
second.addAction(UIAlertAction(title: "OK", style: .default) { _ in
    print("gone: \(second.textFields?.first?.text ?? "")")
})
present(second, animated: true)
:type 1 "ABCDE"
:tap "OK"
