// How Objective-C names become Swift ones, as the Swift compiler imports them: selectors to
// members, C enum constants to cases, old SDK globals to today's members, Objective-C types
// to Swift types. Every rule is here once; the Objective-C parser only asks.

/// The Swift member an Objective-C message or property stands for.
struct ImportedMember {
  enum Kind {
    /// `[alert title]`, `alert.title`: a property read.
    case getter
    /// `[action setEnabled:NO]`: a property write.
    case setter
    /// `[alert addAction:ok]`: a method call with these labels.
    case method
    /// `[UIAlertAction actionWithTitle:...]`, `[[UIAlertView alloc] initWithTitle:...]`.
    case initializer
    /// `[NSNotificationCenter defaultCenter]`.
    case staticProperty
    case staticMethod
  }
  let kind: Kind
  /// Today's Swift name: `addAction`, `isEnabled`, `init`.
  let name: String
  /// Argument labels in order (nil for none).
  let labels: [String?]
  /// The member's declared Swift type (for a method, its result type).
  let type: String
  /// Parameter types, in order.
  let parameterTypes: [String]
  /// The declaring class (`UIAlertController`).
  let owner: String

  /// `addAction(_:)`, `isEnabled`.
  var swiftName: String {
    switch kind {
    case .getter, .setter, .staticProperty: return name
    default: return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
  }
}

enum ObjCImport {
  // MARK: - Names

  /// `Title` for `title`.
  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// `title` for `Title`; `URL` stays as it is.
  static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    let rest = text.dropFirst()
    if let second = rest.first, second.isUppercase { return text }
    return first.lowercased() + rest
  }

  /// The selector pieces' first name for a Swift base name and first label, in each form
  /// Swift could have imported it from: `addButton` + `withTitle` is `addButtonWithTitle`;
  /// `addTextField` + `configurationHandler` is `addTextFieldWithConfigurationHandler`.
  static func firstPieces(base: String, label: String?) -> [String] {
    guard let label, label != "_" else { return [base] }
    if label.hasPrefix("with") { return [base + capitalized(label)] }
    return [base + "With" + capitalized(label), base + capitalized(label)]
  }

  /// The selectors a method's Swift name can come from: `present(_:animated:completion:)`
  /// from `present:animated:completion:`, its old spelling `presentViewController(...)` from
  /// `presentViewController:animated:completion:`.
  static func selectors(base: String, labels: [String?]) -> [String] {
    guard let first = labels.first else { return [base] }
    let rest = labels.dropFirst().map { ($0 ?? "") + ":" }.joined()
    return firstPieces(base: base, label: first).map { $0 + ":" + rest }
  }

  /// The Objective-C property names of a Swift property: `isEnabled` is `enabled` (with the
  /// getter `isEnabled`), and each old name.
  static func propertyNames(_ member: APIMember) -> [String] {
    var names = [member.name]
    let characters = Array(member.name)
    if member.name.hasPrefix("is"), characters.count > 2, characters[2].isUppercase {
      names.append(lowercasedFirst(String(characters[2...])))
    }
    names += member.old.filter { $0.form == .member }.map(\.name)
    return names
  }

  /// Every selector that reaches `member`, with the kind of use.
  static func selectors(of member: APIMember) -> [(selector: String, kind: ImportedMember.Kind)] {
    switch member.kind {
    case .property(let settable):
      return propertyNames(member).flatMap { name -> [(String, ImportedMember.Kind)] in
        var result: [(String, ImportedMember.Kind)] = [(name, .getter)]
        if settable { result.append(("set" + capitalized(name) + ":", .setter)) }
        return result
      }
    case .method, .staticMethod:
      let kind: ImportedMember.Kind = member.kind == .method ? .method : .staticMethod
      var result = selectors(base: member.name, labels: member.params.map(\.label)).map {
        ($0, kind)
      }
      for old in member.old where old.form == .member {
        result += selectors(base: old.name, labels: old.labels).map { ($0, kind) }
      }
      return result
    case .staticProperty:
      return ([member.name] + member.old.filter { $0.form != .global }.map(\.name)).map {
        ($0, .staticProperty)
      }
    case .initializer:
      guard let first = member.params.first else { return [("init", .initializer)] }
      let rest = member.params.dropFirst().map { ($0.label ?? "") + ":" }.joined()
      return [("initWith" + capitalized(first.label ?? "") + ":" + rest, .initializer)]
    }
  }

  /// Per class, its members (inherited ones included) by selector: instance and class side.
  struct SelectorTable {
    var instance: [String: ImportedMember] = [:]
    var classSide: [String: ImportedMember] = [:]
  }

  static let tables: [String: SelectorTable] = Dictionary(
    uniqueKeysWithValues: APICatalog.types.keys.map { name in
      (name, table(for: APICatalog.members(of: name)))
    })

  /// Every class's instance selectors, for a receiver whose class is not known (`id`).
  static let anyInstance: [String: ImportedMember] = {
    var result: [String: ImportedMember] = [:]
    for name in APICatalog.types.keys.sorted() {
      for (selector, member) in tables[name]?.instance ?? [:] where result[selector] == nil {
        result[selector] = member
      }
    }
    return result
  }()

  private static func table(for members: [APIMember]) -> SelectorTable {
    var table = SelectorTable()
    for member in members {
      for (selector, kind) in selectors(of: member) {
        let imported = ImportedMember(
          kind: kind, name: member.name,
          labels: kind == .setter || kind == .getter ? [] : member.params.map(\.label),
          type: member.type, parameterTypes: member.params.map(\.type), owner: member.owner)
        switch kind {
        case .getter, .setter, .method:
          if table.instance[selector] == nil { table.instance[selector] = imported }
        case .initializer, .staticMethod, .staticProperty:
          if table.classSide[selector] == nil { table.classSide[selector] = imported }
        }
      }
    }
    return table
  }

  /// The initializer a class factory method stands for: `[UIAlertAction actionWithTitle:...]`
  /// is `UIAlertAction(title:...)` because `action` ends the class name (Swift's rule), and
  /// `initWithTitle:...` is the same initializer. A factory whose noun is followed by `For`
  /// (`[NSIndexPath indexPathForRow:inSection:]`) keeps it in the first label:
  /// `IndexPath(forRow:inSection:)`, `initWithForRow:inSection:`.
  static func factoryInitializerSelector(_ selector: String, of className: String) -> String? {
    let characters = Array(selector)
    guard characters.count > 4 else { return nil }
    let found = (0...(characters.count - 4)).lazy.compactMap { at -> (at: Int, rest: String)? in
      let word = String(characters[at..<(at + 4)])
      if word == "With" { return (at, String(characters[(at + 4)...])) }
      if word.hasPrefix("For") { return (at, String(characters[at...])) }
      return nil
    }.first
    guard let found else { return nil }
    let noun = String(characters[..<found.at]).lowercased()
    guard !noun.isEmpty, className.lowercased().hasSuffix(noun) else { return nil }
    return "initWith" + found.rest
  }

  /// The member `selector` names on an instance of `className` (nil: any class), or nil.
  static func instanceMember(_ selector: String, of className: String?) -> ImportedMember? {
    if let className {
      let type = APICatalog.catalogType(for: className)
      return tables[type]?.instance[selector]
    }
    return anyInstance[selector]
  }

  /// The member `selector` names on the class `className` itself: a factory method or a
  /// static member.
  static func classMember(_ selector: String, of className: String) -> ImportedMember? {
    let type = APICatalog.catalogType(for: className)
    guard let table = tables[type] else { return nil }
    if let member = table.classSide[selector] { return member }
    // `[NSDate date]`: a factory named for the class, with no arguments, is `init`.
    if !selector.contains(":"), type.lowercased().hasSuffix(selector.lowercased()),
      let member = table.classSide["init"]
    {
      return member
    }
    if let initializer = factoryInitializerSelector(selector, of: type) {
      if let member = table.classSide[initializer] { return member }
      return variadicInitializer(initializer, in: table)
    }
    return nil
  }

  /// `initWithTitle:...otherButtonTitles:` with any number of titles after it (the catalog
  /// has one initializer per count; the selector names the list once).
  static func variadicInitializer(_ selector: String, in table: SelectorTable) -> ImportedMember? {
    table.classSide.first { key, _ in
      key.hasPrefix(selector) && key.dropFirst(selector.count).allSatisfy { $0 == ":" }
    }.map(\.value)
  }

  /// The initializer `[[X alloc] initWith...]` names.
  static func initializer(_ selector: String, of className: String) -> ImportedMember? {
    let type = APICatalog.catalogType(for: className)
    guard let table = tables[type] else { return nil }
    return table.classSide[selector] ?? variadicInitializer(selector, in: table)
  }

  /// UIKit's class properties (`@property (class)`): `+ (BOOL)name` overrides a `class var`.
  static let classProperties: Set<String> = ["wantsDefaultContentAppearance"]

  // MARK: - Constants

  /// `UIAlertControllerStyleAlert` → (`UIAlertController.Style`, `alert`): every C enum
  /// constant of the declared enums, made from its old type name and the case.
  static let enumConstants: [String: (type: String, name: String)] = {
    var result: [String: (type: String, name: String)] = [:]
    for spec in APICatalog.enums.values {
      var prefixes = spec.oldNames + [String(spec.name.filter { $0 != "." })]
      // `UIModalPresentationPopover`: the constants' common prefix drops the type's `Style`.
      prefixes += prefixes.filter { $0.hasSuffix("Style") }.map { String($0.dropLast(5)) }
      // `UIReturnKeyNext`: the return key's constants drop the type's `Type`.
      if spec.name == "UIReturnKeyType" { prefixes.append("UIReturnKey") }
      for prefix in prefixes {
        for name in spec.cases {
          let constant = prefix + capitalized(name)
          if result[constant] == nil { result[constant] = (spec.name, name) }
        }
      }
    }
    return result
  }()

  /// A global of the old SDKs (`UITextFieldTextDidChangeNotification`, `CGRectMake`) and
  /// today's spelling: the type and member.
  static func global(_ name: String) -> (owner: String, member: APIMember)? {
    guard let (member, _) = APICatalog.globals[name] else { return nil }
    return (member.owner, member)
  }

  // MARK: - Types

  /// The Swift type for an Objective-C type written in a declaration, cast or parameter:
  /// `NSString *` is `String`, `BOOL` is `Bool`, `NSArray<UITextField *> *` is
  /// `[UITextField]`, `UIAlertController *` stays `UIAlertController`.
  static func swiftType(_ name: String, arguments: [String] = []) -> String {
    switch name {
    case "NSString", "NSMutableString": return "String"
    case "BOOL", "bool", "Boolean": return "Bool"
    case "NSInteger", "NSUInteger", "int", "long", "short", "unsigned", "char", "size_t",
      "int64_t", "uint64_t", "int32_t", "uint32_t", "int16_t", "uint16_t", "int8_t", "uint8_t":
      return "Int"
    case "dispatch_time_t": return "DispatchTime"
    case "dispatch_queue_t": return "DispatchQueue"
    case "CGFloat": return "CGFloat"
    case "float", "double", "NSTimeInterval": return "Double"
    case "id", "instancetype": return "Any"
    case "void", "IBAction": return "Void"
    case "SEL": return "Selector"
    case "NSArray", "NSMutableArray":
      return "[" + (arguments.first ?? "Any") + "]"
    case "NSDictionary", "NSMutableDictionary":
      return "[" + (arguments.first ?? "AnyHashable") + ": "
        + (arguments.dropFirst().first ?? "Any")
        + "]"
    // A boxed number is the number itself in Swift.
    case "NSNumber", "NSObject": return "Any"
    default:
      if let renamed = APICatalog.renamedTypes[name] { return renamed }
      if let renamed = APICatalog.renamedEnums[name] { return renamed }
      return name
    }
  }

  /// True for Swift types that hold numbers or flags (never nil in Objective-C).
  static func isScalar(_ type: String?) -> Bool {
    guard let type else { return false }
    return ["Int", "Double", "CGFloat", "Bool", "Float"].contains(type)
  }

  /// Swift's zero of a scalar type: what messaging nil answers in Objective-C.
  static func zero(of type: String, at range: SourceRange) -> Expr {
    switch type {
    case "Bool": return Expr(.boolean(false), range: range)
    case "Double", "CGFloat", "Float": return Expr(.float(0), range: range)
    default: return Expr(.integer(0), range: range)
    }
  }

  // MARK: - Foundation

  /// Foundation messages whose Swift is an operator or a standard-library member rather than
  /// a UIKit declaration: `[a isEqualToString:b]` is `a == b`.
  enum Bridged {
    case equal
    case plus
    case member(String, type: String)
    case method(String, labels: [String?], type: String)
    case subscriptAccess
  }

  static func bridged(_ selector: String, receiverType: String?) -> Bridged? {
    let type = receiverType.map(stripOptional)
    switch selector {
    case "isEqualToString:", "isEqual:": return .equal
    case "stringByAppendingString:": return .plus
    case "length" where type == "String" || type == nil: return .member("count", type: "Int")
    case "count": return .member("count", type: "Int")
    case "uppercaseString": return .method("uppercased", labels: [], type: "String")
    case "lowercaseString": return .method("lowercased", labels: [], type: "String")
    case "hasPrefix:": return .method("hasPrefix", labels: [nil], type: "Bool")
    case "hasSuffix:": return .method("hasSuffix", labels: [nil], type: "Bool")
    case "containsString:", "containsObject:":
      return .method("contains", labels: [nil], type: "Bool")
    case "addObject:": return .method("append", labels: [nil], type: "Void")
    case "objectAtIndex:", "objectAtIndexedSubscript:", "objectForKey:", "valueForKey:",
      "objectForKeyedSubscript:":
      return .subscriptAccess
    case "removeAllObjects": return .method("removeAll", labels: [], type: "Void")
    case "removeLastObject": return .method("removeLast", labels: [], type: "Void")
    case "removeObjectAtIndex:": return .method("remove", labels: ["at"], type: "Void")
    case "insertObject:atIndex:": return .method("insert", labels: [nil, "at"], type: "Void")
    case "addObjectsFromArray:": return .method("append", labels: ["contentsOf"], type: "Void")
    case "firstObject": return .member("first", type: elementType(type).map { $0 + "?" } ?? "Any?")
    case "lastObject": return .member("last", type: elementType(type).map { $0 + "?" } ?? "Any?")
    default: return nil
    }
  }

  static func stripOptional(_ type: String) -> String {
    if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
    return type
  }

  /// `UITextField` for `[UITextField]`.
  static func elementType(_ type: String?) -> String? {
    guard let type = type.map(stripOptional), type.hasPrefix("["), type.hasSuffix("]"),
      !type.contains(":")
    else { return nil }
    return String(type.dropFirst().dropLast())
  }
}

extension ObjCImport {
  /// The value an Objective-C variable or ivar starts with (0, NO, no direction), as Swift
  /// must spell it; nil for an object (it starts as nil).
  static func zeroValue(of type: String, at range: SourceRange) -> Expr? {
    if isScalar(type) { return zero(of: type, at: range) }
    if type == "String" { return Expr(.string([]), range: range) }
    if type == "UIPopoverArrowDirection" { return Expr(.array([]), range: range) }
    if let spec = APICatalog.enums[type], let first = spec.cases.first {
      return Expr(.implicitMember(first), range: range)
    }
    if ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets"].contains(type) {
      return Expr(.implicitMember("zero"), range: range)
    }
    return nil
  }
}
