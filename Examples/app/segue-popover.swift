// A storyboard segue of kind "Present As Popover", drawn from the "Show Sheet" button: there
// is no storyboard file, so `:segue` says what the storyboard holds. A tap on the button asks
// shouldPerformSegue(withIdentifier:sender:), then prepare(for:sender:) configures the
// destination (a FilterViewController) before its view loads. On an iPhone the popover
// adapts to a sheet; on an iPad it points at the button.
class ViewController: UIViewController {
    var filter = "All"
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        print("should perform", identifier)
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showFilter",
              let filters = segue.destination as? FilterViewController else { return }
        filters.selected = filter
        filters.preferredContentSize = CGSize(width: 240, height: 100)
        print("anchored at the button:", filters.popoverPresentationController?.sourceView === (sender as? UIView))
    }
}
class FilterViewController: UIViewController {
    var selected = ""
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filter: " + selected
    }
}
:segue "showFilter" popover FilterViewController from "Show Sheet"
:tap "Show Sheet"
print(presentedViewController?.title ?? "nothing presented")
presentedViewController?.dismiss(animated: true)
:device ipad
:tap "Show Sheet"
