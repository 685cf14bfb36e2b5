// Closures composed into a processing pipeline: stored closures, closures returning closures,
// trailing closures with multiple arguments, and lazy evaluation.
struct Alert { let title: String; let level: Int }
typealias Stage = ([Alert]) -> [Alert]

func filterStage(minimumLevel: Int) -> Stage { { $0.filter { $0.level >= minimumLevel } } }
func mapStage(_ transform: @escaping (Alert) -> Alert) -> Stage { { $0.map(transform) } }
let sortStage: Stage = { $0.sorted { ($0.level, $0.title) > ($1.level, $1.title) } }
func limitStage(_ n: Int) -> Stage { { Array($0.prefix(n)) } }

func pipeline(_ stages: Stage...) -> Stage {
  stages.reduce({ $0 }) { combined, next in { next(combined($0)) } }
}
let incoming = [
  Alert(title: "disk 91% full", level: 2),
  Alert(title: "login from new device", level: 3),
  Alert(title: "backup done", level: 1),
  Alert(title: "cpu hot", level: 3),
  Alert(title: "update available", level: 2),
]
let process = pipeline(
  filterStage(minimumLevel: 2),
  mapStage { Alert(title: $0.title.sentenceCased(), level: $0.level) },
  sortStage,
  limitStage(3)
)
for alert in process(incoming) { print("[\(alert.level)] \(alert.title)") }

extension String {
  func sentenceCased() -> String { prefix(1).uppercased() + dropFirst() }
}
var log: [String] = []
let lazyTitles = incoming.lazy.filter { alert in
  log.append("checked \(alert.title)")
  return alert.level == 3
}.map(\.title)
print("log before use:", log.count)
print(lazyTitles.first ?? "none")
print("log after first:", log)
func retry(times: Int, operation: (Int) -> Bool, onGiveUp: () -> Void) {
  for attempt in 1...times where operation(attempt) {
    print("succeeded on attempt \(attempt)")
    return
  }
  onGiveUp()
}
retry(times: 3) {
  $0 == 2
} onGiveUp: {
  print("gave up")
}
retry(times: 2) { _ in
  false
} onGiveUp: {
  print("gave up after 2")
}
let counter: () -> Int = {
  var n = 0;
  return {
    n += 1; return n
  }
}()
print(counter(), counter(), counter())
