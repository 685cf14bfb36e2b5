/// An argument passed to a learner's closure or method.
public enum CallbackArgument: Hashable, Sendable {
  case object(ObjectID)
  case notification(PostedNotification)
  case integer(Int)
}

/// What a learner's delegate method returned, when UIKit needs the answer.
public enum CallbackResult: Hashable, Sendable {
  case none
  case presentationStyle(ModalPresentationStyle)
  case bool(Bool)
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
}
