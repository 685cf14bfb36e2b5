/// `UIButton.Configuration` (iOS 15): how a button looks, set on it whole. Each button holds
/// its own copy, as the value it is in Swift: a change through `button.configuration`
/// changes that button's, which its title follows.
public struct ButtonConfiguration: Hashable, Sendable {
  /// The style it was made with: `plain`, `tinted`, `gray`, `filled`, `borderless`,
  /// `bordered`, `borderedTinted` or `borderedProminent`.
  public var style: String
  public var title: String?
  public var subtitle: String?
  public var image: ObjectID?
  public var baseBackgroundColor: String?
  public var baseForegroundColor: String?
  /// `UIButton.Configuration.CornerStyle` and `.Size` case names.
  public var cornerStyle = "dynamic"
  public var buttonSize = "medium"
  public var showsActivityIndicator = false
  public var imagePadding = 0.0
  /// The button this copy is set on, if any.
  public var button: ObjectID?

  public init(style: String) { self.style = style }
}

extension World {
  /// `UIButton.Configuration.filled()` and its kin: a new configuration.
  public mutating func makeButtonConfiguration(_ configuration: ButtonConfiguration) -> ObjectID {
    let id = makeID()
    app.buttonConfigurations[id] = configuration
    plainObjects[id] = "UIButton.Configuration"
    return id
  }

  /// Changes a configuration; the button it is set on shows its title.
  public mutating func updateButtonConfiguration(
    _ id: ObjectID, _ change: (inout ButtonConfiguration) -> Void
  ) {
    guard var configuration = app.buttonConfigurations[id] else { return }
    change(&configuration)
    app.buttonConfigurations[id] = configuration
    if let button = configuration.button, let title = configuration.title {
      views[button]?.title = title
    }
  }

  /// `button.configuration = configuration`: a copy of it on the button (nil takes it away),
  /// whose title the button shows.
  public mutating func setButtonConfiguration(_ id: ObjectID?, on button: ObjectID) {
    guard let id, var copy = app.buttonConfigurations[id] else {
      app.configurationOfButton[button] = nil
      return
    }
    copy.button = button
    let attached = makeButtonConfiguration(copy)
    app.configurationOfButton[button] = attached
    if let title = copy.title { views[button]?.title = title }
  }
}
