// Actors isolate state; awaiting calls in order gives a deterministic log.
actor AlertCenter {
  private var pending: [String] = []
  private(set) var delivered = 0
  let name: String
  init(name: String) { self.name = name }
  func post(_ alert: String) { pending.append(alert) }
  func deliverAll() -> [String] {
    let batch = pending
    delivered += batch.count
    pending.removeAll()
    return batch
  }
  nonisolated func describe() -> String { "AlertCenter(\(name))" }
}
struct Reading: Sendable { let sensor: String; let value: Double }
actor Thermostat {
  var readings: [Reading] = []
  func record(_ r: Reading) -> Int { readings.append(r); return readings.count }
  var average: Double { readings.map(\.value).reduce(0, +) / Double(readings.count) }
}
let center = AlertCenter(name: "main")
print(center.describe())
await center.post("Battery low"); await center.post("Update ready")
print(await center.deliverAll())
await center.post("Storage full")
print(await center.deliverAll(), await center.delivered)
let thermostat = Thermostat()
for (i, v) in [20.5, 21.0, 22.5].enumerated() {
  let count = await thermostat.record(Reading(sensor: "s\(i)", value: v))
  print("recorded", count)
}
print("average:", await thermostat.average)
await withTaskGroup(of: Void.self) { group in
  for n in 1...20 { group.addTask { await center.post("bulk \(n)") } }
}
let bulk = await center.deliverAll()
print(bulk.count, await center.delivered)
@MainActor
final class Banner {
  var text = ""
  func show(_ t: String) { text = t; print("banner:", t) }
}
// Top-level code runs on the main actor, so no await is needed here.
let banner = Banner()
banner.show("Welcome")
print(banner.text)
