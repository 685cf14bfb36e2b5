// An alert without buttons that goes away by itself after two seconds: the app's clock only
// moves when you :wait.
let alert = UIAlertController(title: "Saved", message: "Your changes are safe.", preferredStyle: .alert)
present(alert, animated: true) {
    print("presented")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    alert.dismiss(animated: true) {
        print("dismissed")
    }
}
:wait 1
presentedViewController == nil
:wait 1
presentedViewController == nil
