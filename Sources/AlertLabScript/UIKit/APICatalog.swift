import AlertLabKit
import Synchronization

/// A type's members with those it inherits, indexed by every spelling, so that finding a
/// member is one `NameIndex` lookup of its declaration.
/// A type's `MemberTable`, built the first time it is asked for.
final class LazyMemberTable: Sendable {
  let typeName: String
  private let built = Mutex<MemberTable?>(nil)

  init(typeName: String) {
    self.typeName = typeName
  }

  var table: MemberTable {
    if let table = built.withLock({ $0 }) { return table }
    let table = MemberTable(APICatalog.collectMembers(of: typeName))
    return built.withLock { built in
      if let earlier = built { return earlier }
      built = table
      return table
    }
  }
}

final class MemberTable: Sendable {
  /// Every member, nearest class first.
  let all: [APIMember]
  /// Instance properties by today's name, then (where no property has it today) by an old one.
  let properties: NameIndex<(member: APIMember, isOld: Bool)>
  /// Instance methods by today's base name, nearest first.
  let methods: NameIndex<[APIMember]>
  /// Instance methods by an old base name, with that spelling.
  let oldMethods: NameIndex<[(member: APIMember, spelling: OldSpelling)]>
  /// Static methods by today's base name, and by an old one.
  let staticMethods: NameIndex<[APIMember]>
  let oldStaticMethods: NameIndex<[(member: APIMember, spelling: OldSpelling)]>
  /// Static properties by today's name or an old one.
  let staticProperties: NameIndex<APIMember>
  /// Static properties an old static call stands for (`UIDevice.currentDevice()`).
  let staticCalls: NameIndex<(member: APIMember, spelling: OldSpelling)>
  let initializers: [APIMember]
  /// The first property (instance or static) or non-property with a name in any spelling,
  /// nearest first: the declared types `staticTypeName` reads.
  let firstProperty: NameIndex<APIMember>
  let firstNonProperty: NameIndex<APIMember>

  init(_ all: [APIMember]) {
    self.all = all
    var properties: [String: (member: APIMember, isOld: Bool)] = [:]
    var methods: [String: [APIMember]] = [:]
    var oldMethods: [String: [(member: APIMember, spelling: OldSpelling)]] = [:]
    var staticMethods: [String: [APIMember]] = [:]
    var oldStaticMethods: [String: [(member: APIMember, spelling: OldSpelling)]] = [:]
    var staticProperties: [String: APIMember] = [:]
    var staticCalls: [String: (member: APIMember, spelling: OldSpelling)] = [:]
    var firstProperty: [String: APIMember] = [:]
    var firstNonProperty: [String: APIMember] = [:]
    for member in all {
      let names = [member.name] + member.old.filter { $0.form == .member }.map(\.name)
      for name in names {
        if member.isProperty {
          if firstProperty[name] == nil { firstProperty[name] = member }
        } else if firstNonProperty[name] == nil {
          firstNonProperty[name] = member
        }
      }
      switch member.kind {
      case .property:
        if properties[member.name] == nil { properties[member.name] = (member, false) }
      case .method:
        methods[member.name, default: []].append(member)
        for old in member.old where old.form == .member {
          oldMethods[old.name, default: []].append((member, old))
        }
      case .staticMethod:
        staticMethods[member.name, default: []].append(member)
        for old in member.old where old.form == .member {
          oldStaticMethods[old.name, default: []].append((member, old))
        }
      case .staticProperty:
        if staticProperties[member.name] == nil { staticProperties[member.name] = member }
        for old in member.old {
          if old.form == .member, staticProperties[old.name] == nil {
            staticProperties[old.name] = member
          }
          if old.form == .staticCall, staticCalls[old.name] == nil {
            staticCalls[old.name] = (member, old)
          }
        }
      case .initializer:
        break
      }
    }
    for member in all {
      guard case .property = member.kind else { continue }
      for old in member.old where properties[old.name] == nil {
        properties[old.name] = (member, true)
      }
    }
    self.properties = NameIndex(properties)
    self.methods = NameIndex(methods)
    self.oldMethods = NameIndex(oldMethods)
    self.staticMethods = NameIndex(staticMethods)
    self.oldStaticMethods = NameIndex(oldStaticMethods)
    self.staticProperties = NameIndex(staticProperties)
    self.staticCalls = NameIndex(staticCalls)
    self.initializers = all.filter { $0.kind == .initializer }
    self.firstProperty = NameIndex(firstProperty)
    self.firstNonProperty = NameIndex(firstNonProperty)
  }

  static let empty = MemberTable([])
}

/// The simulated UIKit surface, gathered from the class declarations in this folder: every
/// type, member and enum the language knows, with the spellings of every Swift era
/// (uikit-rules.md §4A, §4B). Completion, "did you mean", old-spelling notes, dispatch and
/// `verify` all read it.
enum APICatalog {
  /// Every declared class, one per file of this folder.
  static let classes: [APIClass] =
    [
      .nsObject, .uiViewController, .viewController, .uiAlertController, .uiAlertAction,
      .uiTextField, .uiView, .uiButton, .uiButtonConfiguration, .uiBarButtonItem,
      .uiPopoverPresentationController,
      .notificationCenter, .notification, .uiDevice, .uiTraitCollection, .cgRect, .cgSize,
      .cgPoint, .uiEdgeInsets, .string, .array, .uiStoryboard, .uiAlertView, .uiActionSheet,
      .uiPopoverController, .uiPopoverBackgroundView, .uiNavigationController, .uiNavigationBar,
      .uiNib, .uiImage, .uiColor, .uiApplication, .uiImageView, .uiActivityIndicatorView,
      .unsafeMutablePointer, .double, .int,
      .autoreleasingUnsafeMutablePointer, .uiResponder, .uiControl, .uiLabel, .caLayer, .cgColor,
      .uiFont,
      .uiApplicationDelegate, .uiWindow, .uiWindowLevel, .uiMenuElement, .uiMenu, .uiAction,
      .uiDeferredMenuElement,
      .uiGestureRecognizer,
      .uiTapGestureRecognizer,
      .uiSwipeGestureRecognizer,
      .uiScreen, .uiNavigationItem,
      .uiActivityViewController,
      .uiImagePickerController, .nsAttributedString, .nsMutableAttributedString,
      .dispatchQueue, .dispatchTime, .dispatchWallTime,
      .dispatchTimeInterval, .operationQueue, .timer, .thread, .bundle, .nsRange,
      .range, .uiScene, .uiWindowScene, .uiTableView, .uiTableViewCell,
      .uiListContentConfiguration, .indexPath, .uiTableViewController,
      .task, .checkedContinuation, .unsafeContinuation, .mainActor, .duration, .taskGroup,
      .taskPriority,
      .asyncStream, .asyncStreamContinuation, .cancellationError, .result, .nsLayoutAnchor,
      .nsLayoutConstraint, .uiLayoutGuide, .uiStoryboardSegue, .date, .uiDatePicker,
      .dateFormatter, .locale, .uiToolbar,
    ] + APIClass.segueKinds

  /// The classes by name, in the order of `classes` (the first of a name).
  static let types = NameIndex(classes.map { ($0.name, $0) })

  static let enums = NameIndex(classes.flatMap(\.enums).map { ($0.name, $0) })

  /// Every type's members with those it inherits, indexed, each type's computed once and only
  /// when first asked for: a program or a course uses a few of the catalog's types.
  static let tables = NameIndex(types.keys.map { ($0, LazyMemberTable(typeName: $0)) })

  /// Old names of types and enums (`NSNotificationCenter`, `UIAlertControllerStyle`).
  static let renamedTypes = NameIndex(
    classes.flatMap { type in type.oldNames.map { ($0, type.name) } })
  static let renamedEnums = NameIndex(
    enums.values.flatMap { spec in spec.oldNames.map { ($0, spec.name) } })

  /// Globals of the old SDKs (`CGRectZero`, `CGRectMake`) and the member each is today.
  static let globals = NameIndex(
    classes.flatMap { type in
      type.members.flatMap { member in
        member.old.filter { $0.form == .global }.map { ($0.name, (member: member, spelling: $0)) }
      }
    })

  /// The indexed members of a type (empty for a type the catalog does not have).
  static func table(of typeName: String) -> MemberTable {
    tables[typeName]?.table ?? .empty
  }

  /// The type's own members and those it inherits, nearest first.
  static func members(of typeName: String) -> [APIMember] {
    table(of: typeName).all
  }

  static func collectMembers(of typeName: String) -> [APIMember] {
    var result: [APIMember] = []
    var current: String? = typeName
    var guardCount = 0
    while let name = current, let spec = types[name], guardCount < 16 {
      result += spec.members
      current = spec.superclass
      guardCount += 1
    }
    return result
  }

  /// The catalog type used for a class name: a learner's subclass of UIViewController, a
  /// private UIKit subclass, or the name itself.
  static func catalogType(for className: String) -> String {
    if types.contains(className) { return className }
    // A generic pointer type (`UnsafeMutablePointer<CGRect>`) is its generic type's.
    if let open = className.firstIndex(of: "<"), types.contains(String(className[..<open])) {
      return String(className[..<open])
    }
    if let renamed = renamedTypes[className] { return renamed }
    if className.hasSuffix("PresentationController") { return "UIPopoverPresentationController" }
    return "UIViewController"
  }

  /// True when `className` is `ancestor` or inherits from it.
  static func isSubclass(_ className: String, of ancestor: String) -> Bool {
    if ancestor == "Any" || ancestor == "AnyObject" || ancestor == "NSObject" { return true }
    var current: String? = className
    var guardCount = 0
    while let name = current, guardCount < 16 {
      if name == ancestor { return true }
      current = types[name]?.superclass
      guardCount += 1
    }
    return false
  }

  /// Type names a learner can write, for completion and suggestions.
  static var typeNames: [String] {
    (types.keys + ["Selector"]).sorted()
  }

  /// What would make a declaration unreachable: a member declared twice in one class (same
  /// kind and full name), an old spelling that is a member's spelling today, or a global of
  /// the old SDKs claimed by two members. Empty for a sound catalog.
  static func duplicates(in classes: [APIClass]) -> [String] {
    var problems: [String] = []
    func key(_ member: APIMember, _ spelling: String) -> String {
      (member.isStatic ? "static " : "") + spelling
    }
    var globals: Set<String> = []
    for type in classes {
      var today: Set<String> = []
      // Overloads with the same labels differ in their parameters' types (`convert(_:to:)`
      // of a CGRect and of a CGPoint): the binding tries them in order.
      var declared: Set<String> = []
      for member in type.members {
        today.insert(key(member, member.fullName))
        let signature = member.fullName + member.params.map(\.type).joined(separator: ",")
        if !declared.insert(key(member, signature)).inserted {
          problems.append("\(member.id) is declared twice")
        }
      }
      for member in type.members {
        for old in member.old {
          if old.form == .global, !globals.insert(old.name).inserted {
            problems.append("\(member.id): the global '\(old.name)' is another member's too")
          }
          let spelling = member.isProperty ? old.name : old.fullName
          if old.form == .member, today.contains(key(member, spelling)) {
            problems.append(
              "\(member.id): its old spelling '\(spelling)' is a member's spelling today")
          }
        }
      }
    }
    return problems
  }
}
