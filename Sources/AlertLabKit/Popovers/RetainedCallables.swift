extension World {
  /// The block observers UIKit keeps (the learner's closures): what they captured stays
  /// alive with them.
  public var observerCallables: [Callable] {
    var result: [Callable] = []
    for observer in observers.values {
      if case .block(let callable) = observer.target { result.append(callable) }
    }
    return result
  }
}
