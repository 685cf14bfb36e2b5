// A handler is checked when it is typed, as Swift's compiler checks it: the optional text
// field's text is refused on the handler's own line, and the action is not made.
let alert = UIAlertController(title: "Sign in", message: "Who are you?", preferredStyle: .alert)
alert.addTextField { textField in
    textField.placeholder = "Name"
}
let signIn = UIAlertAction(title: "Sign in", style: .default) { _ in
    let name: String = alert.textFields?.first?.text
    print("Hello, \(name)")
}
// Fixed: give the missing name a default.
let signInFixed = UIAlertAction(title: "Sign in", style: .default) { _ in
    let name: String = alert.textFields?.first?.text ?? "nobody"
    print("Hello, \(name)")
}
alert.addAction(signInFixed)
func showSignIn() {
    alert.addActoin(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
}
present(alert, animated: true)
:type 1 "Ada"
:tap "Sign in"
