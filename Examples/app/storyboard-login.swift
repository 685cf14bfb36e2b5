// A controller from the storyboard: instantiateViewController(withIdentifier:) cast to the
// learner's own class gives an instance of it, which presents, and shows as a popover on iPad.
class ViewController: UIViewController {
}
class LoginViewController: UIViewController {
    var greeting = "Welcome back"
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log in"
    }
}
let storyboard = UIStoryboard(name: "Main", bundle: nil)
let login = storyboard.instantiateViewController(withIdentifier: "Login") as! LoginViewController
print(login.greeting)
present(login, animated: true, completion: nil)
login.dismiss(animated: true)
:device ipad
func showLogin(_ sender: UIButton) {
    let popover = UIStoryboard(name: "Main", bundle: Bundle.main).instantiateViewController(withIdentifier: "LoginViewController")
    popover.modalPresentationStyle = .popover
    present(popover, animated: true)
    popover.popoverPresentationController?.sourceView = sender
    popover.popoverPresentationController?.sourceRect = sender.bounds
}
showLogin(button)
