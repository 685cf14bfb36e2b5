import AlertLabKit
import AlertLabScript

/// A meta-command: its name, arguments as `:help` shows them; what it does is its summary
/// in the message catalog.
struct CommandInfo {
  let command: CommandName
  let arguments: String
  var name: String { command.rawValue }

  init(_ command: CommandName, arguments: String = "") {
    self.command = command
    self.arguments = arguments
  }
}

extension Session {
  /// Every meta-command, in the order `:help` lists them.
  static let commands: [CommandInfo] = [
    CommandInfo(.help, arguments: "[command]"), CommandInfo(.quit),
    CommandInfo(.tap, arguments: "\"Title\""),
    CommandInfo(.type, arguments: "N|\"Placeholder\" \"text\""), CommandInfo(.tapout),
    CommandInfo(.key, arguments: "return|escape"), CommandInfo(.background),
    CommandInfo(.rotate), CommandInfo(.wait, arguments: "SECONDS"),
    CommandInfo(.device, arguments: "NAME"),
    CommandInfo(.ios, arguments: "VERSION"), CommandInfo(.render, arguments: "[name]"),
    CommandInfo(.describe), CommandInfo(.vars), CommandInfo(.why),
    CommandInfo(.explain, arguments: "ID"), CommandInfo(.rules), CommandInfo(.undo),
    CommandInfo(.redo), CommandInfo(.reset), CommandInfo(.history), CommandInfo(.clear),
    CommandInfo(.color, arguments: "on|off"), CommandInfo(.ascii, arguments: "on|off"),
    CommandInfo(.lang, arguments: "en|zh|hi"),
  ]

  /// One of the shell's own texts, in the learner's language.
  func text(_ message: Message) -> String {
    message.text(in: language)
  }

  mutating func runCommand(_ line: String, into out: inout Output) {
    let words = splitArguments(String(line.dropFirst()))
    guard let name = words.first?.lowercased() else {
      out.text("Type a command after ':' — :help lists them.")
      return
    }
    let arguments = Array(words.dropFirst())
    if runLessonCommand(name, arguments, into: &out) { return }
    switch name {
    case "help": help(arguments.first, into: &out)
    case "lang": switchLanguage(arguments.first, into: &out)
    case "quit", "exit", "q": isFinished = true
    case "tap":
      guard let title = arguments.first else {
        out.text("Which button? For example :tap \"OK\". On screen: \(buttonList()).")
        return
      }
      gesture(into: &out) { world, runner in try world.tap(title, runner: runner) }
    case "type":
      guard arguments.count == 2 else {
        out.text("Usage: :type 1 \"text\" or :type \"Placeholder\" \"text\".")
        return
      }
      let reference: TextFieldReference =
        Int(arguments[0]).map { .number($0) } ?? .placeholder(arguments[0])
      let text = arguments[1]
      gesture(into: &out) { world, runner in try world.type(text, into: reference, runner: runner) }
    case "tapout": gesture(into: &out) { world, runner in try world.tapOutside(runner: runner) }
    case "key":
      guard let word = arguments.first?.lowercased(),
        let key = KeyPress(rawValue: word == "esc" ? "escape" : word)
      else {
        out.text("Usage: :key return or :key escape.")
        return
      }
      gesture(into: &out) { world, runner in try world.press(key, runner: runner) }
    case "background":
      gesture(into: &out) { world, runner in try world.enterBackground(runner: runner) }
    case "wait": wait(arguments.first, into: &out)
    case "rotate":
      let turned = world.device.rotated()
      gesture(into: &out) { world, runner in try world.setDevice(turned, runner: runner) }
    case "device":
      guard let text = arguments.first, let device = Device(name: text) else {
        let suggestion = arguments.first.flatMap { Spelling.nearest($0, in: Device.names) }
        out.text(
          "Unknown device\(arguments.first.map { " '\($0)'" } ?? ""). "
            + (suggestion.map { "Did you mean '\($0)'? " } ?? "")
            + "Devices: " + Device.names.joined(separator: ", ") + ".")
        return
      }
      gesture(into: &out) { world, runner in try world.setDevice(device, runner: runner) }
    case "ios":
      guard let text = arguments.first, let version = IOSVersion(string: text) else {
        out.text("Give an iOS version from 7.0 to 26, for example :ios 8 or :ios 17.0.")
        return
      }
      gesture(into: &out) { world, _ in world.iOS = version }
    case "render": render(arguments.first, into: &out)
    case "describe": out.text(ScreenDescription.describe(world))
    case "vars": listNames(into: &out)
    case "why":
      guard let problem = lastProblem else {
        if tutor?.position != nil {
          out.text("Nothing has gone wrong in this step: :why explains its last crash or warning.")
        } else if tutor?.paused != nil {
          out.text("Nothing has gone wrong in free play: :why explains its last crash or warning.")
        } else {
          out.text("Nothing has gone wrong yet: :why explains the last crash or warning.")
        }
        return
      }
      out.prose(problem.rule.explanation(problem.context))
    case "explain":
      guard let id = arguments.first, let rule = RuleCatalog.rule(id) else {
        let suggestion = arguments.first.flatMap {
          Spelling.nearest($0, in: RuleCatalog.all.map(\.id))
        }
        out.text(
          "No rule '\(arguments.first ?? "")'. "
            + (suggestion.map { "Did you mean '\($0)'? " } ?? "")
            + ":rules lists them.")
        return
      }
      out.prose(rule.explanation(Session.exampleContext(for: rule, iOS: world.iOS)))
    case "rules":
      for rule in RuleCatalog.all {
        out.text("\(rule.id) (\(rule.kind.rawValue)): \(rule.title)")
        out.text("    " + rule.textSummary)
      }
      out.text(":explain ID tells more about one, for example :explain one-cancel.")
    case "undo": travel(back: true, into: &out)
    case "redo": travel(back: false, into: &out)
    case "reset":
      history.record(interpreter.state, input: currentInput)
      interpreter.restore(MachineState(world: World(device: world.device, iOS: world.iOS)))
      out.text("A fresh app: your variables and functions are gone (:undo brings them back).")
      redrawIfChanged(into: &out)
    case "history":
      for (index, entry) in inputHistory.dropLast().enumerated() {
        out.raw(escapeForTerminal("\(index + 1)  \(entry)"))
      }
    case "clear":
      if options.color { out.raw("\u{1B}[H\u{1B}[2J") }
    case "color":
      guard let flag = onOff(arguments.first) else {
        out.text("Usage: :color on or :color off.")
        return
      }
      options.color = flag
      shownDrawing = drawing()
      out.text("Colour is \(flag ? "on" : "off").")
    case "ascii":
      guard let flag = onOff(arguments.first) else {
        out.text("Usage: :ascii on or :ascii off.")
        return
      }
      options.ascii = flag
      shownDrawing = drawing()
      out.text("ASCII drawing is \(flag ? "on" : "off").")
    default:
      let names = (Session.commands + Session.lessonCommands).map(\.name)
      let suggestion = Session.nearestCommand(name, in: names)
      out.text(
        "Unknown command ':\(name)'." + (suggestion.map { " Did you mean ':\($0)'?" } ?? "")
          + " :help lists the commands.")
    }
  }

  /// A command a mistyped one was probably meant to be: the one it begins (`:les` for
  /// `:lessons`), or one a single slip away (a letter wrong, missing, extra, or two letters
  /// swapped); two slips for longer names. Nil rather than a far-fetched guess (`:foo`).
  static func nearestCommand(_ typed: String, in names: [String]) -> String? {
    if typed.count >= 2,
      let prefixed = names.filter({ $0.hasPrefix(typed) }).min(by: {
        $0.count < $1.count
      })
    {
      return prefixed
    }
    let allowed = typed.count <= 4 ? 1 : 2
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = Spelling.distance(typed, name, transpositions: true)
      if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (name, distance) }
    }
    return best?.name
  }

  /// `:vars`: the learner's variables, the scene's named objects, and the functions and
  /// classes the learner wrote.
  func listNames(into out: inout Output) {
    let variables = interpreter.variables()
    let scene = interpreter.sceneObjects().filter { object in
      !variables.contains { $0.name == object.name }
    }
    let functions = interpreter.functionSignatures()
    let classes = interpreter.classDeclarations()
    if variables.isEmpty && functions.isEmpty && classes.isEmpty {
      out.text("No variables yet.")
    }
    for variable in variables {
      out.raw(escapeForTerminal("\(variable.name): \(variable.type) = \(variable.value)"))
    }
    if !scene.isEmpty { out.text("On the screen (from the scene):") }
    for object in scene {
      out.raw(escapeForTerminal("  \(object.name): \(object.type) = \(object.value)"))
    }
    if !functions.isEmpty { out.text("Your functions (methods of self):") }
    for signature in functions { out.raw(escapeForTerminal("  " + signature)) }
    if !classes.isEmpty { out.text("Your classes:") }
    for declaration in classes { out.raw(escapeForTerminal("  " + declaration)) }
  }

  /// The objects a rule's message names, as placeholders for `:explain`.
  static func exampleContext(for rule: Rule, iOS: IOSVersion) -> RuleContext {
    var context = RuleContext(
      iOS: iOS, subject: "<UIAlertController: 0x…>", presenter: "<ViewController: 0x…>",
      presenterClass: "ViewController", other: "<UIPopoverPresentationController: 0x…>",
      method:
        "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]")
    switch rule.id {
    case "background-view-abstract": context.method = "+[MyBackground contentViewInsets]"
    case "alert-view-text-field-index": context.other = "2"
    case "unrecognized-selector":
      context.method = "-[ViewController changed]"
      context.other = "0x…"
    case "cast-failed":
      context.subject = "UIViewController"
      context.other = "UIAlertController"
    case "force-unwrap-nil":
      context.file = "ViewController.swift"
      context.line = 12
    case "nil-optional-chain": context.subject = "popover"
    default: break
    }
    return context
  }
  /// `:undo` (back) and `:redo`: the state moves from one stack to the other.
  mutating func travel(back: Bool, into out: inout Output) {
    let current = interpreter.state
    guard let entry = back ? history.undo(from: current) : history.redo(from: current) else {
      if !back {
        out.text("Nothing to redo.")
      } else if history.limit == 0 {
        out.text("Nothing to undo: this run keeps no states to go back to.")
      } else if tutor?.position != nil {
        out.text("Nothing to undo: this is where the step began (:reset starts it again).")
      } else {
        out.text("Nothing to undo.")
      }
      return
    }
    interpreter.restore(entry.state)
    out.text((back ? "Undone: " : "Redone: ") + escapeForTerminal(entry.input.firstLineSummary))
    redrawIfChanged(into: &out)
    checkGoals(into: &out)
  }

  func buttonList() -> String {
    let titles = world.tappableActions().compactMap { world.actions[$0]?.title }
    return titles.isEmpty ? "no buttons" : titles.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  func onOff(_ word: String?) -> Bool? {
    switch word?.lowercased() {
    case "on", "yes", "true", "always": return true
    case "off", "no", "false", "never": return false
    default: return nil
    }
  }

  mutating func gesture(
    into out: inout Output, _ body: @escaping (inout World, CallbackRunner) throws -> Void
  ) {
    let before = interpreter.state
    let (outcome, refusal) = interpreter.perform(body)
    report(outcome.events, into: &out)
    if let refusal {
      report.errors.append(refusal)
      out.text(refusal)
      return
    }
    if let failure = outcome.failure {
      hadFailure = true
      switch failure {
      case .diagnostic(let diagnostic): out.text("error: " + diagnostic.message)
      case .crash(let crash, _): reportCrash(crash, into: &out)
      }
      return
    }
    if !runningLessonCode { history.record(before, input: currentInput) }
    redrawIfChanged(into: &out)
    checkGoals(into: &out)
  }

  mutating func help(_ topic: String?, into out: inout Output) {
    if let topic {
      let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
      let all = Session.commands + Session.lessonCommands
      guard let command = all.first(where: { $0.name == name }) else {
        out.text(text(.helpUnknownCommand(name: name)))
        return
      }
      out.text(
        ":\(command.name) \(command.arguments)".trimmed + " — " + text(.summary(command.command)))
      return
    }
    out.text(text(.helpIntro))
    for command in Session.commands + Session.lessonCommands {
      let head = (":" + command.name + " " + command.arguments).trimmed
      out.text("  " + head.padding(to: 28) + text(.summary(command.command)))
    }
    out.prose(
      "The app is an iOS app in a debug build on a simulator: #if os(iOS), DEBUG, "
        + "targetEnvironment(simulator) and swift(>=5) are true.")
  }

  mutating func render(_ name: String?, into out: inout Output) {
    guard let name else {
      let current = drawing()
      shownDrawing = current
      out.drawing(current, description: ScreenDescription.describe(world), fit: false)
      return
    }
    switch interpreter.peek(name) {
    case .success(let value):
      guard case .object(let id) = value.unwrapped ?? .void, world.viewControllers[id] != nil else {
        out.text("'\(name)' is not a view controller: :render draws alerts and controllers.")
        return
      }
      out.drawing(
        ScreenRenderer.drawController(id, in: world, options: drawingOptions),
        description: ScreenDescription.describe(world), fit: false)
    case .failure(let diagnostic):
      out.text("error: " + diagnostic.message)
    }
  }
}

extension String {
  func padding(to width: Int) -> String {
    let current = DisplayWidth.of(self)
    return current >= width ? self + " " : self + String(repeating: " ", count: width - current)
  }
}

/// Splits a command line into words; double quotes group words and `\"` escapes a quote.
func splitArguments(_ text: String) -> [String] {
  var words: [String] = []
  var current = ""
  var inQuotes = false
  var hasWord = false
  var escaping = false
  for character in text {
    if escaping {
      current.append(character == "n" ? "\n" : character)
      escaping = false
    } else if character == "\\" && inQuotes {
      escaping = true
    } else if character == "\"" {
      inQuotes.toggle()
      hasWord = true
    } else if character == " " && !inQuotes {
      if hasWord || !current.isEmpty { words.append(current) }
      current = ""
      hasWord = false
    } else {
      current.append(character)
    }
  }
  if hasWord || !current.isEmpty { words.append(current) }
  return words
}
