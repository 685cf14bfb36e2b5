/// An argument passed to a learner's closure or method.
public enum CallbackArgument: Hashable, Sendable {
  case object(ObjectID)
  case notification(PostedNotification)
  case integer(Int)
  /// A CGFloat (a background view's `arrowOffset`).
  case number(Double)
  /// A `UIPopoverArrowDirection` (a background view's `arrowDirection`).
  case arrowDirections(ArrowDirections)
  /// A CGRect (a popover's anchor rect, as a delegate hears it).
  case rect(Rect)
  /// A `UIModalPresentationStyle`.
  case presentationStyle(ModalPresentationStyle)
  /// A string (the replacement string a text field's delegate hears).
  case text(String)
  /// An `NSRange` of characters: where, and how many.
  case characterRange(location: Int, length: Int)
  /// An `IndexPath` of a table view's row.
  case indexPath(section: Int, row: Int)
  /// An enum case (`UITableViewCell.EditingStyle.delete`).
  case enumCase(type: String, name: String)
}

/// What a learner's delegate method returned, when UIKit needs the answer.
public enum CallbackResult: Hashable, Sendable {
  case none
  case presentationStyle(ModalPresentationStyle)
  case bool(Bool)
  /// A CGFloat (`arrowHeight()`, `arrowOffset`).
  case number(Double)
  /// `contentViewInsets()`.
  case insets(EdgeInsets)
  /// A `UIPopoverArrowDirection`.
  case arrowDirections(ArrowDirections)
  /// A view controller (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`).
  case object(ObjectID)
}

/// Runs the learner's code when UIKit calls back: handlers, completions, notification
/// observers and delegate methods. The interpreter implements it; tests record calls.
public protocol CallbackRunner {
  /// Runs a closure the learner supplied.
  func call(_ callable: Callable, arguments: [CallbackArgument], world: inout World) throws
  /// Runs the method `selector` (a Swift name such as `adaptivePresentationStyle(for:)` or an
  /// Objective-C selector such as `alertTextFieldDidChange:`) on `object`; nil when the object
  /// does not implement it.
  func callMethod(
    _ selector: [String], on object: ObjectID, arguments: [CallbackArgument], world: inout World
  ) throws -> CallbackResult?
  /// Makes an instance of a learner's class (see the extension for the defaults).
  func makeInstance(of className: String, world: inout World) throws -> ObjectID?
  /// Runs a class method or reads a class property of a learner's class.
  func callClassMember(_ names: [String], of className: String, world: inout World)
    throws -> CallbackResult?
  /// Reads a property a learner's class declares.
  func readProperty(_ name: String, of object: ObjectID, world: inout World) throws
    -> CallbackResult?
  /// Sets a property a learner's class declares.
  func writeProperty(
    _ name: String, of object: ObjectID, value: CallbackArgument, world: inout World
  ) throws -> Bool
  /// Performs the storyboard segue `identifier` from `self` with `sender` (a control that
  /// triggered it): the destination made, `prepare(for:sender:)` called, then the push or
  /// presentation.
  func performSegue(_ identifier: String, sender: ObjectID, world: inout World) throws
  /// Calls the provider of the `UIDeferredMenuElement` `element` with a completion that
  /// gives the world its elements (`provideMenuElements(_:to:)`).
  func callDeferredMenuProvider(_ element: ObjectID, world: inout World) throws
}

/// The learner's own classes as UIKit sees them: a UIPopoverBackgroundView subclass whose
/// class methods and properties UIKit uses when it lays a popover out. The defaults answer
/// "not implemented", for runners that run no learner code.
extension CallbackRunner {
  /// Makes an instance of the learner's class `className` (its stored properties set to
  /// their initial values); nil when there is no such class.
  public func makeInstance(of className: String, world: inout World) throws -> ObjectID? {
    nil
  }

  /// Runs the class method (or reads the class property) of the learner's class named by
  /// one of `names` (`arrowHeight()`, `wantsDefaultContentAppearance`); nil when the class
  /// does not declare it.
  public func callClassMember(_ names: [String], of className: String, world: inout World)
    throws -> CallbackResult?
  {
    nil
  }

  /// Reads the property `name` that the learner's class declares, on `object`; nil when the
  /// class declares no such property.
  public func readProperty(_ name: String, of object: ObjectID, world: inout World) throws
    -> CallbackResult?
  {
    nil
  }

  /// Sets the property `name` that the learner's class declares, on `object`; false when the
  /// class declares no such settable property.
  public func writeProperty(
    _ name: String, of object: ObjectID, value: CallbackArgument, world: inout World
  ) throws -> Bool {
    false
  }

  /// Performs a segue: runners that run no learner code perform none.
  public func performSegue(_ identifier: String, sender: ObjectID, world: inout World) throws {}

  /// Calls a deferred menu element's provider: runners that run no learner code call none.
  public func callDeferredMenuProvider(_ element: ObjectID, world: inout World) throws {}
}
