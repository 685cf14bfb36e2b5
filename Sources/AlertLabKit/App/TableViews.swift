import AlertLabWords

/// A row of a table view: its section and its row in that section (`IndexPath`).
public struct TableIndex: Hashable, Sendable {
  public var section: Int
  public var row: Int
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }
}

/// What a table view shows of one row: the cell's text, detail and accessory, as read from
/// the cell the data source returned.
public struct TableRow: Hashable, Sendable {
  public var text: String
  public var detail: String?
  /// `UITableViewCell.AccessoryType` case name (`none`, `disclosureIndicator`, `checkmark`).
  public var accessory: String
  /// A `.subtitle` cell's detail is under its text; the other styles' beside it.
  public var isSubtitle: Bool
  public init(
    text: String, detail: String? = nil, accessory: String = "none", isSubtitle: Bool = false
  ) {
    self.text = text
    self.detail = detail
    self.accessory = accessory
    self.isSubtitle = isSubtitle
  }
}

/// One section of a table view as last read: its header, how many rows the data source said
/// it has, and the first of them (only as many as can be drawn, and a few more).
public struct TableSection: Hashable, Sendable {
  public var header: String?
  public var rowCount: Int
  public var rows: [TableRow]
  public init(header: String?, rowCount: Int, rows: [TableRow]) {
    self.header = header
    self.rowCount = rowCount
    self.rows = rows
  }
}

/// A UITableView: its style, data source and delegate (weak, as in UIKit), the cell classes
/// registered for reuse identifiers, and what the data source answered when last asked.
public struct TableViewState: Hashable, Sendable {
  /// `UITableView.Style` case name.
  public var style = "plain"
  public var dataSource: ObjectID?
  public var delegate: ObjectID?
  /// `register(_:forCellReuseIdentifier:)`: the class for each identifier.
  public var reuseClasses: [String: String] = [:]
  /// The sections read, at most `TableLimits.sections` of them.
  public var sections: [TableSection] = []
  /// How many sections the data source said the table has.
  public var sectionCount = 0
  /// True once the data source was asked.
  public var hasLoaded = false
  /// The row last tapped (`indexPathForSelectedRow`).
  public var selected: TableIndex?
  /// The table view controller whose `tableView` it is.
  public var controller: ObjectID?
  /// True for a table filling `self.view` under the bars (a table view controller's, or the
  /// storyboard's table of an outlet).
  public var fillsView = false
  public init(style: String = "plain") { self.style = style }

  /// True when the data source said the table has a row.
  public var hasRows: Bool { sections.contains { $0.rowCount > 0 } }

  /// The rows read, in order, with where each is.
  public var readRows: [(index: TableIndex, row: TableRow)] {
    var result: [(index: TableIndex, row: TableRow)] = []
    for (section, part) in sections.enumerated() {
      for (row, shown) in part.rows.enumerated() {
        result.append((TableIndex(section: section, row: row), shown))
      }
    }
    return result
  }

  /// The rows the data source has that were not read (in the sections read).
  public var unreadRowCount: Int {
    sections.reduce(0) { total, part in
      let left = max(0, part.rowCount - part.rows.count)
      return total > Int.max - left ? Int.max : total + left
    }
  }
}

/// A UITableViewCell, or a list content configuration (`defaultContentConfiguration()`).
public struct TableCellState: Hashable, Sendable {
  /// `UITableViewCell.CellStyle` case name.
  public var style = "default"
  public var reuseIdentifier: String?
  /// The cell's `textLabel` and `detailTextLabel`, made when first asked for.
  public var textLabel: ObjectID?
  public var detailTextLabel: ObjectID?
  /// `UITableViewCell.AccessoryType` case name.
  public var accessory = "none"
  /// The cell's `contentConfiguration`, once set.
  public var content: ObjectID?
  /// A content configuration's `text` and `secondaryText`.
  public var text: String?
  public var secondaryText: String?
  public init(style: String = "default", reuseIdentifier: String? = nil) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
  }
}

/// How much of a data source AlertLab reads: the rows a screen can draw and a few more, so
/// that a data source answering millions of rows costs no more than one answering fifty.
public enum TableLimits {
  /// Rows read from the data source, over all sections.
  public static let rows = 60
  /// Sections whose row counts and headers are read.
  public static let sections = 60
}

extension World {
  /// `UITableView(frame:style:)`: a table view in no window yet.
  public mutating func makeTableView(frame: Rect, style: String) -> ObjectID {
    let id = makeView(className: "UITableView", frame: frame)
    app.tables[id] = TableViewState(style: style)
    return id
  }

  /// A table view filling the content area under the bars, added to `self.view`: a table
  /// view controller's `tableView`, or the table a storyboard connects to an outlet.
  public mutating func addContentTableView(name: String, controller: ObjectID?) -> ObjectID {
    let size = device.screenSize
    let top = topBarsHeight
    let frame = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    let id = makeTableView(frame: frame, style: "plain")
    views.modify(id) { $0.name = name }
    app.tables[id]?.controller = controller
    app.tables[id]?.fillsView = true
    addSubview(id, to: rootView)
    return id
  }

  /// The table view of a table view controller, if it has one.
  public func tableView(of controller: ObjectID) -> ObjectID? {
    app.tables.first { _, table in table.controller == controller }?.key
  }

  /// The table views in the window that show, in id order.
  public var shownTables: [ObjectID] {
    app.tables.compactMap { id, _ in
      views[id]?.isInWindow == true && isVisible(id) ? id : nil
    }
  }

  /// True when a table with rows fills the screen under the bars (a table view controller's
  /// view is its table; a storyboard's table fills the scene): the scene's own buttons are
  /// not there. A table without rows leaves the scene as it was.
  public var tableFillsScreen: Bool {
    app.tables.contains { id, table in
      table.fillsView && table.hasRows && views[id]?.isInWindow == true
    }
  }

  /// The first row drawn with the text `title` in a table view on screen.
  func tableRow(titled title: String) -> (table: ObjectID, index: TableIndex)? {
    for id in shownTables {
      guard let table = app.tables[id] else { continue }
      if let found = table.readRows.first(where: { $0.row.text == title }) {
        return (id, found.index)
      }
    }
    return nil
  }

  /// `:tap` on a row's text, when nothing is presented: the row is selected and the
  /// delegate's `tableView(_:didSelectRowAt:)` runs. False when no row has that text.
  mutating func tapTableRow(_ title: String, runner: CallbackRunner) throws -> Bool {
    guard topPresented == nil, let (table, index) = tableRow(titled: title) else {
      return false
    }
    app.tables[table]?.selected = index
    guard let delegate = app.tables[table]?.delegate else { return true }
    _ = try runner.callMethod(
      ["tableView(_:didSelectRowAt:)", "tableView:didSelectRowAtIndexPath:"], on: delegate,
      arguments: [.object(table), .indexPath(section: index.section, row: index.row)],
      world: &self)
    return true
  }

  /// `:swipe` on a row's text (swipe to delete): the data source's
  /// `tableView(_:commit:forRowAt:)` runs with `.delete`.
  public mutating func swipe(_ title: String, direction: String = "left", runner: CallbackRunner)
    throws
  {
    guard topPresented == nil else {
      throw GestureRefusal(Said(.somethingPresentedOverTable))
    }
    // A view with a swipe gesture recognizer (a SwiftUI row's `.swipeActions`) takes it.
    if let view = viewTapped(titled: title),
      try swipeRecognizedView(view, direction: direction, runner: runner)
    {
      return
    }
    guard let (table, index) = tableRow(titled: title) else {
      let rows = shownTables.flatMap { app.tables[$0]?.readRows.map(\.row.text) ?? [] }
      let list = rows.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
      throw GestureRefusal(
        list.isEmpty
          ? Said(.noTableRowScreen, title) : Said(.noTableRowScreenRows, title, list))
    }
    guard direction == "left" else {
      throw GestureRefusal(Said(.swipeRowLeftOnly, title))
    }
    guard let dataSource = app.tables[table]?.dataSource,
      try runner.callMethod(
        ["tableView(_:commit:forRowAt:)", "tableView:commitEditingStyle:forRowAtIndexPath:"],
        on: dataSource,
        arguments: [
          .object(table), .enumCase(type: "UITableViewCell.EditingStyle", name: "delete"),
          .indexPath(section: index.section, row: index.row),
        ], world: &self) != nil
    else {
      throw GestureRefusal(Said(.swipeShowsNoDelete))
    }
  }
}
