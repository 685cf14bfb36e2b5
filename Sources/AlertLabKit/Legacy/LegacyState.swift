/// The iOS 7 way: UIAlertView and UIActionSheet objects (uikit-rules.md §1F, §4E, §5).
public struct LegacyState: Hashable, Sendable {
  public init() {}

  /// The class of a legacy object, or nil when `id` is not one.
  public func className(of id: ObjectID) -> String? { nil }
}
