/// `UIAlertController.Style`.
public enum AlertStyle: String, Hashable, Sendable {
  case alert, actionSheet
  /// The Objective-C constant name, as exception texts spell it.
  public var objcName: String {
    self == .alert ? "UIAlertControllerStyleAlert" : "UIAlertControllerStyleActionSheet"
  }
}

/// `UIAlertAction.Style`.
public enum ActionStyle: String, Hashable, Sendable {
  case `default`, cancel, destructive
}

/// `UIModalPresentationStyle`, the cases AlertLab simulates.
public enum ModalPresentationStyle: String, Hashable, Sendable {
  case automatic, fullScreen, pageSheet, formSheet, overFullScreen, popover, none, custom
}

/// `UIPopoverArrowDirection`, an option set (up 1, down 2, left 4, right 8, any 15;
/// unknown is all bits set).
public struct ArrowDirections: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = ArrowDirections(rawValue: 1)
  public static let down = ArrowDirections(rawValue: 2)
  public static let left = ArrowDirections(rawValue: 4)
  public static let right = ArrowDirections(rawValue: 8)
  public static let any = ArrowDirections(rawValue: 15)
  public static let unknown = ArrowDirections(rawValue: UInt.max)

  /// Swift's spelling: `.up`, `[.up, .down]`, `.any`, `[]`, `.unknown`.
  public var swiftDescription: String {
    if self == .unknown { return ".unknown" }
    if self == .any { return ".any" }
    let names = [(ArrowDirections.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
      .filter { contains($0.0) }.map { "." + $0.1 }
    if names.count == 1 { return names[0] }
    return "[" + names.joined(separator: ", ") + "]"
  }
}

/// A view controller: `self`, an alert controller, or a content controller for a popover.
public struct ViewController: Hashable, Sendable {
  /// The class as UIKit describes it (`ViewController`, `UIAlertController`).
  public var className: String
  public var title: String?
  public var modalPresentationStyle: ModalPresentationStyle = .automatic
  public var preferredContentSize: Size = .zero
  public var presentedViewController: ObjectID?
  public var presentingViewController: ObjectID?
  /// Created on first access of `popoverPresentationController` (or presentation).
  public var popoverPresentationController: ObjectID?
  /// For a UIAlertController: its content.
  public var alert: AlertContent?
  /// The root view, for controllers whose view matters (`self.view`).
  public var view: ObjectID?
  /// `isModalInPopover`: a tap outside does not dismiss the popover that shows it.
  public var isModalInPopover = false
  /// `parent`: the container controller this one is a child of (`addChild(_:)`).
  public var parent: ObjectID?
  /// `children`, in the order they were added.
  public var children: [ObjectID] = []

  public init(className: String, title: String? = nil) {
    self.className = className
    self.title = title
  }
}

extension ViewController {
  /// The class by the name Swift gives it (`className` is the Objective-C runtime's).
  public var swiftClassName: String { Self.swiftName(ofClass: className) }

  /// A generic SwiftUI class by the name Swift gives it: the Objective-C runtime's
  /// `_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_` (what a console prints) is
  /// `PresentationHostingController<AnyView>`. Any other name is given back as it is.
  static func swiftName(ofClass name: String) -> String {
    var rest = Substring(name)
    guard rest.hasPrefix("_TtGC7SwiftUI") else { return name }
    rest = rest.dropFirst("_TtGC7SwiftUI".count)
    /// A name written after its length (`29PresentationHostingController`).
    func counted() -> Substring? {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let length = Int(digits), length > 0, length <= rest.count - digits.count else {
        return nil
      }
      let word = rest.dropFirst(digits.count).prefix(length)
      rest = rest.dropFirst(digits.count + length)
      return word
    }
    guard let generic = counted(), rest.hasPrefix("VS_") else { return name }
    rest = rest.dropFirst(3)
    guard let argument = counted(), rest == "_" else { return name }
    return "\(generic)<\(argument)>"
  }
}

/// The content of a UIAlertController.
public struct AlertContent: Hashable, Sendable {
  public var title: String?
  public var message: String?
  public var style: AlertStyle
  public var actions: [ObjectID] = []
  public var textFields: [ObjectID] = []
  public var preferredAction: ObjectID?
  /// For an action sheet SwiftUI shows: the view it is attached to. SwiftUI anchors a dialog
  /// at the modified view, so the popover the sheet becomes in a regular width (an iPhone
  /// app switched to an iPad) points at it.
  public var anchor: ObjectID?
  public init(title: String?, message: String?, style: AlertStyle) {
    self.title = title
    self.message = message
    self.style = style
  }
}

/// A UIAlertAction.
public struct AlertAction: Hashable, Sendable {
  public var title: String?
  public var style: ActionStyle
  public var isEnabled: Bool = true
  public var handler: Callable?
  /// `accessibilityIdentifier`: the name UI tests find the button by.
  public var accessibilityIdentifier: String?
  /// The controller it was added to.
  public var controller: ObjectID?
  public init(title: String?, style: ActionStyle, handler: Callable?) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A UITextField inside an alert.
public struct TextField: Hashable, Sendable {
  public var placeholder: String?
  public var text: String = ""
  public var isSecureTextEntry = false
  public var controller: ObjectID?
  public init() {}
}

/// A UIView or UIButton of the scene.
public struct View: Hashable, Sendable {
  /// `UIView`, `UIButton`, or the program's own subclass (`MenuButton`).
  public var className: String
  /// The UIKit class the view is, which says how it is drawn and touched: `UIButton` for a
  /// `MenuButton: UIButton` too.
  public var kitClass: String
  /// The name a learner uses (`button`, `view`).
  public var name: String
  public var title: String?
  /// Frame in window coordinates.
  public var frame: Rect
  /// False for a view created in code and never added to the window.
  public var isInWindow: Bool
  public init(className: String, name: String, title: String?, frame: Rect, isInWindow: Bool) {
    self.className = className
    self.kitClass = className
    self.name = name
    self.title = title
    self.frame = frame
    self.isInWindow = isInWindow
  }
  /// `bounds`: the frame at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
}

/// A UIBarButtonItem of the navigation bar.
public struct BarButtonItem: Hashable, Sendable {
  public var name: String
  public var title: String
  /// Where the item is drawn, in window coordinates; nil when not in a bar.
  public var frame: Rect?
  /// `UIBarButtonItem.SystemItem` case name of a system item (`add`), whose `title` is
  /// empty: UIKit draws a glyph or its own word instead.
  public var systemItem: String?
  public init(name: String, title: String, frame: Rect?, systemItem: String? = nil) {
    self.name = name
    self.title = title
    self.frame = frame
    self.systemItem = systemItem
  }

  /// What the bar shows: the title, or a system item's glyph or word. The add item is UIKit's
  /// "+"; the other glyph items (share, compose, trash, ...) are drawn as their names in
  /// words, AlertLab's own choice for a text screen.
  public var shownTitle: String {
    guard let systemItem else { return title }
    return Self.systemItemTitles[systemItem] ?? systemItem
  }

  /// The event a bar button item's `target`/`action` pair is kept under with the controls'
  /// targets (UIKit sends it when the item is tapped).
  public static let actionEvent = "primaryActionTriggered"

  /// The bar's word or glyph for each system item.
  static let systemItemTitles: [String: String] = [
    "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "+",
    "compose": "Compose", "reply": "Reply", "action": "Share", "organize": "Organize",
    "bookmarks": "Bookmarks", "search": "Search", "refresh": "Refresh", "stop": "Stop",
    "camera": "Camera", "trash": "Trash", "undo": "Undo", "redo": "Redo", "close": "Close",
    "flexibleSpace": "", "fixedSpace": "",
  ]
}

/// A UIPopoverPresentationController.
public struct PopoverPresentation: Hashable, Sendable {
  /// The controller it presents.
  public var presented: ObjectID
  /// `_UIAlertControllerActionSheetRegularPresentationController` for an iPad action sheet.
  public var className: String
  public var sourceView: ObjectID?
  /// nil until set (iOS 13.2+ then uses the source view's bounds; before, `.zero`).
  public var sourceRect: Rect?
  public var barButtonItem: ObjectID?
  public var permittedArrowDirections: ArrowDirections = .any
  /// `.unknown` before presentation and after dismissal.
  public var arrowDirection: ArrowDirections = .unknown
  public var passthroughViews: [ObjectID] = []
  public var backgroundColor: String?
  public var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// The delegate: an object whose methods the driver runs (weak in UIKit).
  public var delegate: ObjectID?
  public var canOverlapSourceViewRect = false
  public init(presented: ObjectID, className: String) {
    self.presented = presented
    self.className = className
  }
}

/// A notification observer registered with NotificationCenter.
public struct Observer: Hashable, Sendable {
  /// What runs when a matching notification is posted.
  public enum Target: Hashable, Sendable {
    /// `addObserver(forName:object:queue:using:)`: a block.
    case block(Callable)
    /// `addObserver(_:selector:name:object:)`: a method of an object.
    case selector(observer: ObjectID, selector: String)
  }
  /// The token (block observers) or observer object (selector observers).
  public var token: ObjectID
  public var name: String?
  public var object: ObjectID?
  public var target: Target
}

/// A posted notification as handlers see it.
public struct PostedNotification: Hashable, Sendable {
  public var name: String
  public var object: ObjectID?
}
