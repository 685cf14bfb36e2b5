extension World {
  /// `addObserver(_:selector:name:object:)`.
  public mutating func addObserver(
    _ observer: ObjectID, selector: String, name: String?, object: ObjectID?
  ) {
    appendObserver(
      Observer(
        token: observer, name: name, object: object,
        target: .selector(observer: observer, selector: selector)))
  }

  /// `addObserver(forName:object:queue:using:)`: returns the token that removes it.
  public mutating func addObserver(name: String?, object: ObjectID?, block: Callable) -> ObjectID {
    let token = makeID()
    plainObjects[token] = "__NSObserver"
    appendObserver(Observer(token: token, name: name, object: object, target: .block(block)))
    return token
  }

  mutating func appendObserver(_ observer: Observer) {
    observers[nextObserverKey] = observer
    nextObserverKey += 1
  }

  /// `removeObserver(_:name:object:)` and `removeObserver(_:)`: nil name or object match all.
  public mutating func removeObserver(_ observer: ObjectID, name: String?, object: ObjectID?) {
    let removed = observers.filter { _, entry in
      entry.token == observer && (name == nil || entry.name == name)
        && (object == nil || entry.object == object)
    }
    for (key, _) in removed { observers.removeValue(forKey: key) }
  }

  /// `post(name:object:)`: every matching observer runs, in the order they were added.
  public mutating func post(_ name: String, object: ObjectID?, runner: CallbackRunner) throws {
    let matching = observers.values.filter { entry in
      (entry.name == nil || entry.name == name) && (entry.object == nil || entry.object == object)
    }
    let note = PostedNotification(name: name, object: object)
    for entry in matching {
      switch entry.target {
      case .block(let callable):
        try runner.call(callable, arguments: [.notification(note)], world: &self)
      case .selector(let observer, let selector):
        let answered = try runner.callMethod(
          [selector], on: observer, arguments: [.notification(note)], world: &self)
        if answered == nil {
          throw Crash.unrecognizedSelector(selector, sentTo: observer, in: self)
        }
      }
    }
  }
}
