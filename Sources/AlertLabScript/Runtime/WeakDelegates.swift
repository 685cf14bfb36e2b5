import AlertLabKit
import AlertLabWords

// UIKit's delegate properties are weak: a helper object (an instance of the learner's class)
// set as a text field's, a popover presentation controller's or an alert view's delegate
// stays only while something else holds it. When a statement or a function body ends and
// nothing of the program refers to it any more, it is gone: the delegate becomes nil, and a
// note says why its methods will not be called.

/// A delegate slot holding an instance of the learner's class.
struct WeakDelegate: Hashable, Sendable {
  enum Holder: String, Hashable, Sendable {
    case textField = "text field"
    case popover = "popover presentation controller"
    case alertView = "alert view"
    case actionSheet = "action sheet"

    /// The holder as a note names it, in the learner's language.
    var said: Said {
      switch self {
      case .textField: Said(.delegateHolderTextField)
      case .popover: Said(.delegateHolderPopover)
      case .alertView: Said(.delegateHolderAlertView)
      case .actionSheet: Said(.delegateHolderActionSheet)
      }
    }
  }
  var delegate: ObjectID
  var holder: Holder
}

extension Interpreter {
  /// Records what a delegate property was set to: an instance of the learner's class (not
  /// `self`) is then held weakly.
  func noteDelegate(_ delegate: ObjectID?, of holder: ObjectID, _ kind: WeakDelegate.Holder) {
    guard let delegate, delegate != state.world.rootViewController,
      state.instances[delegate] != nil
    else {
      if state.weakDelegates[holder] != nil { state.weakDelegates.removeValue(forKey: holder) }
      return
    }
    state.weakDelegates[holder] = WeakDelegate(delegate: delegate, holder: kind)
  }

  /// Clears the delegate slots whose object nothing reachable refers to any more.
  func releaseWeakDelegates(keeping reachable: Set<ObjectID>) {
    for (holder, entry) in state.weakDelegates where !reachable.contains(entry.delegate) {
      state.weakDelegates.removeValue(forKey: holder)
      guard delegate(of: holder, entry.holder) == entry.delegate else { continue }
      clearDelegate(of: holder, entry.holder)
      let className = state.world.className(of: entry.delegate) ?? "NSObject"
      state.world.emit(
        .note(Said(.delegateNothingElseHeld, entry.holder.said, className, className)))
    }
  }

  /// The object in a holder's delegate slot.
  func delegate(of holder: ObjectID, _ kind: WeakDelegate.Holder) -> ObjectID? {
    switch kind {
    case .textField: return state.world.app.fieldTraits[holder]?.delegate
    case .popover: return state.world.popoverPresentations[holder]?.delegate
    case .alertView, .actionSheet: return state.world.legacy.views[holder]?.delegate
    }
  }

  func clearDelegate(of holder: ObjectID, _ kind: WeakDelegate.Holder) {
    switch kind {
    case .textField: state.world.updateTraits(holder) { $0.delegate = nil }
    case .popover: state.world.popoverPresentations[holder]?.delegate = nil
    case .alertView, .actionSheet: state.world.legacy.views[holder]?.delegate = nil
    }
  }
}
