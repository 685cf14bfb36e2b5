import AlertLabKit

// UIPopoverBackgroundView (uikit-rules.md §1E): an abstract class whose members a subclass
// must override; UIKit's own throw before iOS 17 (`contentViewInsets` always).

extension APIClass {
  static let uiPopoverBackgroundView = APIClass(
    "UIPopoverBackgroundView", superclass: "UIView",
    members: [
      .abstractProperty("arrowOffset", "CGFloat", setter: "setArrowOffset:", value: .double(.nan)),
      .abstractProperty(
        "arrowDirection", "UIPopoverArrowDirection", setter: "setArrowDirection:",
        value: .arrowDirections(.unknown)),
      .abstractClassMethod("arrowHeight", returns: "CGFloat"),
      .abstractClassMethod("arrowBase", returns: "CGFloat"),
      .abstractClassMethod("contentViewInsets", returns: "UIEdgeInsets"),
    ])
}

extension APIMember {
  /// An abstract accessor pair: before iOS 17 UIKit's own throws, naming the subclass; from
  /// iOS 17 the getter answers `value` and the setter does nothing.
  static func abstractProperty(_ name: String, _ type: String, setter: String, value: Value)
    -> APIMember
  {
    objectProperty(
      name, type,
      get: { machine, object, _ in
        try machine.requireOverride(object, selector: name)
        return value
      },
      set: { machine, object, _ in
        try machine.requireOverride(object, selector: setter)
      })
  }

  /// An abstract class method: UIKit's throws before iOS 17 (`contentViewInsets` always).
  static func abstractClassMethod(_ name: String, returns: String) -> APIMember {
    staticMethod(name, [], returns: returns) { machine, use in
      var type = "UIPopoverBackgroundView"
      if case .type(let named) = use.receiver { type = named }
      try machine.state.world.checkAbstractMember(
        name, of: type, classMethod: true, alwaysAbstract: name == "contentViewInsets")
      return .double(.nan)
    }
  }
}

extension Interpreter {
  /// Before iOS 17, UIPopoverBackgroundView's own accessor throws, naming the object's class.
  func requireOverride(_ object: ObjectID, selector: String) throws {
    try state.world.checkAbstractMember(
      selector, of: state.world.className(of: object) ?? "", classMethod: false)
  }
}
