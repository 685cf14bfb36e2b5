// A "Show" segue performed in code: the destination is pushed on the navigation controller.
// The segue names no class, so its destination is a plain UIViewController, which the cast
// in prepare(for:sender:) makes a NoteViewController, as the scene's custom class would. The
// bar shows the back button, titled with the controller below; `:tap` on it goes back.
class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let note = segue.destination as! NoteViewController
        note.text = sender as? String ?? ""
        note.title = note.text
    }
}
class NoteViewController: UIViewController {
    var text = ""
}
:segue "showNote" show
:segue
performSegue(withIdentifier: "showNote", sender: "Groceries")
print(navigationController?.viewControllers.count ?? 0, navigationController?.topViewController is NoteViewController)
:tap "Notes"
print(navigationController?.viewControllers.count ?? 0)
