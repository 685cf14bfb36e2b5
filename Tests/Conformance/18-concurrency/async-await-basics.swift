// async functions, await in sequence, async let and Task values.
func fetchTrack(titled title: String) async -> String {
  await Task.yield()
  return "<track \(title)>"
}
func listTracks(onAlbum album: String) async -> [String] {
  album == "Night Drive" ? ["neon", "ferry", "motel"] : ["static"]
}

let names = await listTracks(onAlbum: "Night Drive")
let sorted = names.sorted()
print(sorted)
let first = await fetchTrack(titled: sorted[0])
print(first)
async let a = fetchTrack(titled: names[0])
async let b = fetchTrack(titled: names[1])
async let c = fetchTrack(titled: names[2])
let tracks = await [a, b, c]
print(tracks)
func slowSquare(_ n: Int) async -> Int {
  await Task.yield()
  return n * n
}
var squares: [Int] = []
for n in 1...5 { squares.append(await slowSquare(n)) }
print(squares)
let task = Task { () -> Int in
  var sum = 0
  for n in 1...10 { sum += await slowSquare(n) }
  return sum
}
print("sum of squares:", await task.value)
func check(_ value: Int) async throws -> Int {
  struct Negative: Error {}
  if value < 0 { throw Negative() }
  return value
}
do {
  print(try await check(3))
  print(try await check(-1))
} catch {
  print("caught", type(of: error))
}
let throwing = Task { try await check(-5) }
let result = await throwing.result
switch result {
case .success(let v): print("value", v)
case .failure: print("task failed")
}
print("done")
