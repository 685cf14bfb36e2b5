/// A part of Swift's standard library or of Foundation that AlertLab runs as Swift: its
/// declarations, parsed once for the process, are declared in the learner's program the
/// first time its code names one of `names` (as the SwiftUI module is by `import SwiftUI`).
struct LibraryModule: Sendable {
  /// The file the module's own lines are counted in.
  let fileName: String
  let source: String
  /// The names whose first use declares the module.
  let names: Set<String>
  /// The type whose declaration says the module is declared.
  let marker: String

  /// The modules' types whose values the shell's echo shows by their description, as
  /// Swift's REPL shows them (`id: UUID = E621E1F8-C36C-495A-93FC-0C247A3E6E5F`).
  static let shownByDescription: Set<String> = ["UUID"]

  /// Every module, in the order they are looked for.
  static let all: [LibraryModule] = [.nsError, .sequences, .uuid]

  /// The module that declares `name` (`AnyIterator<Int>` names `AnyIterator`), if any.
  static func declaring(_ name: String) -> LibraryModule? {
    let base = name.utf8.contains(UInt8(ascii: "<")) ? String(name.prefix { $0 != "<" }) : name
    return all.first { $0.names.contains(base) }
  }
}

extension Parser {
  /// Each module's declarations, parsed once, by marker.
  static let libraryModules: [String: ParseResult] = Dictionary(
    uniqueKeysWithValues: LibraryModule.all.map {
      ($0.marker, Parser.parse($0.source, fileName: $0.fileName))
    })
}

extension Interpreter {
  /// Declares `module` in the program, once: true when it is declared (now or before).
  @discardableResult
  func declare(_ module: LibraryModule) throws -> Bool {
    if state.classes[module.marker] != nil { return true }
    guard let parsed = Parser.libraryModules[module.marker], !parsed.hasErrors else {
      return false
    }
    let learners = upcoming
    upcoming = UpcomingDeclarations(parsed.statements)
    defer { upcoming = learners }
    let outerScopes = scopes
    scopes = []
    defer { scopes = outerScopes }
    for statement in parsed.statements { try exec(statement) }
    return true
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
