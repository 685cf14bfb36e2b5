// A learner's enum of alert kinds with a raw value and a computed property, and a struct
enum AlertKind: String {
    case message = "Note"
    case deletion
    
    var buttons: [String] {
        switch self {
        case .message: return ["OK"]
        case .deletion: return ["Cancel", "Delete"]
        }
    }
}

struct AlertModel {
    let title: String
    var message: String? = nil
    let kind: AlertKind
}

func makeAlert(_ model: AlertModel) -> UIAlertController
{
    let alert = UIAlertController(title: model.title, message: model.message, preferredStyle: .alert)
    for title in model.kind.buttons {
        let style: UIAlertAction.Style = title == "Cancel" ? .cancel : (title == "Delete" ? .destructive : .default)
        alert.addAction(UIAlertAction(title: title, style: style))
    }
    return alert
}
print(AlertKind.message.rawValue, AlertKind.deletion.rawValue)
print(AlertKind(rawValue: "Note") == .message)
let model = AlertModel(title: "Delete photo?", kind: .deletion)
present(makeAlert(model), animated: true)
