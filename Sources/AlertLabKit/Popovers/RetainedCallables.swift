extension World {
  /// The learner's closures UIKit keeps: actions' handlers and block observers. What they
  /// captured stays alive with them.
  public var retainedCallables: [Callable] {
    var result = actions.values.compactMap(\.handler)
    for observer in observers.values {
      if case .block(let callable) = observer.target { result.append(callable) }
    }
    return result
  }
}
