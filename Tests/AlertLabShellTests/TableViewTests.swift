import AlertLabKit
import Testing

@testable import AlertLabShell

/// Table views as pasted tutorials use them: a UITableViewController's rows drawn from its
/// data source, rows added from an alert, selected with `:tap` and deleted with `:swipe`.
@Suite struct TableViewTests {
  static let shoppingList = """
    class ShoppingListViewController: UITableViewController {
        var items = ["Eggs", "Bread"]
        var picked: IndexPath?
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Shopping"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addItem))
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            return items.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            picked = indexPath
            print("picked", items[indexPath.row], indexPath.row, indexPath.section)
        }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            let item = items[indexPath.row]
            let sheet = UIAlertController(title: "Delete \\(item)?", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                self.items.remove(at: indexPath.row)
                self.tableView.deleteRows(at: [indexPath], with: .automatic)
            })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            present(sheet, animated: true)
        }
        @objc func addItem() {
            let alert = UIAlertController(title: "New Item", message: nil, preferredStyle: .alert)
            alert.addTextField { field in field.placeholder = "Item" }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Add", style: .default) { _ in
                guard let text = alert.textFields?.first?.text, !text.isEmpty else { return }
                self.items.append(text)
                self.tableView.insertRows(at: [IndexPath(row: self.items.count - 1, section: 0)], with: .automatic)
            })
            present(alert, animated: true)
        }
    }
    """

  /// The rows of the drawn screen that show a table row's text.
  static func drawnRows(_ session: Session) -> [String] {
    session.world.shownTables.flatMap { session.world.app.tables[$0]?.readRows ?? [] }
      .map(\.row.text)
  }

  @Test func aPastedTableViewControllerDrawsItsRowsAndAddsOneFromAnAlert() {
    var session = makeSession()
    let pasted = session.submit(Self.shoppingList)
    #expect(pasted.contains("Eggs"))
    #expect(pasted.contains("Bread"))
    #expect(!pasted.contains("Show Sheet"))
    #expect(Self.drawnRows(session) == ["Eggs", "Bread"])
    _ = session.submit(":tap \"+\"")
    #expect(session.world.topPresented != nil)
    _ = session.submit(":type 1 \"Milk\"")
    let added = session.submit(":tap \"Add\"")
    #expect(Self.drawnRows(session) == ["Eggs", "Bread", "Milk"])
    #expect(added.contains("Milk"))
    #expect(ScreenDescription.describe(session.world).contains("Table: 3 rows, first \"Eggs\""))
  }

  @Test func tappingARowRunsDidSelectWithItsIndexPath() {
    var session = makeSession()
    _ = session.submit(Self.shoppingList)
    let tapped = session.submit(":tap \"Bread\"")
    #expect(tapped.contains("picked Bread 1 0\n"))
    #expect(session.submit("print(tableView.indexPathForSelectedRow!)").contains("[0, 1]\n"))
    #expect(session.submit("print(picked == IndexPath(row: 1, section: 0))").contains("true\n"))
  }

  @Test func swipingARowAsksToDeleteItAndTheDestructiveActionDeletesIt() {
    var session = makeSession()
    _ = session.submit(Self.shoppingList)
    let swiped = session.submit(":swipe \"Eggs\"")
    #expect(swiped.contains("Delete Eggs?"))
    _ = session.submit(":tap \"Delete\"")
    #expect(Self.drawnRows(session) == ["Bread"])
    #expect(session.submit("print(items)").contains("[\"Bread\"]\n"))
  }

  @Test func anOutletTableOfAPastedViewControllerIsConnectedAndReloads() {
    var session = makeSession()
    let pasted = session.submit(
      """
      class ListViewController: UIViewController, UITableViewDataSource {
          @IBOutlet weak var tableView: UITableView!
          var names = ["Ada"]
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.dataSource = self
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              names.count
          }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
              var content = cell.defaultContentConfiguration()
              content.text = names[indexPath.row]
              content.secondaryText = "row \\(indexPath.row)"
              cell.contentConfiguration = content
              cell.accessoryType = .disclosureIndicator
              return cell
          }
      }
      """)
    #expect(pasted.contains("@IBOutlet tableView"))
    #expect(Self.drawnRows(session) == ["Ada"])
    _ = session.submit("names.append(\"Grace\")\ntableView.reloadData()")
    #expect(Self.drawnRows(session) == ["Ada", "Grace"])
    #expect(session.submit("print(tableView.numberOfRows(inSection: 0))").contains("2\n"))
    let screen = session.submit(":render")
    #expect(screen.contains("Grace"))
    #expect(screen.contains("row 1"))
    #expect(screen.contains("  Grace                             > |\n|  row 1"))
    #expect(!screen.contains("Show Sheet"))
  }

  @Test func aDataSourceOfTenMillionRowsIsReadOnlyAsFarAsItIsDrawn() {
    var session = makeSession()
    let pasted = session.submit(
      """
      class HugeViewController: UITableViewController {
          var asked = 0
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              10_000_000
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              asked += 1
              let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
              cell.textLabel?.text = "Row \\(indexPath.row)"
              return cell
          }
      }
      """)
    #expect(pasted.contains("Row 0"))
    #expect(pasted.contains("more rows"))
    #expect(pasted.utf8.count < 5_000)
    #expect(session.submit("print(asked)").contains("\(TableLimits.rows)\n"))
  }

  @Test func sectionsHaveHeadersAndASwipeWithoutCommitIsRefused() {
    var session = makeSession()
    _ = session.submit(
      """
      class SectionsViewController: UITableViewController {
          override func numberOfSections(in tableView: UITableView) -> Int { 2 }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
          override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
              section == 0 ? "Fruit" : "Dairy"
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              var cell = tableView.dequeueReusableCell(withIdentifier: "Plain")
              if cell == nil { cell = UITableViewCell(style: .value1, reuseIdentifier: "Plain") }
              cell?.textLabel?.text = indexPath.section == 0 ? "Apple" : "Cheese"
              cell?.detailTextLabel?.text = "x\\(indexPath.section + 1)"
              cell?.accessoryType = .checkmark
              return cell!
          }
      }
      """)
    let screen = session.submit(":render")
    #expect(screen.contains("| Fruit"))
    #expect(screen.contains("|  Apple                          x1 v |"))
    #expect(screen.contains("| Dairy"))
    #expect(screen.contains("|  Cheese                         x2 v |"))
    let swiped = session.submit(":swipe \"Apple\"")
    #expect(swiped.contains("does not implement tableView(_:commit:forRowAt:)"))
    #expect(session.submit(":swipe \"Pear\"").contains("Rows: \"Apple\", \"Cheese\""))
  }

  /// A controller that implements only `tableView(_:didSelectRowAt:)` is not asked its rows
  /// through it: the data source's `tableView:numberOfRowsInSection:` names another label.
  @Test func aDelegateMethodIsNotTakenForADataSourceMethodOfTheSameBaseName() {
    var session = makeSession()
    let output = session.submit(
      """
      class SettingsViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              tableView.deselectRow(at: indexPath, animated: true)
          }
      }
      """)
    #expect(output.contains("self is now of class SettingsViewController"))
    #expect(!output.contains("error:"), "\(output)")
  }
}
