// A whole view controller pasted from an app: it becomes the screen. Its outlets connect to
// the scene's "+" item and "Show Sheet" button, its actions answer :tap on them.
:device ipad
class PlayerListViewController: UITableViewController, UIPopoverPresentationControllerDelegate {
    @IBOutlet weak var addBarButtonItem: UIBarButtonItem!
    @IBOutlet weak var showButton: UIButton!
    var players = ["Ada", "Grace"]

    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad: \(players.count) players")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear")
    }

    @IBAction func addPlayer(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(title: "New player", message: "Name?", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Add", style: .default) { _ in
            self.players.append(alert.textFields?.first?.text ?? "")
            print("players: \(self.players)")
        })
        present(alert, animated: true)
    }

    @IBAction func showSheet(_ sender: UIButton) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sort by name", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
        sheet.popoverPresentationController?.sourceView = sender
        sheet.popoverPresentationController?.sourceRect = sender.bounds
    }
}
print(addBarButtonItem.title ?? "", showButton == button)
:tap "+"
:type 1 "Linus"
:tap "Add"
:tap "Show Sheet"
:tapout
