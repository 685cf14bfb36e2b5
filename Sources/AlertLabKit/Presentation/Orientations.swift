extension World {
  /// iOS 9's `-[UIAlertController supportedInterfaceOrientations]`: the alert asks the
  /// controller presenting it (a learner's override of `supportedInterfaceOrientations` runs);
  /// asked again while that question is under way — the presenter's override asks its
  /// `presentedViewController`, which is the alert — UIKit's assertion fails (E-A9). UIKit
  /// asks when the alert's view enters the window and when the device turns. Other versions
  /// answer without asking the presenter.
  public mutating func askAlertOrientations(_ alert: ObjectID, runner: CallbackRunner) throws {
    guard iOS >= IOSVersion(9), iOS < IOSVersion(10),
      let presenter = viewControllers.field(alert, { $0.presentingViewController })
    else { return }
    if turn.orientationQueries.contains(alert) {
      throw Crash.orientationsRecursion(alert, in: self)
    }
    turn.orientationQueries.append(alert)
    defer { turn.orientationQueries.removeAll { $0 == alert } }
    _ = try runner.readProperty("supportedInterfaceOrientations", of: presenter, world: &self)
  }
}
