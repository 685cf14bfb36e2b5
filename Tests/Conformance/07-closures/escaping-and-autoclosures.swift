// Escaping closures, self capture in classes, and autoclosures.
var pendingJobs: [() -> Void] = []
func schedule(_ job: @escaping () -> Void) { pendingJobs.append(job) }
func runNow(_ job: () -> Void) { job() }
final class Printer {
  var pagesPrinted = 0
  func queueWork() {
    schedule { self.pagesPrinted += 50 }
    runNow { pagesPrinted += 1 }
  }
}
let printer = Printer()
printer.queueWork()
print(printer.pagesPrinted)
pendingJobs.forEach { $0() }
print(printer.pagesPrinted)
struct Meter {
  var reading = 0
  mutating func bump() { runNow { reading += 7 } }
}
var meter = Meter()
meter.bump()
print(meter.reading)
var waiting = ["Uma", "Vic", "Wen", "Xan"]
let callNext = { waiting.removeFirst() }
print(waiting.count)
print("Calling \(callNext())")
print(waiting.count)
func seat(_ provider: () -> String) { print("Seating \(provider())") }
seat({ waiting.removeFirst() })
func seatAuto(_ provider: @autoclosure () -> String) { print("Auto-seating \(provider())") }
seatAuto(waiting.removeFirst())
var deferred: [() -> String] = []
func later(_ provider: @autoclosure @escaping () -> String) { deferred.append(provider) }
later(waiting.removeFirst())
print("stored \(deferred.count), still waiting: \(waiting)")
for d in deferred { print("later seating \(d())") }
print(waiting)
var lookups = 0
func costly() -> Int { lookups += 1; return 42 }
func debugLog(_ enabled: Bool, _ text: @autoclosure () -> String) { if enabled { print(text()) } }
debugLog(false, "value \(costly())")
debugLog(true, "value \(costly())")
print("lookups:", lookups)
print(true || costly() > 0, false || costly() > 0, lookups)
