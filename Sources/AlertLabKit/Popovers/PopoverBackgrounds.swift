import AlertLabWords

extension World {
  /// UIPopoverBackgroundView's own `member` of the learner's class `className`, called: before
  /// iOS 17 every abstract member throws (E-B1); from iOS 17 only `contentViewInsets`
  /// (`alwaysAbstract`), the others answering NaN.
  public func checkAbstractMember(
    _ member: String, of className: String, classMethod: Bool, alwaysAbstract: Bool = false
  ) throws {
    guard alwaysAbstract || iOS < IOSVersion(17) else { return }
    let method = (classMethod ? "+[" : "-[") + className + " " + member + "]"
    throw Crash.backgroundViewAbstract(method: method, in: self)
  }

  /// Lays out a popover whose `popoverBackgroundViewClass` is a learner's class, as UIKit does
  /// when it presents it (or the device turns): it asks the class for `contentViewInsets()`,
  /// `arrowHeight()`, `arrowBase()` and `wantsDefaultContentAppearance`, chooses the arrow
  /// with the chrome's size counted, makes an instance, sets its `arrowDirection` and
  /// `arrowOffset` (the distance from the centre of the popover's side to the anchor), and
  /// reads both back: what the getters return is where the arrow is drawn.
  ///
  /// A member the class does not override throws when UIKit calls it (E-B1): every abstract
  /// member before iOS 17; from iOS 17 only `contentViewInsets()`, the others answering NaN
  /// (sizes, offset) or unknown (direction) silently (E-B2). The exception's text is not known
  /// (E-B3): the rule says so.
  mutating func layOutBackground(of popoverID: ObjectID, runner: CallbackRunner) throws {
    guard let className = popovers.backgroundClasses[popoverID] else {
      popovers.backgrounds[popoverID] = nil
      return
    }
    let throwsForAll = iOS < IOSVersion(17)
    func number(_ names: [String], _ member: String) throws -> Double {
      if case .number(let value)? = try runner.callClassMember(names, of: className, world: &self) {
        return value
      }
      try checkAbstractMember(member, of: className, classMethod: true)
      return .nan
    }
    guard
      case .insets(let insets)? = try runner.callClassMember(
        ["contentViewInsets()", "contentViewInsets"], of: className, world: &self)
    else {
      throw Crash.backgroundViewAbstract(method: "+[\(className) contentViewInsets]", in: self)
    }
    let height = try number(["arrowHeight()", "arrowHeight"], "arrowHeight")
    let base = try number(["arrowBase()", "arrowBase"], "arrowBase")
    var wantsDefault = true
    if case .bool(let flag)? = try runner.callClassMember(
      ["wantsDefaultContentAppearance", "wantsDefaultContentAppearance()"], of: className,
      world: &self)
    {
      wantsDefault = flag
    }
    var instance = popovers.backgrounds[popoverID].flatMap {
      $0.className == className ? $0.instance : nil
    }
    if instance == nil { instance = try runner.makeInstance(of: className, world: &self) }
    let object = instance ?? makeID()
    if instance == nil { plainObjects[object] = className }
    var background = PopoverBackground(
      className: className, instance: object, arrowHeight: height, arrowBase: base,
      contentViewInsets: insets, wantsDefaultContentAppearance: wantsDefault, arrowOffset: 0,
      arrowDirection: .unknown)
    popovers.backgrounds[popoverID] = background
    let direction = PopoverLayout.arrowDirection(for: popoverID, in: self)
    popoverPresentations[popoverID]?.arrowDirection = direction
    let layout = PopoverLayout.frame(for: popoverID, in: self)
    var offset = 0.0
    if let tip = layout.tip {
      offset =
        direction == .up || direction == .down
        ? tip.x - layout.frame.midX : tip.y - layout.frame.midY
    }
    let setDirection = try runner.writeProperty(
      "arrowDirection", of: object, value: .arrowDirections(direction), world: &self)
    if !setDirection {
      try checkAbstractMember("setArrowDirection:", of: className, classMethod: false)
    }
    let setOffset = try runner.writeProperty(
      "arrowOffset", of: object, value: .number(offset), world: &self)
    if !setOffset { try checkAbstractMember("setArrowOffset:", of: className, classMethod: false) }
    switch try runner.readProperty("arrowDirection", of: object, world: &self) {
    case .arrowDirections(let value)?: background.arrowDirection = value
    default:
      try checkAbstractMember("arrowDirection", of: className, classMethod: false)
      background.arrowDirection = .unknown
    }
    switch try runner.readProperty("arrowOffset", of: object, world: &self) {
    case .number(let value)?: background.arrowOffset = value
    default:
      try checkAbstractMember("arrowOffset", of: className, classMethod: false)
      background.arrowOffset = .nan
    }
    popovers.backgrounds[popoverID] = background
    try layOutBackgroundView(background, frame: layout.frame, runner: runner)
    if !throwsForAll, height.isNaN || base.isNaN {
      emit(.note(Said(.doesOverrideArrowHeightArrowBase, className)))
    }
  }
}
