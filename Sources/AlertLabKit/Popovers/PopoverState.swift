/// Popovers beyond UIPopoverPresentationController: UIPopoverController (before iOS 9) and
/// custom UIPopoverBackgroundView classes (uikit-rules.md §1D, §1E, §3C, §4D).
public struct PopoverState: Hashable, Sendable {
  public init() {}

  /// The class of an object kept here, or nil when `id` is not one.
  public func className(of id: ObjectID) -> String? { nil }
}
