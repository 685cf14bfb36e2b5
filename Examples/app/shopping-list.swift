// A shopping list: "+" adds an item through a text-field alert, a swipe asks before it
// deletes, with an action sheet on the iPhone and a popover on the iPad
class ShoppingListViewController: UITableViewController {
  var items = ["Milk", "Eggs"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shopping"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  @objc func addTapped() {
    let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
    alert.addTextField { field in field.placeholder = "Bread, apples…" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
      guard let self, let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
      self.items.append(name)
      self.tableView.insertRows(at: [IndexPath(row: self.items.count - 1, section: 0)], with: .automatic)
    })
    present(alert, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    let sheet = UIAlertController(
      title: "Delete \(items[indexPath.row])?", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
      self.items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    // On an iPad the sheet is a popover: here in the middle of the screen, without an arrow.
    if let popover = sheet.popoverPresentationController {
      popover.sourceView = view
      popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
      popover.permittedArrowDirections = []
    }
    present(sheet, animated: true)
  }
}
:tap "+"
:type "Bread"
:tap "Add"
:swipe "Milk"
:tap "Delete"
print(items)
:device ipad
:swipe "Eggs"
:tap "Delete"
print(items)
