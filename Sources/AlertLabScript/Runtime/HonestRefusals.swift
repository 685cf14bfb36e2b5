import AlertLabKit
import AlertLabWords

// A real UIKit or Foundation member that AlertLab does not simulate is said to be so, with
// the nearest member it does simulate; "has no member" is kept for names UIKit lacks.

extension Interpreter {
  /// The class of the public SDK a type's members come from: the type itself when the SDK
  /// list has it, else the nearest catalog superclass that it has (`ViewController` is a
  /// `UIViewController`, a learner's subclass is its UIKit ancestor).
  func sdkClass(for type: String) -> String? {
    var current: String? = stripOptional(type)
    var steps = 0
    while let name = current, steps < 16 {
      if SDKNames.classes[name] != nil { return name }
      if let declared = state.classes[name] {
        // A type of the learner's that derives from nothing has no SDK members.
        current = declared.inherited.first?.description
      } else if state.protocols[name] != nil || Self.standardProtocolNames.contains(name) {
        return nil
      } else if let spec = APICatalog.types[name] {
        current = spec.superclass
      } else {
        current =
          APICatalog.types.contains(APICatalog.catalogType(for: name))
            && APICatalog.catalogType(for: name) != name ? APICatalog.catalogType(for: name) : nil
      }
      steps += 1
    }
    return nil
  }

  /// The refusal for a real member of `type` that AlertLab does not simulate, or nil when
  /// the public headers do not have it either. `labels` are the call's argument labels (nil
  /// for a property); `ran` says whether the rest of the statement ran.
  func notSimulated(
    _ type: String, _ name: String, labels: [String?]?, range: SourceRange, ran: Bool = false
  ) -> ScriptFailure? {
    guard let sdkType = sdkClass(for: type), let owner = SDKNames.owner(of: name, from: sdkType)
    else { return nil }
    let spelling = memberSpelling(owner, name, labels)
    return scriptError(
      Said(ran ? .doesSimulateRestStatementRan : .doesSimulateNothingRan, spelling), at: range,
      notes: nearestSimulated(to: name, in: type, range))
  }

  /// `UIView.transition(with:duration:options:animations:)`, `UIView.clipsToBounds`.
  func memberSpelling(_ owner: String, _ name: String, _ labels: [String?]?) -> String {
    guard let labels else { return owner + "." + name }
    return owner + "." + name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// "the nearest it simulates is ...": by spelling, else the type's simulated members.
  func nearestSimulated(to name: String, in type: String, _ range: SourceRange) -> [Diagnostic] {
    let catalogType = APICatalog.catalogType(for: stripOptional(type))
    let members = APICatalog.members(of: catalogType).filter {
      $0.kind != .initializer && !$0.name.hasSuffix("Notification")
    }
    if let alternative = Interpreter.alternatives[name],
      let member = members.first(where: { $0.name == alternative })
    {
      return [.note(Said(.nearestSimulates, member.id), at: range)]
    }
    if let best = Spelling.nearest(name, in: members.map(\.name)),
      let member = members.first(where: { $0.name == best })
    {
      return [.note(Said(.nearestSimulates, member.id), at: range)]
    }
    var seen: Set<String> = []
    let names = members.map(\.fullName).filter { seen.insert($0).inserted }.prefix(8)
    guard !names.isEmpty else { return [] }
    return [
      .note(
        Said(
          .membersSimulatesInclude, catalogType, names.map { "'\($0)'" }.joined(separator: ", ")),
        at: range)
    ]
  }

  /// Real members and the simulated one closest in purpose.
  static let alternatives: [String: String] = [
    "transition": "animate", "animateKeyframes": "animate", "perform": "animate",
    "setNeedsLayout": "frame", "layoutIfNeeded": "frame", "sizeToFit": "frame",
    "setAttributedTitle": "setTitle", "currentAttributedTitle": "currentTitle",
    "attributedText": "text", "show": "present",
    "showDetailViewController": "present",
    "resignFirstResponder": "becomeFirstResponder",
    "setTitleColor": "setTitle", "removeTarget": "addTarget", "addAction": "addTarget",
    "open": "keyWindow", "connectedScenes": "keyWindow", "nativeBounds": "bounds",
  ]

  /// `UITableView(...)`, `UIImageView.self`: a class of the SDK that AlertLab leaves out.
  func unsimulatedClass(_ name: String, range: SourceRange) -> ScriptFailure? {
    guard SDKNames.unsimulatedClasses.contains(name) else { return nil }
    return scriptError(
      Said(.doesSimulateNothingRan, name), at: range,
      notes: [
        .note(Said(.simulatesAlertsActionSheets), at: range)
      ])
  }
}

extension Interpreter {
  /// `view.clipsToBounds = true`: setting a real property AlertLab does not simulate changes
  /// nothing it draws, so the statement goes on without it and a note says so (once per
  /// property). False for a name UIKit does not have.
  func skipUnsimulatedSet(_ type: String, _ name: String, value: Expr, range: SourceRange)
    throws -> Bool
  {
    guard let sdkType = sdkClass(for: type),
      let owner = SDKNames.owner(of: name, from: sdkType)
    else { return false }
    // `.byWordWrapping` has no type to be read against here: it is left unread.
    if !isImplicitMember(value) { _ = try eval(value) }
    emitNote(
      Said(.doesSimulateRestStatement, owner + "." + name),
      key: "unsimulated-" + owner + "." + name)
    return true
  }
}

/// True for `.name` written alone.
func isImplicitMember(_ expr: Expr) -> Bool {
  if case .implicitMember = expr.kind { return true }
  return false
}

/// An object, or one of the shared objects (`navigationItem`, `view.layer`).
func isReferenceValue(_ value: Value) -> Bool {
  switch value {
  case .object, .singleton: return true
  default: return false
  }
}
