import AlertLabKit

// NSObject's key-value observing (Runtime/KeyValueObserving.swift): registering and removing
// an observer of a key path. `observeValue(forKeyPath:of:change:context:)` is the observer's
// own method, declared so that a subclass overrides it.

extension APIClass {
  /// `NSKeyValueObservingOptions`: `[.new, .old]`; Objective-C's `NSKeyValueObservingOptionNew`.
  static let keyValueObservingOptions = EnumSpec(
    "NSKeyValueObservingOptions", oldNames: ["NSKeyValueObservingOption"],
    cases: ["new", "old", "initial", "prior"], isOptionSet: true)

  static let keyValueObserving: [APIMember] = [
    .objectMethod(
      "addObserver",
      [
        ParamSpec(nil, "NSObject"), ParamSpec("forKeyPath", "String"),
        ParamSpec("options", "NSKeyValueObservingOptions"),
        ParamSpec("context", "UnsafeMutableRawPointer?"),
      ]
    ) { machine, object, use in
      if let observer = use.object(0), let key = use.text(1) {
        machine.addKeyValueObserver(observer, forKeyPath: key, of: object)
      }
      return .void
    },
    .objectMethod(
      "removeObserver", [ParamSpec(nil, "NSObject"), ParamSpec("forKeyPath", "String")]
    ) { machine, object, use in
      if let observer = use.object(0), let key = use.text(1) {
        machine.removeKeyValueObserver(observer, forKeyPath: key, of: object)
      }
      return .void
    },
    .objectMethod(
      "observeValue",
      [
        ParamSpec("forKeyPath", "String?"), ParamSpec("of", "Any?"),
        ParamSpec("change", "[NSKeyValueChangeKey: Any]?"),
        ParamSpec("context", "UnsafeMutableRawPointer?"),
      ], old: [.method("observeValueForKeyPath", [nil, "ofObject", "change", "context"])]
    ) { _, _, _ in .void },
  ]
}
