// As in a Swift file, the types, extensions and functions a script declares further down
// are usable above them; top-level code still runs in order.
let manager = AlertManager()
manager.confirm(title: "Delete photo?", on: self)
:tap "Delete"

class AlertManager: NSObject {
    var answers = 0
    func confirm(title: String, on host: UIViewController) {
        let alert = UIAlertController.destructive(title: title) { [weak self] in
            guard let self = self else { return }
            self.answers += 1
            report(title)
        }
        host.present(alert, animated: true)
    }
}

extension UIAlertController {
    static func destructive(title: String, action: @escaping () -> Void) -> UIAlertController {
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in action() })
        return alert
    }
}

func report(_ title: String) {
    print("confirmed: \(title)")
}
print(manager.answers)
