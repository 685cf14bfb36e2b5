import AlertLabKit
import AlertLabWords

// UITableView, its cells and IndexPath. The data source is asked when the table is first
// shown and on `reloadData()`, `insertRows`, `deleteRows` and `reloadRows` (each reads the
// whole table again, as far as it can be drawn); what it answered is kept in the world, which
// the drawing and gestures read. An IndexPath is held as the tuple `(row:, section:)`.

extension APIClass {
  static let uiTableView = APIClass(
    "UITableView", superclass: "UIView",
    enums: [
      EnumSpec(
        "UITableView.Style", oldNames: ["UITableViewStyle"],
        cases: ["plain", "grouped", "insetGrouped"]),
      EnumSpec(
        "UITableView.RowAnimation", oldNames: ["UITableViewRowAnimation"],
        cases: ["fade", "right", "left", "top", "bottom", "none", "middle", "automatic"]),
    ],
    members: [
      .initializer([ParamSpec("frame", "CGRect"), ParamSpec("style", "UITableView.Style")]) {
        machine, use in
        guard case .rect(let frame)? = use.argument(0) else { return .void }
        return .object(
          machine.state.world.makeTableView(frame: frame, style: use.caseName(1) ?? "plain"))
      },
      .initializer([ParamSpec("frame", "CGRect")]) { machine, use in
        guard case .rect(let frame)? = use.argument(0) else { return .void }
        return .object(machine.state.world.makeTableView(frame: frame, style: "plain"))
      },
      .initializer([]) { machine, _ in
        .object(machine.state.world.makeTableView(frame: .zero, style: "plain"))
      },
      .tableObject("dataSource", "UITableViewDataSource?", \.dataSource),
      .tableObject("delegate", "UITableViewDelegate?", \.delegate),
      .objectProperty("style", "UITableView.Style") { machine, table, _ in
        .enumCase(
          type: "UITableView.Style", name: machine.state.world.app.tables[table]?.style ?? "plain")
      },
      // Drawn as nothing: a footer view only hides the empty rows' separators.
      .objectProperty(
        "tableFooterView", "UIView?", get: { _, _, _ in .none }, set: { _, _, _ in }),
      .objectMethod("reloadData", []) { machine, table, _ in
        try machine.loadTable(table)
        return .void
      },
      .objectMethod(
        "register", [ParamSpec(nil, "Any?"), ParamSpec("forCellReuseIdentifier", "String")],
        old: [.method("registerClass", [nil, "forCellReuseIdentifier"])]
      ) { machine, table, use in
        var className = "UITableViewCell"
        if case .type(let name)? = use.argument(0)?.unwrapped { className = name }
        if let identifier = use.text(1) {
          machine.state.world.app.tables[table]?.reuseClasses[identifier] = className
        }
        return .void
      },
      .objectMethod(
        "dequeueReusableCell",
        [ParamSpec("withIdentifier", "String"), ParamSpec("for", "IndexPath")],
        returns: "UITableViewCell",
        old: [.method("dequeueReusableCellWithIdentifier", [nil, "forIndexPath"])]
      ) { machine, table, use in
        let identifier = use.text(0) ?? ""
        if machine.state.world.app.tables[table]?.reuseClasses[identifier] == nil {
          machine.emitNote(
            Said(.givesDefaultStyleCell, identifier), key: "table-prototype:" + identifier)
        }
        return .object(
          machine.state.world.makeTableCell(style: "default", reuseIdentifier: identifier))
      },
      .objectMethod(
        "dequeueReusableCell", [ParamSpec("withIdentifier", "String")],
        returns: "UITableViewCell?",
        old: [.method("dequeueReusableCellWithIdentifier", [nil])]
      ) { machine, table, use in
        // AlertLab keeps no cells for reuse: a registered identifier gets a new cell.
        let identifier = use.text(0) ?? ""
        guard machine.state.world.app.tables[table]?.reuseClasses[identifier] != nil else {
          return .none
        }
        return .some(
          .object(machine.state.world.makeTableCell(style: "default", reuseIdentifier: identifier)))
      },
      .rowsMethod("insertRows", old: "insertRowsAtIndexPaths"),
      .rowsMethod("deleteRows", old: "deleteRowsAtIndexPaths"),
      .rowsMethod("reloadRows", old: "reloadRowsAtIndexPaths"),
      .objectMethod("beginUpdates", []) { _, _, _ in .void },
      .objectMethod("endUpdates", []) { machine, table, _ in
        try machine.loadTable(table)
        return .void
      },
      .objectMethod(
        "numberOfRows", [ParamSpec("inSection", "Int")], returns: "Int",
        old: [.method("numberOfRowsInSection", [nil])]
      ) { machine, table, use in
        let section = use.int(0, otherwise: 0)
        let sections = machine.state.world.app.tables[table]?.sections ?? []
        return .int(sections.indices.contains(section) ? sections[section].rowCount : 0)
      },
      .objectProperty("numberOfSections", "Int") { machine, table, _ in
        .int(machine.state.world.app.tables[table]?.sectionCount ?? 0)
      },
      .objectProperty("indexPathForSelectedRow", "IndexPath?") { machine, table, _ in
        guard let index = machine.state.world.app.tables[table]?.selected else { return .none }
        return .some(indexPathValue(section: index.section, row: index.row))
      },
      .objectMethod(
        "deselectRow", [ParamSpec("at", "IndexPath"), ParamSpec("animated", "Bool")],
        old: [.method("deselectRowAtIndexPath", [nil, "animated"])]
      ) { machine, table, _ in
        machine.state.world.app.tables[table]?.selected = nil
        return .void
      },
    ])

  static let uiTableViewCell = APIClass(
    "UITableViewCell", superclass: "UIView",
    enums: [
      EnumSpec(
        "UITableViewCell.CellStyle", oldNames: ["UITableViewCellStyle"],
        cases: ["default", "value1", "value2", "subtitle"]),
      EnumSpec(
        "UITableViewCell.AccessoryType", oldNames: ["UITableViewCellAccessoryType"],
        cases: [
          "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton",
        ]),
      EnumSpec(
        "UITableViewCell.EditingStyle", oldNames: ["UITableViewCellEditingStyle"],
        cases: ["none", "delete", "insert"]),
      EnumSpec(
        "UITableViewCell.SelectionStyle", oldNames: ["UITableViewCellSelectionStyle"],
        cases: ["none", "blue", "gray", "default"]),
    ],
    members: [
      .initializer([
        ParamSpec("style", "UITableViewCell.CellStyle"),
        ParamSpec("reuseIdentifier", "String?"),
      ]) { machine, use in
        .object(
          machine.state.world.makeTableCell(
            style: use.caseName(0) ?? "default", reuseIdentifier: use.text(1)))
      },
      .initializer([]) { machine, _ in
        .object(machine.state.world.makeTableCell(style: "default", reuseIdentifier: nil))
      },
      .objectProperty("textLabel", "UILabel?") { machine, cell, _ in
        optionalObject(machine.state.world.cellLabel(of: cell, detail: false))
      },
      .objectProperty("detailTextLabel", "UILabel?") { machine, cell, _ in
        optionalObject(machine.state.world.cellLabel(of: cell, detail: true))
      },
      .objectProperty("reuseIdentifier", "String?") { machine, cell, _ in
        optionalString(machine.state.world.app.tableCells[cell]?.reuseIdentifier)
      },
      .objectProperty(
        "accessoryType", "UITableViewCell.AccessoryType",
        get: { machine, cell, _ in
          .enumCase(
            type: "UITableViewCell.AccessoryType",
            name: machine.state.world.app.tableCells[cell]?.accessory ?? "none")
        },
        set: { machine, cell, use in
          if case .enumCase(_, let name)? = use.value.unwrapped {
            machine.state.world.app.tableCells[cell]?.accessory = name
          }
        }),
      .objectProperty(
        "selectionStyle", "UITableViewCell.SelectionStyle",
        get: { _, _, _ in .enumCase(type: "UITableViewCell.SelectionStyle", name: "default") },
        set: { _, _, _ in }),
      .objectMethod(
        "defaultContentConfiguration", [], returns: "UIListContentConfiguration",
        since: IOSVersion(14, 0)
      ) { machine, _, _ in
        .object(machine.state.world.makeListContent())
      },
      .objectProperty(
        "contentConfiguration", "UIContentConfiguration?", since: IOSVersion(14, 0),
        get: { machine, cell, _ in
          optionalObject(machine.state.world.app.tableCells[cell]?.content)
        },
        set: { machine, cell, use in
          machine.state.world.app.tableCells[cell]?.content = use.object(0)
        }),
    ])

  /// `cell.defaultContentConfiguration()`: its text and secondary text.
  static let uiListContentConfiguration = APIClass(
    "UIListContentConfiguration", superclass: nil,
    members: [
      .contentText("text", \.text),
      .contentText("secondaryText", \.secondaryText),
    ])

  /// `IndexPath(row:section:)`, the tuple `(row:, section:)`.
  static let indexPath = APIClass(
    "IndexPath", superclass: nil, oldNames: ["NSIndexPath"],
    members: [
      .initializer([ParamSpec("row", "Int"), ParamSpec("section", "Int")]) { _, use in
        indexPathValue(section: use.int(1, otherwise: 0), row: use.int(0, otherwise: 0))
      },
      .initializer([ParamSpec("forRow", "Int"), ParamSpec("inSection", "Int")]) { machine, use in
        machine.emitNote(
          Said(.todaySwift, "NSIndexPath(forRow:inSection:)", "IndexPath(row:section:)"),
          key: "indexpath-forrow")
        return indexPathValue(section: use.int(1, otherwise: 0), row: use.int(0, otherwise: 0))
      },
      // Read from the value itself; declared so that Objective-C's `indexPath.row` finds them.
      .property("row", "Int") { _, use in .int(indexPathParts(use.receiver)?.row ?? 0) },
      .property("section", "Int") { _, use in .int(indexPathParts(use.receiver)?.section ?? 0) },
    ])

  /// UITableViewController: its `tableView` fills the view, with the controller as its
  /// data source and delegate.
  static let uiTableViewController = APIClass(
    "UITableViewController", superclass: "UIViewController",
    members: [
      .initializer([]) { machine, _ in
        .object(machine.state.world.makeViewController(className: "UITableViewController"))
      },
      .initializer([ParamSpec("style", "UITableView.Style")]) { machine, _ in
        .object(machine.state.world.makeViewController(className: "UITableViewController"))
      },
      .objectProperty("tableView", "UITableView!") { machine, controller, _ in
        .object(machine.state.world.controllerTable(controller))
      },
    ])
}

extension APIMember {
  /// A table view's `dataSource` or `delegate`: an object it does not retain.
  static func tableObject(
    _ name: String, _ type: String, _ path: WritableKeyPath<TableViewState, ObjectID?> & Sendable
  ) -> APIMember {
    objectProperty(
      name, type,
      get: { machine, table, _ in
        optionalObject(machine.state.world.app.tables[table]?[keyPath: path])
      },
      set: { machine, table, use in
        machine.state.world.app.tables[table]?[keyPath: path] = use.object(0)
      })
  }

  /// A list content configuration's `text` or `secondaryText`.
  static func contentText(
    _ name: String, _ path: WritableKeyPath<TableCellState, String?> & Sendable
  ) -> APIMember {
    objectProperty(
      name, "String?",
      get: { machine, content, _ in
        optionalString(machine.state.world.app.tableCells[content]?[keyPath: path])
      },
      set: { machine, content, use in
        machine.state.world.app.tableCells[content]?[keyPath: path] = use.text(0)
      })
  }

  /// `insertRows(at:with:)` and its kin: the data source is read again.
  static func rowsMethod(_ name: String, old: String) -> APIMember {
    objectMethod(
      name,
      [ParamSpec("at", "[IndexPath]"), ParamSpec("with", "UITableView.RowAnimation")],
      old: [.method(old, [nil, "withRowAnimation"])]
    ) { machine, table, _ in
      try machine.loadTable(table)
      return .void
    }
  }
}

/// An IndexPath value.
func indexPathValue(section: Int, row: Int) -> Value {
  .tuple([.int(row), .int(section)], labels: ["row", "section"])
}

/// The row and section of an IndexPath value; nil for anything else.
func indexPathParts(_ value: Value?) -> (row: Int, section: Int)? {
  guard case .tuple(let items, let labels)? = value?.unwrapped, labels == ["row", "section"],
    case .int(let row) = items[0], case .int(let section) = items[1]
  else { return nil }
  return (row, section)
}

extension World {
  /// `UITableViewCell(style:reuseIdentifier:)`.
  mutating func makeTableCell(style: String, reuseIdentifier: String?) -> ObjectID {
    let id = makeView(className: "UITableViewCell", frame: .zero)
    app.tableCells[id] = TableCellState(style: style, reuseIdentifier: reuseIdentifier)
    return id
  }

  /// `cell.defaultContentConfiguration()`.
  mutating func makeListContent() -> ObjectID {
    let id = makeID()
    plainObjects[id] = "UIListContentConfiguration"
    app.tableCells[id] = TableCellState()
    return id
  }

  /// A cell's `textLabel`, or its `detailTextLabel` (nil for a `.default` cell, as in UIKit),
  /// made when first asked for.
  mutating func cellLabel(of cell: ObjectID, detail: Bool) -> ObjectID? {
    guard let state = app.tableCells[cell] else { return nil }
    if let label = detail ? state.detailTextLabel : state.textLabel { return label }
    if detail, state.style == "default" { return nil }
    let label = makeView(className: "UILabel", frame: .zero)
    if detail {
      app.tableCells[cell]?.detailTextLabel = label
    } else {
      app.tableCells[cell]?.textLabel = label
    }
    return label
  }

  /// The table view of a table view controller, made (filling the view, the controller its
  /// data source and delegate) when first asked for.
  mutating func controllerTable(_ controller: ObjectID) -> ObjectID {
    if let table = tableView(of: controller) { return table }
    let table = addContentTableView(name: "tableView", controller: controller)
    app.tables[table]?.dataSource = controller
    app.tables[table]?.delegate = controller
    return table
  }

  /// What a row shows of the cell the data source returned.
  func shownRow(of cell: Value) -> TableRow {
    guard case .object(let id)? = cell.unwrapped, let state = app.tableCells[id] else {
      return TableRow(text: "")
    }
    let content = state.content.flatMap { app.tableCells[$0] }
    let text = content?.text ?? state.textLabel.flatMap { views[$0]?.title } ?? ""
    let detail = content?.secondaryText ?? state.detailTextLabel.flatMap { views[$0]?.title }
    let isSubtitle = content != nil ? content?.secondaryText != nil : state.style == "subtitle"
    return TableRow(
      text: text, detail: detail, accessory: state.accessory, isSubtitle: isSubtitle)
  }
}

extension Interpreter {
  /// Asks the table's data source for its sections, rows and headers, as far as the screen
  /// can draw them (`TableLimits`), and keeps the answers in the world. A data source that
  /// reloads the table while it is being read is not read again.
  func loadTable(_ table: ObjectID) throws {
    guard state.world.app.tables[table] != nil, !loadingTables.contains(table) else { return }
    loadingTables.insert(table)
    defer { loadingTables.remove(table) }
    var sections: [TableSection] = []
    var sectionCount = 0
    if let source = state.world.app.tables[table]?.dataSource {
      let me = Value.object(table)
      let asked = try askDelegate(
        ["numberOfSections(in:)", "numberOfSectionsInTableView:"], on: source, [me])
      sectionCount = max(0, intAnswer(asked) ?? 1)
      var budget = TableLimits.rows
      for section in 0..<min(sectionCount, TableLimits.sections) {
        let count = try askDelegate(
          ["tableView(_:numberOfRowsInSection:)", "tableView:numberOfRowsInSection:"],
          on: source, [me, .int(section)])
        let rowCount = max(0, intAnswer(count) ?? 0)
        let header = try askDelegate(
          ["tableView(_:titleForHeaderInSection:)", "tableView:titleForHeaderInSection:"],
          on: source, [me, .int(section)])
        var rows: [TableRow] = []
        for row in 0..<min(rowCount, budget) {
          let cell = try askDelegate(
            ["tableView(_:cellForRowAt:)", "tableView:cellForRowAtIndexPath:"], on: source,
            [me, indexPathValue(section: section, row: row)])
          rows.append(state.world.shownRow(of: cell ?? .none))
        }
        budget -= rows.count
        var title: String?
        if case .string(let text)? = header?.unwrapped { title = text }
        sections.append(TableSection(header: title, rowCount: rowCount, rows: rows))
      }
    }
    state.world.app.tables[table]?.sections = sections
    state.world.app.tables[table]?.sectionCount = sectionCount
    state.world.app.tables[table]?.hasLoaded = true
  }

  /// Reads every table view on screen whose data source was not asked yet (a table shown
  /// for the first time).
  func loadNewTables() throws {
    for table in state.world.shownTables where state.world.app.tables[table]?.hasLoaded == false {
      try loadTable(table)
    }
  }

  /// Runs the method named by one of `names` on `object` (`self` or an instance of the
  /// learner's class) with these arguments; nil when it has no such method.
  func askDelegate(_ names: [String], on object: ObjectID, _ arguments: [Value]) throws
    -> Value?
  {
    guard let (decl, instance) = callbackMethod(names, on: object, in: state.world) else {
      return nil
    }
    return try callUser(
      decl, arguments: Array(arguments.prefix(decl.parameters.count)), range: nil,
      instance: instance, selfValue: instance.map { .object($0) })
  }

  private func intAnswer(_ value: Value?) -> Int? {
    if case .int(let number)? = value?.unwrapped { return number }
    return nil
  }
}
