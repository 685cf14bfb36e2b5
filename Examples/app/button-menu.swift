// iOS 14's menus: a button whose tap opens a UIMenu of UIActions (one checked, a submenu, a
// destructive action in an inline section), and a bar button item with a menu. `:tap` on
// the control opens the menu; `:tap "Title"` runs that action's handler.
var order = "Name"
let sort = UIButton(type: .system)
sort.setTitle("Sort", for: .normal)
sort.frame = CGRect(x: 120, y: 200, width: 100, height: 44)
view.addSubview(sort)
func sortMenu() -> UIMenu {
  let orders = ["Name", "Date"].map { title in
    UIAction(title: title, state: title == order ? .on : .off) { action in
      order = action.title
      sort.menu = sortMenu()
    }
  }
  let more = UIMenu(
    title: "More",
    children: [
      UIAction(title: "Archive") { _ in print("archived") },
      UIAction(title: "Paste", attributes: .disabled) { _ in },
    ])
  let delete = UIAction(title: "Delete All", attributes: .destructive) { _ in
    print("deleted")
  }
  return UIMenu(
    title: "Sort by",
    children: orders + [more, UIMenu(title: "", options: .displayInline, children: [delete])])
}
sort.menu = sortMenu()
sort.showsMenuAsPrimaryAction = true
:tap "Sort"
:describe
:tap "Date"
print(order)
:tap "Sort"
:tap "More"
:tap "Paste"
:tap "Archive"
let share = UIAction(title: "Share") { _ in print("shared") }
navigationItem.rightBarButtonItem = UIBarButtonItem(
  title: "Edit", image: nil, primaryAction: nil, menu: UIMenu(title: "", children: [share]))
:tap "Edit"
:tapout
