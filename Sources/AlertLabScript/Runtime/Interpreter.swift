import AlertLabKit
import AlertLabWords

/// A closure or function the world can call back, by `Callable` id. Indirect, so an entry is
/// one reference: the table's nodes copy their entries when a statement first changes them.
indirect enum CallableEntry: Hashable, Sendable {
  case closure(ClosureExpr, captured: [[String: Int]])
  case function(FunctionValue)
  /// The next step of a task (`Concurrency.swift`), by its id, and which of its wake-ups it
  /// is (an earlier one, overtaken by cancellation, does nothing).
  case task(Int, wake: Int)
  /// The completion UIKit hands a `UIDeferredMenuElement`'s provider, by the element's id.
  case menuCompletion(ObjectID)
}

extension ClosureExpr: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(body.count) }
}

/// Everything the learner's code has built: the world, variables, closures, functions and
/// declared classes. A value, so a statement runs as a transaction and `:undo` pops states.
///
/// The variable storage most statements change (`variables`, a persistent vector that copies
/// only the nodes a change reaches, and `callables`) is held in the state itself. The rest of
/// the learner's program (`ProgramFields`: functions, classes, extensions, instances, ...),
/// which a statement seldom changes, lives in one reference-counted object, copied on the
/// first change after the state was copied: keeping a state for a statement's transaction
/// costs a few references, whatever the program holds, and a statement that sets or declares
/// a variable copies none of it. Its fields read and change as the state's own
/// (`state.classes`).
@dynamicMemberLookup
public struct MachineState: Sendable {
  public var world: World
  /// Variable storage, one element a box; scopes map names to indices here, so closures
  /// capture by reference. Read by column as `boxes`, `constants` and `declaredTypes`.
  /// Changed only by `newBox` and `updateVariable`, which count the change: without an
  /// observer, a read from outside the state reads the field in place instead of copying
  /// the vector through a getter.
  private(set) var variables = PersistentVector<Variable>(fallback: .missing)
  /// The closures and functions the world can call back, by `Callable` id.
  var callables = PersistentVector<CallableEntry?>(fallback: nil) {
    didSet { revision.advance() }
  }
  /// The fields of `ProgramFields`. Changed only through `uniqueProgram()`, so a copy never
  /// sees another's change.
  private var program = Program(ProgramFields())
  /// Top-level names (a hash trie: a long session declares thousands).
  public internal(set) var globals: PersistentHashMap<String, Int> = [:] {
    didSet { revision.advance() }
  }
  /// The learner's view controller class that `self` became, if any.
  public internal(set) var screenClass: String? { didSet { revision.advance() } }
  /// True once `import SwiftUI` declared the module's types; the learner's view (or app)
  /// that is the screen.
  public internal(set) var importsSwiftUI = false { didSet { revision.advance() } }
  public internal(set) var swiftUIRoot: String? { didSet { revision.advance() } }
  /// Old spellings already explained once.
  public internal(set) var notedSpellings: Set<String> = []
  /// Counts changes to the learner's program (not to `world`, which counts its own; not to
  /// the notes and result names, which no `:undo` needs).
  var revision = Revision()
  /// `$R0`, `$R1`, ... for expression results.
  var resultCounter = 0
  /// The state of the generator behind `randomElement()` and `shuffled()`: the same input
  /// draws the same numbers, and `:undo` takes a draw back with the rest.
  var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15

  public init(world: World) {
    self.world = world
  }

  /// A field of the program, read in place and changed in the state's own copy of the
  /// program, which counts the change as a `didSet` would (not a change that throws).
  /// Public as the type is, but only this module can name a field.
  public subscript<Field>(dynamicMember field: WritableKeyPath<ProgramFields, Field>) -> Field {
    @inline(__always) get { program.fields[keyPath: field] }
    @inline(__always) _modify {
      yield &uniqueProgram().fields[keyPath: field]
      revision.advance()
    }
  }

  /// The program to change, copied first if another state shares it.
  @inline(__always)
  private mutating func uniqueProgram() -> Program {
    if !isKnownUniquelyReferenced(&program) { program = Program(program.fields) }
    return program
  }

  /// True when the program or the world changed since `earlier`, a state this one was made
  /// from. O(1).
  public func hasChanged(since earlier: MachineState) -> Bool {
    !revision.isSame(as: earlier.revision) || world.hasChanged(since: earlier.world)
  }

  /// True when this state and `other` share the seldom-changed fields of the program (neither
  /// changed one since one was copied from the other). O(1).
  func sharesProgramFields(with other: MachineState) -> Bool { program === other.program }

  /// The value in each box.
  var boxes: VariableColumn<Value> { VariableColumn(variables, \.value) }
  /// Whether the box at each index was declared with `let`.
  var constants: VariableColumn<Bool> { VariableColumn(variables, \.isConstant) }
  /// The declared type of each box (for `T?` wrapping and annotations), if any.
  var declaredTypes: VariableColumn<String?> { VariableColumn(variables, \.declaredType) }

  /// The variable in `box` (`Variable.missing` for a box never made). Mutating only so that
  /// the interpreter reads it in place: a read of `variables` through the interpreter's
  /// `state` copies the vector first.
  mutating func variable(_ box: Int) -> Variable { variables[box] }

  /// Makes a box holding `variable`; returns its index.
  mutating func newBox(_ variable: Variable) -> Int {
    variables.append(variable)
    revision.advance()
    return variables.count - 1
  }

  /// Changes the variable in `box` (an index from `newBox`; any other changes nothing).
  mutating func updateVariable(_ box: Int, _ change: (inout Variable) -> Void) {
    guard var variable = variables.element(at: box) else { return }
    change(&variable)
    variables[box] = variable
    revision.advance()
  }

  /// Names of the variables declared at top level, sorted.
  public var variableNames: [String] { globals.keys.sorted() }

  /// The parts of the learner's program a statement seldom changes, kept together.
  /// Public for the subscript above; its fields are the module's own.
  public struct ProgramFields {
    /// Functions declared on `self` (top level and `extension ViewController`), by base name.
    /// Every site that adds to it adds the name to `functionNames` too (no name is ever
    /// removed), so that declaring a function costs the same however many there are.
    var functions: PersistentMap<String, [FunctionDecl]> = [:]
    /// The names of `functions`, kept with them: most names a statement looks up are not
    /// there, and the filter says so without searching.
    var functionNames = NameFilter()
    /// Classes the learner declared, by name.
    var classes: PersistentMap<String, ClassDecl> = [:]
    /// Enums the learner declared, by name (their members are also in `classes`).
    var enums: PersistentMap<String, EnumDecl> = [:]
    /// Protocols the learner declared, by name.
    var protocols: PersistentMap<String, ProtocolDecl> = [:]
    /// Protocols adopted by extensions (`extension ViewController: Alertable { }`), by type.
    var conformances: PersistentMap<String, [String]> = [:]
    /// `extension Array: Purchaseable where Element: Purchaseable`: the protocol the
    /// elements must adopt, by `Type:Protocol`.
    var elementRequirements: PersistentMap<String, String> = [:]
    /// Members added by extensions of UIKit and Swift types (`UIAlertController`, `String`).
    var extensions: PersistentMap<String, [Stmt]> = [:]
    /// The boxes of static stored properties (`static let shared = ...`), by `Type.name`,
    /// made on first use as Swift does.
    var statics: PersistentMap<String, Int> = [:]
    /// The stored properties of each instance of a learner's class, by name (boxes).
    var instances: ObjectTable<[String: Int]> = [:]
    /// The generic arguments each instance of a learner's generic type was made with
    /// (`Stack<Int>()` is `["Int"]`), as written; an instance made without them has none.
    var genericArguments: ObjectTable<[String]> = [:]
    /// Key-value observers: per observed object, per key path, the observers in order.
    var keyValueObservers: ObjectTable<[String: [ObjectID]]> = [:]
    /// The `willSet`/`didSet` of observed stored properties and variables, by box.
    var observers: PersistentMap<Int, PropertyObserver> = [:]
    /// The boxes of `lazy var`s not yet read and of `let`s declared without a value.
    var deferred: PersistentMap<Int, DeferredBox> = [:]
    /// The delegate slots that hold an instance of the learner's class, weakly, by holder.
    var weakDelegates: ObjectTable<WeakDelegate> = [:]
    /// The boxes that hold a reference without keeping it (`weak var`, `unowned let`,
    /// `[weak self]`): reachability does not go through them, and they read nil once what
    /// they held is deinitialized.
    var weakBoxes: PersistentMap<Int, Bool> = [:]
    /// True once a class of the learner's declares `deinit` or a `weak`/`unowned` variable is
    /// declared: from then on each statement and function end releases the learner's
    /// objects nothing refers to, as ARC would.
    var tracksLifetimes = false
    /// The names of stored properties a learner's subclass overrides with a getter and setter
    /// (`override var sides: Int { get { super.sides } set { ... } }`): only their reads and
    /// writes look for the override.
    var computedOverrides: Set<String> = []
  }

  /// The program's fields in an object, so that copying a state shares them.
  /// `@unchecked Sendable`: an object two states share is never changed
  /// (`uniqueProgram()` copies it first).
  private final class Program: @unchecked Sendable {
    var fields: ProgramFields

    init(_ fields: ProgramFields) { self.fields = fields }
  }
}

/// What the state keeps in one box: a variable's (or stored property's) value, whether it was
/// declared with `let`, and the type it was declared with, if any. Kept together, so that
/// making a box appends once and reading a variable with its type finds it once.
struct Variable: Sendable {
  var value: Value
  var isConstant: Bool
  var declaredType: String?

  /// What a box never made reads as.
  static let missing = Variable(value: .void, isConstant: true, declaredType: nil)
}

/// One field of every box, read as a vector of its own (`state.boxes[box]`): a view of the
/// state's variables that copies nothing but a reference to them.
struct VariableColumn<Field>: Sequence {
  let variables: PersistentVector<Variable>
  let field: KeyPath<Variable, Field>

  init(_ variables: PersistentVector<Variable>, _ field: KeyPath<Variable, Field>) {
    self.variables = variables
    self.field = field
  }

  /// The field of `box`; a box never made reads as `Variable.missing`.
  subscript(box: Int) -> Field { variables[box][keyPath: field] }

  var count: Int { variables.count }
  var indices: Range<Int> { variables.indices }

  func makeIterator() -> some IteratorProtocol<Field> {
    variables.lazy.map { $0[keyPath: field] }.makeIterator()
  }
}

/// What one statement produced.
public struct StatementOutcome: Sendable {
  /// What Swift's REPL prints after it (`alert: UIAlertController = <...>`), if anything.
  public var echo: String?
  /// Why it stopped early; the state is then as before the statement.
  public var failure: ScriptFailure?
  /// What the app and UIKit said, in order (printed before the failure, if any).
  public var events: [WorldEvent]
  /// The handler the failure happened in, when UIKit was running one.
  public var handler: HandlerContext? = nil
  /// The input the code that crashed came from, when it is not the statement's own (a
  /// closure a function declared earlier made): the crash's range is within that input.
  public var crashInput: Int? = nil
}

/// Runs the Swift subset against the simulated world. A class because the world calls back
/// into it (handlers, observers, delegates); its state is a value that can be saved and
/// restored.
public final class Interpreter: CallbackRunner {
  public var state: MachineState
  // The bookkeeping of the statement running now (its scopes, call stack and step count) is
  // read and written at every expression. Each access is instantaneous: none is passed
  // `inout` or held across a call, so none can overlap another, and the run-time
  // exclusivity check (a thread-local search per access) is left out for them alone.
  /// The local scopes of the function or closure running now (innermost last).
  @exclusivity(unchecked) var scopes: [[String: Int]] = []
  @exclusivity(unchecked) var callDepth = 0
  /// How many functions of the SwiftUI module run now: the learner's weak delegates are looked
  /// for when the statement ends, not at the end of each of the module's calls (system code,
  /// whose lifetimes a program cannot see), which would walk everything the program holds.
  @exclusivity(unchecked) var moduleCallDepth = 0
  /// The type chains of the declarations as they are now (`typeChain(of:)`).
  var typeChainMemo = TypeChainMemo()
  /// The scopes of the callers of the function or closure running now, outermost first:
  /// with `scopes`, what is still alive (E-PC2).
  @exclusivity(unchecked) var frames: [[[String: Int]]] = []
  /// The declared result type of each function running now (nil for closures), so
  /// `return .none` resolves.
  @exclusivity(unchecked) var returnTypes: [String?] = []
  /// The instance whose method or accessor each running function is (nil for methods of
  /// `self`): `self` inside it.
  @exclusivity(unchecked) var selfStack: [Value?] = []
  /// The depths in `frames` of the non-mutating methods of the learner's structs running
  /// now: a closure made in one keeps a copy of `self`, as Swift's capture of a value does.
  var valueSelfFrames: [Int] = []
  /// True once a nested type was declared under its qualified name (`IdType.Employee`, a
  /// top-level `Employee` having the name): names in its outer type's code are looked up
  /// there first.
  var hasQualifiedNestedTypes = false
  /// `Stack<Int>()`: the type and arguments written where the instance about to be made is
  /// made, bound to it as soon as it exists, so that its initializer sees them.
  var pendingGenericArguments: (type: String, arguments: [String])?
  /// `let fighter: TIEFighter = launch()`: the type the context expects of a call of the
  /// learner's generic function, by the function's name, for a generic parameter only its
  /// result names.
  var expectedCallResult: (function: String, type: String)?
  /// `let age: Int = employee.age`: the type the context expects of a member read now, which
  /// chooses among `subscript(dynamicMember:)` overloads that differ only in their result.
  var expectedMemberResult: String?
  /// A SwiftUI view that becomes the screen once the block's extension of it is declared
  /// (its body calls the extension's methods).
  var deferredScreen: (decl: ClassDecl, range: SourceRange)?
  /// The UIKit screen class whose life cycle runs once the block's extension of it is
  /// declared (`viewDidLoad` calls the extension's `configure()`), with what it connected.
  var deferredLifeCycle:
    (decl: ClassDecl, ancestor: String, outlets: [Said], unconnected: [String], actions: [Said])?
  /// The learner's functions and accessors running now, innermost last: `#function` names
  /// the last (`main` when none runs).
  @exclusivity(unchecked) var runningCode: [RunningCode] = []
  /// Where the `(` of the call being made is: a `#column` default argument is its column.
  @exclusivity(unchecked) var callSite: SourceLocation?
  /// The lines of the file above the top-level statement running now: `#line` of a call in
  /// it counts them.
  public var topLevelLineOffset = 0
  /// How many assignments through an optional chain found it nil (and set nothing).
  var skippedChainAssignments = 0
  /// The instances whose `init` is running (their `let` properties may be set), each with
  /// the class that declares the running `init` (its `super.init(...)` is its superclass's).
  var initializing: [(object: ObjectID, owner: String)] = []
  /// The types whose convenience initializer is running (`self.init(...)` makes the object).
  var convenienceInits: [String] = []
  /// The final values of the `inout` parameters of the function that returned last.
  var inoutValues: [String: Value] = [:]
  /// The positions of the `&` arguments of the closure being called, and the final values
  /// of those parameters when it returned.
  var closureInoutPositions: Set<Int> = []
  var closureInoutFinals: [Int: Value] = [:]
  /// True while a collection of `Unicode.Scalar`s (`word.unicodeScalars`) calls a closure on
  /// its elements: the closure's parameters are scalars then, not the strings that hold them.
  var closureTakesScalars = false
  /// The boxes whose observers are running now (their own sets do not call them again).
  var observing: Set<Int> = []
  @exclusivity(unchecked) var steps = 0
  /// The stack the statement running now may still use: every walk of it (checking,
  /// evaluating, calling, copying values) counts its steps through `charge`, which stops the
  /// statement before the stack runs out. Nil outside a statement.
  @exclusivity(unchecked) var stack: StackBudget?
  /// What a statement stopped for using up its stack is told.
  static let tooDeepMessage = Said(.statementNestsTooDeeply)
  /// The most work one statement may do.
  @exclusivity(unchecked) public var stepLimit = 2_000_000
  /// The deepest chain of calls.
  @exclusivity(unchecked) public var callDepthLimit = 128
  /// Whether a `StatementInterruption` request stops this interpreter's statement (the
  /// shell on a terminal turns it on; other interpreters in the process leave the request
  /// alone).
  @exclusivity(unchecked) public var stopsOnInterruption = false
  /// Whether a `Task { }` made by top-level code starts only once that code waits at an
  /// `await` (or the input ends, or a command lets the run loop turn), as in a compiled
  /// program (`alertlab run`, piped input), rather than when its statement's turn ends (the
  /// shell, where each input is a turn).
  @exclusivity(unchecked) public var holdsTaskStarts = false
  /// True while a top-level statement runs (not the work its turn runs when it ends).
  var runsTopLevelCode = false
  /// The lazy sequences made so far (`xs.lazy`), by their objects (`LazySequences.swift`).
  var lazySequences: [ObjectID: LazyChain] = [:]
  /// True when the last statement was stopped by `StatementInterruption` (Ctrl-C).
  @exclusivity(unchecked) public private(set) var wasInterrupted = false
  /// Printed text after the last newline (`print(x, terminator: "")`).
  var pendingOutput = ""
  /// The names of the wrapped local (and top-level) variables declared so far, with the
  /// number of wrappers (`@Clamped(1...5) var stars = 3`: `stars` is read through `_stars`).
  var wrappedNames: [String: Int] = [:]
  /// The names of protocol requirements written with an attribute (a result builder there
  /// builds the conforming types' implementations).
  var attributedRequirementNames: Set<String> = []
  /// For each type, the members its extensions declare, with the protocols each of those
  /// extensions adopts (a requirement's builder is inferred where the type adopts it).
  var extensionAdoptions: [String: [String: [String]]] = [:]
  /// The `self` of each mutating method of an enum running now, as it stands.
  var mutatingSelf: [Value] = []
  /// True while deinits run, so that their own function ends release nothing more.
  var releasingObjects = false
  /// The operators and precedence groups the learner's input declared, for the next parse.
  public var operators = CustomOperators()
  /// The parses `peek` made, by source, with the operators each was made with: a lesson's
  /// goals are evaluated at each step's start and after every statement, and a parse depends
  /// on its source and the operators alone.
  private var peekParses: [String: (operators: CustomOperators, parsed: ParseResult)] = [:]
  /// The most parses `peek` keeps, each of a source of 1 KB at most (completion peeks at
  /// whatever is typed).
  static let peekParsesKept = 128
  /// The declarations of the block of input running now, visible before they are made.
  public var upcoming = UpcomingDeclarations()
  /// Names the input running now (the shell numbers them), so a handler's failure can be
  /// shown on the input that declared it.
  public var inputTag = 0
  /// The input each closure (by callable index) and each function of self was declared in.
  var closureOrigins: [Int: Int] = [:]
  var functionOrigins: [String: Int] = [:]
  /// The input each member of a learner's type was declared in, by type, name and place.
  var memberOrigins: [String: Int] = [:]
  /// The input of the innermost closure or function a failure left, once one has.
  @exclusivity(unchecked) var failureOrigin: FailureOrigin?
  /// The scene objects `@IBOutlet`s were connected to in the class being made `self`'s.
  var connectedOutlets: Set<ObjectID> = []
  /// The table views whose data source is being read (a reload from inside is not run).
  var loadingTables: Set<ObjectID> = []
  /// How far up the screen class's chain each `super.name(...)` running now has gone.
  var superDepths: [String: Int] = [:]
  /// Whether conversions and name lookups use the process's remembered `TypeShape`s and
  /// `NameFacts` (off, each is worked out afresh: the same answers, for tests to compare).
  @exclusivity(unchecked) var remembersSpellings = true
  /// Whether a name that is not found gets its notes (`did you mean ...?`): off while `peek`
  /// evaluates, whose callers show a failure's message alone.
  @exclusivity(unchecked) var notesMissingNames = true
  /// The catalog's member tables of classes, the written types' shapes, the names' facts and
  /// the catalog's member types this interpreter asked for last, kept in front of the
  /// process's memos (`catalogTableMemo`, `TypeShape.memo`, `NameFacts.memo`,
  /// `DeclarationChecker.memberTypeMemo`); and those its declaration checker asks for
  /// (`DeclarationChecker.typeMemberMemo`, `closureParameterMemo`, `simulatedClassMemo`).
  /// The learner's tasks and continuations (`Concurrency.swift`).
  let tasks = TaskTable()
  /// True while a declaration runs ahead of its place in the block because an earlier
  /// statement names it (a view another view shows is not the screen).
  public var runsAhead = false
  /// The tasks as the last statement or gesture found them, kept to put back if it failed:
  /// the shell keeps them beside the state it records for `:undo`.
  public private(set) var tasksBeforeLastTurn = KeptTasks(snapshot: nil)
  let recentCatalogTables = RecentAnswers<String, MemberTable>()
  let recentShapes = RecentAnswers<String, TypeShape>()
  let recentNameFacts = RecentAnswers<String, NameFacts>()
  let recentMemberTypes = RecentAnswers<MemberSpelling, String?>()
  let recentTypeMemberTypes = RecentAnswers<MemberSpelling, String?>()
  let recentClosureParameters = RecentAnswers<String, [String]?>()
  let recentSimulatedClasses = RecentAnswers<String, CatalogClass?>()

  public init(state: MachineState) {
    self.state = state
    installSceneGlobals()
  }

  public convenience init(world: World = World()) {
    self.init(state: MachineState(world: world))
  }

  /// `sender` and the scene's named controls are variables a learner can use.
  func installSceneGlobals() {
    if state.globals["sender"] == nil {
      declareGlobal("sender", value: .object(state.world.button), constant: false, type: nil)
    }
  }

  /// Parses and runs `source`, statement by statement; returns the parse diagnostics (nothing
  /// runs when there are errors) or each statement's outcome.
  public func run(_ source: String, fileName: String = "input") -> (
    diagnostics: [Diagnostic], outcomes: [StatementOutcome]
  ) {
    let parsed = Parser.parse(source, fileName: fileName, operators: operators)
    operators = parsed.operators
    if parsed.hasErrors { return (parsed.diagnostics, []) }
    upcoming = UpcomingDeclarations(parsed.statements)
    defer { upcoming = UpcomingDeclarations() }
    return (parsed.diagnostics, parsed.statements.map(execute))
  }

  /// Runs one top-level statement as a transaction: on a crash or error the state is as
  /// before it, and what was said before the failure is still returned.
  public func execute(_ statement: Stmt) -> StatementOutcome {
    onLargeStack { executeInPlace(statement) }
  }

  private func executeInPlace(_ statement: Stmt) -> StatementOutcome {
    // The block's declarations are looked at only when it has some: a method call on
    // `upcoming` would copy it for every statement.
    let redeclared =
      upcoming.firstDeclared.isEmpty
      ? nil : upcoming.redeclaration(statement, firstLine: topLevelLineOffset + 1)
    if let diagnostic = redeclared ?? checkDeclarations(in: statement) {
      return StatementOutcome(echo: nil, failure: .diagnostic(diagnostic), events: [])
    }
    if let range = DeclarationChecker.returnOutsideFunction(statement) {
      return StatementOutcome(echo: nil, failure: Self.returnOutsideFunction(at: range), events: [])
    }
    failureOrigin = nil
    let saved = state
    let savedTasks = tasks.snapshot
    tasksBeforeLastTurn = KeptTasks(snapshot: savedTasks)
    steps = 0
    wasInterrupted = false
    callDepth = 0
    scopes = []
    frames = []
    returnTypes = []
    selfStack = []
    do {
      runsTopLevelCode = true
      var echo = try statement.awaits ? executeAsTask(statement) : executeTopLevel(statement)
      runsTopLevelCode = false
      try withWorld { try $0.endTurn(runner: self) }
      if statement.awaits {
        try runAwaitedWork()
        echo = endWaitingStatement()
      }
      try releaseUnreachable(keeping: [])
      // Taking no events would still copy a world the statement did not change.
      let events = state.world.events.isEmpty ? [] : state.world.takeEvents()
      return StatementOutcome(echo: echo, failure: nil, events: events)
    } catch {
      runsTopLevelCode = false
      var events = state.world.takeEvents()
      // Unwound before the state goes back, so that nothing they do on the way stays.
      rollBack(to: savedTasks, noting: &events)
      state = saved
      return StatementOutcome(
        echo: nil, failure: failure(from: error, at: statement.range), events: events,
        handler: handlerContext(of: error),
        crashInput: failureOrigin?.inputTag.flatMap { $0 == inputTag ? nil : $0 })
    }
  }

  /// swiftc's error for a `return` in top-level code.
  static func returnOutsideFunction(at range: SourceRange) -> ScriptFailure {
    scriptError("return invalid outside of a func", at: range)
  }

  func failure(from error: Error, at range: SourceRange) -> ScriptFailure {
    switch error {
    case let failure as ScriptFailure: return failure
    case let crash as Crash: return .crash(crash, range)
    case let handler as HandlerFailure: return failure(from: handler.underlying, at: range)
    case is ReturnSignal:
      return Self.returnOutsideFunction(at: range)
    case let signal as BreakSignal:
      if let label = signal.label {
        return scriptError("cannot find label '\(label)' in scope", at: range)
      }
      return scriptError("'break' is only allowed inside a loop, if, do, or switch", at: range)
    case let signal as ContinueSignal:
      if let label = signal.label {
        return scriptError("cannot find label '\(label)' in scope", at: range)
      }
      return scriptError("'continue' is only allowed inside a loop", at: range)
    case is FallthroughSignal:
      return scriptError("'fallthrough' is only allowed inside a switch", at: range)
    case let thrown as ThrownError:
      return uncaughtError(thrown)
    case let runaway as RunawayTurn:
      return scriptError(
        Said(.turnQueuedMoreThan, runaway.limit), at: range)
    default:
      return scriptError("unexpected failure: \(error)", at: range)
    }
  }

  // MARK: - Statements

  /// The optional type Swift infers from `known`: never an implicitly unwrapped one
  /// (`String!` is `String?`).
  static func inferredOptional(_ known: String) -> String {
    if known.hasSuffix("?") { return known }
    return (known.hasSuffix("!") ? String(known.dropLast()) : known) + "?"
  }

  /// A value as an echo shows it: a struct of the learner's (or an array of them) as `print`
  /// shows it, by its stored properties, since it has no address; anything else as the
  /// REPL shows it.
  func echoed(_ value: Value, _ formatter: ValueFormatter) -> String {
    func isPlainStruct(_ value: Value) -> Bool {
      guard case .object(let id) = value, let type = learnerClass(of: id),
        let decl = state.classes[type], decl.isStruct
      else { return false }
      // One that describes itself (in its body or an extension, for `print` or for
      // debugging) would run its own code to be shown.
      let describes = decl.members.contains { member in
        guard case .variable(let variable) = member.kind else { return false }
        return variable.name == "description" || variable.name == "debugDescription"
      }
      return !describes && (state.extensions[type] ?? []).isEmpty
        && !conforms(value, to: "CustomStringConvertible")
        && !conforms(value, to: "CustomDebugStringConvertible")
    }
    // `id: UUID = E621E1F8-...`: a library type Swift shows by its description.
    func isShownByDescription(_ value: Value) -> Bool {
      guard case .object(let id) = value, let type = learnerClass(of: id) else { return false }
      return LibraryModule.shownByDescription.contains(type)
    }
    let shownByPrint: Bool
    switch value {
    case .array(let items, _): shownByPrint = !items.isEmpty && items.allSatisfy(isPlainStruct)
    default: shownByPrint = isPlainStruct(value) || isShownByDescription(value)
    }
    if shownByPrint, let text = try? describing(value) { return text }
    return formatter.debug(value)
  }

  func executeTopLevel(_ statement: Stmt) throws -> String? {
    switch statement.kind {
    case .variable(let decl):
      let value = try declare(decl, range: statement.range, global: true)
      guard decl.name != "_", !decl.name.hasPrefix("$tuple"),
        state.deferred.isEmpty || state.globals[decl.name].flatMap({ state.deferred[$0] }) == nil
      else { return nil }
      let formatter = ValueFormatter(world: state.world)
      var type =
        decl.type?.description ?? decl.initializer.flatMap { floatTypeName(of: $0, value: value) }
        ?? functionTypeName(of: value) ?? formatter.typeName(of: value)
      if decl.type == nil, value == .none || value == .object(ObjectID(0)),
        let initializer = decl.initializer, let known = staticTypeName(of: initializer)
      {
        type = Self.inferredOptional(known)
        if let box = state.globals[decl.name] {
          state.updateVariable(box) { $0.declaredType = type }
        }
      }
      return concatenated(decl.name, ": ", type, " = ", echoed(value, formatter))
    case .expression(let expr):
      let value = try eval(expr)
      if case .void = value { return nil }
      // `Task { ... }`: its initializer's result is discardable.
      if case .object(let id) = value, tasks.byObject[id] != nil { return nil }
      if case .optionalEvaluation(let inner) = expr.kind, case .call = inner.kind,
        value == .none || value == .some(.void)
      {
        // A skipped call shows nothing when it returns nothing (`x?.dismiss(...)`).
        let returned = staticTypeName(of: inner)
        if returned == nil || returned == "Void" || returned == "()" { return nil }
      }
      let formatter = ValueFormatter(world: state.world)
      let name = concatenated("$R", String(state.resultCounter))
      state.resultCounter += 1
      var type = formatter.typeName(of: value)
      if value == .none, let known = staticTypeName(of: expr) {
        type = Self.inferredOptional(known)
      } else if let known = functionTypeName(of: value) {
        type = known
      } else if let known = floatTypeName(of: expr, value: value) {
        type = known
      }
      return concatenated(name, ": ", type, " = ", echoed(value, formatter))
    default:
      try exec(statement)
      return nil
    }
  }

  func exec(_ statement: Stmt) throws {
    try tick(statement.range)
    switch statement.kind {
    case .expression(let expr):
      _ = try eval(expr)
    case .variable(let decl):
      _ = try declare(decl, range: statement.range, global: scopes.isEmpty)
    case .assignment(let target, let op, let valueExpr):
      try assign(target: target, op: op, valueExpr: valueExpr)
    case .ifStatement(let conditions, let thenBody, let elseBody):
      scopes.append([:])
      defer { scopes.removeLast() }
      if try checkConditions(conditions) {
        try execBlock(thenBody)
      } else if let elseBody {
        scopes.removeLast()
        scopes.append([:])
        try execBlock(elseBody)
      }
    case .guardStatement(let conditions, let elseBody):
      // The compiler checks this whether or not the else branch runs.
      switch elseBody.last?.kind {
      case .returnStatement?, .throwStatement?, .breakStatement?, .continueStatement?: break
      case .expression(let call)? where call.isNeverReturningCall || callsNeverFunction(call): break
      default:
        throw scriptError(
          "'guard' body must not fall through, consider using a 'return' or 'throw' to exit "
            + "the scope", at: statement.range)
      }
      // At the top level the names a `guard` binds are globals, seen by the statements after.
      if try !checkConditions(conditions) {
        try execBlock(elseBody)
      }
    case .returnStatement(let expr):
      let expected = returnTypes.last ?? nil
      let value = try expr.map { try eval($0, expected: expected) } ?? .void
      throw ReturnSignal(value: value)
    case .function(let decl):
      guard scopes.isEmpty else {
        try declareNestedFunction(decl)
        return
      }
      noteOldTypes(in: decl)
      noteRenamedDelegateMethod(decl)
      functionOrigins[decl.name] = inputTag
      state.functions[decl.name, default: []].removeAll { sameSignature($0, decl) }
      state.functions[decl.name, default: []].append(decl)
      state.functionNames.insert(decl.name)
    case .classDecl(let decl):
      try declareClass(decl, range: statement.range)
    case .extensionDecl(let decl):
      try declareExtension(decl, range: statement.range)
    case .importDecl(let module):
      if module == "SwiftUI" {
        try importSwiftUI(range: statement.range)
      } else if !SyntaxParser.simulatedModules.contains(module) {
        // `import WebKit` in a pasted controller: real Swift; what uses it fails where it
        // does, and the rest runs.
        emitNote(Said(.doesSimulateModuleWhat, module), key: "import:" + module)
      } else if module != "UIKit" && module != "Swift" {
        emitNote(Said(.simulatesUIKitPartsAlert, module), key: "import:" + module)
      }
    case .preview:
      emitNote(Said(.xcodeCanvasShowsPreview), key: "preview")
    case .enumDecl(let decl):
      try declareEnum(decl, range: statement.range)
    case .protocolDecl(let decl):
      try declareProtocol(decl, range: statement.range)
    case .doCatch(let body):
      try execDoCatch(body)
    case .throwStatement(let value):
      try execThrow(value, range: statement.range)
    case .deferStatement(let body):
      // A `defer` reached on its own (the last statement of a block) runs at once.
      try execBlock(body)
    case .forIn, .whileLoop, .repeatWhile, .breakStatement, .continueStatement,
      .fallthroughStatement, .switchStatement:
      try execControl(statement)
    }
  }

  /// The same labels and parameter types: a declaration that replaces the other (one with
  /// other types is an overload beside it).
  func sameSignature(_ a: FunctionDecl, _ b: FunctionDecl) -> Bool {
    a.parameters.map(labelOf) == b.parameters.map(labelOf)
      && a.parameters.map(\.type.description) == b.parameters.map(\.type.description)
      && a.parameters.map(\.isInout) == b.parameters.map(\.isInout)
  }

  func labelOf(_ parameter: Parameter) -> String? {
    let label = parameter.externalLabel ?? parameter.internalName
    return label == "_" ? nil : label
  }

  func execBlock(_ body: [Stmt]) throws {
    // A local function is seen in its whole block, above its declaration too (the
    // declaration, when reached, binds it again to capture the variables declared since).
    if !scopes.isEmpty {
      for case .function(let decl) in body.lazy.map(\.kind) { try declareNestedFunction(decl) }
    }
    for statement in body {
      if case .deferStatement = statement.kind { return try execStatements(body) }
    }
    for statement in body { try exec(statement) }
  }

  func checkConditions(_ conditions: [Condition]) throws -> Bool {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        let value = try eval(expr, expected: "Bool")
        guard case .bool(let flag) = value else {
          throw scriptError(
            "cannot convert value of type '\(typeName(value))' to expected condition type 'Bool'",
            at: expr.range)
        }
        if !flag { return false }
      case .optionalBinding(let binding):
        var value: Value
        if let expr = binding.value {
          value = try implicitlyUnwrappedOptional(expr)?.value ?? eval(expr)
          // `if let v = trip?.printLegs()`: a method of no result, called, gives `()?`.
          if value == .void, case .optionalEvaluation = expr.kind { value = .some(.void) }
        } else {
          value = try lookup(binding.name, range: binding.nameRange)
        }
        guard value.isOptional else {
          throw scriptError(
            "initializer for conditional binding must have Optional type, not '\(typeName(value))'",
            at: binding.value?.range ?? binding.range)
        }
        guard let inner = boundOptional(value, of: binding.value) else { return false }
        var bound = inner
        if let type = binding.type {
          bound = try coerce(inner, to: type.description, at: binding.range)
        }
        // `if var top = window.rootViewController`: the variable has the declared type
        // (UIViewController), so a presented controller can be assigned to it later.
        // `if let first = word.unicodeScalars.first`: a scalar, held as a string of it, is
        // known by the type of where it came from.
        let declared =
          binding.isVar || bound.isSingleScalarText
          ? binding.value.flatMap(staticTypeName(of:)).map(stripOptional) : nil
        declareLocal(
          binding.name, value: bound, constant: !binding.isVar,
          type: binding.type?.description ?? declared)
      case .patternMatch(let match):
        if try !matchCondition(match) { return false }
      }
    }
    return true
  }

  /// `let`/`var`: evaluates the initializer (checked against the annotation) and binds it.
  func declare(_ decl: VariableDecl, range: SourceRange, global: Bool) throws -> Value {
    let wrappers = wrapperAttributes(decl.modifiers)
    if !wrappers.isEmpty { return try declareWrapped(decl, wrappers: wrappers, global: global) }
    if isObserved(decl) { return try declareObserved(decl, range: range, global: global) }
    if !decl.accessors.isEmpty { return declareComputed(decl, global: global) }
    if isLazy(decl) { return try declareLazy(decl) }
    if let declared = try declareAsyncLet(decl) { return declared }
    // `let zero: T = .zero` in `func f<T: Numeric>`: the type `T` is bound to.
    let typeText = decl.type.map(bindingGenericParameters)?.description
    var value: Value
    var inferredType: String?
    if let initializer = decl.initializer {
      if case .nilLiteral = initializer.kind, let typeText, !typeText.hasSuffix("?"),
        !typeText.hasSuffix("!")
      {
        throw scriptError(
          "'nil' cannot initialize specified type '\(typeText)'", at: initializer.range,
          notes: [
            .note("add '?' to make the type optional", at: decl.type?.range ?? initializer.range)
          ])
      }
      try rejectBareType(initializer)
      if typeText == nil, let optional = try implicitlyUnwrappedOptional(initializer) {
        // `let copy = assumed` of `let assumed: String!`: the copy is a `String?`.
        value = optional.value
        inferredType = optional.type
      } else {
        value = try eval(initializer, expected: typeText)
        // `let mark = "?" as Character`, `Character("x")`: a character held as its string
        // keeps the type it was made as.
        if typeText == nil, case .string = value {
          inferredType = characterTypeName(of: initializer)
        }
      }
      if let typeText {
        value = try coerce(value, to: typeText, at: initializer.range, context: "specified")
        value = nestingOptional(value, declared: typeText, from: initializer)
      }
      if case .void = value, decl.type == nil {
        emitNote(Said(.voidCallReturnsNothing, decl.name), key: "void-\(decl.name)")
      }
    } else if let typeText, typeText.hasSuffix("?") || typeText.hasSuffix("!") {
      value = .none
    } else {
      guard decl.type != nil else {
        throw scriptError("type annotation missing in pattern", at: decl.nameRange)
      }
      value = .none
    }
    if decl.name == "_" { return value }
    noteTypeUse(typeText)
    if decl.initializer == nil, decl.modifiers.contains(where: { $0.name == "@IBOutlet" }),
      let outlet = outletConnection(decl.name, type: typeText)
    {
      value = .some(.object(outlet))
      connectedOutlets.insert(outlet)
    }
    // `let title: String` set later (in each branch of an `if` or `switch`) is assigned once.
    let constant = decl.isConstant && decl.initializer != nil
    let declared =
      typeText ?? inferredType ?? controllerVariableType(decl, value: value) ?? indexType(of: decl)
    if global {
      declareGlobal(decl.name, value: value, constant: constant, type: declared)
    } else {
      declareLocal(decl.name, value: value, constant: constant, type: declared)
    }
    if isNonOwning(decl), let box = box(for: decl.name) { markWeak(box) }
    markUnset(decl)
    return value
  }

  /// An implicitly unwrapped optional variable (`let assumed: String! = ...`) read where Swift
  /// keeps it optional (`let copy = assumed`, `if let value = assumed`): its value, nil
  /// included, and its type written `String?`. Nil when `expr` names no such variable.
  func implicitlyUnwrappedOptional(_ expr: Expr) throws -> (value: Value, type: String)? {
    guard case .identifier(let name) = expr.kind, let box = box(for: name),
      let declared = state.variable(box).declaredType, declared.hasSuffix("!")
    else { return nil }
    let value = try readBox(box, range: expr.range)
    return (value.isOptional ? value : .some(value), String(declared.dropLast()) + "?")
  }

  /// `var top = window.rootViewController!`: a variable holding a view controller has the
  /// type Swift gives its initializer (UIViewController), so a presented controller can be
  /// assigned to it in the topViewController walk.
  func controllerVariableType(_ decl: VariableDecl, value: Value) -> String? {
    guard !decl.isConstant, case .object = value, let initializer = decl.initializer,
      staticTypeName(of: initializer) == "UIViewController"
    else { return nil }
    return "UIViewController"
  }

  func newBox(_ value: Value, constant: Bool, type: String?) -> Int {
    state.newBox(Variable(value: copied(value), isConstant: constant, declaredType: type))
  }

  func declareGlobal(_ name: String, value: Value, constant: Bool, type: String?) {
    state.globals[name] = newBox(value, constant: constant, type: type)
  }

  func declareLocal(_ name: String, value: Value, constant: Bool, type: String?) {
    let box = newBox(value, constant: constant, type: type)
    if scopes.isEmpty {
      state.globals[name] = box
    } else {
      scopes[scopes.count - 1][name] = box
    }
  }

  /// The box a name refers to, innermost scope first.
  func box(for name: String) -> Int? {
    for scope in scopes.reversed() {
      if let box = scope[name] { return box }
    }
    return state.globals[name]
  }

  /// The functions of `self` with the base name `name` (`state.functions[name]`), without a
  /// search for a name the filter of their names says is not there.
  func userFunctions(named name: String) -> [FunctionDecl]? {
    state.functionNames.mayContain(name) ? state.functions[name] : nil
  }

  // MARK: - Assignment

  func assign(target: Expr, op: String, valueExpr: Expr) throws {
    if case .member(let base, let name, let nameRange) = target.kind,
      let baseType = staticTypeName(of: base).map(stripOptional), !baseType.hasPrefix("("),
      state.classes[baseType] == nil,
      // `Box<V>`: the learner's generic type is its own, whatever its arguments.
      state.classes[String(baseType.prefix { $0 != "<" })] == nil,
      isKnownType(APICatalog.catalogType(for: baseType)),
      memberTypeName(in: baseType, name: name) == nil,
      !(baseType == "ViewController" && state.globals[name] != nil)
    {
      // Say that the member does not exist before the value is looked at (`.red` alone
      // would otherwise be the confusing error).
      if try skipUnsimulatedSet(baseType, name, value: valueExpr, range: nameRange) { return }
      throw noMember(baseType, name, range: nameRange)
    }
    try rejectBareType(valueExpr)
    if op == "=", case .member(let base, let name, let nameRange) = target.kind {
      // `object.property = value`: the object is evaluated once, and its member's declared
      // type resolves `.red` or `[]` even where no declaration tells the object's type.
      let baseValue = try eval(base)
      if isReferenceValue(baseValue.unwrapped ?? .void) {
        let receiver = try requireUnwrapped(
          baseValue, member: name, range: base.range, declared: staticTypeName(of: base))
        // `field.accessibilityLabel = "Name"` in a text field's configuration handler: the
        // object's own type says the member is real but not simulated, as a declared one does.
        let runtimeType = typeName(receiver)
        if state.classes[runtimeType] == nil,
          isKnownType(APICatalog.catalogType(for: runtimeType)),
          memberTypeName(in: runtimeType, name: name) == nil,
          try skipUnsimulatedSet(runtimeType, name, value: valueExpr, range: nameRange)
        {
          return
        }
        let expected =
          memberType(of: receiver, name: name) ?? boundPropertyType(of: receiver, name: name)
          ?? staticTypeName(of: target)
        let value = try eval(valueExpr, expected: expected)
        if try setThroughObservedStruct(
          receiver, base: base, name: name, value: value, nameRange: nameRange,
          valueRange: valueExpr.range)
        {
          return
        }
        try setMember(receiver, name: name, value: value, range: nameRange)
        try setBackThroughComputed(baseValue, into: base, valueRange: valueExpr.range)
        return
      }
    }
    // `john.residence?.address = createAddress()`: when the chain is nil, the value is not
    // evaluated at all (its base is read first, as Swift reads it; a base that calls nothing
    // is read again for the store).
    if case .optionalEvaluation(let inner) = target.kind, let chain = Self.assignedBase(inner),
      Self.readsWithoutCalls(chain),
      (try? eval(Expr(.optionalEvaluation(chain), range: chain.range)))?.unwrapped == nil
    {
      skippedChainAssignments += 1
      noteSkippedChain(inner)
      return
    }
    // `x = value`: the variable's box is found once, for its type and for the store (no
    // expression declares a name, so the box is the same after the value is evaluated).
    var targetBox: Int?
    if case .identifier(let name) = target.kind { targetBox = box(for: name) }
    var expectedType = targetBox.map(staticTypeName(ofBox:)) ?? staticTypeName(of: target)
    // `textFields?.first?.keyboardType = .numberPad` in a method of an extension: where no
    // declaration tells the target's type, the enum it holds now does (read only for an
    // implicit member, which could not be found otherwise).
    if expectedType == nil, case .implicitMember = valueExpr.kind,
      let current = try? eval(target).unwrapped, case .enumCase(let type, _) = current
    {
      expectedType = type
    }
    var value = try eval(valueExpr, expected: expectedType)
    if op == "=", let expectedType {
      value = nestingOptional(value, declared: expectedType, from: valueExpr)
    }
    if op != "=" {
      var current = try eval(target)
      if case .optionalEvaluation = target.kind {
        // `self?.count += 1`: nothing happens when the chain is nil.
        guard let unwrapped = current.unwrapped else {
          skippedChainAssignments += 1
          return
        }
        current = unwrapped
      }
      if try learnerInoutOperator(op, [current, value], targets: [target], range: target.range)
        != nil
      {
        return
      }
      value = try arithmetic(String(op.dropLast()), current, value, range: valueExpr.range)
    }
    if let targetBox, case .identifier(let name) = target.kind {
      try store(
        value, inBox: targetBox, name: name, range: target.range, valueRange: valueExpr.range)
      return
    }
    try store(value, into: target, valueRange: valueExpr.range)
  }

  /// What an assignment to a member or an element is made on: `a?.b` of `a?.b.c = v`.
  static func assignedBase(_ target: Expr) -> Expr? {
    switch target.kind {
    case .member(let base, _, _), .subscriptAccess(let base, _): base
    default: nil
    }
  }

  /// True for a chain of names, members and unwraps (`self.residence?.address`), which
  /// reading twice changes nothing; bounded by the depth the parser allows.
  static func readsWithoutCalls(_ expr: Expr) -> Bool {
    var current = expr
    while true {
      switch current.kind {
      case .identifier: return true
      case .member(let base, _, _), .bindOptional(let base), .forceUnwrap(let base),
        .paren(let base):
        current = base
      default: return false
      }
    }
  }

  func store(_ value: Value, into target: Expr, valueRange: SourceRange) throws {
    switch target.kind {
    case .identifier(let name):
      guard let box = box(for: name) else {
        if name == "_" { return }
        if let access = wrappedVariableAccess(name, range: target.range) {
          try store(value, into: access, valueRange: valueRange)
          return
        }
        // A computed property of the instance a method runs on (`level = 3` for `self.level`).
        if case .object(let id)? = currentInstance,
          try setInstanceProperty(id, name: name, value: value, range: target.range)
        {
          return
        }
        if let instance = currentInstance, case .object = instance,
          findProperty(in: receiverType(instance), name: name) != nil
        {
          try setMember(instance, name: name, value: value, range: target.range)
          return
        }
        if let property = implicitSelfProperty(name) {
          try setMember(
            .object(state.world.rootViewController), name: property, value: value,
            range: target.range)
          return
        }
        if let owner = ownStaticMemberOwner(name),
          try setStaticProperty(owner, name: name, value: value, range: target.range)
        {
          return
        }
        if name == "self", try replaceSelf(with: value) { return }
        throw ScriptFailure.diagnostic(.cannotFind(name, at: target.range))
      }
      try store(value, inBox: box, name: name, range: target.range, valueRange: valueRange)
    case .member(let base, let name, let nameRange):
      let baseValue = try eval(base)
      if case .type(let type) = baseValue,
        try setStaticProperty(type, name: name, value: value, range: nameRange)
      {
        return
      }
      if isReferenceValue(baseValue.unwrapped ?? .void) {
        let receiver = try requireUnwrapped(
          baseValue, member: name, range: base.range, declared: staticTypeName(of: base))
        if try setThroughObservedStruct(
          receiver, base: base, name: name, value: value, nameRange: nameRange,
          valueRange: valueRange)
        {
          return
        }
        try setMember(receiver, name: name, value: value, range: nameRange)
        try setBackThroughComputed(baseValue, into: base, valueRange: valueRange)
        return
      }
      if case .singleton = baseValue {
        try setMember(baseValue, name: name, value: value, range: nameRange)
        return
      }
      let updated = try withMember(
        try requireUnwrapped(
          baseValue, member: name, range: base.range, declared: staticTypeName(of: base)),
        name: name,
        value: value, range: nameRange)
      try store(updated, into: base, valueRange: valueRange)
    case .optionalEvaluation(let inner):
      do {
        try store(value, into: inner, valueRange: valueRange)
      } catch is OptionalChainNil {
        skippedChainAssignments += 1
        noteSkippedChain(inner)
      }
    case .bindOptional(let inner):
      let baseValue = try eval(inner)
      guard baseValue.unwrapped != nil else { throw OptionalChainNil() }
      try store(value, into: inner, valueRange: valueRange)
    case .forceUnwrap(let inner):
      let baseValue = try eval(inner)
      guard baseValue.unwrapped != nil else {
        throw trap(.forceUnwrapNil(iOS: state.world.iOS), at: inner.range)
      }
      try store(value, into: inner, valueRange: valueRange)
    case .paren(let inner):
      try store(value, into: inner, valueRange: valueRange)
    case .subscriptAccess(let base, let arguments):
      try storeThroughSubscript(
        value, base: base, arguments: arguments, range: target.range, valueRange: valueRange)
    case .tuple(let targets):
      try storeTuple(value, into: targets, valueRange: valueRange)
    default:
      throw scriptError("cannot assign to this expression", at: target.range)
    }
  }

  /// Stores `value` in the box of the variable `name`, converted to its declared type (or to
  /// the type of what it holds), unless the variable is a constant.
  func store(
    _ value: Value, inBox box: Int, name: String, range: SourceRange, valueRange: SourceRange
  ) throws {
    if try setComputed(box, name: name, value: value, range: range) { return }
    let becomesConstant = try settingBox(box, range: range)
    let variable = state.variable(box)
    if variable.isConstant,
      initializing.last.flatMap({ state.instances[$0.object]?[name] }) != box
    {
      throw scriptError(
        "cannot assign to value: '\(name)' is a 'let' constant", at: range,
        notes: [.note("change 'let' to 'var' to make it mutable", at: range)])
    }
    var stored = value
    if let declared = variable.declaredType {
      stored = try coerce(value, to: declared, at: valueRange, context: "assignment")
    } else {
      let current = variable.value
      if current.isOptional || current == .void {
        if !value.isOptional { stored = .some(value) }
      } else if let currentType = Optional(typeName(current)) {
        stored = try coerce(value, to: currentType, at: valueRange, context: "assignment")
      }
    }
    try setBox(box, stored)
    if becomesConstant { state.updateVariable(box) { $0.isConstant = true } }
  }

  // MARK: - Helpers

  /// Writes program output: each finished line is an output event; text after the last
  /// newline (`print(x, terminator: "")`) waits for the rest of its line.
  func emitOutput(_ text: String) {
    guard text.utf8.contains(UInt8(ascii: "\n")) || !pendingOutput.isEmpty else {
      pendingOutput = text
      return
    }
    var lines = (pendingOutput + text).split(separator: "\n", omittingEmptySubsequences: false)
    pendingOutput = String(lines.removeLast())
    for line in lines { state.world.emit(.output(String(line))) }
  }

  /// The output of a line not finished yet, taken to be shown as it is.
  public func takePendingOutput() -> String {
    defer { pendingOutput = "" }
    return pendingOutput
  }

  func tick(_ range: SourceRange) throws {
    try charge(1, range)
  }

  /// Counts `cost` steps of work (one per statement or expression, one per element visited
  /// or character produced) and stops the statement past the limit, or when the learner
  /// pressed Ctrl-C.
  func charge(_ cost: Int, _ range: SourceRange) throws {
    let (total, overflow) = steps.addingReportingOverflow(max(cost, 0))
    steps = overflow ? Int.max : total
    if steps > stepLimit {
      throw scriptError(
        Said(.statementDidMoreThan, stepLimit), at: range)
    }
    if let stack, stack.isExhausted { throw scriptError(Interpreter.tooDeepMessage, at: range) }
    if stopsOnInterruption && StatementInterruption.isRequested {
      StatementInterruption.clear()
      wasInterrupted = true
      throw scriptError(
        Said(.interruptedStoppedStatementCtrl),
        at: range)
    }
  }

  /// A Swift runtime trap (`Crash.forceUnwrapNil(iOS:)`) at `range`.
  func trap(_ crash: Crash, at range: SourceRange) -> ScriptFailure {
    .crash(crash, range)
  }

  func typeName(_ value: Value) -> String {
    // Hot: worked out here, without copying the world into a formatter.
    switch value {
    case .object(let id): return state.world.className(of: id) ?? "NSObject"
    case .some(let inner): return typeName(inner) + "?"
    case .string: return "String"
    case .substring: return "Substring"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    default: return ValueFormatter(world: state.world).typeName(of: value)
    }
  }

  /// Says once per run that an old spelling was used and what it is today.
  func noteSpelling(_ old: String, today: @autoclosure () -> String) {
    emitNote(Said(.todaySwift, old, today()), key: "spelling:" + old)
  }

  func emitNote(_ said: @autoclosure () -> Said, key: String) {
    // One search of the set: `insert` says whether the key was new.
    guard state.notedSpellings.insert(key).inserted else { return }
    state.world.emit(.note(said()))
  }

  /// Says what optional chaining skipped (a call, or setting a property) when the nil it met
  /// is a variable or a property of `self`: a presenting call says nothing was presented.
  /// A nil property of another object (`alert.popoverPresentationController?` on an iPhone)
  /// is the idiom working as meant, and says nothing.
  func noteSkippedChain(_ expr: Expr) {
    guard let root = chainRoot(expr), isNamedValue(root), let name = sourceName(root) else {
      return
    }
    let rule = RuleCatalog.nilOptionalChain
    // What was skipped: `method` says how ("call", "setting", or nothing for a presenting
    // call), `other` the member.
    var context = RuleContext(iOS: state.world.iOS, subject: name)
    switch expr.kind {
    case .call(let callee, _):
      if case .member(_, let method, _) = callee.kind, !method.hasPrefix("present") {
        context.method = "call"
        context.other = method
      }
    case .member(_, let property, _):
      context.method = "setting"
      context.other = property
    default:
      break
    }
    state.world.emit(.advice(ruleID: rule.id, context: context))
  }

  /// The expression `?` was applied to in a chain.
  func chainRoot(_ expr: Expr) -> Expr? {
    switch expr.kind {
    case .bindOptional(let inner):
      return inner
    case .member(let base, _, _), .call(let base, _), .forceUnwrap(let base),
      .subscriptAccess(let base, _):
      return chainRoot(base)
    default:
      return nil
    }
  }

  /// A variable, or a property of `self` (with or without `self.`).
  func isNamedValue(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .identifier(let name):
      return box(for: name) != nil || implicitSelfProperty(name) != nil
    case .member(let base, _, _):
      if case .identifier("self") = base.kind { return true }
      return false
    default:
      return false
    }
  }

  func sourceName(_ expr: Expr) -> String? {
    switch expr.kind {
    case .identifier(let name): return name
    case .member(let base, let name, _):
      return sourceName(base).map { $0 + "." + name } ?? name
    case .call(let base, _): return sourceName(base).map { $0 + "()" }
    default: return nil
    }
  }

  // MARK: - Callbacks from the world

  /// Runs a learner's closure for UIKit (handlers, completions, observers).
  public func call(_ callable: Callable, arguments: [CallbackArgument], world: inout World) throws {
    swap(&state.world, &world)
    defer { swap(&state.world, &world) }
    guard let entry = state.callables[callable.rawValue] else { return }
    let values = arguments.map(value(of:))
    _ = try runningHandler(handlerContext(callable, arguments: arguments)) {
      try invoke(entry, arguments: values, range: nil, index: callable.rawValue)
    }
  }

  /// Runs a learner's method (delegate or selector target) for UIKit.
  public func callMethod(
    _ selector: [String], on object: ObjectID, arguments: [CallbackArgument], world: inout World
  ) throws -> CallbackResult? {
    guard let (decl, instance) = callbackMethod(selector, on: object, in: world) else {
      return nil
    }
    swap(&state.world, &world)
    defer { swap(&state.world, &world) }
    let values = arguments.map(value(of:))
    let origin = instance == nil ? functionOrigins[decl.name] : nil
    let context = HandlerContext(name: Said(.handlerFunc, decl.name), inputTag: origin)
    let result = try runningHandler(context) {
      try callUser(
        decl, arguments: values.prefix(decl.parameters.count).map { $0 }, range: nil,
        instance: instance, selfValue: instance.map { .object($0) })
    }
    switch result.unwrapped {
    case .enumCase(let type, let name)? where type == "UIModalPresentationStyle":
      return .presentationStyle(ModalPresentationStyle(rawValue: name) ?? .fullScreen)
    default:
      return callbackResult(result)
    }
  }

  /// The learner's method UIKit calls on `object` by one of the names of `selector`: one of
  /// `self`'s, or of an instance of the learner's class (a background view's layoutSubviews),
  /// with that instance. Nil when the object has none.
  func callbackMethod(_ selector: [String], on object: ObjectID, in world: World) -> (
    FunctionDecl, instance: ObjectID?
  )? {
    if object == world.rootViewController, let found = findMethod(selector: selector) {
      return (found, nil)
    }
    guard let className = world.className(of: object) else { return nil }
    if let found = instanceMethod(selector: selector, of: object, className: className)
      ?? extensionMethod(selector: selector, className: className)
    {
      return (found, object)
    }
    return nil
  }

  /// `@objc func check()` of the learner's `extension UIAlertController`: the method of an
  /// extension of the UIKit class `className` (or one it inherits from) a selector names.
  func extensionMethod(selector names: [String], className: String) -> FunctionDecl? {
    guard !state.extensions.isEmpty else { return nil }
    for name in names {
      let (base, arity) = splitSelector(name)
      for owner in typeChain(of: .type(className)) {
        for case .function(let function) in (state.extensions[owner] ?? []).lazy.map(\.kind)
        where function.name == base && !isClassMember(function.modifiers)
          && function.parameters.count == arity
        {
          return function
        }
      }
    }
    return nil
  }

  /// A learner's value as UIKit receives it.
  func callbackResult(_ value: Value) -> CallbackResult {
    switch value.unwrapped {
    case .enumCase(let type, let name)? where type == "UIModalPresentationStyle":
      return .presentationStyle(ModalPresentationStyle(rawValue: name) ?? .fullScreen)
    case .bool(let flag)?: return .bool(flag)
    case .int(let number)?: return .number(Double(number))
    case .double(let number)?: return .number(number)
    case .insets(let insets)?: return .insets(insets)
    case .arrowDirections(let directions)?: return .arrowDirections(directions)
    case .object(let id)? where id.rawValue != 0: return .object(id)
    default: return CallbackResult.none
    }
  }

  func value(of argument: CallbackArgument) -> Value {
    switch argument {
    case .object(let id): return .object(id)
    case .notification(let note): return .notification(note)
    case .integer(let number): return .int(number)
    case .number(let number): return .double(number)
    case .arrowDirections(let directions): return .arrowDirections(directions)
    case .rect(let rect): return .rect(rect)
    case .presentationStyle(let style):
      return .enumCase(type: "UIModalPresentationStyle", name: style.rawValue)
    case .text(let text): return .string(text)
    case .characterRange(let location, let length):
      return nsRangeValue(location: location, length: length)
    case .indexPath(let section, let row): return indexPathValue(section: section, row: row)
    case .enumCase(let type, let name): return .enumCase(type: type, name: name)
    }
  }

  /// A method of `self` matching one of the names: Swift names (`name(for:)`) or Objective-C
  /// selectors (`name:`), by base name and number of parameters, and, for a Swift name, by
  /// the labels after the first (`alertView(_:clickedButtonAt:)` is not
  /// `alertView(_:didDismissWithButtonIndex:)`).
  func findMethod(selector names: [String]) -> FunctionDecl? {
    for name in names {
      let (base, arity) = splitSelector(name)
      // The labels after the first: `tableView(_:numberOfRowsInSection:)` and the
      // Objective-C `tableView:numberOfRowsInSection:` both name `numberOfRowsInSection`, so
      // neither is taken for `tableView(_:didSelectRowAt:)`.
      let labels =
        name.contains("(")
        ? name.split(separator: ":").dropFirst().dropLast()
        : name.split(separator: ":", omittingEmptySubsequences: false).dropFirst().dropLast()
      if let decl = userFunctions(named: base)?.first(where: { decl in
        decl.parameters.count == arity
          && zip(decl.parameters.dropFirst(), labels).allSatisfy { labelOf($0.0) == String($0.1) }
      }) {
        return decl
      }
    }
    return nil
  }

  func splitSelector(_ name: String) -> (String, Int) {
    if let open = name.firstIndex(of: "(") {
      let base = String(name[..<open])
      let inside = name[open...]
      return (base, inside.filter { $0 == ":" }.count)
    }
    let parts = name.split(separator: ":", omittingEmptySubsequences: false)
    return (String(parts.first ?? ""), max(0, parts.count - 1))
  }

  /// A callable id for a function value, so the world can hold it.
  func callable(for value: Value) -> Callable? {
    guard case .function(let function) = value.unwrapped ?? .void else { return nil }
    if case .closure(let index) = function { return Callable(index) }
    state.callables.append(.function(function))
    return Callable(state.callables.count - 1)
  }
}

extension Interpreter {
  /// Runs a gesture or device change against the world as a transaction, with this
  /// interpreter running the learner's callbacks. A `GestureRefusal` is returned as what it
  /// says.
  public func perform(_ body: (inout World, CallbackRunner) throws -> Void) -> (
    outcome: StatementOutcome, refusal: Said?
  ) {
    onLargeStack { performInPlace(body) }
  }

  private func performInPlace(_ body: (inout World, CallbackRunner) throws -> Void) -> (
    outcome: StatementOutcome, refusal: Said?
  ) {
    let saved = state
    let savedTasks = tasks.snapshot
    tasksBeforeLastTurn = KeptTasks(snapshot: savedTasks)
    failureOrigin = nil
    steps = 0
    wasInterrupted = false
    callDepth = 0
    scopes = []
    frames = []
    returnTypes = []
    selfStack = []
    let origin = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    do {
      try withWorld {
        try body(&$0, self)
        try $0.endTurn(runner: self)
      }
      try redrawSwiftUIForNewDevice(since: saved.world.device, range: origin)
      try releaseUnreachable(keeping: [])
      return (StatementOutcome(echo: nil, failure: nil, events: state.world.takeEvents()), nil)
    } catch let refusal as GestureRefusal {
      var events: [WorldEvent] = []
      rollBack(to: savedTasks, noting: &events)
      state = saved
      return (StatementOutcome(echo: nil, failure: nil, events: events), refusal.said)
    } catch {
      var events = state.world.takeEvents()
      // Unwound before the state goes back, so that nothing they do on the way stays.
      rollBack(to: savedTasks, noting: &events)
      state = saved
      return (
        StatementOutcome(
          echo: nil, failure: failure(from: error, at: origin), events: events,
          handler: handlerContext(of: error)), nil
      )
    }
  }

  /// Evaluates an expression without keeping any change it makes (goals, `:render NAME`).
  public func peek(_ source: String) -> Result<Value, Diagnostic> {
    let parsed: ParseResult
    if let kept = peekParses[source], kept.operators == operators {
      parsed = kept.parsed
    } else {
      parsed = Parser.parse(source, operators: operators)
      if source.utf8.count <= 1024 {
        if peekParses.count >= Self.peekParsesKept { peekParses.removeAll(keepingCapacity: true) }
        peekParses[source] = (operators, parsed)
      }
    }
    if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
      return .failure(error)
    }
    guard parsed.statements.count == 1, case .expression(let expr) = parsed.statements[0].kind
    else {
      return .failure(
        .error(
          "expected one expression",
          at: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))))
    }
    return onLargeStack { peekInPlace(expr) }
  }

  private func peekInPlace(_ expr: Expr) -> Result<Value, Diagnostic> {
    let saved = state
    let savedTasks = tasks.snapshot
    let notes = notesMissingNames
    defer {
      // What it did to the tasks goes too: a continuation it resumed, a task it made.
      if savedTasks != nil || !tasks.isEmpty {
        var events: [WorldEvent] = []
        rollBack(to: savedTasks, noting: &events)
      }
      state = saved
      notesMissingNames = notes
    }
    notesMissingNames = false
    steps = 0
    callDepth = 0
    scopes = []
    do {
      return .success(try eval(expr))
    } catch let failure as ScriptFailure {
      if case .diagnostic(let diagnostic) = failure { return .failure(diagnostic) }
      return .failure(.error("the expression crashed", at: expr.range))
    } catch {
      return .success(.none)
    }
  }

  /// Describes a value for the learner (`:vars`, `:render`).
  public func describe(_ value: Value) -> (type: String, text: String) {
    let formatter = ValueFormatter(world: state.world)
    return (formatter.typeName(of: value), formatter.debug(value))
  }

  /// Top-level variables with their types and values, sorted by name.
  public func variables() -> [(name: String, type: String, value: String)] {
    state.globals.keys.sorted().compactMap { name in
      guard let box = state.globals[name] else { return nil }
      let value = state.boxes[box]
      let formatter = ValueFormatter(world: state.world)
      let type = state.declaredTypes[box] ?? formatter.typeName(of: value)
      return (name, type, formatter.debug(value))
    }
  }

  /// Forgets which notes and warnings were said, so they are said again (a new lesson step).
  public func forgetNotes() {
    state.notedSpellings.removeAll()
  }

  /// Replaces the machine state (`:undo`, `:redo`, `:reset`). With the tasks kept beside
  /// `saved`, those whose code ran since are unwound (a task's code cannot go back) and the
  /// others are put back as they were; without, every task that waits is unwound. Answers what
  /// to say about it.
  @discardableResult
  public func restore(_ saved: MachineState, tasks kept: KeptTasks? = nil) -> [WorldEvent] {
    var events: [WorldEvent] = []
    if let kept {
      rollBack(to: kept.snapshot, noting: &events)
    } else if !tasks.tasks.isEmpty {
      abandonTasks()
    }
    state = saved
    installSceneGlobals()
    return events
  }

  /// The tasks as they are now, to keep beside the state (`restore(_:tasks:)`).
  public var keptTasks: KeptTasks { KeptTasks(snapshot: tasks.snapshot) }
}

extension Interpreter {
  /// Names usable at the top level now: variables, functions of self, scene names, types
  /// and built-in functions.
  public func completionNames() -> [String] {
    var names = state.globals.keys.sorted() + state.functions.keys.map { $0 + "(" }
    names += Array(state.world.sceneNames.keys) + ["self"]
    names += APICatalog.typeNames + builtinFunctionNames.map { $0 + "(" }
    names += [
      "present(", "dismiss(", "presentedViewController", "let", "var", "if", "guard", "func",
    ]
    return names
  }

  /// Members of a value's type as completions: `title`, `addAction(`.
  public func memberCompletions(of value: Value) -> [String] {
    guard let receiver = value.unwrapped else { return [] }
    if case .type(let raw) = receiver {
      let type = splitOld(raw).type
      if let spec = APICatalog.enums[type] { return spec.cases }
      var names = APICatalog.members(of: type).filter { $0.kind == .staticProperty }.map(\.name)
      names += APICatalog.members(of: type).filter { $0.kind == .staticMethod }.map {
        $0.name + "("
      }
      // `UIDevice.currentDevice()`: Swift 2's static calls for today's properties.
      names += APICatalog.members(of: type).flatMap { member in
        member.old.filter { $0.form == .staticCall }.map { $0.name + "(" }
      }
      if type == "UIAlertController" || type == "UIAlertAction" { names.append("Style") }
      return names
    }
    return APICatalog.members(of: receiverType(receiver)).compactMap { spec in
      switch spec.kind {
      case .property: return spec.name
      case .method: return spec.name + "("
      default: return nil
      }
    }
  }

  /// Enum cases for an argument with this label (`preferredStyle` → `alert`, `actionSheet`).
  public func caseCompletions(forLabel label: String) -> [String] {
    for type in APICatalog.types.values {
      for member in type.members {
        if let param = member.params.first(where: { $0.label == label }),
          let spec = APICatalog.enums[stripOptional(param.type)]
        {
          return spec.cases
        }
      }
    }
    return []
  }

  /// Enum cases for `target = .` (`alert.modalPresentationStyle = .`).
  public func caseCompletions(forAssignmentTo target: String) -> [String] {
    guard let dot = target.lastIndex(of: ".") else { return [] }
    let base = String(target[..<dot])
    let name = String(target[target.index(after: dot)...])
    guard case .success(let value) = peek(base), let type = memberType(of: value, name: name),
      let spec = APICatalog.enums[stripOptional(type)]
    else { return [] }
    return spec.cases
  }

  /// Argument labels for a call to `callee` (`UIAlertController` → `title:`...).
  public func labelCompletions(forCall callee: String) -> [String] {
    var specs: [APIMember] = []
    if let dot = callee.lastIndex(of: ".") {
      let base = String(callee[..<dot])
      let name = String(callee[callee.index(after: dot)...])
      if case .success(let value) = peek(base), let receiver = value.unwrapped {
        specs = APICatalog.members(of: receiverType(receiver)).filter { $0.name == name }
      }
    } else if isTypeName(callee) {
      specs = APICatalog.members(of: splitOld(callee).type).filter { $0.kind == .initializer }
    } else {
      specs = APICatalog.members(of: "UIViewController").filter { $0.name == callee }
    }
    return specs.flatMap { $0.params.compactMap { $0.label.map { $0 + ":" } } }
  }
}

extension Interpreter {
  /// Foundation types of Swift 1 and 2 in a function's signature, named once.
  func noteOldTypes(in decl: FunctionDecl) {
    let renamed = ["NSNotification": "Notification", "NSString": "String"]
    let types = decl.parameters.map { $0.type.description } + [decl.returnType?.description ?? ""]
    for type in types {
      let base = stripOptional(type)
      if let today = renamed[base] { noteSpelling(base, today: today) }
    }
  }
}

extension Interpreter {
  /// `CGFloat` or `Float` for a number whose declaration says so (values are kept as Double).
  func floatTypeName(of expr: Expr, value: Value) -> String? {
    guard case .double = value.unwrapped ?? .void, let known = staticTypeName(of: expr),
      isFloatType(known), stripOptional(known) != "Double"
    else { return nil }
    return value.isOptional ? stripOptional(known) + "?" : stripOptional(known)
  }
}

extension Interpreter {
  /// `let t = UIAlertController`, `x.popoverBackgroundViewClass = MyBackground`: Swift wants
  /// `.self` (or a call) after a type name used as a value.
  func rejectBareType(_ expr: Expr) throws {
    guard case .identifier(let name) = expr.kind, box(for: name) == nil,
      state.functions[name] == nil, state.world.sceneObject(named: name) == nil, isTypeName(name)
    else { return }
    throw scriptError(
      "expected member name or constructor call after type name", at: expr.range,
      notes: [
        .note("add arguments after the type to construct a value of the type", at: expr.range),
        .note("use '.self' to reference the type object", at: expr.range),
      ])
  }
}

extension Expr {
  /// A call of a function that never returns (`fatalError()`), which may end a `guard`'s
  /// `else` as a `return` does.
  /// True for a call of one of the standard library's (`fatalError(...)`, `exit(1)`).
  var isNeverReturningCall: Bool {
    guard case .call(let callee, _) = kind, case .identifier(let name) = callee.kind else {
      return false
    }
    return DefiniteInitialization.standardNeverReturning.contains(name)
  }
}

extension Interpreter {
  /// Runs `body` (a whole command, a benchmark) on a thread with a large stack, so that the
  /// statements it runs run in place there, with no hand-over between threads each time.
  public static func runOnLargeStack<Result>(_ body: @escaping () -> Result) -> Result {
    LargeStack.run(body)
  }

  /// Runs a statement, gesture or goal on a thread with a large stack, its budget measured
  /// from there (in place when one is running already: a goal checked inside a statement).
  func onLargeStack<Result>(_ body: () -> Result) -> Result {
    if stack != nil { return body() }
    // Already on a large stack (the command line runs there, `runOnLargeStack`): in place,
    // with the budget that is left, instead of handing each statement to another thread.
    if let used = LargeStack.usedOnThisThread() {
      stack = StackBudget(max(0, LargeStack.budget - used))
      defer { stack = nil }
      return body()
    }
    return withoutActuallyEscaping(body) { body in
      LargeStack.run { [self] in
        stack = StackBudget(LargeStack.budget)
        defer { stack = nil }
        return body()
      }
    }
  }
}
