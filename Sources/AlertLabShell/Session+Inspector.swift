import AlertLabKit
import AlertLabScript

// `:inspect NAME` shows a view's Attributes inspector as Xcode groups it: a section per class
// of the learner's that declares `@IBInspectable` properties, titled as Xcode titles it
// ("Custom View"), each property titled the same way ("Border Color") with its type and
// value, then what Interface Builder would draw (seed 000). `:inspect NAME PROPERTY VALUE`
// sets a value as Interface Builder does: through the setter, so `didSet` runs.

extension Session {
  mutating func inspect(_ arguments: [String], into out: inout Output) {
    guard let name = arguments.first, arguments.count == 1 || arguments.count == 3 else {
      out.text(text(Reply.inspectUsage))
      return
    }
    let id: ObjectID
    switch interpreter.peek(name) {
    case .success(let value):
      guard case .object(let object) = value.unwrapped ?? .void, world.views[object] != nil else {
        out.text(text(.notAView(name: name)))
        return
      }
      id = object
    case .failure(let diagnostic):
      out.text("error: " + diagnostic.message)
      return
    }
    // Only the learner's own classes have inspectable properties to show and code that
    // Interface Builder may or may not run.
    guard let className = interpreter.learnerClass(ofView: id) else {
      out.text(text(.notAView(name: name)))
      return
    }
    let properties = interpreter.inspectableProperties(of: className)
    if arguments.count == 3 {
      let property = arguments[1]
      guard properties.contains(where: { $0.name == property }) else {
        out.text(
          text(
            .notInspectable(
              property: property, className: className,
              properties: properties.map(\.name).joined(separator: ", "))))
        return
      }
      // Interface Builder sets a user-defined runtime attribute through the setter.
      let source = "\(name).\(property) = \(arguments[2])"
      run(Parser.parse(source, fileName: fileName), source: source, into: &out)
    }
    showInspector(of: id, name: name, className: className, into: &out)
  }

  /// The inspector's sections and what Interface Builder draws.
  mutating func showInspector(
    of id: ObjectID, name: String, className: String, into out: inout Output
  ) {
    out.text(text(.inspectorHeading(name: name, className: className)))
    let properties = interpreter.inspectableProperties(of: className)
    if properties.isEmpty { out.text(text(.noInspectables(className: className))) }
    let titleWidth = (properties.map { DisplayWidth.of(Self.xcodeTitle($0.name)) }.max() ?? 0) + 2
    let typeWidth = (properties.map { DisplayWidth.of($0.type) }.max() ?? 0) + 2
    var section: String?
    for property in properties {
      let owner = interpreter.declaringClass(of: property.name, in: className) ?? className
      if owner != section {
        section = owner
        out.text(Self.xcodeTitle(owner))
      }
      let head =
        "  " + Self.xcodeTitle(property.name).padding(to: titleWidth)
        + property.type.padding(to: typeWidth)
      switch interpreter.inspectableKind(property.type) {
      case .editable:
        out.text(head + interpreter.inspectedValue(of: id, property: property.name))
      case .notObjectiveC:
        // The Swift compiler's own words: it refuses the declaration.
        out.text(head + Session.ibInspectableNotObjectiveC)
      case .noEditor:
        out.text(head + text(.noEditor(type: property.type)))
      }
    }
    let designable = interpreter.isDesignable(className)
    out.text(
      text(
        designable
          ? .rendersDesignable(className: className) : .rendersBlank(className: className)))
    for line in ViewDrawing.drawAlone(
      world, view: id, designable: designable, options: drawingOptions)
    {
      out.raw(escapeForTerminal(line))
    }
  }

  /// A name as Xcode titles it in the inspector: its words split at capitals, each
  /// capitalised (`borderColor` is "Border Color", `CustomView` "Custom View").
  static func xcodeTitle(_ name: String) -> String {
    let characters = Array(name)
    var title = ""
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if character.isUppercase, let previous,
        previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
      {
        title.append(" ")
      }
      title.append(index == 0 ? Character(character.uppercased()) : character)
    }
    return title
  }
}

extension Session {
  /// The Swift compiler's error for an `@IBInspectable` property whose type has no
  /// Objective-C form (a Swift struct or enum, an optional number): the compiler's words,
  /// which stay in English as every diagnostic does.
  static let ibInspectableNotObjectiveC =
    "error: property cannot be marked @IBInspectable because its type cannot be represented "
    + "in Objective-C"
}
