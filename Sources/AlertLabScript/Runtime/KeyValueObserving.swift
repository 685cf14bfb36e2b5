import AlertLabKit
import AlertLabWords

// Key-value observing as the articles use it: seed 004's popover background observes its own
// `arrowDirection` and `arrowOffset` (`addObserver(_:forKeyPath:options:context:)`), so that
// when UIKit sets them it hears `observeValue(forKeyPath:of:change:context:)` and asks for
// `setNeedsLayout()`. A key notifies when a property of that name of a learner's class is set
// through its accessor (by UIKit laying a popover out, or by the learner's code); writing the
// backing ivar (`_arrowOffset`) does not notify, as on a device. Other objects' keys are
// accepted and never notify: AlertLab says so once.

extension Interpreter {
  /// The key paths AlertLab's objects notify: the popover background's two properties.
  static let observableKeyPaths: Set<String> = ["arrowDirection", "arrowOffset"]

  /// `observed.addObserver(observer, forKeyPath: key, options: ..., context: ...)`.
  func addKeyValueObserver(_ observer: ObjectID, forKeyPath key: String, of observed: ObjectID) {
    var table = state.keyValueObservers[observed] ?? [:]
    table[key, default: []].append(observer)
    state.keyValueObservers[observed] = table
    let notifies = Self.observableKeyPaths.contains(key) && learnerClass(of: observed) != nil
    if !notifies {
      let className = state.world.className(of: observed) ?? "NSObject"
      state.world.emit(.note(Said(.keyValueObservingNotifies, key, className)))
    }
  }

  /// `observed.removeObserver(observer, forKeyPath: key)`. Removing an observer that is not
  /// registered is Foundation's NSRangeException on a device; AlertLab notes it.
  func removeKeyValueObserver(_ observer: ObjectID, forKeyPath key: String, of observed: ObjectID) {
    var table = state.keyValueObservers[observed] ?? [:]
    var observers = table[key] ?? []
    guard let index = observers.lastIndex(of: observer) else {
      let world = state.world
      func printed(_ id: ObjectID) -> String {
        "<\(world.className(of: id) ?? "NSObject") \(id.address)>"
      }
      state.world.emit(
        .note(
          Said(
            .deviceRaisesNSRangeExceptionCannot, printed(observer), key, printed(observed))))
      return
    }
    observers.remove(at: index)
    table[key] = observers.isEmpty ? nil : observers
    state.keyValueObservers[observed] = table.isEmpty ? nil : table
  }

  /// Tells each observer of `key` of `object` that it changed: the observer's
  /// `observeValue(forKeyPath:of:change:context:)` runs with the key path, the object, a
  /// change dictionary holding the new value under `new`, and a nil context.
  func notifyKeyValueObservers(of object: ObjectID, key: String, value: Value) throws {
    guard Self.observableKeyPaths.contains(key),
      let observers = state.keyValueObservers[object]?[key], !observers.isEmpty
    else { return }
    let change = Value.dictionary(
      keys: [.string("new")], values: [value], type: "[NSKeyValueChangeKey: Any]")
    let arguments: [Value] = [.some(.string(key)), .some(.object(object)), .some(change), .none]
    let selector = ["observeValue(forKeyPath:of:change:context:)"]
    for observer in observers {
      if let className = learnerClass(of: observer),
        let method = instanceMethod(selector: selector, of: observer, className: className)
      {
        _ = try callUser(method, arguments: arguments, range: nil, instance: observer)
      } else if observer == state.world.rootViewController,
        let method = findMethod(selector: selector)
      {
        _ = try callUser(method, arguments: arguments, range: nil)
      }
    }
  }
}
