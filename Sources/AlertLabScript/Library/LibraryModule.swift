/// A part of Swift's standard library or of Foundation that AlertLab runs as Swift: its
/// declarations, parsed once for the process, are declared in the learner's program the
/// first time its code names one of `names` (as the SwiftUI module is by `import SwiftUI`).
struct LibraryModule: Sendable {
  /// The module's declarations, parsed the first time they are asked for (each module's
  /// own `static let`), so a program that names one module parses no other.
  let parsed: @Sendable () -> ParseResult
  /// The names whose first use declares the module.
  let names: Set<String>
  /// The type whose declaration says the module is declared.
  let marker: String

  /// The modules' types whose values the shell's echo shows by their description, as
  /// Swift's REPL shows them (`id: UUID = E621E1F8-C36C-495A-93FC-0C247A3E6E5F`).
  static let shownByDescription: Set<String> = ["UUID"]

  /// Every module, in the order they are looked for.
  static let all: [LibraryModule] = [.nsError, .sequences, .uuid, .affineTransform, .hasher]

  /// The position in `all` of the module of each name.
  private static let byName: [String: Int] = Dictionary(
    all.enumerated().flatMap { index, module in module.names.map { ($0, index) } },
    uniquingKeysWith: { first, _ in first })

  /// The module that declares `name` (`AnyIterator<Int>` names `AnyIterator`), if any: one
  /// lookup, as a call of a name the program has not declared reaches it.
  static func declaring(_ name: String) -> LibraryModule? {
    if let index = byName[name] { return all[index] }
    guard name.utf8.last == UInt8(ascii: ">"), let open = name.firstIndex(of: "<"),
      let index = byName[String(name[..<open])]
    else { return nil }
    return all[index]
  }
}

extension Interpreter {
  /// Declares `module` in the program, once: true when it is declared (now or before).
  @discardableResult
  func declare(_ module: LibraryModule) throws -> Bool {
    if state.classes[module.marker] != nil { return true }
    let parsed = module.parsed()
    guard !parsed.hasErrors else { return false }
    try declareModule(parsed.statements)
    return true
  }

  /// Declares a module's statements (a library module's, SwiftUI's) at top level: its types
  /// name each other in any order, as in a Swift file, and the learner's declarations still
  /// to come are looked for again after.
  func declareModule(_ statements: [Stmt]) throws {
    let learners = upcoming
    upcoming = UpcomingDeclarations(statements)
    defer { upcoming = learners }
    let outerScopes = scopes
    scopes = []
    defer { scopes = outerScopes }
    for statement in statements { try exec(statement) }
  }

  /// `AnyIterator`, `sequence(first:next:)`, `NSError`, ... named by code where nothing the
  /// learner declared has the name: its module declared now; false when no module has it.
  func declareLibraryModule(naming name: String) throws -> Bool {
    guard let module = LibraryModule.declaring(name), state.classes[module.marker] == nil else {
      return false
    }
    return try declare(module)
  }
}
