extension World {
  /// The learner's closures UIKit keeps: actions' handlers and block observers. What they
  /// captured stays alive with them.
  public var retainedCallables: [Callable] {
    var result = actions.keys.sorted().compactMap { actions[$0]?.handler }
    for observer in observers {
      if case .block(let callable) = observer.target { result.append(callable) }
    }
    return result
  }
}
