import AlertLabKit
import AlertLabScript
import AlertLabWords

extension Session {
  /// The longest `:wait`: a day.
  static let longestWait = 86_400.0

  /// `:wait SECONDS`: time passes on the app's clock; the work due on the way runs.
  mutating func wait(_ argument: String?, into out: inout Output) {
    guard let argument, let seconds = Double(argument), seconds.isFinite, seconds >= 0,
      seconds <= Session.longestWait
    else {
      out.text(said(Said(.usageWaitSECONDSExample)))
      return
    }
    let box = WaitBox()
    gesture(into: &out) { world, runner in box.report = try world.wait(seconds, runner: runner) }
    guard let report = box.report else { return }
    let now = Session.secondsText(world.clock.now)
    let clock: Said
    switch (report.ran == 1, report.waiting == 0) {
    case (true, true): clock = Said(.clockSPieceWork, now)
    case (true, false): clock = Said(.clockSPieceWorkRan, now, report.waiting)
    case (false, true): clock = Said(.clockSPiecesWork, now, report.ran)
    case (false, false): clock = Said(.clockSPiecesWorkRan, now, report.ran, report.waiting)
    }
    var line = said(clock)
    if report.stoppedAtCap {
      line += " " + said(Said(.stoppedAfterTimerFires, World.waitFiringLimit))
    }
    out.text(line)
  }

  /// `2`, `0.5`, `1.25`: seconds as a person writes them.
  static func secondsText(_ seconds: Double) -> String {
    let rounded = (seconds * 1_000).rounded() / 1_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}

/// Carries what the gesture's closure found out back to the command.
final class WaitBox {
  var report: WaitReport?
}
