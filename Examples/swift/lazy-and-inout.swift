// A view controller's lazy alert, a title set once on each path, tuple swaps and inout
// helpers: the idioms real alert code is written in.
class SettingsViewController: UIViewController {
    lazy var resetAlert: UIAlertController = {
        print("building the reset alert")
        let alert = UIAlertController(title: "Reset Settings?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in
            self?.resetCount += 1
            print("reset", self?.resetCount ?? 0)
        })
        return alert
    }()
    var resetCount = 0

    func showReset() {
        present(resetAlert, animated: true, completion: nil)
    }
}

print("controller ready")
self.showReset()
:tap "Reset"
self.showReset()
:tap "Reset"
print(resetCount)

func confirmationTitle(for count: Int) -> String {
    let title: String
    if count == 0 {
        title = "Nothing selected"
    } else if count == 1 {
        title = "Delete 1 photo?"
    } else {
        title = "Delete \(count) photos?"
    }
    return title
}
print(confirmationTitle(for: 0), "/", confirmationTitle(for: 3))

var buttons = ["Keep", "Delete"]
(buttons[0], buttons[1]) = (buttons[1], buttons[0])
var primary = "OK", secondary = "Cancel"
swap(&primary, &secondary)
print(buttons, primary, secondary)

func addButton(_ title: String, to titles: inout [String]) {
    titles.append(title)
}
var sheetTitles: [String] = []
addButton("Camera", to: &sheetTitles)
addButton("Photo Library", to: &sheetTitles)
let styleFor: (inout UIAlertAction.Style) -> Void = { $0 = .destructive }
var style = UIAlertAction.Style.default
styleFor(&style)

let sheet = UIAlertController(title: confirmationTitle(for: 2), message: nil, preferredStyle: .actionSheet)
for title in sheetTitles {
    sheet.addAction(UIAlertAction(title: title, style: style))
}
sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
present(sheet, animated: true)
