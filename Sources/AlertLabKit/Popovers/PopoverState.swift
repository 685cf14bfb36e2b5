/// Popovers beyond UIPopoverPresentationController: UIPopoverController (before iOS 9), custom
/// UIPopoverBackgroundView classes, navigation controllers shown in popovers and the
/// navigation bar's appearance there (uikit-rules.md §1D, §1E, §3C, §4D).
public struct PopoverState: Hashable, Sendable {
  /// Every UIPopoverController, by id.
  public var controllers: ObjectTable<PopoverController> = [:]
  /// `popoverBackgroundViewClass` of each UIPopoverPresentationController (by its id): the
  /// name of the learner's UIPopoverBackgroundView subclass.
  public var backgroundClasses: ObjectTable<String> = [:]
  /// What UIKit learnt from the background class when it last laid the popover out, by
  /// UIPopoverPresentationController id.
  public var backgrounds: ObjectTable<PopoverBackground> = [:]
  /// The UIPopoverController behind each shimmed UIPopoverPresentationController, by
  /// the presentation controller's id.
  public var shims: ObjectTable<ObjectID> = [:]
  /// UINavigationController objects: the root view controller of each.
  public var navigationRoots: ObjectTable<ObjectID> = [:]
  /// Controllers made from the storyboard (`storyboard` is non-nil for them, as for `self`).
  public var fromStoryboard: Set<ObjectID> = []
  /// The identifier each plain controller the storyboard gave for an identifier it does not
  /// know was asked for with.
  public var storyboardIdentifiers: ObjectTable<String> = [:]
  /// `UINavigationBar.appearance()`.
  public var barAppearance = BarAppearance()
  /// `UINavigationBar.appearance(whenContainedInInstancesOf: [UIPopoverController.self])`.
  public var popoverBarAppearance = BarAppearance()
  /// The UINavigationBar appearance proxies handed out: `all` and `popover`.
  public var appearanceProxies: [String: ObjectID] = [:]
  /// UINib objects: the nib's name.
  public var nibs: ObjectTable<String> = [:]
  /// UIImage objects: the image's name.
  public var images: ObjectTable<String> = [:]
  /// The pointers a delegate method is handed (`UnsafeMutablePointer<CGRect>`,
  /// `AutoreleasingUnsafeMutablePointer<UIView>`): what each points at, while the call lasts.
  public var pointees: ObjectTable<Pointee> = [:]
  /// UIImageView objects: their image (a UIImage id), nil for none.
  public var imageViews: ObjectTable<ObjectID?> = [:]
  /// UIActivityIndicatorView objects: whether each spins now, and whether it hides when
  /// stopped.
  public var activityIndicators: ObjectTable<ActivityIndicator> = [:]
  /// Subviews added with `addSubview(_:)`, by superview, in the order added.
  public var subviews: ObjectTable<[ObjectID]> = [:]
  /// The sizes AlertLab gives images (it has no image files) are said once.
  public var explainedImageSizes = false
  /// E-PC7 is logged once per run of the app (UIKit logs it inside `dispatch_once`).
  public var loggedZeroRect = false
  /// E-PC8 too.
  public var loggedRepresent = false
  /// The deprecation of UIPopoverController (iOS 9+) is said once.
  public var warnedDeprecation = false

  public init() {}

  /// The class of an object kept here, or nil when `id` is not one.
  public func className(of id: ObjectID) -> String? {
    controllers.contains(id) ? "UIPopoverController" : nil
  }

  /// The view controllers of the scene's storyboard (the seed's), by identifier, with the
  /// title each shows. `storyboard?.instantiateViewController(withIdentifier:)` knows these;
  /// each is also a class a learner can create with `Name()`, and a nib of the same name.
  public static let storyboardControllers: [String: String] = [
    "PlayerInformationViewController": "Player Information",
    "CuesPopoverViewController": "Cues",
    "ContentVC": "Content",
  ]
}

/// A UIPopoverController: the iOS 3.2 to 9 way to show a popover (on iPad only).
public struct PopoverController: Hashable, Sendable {
  /// `contentViewController`.
  public var content: ObjectID
  /// `popoverContentSize` as set, nil until set (the content's `preferredContentSize` then).
  public var contentSize: Size?
  /// The delegate (weak in UIKit), whose `popoverControllerShouldDismissPopover(_:)` and
  /// `popoverControllerDidDismissPopover(_:)` run on a tap outside.
  public var delegate: ObjectID?
  /// `popoverBackgroundViewClass`: a learner's UIPopoverBackgroundView subclass.
  public var backgroundClass: String?
  public var passthroughViews: [ObjectID] = []
  public var backgroundColor: String?
  public var layoutMargins = EdgeInsets(top: 30, left: 10, bottom: 10, right: 10)

  public init(content: ObjectID) {
    self.content = content
  }
}

/// What a custom popover background told UIKit: the arrow's size, the content insets, and the
/// arrow's offset and direction as its accessors return them after UIKit set them.
public struct PopoverBackground: Hashable, Sendable {
  /// The learner's class.
  public var className: String
  /// The instance UIKit made of it.
  public var instance: ObjectID
  public var arrowHeight: Double
  public var arrowBase: Double
  public var contentViewInsets: EdgeInsets
  public var wantsDefaultContentAppearance: Bool
  /// The arrow's offset from the centre of its side, as the `arrowOffset` getter returns it.
  public var arrowOffset: Double
  /// The direction as the `arrowDirection` getter returns it.
  public var arrowDirection: ArrowDirections
  /// Where the class's `layoutSubviews()` put its arrow image: the offset from the centre of
  /// the arrow's side of the first subview that touches that edge and is less than half the
  /// background across it; nil when it placed none. The drawing puts the arrow there.
  public var arrowImageOffset: Double?

  public init(
    className: String, instance: ObjectID, arrowHeight: Double, arrowBase: Double,
    contentViewInsets: EdgeInsets, wantsDefaultContentAppearance: Bool, arrowOffset: Double,
    arrowDirection: ArrowDirections
  ) {
    self.className = className
    self.instance = instance
    self.arrowHeight = arrowHeight
    self.arrowBase = arrowBase
    self.contentViewInsets = contentViewInsets
    self.wantsDefaultContentAppearance = wantsDefaultContentAppearance
    self.arrowOffset = arrowOffset
    self.arrowDirection = arrowDirection
  }
}

/// A UINavigationBar appearance proxy's settings that show in a drawing.
public struct BarAppearance: Hashable, Sendable {
  /// `tintColor` (the bar button items' colour), by colour name.
  public var tintColor: String?
  /// `barTintColor`, by colour name.
  public var barTintColor: String?
  /// `setBackgroundImage(_:for:)`: the image's name; nil when removed.
  public var backgroundImage: String?

  public init() {}

  /// True when nothing is set.
  public var isEmpty: Bool { tintColor == nil && barTintColor == nil && backgroundImage == nil }

  /// `other`'s settings over these (a more specific proxy wins).
  public func overridden(by other: BarAppearance) -> BarAppearance {
    var result = self
    if let tint = other.tintColor { result.tintColor = tint }
    if let bar = other.barTintColor { result.barTintColor = bar }
    if let image = other.backgroundImage { result.backgroundImage = image }
    return result
  }
}

/// A UIActivityIndicatorView's state: a new one is stopped and hides when stopped.
public struct ActivityIndicator: Hashable, Sendable {
  public var isAnimating = false
  public var hidesWhenStopped = true
  public init() {}
}
