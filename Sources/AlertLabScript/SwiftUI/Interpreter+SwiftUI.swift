import AlertLabKit
import AlertLabWords

// `import SwiftUI`: the module is declared once in the program (`SwiftUIModule`), and the
// learner's view (`ContentView`, or the first view that needs no arguments, or the content of
// an `App`'s `WindowGroup`) becomes the screen, drawn by the module's host.

extension Parser {
  /// The module parsed once for the process (the text never changes): its declarations, and
  /// the aliases an `import SwiftUI` brings to the learner's code.
  static let swiftUIModule = Parser.parse(SwiftUIModule.source, fileName: "SwiftUI")
}

extension Interpreter {
  /// The module's declarations.
  static let swiftUIDeclarations: [Stmt] =
    Parser.swiftUIModule.hasErrors
    ? [] : Parser.swiftUIModule.statements.map(markingModuleFunctions)

  /// The names of the module's own types: a crash in their code (SwiftUI's fatal error for a
  /// missing environment object) is not shown as a line of the learner's input.
  static let swiftUITypeNames: Set<String> = Set(
    swiftUIDeclarations.compactMap { UpcomingDeclarations.hoistableNames(of: $0).first })

  /// The attribute the module's functions carry: an error in the learner's code they run
  /// (a view's `body`) is reported where the learner wrote it, not as the module function's.
  static let moduleFunctionMark = "@_swiftUIModule"

  /// The statement with every function it declares (at any depth of types) marked.
  static func markingModuleFunctions(_ statement: Stmt) -> Stmt {
    var marked = statement
    let mark = Modifier(name: moduleFunctionMark, range: statement.range)
    switch statement.kind {
    case .function(var decl):
      decl.modifiers.append(mark)
      marked.kind = .function(decl)
    case .classDecl(var decl):
      decl.members = decl.members.map(markingModuleFunctions)
      marked.kind = .classDecl(decl)
    case .extensionDecl(var decl):
      decl.members = decl.members.map(markingModuleFunctions)
      marked.kind = .extensionDecl(decl)
    case .enumDecl(var decl):
      decl.members = decl.members.map(markingModuleFunctions)
      marked.kind = .enumDecl(decl)
    default:
      break
    }
    return marked
  }

  /// Declares SwiftUI's types in the program, once.
  func importSwiftUI(range: SourceRange) throws {
    guard !state.importsSwiftUI else { return }
    let declarations = Interpreter.swiftUIDeclarations
    guard !declarations.isEmpty else {
      throw scriptError(Said(.swiftUIModuleCouldRead), at: range)
    }
    try declareModule(declarations)
    // Set last: the module's own views are never the screen.
    state.importsSwiftUI = true
  }

  /// `@Observable class Model { var isOn = false }` (Observation, iOS 17): as the macro does,
  /// each stored `var` not marked `@ObservationIgnored` is tracked (`_ObservationTracked`), so
  /// a change of it draws the screen again. Other declarations are given back as they are.
  func observationTracked(_ decl: ClassDecl) throws -> ClassDecl {
    guard state.importsSwiftUI, !decl.isStruct,
      let attribute = decl.modifiers.first(where: { $0.name == "@Observable" })
    else { return decl }
    if state.world.iOS < IOSVersion(17) {
      throw scriptError(
        "'Observable()' is only available in iOS 17.0 or newer", at: attribute.range,
        notes: [.note("add @available attribute to enclosing class", at: decl.nameRange)])
    }
    var tracked = decl
    tracked.members = decl.members.map { member in
      guard case .variable(var variable) = member.kind, !variable.isConstant,
        variable.accessors.isEmpty || isObserved(variable), !isClassMember(variable.modifiers),
        !variable.modifiers.contains(where: {
          $0.name == "@ObservationIgnored" || propertyWrapperType($0) != nil
        })
      else { return member }
      variable.modifiers.append(Modifier(name: "@_ObservationTracked", range: variable.nameRange))
      var marked = member
      marked.kind = .variable(variable)
      return marked
    }
    return tracked
  }

  /// After the learner declares a type: a view or an app that should be the screen is hosted.
  func hostSwiftUIView(_ decl: ClassDecl, range: SourceRange) throws {
    guard state.importsSwiftUI else { return }
    try checkWrappers(decl)
    guard decl.isStruct, scopes.isEmpty else { return }
    let conformances = Set(decl.inherited.map(\.description))
    if conformances.contains("PreviewProvider") { return try hostPreviews(decl, range: range) }
    let isApp = conformances.contains("App")
    guard isApp || conformances.contains("View") else { return }
    if state.world.iOS < IOSVersion(13) {
      throw scriptError(
        "'\(isApp ? "App" : "View")' is only available in iOS 13.0 or newer", at: decl.nameRange,
        notes: [.note("add @available attribute to enclosing struct", at: decl.nameRange)])
    }
    if isApp {
      try runSwiftUI("_Host.hostApp(\(decl.name)(), on: self)", range: range)
      state.swiftUIRoot = decl.name
      return
    }
    let current = state.swiftUIRoot
    let appHosted =
      current.map { state.classes[$0]?.inherited.contains { $0.description == "App" } ?? false }
      ?? false
    if decl.name == current || (decl.name == "ContentView" && !appHosted) {
      // A `ContentView` that must be given values waits for a preview that gives them.
      guard current != nil || takesNoArguments(decl) else { return }
      try host(decl, range: range)
      return
    }
    // The first view with nothing to be given becomes the screen, unless the block goes on to
    // declare a `ContentView` or an app, or an earlier view names it (it runs ahead).
    guard current == nil, !runsAhead, takesNoArguments(decl),
      !upcoming.types.contains("ContentView"),
      !upcoming.superclasses.values.contains("App")
    else { return }
    try host(decl, range: range)
  }

  /// `struct ContentView_Previews: PreviewProvider { static var previews: some View {
  /// ContentView(model: Model()) } }` when no view could be the screen by itself (its
  /// `ContentView` must be given values): the previews are the screen, as Xcode's canvas
  /// shows them, and a note says so.
  func hostPreviews(_ decl: ClassDecl, range: SourceRange) throws {
    let current = state.swiftUIRoot
    guard current == nil || current == decl.name,
      let content = state.classes["ContentView"], !takesNoArguments(content)
    else { return }
    try runSwiftUI("_Host.host({ \(decl.name).previews }, on: self)", range: range)
    state.swiftUIRoot = decl.name
    emitNote(Said(.contentViewMustGivenValues, decl.name), key: "previews")
  }

  /// The compiler's errors for a view's property wrappers. `@Bindable var model: Model` on
  /// iOS 16: a property wrapper of SwiftUI's that came later than the simulated iOS is an
  /// error at the attribute. `@EnvironmentObject var model: AppModel` (or `@ObservedObject`, `@StateObject`) where
  /// nothing declares `AppModel`: the compiler's "cannot find type" at the type, as for any
  /// property; these wrappers take the app's own classes.
  func checkWrappers(_ decl: ClassDecl) throws {
    for member in decl.members {
      guard case .variable(let variable) = member.kind else { continue }
      for (attribute, type) in wrapperAttributes(variable.modifiers) {
        // The declared type is the wrapped property's (`model`), beside its storage (`_model`).
        let property = decl.members.lazy.compactMap { other -> VariableDecl? in
          guard case .variable(let wrapped) = other.kind, "_" + wrapped.name == variable.name
          else { return nil }
          return wrapped
        }.first
        if ["EnvironmentObject", "ObservedObject", "StateObject"].contains(type),
          let written = variable.type ?? property?.type
        {
          var name = written.description
          while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
          if !name.contains("<"), !name.contains("."), !isTypeName(name),
            !upcoming.types.contains(name), state.protocols[name] == nil
          {
            if let refusal = unsimulatedClass(name, range: written.range) { throw refusal }
            throw scriptError("cannot find type '\(name)' in scope", at: written.range)
          }
        }
        guard let wrapper = state.classes[type],
          let since = Self.introduced(in: wrapper.modifiers), state.world.iOS < since
        else { continue }
        let kind = decl.isStruct ? "struct" : "class"
        throw scriptError(
          "'\(type)' is only available in iOS \(since) or newer", at: attribute.range,
          notes: [.note("add @available attribute to enclosing \(kind)", at: decl.nameRange)])
      }
    }
  }

  private func host(_ decl: ClassDecl, range: SourceRange) throws {
    // `extension ContentView { func open() { ... } }` further down the block: the body may
    // call it, so the view is drawn once the extension is declared.
    if upcoming.extended.contains(decl.name) {
      deferredScreen = (decl, range)
      return
    }
    try runSwiftUI("_Host.host({ \(decl.name)() }, on: self)", range: range)
    state.swiftUIRoot = decl.name
  }

  /// After an extension of `type` is declared: the view waiting for it becomes the screen.
  func hostDeferredScreen(extending type: String) throws {
    upcoming.extended.remove(type)
    guard let waiting = deferredScreen, waiting.decl.name == type else { return }
    deferredScreen = nil
    try host(waiting.decl, range: waiting.range)
  }

  /// True when `Name()` makes the view: every stored property (a wrapped one's storage
  /// included, as `declareClass` expanded it) has a value, or is an optional `var`. A
  /// `@Binding`'s storage has none: the view is given it; an `@EnvironmentObject` is given.
  func takesNoArguments(_ decl: ClassDecl) -> Bool {
    decl.members.allSatisfy { member in
      // An `@EnvironmentObject` is given too: by a view around it (an app's, a preview's).
      if case .variable(let variable) = member.kind,
        variable.modifiers.contains(where: { $0.name == "@EnvironmentObject" })
      {
        return false
      }
      guard case .variable(let variable) = member.kind, variable.accessors.isEmpty,
        !isClassMember(variable.modifiers), variable.initializer == nil
      else { return true }
      return !variable.isConstant && variable.type?.description.hasSuffix("?") == true
    }
  }

  /// `_swiftUIRuntimeWarning("state")`, the module's way to log SwiftUI's runtime warning
  /// for state changed while a body is read (`"published"` for an observed object's).
  func swiftUIRuntimeWarning(_ arguments: [Argument]) throws -> Value {
    let kind = try arguments.first.map { try eval($0.value, expected: "String") }
    let method: String
    if case .string(let text)? = kind { method = text } else { method = "state" }
    let rule = RuleCatalog.stateDuringUpdate
    state.world.emit(
      .log(ruleID: rule.id, text: rule.message(RuleContext(iOS: state.world.iOS, method: method))))
    return .void
  }

  /// `_swiftUINote("disabledAlertButton")`, the module's way to say in AlertLab's words what
  /// SwiftUI does differently in this iOS.
  func swiftUINote(_ arguments: [Argument]) throws -> Value {
    let kind = try arguments.first.map { try eval($0.value, expected: "String") }
    if case .string("disabledAlertButton")? = kind {
      state.world.emit(.note(Said(.swiftUIDisabledAlertButtonBefore18)))
    }
    return .void
  }

  /// `_swiftUIFormatted(value, kind, code, fraction)`: `Text(value, format:)`'s text, written
  /// as an interpolation's `format:` is (`NumberFormat`).
  func swiftUIFormatted(_ arguments: [Argument]) throws -> Value {
    let values = try arguments.map { try eval($0.value) }
    guard values.count == 4, case .string(let kind) = values[1], case .string(let code) = values[2],
      case .int(let fraction) = values[3]
    else { return .string("") }
    let style: NumberFormat.Kind =
      kind == "percent" ? .percent : kind == "currency" ? .currency(code: code) : .number
    let format = NumberFormat(kind: style, fractionLength: fraction >= 0 ? fraction : nil)
    return .string(try format.text(of: values[0]) ?? describing(values[0]))
  }

  /// `_swiftUIStoredValues(view)`: the values of a view's stored properties (its wrappers'
  /// storage included), so that the host can give its `@Environment`s the values around
  /// the place it is drawn.
  func swiftUIStoredValues(_ arguments: [Argument]) throws -> Value {
    guard let argument = arguments.first, case .object(let id) = try eval(argument.value),
      let type = learnerClass(of: id), let fields = state.instances[id]
    else { return .array([], element: "Any") }
    var values: [Value] = []
    for name in storedPropertyNames(type) {
      guard let box = fields[name] else { continue }
      values.append(try readBox(box, range: nil))
    }
    return .array(values, element: "Any")
  }

  /// The class of the controller SwiftUI presents a sheet, a full-screen cover or a popover
  /// in, `PresentationHostingController<AnyView>`, as the Objective-C runtime names it (and
  /// UIKit's console prints it): `_swiftUIPresentationController()` makes one.
  static let presentationHostingClass = "_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_"

  /// `_swiftUIAnchor(alert, view)`, the module's way to attach a dialog to the view it
  /// modifies (`AlertContent.anchor`), whatever the device shows it as now.
  func swiftUIAnchor(_ arguments: [Argument]) throws -> Value {
    let values = try arguments.map { try eval($0.value) }
    guard values.count == 2, case .object(let alert) = values[0], case .object(let view) = values[1]
    else { return .void }
    state.world.viewControllers.modify(alert) { $0.alert?.anchor = view }
    return .void
  }

  /// The UIKit code the last SwiftUI presentation became (`:uikit`), a line each; empty
  /// when none was shown.
  public var swiftUIPresentationCode: [String] {
    guard state.importsSwiftUI,
      case .array(let lines, _)? = try? staticStoredProperty("_Host", name: "uikit")
    else { return [] }
    return lines.compactMap {
      if case .string(let line) = $0 { return line }
      return nil
    }
  }

  /// After a gesture that changed the device (`:device`, `:rotate`): SwiftUI lays the hosted
  /// views out again for the new size, in a turn of its own.
  func redrawSwiftUIForNewDevice(since device: Device, range: SourceRange) throws {
    guard state.importsSwiftUI, state.swiftUIRoot != nil, state.world.device != device else {
      return
    }
    try runSwiftUI("_Host.invalidate()", range: range)
    try withWorld { try $0.endTurn(runner: self) }
  }

  /// Runs a line of the module's own code at the top level (where `self` is the screen's
  /// controller).
  func runSwiftUI(_ code: String, range: SourceRange) throws {
    let parsed = Parser.parse(code, fileName: "SwiftUI", operators: operators)
    guard !parsed.hasErrors else {
      throw scriptError(Said(.swiftUIModuleCouldHost), at: range)
    }
    for statement in parsed.statements { try exec(statement) }
  }
}
