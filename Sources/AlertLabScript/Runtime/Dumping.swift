import AlertLabKit
import AlertLabWords

// `dump(value)`: a value's contents, one line for it and one for each of its parts, as
// Swift's standard library writes them from the value's mirror:
//
//   ▿ main.Node #0              a class: its type (or its description) and its number
//     - value: 1                a part without parts of its own
//     ▿ next: Optional(main.Node)
//       ▿ some: main.Node #1
//
// `▿` opens a part's parts, `▹` stands for those past `maxDepth`, `-` marks a part with
// none; a class instance seen before in the same dump shows only its number. Past
// `maxItems`, a collection ends with `(N more children)`. The walk keeps its own stack, so a
// long chain of nodes dumps without deepening the interpreter's.

extension Interpreter {
  /// One step of a dump: a value under its label, the superclass part of a class instance,
  /// or the end of a group of parts past `maxItems`.
  private struct DumpItem {
    enum Kind {
      case value(Value, name: String?)
      /// The part of a class instance its superclass declares (`super: main.Node`).
      case superclass(type: String, object: ObjectID)
    }
    var kind: Kind
    var indent: Int
    var depth: Int
    /// The group of parts this one belongs to, its place in it and the group's size.
    var group: Int
    var index: Int
    var count: Int
  }

  /// `dump(value, name:indent:maxDepth:maxItems:)`: writes the value's contents and gives
  /// the value back.
  func dump(_ arguments: [Argument], range: SourceRange) throws -> Value {
    guard let first = arguments.first, first.label == nil else {
      throw scriptError("missing argument for parameter #1 in call", at: range)
    }
    let value = try eval(first.value)
    let shown = dumpOptional(value, declared: declaredType(of: first.value))
    var name: String?
    var indent = 0
    var maxDepth = Int.max
    var maxItems = Int.max
    for argument in arguments.dropFirst() {
      let given = try eval(argument.value, expected: argument.label == "name" ? "String?" : "Int")
      switch (argument.label, given.unwrapped ?? given) {
      case ("name", .string(let text)): name = text
      case ("name", .none): name = nil
      case ("indent", .int(let number)): indent = max(0, min(number, 1_000))
      case ("maxDepth", .int(let number)): maxDepth = number
      case ("maxItems", .int(let number)): maxItems = number
      default:
        throw scriptError(
          "extra argument '\(argument.label ?? "_")' in call", at: argument.value.range)
      }
    }
    var text = ""
    var counter = maxItems
    var visited: [ObjectID: Int] = [:]
    var finishedGroups: Set<Int> = []
    var groups = 1
    var stack = [
      DumpItem(
        kind: .value(shown, name: name), indent: indent, depth: maxDepth, group: 0, index: 0,
        count: 1)
    ]
    while let item = stack.popLast() {
      if finishedGroups.contains(item.group) { continue }
      guard counter > 0 else {
        // A superclass's part past the count is left out silently; the parts of a group
        // from here on are counted in one line.
        if item.index < 0 { continue }
        finishedGroups.insert(item.group)
        guard item.group != 0 else { break }
        let remainder = item.count - item.index
        text += String(repeating: " ", count: item.indent + 2) + "("
        text += "\(remainder)" + (item.index > 0 ? " more" : "")
        text += remainder == 1 ? " child)\n" : " children)\n"
        continue
      }
      counter -= 1
      var parts: [(name: String?, value: Value)] = []
      var superclass: (type: String, object: ObjectID)?
      var line = String(repeating: " ", count: item.indent)
      var summary: String
      var number: String?
      var seenParts = 0
      switch item.kind {
      case .value(let value, let name):
        parts = try dumpParts(of: value)
        if case .object(let id) = value, isClassInstance(id) {
          if let seen = visited[id] {
            // Seen before: its number alone, its bullet still telling it has parts.
            number = " #\(seen)"
            seenParts = parts.count
            parts = []
          } else {
            number = " #\(visited.count)"
            visited[id] = visited.count
            superclass = learnerSuperclass(of: id).map { ($0, id) }
          }
        }
        summary = (name.map { $0 + ": " } ?? "") + (try dumpSummary(of: value, parts: parts.count))
      case .superclass(let type, let object):
        parts = storedParts(of: type, fields: state.instances[object] ?? [:])
        superclass = superclassName(of: type).map { ($0, object) }
        summary = "super: main." + type
      }
      let hasParts = !parts.isEmpty || superclass != nil
      line += hasParts || seenParts > 0 ? (item.depth <= 0 ? "▹ " : "▿ ") : "- "
      line += summary + (number ?? "") + "\n"
      try chargeText(line.utf8.count, range)
      guard text.utf8.count + line.utf8.count <= Interpreter.stringLimit else {
        throw scriptError(Said(.stringWouldLongerThan, Interpreter.stringLimit), at: range)
      }
      text += line
      guard item.depth > 0, hasParts else { continue }
      let group = groups
      groups += 1
      var children: [DumpItem] = []
      // The superclass's part comes first, outside the count of the parts after it.
      if let superclass {
        children.append(
          DumpItem(
            kind: .superclass(type: superclass.type, object: superclass.object),
            indent: item.indent + 2, depth: item.depth - 1, group: group, index: -1,
            count: parts.count))
      }
      for (index, part) in parts.enumerated() {
        children.append(
          DumpItem(
            kind: .value(part.value, name: part.name), indent: item.indent + 2,
            depth: item.depth - 1, group: group, index: index, count: parts.count))
      }
      stack += children.reversed()
    }
    emitOutput(text)
    return value
  }

  /// True for an instance of a class (the learner's or UIKit's), which a dump numbers.
  private func isClassInstance(_ id: ObjectID) -> Bool {
    guard let type = learnerClass(of: id) else { return id.rawValue != 0 }
    return state.classes[type]?.isStruct != true
  }

  /// The learner's class that the class of `id` inherits from, if it declares one.
  private func learnerSuperclass(of id: ObjectID) -> String? {
    learnerClass(of: id).flatMap(superclassName(of:))
  }

  private func superclassName(of type: String) -> String? {
    guard let decl = state.classes[type], !decl.isStruct,
      let parent = decl.inherited.first?.description, state.classes[parent] != nil
    else { return nil }
    return parent
  }

  /// The parts a dump shows of a value, with their labels, as its mirror has them.
  private func dumpParts(of value: Value) throws -> [(name: String?, value: Value)] {
    switch value {
    case .some(let inner):
      return [("some", inner)]
    case .array(let items, _), .set(let items, _):
      return items.map { (nil, $0) }
    case .dictionary(let keys, let values, _):
      return zip(keys, values).map { (nil, .tuple([$0, $1], labels: ["key", "value"])) }
    case .range(let lower, let upper, _):
      return [("lowerBound", .int(lower)), ("upperBound", .int(upper))]
    case .tuple where indexPathParts(value) != nil || dateSeconds(value) != nil:
      return []
    case .tuple(let items, let labels) where labels != ["location", "length"]:
      return items.enumerated().map { index, item in
        ((index < labels.count ? labels[index] : nil) ?? ".\(index)", item)
      }
    case .enumPayload(_, let name, let values, let labels):
      if values.count == 1, labels.first.flatMap({ $0 }) == nil { return [(name, values[0])] }
      return [(name, .tuple(values, labels: labels))]
    case .object(let id):
      guard let type = learnerClass(of: id), let fields = state.instances[id] else { return [] }
      return storedParts(of: type, fields: fields)
    default:
      return []
    }
  }

  /// The stored properties `type` itself declares, as a mirror has them: an optional (or
  /// implicitly unwrapped) one as an optional, a `lazy` one as the optional storage Swift
  /// keeps for it (`$__lazy_storage_$_total`, nil until first read; a dump does not read it).
  private func storedParts(of type: String, fields: [String: Int]) -> [(
    name: String?, value: Value
  )] {
    storedProperties(type).compactMap { decl in
      guard let box = fields[decl.name] else { return nil }
      var value = state.variable(box).value
      if isLazy(decl) {
        if case .lazy? = state.deferred[box] { return ("$__lazy_storage_$_" + decl.name, .none) }
        return ("$__lazy_storage_$_" + decl.name, .some(value))
      }
      if case .unset? = state.deferred[box] { value = .none }
      return (decl.name, dumpOptional(value, declared: decl.type?.description))
    }
  }

  /// A value of a declared optional type (`Int!`, `Node?`) as the optional it is.
  private func dumpOptional(_ value: Value, declared: String?) -> Value {
    guard let declared, declared.hasSuffix("?") || declared.hasSuffix("!") else { return value }
    switch value {
    case .some, .none: return value
    default: return .some(value)
    }
  }

  /// The text a dump shows for a value on its own line: a collection's count, else the
  /// value's debug description, its description, or its type's full name.
  private func dumpSummary(of value: Value, parts: Int) throws -> String {
    func counted(_ one: String, _ many: String) -> String {
      parts == 1 ? "1 " + one : "\(parts) " + many
    }
    switch value {
    case .array: return counted("element", "elements")
    case .set: return counted("member", "members")
    case .dictionary: return counted("key/value pair", "key/value pairs")
    case .tuple where indexPathParts(value) == nil && dateSeconds(value) == nil:
      if case .tuple(_, let labels) = value, labels == ["location", "length"] { break }
      return parts == 1 ? "(1 element)" : "(\(parts) elements)"
    case .object, .enumCase, .enumPayload:
      if let own = try ownDescription(of: value, debug: true) { return own }
    default: break
    }
    switch value {
    case .object(let id):
      guard let type = learnerClass(of: id) else { return try reflectingText(value) }
      if let ancestor = uikitAncestor(of: type),
        ancestor == "NSObject" || APICatalog.types.contains(ancestor)
      {
        return try reflectingText(value)
      }
      return "main." + qualifiedName(type, of: id)
        + (genericSuffix(type, of: id, qualified: true) ?? "")
    case .enumPayload(let type, let name, let values, _) where state.enums[type] != nil:
      return "main." + qualifiedName(type, case: name, holding: values) + "." + name
    default:
      return try reflectingText(value)
    }
  }
}
