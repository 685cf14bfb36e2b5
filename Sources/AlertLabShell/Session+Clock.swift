import AlertLabKit
import AlertLabScript

extension Session {
  /// The longest `:wait`: a day.
  static let longestWait = 86_400.0

  /// `:wait SECONDS`: time passes on the app's clock; the work due on the way runs.
  mutating func wait(_ argument: String?, into out: inout Output) {
    guard let argument, let seconds = Double(argument), seconds.isFinite, seconds >= 0,
      seconds <= Session.longestWait
    else {
      out.text(
        own(
          "Usage: :wait SECONDS, from 0 to 86400, for example :wait 2 or :wait 0.5: the app's "
            + "clock moves on and the work waiting on it runs."))
      return
    }
    let box = WaitBox()
    gesture(into: &out) { world, runner in box.report = try world.wait(seconds, runner: runner) }
    guard let report = box.report else { return }
    let now = Session.secondsText(world.clock.now)
    var line = "The clock is at \(now) s: "
    line += report.ran == 1 ? "1 piece of work ran" : "\(report.ran) pieces of work ran"
    line += report.waiting == 0 ? ", nothing is waiting." : ", \(report.waiting) still waiting."
    line = own(line)
    if report.stoppedAtCap {
      line +=
        " "
        + own(
          "AlertLab stopped after \(World.waitFiringLimit) (a timer that fires often?); :wait "
            + "again to go on.")
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
