/// The iOS 7 way: UIAlertView and UIActionSheet objects (uikit-rules.md §1F, §4E, §5).
///
/// Both classes keep their buttons as a list of titles numbered from 0 in the order they were
/// added (U-3, U-4); which button is the cancel (or destructive) one is an index into it.
/// On iOS 7 they are views of their own, drawn over everything (`shown`); from iOS 8 each is a
/// shim over a UIAlertController (U-2) that AlertLab keeps in the world and presents.
///
/// Not simulated: E-L3 (creating a UIAlertView in a UIScene-based app throws
/// `NSObjectNotAvailableException` on iOS 13+). AlertLab's app does not adopt the UIScene life
/// cycle, so the legacy classes keep working there, as they do in such apps on a device.
public struct LegacyState: Hashable, Sendable {
  /// Every alert view and action sheet by id.
  public var views: ObjectTable<LegacyView> = [:]
  /// iOS 7: the legacy views on screen, the topmost last (from iOS 8 the shim controllers are
  /// in the presentation chain instead).
  public var shown: [ObjectID] = []
  /// iOS 8+: the shim alert controllers of alert views on screen, each in the window of its
  /// own `_UIAlertControllerShimPresenter` above the app's (U-14), the topmost last. The app's
  /// controllers do not present them: their `presentedViewController` stays nil, and they can
  /// present something else meanwhile, which shows under the alert. Before iOS 8 the content
  /// of a visible UIPopoverController is here too: its popover has a window of its own.
  public var shimWindows: [ObjectID] = []

  public init() {}

  /// The class of a legacy object, or nil when `id` is not one.
  public func className(of id: ObjectID) -> String? {
    views.reading(id, \.kind.className)
  }
}

/// Which of the two legacy classes.
public enum LegacyKind: String, Hashable, Sendable {
  case alertView, actionSheet

  /// `UIAlertView`, `UIActionSheet`.
  public var className: String { self == .alertView ? "UIAlertView" : "UIActionSheet" }
}

/// `UIAlertView.Style` (`UIAlertViewStyle` before Swift 4.2).
public enum AlertViewStyle: String, Hashable, Sendable, CaseIterable {
  case `default`, secureTextInput, plainTextInput, loginAndPasswordInput

  /// The text fields the style gives, as placeholder and secure entry (L-A7, U-9): none; one
  /// secure "Password" field; one field without placeholder; "Login" and a secure "Password".
  public var fields: [(placeholder: String?, secure: Bool)] {
    switch self {
    case .default: return []
    case .secureTextInput: return [("Password", true)]
    case .plainTextInput: return [(nil, false)]
    case .loginAndPasswordInput: return [("Login", false), ("Password", true)]
    }
  }
}

/// Where an action sheet was shown from (U-11).
public enum LegacySheetAnchor: Hashable, Sendable {
  /// `show(in:)`: the view (on an iPad, a 1 × 1 rect at its centre).
  case view(ObjectID)
  /// `show(from:animated:)` with a bar button item.
  case barButtonItem(ObjectID)
  /// `show(from:in:animated:)`: a rect in a view's coordinates.
  case rect(Rect, in: ObjectID)
}

/// One UIAlertView or UIActionSheet.
public struct LegacyView: Hashable, Sendable {
  public var kind: LegacyKind
  public var title: String?
  /// An alert view's message (an action sheet has none).
  public var message: String?
  /// The delegate: an object whose methods UIKit calls (weak in UIKit).
  public var delegate: ObjectID?
  /// The button titles, by index.
  public var buttons: [String] = []
  /// -1 when there is none (the default, U-3).
  public var cancelButtonIndex = -1
  /// Set only by the Objective-C initializer's `otherButtonTitles:` list; -1 otherwise, so
  /// always -1 from Swift (see `World.makeAlertView`).
  public var firstOtherButtonIndex = -1
  /// An action sheet's destructive button, -1 when there is none.
  public var destructiveButtonIndex = -1
  public var alertViewStyle: AlertViewStyle = .default
  /// `actionSheetStyle` (`automatic`, `default`, `blackTranslucent`, `blackOpaque`): kept,
  /// not drawn.
  public var actionSheetStyle = "automatic"
  /// The text fields the style added, in order (their ids are UITextFields in the world).
  public var textFields: [ObjectID] = []
  /// iOS 7: whether the first other button is enabled (the answer of
  /// `alertViewShouldEnableFirstOtherButton(_:)`). From iOS 8 the shim's action holds it.
  public var firstOtherButtonEnabled = true
  /// iOS 8+: the UIAlertController this view is a shim over.
  public var shim: ObjectID?
  /// iOS 8+: the shim's actions, one per button, made when first shown (U-2); buttons added
  /// later are not shown, as in UIKit's shim.
  public var shimActions: [ObjectID] = []
  /// An action sheet's anchor, from the last `show`.
  public var anchor: LegacySheetAnchor?
  /// Whether AlertLab already said that UIKit does not ask the delegate about the first
  /// other button (firstOtherButtonIndex is -1).
  public var notedNoFirstOther = false

  public init(kind: LegacyKind) {
    self.kind = kind
  }
}
