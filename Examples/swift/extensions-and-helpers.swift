// Helpers in extensions of UIKit classes and a singleton NSObject manager, as apps write them
#if os(iOS) && DEBUG
extension UIAlertController {
    class func okAlert(_ message: String, title: String? = nil) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel, handler: nil))
        return alert
    }

    convenience init(confirm title: String, handler: @escaping (UIAlertAction) -> Void) {
        self.init(title: title, message: nil, preferredStyle: .alert)
        addAction(UIAlertAction(title: "Cancel", style: .cancel))
        addAction(UIAlertAction(title: "Confirm", style: .default, handler: handler))
    }

    var buttonTitles: [String] {
        return actions.compactMap { $0.title }
    }
}
#else
This line is never compiled.
#endif

extension UIViewController {
    func showMessage(_ text: String) {
        present(UIAlertController.okAlert(text), animated: true)
    }
}

class AlertManager: NSObject {
    static let shared = AlertManager()
    private var shown = 0

    func confirm(_ title: String, on controller: UIViewController) {
        shown += 1
        let alert = UIAlertController(confirm: title) { [weak self] _ in
            guard let self = self else { return }
            print("confirmed \(title), alert \(self.shown)")
        }
        print(alert.buttonTitles.joined(separator: " / "))
        controller.present(alert, animated: true)
    }
}
self.showMessage("Saved")
:tap "OK"
AlertManager.shared.confirm("Sign out?", on: self)
:tap "Confirm"
