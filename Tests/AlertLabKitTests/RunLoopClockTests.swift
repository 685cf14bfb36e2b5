import Testing

@testable import AlertLabKit

/// Records the work the clock runs, in order, by callable id and selector.
final class ClockRunner: CallbackRunner {
  var ran: [String] = []
  /// Called on each block: lets a test do what the learner's code would.
  var onCall: ((Callable, inout World) throws -> Void)?

  func call(_ callable: Callable, arguments: [CallbackArgument], world: inout World) throws {
    ran.append("block \(callable.rawValue) at \(world.clock.now)")
    try onCall?(callable, &world)
  }

  func callMethod(
    _ selector: [String], on object: ObjectID, arguments: [CallbackArgument], world: inout World
  ) throws -> CallbackResult? {
    guard selector.first != "missing" else { return nil }
    ran.append("\(selector.first ?? "") at \(world.clock.now)")
    return CallbackResult.none
  }
}

@Suite struct RunLoopClockTests {
  @Test func workForNowRunsWhenTheTurnEndsAndDelayedWorkWaits() throws {
    var world = World()
    let runner = ClockRunner()
    world.schedule(.block(Callable(1)), after: 2)
    world.schedule(.block(Callable(2)), after: 0)
    try world.endTurn(runner: runner)
    #expect(runner.ran == ["block 2 at 0.0"])
    #expect(world.clock.pending.count == 1)
    let report = try world.wait(1, runner: runner)
    #expect(report == WaitReport(ran: 0, stoppedAtCap: false, waiting: 1))
    #expect(world.clock.now == 1)
    _ = try world.wait(1, runner: runner)
    #expect(runner.ran == ["block 2 at 0.0", "block 1 at 2.0"])
    #expect(world.clock.now == 2)
    #expect(world.clock.pending.isEmpty)
  }

  @Test func waitRunsByDeadlineThenByTheOrderOfScheduling() throws {
    var world = World()
    let runner = ClockRunner()
    world.schedule(.block(Callable(1)), after: 3)
    world.schedule(.block(Callable(2)), after: 1)
    world.schedule(.block(Callable(3)), after: 1)
    world.schedule(.selector(["later"], target: world.rootViewController), after: 2)
    let report = try world.wait(5, runner: runner)
    #expect(report.ran == 4)
    #expect(
      runner.ran == ["block 2 at 1.0", "block 3 at 1.0", "later at 2.0", "block 1 at 3.0"])
    #expect(world.clock.now == 5)
  }

  @Test func workQueuedByWorkForNowRunsInTheSameTurn() throws {
    var world = World()
    let runner = ClockRunner()
    runner.onCall = { callable, world in
      if callable.rawValue == 1 { world.schedule(.block(Callable(2)), after: 0) }
    }
    world.schedule(.block(Callable(1)), after: 0)
    try world.endTurn(runner: runner)
    #expect(runner.ran == ["block 1 at 0.0", "block 2 at 0.0"])
  }

  @Test func aRepeatingTimerFiresOncePerIntervalUntilInvalidated() throws {
    var world = World()
    let runner = ClockRunner()
    let timer = world.scheduleTimer(interval: 1, repeats: true, job: .block(Callable(7)))
    #expect(world.className(of: timer) == "Timer")
    let report = try world.wait(3.5, runner: runner)
    #expect(report.ran == 3)
    #expect(runner.ran == ["block 7 at 1.0", "block 7 at 2.0", "block 7 at 3.0"])
    world.invalidateTimer(timer)
    #expect(world.clock.timers[timer]?.isValid == false)
    #expect(try world.wait(10, runner: runner).ran == 0)
    let once = world.scheduleTimer(interval: 2, repeats: false, job: .block(Callable(8)))
    _ = try world.wait(5, runner: runner)
    #expect(runner.ran.last == "block 8 at 15.5")
    #expect(world.clock.timers[once]?.isValid == false)
  }

  @Test func oneWaitRunsAtMostTheLimitAndSaysWhereTheClockStopped() throws {
    var world = World()
    let runner = ClockRunner()
    _ = world.scheduleTimer(interval: 0, repeats: true, job: .block(Callable(1)))
    let report = try world.wait(10, runner: runner, limit: 5)
    #expect(report.ran == 5)
    #expect(report.stoppedAtCap)
    #expect(world.clock.now == 5 * World.shortestTimerInterval)
  }

  @Test func aSelectorTheTargetLacksCrashesAsObjectiveCDoes() {
    var world = World()
    let runner = ClockRunner()
    world.schedule(.selector(["missing"], target: world.rootViewController), after: 1)
    let crash = attempt(&world) { _ = try $0.wait(2, runner: runner) }
    #expect(crash?.rule.id == "unrecognized-selector")
    #expect(world.clock.now == 0)
    #expect(world.clock.pending.count == 1)
  }

  @Test func completionsRunBeforeTheWorkQueuedForNow() throws {
    var world = World()
    let runner = ClockRunner()
    let alert = world.makeAlertController(title: "T", message: nil, style: .alert)
    world.schedule(.block(Callable(5)), after: 0)
    try world.present(
      alert, from: world.rootViewController, completion: Callable(4), runner: runner)
    try world.endTurn(runner: runner)
    #expect(runner.ran == ["block 4 at 0.0", "block 5 at 0.0"])
  }

  @Test func aSheetsAnchorIsCheckedWhenTheTurnEnds() throws {
    let runner = ClockRunner()
    var world = World(device: Device(model: .ipad))
    let sheet = world.makeAlertController(title: "T", message: nil, style: .actionSheet)
    let popoverFound = world.popoverPresentationController(of: sheet)
    let popover = try #require(popoverFound)
    // Configured after present, in the same turn: as on a device, it works.
    try world.present(sheet, from: world.rootViewController, completion: nil, runner: runner)
    #expect(world.popoverPresentations[popover]?.arrowDirection == .unknown)
    let button = world.button
    world.popoverPresentations[popover]?.sourceView = button
    try world.endTurn(runner: runner)
    #expect(world.presentationModes[sheet] == .popover)
    #expect(world.popoverPresentations[popover]?.arrowDirection != .unknown)
    // Never configured: the crash comes when the turn ends.
    var other = World(device: Device(model: .ipad))
    let bare = other.makeAlertController(title: "T", message: nil, style: .actionSheet)
    _ = other.popoverPresentationController(of: bare)
    try other.present(bare, from: other.rootViewController, completion: nil, runner: runner)
    let crash = attempt(&other) { try $0.endTurn(runner: runner) }
    #expect(crash?.rule.id == "sheet-needs-anchor")
  }

  @Test func backgroundWorkMarksTheThreadAndWarnsOncePerCall() throws {
    var world = World()
    let runner = ClockRunner()
    var seen: [Bool] = []
    runner.onCall = { _, world in
      seen.append(world.clock.onBackground)
      seen.append(world.noteBackgroundCall("-[UIView setHidden:]"))
      seen.append(world.noteBackgroundCall("-[UIView setHidden:]"))
    }
    world.schedule(.block(Callable(1)), after: 0, onBackground: true)
    world.schedule(.block(Callable(2)), after: 0)
    try world.endTurn(runner: runner)
    #expect(seen == [true, true, false, false, false, false])
    #expect(!world.clock.onBackground)
  }

  @Test func aTurnThatDoesNothingChangesNothing() throws {
    var world = World()
    world.schedule(.block(Callable(1)), after: 5)
    let before = world.revision
    try world.endTurn(runner: ClockRunner())
    #expect(world.revision.isSame(as: before))
  }
}
