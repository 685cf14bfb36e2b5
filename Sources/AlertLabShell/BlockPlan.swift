import AlertLabScript

/// The Swift of one block of input read before it runs (a multi-line paste, a script, a
/// lesson's code): as in a Swift file, the types, extensions and functions it declares are
/// visible to the code before them. Top-level code still runs in order; a declaration an
/// earlier statement names runs ahead of it, and is not run again at its own place (a name
/// declared twice, as the shell allows, keeps its order).
struct BlockPlan {
  /// One statement and the input it came from.
  struct Item {
    var statement: Stmt
    var source: String
    /// The line of its file the input starts on.
    var firstLine: Int
  }

  /// Where a statement starts in its file: line and column.
  struct Position: Hashable {
    var line: Int
    var column: Int
  }

  private(set) var upcoming = UpcomingDeclarations()
  private var items: [Item] = []
  private var ranAhead: Set<Position> = []
  /// The names that statements of the block which failed would have declared: a later use
  /// of one is not another error, as a compiler reports only the declaration's.
  var undeclared: Set<String> = []

  init(_ chunks: [(source: String, firstLine: Int, statements: [Stmt])]) {
    for chunk in chunks {
      upcoming.add(chunk.statements, firstLine: chunk.firstLine)
      items += chunk.statements.map {
        Item(statement: $0, source: chunk.source, firstLine: chunk.firstLine)
      }
    }
  }

  /// True for "cannot find 'NAME' in scope" where a statement of the block that failed
  /// declares NAME: swiftc reports the declaration's error only.
  func followsFailedDeclaration(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.unfoundName.map(undeclared.contains) ?? false
  }

  static func position(of statement: Stmt, firstLine: Int) -> Position {
    Position(line: firstLine + statement.range.start.line - 1, column: statement.range.start.column)
  }

  /// The declarations an earlier statement of the block names, in the block's order; they are
  /// remembered as run.
  mutating func takeHoisted() -> [Item] {
    let hoistable = items.indices.filter {
      $0 > 0 && !UpcomingDeclarations.hoistableNames(of: items[$0].statement).isEmpty
    }
    guard let last = hoistable.last else { return [] }
    // A name declared twice is the shell's way of replacing a declaration: its order counts.
    var declarations: [String: Int] = [:]
    for item in items {
      for name in UpcomingDeclarations.hoistableNames(of: item.statement) {
        declarations[name, default: 0] += 1
      }
    }
    // An extension of a type the block declares runs after that type, in its place.
    var blockTypes: Set<String> = []
    for item in items {
      switch item.statement.kind {
      case .classDecl(let decl): blockTypes.insert(decl.name)
      case .enumDecl(let decl): blockTypes.insert(decl.name)
      case .protocolDecl(let decl): blockTypes.insert(decl.name)
      default: break
      }
    }
    var words: Set<Substring> = []
    var result: [Item] = []
    for index in 0..<last {
      let item = items[index]
      Self.addWords(of: item, to: &words)
      if case .extensionDecl(let decl) = items[index + 1].statement.kind,
        blockTypes.contains(decl.extendedType.description)
      {
        continue
      }
      let names = UpcomingDeclarations.hoistableNames(of: items[index + 1].statement)
      if names.contains(where: { words.contains(Substring($0)) }),
        names.allSatisfy({ declarations[$0] == 1 })
      {
        let next = items[index + 1]
        result.append(next)
        ranAhead.insert(Self.position(of: next.statement, firstLine: next.firstLine))
      }
    }
    guard !result.isEmpty else { return result }
    // The block's imports come first, as in a Swift file: what they declare (SwiftUI's
    // property wrappers and views) is there for the declarations that run ahead.
    let imports = items.filter {
      if case .importDecl = $0.statement.kind { return true }
      return false
    }
    for item in imports {
      ranAhead.insert(Self.position(of: item.statement, firstLine: item.firstLine))
    }
    return imports + result
  }

  /// The extensions further down the block of the type `statement` declares, to run as soon
  /// as the type is declared: as in a Swift file, what they add (a conformance, a
  /// `description`) is the type's everywhere. An extension that names something declared
  /// between the type and it stays in its place, and so do those after it.
  mutating func extensionsFollowing(_ statement: Stmt, firstLine: Int) -> [Item] {
    let typeName: String
    switch statement.kind {
    case .classDecl(let decl): typeName = decl.name
    case .enumDecl(let decl): typeName = decl.name
    case .protocolDecl(let decl): typeName = decl.name
    default: return []
    }
    let position = Self.position(of: statement, firstLine: firstLine)
    guard
      let index = items.firstIndex(where: {
        Self.position(of: $0.statement, firstLine: $0.firstLine) == position
      })
    else { return [] }
    var declaredBetween: Set<Substring> = []
    var result: [Item] = []
    for item in items[(index + 1)...] {
      if case .extensionDecl(let decl) = item.statement.kind,
        decl.extendedType.description == typeName
      {
        var words: Set<Substring> = []
        Self.addWords(of: item, to: &words)
        guard words.isDisjoint(with: declaredBetween) else { break }
        result.append(item)
        ranAhead.insert(Self.position(of: item.statement, firstLine: item.firstLine))
        continue
      }
      var names = UpcomingDeclarations.hoistableNames(of: item.statement)
      if case .variable(let decl) = item.statement.kind { names.append(decl.name) }
      if names.contains(typeName) { break }
      declaredBetween.formUnion(names.map { Substring($0) })
    }
    return result
  }

  /// True (once) for a statement that already ran ahead of its place.
  mutating func ranAhead(_ statement: Stmt, firstLine: Int) -> Bool {
    ranAhead.remove(Self.position(of: statement, firstLine: firstLine)) != nil
  }

  /// The identifier-like words of a statement's source.
  static func addWords(of item: Item, to words: inout Set<Substring>) {
    let utf8 = item.source.utf8
    let start = max(0, min(item.statement.range.start.offset, utf8.count))
    let end = max(start, min(item.statement.range.end.offset, utf8.count))
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    let upper = utf8.index(utf8.startIndex, offsetBy: end)
    let text = Substring(item.source.utf8[lower..<upper])
    for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
      words.insert(word)
    }
  }
}
