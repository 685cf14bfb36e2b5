// A login form's validation as apps write it: an Error enum with an associated value, a
// LocalizedError, a throwing method, do/catch with patterns, try?, defer, and a protocol with a
// default implementation adopted by the view controller
enum LoginError: Error {
    case missingName
    case weakPassword(minimum: Int)
}

struct ServerError: LocalizedError {
    let code: Int
    var errorDescription: String? {
        return "The server answered \(code)."
    }
}

protocol AlertPresentable {
    func showAlert(title: String, message: String?)
}

extension AlertPresentable where Self: UIViewController {
    func showAlert(title: String, message: String? = nil) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        present(alert, animated: true, completion: nil)
    }
}

extension ViewController: AlertPresentable {}

func validate(name: String?, password: String?) throws -> String {
    defer { print("validated") }
    guard let name = name, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw LoginError.missingName
    }
    guard let password = password, password.count >= 4 else {
        throw LoginError.weakPassword(minimum: 4)
    }
    return name
}

func logIn(_ name: String?, _ password: String?) {
    do {
        let user = try validate(name: name, password: password)
        showAlert(title: "Welcome, \(user)")
    } catch LoginError.weakPassword(let minimum) {
        showAlert(title: "Password too short", message: "Use at least \(minimum) characters.")
    } catch let error as LoginError {
        showAlert(title: "Check the form", message: "\(error)")
    } catch {
        showAlert(title: "Error", message: error.localizedDescription)
    }
}

print(try? validate(name: " ", password: "1234"))
logIn("bob", "12")
:tap "OK"
logIn("  ", nil)
:tap "OK"
do {
    throw ServerError(code: 503)
} catch {
    showAlert(title: "Sorry", message: error.localizedDescription)
}
