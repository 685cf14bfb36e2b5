import AlertLabKit

/// One parameter of a simulated API: its label (nil for `_`), type and whether it has a
/// default value.
struct ParamSpec: Sendable {
  let label: String?
  let type: String
  let hasDefault: Bool
  init(_ label: String?, _ type: String, default hasDefault: Bool = false) {
    self.label = label
    self.type = type
    self.hasDefault = hasDefault
  }
}

/// An older spelling of a member: its base name and labels (`presentViewController`,
/// `[nil, "animated", "completion"]`), or a property name.
struct OldSpelling: Sendable {
  let name: String
  let labels: [String?]
}

/// One member of a simulated type: a property, method or initializer, with every spelling it
/// had. The interpreter dispatches on `id`; completion and "did you mean" read the rest.
struct MemberSpec: Sendable {
  enum Kind: Equatable, Sendable {
    case property(settable: Bool)
    case method
    case initializer
    case staticProperty
    case staticMethod
  }
  let kind: Kind
  let name: String
  let params: [ParamSpec]
  /// Property type, or method return type.
  let type: String
  let id: String
  let old: [OldSpelling]
  /// The first iOS version that has it.
  let since: IOSVersion?

  /// `addAction(_:)`, `title`, `init(title:message:preferredStyle:)`.
  var fullName: String {
    switch kind {
    case .property, .staticProperty: return name
    default:
      return name + "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
  }

  var isProperty: Bool {
    switch kind {
    case .property, .staticProperty: return true
    default: return false
    }
  }

  var isStatic: Bool {
    switch kind {
    case .staticProperty, .staticMethod, .initializer: return true
    default: return false
    }
  }
}

/// A simulated type: its members and superclass.
struct TypeSpec: Sendable {
  let name: String
  let superclass: String?
  let members: [MemberSpec]
  /// Older names of the type itself (`NSNotificationCenter`).
  let oldNames: [String]
}

/// An enum (or option set) of the simulated API: cases with their older spellings.
struct EnumSpec: Sendable {
  let name: String
  /// Old names of the type (`UIAlertControllerStyle`).
  let oldNames: [String]
  let cases: [String]
  let isOptionSet: Bool
}

// Builders for the catalog's entries, shared by the catalog and its legacy and popover parts.

/// A property (old spellings are property names).
func prop(
  _ name: String, _ type: String, settable: Bool = false, id: String, old: [String] = [],
  since: IOSVersion? = nil
) -> MemberSpec {
  MemberSpec(
    kind: .property(settable: settable), name: name, params: [], type: type, id: id,
    old: old.map { OldSpelling(name: $0, labels: []) }, since: since)
}

/// A method.
func method(
  _ name: String, _ params: [ParamSpec], returns: String = "Void", id: String,
  old: [OldSpelling] = [], since: IOSVersion? = nil
) -> MemberSpec {
  MemberSpec(
    kind: .method, name: name, params: params, type: returns, id: id, old: old, since: since)
}

/// An initializer.
func initializer(_ params: [ParamSpec], id: String, old: [OldSpelling] = [])
  -> MemberSpec
{
  MemberSpec(
    kind: .initializer, name: "init", params: params, type: "", id: id, old: old, since: nil)
}

/// A static property (`NotificationCenter.default`).
func staticProp(_ name: String, _ type: String, id: String, old: [String] = [])
  -> MemberSpec
{
  MemberSpec(
    kind: .staticProperty, name: name, params: [], type: type, id: id,
    old: old.map { OldSpelling(name: $0, labels: []) }, since: nil)
}

/// A static method (`UIDevice.currentDevice()`).
func staticMethod(
  _ name: String, _ params: [ParamSpec], returns: String, id: String, old: [OldSpelling] = []
) -> MemberSpec {
  MemberSpec(
    kind: .staticMethod, name: name, params: params, type: returns, id: id, old: old, since: nil)
}

/// The simulated UIKit surface: every type, member and enum the language knows, with the
/// spellings of every Swift era (uikit-rules.md §4A, §4B).
enum APICatalog {
  static let presentParams = [
    ParamSpec(nil, "UIViewController"), ParamSpec("animated", "Bool"),
    ParamSpec("completion", "(() -> Void)?", default: true),
  ]
  static let viewControllerMembers: [MemberSpec] = [
    initializer([], id: "vc.init"),
    initializer(
      [ParamSpec("nibName", "String?"), ParamSpec("bundle", "Bundle?")], id: "vc.initNib"),
    prop("title", "String?", settable: true, id: "vc.title"),
    prop("view", "UIView", id: "vc.view"),
    prop("presentedViewController", "UIViewController?", id: "vc.presented"),
    prop("presentingViewController", "UIViewController?", id: "vc.presenting"),
    prop("modalPresentationStyle", "UIModalPresentationStyle", settable: true, id: "vc.modalStyle"),
    prop("preferredContentSize", "CGSize", settable: true, id: "vc.preferredContentSize"),
    prop("popoverPresentationController", "UIPopoverPresentationController?", id: "vc.popover"),
    prop("traitCollection", "UITraitCollection", id: "vc.traitCollection"),
    prop("storyboard", "UIStoryboard?", id: "vc.storyboard"),
    prop("isBeingPresented", "Bool", id: "vc.isBeingPresented"),
    prop("isBeingDismissed", "Bool", id: "vc.isBeingDismissed"),
    prop(
      "isModalInPopover", "Bool", settable: true, id: "vc.isModalInPopover",
      old: ["modalInPopover"]),
    method(
      "present", presentParams, id: "vc.present",
      old: [OldSpelling(name: "presentViewController", labels: [nil, "animated", "completion"])]),
    method(
      "dismiss",
      [ParamSpec("animated", "Bool"), ParamSpec("completion", "(() -> Void)?", default: true)],
      id: "vc.dismiss",
      old: [OldSpelling(name: "dismissViewControllerAnimated", labels: [nil, "completion"])]),
    prop("parent", "UIViewController?", id: "vc.parent", old: ["parentViewController"]),
    prop("children", "[UIViewController]", id: "vc.children", old: ["childViewControllers"]),
    method(
      "addChild", [ParamSpec(nil, "UIViewController")], id: "vc.addChild",
      old: [OldSpelling(name: "addChildViewController", labels: [nil])]),
    method(
      "removeFromParent", [], id: "vc.removeFromParent",
      old: [OldSpelling(name: "removeFromParentViewController", labels: [])]),
    method(
      "didMove", [ParamSpec("toParent", "UIViewController?")], id: "vc.didMove",
      old: [OldSpelling(name: "didMoveToParentViewController", labels: [nil])]),
  ]

  static let types: [String: TypeSpec] = {
    var all: [TypeSpec] = [
      TypeSpec(name: "NSObject", superclass: nil, members: [], oldNames: []),
      TypeSpec(
        name: "UIViewController", superclass: "NSObject", members: viewControllerMembers,
        oldNames: []),
      TypeSpec(name: "ViewController", superclass: "UIViewController", members: [], oldNames: []),
      TypeSpec(
        name: "UIAlertController", superclass: "UIViewController",
        members: [
          initializer(
            [
              ParamSpec("title", "String?"), ParamSpec("message", "String?"),
              ParamSpec("preferredStyle", "UIAlertController.Style"),
            ], id: "alert.init"),
          prop("title", "String?", settable: true, id: "alert.title"),
          prop("message", "String?", settable: true, id: "alert.message"),
          prop("preferredStyle", "UIAlertController.Style", id: "alert.preferredStyle"),
          prop("actions", "[UIAlertAction]", id: "alert.actions"),
          prop("textFields", "[UITextField]?", id: "alert.textFields"),
          prop(
            "preferredAction", "UIAlertAction?", settable: true, id: "alert.preferredAction",
            since: IOSVersion(9)),
          method("addAction", [ParamSpec(nil, "UIAlertAction")], id: "alert.addAction"),
          method(
            "addTextField",
            [ParamSpec("configurationHandler", "((UITextField) -> Void)?", default: true)],
            id: "alert.addTextField",
            old: [OldSpelling(name: "addTextFieldWithConfigurationHandler", labels: [nil])]),
        ], oldNames: []),
      TypeSpec(
        name: "UIAlertAction", superclass: "NSObject",
        members: [
          initializer(
            [
              ParamSpec("title", "String?"), ParamSpec("style", "UIAlertAction.Style"),
              ParamSpec("handler", "((UIAlertAction) -> Void)?", default: true),
            ], id: "action.init"),
          prop("title", "String?", id: "action.title"),
          prop("style", "UIAlertAction.Style", id: "action.style"),
          prop("isEnabled", "Bool", settable: true, id: "action.isEnabled", old: ["enabled"]),
        ], oldNames: []),
      TypeSpec(
        name: "UITextField", superclass: "UIView",
        members: [
          prop("placeholder", "String?", settable: true, id: "field.placeholder"),
          prop("text", "String?", settable: true, id: "field.text"),
          prop(
            "isSecureTextEntry", "Bool", settable: true, id: "field.secure",
            old: ["secureTextEntry"]),
        ], oldNames: []),
      TypeSpec(
        name: "UIView", superclass: "NSObject",
        members: [
          prop("bounds", "CGRect", id: "view.bounds"),
          prop("frame", "CGRect", id: "view.frame"),
        ], oldNames: []),
      TypeSpec(
        name: "UIButton", superclass: "UIView",
        members: [prop("titleLabel", "String?", id: "button.title")], oldNames: []),
      TypeSpec(
        name: "UIBarButtonItem", superclass: "NSObject",
        members: [
          prop("title", "String?", id: "item.title"),
          initializer(
            [
              ParamSpec("title", "String?"), ParamSpec("style", "UIBarButtonItem.Style"),
              ParamSpec("target", "Any?"), ParamSpec("action", "Selector?"),
            ], id: "item.initTitle"),
          initializer(
            [
              ParamSpec("barButtonSystemItem", "UIBarButtonItem.SystemItem"),
              ParamSpec("target", "Any?"), ParamSpec("action", "Selector?"),
            ], id: "item.initSystem"),
        ], oldNames: []),
      TypeSpec(
        name: "UIPopoverPresentationController", superclass: "NSObject",
        members: [
          prop("sourceView", "UIView?", settable: true, id: "pop.sourceView"),
          prop("sourceRect", "CGRect", settable: true, id: "pop.sourceRect"),
          prop("barButtonItem", "UIBarButtonItem?", settable: true, id: "pop.barButtonItem"),
          prop(
            "permittedArrowDirections", "UIPopoverArrowDirection", settable: true,
            id: "pop.permitted"),
          prop("arrowDirection", "UIPopoverArrowDirection", id: "pop.arrowDirection"),
          prop("passthroughViews", "[UIView]?", settable: true, id: "pop.passthrough"),
          prop("backgroundColor", "UIColor?", settable: true, id: "pop.backgroundColor"),
          prop("popoverLayoutMargins", "UIEdgeInsets", settable: true, id: "pop.margins"),
          prop(
            "delegate", "UIPopoverPresentationControllerDelegate?", settable: true,
            id: "pop.delegate"),
          prop(
            "canOverlapSourceViewRect", "Bool", settable: true, id: "pop.canOverlap",
            since: IOSVersion(9)),
          prop("presentedViewController", "UIViewController", id: "pop.presented"),
          prop(
            "popoverBackgroundViewClass", "Any?", settable: true,
            id: "popovers.pop.backgroundClass"),
        ], oldNames: []),
      TypeSpec(
        name: "NotificationCenter", superclass: "NSObject",
        members: [
          staticProp("default", "NotificationCenter", id: "nc.default"),
          staticMethod("defaultCenter", [], returns: "NotificationCenter", id: "nc.defaultCenter"),
          method(
            "addObserver",
            [
              ParamSpec(nil, "Any"), ParamSpec("selector", "Selector"),
              ParamSpec("name", "NSNotification.Name?"), ParamSpec("object", "Any?"),
            ], id: "nc.addObserverSelector"),
          method(
            "addObserver",
            [
              ParamSpec("forName", "NSNotification.Name?"), ParamSpec("object", "Any?"),
              ParamSpec("queue", "OperationQueue?"),
              ParamSpec("using", "(Notification) -> Void"),
            ], returns: "NSObjectProtocol", id: "nc.addObserverBlock",
            old: [
              OldSpelling(
                name: "addObserverForName", labels: [nil, "object", "queue", "usingBlock"])
            ]),
          method("removeObserver", [ParamSpec(nil, "Any")], id: "nc.removeObserver"),
          method(
            "removeObserver",
            [
              ParamSpec(nil, "Any"), ParamSpec("name", "NSNotification.Name?"),
              ParamSpec("object", "Any?"),
            ], id: "nc.removeObserverNamed"),
          method(
            "post",
            [ParamSpec("name", "NSNotification.Name"), ParamSpec("object", "Any?", default: true)],
            id: "nc.post",
            old: [OldSpelling(name: "postNotificationName", labels: [nil, "object"])]),
        ], oldNames: ["NSNotificationCenter"]),
      TypeSpec(
        name: "Notification", superclass: nil,
        members: [
          prop("name", "NSNotification.Name", id: "note.name"),
          prop("object", "Any?", id: "note.object"),
        ], oldNames: ["NSNotification"]),
      TypeSpec(
        name: "UIDevice", superclass: "NSObject",
        members: [
          staticProp("current", "UIDevice", id: "device.current"),
          staticMethod("currentDevice", [], returns: "UIDevice", id: "device.currentDevice"),
          prop("systemVersion", "String", id: "device.systemVersion"),
          prop("userInterfaceIdiom", "UIUserInterfaceIdiom", id: "device.idiom"),
          prop("model", "String", id: "device.model"),
          prop("systemName", "String", id: "device.systemName"),
        ], oldNames: []),
      TypeSpec(
        name: "UITraitCollection", superclass: "NSObject",
        members: [
          prop("horizontalSizeClass", "UIUserInterfaceSizeClass", id: "traits.horizontal"),
          prop("verticalSizeClass", "UIUserInterfaceSizeClass", id: "traits.vertical"),
          prop("userInterfaceIdiom", "UIUserInterfaceIdiom", id: "traits.idiom"),
        ], oldNames: []),
      TypeSpec(
        name: "CGRect", superclass: nil,
        members: [
          initializer(
            [
              ParamSpec("x", "CGFloat"), ParamSpec("y", "CGFloat"), ParamSpec("width", "CGFloat"),
              ParamSpec("height", "CGFloat"),
            ], id: "rect.init"),
          initializer(
            [ParamSpec("origin", "CGPoint"), ParamSpec("size", "CGSize")], id: "rect.initOriginSize"
          ),
          initializer([], id: "rect.initZero"),
          staticProp("zero", "CGRect", id: "rect.zero"),
          prop("origin", "CGPoint", settable: true, id: "rect.origin"),
          prop("size", "CGSize", settable: true, id: "rect.size"),
          prop("width", "CGFloat", id: "rect.width"),
          prop("height", "CGFloat", id: "rect.height"),
          prop("minX", "CGFloat", id: "rect.minX"),
          prop("minY", "CGFloat", id: "rect.minY"),
          prop("midX", "CGFloat", id: "rect.midX"),
          prop("midY", "CGFloat", id: "rect.midY"),
          prop("maxX", "CGFloat", id: "rect.maxX"),
          prop("maxY", "CGFloat", id: "rect.maxY"),
        ], oldNames: []),
      TypeSpec(
        name: "CGSize", superclass: nil,
        members: [
          initializer(
            [ParamSpec("width", "CGFloat"), ParamSpec("height", "CGFloat")], id: "size.init"),
          initializer([], id: "size.initZero"),
          staticProp("zero", "CGSize", id: "size.zero"),
          prop("width", "CGFloat", settable: true, id: "size.width"),
          prop("height", "CGFloat", settable: true, id: "size.height"),
        ], oldNames: []),
      TypeSpec(
        name: "CGPoint", superclass: nil,
        members: [
          initializer([ParamSpec("x", "CGFloat"), ParamSpec("y", "CGFloat")], id: "point.init"),
          initializer([], id: "point.initZero"),
          staticProp("zero", "CGPoint", id: "point.zero"),
          prop("x", "CGFloat", settable: true, id: "point.x"),
          prop("y", "CGFloat", settable: true, id: "point.y"),
        ], oldNames: []),
      TypeSpec(
        name: "UIEdgeInsets", superclass: nil,
        members: [
          initializer(
            [
              ParamSpec("top", "CGFloat"), ParamSpec("left", "CGFloat"),
              ParamSpec("bottom", "CGFloat"), ParamSpec("right", "CGFloat"),
            ], id: "insets.init"),
          staticProp("zero", "UIEdgeInsets", id: "insets.zero"),
          prop("top", "CGFloat", settable: true, id: "insets.top"),
          prop("left", "CGFloat", settable: true, id: "insets.left"),
          prop("bottom", "CGFloat", settable: true, id: "insets.bottom"),
          prop("right", "CGFloat", settable: true, id: "insets.right"),
        ], oldNames: []),
      TypeSpec(
        name: "String", superclass: nil,
        members: [
          prop("count", "Int", id: "string.count"),
          prop("isEmpty", "Bool", id: "string.isEmpty"),
          prop("floatValue", "Float", id: "string.floatValue"),
          prop("doubleValue", "Double", id: "string.doubleValue"),
          prop("characters", "String", id: "string.characters"),
          prop("length", "Int", id: "string.length"),
          method("uppercased", [], returns: "String", id: "string.uppercased"),
          method("lowercased", [], returns: "String", id: "string.lowercased"),
          method("hasPrefix", [ParamSpec(nil, "String")], returns: "Bool", id: "string.hasPrefix"),
          method("hasSuffix", [ParamSpec(nil, "String")], returns: "Bool", id: "string.hasSuffix"),
          method("contains", [ParamSpec(nil, "String")], returns: "Bool", id: "string.contains"),
        ], oldNames: ["NSString"]),
      TypeSpec(
        name: "Array", superclass: nil,
        members: [
          prop("count", "Int", id: "array.count"),
          prop("isEmpty", "Bool", id: "array.isEmpty"),
          prop("first", "Element?", id: "array.first", old: ["firstObject"]),
          prop("last", "Element?", id: "array.last", old: ["lastObject"]),
          method("append", [ParamSpec(nil, "Element")], id: "array.append"),
          method("contains", [ParamSpec(nil, "Element")], returns: "Bool", id: "array.contains"),
          method(
            "contains", [ParamSpec("where", "(Element) -> Bool")], returns: "Bool",
            id: "array.containsWhere"),
          method(
            "first", [ParamSpec("where", "(Element) -> Bool")], returns: "Element?",
            id: "array.firstWhere"),
          method(
            "filter", [ParamSpec(nil, "(Element) -> Bool")], returns: "[Element]",
            id: "array.filter"),
          method("map", [ParamSpec(nil, "(Element) -> Any")], returns: "[Any]", id: "array.map"),
        ], oldNames: []),
    ]
    all.append(
      TypeSpec(
        name: "UIStoryboard", superclass: "NSObject",
        members: [
          method(
            "instantiateViewController", [ParamSpec("withIdentifier", "String")],
            returns: "UIViewController", id: "storyboard.instantiate",
            old: [OldSpelling(name: "instantiateViewControllerWithIdentifier", labels: [nil])])
        ], oldNames: []))
    all += legacyTypes + popoversTypes
    return Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
  }()

  static let enums: [String: EnumSpec] = {
    let all =
      [
        EnumSpec(
          name: "UIAlertController.Style", oldNames: ["UIAlertControllerStyle"],
          cases: ["actionSheet", "alert"], isOptionSet: false),
        EnumSpec(
          name: "UIAlertAction.Style", oldNames: ["UIAlertActionStyle"],
          cases: ["default", "cancel", "destructive"], isOptionSet: false),
        EnumSpec(
          name: "UIModalPresentationStyle", oldNames: [],
          cases: [
            "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
            "overCurrentContext", "popover", "none", "automatic",
          ], isOptionSet: false),
        EnumSpec(
          name: "UIPopoverArrowDirection", oldNames: [],
          cases: ["up", "down", "left", "right", "any", "unknown"], isOptionSet: true),
        EnumSpec(
          name: "UIBarButtonItem.Style", oldNames: ["UIBarButtonItemStyle"],
          cases: ["plain", "bordered", "done"], isOptionSet: false),
        EnumSpec(
          name: "UIBarButtonItem.SystemItem", oldNames: ["UIBarButtonSystemItem"],
          cases: [
            "done", "cancel", "edit", "save", "add", "compose", "reply", "action", "organize",
            "bookmarks", "search", "refresh", "stop", "camera", "trash",
          ], isOptionSet: false),
        EnumSpec(
          name: "UIUserInterfaceIdiom", oldNames: [], cases: ["unspecified", "phone", "pad"],
          isOptionSet: false),
        EnumSpec(
          name: "UIUserInterfaceSizeClass", oldNames: [],
          cases: ["unspecified", "compact", "regular"], isOptionSet: false),
        EnumSpec(
          name: "NSNotification.Name", oldNames: [],
          cases: ["UITextFieldTextDidChange", "UIApplicationDidEnterBackground"], isOptionSet: false
        ),
      ] + legacyEnums + popoversEnums
    return Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
  }()

  /// The type's own members and those it inherits, nearest first.
  static func members(of typeName: String) -> [MemberSpec] {
    if let cached = memberTable[typeName] { return cached }
    return collectMembers(of: typeName)
  }

  /// Every type's members with those it inherits, computed once.
  static let memberTable: [String: [MemberSpec]] = Dictionary(
    uniqueKeysWithValues: types.keys.map { ($0, collectMembers(of: $0)) })

  static func collectMembers(of typeName: String) -> [MemberSpec] {
    var result: [MemberSpec] = []
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
    if types[className] != nil { return className }
    if let renamed = types.values.first(where: { $0.oldNames.contains(className) }) {
      return renamed.name
    }
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
    (Array(types.keys) + ["UIApplication", "Selector", "UIColor", "UINib", "Bundle"]).sorted()
  }
}
